import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { encodeBase64 } from '../../src/api/base64.js';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { createRaster, encodePng } from '../../src/engine/imaging/index.js';
import { createServer, type RunningService } from '../../src/server/index.js';
import { usedSince } from '../support/used-since.js';
import { startVisionServer, type VisionServer } from '../support/vision-server.js';
import { clickMenu, DIST, extensionUrl, launchExtension, openExtensionPage, panelFrame, panelSettled, rightClickSelection, within, type Extension } from './harness.js';
import { html, jsonLd, servePages, type PageServer } from './pages.js';

/*
 * Issue 28, the extension tried as an attacker would: a page's huge selection, messages from
 * senders that may not send them, an engine call that brings its own vision provider, and the
 * panel's address. The service is the project's own on loopback with a real key store; the
 * vision provider is the stand-in that speaks the OpenAI protocol and records every request.
 */

let extension: Extension;
let engine: Engine;
let service: RunningService;
let dataDir: string;
let key: { id: string; key: string };
let pages: PageServer;
let vision: VisionServer;
let popup: Page;
let imageData: string;
const serviceLog: Record<string, unknown>[] = [];
const warnings: string[] = [];

/** A picture with no food in it: only a vision provider would name anything. */
function stripes(): Promise<Uint8Array> {
  const image = createRaster(160, 100);
  for (let i = 0; i < image.width * image.height; i++) {
    const band = Math.floor(((i % image.width) + Math.floor(i / image.width)) / 20) % 2;
    image.data.set(band ? [70, 110, 200, 255] : [200, 210, 230, 255], i * 4);
  }
  return encodePng(image);
}

const MEAL = '2 scrambled eggs and a slice of toast';
/** 4.7 MB of plausible text, like the page in the issue. */
const HUGE = Array.from({ length: 152_000 }, (_, i) => `${i % 9 + 1} cups of oats, milk and honey`).join('\n');

beforeAll(async () => {
  engine = await createEngine();
  dataDir = await mkdtemp(join(tmpdir(), 'nutri-ext-security-'));
  service = await createServer({ engine, dataDir, host: '127.0.0.1', port: 0, log: (entry) => serviceLog.push(entry as Record<string, unknown>) });
  key = service.store!.create({ name: 'extension security e2e' });
  vision = await startVisionServer();
  imageData = `data:image/png;base64,${encodeBase64(await stripes())}`;
  pages = await servePages({
    '/meal.html': { body: html('Meal', '', `<p id="meal">${MEAL}</p>`) },
    '/huge.html': { body: html('Huge', '', `<pre id="meal">${HUGE}</pre>`) },
    '/long-recipe.html': {
      body: html('Porridge for a crowd', jsonLd({
        '@context': 'https://schema.org', '@type': 'Recipe', name: 'Porridge for a crowd', recipeYield: '40 servings',
        recipeIngredient: Array.from({ length: 140 }, (_, i) => (i % 2 ? `${i} g rolled oats` : `${i} ml whole milk`)),
      }), '<h1>Porridge</h1>'),
    },
  });
  extension = await launchExtension();
  extension.worker.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  popup = await openExtensionPage(extension, 'src/extension/popup/popup.html');
});

