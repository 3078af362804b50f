import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FoodData,
  FoodResult,
  HealthRating,
  Ingredient,
  RatedFoodResult,
  operations,
  parseRequestData,
  toFoodData,
  NutritionApiError,
  limits,
  gtinCheckDigit,
  ERROR_CODES,
} from '../../src/api/index.js';
import { interfaceErrorTable, interfaceTables } from './interface-tables.js';

const tables = interfaceTables();

function zodKind(schema: z.ZodType): string {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType } } })._zod.def;
  if (def.type === 'optional' || def.type === 'default') return zodKind(def.innerType!);
  if (def.type === 'pipe') return zodKind(def.out!.constructor.name === 'ZodTransform' ? def.in! : def.out!);
  return def.type;
}

function expectedKind(type: string): string {
  if (type === 'string') return 'string';
  if (type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type.startsWith('array')) return 'array';
  return 'object';
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = (schema as unknown as { _zod: { def: { type: string; shape?: Record<string, z.ZodType>; in?: z.ZodType; out?: z.ZodType } } })._zod.def;
  // A transform after an object (FoodData) keeps the shape on the pipe's input side.
  if (def.type === 'pipe') return shapeOf(zodKind(def.out!) === 'transform' ? def.in! : def.out!);
  return def.shape!;
}

