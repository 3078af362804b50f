/*
 * The barcode decoder for pages, workers and extension pages. The wasm is named with a relative
 * `new URL(…, import.meta.url)`: Vite emits it as a file of the page's own origin and rewrites the
 * URL, and unbundled servers (the component tests) serve it from node_modules as it is. zxing is
 * told to load it from there instead of its default CDN. MV3 pages need 'wasm-unsafe-eval'
 * (TOOLCHAIN.md).
 */
import { prepareZXingModule } from 'zxing-wasm/reader';
import { ZxingBarcodeDecoder, type BarcodeDecoder } from './decoder.js';

const WASM_URL = new URL('../../../node_modules/zxing-wasm/dist/reader/zxing_reader.wasm', import.meta.url);

export async function createBarcodeDecoder(): Promise<BarcodeDecoder> {
  return new ZxingBarcodeDecoder(async () => {
    const url = WASM_URL.href;
    await prepareZXingModule({
      overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? url : prefix + path) },
      fireImmediately: true,
    });
  });
}
