import type { Page } from 'playwright-core';
import { decodeImage, encodeJpeg, encodePng, resize, type RasterImage } from '../../../src/engine/imaging/index.js';
import { panelHtml, type PanelStyle } from './panel-html.js';
import type { PanelTruth } from './panel-values.js';

/** Chromium flags that keep it quiet on a closed network (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
  '--disable-component-update', '--no-first-run', '--disable-sync',
];

/** How a rendered panel is made to look photographed. */
export interface PhotoLook {
  /** Degrees, in the image plane. */
  rotate: number;
  /** Degrees of tilt about the vertical axis (perspective). */
  tiltY: number;
  tiltX: number;
  /** CSS pixels of Gaussian blur. */
  blur: number;
  /** 0–1: how much darker one corner is than the other. */
  shade: number;
  /** 0–1: strength of speckle noise. */
  noise: number;
  /** Background colour round the pack. */
  background: string;
  /**
   * 0–1: the pack curves round a tub, up to 110° of arc across the panel: the sides are
   * squeezed and darker, and seen from a little above, the rows bow into arcs.
   */
  curve?: number;
  /** 0–1: a light's reflection, a bright blurred spot washing out the print under it. */
  glare?: number;
  /** Where the glare's centre falls, 0–1 across and down the picture (default the middle). */
  glareAt?: [number, number];
  /** 0–1: the picture shrunk by this fraction after it was taken (a low-resolution camera or a thumbnail). */
  lowRes?: number;
  /**
   * A product shot (issue 22): the panel is a small part of the pack's side, beside a brand,
   * claims and an ingredients paragraph (with figures of their own: "2%", "Net wt 250 g"),
   * and the photo is of the whole side.
   */
  packFront?: PackFront;
}

/** The print round the panel on a pack's side, for a product shot. */
export interface PackFront {
  brand: string;
  /** Short lines in large print ("HIGH FIBRE", "Net wt 250 g"). */
  claims: string[];
  /** A paragraph in small print (ingredients, storage, the maker's address). */
  paragraph: string;
  /** Which side of the pack the panel sits on. */
  panelSide: 'left' | 'right';
  /** The pack's colour behind the print round the panel (the panel keeps its white box). */
  packColour: string;
}

/** The pack's side round a panel: the panel beside a column of brand, claims and small print. */
function packFrontHtml(panel: string, front: PackFront): string {
  const other = `<div class="front"><div class="brand">${front.brand.replace(/</g, '&lt;')}</div>${
    front.claims.map((c) => `<div class="claim">${c.replace(/</g, '&lt;')}</div>`).join('')
  }<div class="small">${front.paragraph.replace(/</g, '&lt;')}</div></div>`;
  const box = `<div class="panelbox">${panel}</div>`;
  return `<div class="side" style="background:${front.packColour}">${front.panelSide === 'left' ? box + other : other + box}</div>`;
}

const PACK_FRONT_CSS = `
  .side { display: flex; gap: 48px; align-items: flex-start; padding: 36px; }
  .front { width: 900px; color: #1a1a1a; font-family: Arial, Helvetica, sans-serif; }
  .front .brand { font-size: 88px; font-weight: 900; letter-spacing: 1px; margin-bottom: 24px; }
  .front .claim { font-size: 40px; font-weight: 700; margin: 10px 0; }
  .front .small { font-size: 15px; line-height: 1.35; margin-top: 28px; }
  .panelbox { background: #fff; padding: 6px; }
`;

export const FLAT: PhotoLook = { rotate: 0, tiltX: 0, tiltY: 0, blur: 0, shade: 0, noise: 0, background: '#fff' };

