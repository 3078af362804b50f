/**
 * "Nutrition of this image" in the built extension (issue 24): wall time from the menu click to
 * the panel's final state (result or error shown), per path, with the built dist/ in Chromium as
 * the extension tests run it (test/extension/harness.ts):
 *
 * 1. a barcode photo (the pack path)             test/fixtures/image/barcode-pack.png
 * 2. a nutrition label photo (OCR)               test/fixtures/labels/us-2016.png
 * 3. the offline ImageNet gate on dish photos    ../shared/data/food-images (not copied here), no words;
 *                                                all 21 of them, one click each
 * 4. the page's words (a captioned photo whose pixels show no food)
 * 5. a configured vision provider                the stand-in vision server on loopback
 * 6. the on-device model                         the stand-in LanguageModel in the offscreen document
 *
 * The two providers are stand-ins: they answer what they are scripted to, so their "right" says
 * only that the scripted name reached the panel, not that any model can see.
 *
 * The first click of the run (cold: offscreen document, engine and models loading) is timed on
 * its own and counted in no path. Memory is the summed RSS of this process's Chromium children
 * (shared pages counted in each process, so an upper bound).
 *
 * Usage: npm run bench:extension-image [-- --n 5] (builds dist/ first when it is missing or older than src/)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Frame } from 'playwright-core';
import { DIST, attachToOffscreen, clickMenu, launchExtension, panelFrame, panelSettled, shownResult, within, type Extension, updateSettings, stripesPng } from '../test/extension/harness.js';
import { html, servePages, type TestPage } from '../test/extension/pages.js';
import { installLanguageModelStandIn } from '../test/support/language-model-stand-in.js';
import { DEFAULT_FOODS, startVisionServer } from '../test/support/vision-server.js';
import { sharedPhotos } from './food-photos.js';
import { processesUnder } from './process-tree.js';
import { percentile, table } from './report.js';

const args = process.argv.slice(2);
const at = args.indexOf('--n');
const N = at >= 0 ? Number(args[at + 1]) : 5;

/** dist/ older than any source file under src/ is stale: the bench would time yesterday's extension, so it is rebuilt. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
const manifest = join(DIST, 'manifest.json');
if (!existsSync(manifest) || statSync(manifest).mtimeMs < newestMtime(new URL('../src/', import.meta.url).pathname)) {
  console.error(`${DIST} is missing or older than src/: npm run build:ext`);
  execFileSync('npm', ['run', 'build:ext', '--silent'], { cwd: new URL('..', import.meta.url).pathname, stdio: ['ignore', 'ignore', 'inherit'] });
}


const png = (body: Uint8Array, type = 'image/png'): TestPage => ({ body, headers: { 'content-type': type } });
const photoPage = (title: string, src: string, alt = '') => ({ body: html(title, '', `<img id="photo" src="${src}" alt="${alt}" width="320" height="200">`) });

// Dish photos for the gate: every shared photo (21), one click each, so its answered / right /
// wrong rest on more than N photos and on none picked by what the gate makes of them.
const dishes = sharedPhotos();
if (dishes.length === 0) console.error('no shared food photos (../shared/data/food-images): the gate path is skipped');

const CAPTION = 'Spaghetti with meat sauce, about 350 g';
const ON_DEVICE_FOODS = [{ name: 'spaghetti with meat sauce', grams: 350 }];
const served: Record<string, TestPage> = {
  '/stripes.png': png(await stripesPng()),
  '/pack.png': png(new Uint8Array(await readFile(new URL('../test/fixtures/image/barcode-pack.png', import.meta.url)))),
  '/label.png': png(new Uint8Array(await readFile(new URL('../test/fixtures/labels/us-2016.png', import.meta.url)))),
  '/pack.html': photoPage('Shop', '/pack.png'),
  '/label.html': photoPage('Label', '/label.png'),
  '/bare.html': photoPage('Dinner', '/stripes.png'),
  '/captioned.html': { body: html('Dinner', '', `<figure><img id="photo" src="/stripes.png" alt="A plate of spaghetti with meat sauce" width="320" height="200"><figcaption>${CAPTION}</figcaption></figure>`) },
};
for (const [i, dish] of dishes.entries()) {
  served[`/dish-${i}.jpg`] = png(await dish.read(), 'image/jpeg');
  served[`/dish-${i}.html`] = photoPage('Dinner', `/dish-${i}.jpg`);
}
const pages = await servePages(served);
const extension: Extension = await launchExtension();

/** Summed RSS of the Chromium processes under this one (Linux /proc). */
function chromiumRssMb(): number {
  return processesUnder().reduce((s, p) => s + p.rssBytes, 0) / 2 ** 20;
}

interface Click {
  ms: number;
  state: string;
  name?: string;
  code?: string | null;
}

let opened = 0;
async function click(path: string): Promise<Click> {
  const page = await extension.context.newPage();
  try {
    await page.goto(`${pages.url(path)}?tab=${++opened}`);
    await page.bringToFront();
    const srcUrl = await page.evaluate(() => (document.getElementById('photo') as HTMLImageElement).currentSrc);
    // Wait until the picture is loaded, so the time is the extension's, not the loopback server's.
    await page.waitForFunction(() => (document.getElementById('photo') as HTMLImageElement).complete);
    const t0 = performance.now();
    await clickMenu(extension, page, 'nutri-image', { mediaType: 'image', srcUrl });
    const frame: Frame = await panelFrame(extension, page);
    const state = await within('waiting for the panel', panelSettled(frame), 60_000);
    const ms = performance.now() - t0;
    if (state === 'done') return { ms, state, name: String((await shownResult(frame)).result?.name ?? '') };
    return { ms, state, code: await frame.locator('.problem').first().getAttribute('data-code').catch(() => null) };
  } finally {
    await page.close();
  }
}

