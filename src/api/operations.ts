import type { z } from 'zod';
import {
  type Ingredient,
  DescribeMealData,
  FixFoodData,
  FoodResult,
  RatedFoodResult,
  ScanBarcodeData,
  ScanImageData,
  ScanLabelData,
} from './schemas.js';
import type { ErrorCode } from './errors.js';

/** Every operation may fail these ways (DESIGN.md: fixFood included). */
const COMMON_ERRORS = [
  'invalidRequest',
  'unauthorized',
  'invalidApiKey',
  'exceededDailyLimit',
  'internalServerError',
] as const satisfies readonly ErrorCode[];

export interface OperationSpec {
  path: `/v4/${string}`;
  summary: string;
  /** Schema of the request's `data`. */
  request: z.ZodType;
  /** Schema of the success response's `data`. */
  result: z.ZodType;
  /** The identifiers this operation may answer with. */
  errors: readonly ErrorCode[];
  /** Which request member a bare argument of the typed API fills (`describeMeal(text)`). */
  argument: 'text' | 'imageData' | 'barcode' | 'data';
  /** A realistic request `data` and its answer; the docs show them and a test checks them. */
  example: { request: unknown; result: unknown };
}

/** Types an example by its schemas (and keeps it mutable: `as const` below must not reach it). */
function example<Req extends z.ZodType, Res extends z.ZodType>(_request: Req, _result: Res, request: z.input<Req>, result: z.output<Res>) {
  return { request, result };
}

const ratedExample = (
  name: string,
  servings: number,
  ingredients: Ingredient[],
  figures: Pick<RatedFoodResult, 'calories' | 'protein' | 'carbs' | 'fats'>,
  tips: [string, string, string],
  rating: number,
  label = false,
): RatedFoodResult => ({
  name,
  ...figures,
  servings,
  ethanolCarbRatio: 0,
  ingredients,
  healthRating: { rating, tip1: tips[0], tip2: tips[1], tip3: tips[2] },
  shouldUseLabelScanner: label,
});

// An 8×8 beige PNG drawn by Chromium's canvas: a real image, small enough to print in the docs.
const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAJElEQVR4AdzKMQ0AAAwCwQb/diqmDuoCHMDOJ78d/pZuTKgDCAAA//8vzl23AAAABklEQVQDAMg+G7kw5aWvAAAAAElFTkSuQmCC';

/**
 * The single description of the v4 operations. The client, the server's routes, the OpenAPI
 * document and docs/contract.md are all derived from this table.
 */
