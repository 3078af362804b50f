/*
 * Renders the nutrition-panel fixtures under test/fixtures/labels (small PNG/JPEG files plus
 * truth.json with the numbers each one prints). Run once when the set changes:
 *   npx tsx scripts/render-label-fixtures.ts [file …]   (only these fixtures; the others stay as committed)
 * The tests read the committed files; they never render.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { seededRandom } from '../bench/seeded-random.js';
import { randomPanel, type PanelFormat, type PanelLanguage, type PanelTruth } from '../test/label/render/panel-values.js';
import { CHROMIUM_ARGS, FLAT, renderPanel, type PhotoLook } from '../test/label/render/render.js';
import type { PanelStyle } from '../test/label/render/panel-html.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const out = path.join(root, 'test/fixtures/labels');

interface Fixture {
  file: string;
  seed: number;
  format: PanelFormat;
  language?: PanelLanguage;
  style?: PanelStyle;
  look?: PhotoLook;
  /** Forces a per-portion column on (true) or off (false) for EU panels. */
  portion?: boolean;
}

const TILTED: PhotoLook = { rotate: -3, tiltX: 0, tiltY: -6, blur: 0.3, shade: 0.25, noise: 0.15, background: '#b9a07a' };
/** A small photo: the panel shrunk by a third after it was taken, text about 6 px high. */
const LOW_RES: PhotoLook = { rotate: 2, tiltX: 0, tiltY: 5, blur: 0.3, shade: 0.2, noise: 0.15, background: '#a08a6a', lowRes: 0.35 };

const FIXTURES: Fixture[] = [
  { file: 'us-2016.png', seed: 11, format: 'us-2016' },
  { file: 'us-2016-dual.png', seed: 12, format: 'us-2016-dual' },
  { file: 'us-classic.jpg', seed: 13, format: 'us-classic' },
  { file: 'us-linear.png', seed: 14, format: 'us-linear' },
  { file: 'eu-en.png', seed: 15, format: 'eu', language: 'en', style: { energyRows: 'two-rows' }, portion: true },
  { file: 'eu-de.png', seed: 16, format: 'eu', language: 'de', portion: false },
  { file: 'eu-fr-photo.jpg', seed: 17, format: 'eu', language: 'fr', look: TILTED, portion: true },
  { file: 'au.png', seed: 18, format: 'au' },
  { file: 'in.png', seed: 19, format: 'in' },
  // The English model alone loses names of this one: read again with the French model.
  { file: 'eu-fr-lowres.jpg', seed: 22, format: 'eu', language: 'fr', look: LOW_RES },
];

function panelFor(fixture: Fixture): PanelTruth {
  for (let attempt = 0; ; attempt++) {
    const truth = randomPanel(seededRandom(fixture.seed * 1000 + attempt), fixture.format, fixture.language ?? 'en');
    if (fixture.portion === undefined || fixture.portion === (truth.perServing !== undefined)) return truth;
  }
}

const only = process.argv.slice(2);
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const truthFile = path.join(out, 'truth.json');
  const truths: Record<string, PanelTruth> = only.length ? JSON.parse(await readFile(truthFile, 'utf8')) : {};
  for (const fixture of FIXTURES.filter((f) => only.length === 0 || only.includes(f.file))) {
    const truth = panelFor(fixture);
    const type = fixture.file.endsWith('.jpg') ? 'jpeg' : 'png';
    const bytes = await renderPanel(page, truth, { type, quality: 85, look: fixture.look ?? FLAT, ...(fixture.style ? { style: fixture.style } : {}) });
    await writeFile(path.join(out, fixture.file), bytes);
    truths[fixture.file] = truth;
    console.log(`${fixture.file}: ${(bytes.length / 1024).toFixed(0)} KB`);
  }
  await writeFile(truthFile, JSON.stringify(truths, null, 1) + '\n');
} finally {
  await browser.close();
}
