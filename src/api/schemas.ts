import { z } from 'zod';
import { limits } from './limits.js';
import { checkImageData } from './image-data.js';
import { checkBarcode, normalizeBarcode } from './barcode.js';
import { ERROR_CODES } from './errors.js';

/** The wire identifiers as a schema (errors.ts stays free of zod). */
export const ErrorCodeSchema = z.enum(ERROR_CODES);

/*
 * The v4 shapes (docs/v4-interface.md) with the points docs/contract.md settles: units, ranges,
 * which fields are required. Every type of the kit is inferred from these; none is written twice.
 */

const grams = (what: string) =>
  z.number({ error: `${what} must be a number of grams` }).finite().min(0, { error: `${what} cannot be negative` })
    .meta({ description: `${what}, grams per serving, rounded to 0.1` });
const kcal = (what: string) =>
  z.number({ error: `${what} must be a number of kcal` }).finite().min(0, { error: `${what} cannot be negative` })
    .meta({ description: `${what}, kcal per serving, rounded to a whole number` });

export const Ingredient = z
  .object({
    name: z.string().min(1, { error: 'ingredient name is empty' }).max(200),
    protein: grams('protein'),
    carbs: grams('carbs'),
    fats: grams('fats'),
    calories: kcal('calories'),
    isAdded: z.boolean().meta({
      description: 'true when a correction (fixFood) or the client added it; false when the analysis found it',
    }),
  })
  .meta({ id: 'Ingredient', description: 'One part of one serving; the parts add up to the totals (±1 for rounding).' });
export type Ingredient = z.infer<typeof Ingredient>;

export const HealthRating = z
  .object({
    rating: z.number().int({ error: 'rating must be a whole number' }).min(0).max(10)
      .meta({ description: '0 (worst) to 10 (best); see docs/health-rating.md' }),
    tip1: z.string().min(1),
    tip2: z.string().min(1),
    tip3: z.string().min(1),
  })
  .meta({ id: 'HealthRating', description: 'An explainable 0–10 score with three specific, actionable tips.' });
export type HealthRating = z.infer<typeof HealthRating>;

const foodResultShape = {
  name: z.string().min(1).max(500).meta({ description: 'Name of the food or meal' }),
  calories: kcal('calories'),
  protein: grams('protein'),
  carbs: grams('carbs').meta({ description: 'Carbohydrate grams per serving, including grams of ethanol for alcoholic food' }),
  fats: grams('fats'),
  servings: z.number().finite().positive({ error: 'servings must be more than 0' })
    .meta({ description: 'How many servings the input shows; consumed = figure × servings' }),
  ethanolCarbRatio: z.number().finite().min(0).max(1, { error: 'ethanolCarbRatio is a share of carbs, 0 to 1' })
    .meta({ description: 'Share of carbs that is ethanol, 0 to 1 (0 without alcohol)' }),
  ingredients: z.array(Ingredient).max(200),
  shouldUseLabelScanner: z.boolean()
    .meta({ description: 'true when a nutrition panel would give better numbers: offer the label scanner' }),
};

/** The result of fixFood: a FoodResult without healthRating. */
export const FoodResult = z
  .object({
    ...foodResultShape,
    healthRating: z.undefined({ error: 'a fixFood result carries no healthRating' }).optional(),
  })
  .meta({ id: 'FoodResult', description: 'Figures are for one serving: kcal and grams.' });
export type FoodResult = z.infer<typeof FoodResult>;

/** The result of describeMeal, scanImage, scanLabel and scanBarcode. */
export const RatedFoodResult = z
  .object({ ...foodResultShape, healthRating: HealthRating })
  .meta({ id: 'RatedFoodResult', description: 'A FoodResult with its healthRating.' });
export type RatedFoodResult = z.infer<typeof RatedFoodResult>;

/** Any operation's result: rated (the four analyses) or unrated (fixFood). Stores and UIs keep either. */
export const AnyFoodResult = z.union([RatedFoodResult, FoodResult]);
export type AnyFoodResult = z.infer<typeof AnyFoodResult>;

/** fixFood's input: the earlier analysis, with `ethanol` in grams instead of a ratio. */
const foodDataShape = {
  name: z.string().min(1, { error: 'foodData.name is empty' }).max(500),
  calories: kcal('calories'),
  protein: grams('protein'),
  fats: grams('fats'),
  carbs: grams('carbs'),
  // Optional rather than defaulted, so the check below can tell "no ethanol sent" from 0.
  ethanol: grams('ethanol').optional()
    .meta({ description: 'Grams of ethanol per serving (= ethanolCarbRatio × carbs of a result); default 0' }),
  servings: z.number().finite().positive({ error: 'servings must be more than 0' }).default(1),
  ingredients: z.array(Ingredient).max(200).default([]),
};

