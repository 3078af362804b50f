/**
 * Renders the scanImage test pictures in Chromium (run by hand; the PNGs are committed):
 * packages with their product name printed large, a package with only non-food words, and an
 * EAN-13 barcode on a pack (bars drawn from the EAN-13 tables below, read back by zxing in the
 * tests). Usage: npx tsx test/image/render-fixtures.ts
 */
import { chromium } from 'playwright-core';

const OUT = new URL('../fixtures/image/', import.meta.url);

// EAN-13: the first digit picks the L/G pattern of digits 2–7; digits 8–13 use R.
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = ['0100111', '0110011', '0011011', '0100001', '0011101', '0111001', '0000101', '0010001', '0001001', '0010111'];
const R = L.map((p) => [...p].map((b) => (b === '0' ? '1' : '0')).join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

export function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += (PARITY[d[0]!]![i - 1] === 'L' ? L : G)[d[i]!];
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R[d[i]!];
  return bits + '101';
}

function barcodeSvg(code: string, module = 3, height = 110): string {
  const bits = ean13Modules(code);
  const quiet = 11 * module;
  const rects = [...bits].map((b, i) => (b === '1' ? `<rect x="${quiet + i * module}" y="0" width="${module}" height="${height}"/>` : '')).join('');
  const width = bits.length * module + 2 * quiet;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height + 26}" style="background:#fff">${rects}
    <text x="${width / 2}" y="${height + 22}" font-family="monospace" font-size="20" text-anchor="middle">${code}</text></svg>`;
}

// Nutella (in the committed Open Food Facts index) and a valid code that names no product there.
const code = '3017620422003';
const unknownCode = '0049000028911';

const PAGES: Record<string, { width: number; height: number; html: string }> = {
  'packaging-greek-yogurt.png': {
    width: 640,
    height: 480,
    html: `<div style="width:640px;height:480px;background:linear-gradient(160deg,#2b6cb0,#1a4480);display:grid;place-items:center;font-family:'DejaVu Sans',sans-serif">
      <div style="background:#fff;border-radius:28px;padding:36px 48px;text-align:center;box-shadow:0 12px 30px #0006">
        <div style="font-size:26px;letter-spacing:4px;color:#555">HILLSIDE FARM</div>
        <div style="font-size:84px;font-weight:800;color:#1a365d;line-height:1.05">Greek<br>Yogurt</div>
        <div style="font-size:30px;color:#2b6cb0;margin-top:10px">Plain · Nonfat</div>
        <div style="font-size:20px;color:#777;margin-top:14px">NET WT 32 OZ (907 g)</div>
      </div></div>`,
  },
  'packaging-peanut-butter.png': {
    width: 600,
    height: 600,
    html: `<div style="width:600px;height:600px;background:#f6e05e;display:grid;place-items:center;font-family:'DejaVu Serif',serif">
      <div style="border:6px solid #744210;border-radius:50%;width:460px;height:460px;display:grid;place-content:center;text-align:center;background:#fffaf0">
        <div style="font-size:28px;color:#744210">Old Mill</div>
        <div style="font-size:72px;font-weight:700;color:#7b341e">Peanut Butter</div>
        <div style="font-size:30px;color:#744210">Creamy</div>
      </div></div>`,
  },
  'packaging-no-food-words.png': {
    width: 640,
    height: 420,
    html: `<div style="width:640px;height:420px;background:#553c9a;display:grid;place-items:center;font-family:'DejaVu Sans',sans-serif;color:#fff;text-align:center">
      <div><div style="font-size:86px;font-weight:800">SUPER DELUXE</div><div style="font-size:40px">Family Size Fun</div></div></div>`,
  },
  'barcode-pack.png': {
    width: 560,
    height: 420,
    html: `<div style="width:560px;height:420px;background:#e2e8f0;display:grid;place-items:center">
      <div style="background:#fff;padding:24px 28px;border-radius:6px">${barcodeSvg(code)}</div></div>`,
  },
  'barcode-unknown.png': {
    width: 560,
    height: 420,
    html: `<div style="width:560px;height:420px;background:#fefcbf;display:grid;place-items:center">
      <div style="background:#fff;padding:24px 28px;border-radius:6px;transform:rotate(8deg)">${barcodeSvg(unknownCode)}</div></div>`,
  },
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new', '--disable-gpu'] });
try {
  for (const [file, page] of Object.entries(PAGES)) {
    const tab = await browser.newPage({ viewport: { width: page.width, height: page.height }, deviceScaleFactor: 1 });
    await tab.setContent(`<!doctype html><body style="margin:0">${page.html}</body>`);
    await tab.screenshot({ path: new URL(file, OUT).pathname, clip: { x: 0, y: 0, width: page.width, height: page.height } });
    await tab.close();
    console.log(file);
  }
} finally {
  await browser.close();
}