afterAll(async () => {
  await pages?.close();
  await extension?.close();
  await service?.close();
  await vision?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const setSettings = (patch: Record<string, unknown>) => extension.worker.evaluate(async (patch) => {
  const chrome = (globalThis as any).chrome;
  const { settings = {} } = await chrome.storage.local.get('settings');
  await chrome.storage.local.set({ settings: { ...settings, ...patch } });
}, patch);
const historyLength = () => extension.worker.evaluate(async () => ((await (globalThis as any).chrome.storage.local.get('history')).history ?? []).length as number);
// Summed over UTC days from the file's start: a before/after difference stays right across midnight.
const since = new Date();
const keyUsed = () => usedSince(service.store!, key.id, since);
const serviceCalls = () => serviceLog.filter((entry) => entry.keyId === key.id).length;

/** Sends `message` from the content script's world of a tab on a test page (a compromised page's renderer can do this). */
async function sendFromContentScript(message: unknown): Promise<unknown> {
  const page = await extension.context.newPage();
  await page.goto(`${pages.url('/meal.html')}?from=content-${Date.now()}`);
  const reply = await within('sending from a content script', extension.worker.evaluate(async ({ url, message }) => {
    const chrome = (globalThis as any).chrome;
    const [tab] = await chrome.tabs.query({ url });
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId: tab.id },
      func: (message: unknown) => (globalThis as any).chrome.runtime.sendMessage(message).then((reply: unknown) => ({ reply: reply ?? null }), (error: Error) => ({ error: error.message })),
      args: [message],
    });
    return injection.result;
  }, { url: page.url(), message }));
  await page.close();
  return reply;
}

async function selectAndAsk(path: string): Promise<{ state: string; code: string | null; text: string }> {
  const { page, frame } = await rightClickSelection(extension, pages.url(path), { selectionText: 'whatever Chrome shows' });
  const state = await panelSettled(frame);
  const problem = frame.locator('.problem');
  const answer = state === 'error'
    ? { state, code: await problem.getAttribute('data-code'), text: await problem.innerText() }
    : { state, code: null, text: '' };
  await page.close();
  return answer;
}

describe('a page’s selection', () => {
  it('a 4.7 MB selection gets a message in the panel and costs the person’s key nothing', async () => {
    await setSettings({ engine: 'remote', serviceUrl: service.url, apiKey: key.key });
    try {
      const used = keyUsed();
      const calls = serviceCalls();
      const huge = await selectAndAsk('/huge.html');
      expect(huge.state).toBe('error');
      expect(huge.code).toBe('invalidRequest');
      expect(huge.text).toMatch(/^The selection is 4,7\d\d,\d{3} characters long; the extension analyses at most 20,000 at a time\./);
      expect(keyUsed()).toBe(used);
      expect(serviceCalls()).toBe(calls);

      // The same path with a meal-sized selection does reach the service: the counters above can move.
      const meal = await selectAndAsk('/meal.html');
      expect(meal.state).toBe('done');
      expect(keyUsed()).toBe(used + 1);
    } finally {
      await setSettings({ engine: 'embedded', serviceUrl: '', apiKey: '' });
    }
  });
});

describe('a recipe page’s size', () => {
  it('a recipe of 140 ingredient lines is read up to 100, and the panel says 40 were left out', async () => {
    const page = await extension.context.newPage();
    await page.goto(`${pages.url('/long-recipe.html')}?at=${Date.now()}`);
    await page.bringToFront();
    await clickMenu(extension, page, 'nutri-recipe');
    const frame = await panelFrame(extension, page);
    expect(await panelSettled(frame)).toBe('done');
    const note = await frame.locator('.recipe-note').innerText();
    expect(note).toContain('Only the first 100 of the page’s 140 ingredient lines were read; 40 were left out');
    await page.close();
  });
});

