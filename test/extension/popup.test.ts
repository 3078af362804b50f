import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { extensionUrl, launchExtension, type Extension } from './harness.js';

/*
 * The toolbar popup, opened as a tab at its own URL: the describe box (calls go through the
 * service worker to the offscreen engine), the history in chrome.storage.local (newest first,
 * at most 20, click to reopen, clearable).
 */

const BREAKFAST = '2 scrambled eggs and a slice of whole wheat toast';
const LUNCH = 'a turkey sandwich and an apple';

let extension: Extension;
let engine: Engine;
let popup: Page;

beforeAll(async () => {
  await mkdir('artifacts/screenshots', { recursive: true });
  engine = await createEngine();
  extension = await launchExtension();
  popup = await extension.context.newPage();
  await popup.setViewportSize({ width: 420, height: 640 });
  await popup.goto(extensionUrl(extension, 'src/extension/popup/popup.html'));
  await popup.waitForSelector('body[data-ready="true"]');
});

afterAll(async () => {
  await extension?.close();
});

/** What the service worker's storage holds under "history". */
const storedHistory = () => extension.worker.evaluate(async () => {
  const chrome = (globalThis as any).chrome;
  return ((await chrome.storage.local.get('history')).history ?? []) as Array<{ source: string; input: string; result: unknown }>;
});

/** Describes `text` in the popup's box and answers the card's result once it shows. */
async function describeInPopup(text: string): Promise<unknown> {
  const before = (await storedHistory()).length;
  await popup.locator('nutri-describe textarea').fill(text);
  await popup.locator('nutri-describe button.submit').click();
  await popup.waitForFunction((text) => {
    const card = document.querySelector('nutri-describe')?.shadowRoot?.querySelector('nutri-result') as any;
    const first = document.querySelector('#history .history-item');
    return card?.result && first && (card.result.name as string) && first.querySelector('.name')?.textContent === card.result.name && text;
  }, text, { polling: 50, timeout: 15_000 });
  await expect.poll(async () => (await storedHistory()).length).toBe(Math.min(20, before + 1));
  return popup.locator('nutri-describe').evaluate((element) => (element.shadowRoot!.querySelector('nutri-result') as any).result);
}

const historyNames = () => popup.locator('#history .history-item .name').allInnerTexts();

describe('the toolbar popup', () => {
  it('starts with an empty history and a link to the settings', async () => {
    expect(await popup.locator('#history-empty').isVisible()).toBe(true);
    expect(await popup.locator('#history li').count()).toBe(0);
    expect(await popup.locator('#options-link').innerText()).toBe('Settings');
  });

  it('describes a meal with the engine’s numbers and records it in the history', async () => {
    const expected = await engine.api.describeMeal(BREAKFAST);
    expect(await describeInPopup(BREAKFAST)).toEqual(expected);
    const stored = await storedHistory();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'popup', input: BREAKFAST, result: expected });
    expect(await historyNames()).toEqual([expected.name]);
    expect(await popup.locator('#history-empty').isVisible()).toBe(false);
    await popup.screenshot({ path: 'artifacts/screenshots/extension-popup.png' });
    const energy = await popup.locator('#history .history-item .energy').first().innerText();
    expect(energy).toBe(expected.servings === 1
      ? `${expected.calories.toLocaleString('en-US')} kcal`
      : `${expected.calories.toLocaleString('en-US')} kcal / serving`);
  });

  it('lists the newest first, and a click reopens an earlier result', async () => {
    const breakfast = await engine.api.describeMeal(BREAKFAST);
    const lunch = await engine.api.describeMeal(LUNCH);
    await describeInPopup(LUNCH);
    expect(await historyNames()).toEqual([lunch.name, breakfast.name]);

    await popup.locator('#history .history-item').nth(1).click();
    await popup.waitForSelector('#reopened:not([hidden]) nutri-result');
    const reopened = await popup.locator('#reopened-card nutri-result').evaluate((element: any) => element.result);
    expect(reopened).toEqual(breakfast);
    await popup.locator('#back').click();
    expect(await popup.locator('#reopened').isHidden()).toBe(true);
  });

  it('Fix on a reopened entry corrects it with fixFood and replaces it in the history', async () => {
    const lunch = await engine.api.describeMeal(LUNCH);
    await popup.locator('#history .history-item').first().click();
    await popup.waitForSelector('#reopened:not([hidden]) nutri-result');
    const card = popup.locator('#reopened-card nutri-result');
    await card.evaluate((element: any) => element.openFix());
    const fixer = card.locator('nutri-fix-food');
    await fixer.evaluate((element: any) => element.apply('no apple'));
    const { toFoodData } = await import('../../src/api/index.js');
    const expected = await engine.api.fixFood({ issue: 'no apple', foodData: toFoodData(lunch) });
    await expect.poll(async () => (await storedHistory())[0]?.result).toEqual(expected);
    expect((await storedHistory())[0]).toMatchObject({ input: LUNCH, fixed: true });
    expect(expected.calories).toBeLessThan(lunch.calories);
    expect(await card.evaluate((element: any) => element.result)).toEqual(expected);
    await expect.poll(() => popup.locator('#history .history-item .meta').first().innerText()).toContain('fixed');
    await popup.locator('#back').click();
  });

  it('keeps the last 20 results', async () => {
    // Fill the stored history to 20 with copies of a real entry, then add one through the popup.
    await extension.worker.evaluate(async () => {
      const chrome = (globalThis as any).chrome;
      const [entry] = (await chrome.storage.local.get('history')).history;
      const filler = Array.from({ length: 20 }, (_, index) => ({ ...entry, id: `filler-${index}`, at: entry.at - index - 1 }));
      await chrome.storage.local.set({ history: filler });
    });
    await expect.poll(() => popup.locator('#history li').count()).toBe(20);
    const lunch = await engine.api.describeMeal(LUNCH);
    await describeInPopup(LUNCH);
    const stored = await storedHistory();
    expect(stored).toHaveLength(20);
    expect(stored[0]).toMatchObject({ input: LUNCH, result: lunch });
    expect(stored.some((entry) => (entry as { id?: string }).id === 'filler-19')).toBe(false);
    expect(await popup.locator('#history li').count()).toBe(20);
  });

  it('Clear empties the history, in storage too', async () => {
    await popup.locator('#clear').click();
    await expect.poll(() => popup.locator('#history li').count()).toBe(0);
    expect(await popup.locator('#history-empty').isVisible()).toBe(true);
    expect(await storedHistory()).toEqual([]);
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
