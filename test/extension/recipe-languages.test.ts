import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, describeMeal, type Engine } from '../../src/engine/index.js';
import { launchExtension, openRecipePanel, shownResult, type Extension } from './harness.js';
import { html, jsonLd, servePages, type PageServer } from './pages.js';

/*
 * "Nutrition of this recipe" on recipe pages in German (microdata) and French (JSON-LD), end to
 * end in Chromium (issue 25): the offscreen engine reads the lines in the page's language, with
 * the lexicon the extension ships.
 */
const KARTOFFELSALAT = ['1 kg Kartoffeln', '1 Zwiebel', '250 ml Gemüsebrühe', '3 EL Essig', '4 EL Sonnenblumenöl', '1 TL Senf'];
const CREPES = ['250 g de farine', '4 œufs', '50 cl de lait', '2 cuillères à soupe de sucre', '50 g de beurre fondu'];

let extension: Extension;
let pages: PageServer;
let engine: Engine;

beforeAll(async () => {
  engine = await createEngine();
  extension = await launchExtension();
  pages = await servePages({
    '/kartoffelsalat.html': {
      body: html('Kartoffelsalat', '', `<article itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Schwäbischer Kartoffelsalat</h1>
        <p><span itemprop="recipeYield">Für 4 Personen</span></p>
        <ul>${KARTOFFELSALAT.map((line) => `<li itemprop="recipeIngredient">${line}</li>`).join('')}</ul></article>`),
    },
    '/crepes.html': {
      body: html('Crêpes', jsonLd({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Crêpes', recipeYield: '4 personnes', recipeIngredient: CREPES }), '<h1>Crêpes</h1>'),
    },
  });
});

afterAll(async () => {
  await pages?.close();
  await extension?.close();
});

const recipePanel = (path: string) => openRecipePanel(extension, pages.url(path));

/** One serving as the engine in Node reads the same lines in their language. */
async function expectedPerServing(lines: string[], servings: number) {
  const context = engine.context;
  const one = await describeMeal(await context.foods(), lines.join('\n'), { sharedBy: servings, lexicon: context.lexicon });
  expect(one.ingredients).toHaveLength(lines.length);
  return { calories: one.calories, protein: one.protein, carbs: one.carbs, fats: one.fats, servings };
}

describe('recipe pages in other languages', () => {
  it('a German microdata page ("Für 4 Personen", EL, TL) is read line by line', async () => {
    const { page, frame, state } = await recipePanel('/kartoffelsalat.html');
    expect(state).toBe('done');
    expect((await shownResult(frame)).result).toMatchObject({ name: 'Schwäbischer Kartoffelsalat', ...(await expectedPerServing(KARTOFFELSALAT, 4)) });
    await page.close();
  });

  it('a French JSON-LD page ("4 personnes", cl, cuillères à soupe) is read line by line', async () => {
    const { page, frame, state } = await recipePanel('/crepes.html');
    expect(state).toBe('done');
    expect((await shownResult(frame)).result).toMatchObject({ name: 'Crêpes', ...(await expectedPerServing(CREPES, 4)) });
    await page.close();
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
