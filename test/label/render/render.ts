import type { Page } from 'playwright-core';
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
}

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
  const inner = panel.replace(/^[\s\S]*<body>/, '').replace(/<\/body>[\s\S]*$/, '');
  const styles = /<style>([\s\S]*?)<\/style>/.exec(panel)?.[1] ?? '';
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
  await page.setViewportSize({ width: 900, height: 1400 });
  await page.setContent(html);
  const box = await page.evaluate((isFlat) => {
    const el = document.querySelector(isFlat ? '.panel' : '.pack')!;
    const r = el.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  }, flat);
  const margin = flat ? 12 : 30;
  const clip = {
    x: Math.max(0, box.x - margin), y: Math.max(0, box.y - margin),
    width: Math.min(900, box.width + 2 * margin), height: Math.min(1400, box.height + 2 * margin),
  };
  const type = options.type ?? 'png';
  const bytes = await page.screenshot({ clip, type, ...(type === 'jpeg' ? { quality: options.quality ?? 80 } : {}) });
  return new Uint8Array(bytes);
}
