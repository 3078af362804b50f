import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchExtension, openExtensionPage, panelSettled, rightClickSelection, shownResult, updateSettings, type Extension } from './harness.js';
import { html, servePages, type PageServer } from './pages.js';

/*
 * The meal language on the options page (issue 25), end to end: the built extension in
 * Chromium, the choice saved from the options page's own control, and the engine in the
 * offscreen document reading a selected text the way the choice says. "Spiegelei" alone is a
 * fried egg when the language is detected (English finds no food, German names it) or chosen as
 * German, and no food at all when English only is chosen.
 */

let extension: Extension;
let pages: PageServer;
let options: Page;

beforeAll(async () => {
  pages = await servePages({ '/meal.html': { body: html('Frühstück', '', '<p id="meal">Spiegelei</p>') } });
  extension = await launchExtension();
  options = await openExtensionPage(extension, 'src/extension/options/options.html');
});

afterAll(async () => {
  await pages?.close();
  await extension?.close();
});

const storedSettings = () => extension.worker.evaluate(async () => ((await (globalThis as any).chrome.storage.local.get('settings')).settings ?? null));

/** Selects the page's meal text, analyses it from the context menu, and answers the panel's state and card. */
async function analyseSelection(): Promise<{ state: string; ingredients: string[]; error: string }> {
  const { page, frame } = await rightClickSelection(extension, pages.url('/meal.html'));
  const state = await panelSettled(frame);
  const ingredients = state === 'done' ? ((await shownResult(frame)).result?.ingredients ?? []).map((i: { name: string }) => i.name) : [];
  const error = state === 'error' ? await frame.locator('body').innerText() : '';
  await page.close();
  return { state, ingredients, error };
}

describe('the meal language on the options page', () => {
  it('starts at detection, and lists English and the six languages with a pack', async () => {
    expect(await options.inputValue('#language')).toBe('auto');
    const values = await options.locator('#language option').evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(['auto', 'en', 'es', 'fr', 'de', 'it', 'pt', 'nl']);
  });

  it('detected: a German dish name alone is read as German', async () => {
    const read = await analyseSelection();
    expect(read.state).toBe('done');
    expect(read.ingredients[0]).toMatch(/^Egg, whole, fried/);
  });

  it('chosen on the page as English, the same text names no food; as German, a fried egg again', async () => {
    await options.selectOption('#language', 'en');
    await expect.poll(storedSettings).toMatchObject({ language: 'en' });
    const english = await analyseSelection();
    expect(english.state).toBe('error');
    expect(english.error).toMatch(/food/i);

    await options.selectOption('#language', 'de');
    await expect.poll(storedSettings).toMatchObject({ language: 'de' });
    const german = await analyseSelection();
    expect(german.state).toBe('done');
    expect(german.ingredients[0]).toMatch(/^Egg, whole, fried/);
  });

  it('persists across a reload, and follows a change made elsewhere', async () => {
    await options.reload();
    await options.waitForSelector('body[data-ready="true"]');
    expect(await options.inputValue('#language')).toBe('de');
    await updateSettings(extension, { language: 'auto' });
    await options.waitForFunction(() => (document.getElementById('language') as HTMLSelectElement).value === 'auto', undefined, { polling: 50, timeout: 15_000 });
  });
});
