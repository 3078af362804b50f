import browser, { type Tabs } from 'webextension-polyfill';
import { encodeBase64 } from '../../api/base64.js';
import { IMAGE_TYPES } from '../../api/index.js';
import type { ImageFacts } from '../messages.js';
import { readBounded } from '../read-bounded.js';
import { mayDecode } from './pixel-budget.js';

/*
 * The pixels of a right-clicked image, read with the click's activeTab grant and nothing more:
 * the content script's own read (same origin, CORS, data:), else the service worker's fetch
 * (origins the user granted), else a screenshot of the visible tab cropped to the image. The
 * pixels stay on the device; they go to a service only when the user configured one.
 */

/** Long side of what is kept: enough for a barcode or a panel's small print, small enough for storage.session. */
const MAX_SIDE = 2_048;
const KEEP_AS_IS_BYTES = 1_500_000;
/** Largest image the worker downloads to downscale: a camera's full-size JPEG is under 20 MB. */
const MAX_FETCH_BYTES = 32 * 1024 * 1024;

export async function imagePixels(facts: ImageFacts, srcUrl: string, tab: Tabs.Tab): Promise<string | null> {
  const fromPage = facts.dataUrl ? await dataUrlBlob(facts.dataUrl) : await fetchImage(srcUrl);
  // The page's bytes are decoded only when their header says they fit; else the screen's pixels.
  if (fromPage && mayDecode(new Uint8Array(await fromPage.arrayBuffer()))) return fitted(fromPage);
  if (!facts.rect || facts.rect.width < 8 || facts.rect.height < 8 || tab.windowId === undefined) return null;
  try {
    const shot = await browser.tabs.captureVisibleTab(tab.windowId, { format: 'png' });
    const blob = await dataUrlBlob(shot);
    return blob ? fitted(blob, facts.rect, facts.devicePixelRatio) : null;
  } catch {
    return null;
  }
}

/** The image at `srcUrl` when it is on the web (http or https), within MAX_FETCH_BYTES. */
async function fetchImage(srcUrl: string): Promise<Blob | null> {
  try {
    if (!['http:', 'https:'].includes(new URL(srcUrl).protocol)) return null;
    const response = await fetch(srcUrl, { credentials: 'omit' });
    const blob = response.ok ? await readBounded(response, MAX_FETCH_BYTES) : null;
    return blob && blob.type.startsWith('image/') ? blob : null;
  } catch {
    return null;
  }
}

/** `dataUrl` is a checked data:image URL (ImageFacts) or the browser's own screenshot. */
async function dataUrlBlob(dataUrl: string): Promise<Blob | null> {
  if (!dataUrl.startsWith('data:image/')) return null;
  try {
    return await (await fetch(dataUrl)).blob();
  } catch {
    return null;
  }
}

/** The image (or the `crop` of it, in CSS pixels × ratio) as a data URL no larger than MAX_SIDE. */
async function fitted(blob: Blob, crop?: ImageFacts['rect'], ratio = 1): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    return null;
  }
  const source = crop
    ? { x: Math.max(0, crop.x * ratio), y: Math.max(0, crop.y * ratio), width: crop.width * ratio, height: crop.height * ratio }
    : { x: 0, y: 0, width: bitmap.width, height: bitmap.height };
  source.width = Math.min(source.width, bitmap.width - source.x);
  source.height = Math.min(source.height, bitmap.height - source.y);
  if (source.width < 1 || source.height < 1) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(source.width, source.height));
  // Kept as is only in a type the contract takes; anything else the browser decodes (AVIF, BMP) becomes a JPEG.
  if (!crop && scale === 1 && blob.size <= KEEP_AS_IS_BYTES && (IMAGE_TYPES as readonly string[]).includes(blob.type)) return toDataUrl(blob);
  const canvas = new OffscreenCanvas(Math.round(source.width * scale), Math.round(source.height * scale));
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return toDataUrl(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 }));
}

async function toDataUrl(blob: Blob): Promise<string> {
  return `data:${blob.type || 'image/jpeg'};base64,${encodeBase64(new Uint8Array(await blob.arrayBuffer()))}`;
}
