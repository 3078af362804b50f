/**
 * The answers of scanLabel and scanImage on a corpus of pictures, one JSON line each (result,
 * or error code and message), for diffing two versions of the engine: a change that is meant
 * to keep every answer (decode once, a faster resize) is run before and after and the outputs
 * compared. Corpus: the committed label and image fixtures, and any folders given.
 * Usage: npx tsx bench/image-answers.ts [DIR ...] > answers.jsonl
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeBase64 } from '../src/api/index.js';
import { createEngine } from '../src/engine/index.js';
import { STAGE_TIMEOUT_MS } from '../src/engine/image/scan-image.js';
import { createOcr } from '../src/ocr/node.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folders = [path.join(root, 'test/fixtures/labels'), path.join(root, 'test/fixtures/image'), ...process.argv.slice(2)];
const files = folders.flatMap((dir) => readdirSync(dir).filter((f) => /\.(png|jpe?g)$/i.test(f)).sort().map((f) => path.join(dir, f)));

// Answers, not time: the product's bounds (20 s for OCR and for each stage) refuse photos on a
// loaded shared machine, and a refusal from load is no difference between two versions.
Object.assign(STAGE_TIMEOUT_MS, { barcode: 600_000, label: 600_000, packaging: 600_000, estimate: 600_000 });
const ocr = await createOcr({ timeoutMs: 600_000 });
const engine = await createEngine({ config: { offline: true }, providers: { vision: async () => undefined, ocr: async () => ocr } });
await engine.context.imageModel();
const answer = async (run: () => Promise<unknown>) => {
  try {
    return { result: await run() };
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { error: e.code ?? 'thrown', message: e.message };
  }
};
for (const file of files) {
  const imageData = encodeBase64(new Uint8Array(readFileSync(file)));
  const label = await answer(() => engine.run('scanLabel', { imageData }));
  const image = await answer(() => engine.run('scanImage', { imageData }));
  console.log(JSON.stringify({ file: path.relative(root, file).startsWith('..') ? path.basename(file) : path.relative(root, file), label, image }));
}
await engine.close();