/*
 * Unknown members are looked at before they are dropped: a caller who passes a FoodResult as
 * foodData would otherwise silently lose its alcohol.
 */
export const FoodData = z
  .looseObject(foodDataShape)
  .superRefine((food, ctx) => {
    if ('ethanolCarbRatio' in food && food.ethanol === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ethanolCarbRatio'],
        message: 'foodData uses "ethanol" (grams per serving), not "ethanolCarbRatio"; convert with ethanol = ethanolCarbRatio × carbs',
      });
    }
    if ((food.ethanol ?? 0) > food.carbs + 0.05) {
      ctx.addIssue({
        code: 'custom',
        path: ['ethanol'],
        message: `ethanol (${food.ethanol} g) cannot exceed carbs (${food.carbs} g): carbs include the ethanol`,
      });
    }
  })
  .transform(({ name, calories, protein, fats, carbs, ethanol, servings, ingredients }) => ({
    name, calories, protein, fats, carbs, ethanol: ethanol ?? 0, servings, ingredients,
  }))
  .meta({ id: 'FoodData', description: 'An earlier analysis to correct.' });
export type FoodData = z.output<typeof FoodData>;
/** What a caller may pass as foodData (before defaults). */
export type FoodDataInput = z.input<typeof FoodData>;

/** base64 or a `data:image/...;base64,` URL of a JPEG, PNG, WebP or GIF, at most 8 MiB decoded. */
export const ImageData = z
  .string({ error: 'imageData must be a string: base64 or a data:image/...;base64, URL' })
  .superRefine((value, ctx) => {
    const problem = checkImageData(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ description: 'JPEG, PNG, WebP or GIF as base64 or a data:image/...;base64, URL; at most 8 MiB decoded' });

/** fixFood's photo: the image the earlier analysis came from, or `""` when there was none (DESIGN.md "fixFood"). */
export const PhotoOrNone = z
  .string({ error: 'imageData must be a string: "" when there is no photo, or base64 / a data:image/...;base64, URL' })
  .superRefine((value, ctx) => {
    if (value === '') return;
    const problem = checkImageData(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({ description: 'The photo the earlier analysis came from (as imageData), or "" when there was none' });

export const Barcode = z
  .string({ error: 'barcode must be a string of digits' })
  .superRefine((value, ctx) => {
    const problem = checkBarcode(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform(normalizeBarcode)
  .meta({ description: 'GTIN-8/12/13/14; spaces and dashes are ignored; the check digit must be right' });

const text = (what: string, max: number, example: string) =>
  z
    .string({ error: `${what} must be a string` })
    .refine((value) => value.trim().length > 0, { error: `${what} is empty; ${example}` })
    .refine((value) => value.length <= max, {
      error: (issue) => `${what} has ${(issue.input as string).length} characters; the limit is ${max}`,
    });

export const DescribeMealData = z
  .object({ text: text('text', limits.textMaxChars, 'describe a meal, e.g. "2 eggs and toast"') })
  .meta({ id: 'DescribeMealData' });
export const ScanImageData = z.object({ imageData: ImageData }).meta({ id: 'ScanImageData' });
export const ScanLabelData = z.object({ imageData: ImageData }).meta({ id: 'ScanLabelData' });
export const ScanBarcodeData = z.object({ barcode: Barcode }).meta({ id: 'ScanBarcodeData' });
export const FixFoodData = z
  .object({
    issue: text('issue', limits.issueMaxChars, 'say what is wrong, e.g. "the rice was brown rice, about 200 g"'),
    imageData: PhotoOrNone,
    foodData: FoodData,
  })
  .meta({ id: 'FixFoodData' });

/** The request envelope of an operation: `{"data": {...}}`. */
export function requestEnvelope<T extends z.ZodType>(data: T) {
  return z.object(
    { data },
    { error: 'the body must be a JSON object of the form {"data": {...}}' },
  );
}

/** The success envelope of an operation: `{"success": true, "data": <result>}`. */
export function successEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ success: z.literal(true), data: result });
}

/**
 * The failure envelope. `message` is always sent by nutri-kit; other v4 services may omit it,
 * and clients keep unknown identifiers as failures with their message (DESIGN.md).
 */
export const FailureEnvelope = z
  .object({
    success: z.literal(false),
    error: z.union([ErrorCodeSchema, z.string().min(1)]).meta({ description: 'An error identifier' }),
    message: z.string().meta({ description: 'Human text, safe to show a person' }),
  })
  .meta({ id: 'Failure' });
export type FailureEnvelope = z.infer<typeof FailureEnvelope>;

/** How clients read a failure: `message` may be missing from other services. */
export const LenientFailureEnvelope = FailureEnvelope.extend({ message: z.string().optional() });

export { toFoodData } from './food-data.js';
