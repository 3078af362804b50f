import { describe, expect, it } from 'vitest';
import { recipeFromJsonLd, isRecipeType } from '../../src/extension/recipe/json-ld.js';
import { parseYield } from '../../src/extension/recipe/yield.js';
import { parseEnergy, parseGrams } from '../../src/extension/recipe/nutrition.js';
import { cleanText } from '../../src/extension/recipe/text.js';

const lasagne = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Weeknight Lasagne',
  recipeYield: '6 servings',
  recipeIngredient: ['500 g beef mince', '1 onion, chopped', '9 lasagne sheets'],
};

describe('recipe JSON-LD extraction', () => {
  it('reads a bare Recipe object', () => {
    const recipe = recipeFromJsonLd([JSON.stringify(lasagne)]);
    expect(recipe).toMatchObject({ name: 'Weeknight Lasagne', recipeYield: '6 servings', source: 'json-ld' });
    expect(recipe?.ingredients).toEqual(lasagne.recipeIngredient);
  });

  it('finds the Recipe inside @graph among WebPage, Organization and BreadcrumbList nodes', () => {
    const block = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Food Blog' },
        { '@type': 'WebPage', name: 'Lasagne | Food Blog' },
        { '@type': 'BreadcrumbList', itemListElement: [] },
        { ...lasagne, '@type': ['Recipe', 'NewsArticle'] },
      ],
    };
    expect(recipeFromJsonLd([JSON.stringify(block)])?.name).toBe('Weeknight Lasagne');
  });

  it('finds it in a top-level array, nested in mainEntity, and with a full IRI type', () => {
    const array = [{ '@type': 'WebSite', name: 'x' }, lasagne];
    expect(recipeFromJsonLd([JSON.stringify(array)])?.name).toBe('Weeknight Lasagne');
    const nested = { '@type': 'WebPage', mainEntity: { ...lasagne, '@type': 'http://schema.org/Recipe' } };
    expect(recipeFromJsonLd([JSON.stringify(nested)])?.ingredients).toHaveLength(3);
  });

  it('skips blocks that are not JSON and prefers a recipe that lists ingredients', () => {
    const empty = { '@type': 'Recipe', name: 'Teaser', recipeIngredient: [] };
    const recipe = recipeFromJsonLd(['{ not json', JSON.stringify(empty), JSON.stringify(lasagne)]);
    expect(recipe?.name).toBe('Weeknight Lasagne');
  });

  it('answers null when no block carries a Recipe', () => {
    expect(recipeFromJsonLd([JSON.stringify({ '@type': 'Article', name: 'News' })])).toBeNull();
    expect(recipeFromJsonLd([])).toBeNull();
  });

  it('decodes HTML entities and tags, and splits one string holding every line', () => {
    const recipe = recipeFromJsonLd([JSON.stringify({
      '@type': 'Recipe',
      name: 'Mac &amp; Cheese',
      recipeIngredient: '1 &frac12; cups <b>macaroni</b>\n2 cups cheddar&#44; grated',
    })]);
    expect(recipe?.name).toBe('Mac & Cheese');
    expect(recipe?.ingredients).toEqual(['1 ½ cups macaroni', '2 cups cheddar, grated']);
  });

  it('reads the page’s NutritionInformation into kcal and grams', () => {
    const recipe = recipeFromJsonLd([JSON.stringify({
      ...lasagne,
      nutrition: { '@type': 'NutritionInformation', calories: '450 calories', proteinContent: '30 g', fatContent: '18g', carbohydrateContent: '40 grams', servingSize: '1 slice' },
    })]);
    expect(recipe?.nutrition).toEqual({ caloriesText: '450 calories', calories: 450, protein: 30, fats: 18, carbs: 40, servingSize: '1 slice' });
  });

  it('knows Recipe types in their usual spellings only', () => {
    expect(isRecipeType('Recipe')).toBe(true);
    expect(isRecipeType(['Thing', 'Recipe'])).toBe(true);
    expect(isRecipeType('https://schema.org/Recipe')).toBe(true);
    expect(isRecipeType('schema:Recipe')).toBe(true);
    expect(isRecipeType('RecipeCollection')).toBe(false);
    expect(isRecipeType(undefined)).toBe(false);
  });
});

describe('recipeYield as servings', () => {
  it.each([
    ['4 servings', 4],
    ['Serves 4', 4],
    ['Servings: 6', 6],
    [4, 4],
    [['4', '4 servings'], 4],
    [['1 cake', '12 servings'], 12],
    ['1 loaf (10 servings)', 10],
    ['4-6 servings', 4],
    ['6 to 8 people', 6],
    ['Makes 24 cookies', 24],
    ['2.5 portions', 2.5],
  ])('%j is %d servings', (value, servings) => {
    expect(parseYield(value)).toMatchObject({ servings, stated: true });
  });

  it('falls back to the whole recipe (1, not stated) when the page gives no number', () => {
    expect(parseYield(null)).toEqual({ servings: 1, stated: false, text: null });
    expect(parseYield('a crowd')).toMatchObject({ servings: 1, stated: false, text: 'a crowd' });
    expect(parseYield(0)).toMatchObject({ servings: 1, stated: false });
  });
});

describe('page nutrition figures', () => {
  it('converts energy and masses', () => {
    expect(parseEnergy('450 kcal')).toBe(450);
    expect(parseEnergy(450)).toBe(450);
    expect(parseEnergy('1883 kJ')).toBeCloseTo(1883 / 4.184, 6);
    expect(parseGrams('300 mg')).toBeCloseTo(0.3, 9);
    expect(parseGrams('12,5 g')).toBe(12.5);
    expect(parseEnergy('unknown')).toBeUndefined();
  });

  it('cleans double-escaped entities', () => {
    expect(cleanText('salt &amp;amp; pepper')).toBe('salt & pepper');
  });
});

describe('a recipe’s pictures', () => {
  it('are read from image as a URL, an ImageObject or a list, as absolute URLs', () => {
    const recipe = recipeFromJsonLd([JSON.stringify({
      '@type': 'Recipe', name: 'Pie', recipeIngredient: ['1 apple'],
      image: ['https://example.test/pie-1x1.jpg', { '@type': 'ImageObject', url: 'https://example.test/pie-4x3.jpg' }, { contentUrl: 'https://example.test/pie-16x9.jpg' }],
    })]);
    expect(recipe?.images).toEqual(['https://example.test/pie-1x1.jpg', 'https://example.test/pie-4x3.jpg', 'https://example.test/pie-16x9.jpg']);
    expect(recipeFromJsonLd([JSON.stringify({ '@type': 'Recipe', name: 'Pie', recipeIngredient: ['1 apple'] })])?.images).toEqual([]);
  });
});
