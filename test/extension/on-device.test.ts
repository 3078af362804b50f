import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { imageAnswerSource } from '../../src/api/image-source.js';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { createRaster, encodePng } from '../../src/engine/imaging/index.js';
import { createOnDeviceVision, languageModelOf } from '../../src/engine/image/on-device-vision.js';
import { FOODS_SCHEMA } from '../../src/engine/image/vision.js';
import { installLanguageModelStandIn, type StandInLog, type StandInScenario } from '../support/language-model-stand-in.js';
import { attachToOffscreen, extensionUrl, launchExtension, openExtensionPage, openImagePanel, rightClickPhoto, shownResult, within, type Extension, type OffscreenSession, updateSettings } from './harness.js';
import { html, servePages, type PageServer } from './pages.js';

/*
 * The browser's built-in model in the extension, end to end: the built dist/ in Chromium, the
 * engine in its offscreen document, and there a stand-in LanguageModel (Debian's Chromium has
 * the Prompt API but no model: it answers "unavailable"), installed over the DevTools protocol,
 * since an offscreen document is no page Playwright hands out. The options page shows the
 * model's state, starts its download on a click and shows the progress; the switch turns it off.
 */

const FOODS = [{ name: 'spaghetti with meat sauce', grams: 350 }];
const PLAIN = JSON.stringify({ foods: FOODS });
const WORDS = 'A plate of oatmeal with banana';

let extension: Extension;
let pages: PageServer;
let png: Uint8Array;
let offscreen: (expression: string) => Promise<unknown>;
let offscreenSession: OffscreenSession;

/** A picture with no food in it (the gate's "not food"): whatever names a dish here is the model. */
async function stripes(): Promise<Uint8Array> {
  const image = createRaster(320, 200);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const band = Math.floor((x + y) / 40) % 2;
      image.data.set([band ? 70 : 200, band ? 110 : 210, band ? 200 : 230, 255], (y * image.width + x) * 4);
    }
  }
  return encodePng(image);
}

/** Puts the stand-in in the offscreen document with `scenario`, its log cleared. */
async function useModel(scenario: Partial<StandInScenario>): Promise<void> {
  const full: StandInScenario = { availability: 'available', answer: PLAIN, ...scenario };
  await offscreen(`(${installLanguageModelStandIn.toString()})(globalThis, ${JSON.stringify(full)}), true`);
}

async function modelLog(): Promise<StandInLog> {
  return JSON.parse((await offscreen('JSON.stringify(globalThis.__languageModelStandIn.log)')) as string) as StandInLog;
}

const setSettings = (patch: Record<string, unknown>) => updateSettings(extension, patch);

beforeAll(async () => {
  png = await stripes();
  const image = { body: png, headers: { 'content-type': 'image/png' } };
  pages = await servePages({
    '/stripes.png': image,
    '/bare.html': { body: html('Dinner', '', '<img id="photo" src="/stripes.png" alt="" width="320" height="200">') },
    '/captioned.html': { body: html('Breakfast', '', `<img id="photo" src="/stripes.png" alt="${WORDS}" width="320" height="200">`) },
  });
  extension = await launchExtension();
  offscreenSession = await attachToOffscreen(extension);
  offscreen = (expression) => offscreenSession.evaluate(expression);
});

afterAll(async () => {
  await offscreenSession?.detach();
  await pages?.close();
  await extension?.close();
});

const imagePanel = (path: string) => openImagePanel(extension, pages.url(path));

async function problemOf(frame: Awaited<ReturnType<typeof imagePanel>>['frame']) {
  const problem = frame.locator('.problem');
  return { code: await problem.getAttribute('data-code'), text: await problem.innerText() };
}

/** The same photo through the engine in Node, with the same stand-in answer. */
async function nodeAnswer(answer: string) {
  const scope: Record<string, unknown> = {};
  installLanguageModelStandIn(scope, { availability: 'available', answer });
  const engine: Engine = await createEngine({ config: { offline: true }, providers: { onDeviceVision: async () => createOnDeviceVision(() => languageModelOf(scope)) } });
  return engine.api.scanImage(png);
}