describe('the schemas follow the interface document field by field', () => {
  const cases: Array<[string, z.ZodType, string[]]> = [
    ['FoodResult', RatedFoodResult, []],
    ['Ingredient', Ingredient, []],
    ['HealthRating', HealthRating, []],
    ['FoodData', FoodData, []],
  ];
  for (const [table, schema] of cases) {
    it(`${table} has every field of the document's table with its type, and no other`, () => {
      const rows = tables.get(table);
      expect(rows, `table ${table} in docs/v4-interface.md`).toBeDefined();
      const shape = shapeOf(schema);
      expect(Object.keys(shape).sort()).toEqual(rows!.map((r) => r.field).sort());
      for (const { field, type } of rows!) expect(zodKind(shape[field]!), `${table}.${field}`).toBe(expectedKind(type));
    });
  }

  it('every endpoint of the document is in the operation table with its path and request members', () => {
    const text = tables.get('FoodData');
    expect(text).toBeDefined();
    const endpointRows = [
      ['fixFood', '/v4/fixFood', ['issue', 'imageData', 'foodData']],
      ['describeMeal', '/v4/describeMeal', ['text']],
      ['scanLabel', '/v4/scanLabel', ['imageData']],
      ['scanBarcode', '/v4/scanBarcode', ['barcode']],
      ['scanImage', '/v4/scanImage', ['imageData']],
    ] as const;
    expect(Object.keys(operations).sort()).toEqual(endpointRows.map((r) => r[0]).sort());
    for (const [name, path, members] of endpointRows) {
      expect(operations[name].path).toBe(path);
      expect(Object.keys(shapeOf(operations[name].request)).sort()).toEqual([...members].sort());
    }
  });

  it('each operation may answer the errors the document marks for it, plus invalidRequest', () => {
    const table = interfaceErrorTable();
    for (const [name, spec] of Object.entries(operations)) {
      const documented = [...table].filter(([, ops]) => ops.includes(name)).map(([code]) => code);
      for (const code of documented) expect(spec.errors, `${name} answers ${code}`).toContain(code);
      expect(spec.errors).toContain('invalidRequest');
      for (const code of spec.errors) expect(ERROR_CODES).toContain(code);
    }
    // DESIGN.md: fixFood gets the same auth, quota and invalidRequest errors as the other four.
    for (const code of ['unauthorized', 'invalidApiKey', 'exceededDailyLimit', 'internalServerError'] as const) {
      expect(operations.fixFood.errors).toContain(code);
    }
  });

  it('has the eight identifiers of the document plus invalidRequest', () => {
    expect([...interfaceErrorTable().keys(), 'invalidRequest'].sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('healthRating is on four results and not on fixFood', () => {
  const rated = operations.describeMeal.example.result;
  it('the four analysis operations require healthRating', () => {
    for (const name of ['describeMeal', 'scanImage', 'scanLabel', 'scanBarcode'] as const) {
      expect(operations[name].result).toBe(RatedFoodResult);
      const { healthRating: _drop, ...withoutRating } = rated;
      expect(operations[name].result.safeParse(withoutRating).success).toBe(false);
    }
  });
  it('fixFood results carry none, and one that does is refused', () => {
    expect(operations.fixFood.result).toBe(FoodResult);
    expect(FoodResult.safeParse(operations.fixFood.example.result).success).toBe(true);
    const parsed = FoodResult.safeParse(rated);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/no healthRating/);
  });
  it('the rating is a whole number from 0 to 10', () => {
    const tips = { tip1: 'a', tip2: 'b', tip3: 'c' };
    expect(HealthRating.safeParse({ rating: 7, ...tips }).success).toBe(true);
    for (const rating of [-1, 11, 6.5, '7']) expect(HealthRating.safeParse({ rating, ...tips }).success).toBe(false);
  });
});

describe('fixFood: foodData.ethanol versus ethanolCarbRatio', () => {
  const image = operations.fixFood.example.request.imageData;
  const beer = { name: 'Beer', calories: 153, protein: 1.6, fats: 0, carbs: 26.5, servings: 1, ingredients: [] };

  it('takes ethanol in grams per serving', () => {
    const data = parseRequestData('fixFood', { issue: 'it was a pint', imageData: image, foodData: { ...beer, ethanol: 13.9 } });
    expect(data.foodData.ethanol).toBe(13.9);
  });
  it('refuses a ratio given instead of grams, and says how to convert', () => {
    expect(() => parseRequestData('fixFood', { issue: 'x', imageData: image, foodData: { ...beer, ethanolCarbRatio: 0.52 } }))
      .toThrow(/ethanol = ethanolCarbRatio × carbs/);
  });
  it('refuses more ethanol than carbs, since carbs include it', () => {
    expect(() => parseRequestData('fixFood', { issue: 'x', imageData: image, foodData: { ...beer, ethanol: 30 } }))
      .toThrow(/cannot exceed carbs/);
  });
  it('toFoodData converts a result: ethanol = ratio × carbs', () => {
    const result = FoodResult.parse({ ...operations.fixFood.example.result, carbs: 26.5, ethanolCarbRatio: 0.52 });
    const food = toFoodData(result);
    expect(food.ethanol).toBeCloseTo(0.52 * 26.5, 1);
    expect('ethanolCarbRatio' in food).toBe(false);
    expect(FoodData.safeParse(food).success).toBe(true);
  });
  it('fills defaults a caller may leave out: ethanol 0, servings 1, no ingredients', () => {
    const food = FoodData.parse({ name: 'Toast', calories: 82, protein: 3.8, fats: 1.2, carbs: 14.6 });
    expect(food).toMatchObject({ ethanol: 0, servings: 1, ingredients: [] });
  });
});

function rejects(operation: keyof typeof operations, data: unknown): string {
  try {
    parseRequestData(operation, data);
  } catch (error) {
    expect(error).toBeInstanceOf(NutritionApiError);
    expect((error as NutritionApiError).code).toBe('invalidRequest');
    return (error as NutritionApiError).message;
  }
  throw new Error(`expected ${JSON.stringify(data).slice(0, 80)} to be refused`);
}

describe('bad input is refused with a message a person can act on', () => {
  it('text: missing, not a string, empty, blank, over the limit', () => {
    expect(rejects('describeMeal', {})).toMatch(/text must be a string/);
    expect(rejects('describeMeal', { text: 42 })).toMatch(/text must be a string/);
    expect(rejects('describeMeal', { text: '' })).toMatch(/text is empty; describe a meal/);
    expect(rejects('describeMeal', { text: ' \n\t ' })).toMatch(/text is empty/);
    expect(rejects('describeMeal', { text: 'a'.repeat(limits.textMaxChars + 1) })).toMatch(/has 2001 characters; the limit is 2000/);
    expect(parseRequestData('describeMeal', { text: 'a'.repeat(limits.textMaxChars) }).text).toHaveLength(2000);
  });
  it('issue: over 1,000 characters', () => {
    const { request } = operations.fixFood.example;
    expect(rejects('fixFood', { ...request, issue: 'x'.repeat(1001) })).toMatch(/issue has 1001 characters; the limit is 1000/);
  });
  it('barcode: wrong check digit, letters, too short, too long', () => {
    expect(rejects('scanBarcode', { barcode: '4006381333932' })).toMatch(/barcode 4006381333932 has a wrong check digit \(the last digit should be 1\)/);
    expect(rejects('scanBarcode', { barcode: '40063813339A1' })).toMatch(/not a digit \("A"\)/);
    expect(rejects('scanBarcode', { barcode: '1234567' })).toMatch(/has 7 digits/);
    expect(rejects('scanBarcode', { barcode: '123456789012345' })).toMatch(/has 15 digits/);
    expect(rejects('scanBarcode', { barcode: 4006381333931 })).toMatch(/barcode must be a string/);
  });
  it('barcode: spaces and dashes are removed, and every GTIN length checks out', () => {
    expect(parseRequestData('scanBarcode', { barcode: '4 006381-333931' }).barcode).toBe('4006381333931');
    // EAN-8, UPC-A, EAN-13, GTIN-14, each completed with its own check digit.
    for (const body of ['9638507', '03600029145', '400638133393', '1400638133393']) {
      const code = body + gtinCheckDigit(body);
      expect(parseRequestData('scanBarcode', { barcode: code }).barcode).toBe(code);
    }
  });
  it('imageData: not base64, wrong data URL type, not an image, empty, over 8 MiB', () => {
    expect(rejects('scanImage', { imageData: 'not base64!' })).toMatch(/not base64: character "!" at position 10/);
    expect(rejects('scanImage', { imageData: 'data:text/plain;base64,aGVsbG8=' })).toMatch(/data URL of type "text\/plain"/);
    expect(rejects('scanImage', { imageData: 'data:image/bmp;base64,Qk0=' })).toMatch(/image\/bmp; send a JPEG, PNG, WebP or GIF/);
    expect(rejects('scanImage', { imageData: Buffer.from('%PDF-1.7 hello world').toString('base64') })).toMatch(/not a JPEG, PNG, WebP or GIF image .*a PDF/);
    expect(rejects('scanLabel', { imageData: '' })).toMatch(/imageData is empty/);
    const big = Buffer.alloc(limits.imageMaxBytes + 1024);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(rejects('scanImage', { imageData: big.toString('base64') })).toMatch(/decodes to 8\.0 MiB; the limit is 8 MiB\. Downscale/);
  });
  it('imageData: base64 and data URLs of the four image types pass', () => {
    const png = operations.scanImage.example.request.imageData;
    expect(parseRequestData('scanImage', { imageData: png }).imageData).toBe(png);
    expect(parseRequestData('scanImage', { imageData: png.slice(png.indexOf(',') + 1) })).toBeTruthy();
    const heads: Record<string, number[]> = {
      'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
      'image/gif': [...Buffer.from('GIF89a')],
      'image/webp': [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
    };
    for (const [type, head] of Object.entries(heads)) {
      const bytes = Buffer.concat([Buffer.from(head), Buffer.alloc(32)]);
      expect(parseRequestData('scanImage', { imageData: `data:${type};base64,${bytes.toString('base64')}` })).toBeTruthy();
    }
  });
  it('foodData: names the member that is wrong', () => {
    const { request } = operations.fixFood.example;
    expect(rejects('fixFood', { ...request, foodData: { ...request.foodData, calories: '184' } })).toMatch(/foodData\.calories: calories must be a number of kcal/);
    expect(rejects('fixFood', { ...request, foodData: { ...request.foodData, protein: -1 } })).toMatch(/foodData\.protein: protein cannot be negative/);
    expect(rejects('fixFood', { ...request, foodData: { ...request.foodData, servings: 0 } })).toMatch(/servings must be more than 0/);
    expect(rejects('fixFood', { ...request, foodData: { ...request.foodData, ingredients: [{ name: 'Bread' }] } })).toMatch(/foodData\.ingredients\.0\.protein/);
  });
});

describe('the operation table examples are valid and keep the contract rules', () => {
  for (const [name, spec] of Object.entries(operations)) {
    it(`${name}: the example request and result pass their schemas, and ingredients add up to the totals`, () => {
      expect(spec.request.safeParse(spec.example.request).success).toBe(true);
      const result = spec.result.parse(spec.example.result) as z.infer<typeof FoodResult>;
      for (const key of ['calories', 'protein', 'carbs', 'fats'] as const) {
        const sum = result.ingredients.reduce((total, part) => total + part[key], 0);
        expect(Math.abs(sum - result[key]), `${name} ${key}`).toBeLessThanOrEqual(1);
      }
      expect(Number.isInteger(result.calories)).toBe(true);
    });
  }
});
