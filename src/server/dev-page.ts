import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { combineSites, staticSite, type Site } from './static-files.js';

/*
 * The page `nutri start` shows until the component demo is built into lib/demo: a describe box
 * that calls this service through the real typed client (lib/api, compiled by build:node) in
 * the browser, with zod served from node_modules through an import map.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>nutri-kit: v4 service</title>
<link rel="icon" href="data:,">
<script type="importmap">{"imports": {"zod": "/_nutri/zod/index.js"}}</script>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { max-width: 42rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.45; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input, textarea { width: 100%; box-sizing: border-box; font: inherit; padding: .4rem; }
  button { margin-top: .75rem; font: inherit; padding: .4rem 1.2rem; }
  table { border-collapse: collapse; margin-top: .5rem; }
  td, th { padding: .15rem .6rem; text-align: left; border-bottom: 1px solid #8884; }
  td.n { text-align: right; font-variant-numeric: tabular-nums; }
  .error { color: #c62828; }
</style>
</head>
<body>
<h1>nutri-kit v4 service</h1>
<p>This page calls <code>POST /v4/describeMeal</code> on this service with the typed client.
The component demo replaces it once built (<code>npm run build</code>).</p>
<form id="form">
  <label for="key">API key</label>
  <input id="key" name="key" autocomplete="off" spellcheck="false" placeholder="nk_live_…">
  <label for="text">Describe a meal</label>
  <textarea id="text" name="text" rows="3" maxlength="2000">2 scrambled eggs and a slice of whole wheat toast</textarea>
  <button type="submit">Analyse</button>
</form>
<section id="out" aria-live="polite"></section>
<script type="module" src="/_nutri/dev-page.js"></script>
</body>
</html>
`;

const SCRIPT = `
const out = document.getElementById('out');
const keyInput = document.getElementById('key');
const fromHash = new URLSearchParams(location.hash.slice(1)).get('key');
keyInput.value = fromHash || sessionStorage.getItem('nutri-key') || '';
if (fromHash) history.replaceState(null, '', location.pathname);

function show(...nodes) { out.replaceChildren(...nodes); }
function el(tag, text, cls) { const e = document.createElement(tag); if (text !== undefined) e.textContent = String(text); if (cls) e.className = cls; return e; }
function row(cells, numeric) { const tr = el('tr'); cells.forEach((c, i) => tr.append(el('td', c, numeric && i > 0 ? 'n' : undefined))); return tr; }

// The listener is in place before the client loads, so an early click never submits the form natively.
const form = document.getElementById('form');
const loading = import('/_nutri/api/index.js').then(
  (module) => { form.dataset.ready = 'true'; return module; },
  (error) => { show(el('p', 'The typed client is not built: run "npm run build:node" and reload. (' + error.message + ')', 'error')); },
);

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const api = await loading;
  if (!api) return;
  const apiKey = keyInput.value.trim();
  sessionStorage.setItem('nutri-key', apiKey);
  const client = api.createClient({ baseUrl: location.origin, apiKey: apiKey || undefined });
  show(el('p', 'Analysing…'));
  try {
    const meal = await client.describeMeal(document.getElementById('text').value);
    const table = el('table');
    table.append(row(['', 'kcal', 'protein g', 'carbs g', 'fats g']));
    for (const i of meal.ingredients) table.append(row([i.name, i.calories, i.protein, i.carbs, i.fats], true));
    table.append(row(['Per serving', meal.calories, meal.protein, meal.carbs, meal.fats], true));
    const tips = el('ul');
    for (const tip of [meal.healthRating.tip1, meal.healthRating.tip2, meal.healthRating.tip3]) tips.append(el('li', tip));
    show(el('h2', meal.name), el('p', meal.servings + ' serving(s); health rating ' + meal.healthRating.rating + ' / 10'), table, tips);
  } catch (error) {
    show(el('p', (error.code || 'error') + ': ' + error.message, 'error'));
  }
});
`;

const libApiDir = fileURLToPath(new URL('../../lib/api/', import.meta.url));
const zodDir = fileURLToPath(new URL('.', import.meta.resolve('zod')));

function text(body: string, type: string, method: 'GET' | 'HEAD'): Response {
  const headers = { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' };
  return new Response(method === 'HEAD' ? null : body, { status: 200, headers });
}

function mounted(prefix: string, site: Site): Site {
  return {
    serve: (path, method) => (path.startsWith(prefix) ? site.serve(path.slice(prefix.length - 1), method) : Promise.resolve(undefined)),
  };
}

/** The built-in page, and the client modules it loads. */
export function devPage(): Site {
  const page: Site = {
    async serve(path, method) {
      if (path === '/' || path === '/index.html') return text(PAGE, 'text/html; charset=utf-8', method);
      if (path === '/_nutri/dev-page.js') return text(SCRIPT, 'text/javascript; charset=utf-8', method);
      return undefined;
    },
  };
  const sites = [page, mounted('/_nutri/zod/', staticSite(zodDir))];
  if (existsSync(libApiDir)) sites.push(mounted('/_nutri/api/', staticSite(libApiDir)));
  return combineSites(...sites);
}
