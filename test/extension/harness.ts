import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRaster, encodePng } from '../../src/engine/imaging/index.js';
import { chromium, type BrowserContext, type CDPSession, type ConsoleMessage, type Frame, type Page, type Worker } from 'playwright-core';

export const DIST = new URL('../../dist/', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Extension {
  context: BrowserContext;
  worker: Worker;
  id: string;
  /** console errors and uncaught exceptions of every extension page and the service worker. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Loads the built extension into Debian's Chromium.
 *
 * A real right-click grants `activeTab` for the page; a menu fired with
 * `contextMenus.onClicked.dispatch()` grants nothing. The test copy of dist/ therefore gets one
 * extra manifest line, host access to http://127.0.0.1 (where the test pages are served), and
 * nothing else changes: the code under test is the build, byte for byte.
 */
export async function launchExtension(): Promise<Extension> {
  if (!existsSync(join(DIST, 'manifest.json'))) throw new Error('dist/ is missing: run npm run build:ext first');
  const root = await mkdtemp(join(tmpdir(), 'nutri-ext-'));
  const dist = join(root, 'dist');
  await cp(DIST, dist, { recursive: true });
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8')) as Record<string, unknown>;
  manifest.host_permissions = ['http://127.0.0.1/*'];
  await writeFile(join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2));

  const context = await chromium.launchPersistentContext(join(root, 'profile'), {
    executablePath: CHROMIUM,
    headless: false,
    viewport: { width: 1200, height: 800 },
    args: [
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', '--disable-sync',
      `--disable-extensions-except=${dist}`, `--load-extension=${dist}`,
    ],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  const errors: string[] = [];
  const isExtension = (url: string) => url.startsWith(`chrome-extension://${id}/`);
  const onConsole = (where: string) => (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${where}: ${message.text()}`);
  };
  worker.on('console', onConsole('service worker'));
  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      const url = message.location().url || page.url();
      if (message.type() === 'error' && isExtension(url)) errors.push(`${url}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (isExtension(page.url())) errors.push(`${page.url()}: ${error.message}`);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return {
    context,
    worker,
    id,
    errors,
    async close() {
      await context.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export function extensionUrl(extension: Extension, path: string): string {
  return `chrome-extension://${extension.id}/${path}`;
}

/** Opens one of the extension's own pages (popup, options) in a new tab, once it says it is ready. */
export async function openExtensionPage(extension: Extension, path: string): Promise<Page> {
  const page = await extension.context.newPage();
  await page.goto(extensionUrl(extension, path));
  await page.waitForSelector('body[data-ready="true"]');
  return page;
}

/**
 * A step Playwright does not bound itself (`evaluate`, `newPage`, a key press), bounded: a step
 * that hangs fails naming itself, rather than as the whole test's timeout with no clue which
 * step it was (a CI run once lost a test to such a hang that no rerun reproduced).
 */
export async function within<T>(step: string, work: Promise<T>, ms = 15_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Fires the real onClicked listener, as a click on the menu item in `page` would. */
export async function clickMenu(extension: Extension, page: Page, menuItemId: string, info: Record<string, unknown> = {}): Promise<void> {
  await within(`clicking the menu item ${menuItemId}`, extension.worker.evaluate(async ({ menuItemId, url, info }) => {
    const chrome = (globalThis as any).chrome;
    const [tab] = await chrome.tabs.query({ url });
    if (!tab) throw new Error(`no tab at ${url}`);
    chrome.contextMenus.onClicked.dispatch({ menuItemId, editable: false, frameId: 0, pageUrl: url, ...info }, tab);
  }, { menuItemId, url: page.url(), info }));
}

/**
 * The panel's frame (its iframe sits in a closed shadow root, but it is still a frame of the page).
 * With `replacing`, waits until that earlier panel's frame is gone and answers the one that took
 * its place: both carry the same page URL, so "a panel frame" alone could be the old one.
 */
export async function panelFrame(extension: Extension, page: Page, replacing?: Frame): Promise<Frame> {
  const prefix = extensionUrl(extension, 'src/extension/panel/panel.html');
  for (let waited = 0; waited < 10_000; waited += 50) {
    const frame = page.frames().find((candidate) => candidate !== replacing && !candidate.isDetached() && candidate.url().startsWith(prefix));
    if (frame && (!replacing || replacing.isDetached())) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error(replacing ? 'the earlier panel was not replaced by a new one' : 'no panel frame appeared');
}

/** Waits for the panel to finish and answers its state ('done' or 'error'). */
export async function panelSettled(frame: Frame): Promise<string> {
  await frame.waitForSelector('body[data-state="done"], body[data-state="error"]', { timeout: 20_000 });
  return (await frame.getAttribute('body', 'data-state')) ?? '';
}

/** The `<nutri-result>` card's figures as shown: energy, and the servings the stepper is at. */
export async function shownResult(frame: Frame) {
  return within('reading the card', frame.locator('nutri-result').evaluate((element: any) => ({
    energy: element.shadowRoot.querySelector('.energy-value')?.textContent?.trim(),
    unit: element.shadowRoot.querySelector('.energy-unit')?.textContent?.trim(),
    servings: element.servings as number,
    result: element.result,
  })));
}

/**
 * Whether each menu item exists, as the service worker sees it. `runtime.onInstalled` creates the
 * items after the worker has started, so the ones `expected` to exist are waited for (bounded):
 * `contextMenus.update` of an id succeeds only once the item exists (there is no getAll).
 */
export async function menuItemsExist(extension: Extension, ids: string[], expected: string[], timeoutMs = 10_000): Promise<Record<string, boolean>> {
  return extension.worker.evaluate(async ({ ids, expected, timeoutMs }) => {
    const chrome = (globalThis as any).chrome;
    const exists = (id: string): Promise<boolean> => chrome.contextMenus.update(id, {}).then(() => true, () => false);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await Promise.all(expected.map(exists));
      if (found.every(Boolean) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const answer: Record<string, boolean> = {};
    for (const id of ids) answer[id] = await exists(id);
    return answer;
  }, { ids, expected, timeoutMs });
}

let tabsOpened = 0;

/**
 * Opens `url` in a new tab, in front (the tab a person right-clicks in is the focused one), with
 * a unique query so that clickMenu finds exactly this tab.
 */
export async function openTab(extension: Extension, url: string): Promise<Page> {
  const page = await extension.context.newPage();
  await page.goto(`${url}${url.includes('?') ? '&' : '?'}tab=${++tabsOpened}`);
  await page.bringToFront();
  return page;
}

/** Opens `url` in a new tab, clicks "Nutrition of this recipe" and answers the panel that opens, still working. */
export async function rightClickRecipe(extension: Extension, url: string): Promise<{ page: Page; frame: Frame }> {
  const page = await openTab(extension, url);
  await clickMenu(extension, page, 'nutri-recipe');
  return { page, frame: await panelFrame(extension, page) };
}

/**
 * Opens `url` in a new tab, selects the page's `#meal`, clicks "Nutrition of …" on the selection
 * (`info` as Chrome's OnClickData adds it) and answers the panel that opens, still working.
 */
export async function rightClickSelection(extension: Extension, url: string, info: Record<string, unknown> = {}): Promise<{ page: Page; frame: Frame }> {
  const page = await openTab(extension, url);
  await within('selecting', page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('meal')!);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
  }));
  await clickMenu(extension, page, 'nutri-selection', info);
  return { page, frame: await panelFrame(extension, page) };
}

/** `rightClickRecipe`, then the panel's final state ('done' or 'error'). */
export async function openRecipePanel(extension: Extension, url: string): Promise<{ page: Page; frame: Frame; state: string }> {
  const { page, frame } = await rightClickRecipe(extension, url);
  return { page, frame, state: await panelSettled(frame) };
}

/**
 * Opens `url` in a new tab (a unique query, so the menu finds exactly this tab), right-clicks the
 * page's `#photo` ("Nutrition of this image") and answers the panel that opens, still working.
 */
export async function rightClickPhoto(extension: Extension, url: string): Promise<{ page: Page; frame: Frame }> {
  const page = await openTab(extension, url);
  const srcUrl = await page.evaluate(() => (document.getElementById('photo') as HTMLImageElement).currentSrc);
  await clickMenu(extension, page, 'nutri-image', { mediaType: 'image', srcUrl });
  return { page, frame: await panelFrame(extension, page) };
}

/** `rightClickPhoto`, then the panel's final state ('done' or 'error'). */
export async function openImagePanel(extension: Extension, url: string): Promise<{ page: Page; frame: Frame; state: string }> {
  const { page, frame } = await rightClickPhoto(extension, url);
  return { page, frame, state: await panelSettled(frame) };
}

export interface OffscreenSession {
  /** Runs `expression` in the offscreen document and answers its value. */
  evaluate(expression: string): Promise<unknown>;
  detach(): Promise<void>;
}

/**
 * The offscreen document (the engine's home) is no page Playwright hands out, so it is reached
 * over the DevTools protocol. It is created first, as the service worker would on the first analysis.
 */
export async function attachToOffscreen(extension: Extension): Promise<OffscreenSession> {
  await extension.worker.evaluate(async () => {
    const chrome = (globalThis as any).chrome;
    const url = chrome.runtime.getURL('src/extension/offscreen/offscreen.html');
    const existing = await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'], documentUrls: [url] });
    if (existing.length === 0) {
      await chrome.offscreen.createDocument({ url: 'src/extension/offscreen/offscreen.html', reasons: ['WORKERS'], justification: 'Runs the nutrition engine.' });
    }
  });
  const cdp: CDPSession = await extension.context.browser()!.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const target = targetInfos.find((info) => info.url.endsWith('/src/extension/offscreen/offscreen.html'));
  if (!target) throw new Error('no offscreen document target');
  const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: target.targetId, flatten: false });
  type Answer = { result?: { result?: { value?: unknown }; exceptionDetails?: unknown }; error?: unknown };
  const waiting = new Map<number, (message: Answer) => void>();
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as { id?: number };
    if (message.id !== undefined) waiting.get(message.id)?.(message as Answer);
  });
  let next = 0;
  return {
    async evaluate(expression) {
      const id = ++next;
      const answer = await within('evaluating in the offscreen document', new Promise<Answer>((resolve) => {
        waiting.set(id, resolve);
        void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method: 'Runtime.evaluate', params: { expression, awaitPromise: true, returnByValue: true } }) });
      }));
      waiting.delete(id);
      if (answer.error || answer.result?.exceptionDetails) throw new Error(`offscreen evaluation failed: ${JSON.stringify(answer.error ?? answer.result?.exceptionDetails)}`);
      return answer.result?.result?.value;
    },
    detach: () => cdp.detach().catch(() => undefined),
  };
}

/** Merges `patch` into the extension's saved settings, as the options page would. */
export async function updateSettings(extension: Extension, patch: Record<string, unknown>): Promise<void> {
  await extension.worker.evaluate(async (patch) => {
    const chrome = (globalThis as any).chrome;
    const { settings = {} } = await chrome.storage.local.get('settings');
    await chrome.storage.local.set({ settings: { ...settings, ...patch } });
  }, patch);
}

/** A picture with no food in it (soft stripes): whatever names a dish on it is the words or a provider. */
export async function stripesPng(): Promise<Uint8Array> {
  const image = createRaster(320, 200);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const band = Math.floor((x + y) / 40) % 2;
      image.data.set(band ? [70, 110, 200, 255] : [200, 210, 230, 255], (y * image.width + x) * 4);
    }
  }
  return encodePng(image);
}
