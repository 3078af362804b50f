/**
 * Each OCR run of a real photo's read, by stage, with its recorded CPU (from an OCR cache) and
 * what it showed: which reads cost CPU and gave the answer nothing (a crop read sent back, turns
 * not taken). Tuning and older photos are listed; validation photos are only counted.
 * Usage: npx tsx bench/label-reads.ts --ocr-cache DIR [--only a,b]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeImage } from '../src/engine/imaging/index.js';
import { readLabel, type ReadStage } from '../src/engine/label/read-label.js';
import { locatePanel } from '../src/engine/label/panel-region.js';
import { createOcr } from '../src/ocr/node.js';
import type { Ocr, OcrPage } from '../src/ocr/types.js';
import { realLabelCases, realPhotoCases } from './label-shared.js';

const args = process.argv.slice(2);
const text = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const CACHE = text('ocr-cache');
if (!CACHE) throw new Error('--ocr-cache DIR');
mkdirSync(CACHE, { recursive: true });
const ONLY = text('only')?.split(',');
const live = await createOcr({ timeoutMs: 300_000 });

interface Run { stage: string; size: string; cpu: number; evidence: number; words: number }
let runs: Run[] = [];
let stage = 'decode';
const ocr: Ocr = {
  async recognize(image, options) {
    const img = image as unknown as { width: number; height: number; data: Uint8Array };
    const hash = createHash('sha1');
    hash.update(`${img.width}x${img.height}:${img.data.length}`).update(img.data);
    hash.update(JSON.stringify({ layout: options?.layout, language: options?.language }));
    const file = path.join(CACHE, `${hash.digest('hex')}.json`);
    let page: OcrPage;
    let cpu: number;
    if (existsSync(file)) {
      page = JSON.parse(readFileSync(file, 'utf8')) as OcrPage;
      const cpuFile = [file.replace(/\.json$/, '.cpu'), file.replace(/\.json$/, '.cost')].find((f) => existsSync(f));
      // Older caches kept no CPU beside some pages: those reads show "?" and count 0.
      cpu = cpuFile ? Number(readFileSync(cpuFile, 'utf8')) : NaN;
    } else {
      const before = process.cpuUsage();
      page = await live.recognize(image, options);
      const used = process.cpuUsage(before);
      cpu = (used.user + used.system) / 1e6;
      writeFileSync(file, JSON.stringify(page));
      writeFileSync(file.replace(/\.json$/, '.cpu'), String(cpu));
    }
    runs.push({ stage, size: `${img.width}x${img.height}${options?.layout ? ` ${options.layout}` : ''}`, cpu, evidence: locatePanel(page)?.score ?? 0, words: page.words.length });
    return page;
  },
  terminate: () => live.terminate(),
};
const ctx = { ocr: async () => ocr, stage: (name: ReadStage) => { stage = name; } };

const photos = [
  ...realLabelCases().map((c) => ({ name: c.file, path: c.path, validation: false })),
  ...realPhotoCases().map((c) => ({ name: c.file, path: c.path, validation: c.split === 'validation' })),
].filter((p) => !ONLY || ONLY.some((s) => p.name.startsWith(s)));

const wasted = { tuning: { crops: 0, cropsBack: 0, cpuBack: 0, turns: 0, cpuTurns: 0 }, validation: { crops: 0, cropsBack: 0, cpuBack: 0, turns: 0, cpuTurns: 0 } };
for (const p of photos) {
  runs = [];
  stage = 'decode';
  const panel = await readLabel(ctx, await decodeImage(new Uint8Array(readFileSync(p.path)))).catch(() => undefined);
  const crop = runs.filter((r) => r.stage === 'crop read');
  // A crop sent back: the whole photo's first read follows it.
  const back = crop.length > 0 && runs.some((r) => r.stage === 'first read');
  const w = wasted[p.validation ? 'validation' : 'tuning'];
  w.crops += crop.length ? 1 : 0;
  const seconds = (list: Run[]) => list.reduce((s, r) => s + (Number.isFinite(r.cpu) ? r.cpu : 0), 0);
  if (back) { w.cropsBack++; w.cpuBack += seconds(crop); }
  const turned = runs.filter((r) => r.stage === 'turned');
  w.turns += turned.length;
  w.cpuTurns += seconds(turned);
  if (p.validation) continue;
  const total = runs.reduce((s, r) => s + (Number.isFinite(r.cpu) ? r.cpu : 0), 0);
  console.log(`${p.name}: ${panel ? 'panel' : 'refused'}, ${runs.length} runs, ${total.toFixed(2)} s OCR CPU recorded${back ? ', crop read sent back' : ''}`);
  for (const r of runs) console.log(`    ${r.stage.padEnd(10)} ${r.size.padEnd(20)} ${Number.isFinite(r.cpu) ? r.cpu.toFixed(2) : '?'} s  evidence ${r.evidence}  words ${r.words}`);
}
// Validation photos only in these counts: crops read, crops sent back and their CPU, turned reads.
console.log(JSON.stringify(wasted, null, 1));
await live.terminate();
