/**
 * Renders the component demo page in Debian's Chromium and saves PNGs to artifacts/screenshots/:
 * light, dark and a 320 px wide narrow view, each after a real analysis on the embedded engine.
 *
 *   npm run screenshots            (builds lib/demo first)
 *   npm run screenshots -- --no-build
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdir, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('..', import.meta.url));
const site = join(root, 'lib', 'demo');
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
  const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.lib.config.ts', '--mode', 'demo'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = createServer(async (request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
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
    await page.goto(`${origin}/?theme=${shot.theme}`);
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
} finally {
  await browser.close();
  server.close();
}
const dataOnLoad = requests.filter((line) => line.includes('.gz'));
console.log(`data requests: ${dataOnLoad.length} (each after an analysis was asked for)`);
