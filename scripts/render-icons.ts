/**
 * Renders the extension's icons (public/icons/icon-{16,32,48,128}.png) from one SVG in Debian's
 * Chromium, so the PNGs are reproducible: `npx tsx scripts/render-icons.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const SIZES = [16, 32, 48, 128] as const;

// A green tile with an apple and three rising bars: food, measured.
const svg = (size: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">
  <defs>
    <linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2fa35a"/>
      <stop offset="1" stop-color="#17713a"/>
    </linearGradient>
  </defs>
  <rect x="4" y="4" width="120" height="120" rx="28" fill="url(#tile)"/>
  <path d="M64 40c-6-8-20-10-28-2-10 10-8 30 2 44 8 11 16 16 26 10 10 6 18 1 26-10 10-14 12-34 2-44-8-8-22-6-28 2z" fill="#fff"/>
  <path d="M64 40c0-10 5-17 14-20" stroke="#fff" stroke-width="7" stroke-linecap="round" fill="none"/>
  <path d="M70 30c6-8 16-9 22-5-5 7-14 9-22 5z" fill="#b9f0c9"/>
  <rect x="47" y="62" width="9" height="18" rx="3" fill="#17713a"/>
  <rect x="60" y="54" width="9" height="26" rx="3" fill="#17713a"/>
  <rect x="73" y="46" width="9" height="34" rx="3" fill="#17713a"/>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--no-first-run', '--disable-sync'],
});
try {
  await mkdir(new URL('../public/icons/', import.meta.url), { recursive: true });
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size)}</body></html>`);
    const path = new URL(`../public/icons/icon-${size}.png`, import.meta.url).pathname;
    await page.locator('svg').screenshot({ path, omitBackground: true });
    await page.close();
    console.log(`icons: wrote ${path}`);
  }
} finally {
  await browser.close();
}
