import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { clickMenu, launchExtension, panelFrame, panelSettled, shownResult, type Extension } from './harness.js';
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

let opened = 0;
async function recipePanel(path: string): Promise<{ page: Page; frame: Awaited<ReturnType<typeof panelFrame>>; state: string }> {
  const page = await extension.context.newPage();
  await page.goto(`${pages.url(path)}?tab=${++opened}`);
  await clickMenu(extension, page, 'nutri-recipe');
  const frame = await panelFrame(extension, page);
  return { page, frame, state: await panelSettled(frame) };
}

/** What the engine says for the whole ingredient list, divided into `servings` as the contract rounds. */
async function expectedPerServing(lines: string[], servings: number) {
  const whole = await engine.api.describeMeal(lines.join('\n'));
  const total = (value: number) => value * whole.servings;
  return {
    calories: Math.round(total(whole.calories) / servings),
    protein: Math.round((total(whole.protein) / servings) * 10) / 10,
    carbs: Math.round((total(whole.carbs) / servings) * 10) / 10,
    fats: Math.round((total(whole.fats) / servings) * 10) / 10,
    servings,
  };
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