describe('who may send what', () => {
  it('an api-call from a content script is ignored and logged, never run; the same call from the popup runs', async () => {
    const before = await historyLength();
    const call = { type: 'api-call', operation: 'describeMeal', data: { text: MEAL } };
    const fromPage = await sendFromContentScript(call) as { reply?: unknown; error?: string };
    // Nobody answers a stranger: Chrome reports the port closed without a reply.
    expect(fromPage.reply ?? null).toBeNull();
    expect(await historyLength()).toBe(before);
    await expect.poll(() => warnings.some((line) => line.includes('ignored a "api-call" message from a content script'))).toBe(true);

    const fromPopup = await popup.evaluate((call) => (globalThis as any).chrome.runtime.sendMessage(call), call);
    expect(fromPopup).toMatchObject({ ok: true, value: { name: expect.any(String) } });
    expect(await historyLength()).toBe(before + 1);
  });

  it('the offscreen engine ignores an engine-call from the popup or a content script: the vision provider in the settings is not asked', async () => {
    await setSettings({ visionUrl: vision.url, visionModel: 'plain' });
    try {
      // A real analysis first, so the offscreen document exists and holds these settings.
      const routed = await popup.evaluate((data) => (globalThis as any).chrome.runtime.sendMessage({ type: 'api-call', operation: 'scanImage', data }), { imageData });
      expect(routed).toMatchObject({ ok: true });
      const asked = vision.requests.length;
      expect(asked).toBeGreaterThan(0);

      const engineCall = { type: 'engine-call', operation: 'scanImage', data: { imageData } };
      const fromPopup = await popup.evaluate((call) => (globalThis as any).chrome.runtime.sendMessage(call).then((reply: unknown) => reply ?? null, () => null), engineCall);
      const fromPage = await sendFromContentScript(engineCall) as { reply?: unknown };
      expect(fromPopup).toBeNull();
      expect(fromPage.reply ?? null).toBeNull();
      expect(vision.requests.length).toBe(asked);
    } finally {
      await setSettings({ visionUrl: '', visionModel: '' });
    }
  });
});

describe('provider settings', () => {
  it('an engine-call that brings its own vision URL and key is refused; the engine uses only the stored settings', async () => {
    // Stored: no vision provider. The next routed call hands the offscreen document these settings.
    const routed = await popup.evaluate(() => (globalThis as any).chrome.runtime.sendMessage({ type: 'api-call', operation: 'describeMeal', data: { text: '1 apple' } }));
    expect(routed).toMatchObject({ ok: true });
    const asked = vision.requests.length;

    const config = { offline: true, vision: { url: vision.url, model: 'plain', key: 'sk-from-the-message' } };
    const reply = await extension.worker.evaluate(({ imageData, config }) => (globalThis as any).chrome.runtime.sendMessage({ type: 'engine-call', operation: 'scanImage', data: { imageData }, config }), { imageData, config });
    expect(reply).toMatchObject({ ok: false, error: { code: 'invalidRequest' } });
    expect(reply.error.message).toMatch(/"engine-call" message is malformed.*config/);

    // Without the extra member the call runs, on the stored settings: no provider, so no food named.
    const plain = await extension.worker.evaluate((imageData) => (globalThis as any).chrome.runtime.sendMessage({ type: 'engine-call', operation: 'scanImage', data: { imageData } }), imageData);
    expect(plain).toMatchObject({ ok: false, error: { code: 'noFoodDetected' } });
    expect(vision.requests.length).toBe(asked);
    expect(vision.requests.some((request) => request.headers.authorization === 'Bearer sk-from-the-message')).toBe(false);
  });
});

describe('the panel’s address', () => {
  it('the built manifest lists only the panel page as web-accessible, at a dynamic URL', async () => {
    const manifest = JSON.parse(await readFile(join(DIST, 'manifest.json'), 'utf8')) as { web_accessible_resources: { resources: string[]; use_dynamic_url?: boolean }[] };
    expect(manifest.web_accessible_resources).toEqual([
      { matches: ['<all_urls>'], resources: ['src/extension/panel/panel.html'], use_dynamic_url: true },
    ]);
  });

  it('a web page cannot load the panel at the extension’s fixed address, while the extension’s own panel opens', async () => {
    const page = await extension.context.newPage();
    await page.goto(`${pages.url('/meal.html')}?probe=${Date.now()}`);
    const fixed = extensionUrl(extension, 'src/extension/panel/panel.html');
    const loaded = await within('fetching the fixed address', page.evaluate((url) => fetch(url).then((response) => response.status, (error: Error) => error.name), fixed));
    expect(loaded).toBe('TypeError');
    await page.close();
    expect((await selectAndAsk('/meal.html')).state).toBe('done');
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