const setSettings = (patch: Record<string, unknown>) => updateSettings(extension, patch);

interface PathRun {
  path: string;
  clicks: Click[];
  /** Whether a shown name is the right one for click i; undefined where "right" has no meaning. */
  right?: (click: Click, i: number) => boolean;
  rssMb: number;
}
const runs: PathRun[] = [];
async function measure(path: string, pagePath: (i: number) => string, right?: PathRun['right'], n = N): Promise<void> {
  const clicks: Click[] = [];
  for (let i = 0; i < n; i++) clicks.push(await click(pagePath(i)));
  runs.push({ path, clicks, right, rssMb: chromiumRssMb() });
  console.error(`${path}: ${clicks.map((c) => `${Math.round(c.ms)} ms ${c.state}${c.name ? ` "${c.name}"` : c.code ? ` ${c.code}` : ''}`).join('; ')}`);
}

const named = (click: Click, words: string[]) => click.state === 'done' && words.some((w) => click.name!.toLowerCase().includes(w));
/** A Food-101 class's own words ("breakfast_burrito" → breakfast, burrito), the short ones left out. */
const classWords = (label: string) => label.split('_').filter((w) => w.length >= 4);

const cold = await click('/pack.html');
console.error(`cold first click (offscreen document and engine loading): ${Math.round(cold.ms)} ms, ${cold.state}`);

await measure('1. barcode photo (pack)', () => '/pack.html');
await measure('2. label photo (OCR)', () => '/label.html');
if (dishes.length > 0) await measure('3. offline gate, dish photo, no words', (i) => `/dish-${i % dishes.length}.html`, (c, i) => named(c, classWords(dishes[i % dishes.length]!.label)), dishes.length);
await measure('4. the page’s words (captioned photo)', () => '/captioned.html', (c) => named(c, ['spaghetti']));

const vision = await startVisionServer();
await setSettings({ visionUrl: vision.url, visionModel: 'plain' });
await measure('5. vision provider (stand-in server)', () => '/bare.html', (c) => named(c, DEFAULT_FOODS.map((f) => f.name.split(' ').at(-1)!)));
await setSettings({ visionUrl: '', visionModel: '' });
const visionRequests = vision.requests.length;
await vision.close();

const offscreen = await attachToOffscreen(extension);
const evaluate = (expression: string) => offscreen.evaluate(expression);
// tsx (esbuild, keepNames) wraps named functions in `__name(...)`, a helper the offscreen document
// lacks: the source is evaluated where `__name` is the identity.
const scenario = JSON.stringify({ availability: 'available', answer: JSON.stringify({ foods: ON_DEVICE_FOODS }) });
await evaluate(`((__name) => (${installLanguageModelStandIn.toString()})(globalThis, ${scenario}))((f) => f), true`);
await measure('6. on-device model (stand-in LanguageModel)', () => '/bare.html', (c) => named(c, ['spaghetti']));
const onDevicePrompts = (JSON.parse((await evaluate('JSON.stringify(globalThis.__languageModelStandIn.log)')) as string) as { prompts: unknown[] }).prompts.length;
await offscreen.detach();


console.log(`# Click to panel: "Nutrition of this image" in the built extension (Chromium, ${N} clicks a path; the gate one click a shared photo)\n`);
console.log(`cold first click (not in any row): ${Math.round(cold.ms)} ms\n`);
table(
  ['path', 'n', 'answered', 'named right', 'named wrong', 'errors shown', 'median ms', 'p95 ms', 'Chromium RSS after'],
  runs.map((r) => {
    const answered = r.clicks.filter((c) => c.state === 'done');
    const errors = r.clicks.filter((c) => c.state !== 'done').map((c) => c.code ?? '?');
    const counts = [...new Set(errors)].map((code) => `${errors.filter((e) => e === code).length}× ${code}`).join(', ');
    const ms = r.clicks.map((c) => c.ms);
    return [r.path, r.clicks.length, answered.length, r.right ? r.clicks.filter((c, i) => r.right!(c, i)).length : '—', r.right ? answered.length - r.clicks.filter((c, i) => r.right!(c, i)).length : '—', counts || '0', Math.round(percentile(ms, 0.5)), Math.round(percentile(ms, 0.95)), `${Math.round(r.rssMb)} MB`];
  }),
);
if (dishes.length > 0) {
  table(['gate photo (../shared, not in the repository)', 'class', 'panel showed'], dishes.map((d, i) => {
    const c = runs.find((r) => r.path.startsWith('3.'))!.clicks[i]!;
    return [d.id, d.label, c.state === 'done' ? `"${c.name}"` : `error ${c.code}`];
  }));
}
console.log(
  `Stand-ins answer what they are scripted to (vision server: ${DEFAULT_FOODS.map((f) => f.name).join(' + ')}; ` +
    `LanguageModel: ${ON_DEVICE_FOODS.map((f) => f.name).join(', ')}), on a picture with no food in it: their "named right" ` +
    `says the scripted name reached the panel, nothing about a model's eyes. Vision requests: ${visionRequests}; on-device prompts: ${onDevicePrompts}.`,
);
if (extension.errors.length > 0) console.log(`\nextension console errors: ${extension.errors.join(' | ')}`);

await pages.close();
await extension.close();
process.exit(0);
