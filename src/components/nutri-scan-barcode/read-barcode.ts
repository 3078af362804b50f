/**
 * The product barcode in a picture or a camera frame, read in the page: the browser's own
 * BarcodeDetector where it knows EAN/UPC, else the engine's zxing decoder (wasm, loaded on first
 * use from the page's own origin). Only codes with a valid check digit come back.
 */
import { checkBarcode } from '../../api/gtin.js';
import type { BarcodeDecoder } from '../../engine/barcode/decoder.js';

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

let native: Promise<BarcodeDetectorLike | undefined> | undefined;
let zxing: Promise<BarcodeDecoder> | undefined;

/** The browser's detector when it reads EAN/UPC (Chrome on Android, macOS, ChromeOS), else undefined. */
function nativeDetector(): Promise<BarcodeDetectorLike | undefined> {
  native ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return undefined;
    try {
      const supported = await Detector.getSupportedFormats();
      const formats = FORMATS.filter((f) => supported.includes(f));
      return formats.length > 0 ? new Detector({ formats }) : undefined;
    } catch {
      return undefined;
    }
  })();
  return native;
}

function zxingDecoder(): Promise<BarcodeDecoder> {
  zxing ??= import('../../engine/barcode/zxing-browser.js').then((m) => m.createBarcodeDecoder()).catch((error: unknown) => {
    zxing = undefined;
    throw error;
  });
  return zxing;
}

/** Which reader this page uses, for the person and the tests. */
export async function barcodeReaderKind(): Promise<'native' | 'zxing'> {
  return (await nativeDetector()) ? 'native' : 'zxing';
}

/** The first valid product code in the picture, or undefined. */
export async function readBarcode(image: Blob, signal?: AbortSignal): Promise<string | undefined> {
  const detector = await nativeDetector();
  if (detector) {
    const bitmap = await createImageBitmap(image);
    try {
      const found = await detector.detect(bitmap);
      const valid = found.map((b) => b.rawValue).find((code) => !checkBarcode(code));
      if (valid) return valid;
    } finally {
      bitmap.close();
    }
  }
  signal?.throwIfAborted();
  const decoder = await zxingDecoder();
  const found = await decoder.decode(new Uint8Array(await image.arrayBuffer()), signal ? { signal } : {});
  return found[0]?.text;
}