export const operations = {
  describeMeal: {
    path: '/v4/describeMeal',
    summary: 'Analyse a meal described in text',
    request: DescribeMealData,
    result: RatedFoodResult,
    errors: ['noFoodDetectedText', ...COMMON_ERRORS],
    argument: 'text',
    example: example(DescribeMealData, RatedFoodResult, 
      { text: '2 scrambled eggs and a slice of whole wheat toast' },
      ratedExample(
        '2 scrambled eggs and a slice of whole wheat toast',
        1,
        [
          { name: 'Egg, scrambled (2 large)', protein: 12.1, carbs: 2.1, fats: 13.3, calories: 182, isAdded: false },
          { name: 'Bread, whole wheat, toasted (1 slice)', protein: 3.8, carbs: 14.6, fats: 1.2, calories: 82, isAdded: false },
        ],
        { calories: 264, protein: 15.9, carbs: 16.7, fats: 14.5 },
        [
          'Protein is 15.9 g (24% of energy): a good start to the day.',
          'Swap the second egg for a cup of spinach to cut 91 kcal and add fibre.',
          'Sodium is 0.4 g: keep added salt light.',
        ],
        7,
      ),
    ),
  },
  scanImage: {
    path: '/v4/scanImage',
    summary: 'Analyse a photo of food',
    request: ScanImageData,
    result: RatedFoodResult,
    errors: ['noFoodDetected', ...COMMON_ERRORS],
    argument: 'imageData',
    example: example(ScanImageData, RatedFoodResult, 
      { imageData: TINY_PNG },
      ratedExample(
        'Apple pie',
        1,
        [{ name: 'Apple pie (1 piece)', protein: 2.4, carbs: 40.1, fats: 13.8, calories: 296, isAdded: false }],
        { calories: 296, protein: 2.4, carbs: 40.1, fats: 13.8 },
        [
          'Sugars are about 19 g, 38% of a day\'s limit: share the slice or skip the ice cream.',
          'Saturated fat is 4.7 g: a thinner crust or a crumble top halves it.',
          'Add a handful of berries instead of a second slice for fibre.',
        ],
        3,
      ),
    ),
  },
  scanLabel: {
    path: '/v4/scanLabel',
    summary: 'Read a nutrition-facts panel from a photo',
    request: ScanLabelData,
    result: RatedFoodResult,
    errors: ['noLabelDetected', ...COMMON_ERRORS],
    argument: 'imageData',
    example: example(ScanLabelData, RatedFoodResult, 
      { imageData: TINY_PNG },
      ratedExample(
        'Nutrition label (1 serving, 55 g)',
        1,
        [{ name: 'Label serving (55 g)', protein: 3, carbs: 37, fats: 8, calories: 230, isAdded: false }],
        { calories: 230, protein: 3, carbs: 37, fats: 8 },
        [
          'Added sugars are 12 g per serving, a quarter of a day\'s limit: keep to one serving.',
          'Sodium is 160 mg per serving: moderate.',
          'Fibre is 4 g per serving: pair it with fruit to reach more.',
        ],
        4,
      ),
    ),
  },
  scanBarcode: {
    path: '/v4/scanBarcode',
    summary: 'Look up a packaged product by its barcode',
    request: ScanBarcodeData,
    result: RatedFoodResult,
    errors: ['barcodeNotFound', ...COMMON_ERRORS],
    argument: 'barcode',
    example: example(ScanBarcodeData, RatedFoodResult, 
      { barcode: '3017620422003' },
      ratedExample(
        'Nutella (per 15 g serving)',
        1,
        [{ name: 'Nutella (15 g)', protein: 0.9, carbs: 8.6, fats: 4.6, calories: 81, isAdded: false }],
        { calories: 81, protein: 0.9, carbs: 8.6, fats: 4.6 },
        [
          'Sugars are 8.5 g in one 15 g spoon: spread it thinly.',
          'Saturated fat is 1.6 g per serving: nut butter without palm oil has less.',
          'Use it as a topping on fruit instead of white bread.',
        ],
        2,
        true,
      ),
    ),
  },
  fixFood: {
    path: '/v4/fixFood',
    summary: 'Correct an earlier analysis',
    request: FixFoodData,
    result: FoodResult,
    errors: ['noFoodDetected', ...COMMON_ERRORS],
    argument: 'data',
    example: example(FixFoodData, FoodResult, 
      {
        issue: 'there was no butter on the toast',
        imageData: TINY_PNG,
        foodData: {
          name: 'Toast with butter',
          calories: 184,
          protein: 3.9,
          fats: 12.7,
          carbs: 14.6,
          ethanol: 0,
          servings: 1,
          ingredients: [
            { name: 'Bread, whole wheat, toasted (1 slice)', protein: 3.8, carbs: 14.6, fats: 1.2, calories: 82, isAdded: false },
            { name: 'Butter (1 tbsp)', protein: 0.1, carbs: 0, fats: 11.5, calories: 102, isAdded: false },
          ],
        },
      },
      {
        name: 'Toast',
        calories: 82,
        protein: 3.8,
        carbs: 14.6,
        fats: 1.2,
        servings: 1,
        ethanolCarbRatio: 0,
        ingredients: [
          { name: 'Bread, whole wheat, toasted (1 slice)', protein: 3.8, carbs: 14.6, fats: 1.2, calories: 82, isAdded: false },
        ],
        shouldUseLabelScanner: false,
      },
    ),
  },
} as const satisfies Record<string, OperationSpec>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export const operationNames = Object.keys(operations) as OperationName[];

/** The request `data` an operation receives after validation (barcodes normalised, defaults filled). */
export type OperationData<K extends OperationName> = z.output<Operations[K]['request']>;
/** The request `data` a caller may send (before defaults). */
export type OperationInput<K extends OperationName> = z.input<Operations[K]['request']>;
/** What an operation answers on success. */
export type OperationResult<K extends OperationName> = z.output<Operations[K]['result']>;

export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(operations, name);
}
