/*
 * The barcode decoder for pages, workers and extension pages: Vite bundles zxing's reader wasm
 * as a file of the page's own origin (`?url`), and zxing is told to load it from there instead
 * of its default CDN. MV3 pages need 'wasm-unsafe-eval' (TOOLCHAIN.md).
 */
import { prepareZXingModule } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { ZxingBarcodeDecoder, type BarcodeDecoder } from './decoder.js';

export async function createBarcodeDecoder(): Promise<BarcodeDecoder> {
  return new ZxingBarcodeDecoder(async () => {
    const url = new URL(wasmUrl, globalThis.location?.href).href;
    await prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? url : prefix + path) },
      fireImmediately: true,
    });
  });
}
