import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { createRaster, encodePng } from '../../src/engine/imaging/index.js';
import { launchExtension, openImagePanel, shownResult, type Extension } from './harness.js';
import { html, jsonLd, servePages, type PageServer } from './pages.js';
import { startVisionServer } from '../support/vision-server.js';

/*
 * "Nutrition of this image" end to end, with the built extension in Chromium: the page's recipe
 * picture, a photo whose pixels show no food but whose page describes it, and a picture with
 * neither. The pixels are read in the page (same origin) and analysed in the offscreen document.
 */

let extension: Extension;
let pages: PageServer;
let engine: Engine;
let png: Uint8Array;
let barcodePng: Uint8Array;
let labelPng: Uint8Array;

/** A picture with no food in it: soft stripes, the kind of banner a blog puts above a post. */
async function stripes(): Promise<Uint8Array> {
  const image = createRaster(320, 200);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * 4;
      const band = Math.floor((x + y) / 40) % 2;
      image.data[i] = band ? 70 : 200;
      image.data[i + 1] = band ? 110 : 210;
      image.data[i + 2] = band ? 200 : 230;
      image.data[i + 3] = 255;
    }
  }
  return encodePng(image);
}

const OATMEAL = 'A bowl of oatmeal with a sliced banana and a spoon of honey';
const SOUP = { name: 'Tomato soup', recipeIngredient: ['4 tomatoes', '1 onion', '2 cups of vegetable broth', '1 tbsp olive oil'], recipeYield: '2 servings' };

beforeAll(async () => {
  engine = await createEngine();
  extension = await launchExtension();
  png = await stripes();
  barcodePng = new Uint8Array(await readFile(new URL('../fixtures/image/barcode-pack.png', import.meta.url)));
  labelPng = new Uint8Array(await readFile(new URL('../fixtures/labels/us-2016.png', import.meta.url)));
  const image = { body: png, headers: { 'content-type': 'image/png' } };
  pages = await servePages({
    '/banner.png': image,
    '/soup.png': image,
    '/captioned.html': { body: html('Breakfast', '', `<figure><img id="photo" src="/banner.png" alt="${OATMEAL}" width="320" height="200"><figcaption>Breakfast</figcaption></figure>`) },
    '/recipe.html': { body: html('Soup', jsonLd({ '@context': 'https://schema.org', '@type': 'Recipe', ...SOUP, image: '/soup.png' }), '<img id="photo" src="/soup.png" alt="">') },
    '/bare.html': { body: html('Banner', '', '<img id="photo" src="/banner.png" alt="">') },
    '/pack.png': { body: barcodePng, headers: { 'content-type': 'image/png' } },
    '/pack.html': { body: html('Shop', '', '<img id="photo" src="/pack.png" alt="">') },
    '/label.png': { body: labelPng, headers: { 'content-type': 'image/png' } },
    '/label.html': { body: html('Label', '', '<img id="photo" src="/label.png" alt="">') },
  });
});

afterAll(async () => {
  await pages?.close();
  await extension?.close();
});

const imagePanel = (path: string) => openImagePanel(extension, pages.url(path));

async function close(page: Page) {
  await page.close();
}

describe('“Nutrition of this image”', () => {
  it('the page’s recipe picture gives the recipe per serving', async () => {
    const { page, frame, state } = await imagePanel('/recipe.html');
    expect(state).toBe('done');
    const shown = await shownResult(frame);
    expect(shown.result).toMatchObject({ name: 'Tomato soup', servings: 2 });
    expect(await frame.locator('.recipe-note').first().innerText()).toContain('Per serving: the recipe makes 2');
    await close(page);
  });

  it('a picture with no food in its pixels is answered from its words on the page, and the panel says so', async () => {
    const { page, frame, state } = await imagePanel('/captioned.html');
    expect(state).toBe('done');
    const shown = await shownResult(frame);
    // The alt text is the most specific description; "Breakfast" names no other food to add.
    const expected = await engine.api.describeMeal(OATMEAL);
    expect(shown.result.calories).toBe(expected.calories);
    expect(await frame.locator('.from-words').innerText()).toContain('comes from the image’s words on the page');
    await close(page);
  });

  it('a picture with neither food nor words is an honest noFoodDetected, nothing made up', async () => {
    const { page, frame, state } = await imagePanel('/bare.html');
    expect(state).toBe('error');
    const problem = frame.locator('.problem');
    expect(await problem.getAttribute('data-code')).toBe('noFoodDetected');
    expect(await problem.innerText()).not.toBe('');
    await close(page);
  });

  it('a photo of a pack’s barcode gives the product from the built-in index, decoded in the offscreen document', async () => {
    const { page, frame, state } = await imagePanel('/pack.html');
    expect(state).toBe('done');
    const shown = await shownResult(frame);
    expect(shown.result).toEqual(await engine.api.scanImage(barcodePng));
    expect(shown.result.name).toMatch(/barcode/i);
    await close(page);
  });

  it('a photo of a nutrition panel is read by OCR in the offscreen document, and the label scanner is offered', async () => {
    const { page, frame, state } = await imagePanel('/label.html');
    expect(state).toBe('done');
    const shown = await shownResult(frame);
    const expected = await engine.api.scanImage(labelPng);
    expect(shown.result.calories).toBe(expected.calories);
    expect(shown.result.shouldUseLabelScanner).toBe(true);
    expect(await frame.locator('nutri-result').evaluate((element) => !!element.shadowRoot!.querySelector('[part="label-hint"]'))).toBe(true);
    await close(page);
  });

  it('with a vision provider configured, a dish photo is named by the model and figured from the food database', async () => {
    const vision = await startVisionServer();
    try {
      await extension.worker.evaluate(async (url) => {
        const chrome = (globalThis as any).chrome;
        const { settings = {} } = await chrome.storage.local.get('settings');
        await chrome.storage.local.set({ settings: { ...settings, visionUrl: url, visionModel: 'plain' } });
      }, vision.url);
      const { page, frame, state } = await imagePanel('/bare.html');
      expect(state).toBe('done');
      const shown = await shownResult(frame);
      // The same picture through the engine in Node, with the same provider: the same answer.
      const local = await createEngine({ config: { vision: { url: vision.url, model: 'plain' } } });
      const expected = await local.api.scanImage(png);
      expect(shown.result).toEqual(expected);
      expect(vision.requests.length).toBeGreaterThanOrEqual(2);
      await close(page);
    } finally {
      await extension.worker.evaluate(async () => {
        const chrome = (globalThis as any).chrome;
        const { settings = {} } = await chrome.storage.local.get('settings');
        await chrome.storage.local.set({ settings: { ...settings, visionUrl: '', visionModel: '' } });
      });
      await vision.close();
    }
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
