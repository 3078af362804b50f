/**
 * scanLabel speed in Node: seconds per photo (median, p95) for the whole read (decode,
 * preparation, OCR, parse), the first photo including OCR start-up, and peak memory. Photos:
 * the real ones in ../shared/data/labels when present, and the committed rendered panels.
 * Usage: npm run bench:label-speed [-- --rounds 2]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeImage } from '../src/engine/imaging/index.js';
import { readLabel } from '../src/engine/label/read-label.js';
import { createOcr } from '../src/ocr/node.js';
import { realLabelCases } from './label-shared.js';

const args = process.argv.slice(2);
const rounds = Math.max(1, Number(args[args.indexOf('--rounds') + 1] ?? 1) || 1);
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/labels');
const photos = [
  ...realLabelCases().map((c) => ({ name: c.file, bytes: new Uint8Array(readFileSync(c.path)) })),
  ...readdirSync(fixtures).filter((f) => /\.(png|jpe?g)$/.test(f)).map((f) => ({ name: f, bytes: new Uint8Array(readFileSync(path.join(fixtures, f))) })),
];

let peakRss = 0;
const sample = () => { peakRss = Math.max(peakRss, process.memoryUsage().rss); };
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

const startup = performance.now();
const ocr = await createOcr();
const ctx = { ocr: async () => ocr };
const times: { name: string; ms: number }[] = [];
for (let round = 0; round < rounds; round++) {
  for (const photo of photos) {
    const start = performance.now();
    await readLabel(ctx, await decodeImage(photo.bytes)).catch(() => undefined);
    const ms = performance.now() - start;
    // The very first read includes starting the worker and loading the English model.
    times.push({ name: photo.name, ms: times.length === 0 ? performance.now() - startup : ms });
    sample();
  }
}
await ocr.terminate();

const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
console.log(`scanLabel read in Node (${photos.length} photos × ${rounds} round${rounds > 1 ? 's' : ''}, ${process.env.CI ? 'CI' : 'this machine'})`);
console.log('measure | value');
console.log('--- | ---');
console.log(`first photo incl. OCR start-up | ${(times[0]!.ms / 1000).toFixed(2)} s`);
console.log(`median per photo | ${(quantile(sorted, 0.5) / 1000).toFixed(2)} s`);
console.log(`p95 per photo | ${(quantile(sorted, 0.95) / 1000).toFixed(2)} s`);
console.log(`photos per minute | ${((60_000 * times.length) / times.reduce((s, t) => s + t.ms, 0)).toFixed(1)}`);
console.log(`peak RSS | ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
console.log('\nper photo:');
for (const t of times) console.log(`  ${t.name}: ${(t.ms / 1000).toFixed(2)} s`);
