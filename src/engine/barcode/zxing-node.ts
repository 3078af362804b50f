/*
 * The barcode decoder for Node: zxing's reader wasm is read from node_modules (never fetched
 * from its default CDN; TOOLCHAIN.md). Reached through src/engine/platform/node.ts only.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { ZxingBarcodeDecoder, type BarcodeDecoder } from './decoder.js';

export async function createBarcodeDecoder(): Promise<BarcodeDecoder> {
  return new ZxingBarcodeDecoder(async () => {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const wasmBinary = (await readFile(path)).buffer as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  });
}
