/**
 * Renders the component demo page in Debian's Chromium and saves PNGs to artifacts/screenshots/:
 * light, dark and a 320 px wide narrow view, each after a real analysis on the embedded engine.
 * Then checks the single-file bundle the way a website uses it: lib/ and public/ side by side on
 * a static host (the package's layout: the bundle reads the engine data from public/),
 * one <script type="module">, two copies on the page, no data fetched before the first analysis.
 *
 *   npm run screenshots            (builds lib/nutri-kit.js and lib/demo first)
 *   npm run screenshots -- --no-build
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
// The package's layout: lib/ (the bundle, the demo) beside public/ (the data the bundle reads).
const site = root;
const out = join(root, 'artifacts', 'screenshots');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.gz': 'application/gzip',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

if (!process.argv.includes('--no-build')) {
  for (const mode of ['production', 'demo']) {
    const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.lib.config.ts', '--mode', mode], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

// A page as a website would write it: the bundle twice (a second copy must not throw).
const BUNDLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bundle check</title>
<script type="module" src="/lib/nutri-kit.js"></script>
<script type="module" src="/lib/nutri-kit.js?second-copy"></script></head>
<body><nutri-describe value="a bowl of oatmeal with milk"></nutri-describe></body></html>`;

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  if (path === '/bundle-check.html') {
    response.writeHead(200, { 'content-type': TYPES['.html'] }).end(BUNDLE_PAGE);
    return;
  }
  const file = join(site, path.endsWith('/') ? `${path}index.html` : path);
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end('not found');
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
await mkdir(out, { recursive: true });

const shots = [
  { name: 'light', width: 1280, theme: 'light', scheme: 'light' as const },
  { name: 'dark', width: 1280, theme: 'dark', scheme: 'dark' as const },
  { name: 'narrow-320', width: 320, theme: 'auto', scheme: 'light' as const },
  { name: 'narrow-320-dark', width: 320, theme: 'auto', scheme: 'dark' as const },
];
const requests: string[] = [];
try {
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: 900 }, colorScheme: shot.scheme, deviceScaleFactor: 1 });
    page.on('request', (request) => requests.push(`${shot.name} ${request.url().replace(origin, '')}`));
    page.on('pageerror', (error) => console.error(`${shot.name}: page error: ${error.message}`));
    await page.goto(`${origin}/lib/demo/?theme=${shot.theme}`);
    await page.locator('nutri-describe textarea').fill('2 eggs, a slice of whole wheat toast with butter and a glass of orange juice');
    await page.locator('nutri-describe textarea').press('Control+Enter');
    await page.locator('nutri-describe nutri-result .energy-value').waitFor({ timeout: 30_000 });
    await page.evaluate(() => document.fonts.ready);
    const file = join(out, `demo-${shot.name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`saved ${file}`);
    // Close-ups, to judge the components at their real size.
    for (const [part, selector] of [['describe', 'nutri-describe'], ['result', '#sample'], ['image', '#image']] as const) {
      await page.locator(selector).screenshot({ path: join(out, `${shot.name}-${part}.png`) });
    }
    await page.close();
  }
  await checkBundle();
} finally {
  await browser.close();
  server.close();
}

async function checkBundle() {
  const page = await browser.newPage();
  const errors: string[] = [];
  const fetched: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => fetched.push(request.url().replace(origin, '')));
  await page.goto(`${origin}/bundle-check.html`);
  await page.waitForFunction(() => customElements.get('nutri-describe') !== undefined);
  await page.waitForTimeout(300);
  // Static chunks shared with the lazy ones may load at once; the engine, client and data may not.
  const lazy = /\/(engine|client)-[^/]*\.js$|\.gz$/;
  const early = fetched.filter((url) => lazy.test(url));
  await page.locator('nutri-describe [part="submit"]').click();
  await page.locator('nutri-describe nutri-result .energy-value').waitFor({ timeout: 30_000 });
  const energy = await page.locator('nutri-describe nutri-result .energy-value').textContent();
  const late = fetched.filter((url) => url.includes('nutri-kit-chunks') || url.includes('nutri-kit-assets') || url.includes('/public/'));
  await page.close();
  console.log(`bundle: ${errors.length ? `page errors: ${errors.join('; ')}` : 'no page errors with two copies'}; ` +
    `fetched before analysis: ${early.length ? early.join(', ') : 'nothing lazy'}; after: ${late.join(', ')}; energy shown ${energy} kcal`);
  if (errors.length || early.length || !late.some((url) => url.endsWith('.gz'))) process.exitCode = 1;
}