describe('the browser’s built-in model in the extension', () => {
  it('names the dish in a photo; the request carries the photo and the foods schema; the numbers are the database’s', async () => {
    await useModel({});
    const { page, frame, state } = await imagePanel('/bare.html');
    expect(state).toBe('done');
    const shown = await shownResult(frame);
    expect(imageAnswerSource(shown.result.name)).toBe('on-device');
    expect(shown.result).toEqual(await nodeAnswer(PLAIN));
    const log = await modelLog();
    expect(log.prompts).toHaveLength(1);
    expect(log.prompts[0]!.responseConstraint).toEqual(FOODS_SCHEMA);
    const [message] = log.prompts[0]!.input as { content: { type: string; value: { type: string; size: number; head: number[] } }[] }[];
    const image = message!.content.find((part) => part.type === 'image')!.value;
    expect(image.type).toBe('image/jpeg');
    expect(image.head).toEqual([0xff, 0xd8, 0xff]);
    expect(log.created[0]!.expectedInputs).toEqual([{ type: 'image' }, { type: 'text', languages: ['en'] }]);
    expect(log.destroyed).toBe(log.created.length);
    await page.close();
  });

  it('reads an answer in a code fence, and a slow one within the time bound', async () => {
    await useModel({ answer: '```json\n' + PLAIN + '\n```', delayMs: 1_500 });
    const { page, frame, state } = await imagePanel('/bare.html');
    expect(state).toBe('done');
    expect((await shownResult(frame)).result).toEqual(await nodeAnswer(PLAIN));
    await page.close();
  });

  it('an empty list is an honest "no food" naming the model; with words on the page, the words answer', async () => {
    await useModel({ answer: '{"foods":[]}' });
    const bare = await imagePanel('/bare.html');
    expect(bare.state).toBe('error');
    expect(await problemOf(bare.frame)).toMatchObject({ code: 'noFoodDetected', text: expect.stringMatching(/built-in model found no food/) });
    await bare.page.close();
    const captioned = await imagePanel('/captioned.html');
    expect(captioned.state).toBe('done');
    expect(await captioned.frame.locator('.from-words').innerText()).toContain(WORDS);
    await captioned.page.close();
  });

  it('a nonsense answer is a plain error that names the model and what it said', async () => {
    await useModel({ answer: 'What a lovely picture!' });
    const { page, frame, state } = await imagePanel('/bare.html');
    expect(state).toBe('error');
    const problem = await problemOf(frame);
    expect(problem.code).toBe('internalServerError');
    expect(problem.text).toMatch(/built-in model answered without a list of foods/);
    expect(problem.text).toContain('What a lovely picture!');
    await page.close();
  });

  it('a model still to download is not asked (no gesture in the offscreen document); the panel says it could help', async () => {
    await useModel({ availability: 'downloadable' });
    const { page, frame, state } = await imagePanel('/bare.html');
    expect(state).toBe('error');
    const problem = await problemOf(frame);
    expect(problem.code).toBe('noFoodDetected');
    expect(problem.text).toContain('could recognise the dish once it is downloaded');
    const log = await modelLog();
    expect(log.created).toHaveLength(0);
    expect(log.prompts).toHaveLength(0);
    await page.close();
  });

  it('unavailable, it is passed over and the panel says so when nothing else names the dish', async () => {
    await useModel({ availability: 'unavailable' });
    const { page, frame, state } = await imagePanel('/bare.html');
    expect(state).toBe('error');
    expect((await problemOf(frame)).text).toContain('built-in model cannot read photos on this device');
    expect((await modelLog()).created).toHaveLength(0);
    await page.close();
  });

  it('closing the panel while the model works aborts the prompt and destroys the session', async () => {
    await useModel({ hang: true });
    const { page, frame } = await rightClickPhoto(extension, pages.url('/bare.html'));
    await expect.poll(async () => (await modelLog()).prompts.length, { timeout: 30_000 }).toBe(1);
    expect(await frame.getAttribute('body', 'data-state')).toBe('working');
    await frame.click('#close');
    await expect.poll(async () => (await modelLog()).aborted, { timeout: 10_000 }).toBe(1);
    const log = await modelLog();
    expect(log.destroyed).toBe(log.created.length);
    await page.close();
  });

  it('switched off in the options, it is never asked, and switched on again it is', async () => {
    const options = await openExtensionPage(extension, 'src/extension/options/options.html');
    expect(await options.isChecked('#on-device-model')).toBe(true);
    await options.uncheck('#on-device-model');
    await expect.poll(() => extension.worker.evaluate(async () => (await (globalThis as any).chrome.storage.local.get('settings')).settings?.onDeviceModel)).toBe(false);
    expect(await options.locator('#on-device-status').innerText()).toContain('Switched off');
    await useModel({});
    const off = await imagePanel('/bare.html');
    expect(off.state).toBe('error');
    expect((await problemOf(off.frame)).code).toBe('noFoodDetected');
    expect((await problemOf(off.frame)).text).not.toContain('built-in model');
    expect((await modelLog()).prompts).toHaveLength(0);
    await off.page.close();
    await options.check('#on-device-model');
    await expect.poll(() => extension.worker.evaluate(async () => (await (globalThis as any).chrome.storage.local.get('settings')).settings?.onDeviceModel)).toBe(true);
    const on = await imagePanel('/bare.html');
    expect(on.state).toBe('done');
    expect((await modelLog()).prompts).toHaveLength(1);
    await on.page.close();
    await options.close();
  });
});