function sceneHtml(panel: string, look: PhotoLook): string {
  const noise = look.noise > 0
    ? `<canvas id="noise" style="position:absolute;inset:0;width:100%;height:100%;mix-blend-mode:multiply;opacity:${look.noise}"></canvas>
       <script>
         const c = document.getElementById('noise'); c.width = innerWidth; c.height = innerHeight;
         const g = c.getContext('2d'); const d = g.createImageData(c.width, c.height);
         let s = 12345; const r = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
         for (let i = 0; i < d.data.length; i += 4) { const v = 150 + r() * 105; d.data[i] = d.data[i+1] = d.data[i+2] = v; d.data[i+3] = 255; }
         g.putImageData(d, 0, 0);
       </script>` : '';
  const body = panel.replace(/^[\s\S]*<body>/, '').replace(/<\/body>[\s\S]*$/, '');
  const inner = look.packFront ? packFrontHtml(body, look.packFront) : body;
  const styles = (/<style>([\s\S]*?)<\/style>/.exec(panel)?.[1] ?? '') + (look.packFront ? PACK_FRONT_CSS : '');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${styles}
    html, body { margin: 0; height: 100%; }
    body { background: ${look.background}; padding: 40px; display: block; position: relative; overflow: hidden; }
    .scene { perspective: 900px; display: inline-block; }
    .pack { display: inline-block; background: #fff; padding: 10px;
      transform: rotate(${look.rotate}deg) rotateX(${look.tiltX}deg) rotateY(${look.tiltY}deg); filter: blur(${look.blur}px); }
    .shade { position: absolute; inset: 0; pointer-events: none;
      background: linear-gradient(135deg, rgba(255,255,255,0) 0%, rgba(40,30,10,${look.shade}) 100%); }
  </style></head><body><div class="scene"><div class="pack">${inner}</div></div><div class="shade"></div>${noise}</body></html>`;
}

/** Cylinder round a vertical axis: each output column samples the flat column under it, rows bow by `bow` pixels at the edges. */
function curveRound(image: RasterImage, curve: number): RasterImage {
  const { width: w, height: h, data } = image;
  const half = (curve * 55 * Math.PI) / 180;
  if (half < 0.01) return image;
  const radius = w / 2 / half;
  const out = new Uint8ClampedArray(data.length);
  const bow = curve * 0.06 * h;
  for (let x = 0; x < w; x++) {
    // Output column x sees the point at angle asin(offset / visible half-width) on the cylinder.
    const offset = ((x + 0.5) / w - 0.5) * 2 * Math.sin(half) * radius;
    const angle = Math.asin(Math.max(-1, Math.min(1, offset / radius)));
    const fx = Math.min(w - 1, Math.max(0, w / 2 + angle * radius - 0.5));
    const x0 = Math.floor(fx);
    const x1 = Math.min(w - 1, x0 + 1);
    const t = fx - x0;
    const light = 0.55 + 0.45 * Math.cos(angle);
    const shift = bow * (1 - Math.cos(angle)) / (1 - Math.cos(half));
    for (let y = 0; y < h; y++) {
      const sy = Math.round(y - shift);
      const o = (y * w + x) * 4;
      if (sy < 0 || sy >= h) { out.set([255, 255, 255, 255], o); continue; }
      const a = (sy * w + x0) * 4;
      const b = (sy * w + x1) * 4;
      for (let c = 0; c < 3; c++) out[o + c] = (data[a + c]! * (1 - t) + data[b + c]! * t) * light;
      out[o + 3] = 255;
    }
  }
  return { width: w, height: h, data: out };
}

/** A bright spot whose light is added to the picture (Gaussian, a sixth of the picture across). */
function addGlare(image: RasterImage, strength: number, at: [number, number]): RasterImage {
  const { width: w, height: h, data } = image;
  const out = new Uint8ClampedArray(data);
  const cx = at[0] * w;
  const cy = at[1] * h;
  const sigma = Math.max(w, h) / 6;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const add = 255 * strength * Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * sigma * sigma));
      const o = (y * w + x) * 4;
      out[o] = data[o]! + add; out[o + 1] = data[o + 1]! + add; out[o + 2] = data[o + 2]! + add;
    }
  }
  return { width: w, height: h, data: out };
}

/** The screenshot made worse the ways a camera makes it worse that CSS cannot: curvature, glare, low resolution. */
async function photograph(bytes: Uint8Array, look: PhotoLook, type: 'png' | 'jpeg', quality: number): Promise<Uint8Array> {
  let image = await decodeImage(bytes);
  if (look.curve) image = curveRound(image, look.curve);
  if (look.glare) image = addGlare(image, look.glare, look.glareAt ?? [0.5, 0.5]);
  if (look.lowRes) image = resize(image, image.width * (1 - look.lowRes), image.height * (1 - look.lowRes));
  return type === 'jpeg' ? encodeJpeg(image, quality) : encodePng(image);
}

export interface RenderOptions {
  style?: PanelStyle;
  look?: PhotoLook;
  type?: 'png' | 'jpeg';
  quality?: number;
}

/** The panel as image bytes, cropped to what was drawn (plus the photo's margin). */
export async function renderPanel(page: Page, truth: PanelTruth, options: RenderOptions = {}): Promise<Uint8Array> {
  const look = options.look ?? FLAT;
  const flat = look === FLAT;
  const html = flat ? panelHtml(truth, options.style) : sceneHtml(panelHtml(truth, options.style), look);
  // A product shot is of the pack's whole side, the panel a part of it.
  const viewport = look.packFront ? { width: 1800, height: 1500 } : { width: 900, height: 1400 };
  await page.setViewportSize(viewport);
  await page.setContent(html);
  const box = await page.evaluate((isFlat) => {
    const el = document.querySelector(isFlat ? '.panel' : '.pack')!;
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  }, flat);
  const margin = flat ? 12 : 30;
  const clip = {
    x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin),
    width: Math.min(viewport.width, box.width + 2 * margin), height: Math.min(viewport.height, box.height + 2 * margin),
  };
  const type = options.type ?? 'png';
  const camera = Boolean(look.curve || look.glare || look.lowRes);
  // The camera's own faults are applied to a lossless shot, so the JPEG is compressed once.
  const bytes = new Uint8Array(await page.screenshot({ clip, type: camera ? 'png' : type, ...(type === 'jpeg' && !camera ? { quality: options.quality ?? 80 } : {}) }));
  return camera ? photograph(bytes, look, type, options.quality ?? 80) : bytes;
}
