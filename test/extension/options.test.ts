import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createEngine, type Engine } from '../../src/engine/index.js';
import { createServer, type RunningService } from '../../src/server/index.js';
import { usedSince } from '../support/used-since.js';
import { startVisionServer } from '../support/vision-server.js';
import { launchExtension, openExtensionPage, panelSettled, rightClickSelection, shownResult, type Extension } from './harness.js';
import { html, servePages, type PageServer } from './pages.js';

/*
 * The options page: settings persist and apply at once in other pages; "Test connection" tells
 * the failures apart; with a v4 service URL and key, analyses go to that service (the project's
 * own, started here on 127.0.0.1 with a real key store) and come back to embedded when switched.
 */

const MEAL = 'a bowl of oatmeal with banana and honey';
const KJ_PER_KCAL = 4.184;

let extension: Extension;
let engine: Engine;
let service: RunningService;
let dataDir: string;
let key: { id: string; key: string };
let pages: PageServer;
let options: Page;
const serviceLog: Record<string, unknown>[] = [];

/** A port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const server = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  await mkdir('artifacts/screenshots', { recursive: true });
  engine = await createEngine();
  dataDir = await mkdtemp(join(tmpdir(), 'nutri-ext-service-'));
  service = await createServer({ engine, dataDir, host: '127.0.0.1', port: 0, log: (entry) => serviceLog.push(entry as Record<string, unknown>) });
  key = service.store!.create({ name: 'extension e2e' });
  pages = await servePages({ '/meal.html': { body: html('Meal', '', `<p id="meal">${MEAL}</p>`) } });
  extension = await launchExtension();
  options = await openExtensionPage(extension, 'src/extension/options/options.html');
});

afterAll(async () => {
  await pages?.close();
  await extension?.close();
  await service?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const storedSettings = () => extension.worker.evaluate(async () => ((await (globalThis as any).chrome.storage.local.get('settings')).settings ?? null));
// Summed over UTC days from the file's start: a before/after difference stays right across midnight.
const since = new Date();
const keyUsed = () => usedSince(service.store!, key.id, since);
const describeCalls = () => serviceLog.filter((entry) => entry.operation === 'describeMeal' && entry.keyId === key.id && entry.status === 200).length;

/** Types into a text field and commits it (the form saves on `change`, which a blur fires). */
async function typeField(selector: string, value: string): Promise<void> {
  await options.fill(selector, value);
  await options.locator(selector).blur();
}

async function testConnection(): Promise<{ ok: string | null; problem: string | null; text: string }> {
  await options.click('#test');
  await options.waitForSelector('#test-result[data-ok]');
  const report = options.locator('#test-result');
  const answer = { ok: await report.getAttribute('data-ok'), problem: await report.getAttribute('data-problem'), text: await report.innerText() };
  // Ready for the next test: the next press must not see this answer.
  await options.evaluate(() => delete (document.getElementById('test-result') as HTMLElement).dataset.ok);
  return answer;
}

async function analyseSelection(): Promise<{ result: any; unit: string | undefined; energy: string | undefined }> {
  const { page, frame } = await rightClickSelection(extension, pages.url('/meal.html'));
  expect(await panelSettled(frame)).toBe('done');
  const shown = await shownResult(frame);
  await page.close();
  return shown;
}

