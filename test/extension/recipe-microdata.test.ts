import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, describeMeal, type Engine } from '../../src/engine/index.js';
import { launchExtension, openRecipePanel, shownResult, type Extension } from './harness.js';
import { html, servePages, type PageServer } from './pages.js';

const SALAD = ['2 cups lettuce', '1 tomato', '1 tbsp olive oil'];

let extension: Extension;
let pages: PageServer;
let engine: Engine;

beforeAll(async () => {
  engine = await createEngine();
  extension = await launchExtension();
  pages = await servePages({
    // Microdata only.
    '/salad.html': {
      body: html('Salad', '', `<article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Side Salad</h1>
        <p>Serves <span itemprop="recipeYield">Serves 2</span></p>
        <ul>${SALAD.map((line) => `<li itemprop="recipeIngredient">${line}</li>`).join('')}</ul>
        <div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="name">Great salad</span></div></article>`),
    },
  });
});

afterAll(async () => {
  await pages?.close();
  await extension?.close();
});

const recipePanel = (path: string) => openRecipePanel(extension, pages.url(path));

/** One serving of the ingredient list as the engine divides it, near the whole list's figures ÷ servings. */
async function expectedPerServing(lines: string[], servings: number) {
  const foods = await engine.context.foods();
  const whole = await describeMeal(foods, lines.join('\n'));
  const one = await describeMeal(foods, lines.join('\n'), { sharedBy: servings });
  expect(Math.abs(one.calories - (whole.calories * whole.servings) / servings)).toBeLessThanOrEqual(one.ingredients.length * 0.5 + 0.5);
  return { calories: one.calories, protein: one.protein, carbs: one.carbs, fats: one.fats, servings };
}

describe('a recipe page in microdata', () => {
  it('microdata with “Serves 2” is read too, ignoring the nested review’s name', async () => {
    const { page, frame, state } = await recipePanel('/salad.html');
    expect(state).toBe('done');
    expect((await shownResult(frame)).result).toMatchObject({ name: 'Side Salad', ...(await expectedPerServing(SALAD, 2)) });
    await page.close();
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
