import { beforeAll, describe, expect, it } from 'vitest';
import { readCompiledFoods, type CompiledFoods } from './load.js';
import { createFoodDatabase } from './database.js';
import { FoodRows, packFoods } from './food-rows.js';
import { buildVocabulary, vocabularyFromNames } from './food-index.js';

let data: CompiledFoods;
beforeAll(async () => {
  data = await readCompiledFoods();
});

describe('the shipped vocabulary', () => {
  it('is the vocabulary the names, categories and common names give', () => {
    expect(data.vocabulary).toBeTypeOf('string');
    const shipped = buildVocabulary(createFoodDatabase(data));
    const fromNames = vocabularyFromNames(createFoodDatabase({ ...data, vocabulary: undefined }));
    expect(shipped.size).toBeGreaterThan(3000);
    expect([...shipped].sort()).toEqual([...fromNames].sort());
  });

  it('is read from the names when the data does not ship it, without making every food', () => {
    const database = createFoodDatabase({ ...data, vocabulary: undefined });
    let madeAll = false;
    const watched = { ...database, foods: () => ((madeAll = true), database.foods()) };
    const vocabulary = buildVocabulary(watched);
    expect(madeAll).toBe(false);
    expect(vocabulary.has('chicken')).toBe(true);
    expect(vocabulary.has('poultry')).toBe(true); // a category's word
  });

  it('reads hand-made data without texts from its foods', () => {
    const database = createFoodDatabase({ ...data, vocabulary: undefined, index: undefined, features: undefined, foods: packFoods(Array.from({ length: 50 }, (_, i) => new FoodRows(data.foods).row(i))) });
    const { texts: _texts, ...withoutTexts } = database;
    expect([...buildVocabulary(withoutTexts)].sort()).toEqual([...vocabularyFromNames(database)].sort());
  });
});
