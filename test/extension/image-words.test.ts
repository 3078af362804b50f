import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { launchExtension, openImagePanel, shownResult, type Extension, stripesPng } from './harness.js';
import { html, servePages, type PageServer } from './pages.js';

/*
 * The page's words about a right-clicked photo, counted once (issue 24): alt text and a caption
 * that name the same dish are one plate, the caption's amount wins, and when nothing names the
 * dish the panel offers the describe box with the page's words. The pixels show no food (soft
 * stripes), so the words decide, as on a blog whose photo the offline model cannot name.
 */

let extension: Extension;
let pages: PageServer;
let engine: Engine;


const ALT = 'A plate of spaghetti with meat sauce';
const CAPTION = 'Spaghetti with meat sauce, about 350 g';

beforeAll(async () => {
  engine = await createEngine();
  extension = await launchExtension();
  const image = { body: await stripesPng(), headers: { 'content-type': 'image/png' } };
  pages = await servePages({
    '/dinner.png': image,
    '/spaghetti.html': {
      body: html(
        'Spaghetti night | Food Blog',
        '<meta property="og:title" content="Spaghetti with meat sauce | Food Blog">',
        `<h1>Spaghetti with meat sauce</h1><figure><img id="photo" src="/dinner.png" alt="${ALT}" title="Spaghetti" width="320" height="200"><figcaption>${CAPTION}</figcaption></figure>`,
      ),
    },
    '/gallery.html': {
      body: html(
        'Two dinners',
        '',
        `<div class="gallery"><div class="wp-caption"><img src="/dinner.png" alt="Beef stew" width="160" height="100"><p class="wp-caption-text">Beef stew, about 500 g</p></div>` +
          `<div class="wp-caption"><img id="photo" src="/dinner.png?b" alt="Chicken curry" width="160" height="100"><p class="wp-caption-text">Chicken curry with rice, 400 g</p></div></div>`,
      ),
    },
    '/sunset.html': { body: html('Our week', '', '<img id="photo" src="/dinner.png" alt="A view of the harbour at sunset" width="320" height="200">') },
  });
});

afterAll(async () => {
  await pages?.close();
  await extension?.close();
});

const imagePanel = (path: string) => openImagePanel(extension, pages.url(path));

describe('the page’s words about a photo, counted once', () => {
  it('alt text, title, caption, og:title and h1 naming one 350 g plate of spaghetti count it once, at the caption’s 350 g', async () => {
    const { page, frame, state } = await imagePanel('/spaghetti.html');
    expect(state).toBe('done');
    const shown = await shownResult(frame);
    const once = await engine.api.describeMeal('350 g spaghetti with meat sauce');
    expect(shown.result.calories * shown.result.servings).toBe(once.calories * once.servings);
    // What it was before: every description added up as separate foods.
    const summed = await engine.api.describeMeal(`${ALT}. Spaghetti. ${CAPTION}`);
    expect(summed.calories).toBeGreaterThan(2 * once.calories);
    expect(shown.result.ingredients).toHaveLength(1);
    expect(await frame.locator('.from-words').innerText()).toContain('“350 g spaghetti with meat sauce”');
    await page.close();
  });

  it('in a gallery, the caption beside the clicked photo counts, not another photo’s', async () => {
    const { page, frame, state } = await imagePanel('/gallery.html');
    expect(state).toBe('done');
    const shown = await shownResult(frame);
    const expected = await engine.api.describeMeal('400 g chicken curry with rice');
    expect(shown.result.calories * shown.result.servings).toBe(expected.calories * expected.servings);
    expect(await frame.locator('.from-words').innerText()).toContain('“400 g chicken curry with rice”');
    await page.close();
  });

  it('when neither the pixels nor the words name a dish, the describe box comes filled with the page’s words and says what could recognise the photo', async () => {
    const { page, frame, state } = await imagePanel('/sunset.html');
    expect(state).toBe('error');
    expect(await frame.locator('.problem').getAttribute('data-code')).toBe('noFoodDetectedText');
    const box = frame.locator('.describe-offer nutri-describe');
    expect(await box.evaluate((element) => (element as HTMLElement & { value: string }).value)).toBe('A view of the harbour at sunset');
    const recognisers = await frame.locator('.describe-offer .recognisers').innerText();
    expect(recognisers).toContain('vision provider');
    expect(recognisers).toMatch(/built-in model/);
    // The person corrects the words and gets the figures in place.
    await box.locator('textarea').fill('2 scrambled eggs and a slice of toast');
    await box.locator('button.submit').click();
    const expected = (await engine.api.describeMeal('2 scrambled eggs and a slice of toast')).calories;
    await expect
      .poll(() => box.evaluate((element) => (element as HTMLElement & { result?: { calories: number } }).result?.calories), { timeout: 15_000 })
      .toBe(expected);
    await page.close();
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