describe('the options page and the built-in model', () => {
  async function optionsWith(scenario: Partial<StandInScenario> | undefined): Promise<Page> {
    const options = await extension.context.newPage();
    if (scenario) {
      await options.addInitScript(
        ({ source, scenario }) => {
          // The stand-in's source, evaluated before the page's own scripts (as the real API is there from the start).
          (0, eval)(`(${source})(globalThis, ${JSON.stringify(scenario)})`);
        },
        { source: installLanguageModelStandIn.toString(), scenario: { availability: 'available', answer: PLAIN, ...scenario } },
      );
    }
    await options.goto(extensionUrl(extension, 'src/extension/options/options.html'));
    await options.waitForSelector('body[data-ready="true"]');
    return options;
  }

  it('downloadable: a click starts the download, its progress is shown, then it is ready', async () => {
    const options = await optionsWith({ availability: 'downloadable', progress: [0, 0.25, 0.5, 1] });
    expect(await options.locator('#on-device-status').innerText()).toContain('not downloaded yet');
    await options.evaluate(() => {
      const seen: string[] = [];
      (window as any).__statusSeen = seen;
      const status = document.getElementById('on-device-status')!;
      new MutationObserver(() => seen.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
    });
    await options.click('#on-device-download');
    await options.waitForFunction(() => document.getElementById('on-device')!.dataset.state === 'available');
    const seen = (await options.evaluate(() => (window as any).__statusSeen)) as string[];
    expect(seen).toEqual(expect.arrayContaining([expect.stringContaining('25 %'), expect.stringContaining('50 %')]));
    expect(await options.locator('#on-device-status').innerText()).toContain('Ready');
    expect(await options.isHidden('#on-device-download')).toBe(true);
    const log = (await options.evaluate(() => (window as any).__languageModelStandIn.log)) as StandInLog;
    expect(log.created[0]).toMatchObject({ hadMonitor: true, expectedInputs: [{ type: 'image' }, { type: 'text', languages: ['en'] }] });
    expect(log.refusedWithoutGesture).toBe(0);
    expect(log.destroyed).toBe(1);
    await options.close();
  });

  it('in Chromium without a model (the real Prompt API, "unavailable"), the page says so and offers no download', async () => {
    const options = await optionsWith(undefined);
    expect(await options.locator('#on-device').getAttribute('data-state')).toMatch(/unavailable|no-api/);
    expect(await options.isHidden('#on-device-download')).toBe(true);
    expect(await options.locator('#on-device-status').innerText()).toMatch(/no built-in model/);
    await options.close();
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
