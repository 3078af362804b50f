/**
 * scanBarcode (DESIGN.md "scanBarcode"): the code is checked and canonicalised, the product
 * looked up (offline index, then Open Food Facts), and its figures turned into one serving as
 * printed on the pack, or per 100 g when the pack gives no serving size.
 */
import { NutritionApiError, type CallOptions, type OperationData, type RatedFoodResult } from '../../api/index.js';
import { scaleNutrients, ZERO_NUTRIENTS } from '../nutrients.js';
import { buildRatedResult, type ResultPart, type ResultSpec } from '../result/build.js';
import { parseGtin } from '../../api/gtin.js';
import { readNutrition } from './off-nutrition.js';
import { MAX_FOOD_GRAMS } from '../meal/limits.js';
import type { Product, ProductLookup } from './products.js';

/** What scanBarcode needs of the engine context. */
export interface BarcodeContext {
  config: { offline: boolean };
  products(): Promise<ProductLookup>;
}

/** Drinks are given per 100 ml and served in ml. */
export function isBeverage(product: Product): boolean {
  if (product.categories.some((c) => /^en:(beverages|drinks|waters|sodas|juices|beers|wines|alcoholic-beverages)\b/.test(c))) return true;
  const amount = product.servingSize ?? product.quantity ?? '';
  return /\d\s*(ml|cl|dl|l|fl\.? ?oz)\b/i.test(amount) && !/\d\s*(g|kg|oz)\b/i.test(amount);
}

const fmt = (x: number) => String(Math.round(x * 10) / 10);

/**
 * A serving is an amount someone eats, bounded like describeMeal's amounts (20 kg); OFF is
 * crowd-sourced and an API answer is not to be trusted with a serving of 1e300 g (which gave
 * 5e300 kcal). Out of range, the serving is unknown and the answer is per 100 g, saying why.
 */
export function usableServing(grams: number | undefined): { grams?: number; problem?: string } {
  if (grams === undefined) return {};
  if (Number.isFinite(grams) && grams > 0 && grams <= MAX_FOOD_GRAMS) return { grams };
  const shown = Number.isFinite(grams) && grams < 1e9 ? `${fmt(grams)}` : 'an impossible number of';
  return { problem: `Open Food Facts gives its serving as ${shown} g, which no serving weighs` };
}

/** "Nutella (Ferrero)"; the brand is left out when the name already says it. */
export function productTitle(product: Product): string {
  const name = product.name ?? `Product ${product.code}`;
  if (!product.brand || name.toLowerCase().includes(product.brand.toLowerCase())) return name;
  return `${name} (${product.brand})`;
}

export function productResult(product: Product): RatedFoodResult {
  const title = productTitle(product);
  const beverage = isBeverage(product);
  const unit = beverage ? 'ml' : 'g';
  const reading = readNutrition(product.per100);
  const category = product.categories.join(' ');
  // Only a sure drink overrides the rating's own guess (from the category and the name).
  const drink = beverage ? { isBeverage: true } : {};
  const grade = product.nutriScoreGrade ? { nutriScoreGrade: product.nutriScoreGrade } : {};
  if (!reading.known) {
    const spec: ResultSpec = {
      name: title,
      servings: 1,
      parts: [{ name: title, grams: 0, nutrients: { ...ZERO_NUTRIENTS }, category }],
      shouldUseLabelScanner: true,
      ...drink,
      rating: {
        ...grade,
        tips: [`Nutrition unknown: Open Food Facts knows this product, but ${reading.reason}. Scan the nutrition label for its numbers.`],
      },
    };
    return buildRatedResult(spec);
  }
  const { grams: serving, problem: servingProblem } = usableServing(product.servingGrams);
  const grams = serving ?? 100;
  const base = serving ? `per ${fmt(serving)} ${unit} serving` : `per 100 ${unit}`;
  const part: ResultPart = {
    name: `${product.name ?? title} (${fmt(grams)} ${unit})`,
    grams,
    nutrients: scaleNutrients(reading.per100g, grams),
    category,
  };
  const tips: string[] = [];
  if (reading.energy === 'estimated') {
    tips.push('Calories are estimated from protein, carbohydrate and fat (4, 4 and 9 kcal a gram): the pack\'s own figure may differ a little.');
  }
  if (reading.correction) tips.push(`Open Food Facts lists this product with an error (${reading.correction}): check the label.`);
  if (servingProblem) tips.push(`The figures are for 100 ${unit}: ${servingProblem}, so weigh your portion and scale them.`);
  else if (!serving) tips.push(`The figures are for 100 ${unit}: the pack gives no serving size, so weigh your portion and scale them.`);
  return buildRatedResult({
    name: `${title}, ${base}`,
    servings: 1,
    parts: [part],
    shouldUseLabelScanner: false,
    ...drink,
    rating: { ...grade, tips },
  });
}

export async function scanBarcode(ctx: BarcodeContext, data: OperationData<'scanBarcode'>, call: CallOptions = {}): Promise<RatedFoodResult> {
  const candidates = parseGtin(data.barcode);
  const products = await ctx.products();
  for (const gtin of candidates) {
    call.signal?.throwIfAborted();
    const product = await products.lookup(gtin.gtin14, call.signal ? { signal: call.signal } : {});
    if (product) return productResult(product);
  }
  const code = candidates[0]!.digits;
  const where = ctx.config.offline
    ? 'in the offline product index (online lookups are off, so Open Food Facts was not asked)'
    : 'in the offline product index or on Open Food Facts';
  throw new NutritionApiError('barcodeNotFound',
    `No product with barcode ${code} was found ${where}. Scan the nutrition label instead, or describe the food in words.`,
    { status: 404 });
}
