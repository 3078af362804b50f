import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatedFoodResult } from '../../src/api/index.js';
import { createEngine, describeMeal, type Engine } from '../../src/engine/index.js';
import { launchExtension, openRecipePanel, shownResult, type Extension } from './harness.js';
import { html, jsonLd, servePages, type PageServer } from './pages.js';

/*
 * "Nutrition of this recipe" on realistic recipe pages: the JSON-LD shapes recipe plugins write
 * (@graph, a top-level array, @type as an array, a recipe nested as a page's mainEntity),
 * recipeYield as "4 servings", 4 and ["6", "6 servings"], with and without the page's own
 * NutritionInformation.
 */

const STIR_FRY = ['2 cups cooked white rice', '1 lb chicken breast', '2 cups broccoli florets', '2 tbsp olive oil', '1 tbsp soy sauce'];
const PANCAKES = ['2 cups all-purpose flour', '2 eggs', '1 1/2 cups milk', '3 tbsp melted butter', '2 tbsp sugar'];
const CHILI = ['1 lb ground beef', '1 can kidney beans', '1 can diced tomatoes', '1 onion', '2 tbsp chili powder'];

// A WordPress/Yoast-style @graph: the recipe among the site's other nodes, with the page's own nutrition.
const graphPage = html('Chicken stir-fry', jsonLd({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', '@id': 'https://example.test/#org', name: 'Example Kitchen' },
    { '@type': 'WebPage', '@id': 'https://example.test/stir-fry/', name: 'Chicken stir-fry' },
    {
      '@type': 'Recipe',
      name: 'Chicken stir-fry',
      author: { '@type': 'Person', name: 'A. Cook' },
      recipeYield: '4 servings',
      recipeIngredient: STIR_FRY,
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Stir-fry everything.' }],
      nutrition: { '@type': 'NutritionInformation', calories: '450 calories', servingSize: '1 bowl' },
    },
  ],
}), '<h1>Chicken stir-fry</h1><p>Our favourite weeknight dinner.</p>');

