/**
 * scanBarcode on the offline index (no network): expected figures are computed here from the raw
 * Open Food Facts rows quoted beside each case (data/raw/off).
 */
import { describe, expect, it } from 'vitest';
import { NutritionApiError, parseRequestData } from '../../src/api/index.js';
import { resolveConfig } from '../../src/engine/config.js';
import { createProductLookup } from '../../src/engine/barcode/products.js';
import { scanBarcode } from '../../src/engine/barcode/scan-barcode.js';
import { readNutrition } from '../../src/engine/barcode/off-nutrition.js';

const config = resolveConfig({ offline: true });
const lookup = createProductLookup(config);
const ctx = { config, products: async () => lookup };
const scan = (barcode: string) => scanBarcode(ctx, parseRequestData('scanBarcode', { barcode }), {});
const r1 = (x: number) => Math.round(x * 10) / 10;

describe('scanBarcode offline', () => {
  it('a full product with a serving size is one serving as printed, rated inside its Nutri-Score band', async () => {
    // products.jsonl.gz: 3302742456020 Fleury Michon "BOX JAMBON EMMENTAL", 300 g serving, grade b,
    // per 100 g 147.9 kcal, 6.2 g protein, 15 g carbohydrate, 7.3 g fat.
    const result = await scan('3302742456020');
    expect(result.name).toBe('BOX JAMBON EMMENTAL (coquillettes jambon, emmental) (Fleury Michon), per 300 g serving');
    expect(result.calories).toBe(Math.round(147.9 * 3));
    expect(result.protein).toBe(r1(6.2 * 3));
    expect(result.carbs).toBe(r1(15 * 3));
    expect(result.fats).toBe(r1(7.3 * 3));
    expect(result.servings).toBe(1);
    expect(result.shouldUseLabelScanner).toBe(false);
    expect(result.healthRating.rating).toBeGreaterThanOrEqual(7);
    expect(result.healthRating.rating).toBeLessThanOrEqual(8);
    expect(result.ingredients).toEqual([
      { name: 'BOX JAMBON EMMENTAL (coquillettes jambon, emmental) (300 g)', calories: result.calories, protein: result.protein, carbs: result.carbs, fats: result.fats, isAdded: false },
    ]);
  });

  it('a 2018 product with macros only gets Atwater energy, per 100 g, and a tip that says it is estimated', async () => {
    // lifyzer_off_2018_macros.csv.gz: 0049000006346 "Coca-Cola": carbohydrates 11, fat 0, protein 0.
    const result = await scan('049000006346');
    expect(result.name).toBe('Coca-Cola, per 100 g');
    expect(result.calories).toBe(4 * 11);
    expect(result.carbs).toBe(11);
    expect(result.healthRating.tip1).toMatch(/Calories are estimated from protein, carbohydrate and fat/);
  });

  it('a UPC-E code finds the product filed under its UPC-A', async () => {
    // 04963406 is the UPC-E of 049000006346.
    const viaUpcE = await scan('04963406');
    expect(viaUpcE.name).toBe('Coca-Cola, per 100 g');
    expect((await scan('0 49000-00634 6')).name).toBe('Coca-Cola, per 100 g');
  });

  it('an 8-digit code starting with 0 is found typed as printed and as the UPC-A a scanner reads', async () => {
    // lifyzer_off_2018_macros.csv.gz: 01002782 "British parsnips" (UPC-E 01002782 = UPC-A 010027000082);
    // zxing reads a UPC-E on a pack as 0010027000082.
    const typed = await scan('01002782');
    expect(typed.name).toBe('British parsnips, per 100 g');
    expect((await scan('0010027000082')).name).toBe(typed.name);
    expect(typed.carbs).toBe(11.4);
  });

  it('kJ typed in the kcal box is read as kJ, with a tip', async () => {
    // products.jsonl.gz: 8001663100054 "Latte Uht C. l. roma Intero": energy-kcal 269, energy-kj 1125,
    // protein 3.2, carbohydrate 4.8, fat 3.6 (Atwater: 64.4 kcal; 269 kJ = 64.3 kcal).
    const result = await scan('8001663100054');
    expect(result.calories).toBe(Math.round(269 / 4.184));
    expect(result.healthRating.tip1).toMatch(/the energy entered as 269 kcal is the kJ figure \(64\.3 kcal\)/);
  });

  it('figures that cannot be true become "nutrition unknown": zeros and the label scanner', async () => {
    // lifyzer_off_2018_macros.csv.gz: 3178530416541 "Galettes au bon beurre": carbohydrates 71.9, sugars 84.4.
    const result = await scan('3178530416541');
    expect(result.name).toBe('Galettes au bon beurre');
    expect([result.calories, result.protein, result.carbs, result.fats]).toEqual([0, 0, 0, 0]);
    expect(result.shouldUseLabelScanner).toBe(true);
    expect(result.healthRating.tip1).toMatch(/Nutrition unknown.*sugars \(84\.4 g\) exceed its carbohydrate \(71\.9 g\).*Scan the nutrition label/);
  });

  it('an unknown code is barcodeNotFound (404), and a wrong check digit never reaches the engine', async () => {
    await expect(scan('4006381333931')).rejects.toMatchObject({ code: 'barcodeNotFound', status: 404 });
    expect(() => parseRequestData('scanBarcode', { barcode: '3302742456021' })).toThrow(/should be 0/);
  });

  it('the engine itself rejects a bad code with invalidRequest when called directly', async () => {
    const error = await scanBarcode(ctx, { barcode: '3302742456021' }, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NutritionApiError);
    expect((error as NutritionApiError).code).toBe('invalidRequest');
  });
});

describe('reading Open Food Facts figures', () => {
  it('uses kcal as given when it fits the macros', () => {
    const reading = readNutrition({ kcal: 539, kj: 2252, protein: 6.3, carbs: 57.5, fat: 30.9 });
    expect(reading).toMatchObject({ known: true, energy: 'kcal', per100g: { kcal: 539 } });
  });
  it('kcal = kJ / 4.184 when only kJ is given', () => {
    expect(readNutrition({ kj: 1889, protein: 4.2, carbs: 67, fat: 17 })).toMatchObject({ known: true, energy: 'kj', per100g: { kcal: 1889 / 4.184 } });
  });
  it('a zero energy beside real macros is refused', () => {
    expect(readNutrition({ kcal: 0, kj: 0, protein: 1, carbs: 27, fat: 0.2 })).toMatchObject({ known: false, reason: expect.stringMatching(/does not fit/) });
  });
  it('alcohol is % vol in OFF and grams of ethanol in the engine', () => {
    const reading = readNutrition({ kcal: 43, protein: 0.5, carbs: 3.6, fat: 0, alcohol: 5 });
    expect(reading).toMatchObject({ known: true, per100g: { alcohol: 5 * 0.789 } });
  });
  it('no figures at all, impossible amounts and macros over 100 g are unknown', () => {
    expect(readNutrition({}).known).toBe(false);
    expect(readNutrition({ protein: 120, carbs: 1, fat: 1 }).known).toBe(false);
    expect(readNutrition({ protein: 40, carbs: 40, fat: 40 }).known).toBe(false);
    expect(readNutrition({ protein: -1, carbs: 1, fat: 1 }).known).toBe(false);
    expect(readNutrition({ protein: 1, carbs: 1 }).known).toBe(false);
  });
});