describe('the options page', () => {
  it('starts at the defaults: embedded engine, kcal, the system theme', async () => {
    expect(await options.isChecked('input[name="engine"][value="embedded"]')).toBe(true);
    expect(await options.inputValue('#units')).toBe('kcal');
    expect(await options.inputValue('#theme')).toBe('auto');
  });

  it('saves units and theme, which persist across a reload and apply at once in other pages', async () => {
    const other = await openExtensionPage(extension, 'src/extension/popup/popup.html');

    await options.selectOption('#units', 'kJ');
    await options.selectOption('#theme', 'dark');
    await expect.poll(storedSettings).toMatchObject({ units: 'kJ', theme: 'dark', engine: 'embedded' });
    // The popup, opened before the change, follows it without a reload.
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'dark'
      && (document.getElementById('config') as any).units === 'kJ', undefined, { polling: 50, timeout: 15_000 });
    await other.close();

    await options.reload();
    await options.waitForSelector('body[data-ready="true"]');
    expect(await options.inputValue('#units')).toBe('kJ');
    expect(await options.inputValue('#theme')).toBe('dark');
    expect(await options.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('Open Food Facts lookups are off until turned on; the vision provider is saved and its “Test connection” tells a wrong key from a working model', async () => {
    expect(await options.isChecked('#online-lookups')).toBe(false);
    await options.check('#online-lookups');
    await expect.poll(storedSettings).toMatchObject({ onlineLookups: true });
    await options.uncheck('#online-lookups');
    await expect.poll(storedSettings).toMatchObject({ onlineLookups: false });

    const vision = await startVisionServer({ key: 'sk-test' });
    try {
      await typeField('#vision-url', vision.url);
      await typeField('#vision-model', 'plain');
      await typeField('#vision-key', 'sk-wrong');
      await options.click('#vision-test');
      await options.waitForSelector('#vision-result[data-ok]');
      expect(await options.getAttribute('#vision-result', 'data-ok')).toBe('false');
      expect(await options.innerText('#vision-result')).toContain('refused the API key');
      await options.evaluate(() => delete (document.getElementById('vision-result') as HTMLElement).dataset.ok);

      await typeField('#vision-key', 'sk-test');
      await options.click('#vision-test');
      await options.waitForSelector('#vision-result[data-ok]');
      expect(await options.getAttribute('#vision-result', 'data-ok')).toBe('true');
      expect(await options.innerText('#vision-result')).toContain('Connected: plain');
      await expect.poll(storedSettings).toMatchObject({ visionUrl: vision.url, visionModel: 'plain', visionKey: 'sk-test' });
      // The test call speaks the engine's protocol: a JPEG data URL and the strict foods schema.
      const body = vision.requests.at(-1)!.body as any;
      expect(body.response_format.json_schema.name).toBe('foods');
      expect(body.messages[1].content[1].image_url.url).toMatch(/^data:image\/jpeg;base64,/);
    } finally {
      for (const field of ['#vision-url', '#vision-model', '#vision-key']) await typeField(field, '');
      await vision.close();
    }
  });

  it('“Test connection” reports unreachable for a closed port and invalidApiKey for a wrong key, then connects', async () => {
    await options.check('input[name="engine"][value="remote"]');
    await typeField('#service-url', `http://127.0.0.1:${await closedPort()}`);
    await typeField('#api-key', key.key);
    expect(await testConnection()).toMatchObject({ ok: 'false', problem: 'unreachable' });

    await typeField('#service-url', service.url);
    await typeField('#api-key', key.key.slice(0, -4) + (key.key.endsWith('aaaa') ? 'bbbb' : 'aaaa'));
    const wrong = await testConnection();
    expect(wrong).toMatchObject({ ok: 'false', problem: 'invalidApiKey' });
    expect(wrong.text).toContain('rejected the API key');

    await typeField('#api-key', key.key);
    const right = await testConnection();
    expect(right.ok).toBe('true');
    expect(right.text).toContain(`Connected: ${service.url}`);
    await expect.poll(storedSettings).toMatchObject({ engine: 'remote', serviceUrl: service.url, apiKey: key.key });
    await options.screenshot({ path: 'artifacts/screenshots/extension-options.png', fullPage: true });
  });

  it('with a v4 service URL and key, a selection analysis goes to that service', async () => {
    const usedBefore = keyUsed();
    const callsBefore = describeCalls();
    const expected = await engine.api.describeMeal(MEAL);
    const shown = await analyseSelection();
    expect(shown.result).toEqual(expected);
    expect(keyUsed()).toBe(usedBefore + 1);
    expect(describeCalls()).toBe(callsBefore + 1);
    // The units chosen earlier apply to the panel.
    expect(shown.unit).toBe('kJ');
    expect(shown.energy).toBe(Math.round(expected.calories * expected.servings * KJ_PER_KCAL).toLocaleString('en-US'));
  });

  it('switched back to the embedded engine, the service is no longer asked', async () => {
    await options.check('input[name="engine"][value="embedded"]');
    await expect.poll(storedSettings).toMatchObject({ engine: 'embedded' });
    const usedBefore = keyUsed();
    const shown = await analyseSelection();
    expect(shown.result).toEqual(await engine.api.describeMeal(MEAL));
    expect(keyUsed()).toBe(usedBefore);
  });

  it('left no console errors in any extension page or the service worker', () => {
    expect(extension.errors).toEqual([]);
  });
});