// A top-level array of objects, @type as an array, a bare number as the yield, no nutrition.
const arrayPage = html('Pancakes', jsonLd([
  { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
  { '@context': 'https://schema.org', '@type': ['Recipe'], name: 'Fluffy pancakes', recipeYield: 4, recipeIngredient: PANCAKES },
]), '<h1>Fluffy pancakes</h1>');

// The recipe nested as a WebPage's mainEntity, the yield a list, after a block that is not JSON.
const nestedPage = html('Chili',
  '<script type="application/ld+json">{ not json</script>' + jsonLd({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    mainEntity: { '@type': 'Recipe', name: 'Weeknight chili', recipeYield: ['6', '6 servings'], recipeIngredient: CHILI,
      nutrition: { '@type': 'NutritionInformation', calories: '380 kcal' } },
  }), '<h1>Weeknight chili</h1>');

let extension: Extension;
let pages: PageServer;
let engine: Engine;

beforeAll(async () => {
  engine = await createEngine();
  extension = await launchExtension();
  pages = await servePages({
    '/stir-fry.html': { body: graphPage },
    '/pancakes.html': { body: arrayPage },
    '/chili.html': { body: nestedPage },
    '/no-recipe.html': { body: html('Blog', '', '<h1>Just a blog post</h1><p>No recipe here.</p>') },
  });
});

afterAll(async () => {
  await pages?.close();
  await extension?.close();
});

/**
 * One serving of `lines` as the engine gives it (the dish divided by its yield), checked here
 * against the whole pot's figures divided by hand.
 */
async function perServing(lines: string[], servings: number) {
  const foods = await engine.context.foods();
  const whole: RatedFoodResult = await describeMeal(foods, lines.join('\n'));
  const one: RatedFoodResult = await describeMeal(foods, lines.join('\n'), { sharedBy: servings });
  // Rounding happens per ingredient: at most half a unit each way per ingredient.
  const slack = one.ingredients.length;
  expect(Math.abs(one.calories - (whole.calories * whole.servings) / servings)).toBeLessThanOrEqual(slack * 0.5 + 0.5);
  expect(Math.abs(one.protein - (whole.protein * whole.servings) / servings)).toBeLessThanOrEqual(slack * 0.05 + 0.05);
  return { ...one, ingredientNames: one.ingredients.map((item) => item.name) };
}

const recipePanel = (path: string) => openRecipePanel(extension, pages.url(path));

const noteOf = (frame: Awaited<ReturnType<typeof recipePanel>>['frame']) =>
  frame.locator('.recipe-note').innerText().catch(() => '');

describe('“Nutrition of this recipe”', () => {
  it('@graph, recipeYield "4 servings", the page’s "450 calories": per-serving figures beside the page’s own', async () => {
    const expected = await perServing(STIR_FRY, 4);
    const { page, frame, state } = await recipePanel('/stir-fry.html');
    expect(state).toBe('done');
    const shown = await shownResult(frame);
    expect(shown.result).toMatchObject({
      name: 'Chicken stir-fry', calories: expected.calories, protein: expected.protein, carbs: expected.carbs, fats: expected.fats, servings: 4,
    });
    expect(shown.result.ingredients.map((item: { name: string }) => item.name)).toEqual(expected.ingredientNames);
    // The card is read per serving: the stepper at 1, the energy the per-serving figure.
    expect(shown.servings).toBe(1);
    expect(shown.energy).toBe(expected.calories.toLocaleString('en-US'));
    const note = await noteOf(frame);
    expect(note).toContain('Per serving: the recipe makes 4 (“4 servings”).');
    expect(note).toContain(`The page says 450 kcal (1 bowl); our estimate is ${expected.calories.toLocaleString('en-US')} kcal.`);
    // The embedded engine rated one serving: its tips are the ones shown, and no whole-pot caveat.
    expect(note).not.toContain('whole recipe');
    expect(shown.result.healthRating).toEqual(expected.healthRating);

    // Top-right for a whole recipe.
    const box = await page.evaluate(() => document.querySelector('nutri-kit-panel')!.getBoundingClientRect().toJSON());
    expect(box.top).toBe(12);
    expect(Math.round(box.left + box.width)).toBe(page.viewportSize()!.width - 12);
    await page.screenshot({ path: 'artifacts/screenshots/extension-panel-recipe.png' });
    await page.close();
  });

  it('a top-level array, @type ["Recipe"], recipeYield 4, no page nutrition', async () => {
    const expected = await perServing(PANCAKES, 4);
    const { page, frame, state } = await recipePanel('/pancakes.html');
    expect(state).toBe('done');
    expect((await shownResult(frame)).result).toMatchObject({
      name: 'Fluffy pancakes', calories: expected.calories, protein: expected.protein, carbs: expected.carbs, fats: expected.fats, servings: 4,
    });
    const note = await noteOf(frame);
    expect(note).toContain('Per serving: the recipe makes 4');
    expect(note).not.toContain('The page says');
    await page.close();
  });

  it('a recipe nested as mainEntity, yield ["6", "6 servings"], page nutrition in kcal', async () => {
    const expected = await perServing(CHILI, 6);
    const { page, frame, state } = await recipePanel('/chili.html');
    expect(state).toBe('done');
    expect((await shownResult(frame)).result).toMatchObject({ name: 'Weeknight chili', calories: expected.calories, servings: 6 });
    expect(await noteOf(frame)).toContain(`The page says 380 kcal per serving; our estimate is ${expected.calories.toLocaleString('en-US')} kcal.`);
    await page.close();
  });

  it('a page without a recipe says so in the panel (noRecipeFound)', async () => {
    const { page, frame, state } = await recipePanel('/no-recipe.html');
    expect(state).toBe('error');
    const problem = frame.locator('.problem');
    expect(await problem.getAttribute('data-code')).toBe('noRecipeFound');
    expect(await problem.innerText()).toContain('no schema.org Recipe');
    await page.close();
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
