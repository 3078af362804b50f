import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type Frame, type Page } from 'puppeteer-core';

export const DIST_FIREFOX = new URL('../../dist-firefox/', import.meta.url).pathname;
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The moz-extension:// host is a random UUID per install; the test profile pins it. */
export const UUID = '6d1f4a52-52b5-4c1f-9a47-8f5c2b7a0c11';
export const ORIGIN = `moz-extension://${UUID}`;

export interface FirefoxExtension {
  browser: PuppeteerBrowser;
  /** The popup page, opened in a tab: the extension's own page the tests drive the background from. */
  control: Page;
  close(): Promise<void>;
}

/** The WebExtension API, as page.evaluate's callbacks see it inside the extension's pages. */
declare const browser: import('webextension-polyfill').Browser;

/*
 * What the test copy of dist-firefox/ adds, and why. WebDriver BiDi may not navigate a tab to a
 * moz-extension:// page, and Firefox has no way to click a context menu item from outside (Chrome
 * has contextMenus.onClicked.dispatch). So one test-only background script runs before the
 * build's own: it keeps the listeners the extension adds to contextMenus.onClicked (the very
 * function a real click calls) and opens the popup in a tab, where the tests run their steps.
 * It also records the background page's console errors and unhandled rejections. Like the Chrome
 * tests, the copy gets host access to http://127.0.0.1 (a replayed click grants no activeTab).
 * Everything else is the build as shipped.
 */
const TEST_HOOKS = `
const clickListeners = [];
const onClicked = browser.contextMenus.onClicked;
const addListener = onClicked.addListener.bind(onClicked);
onClicked.addListener = (listener) => { clickListeners.push(listener); addListener(listener); };
globalThis.nutriTest = {
  errors: [],
  warnings: [],
  click(info, tab) { for (const listener of clickListeners) listener(info, tab); return clickListeners.length; },
};
const warn = console.warn.bind(console);
console.warn = (...args) => { globalThis.nutriTest.warnings.push(args.map(String).join(' ')); warn(...args); };
const error = console.error.bind(console);
console.error = (...args) => { globalThis.nutriTest.errors.push(args.map(String).join(' ')); error(...args); };
addEventListener('error', (event) => globalThis.nutriTest.errors.push(String(event.message)));
addEventListener('unhandledrejection', (event) => globalThis.nutriTest.errors.push(String(event.reason)));
browser.tabs.create({ url: browser.runtime.getURL('src/extension/popup/popup.html') });
`;

export async function launchFirefox(): Promise<FirefoxExtension> {
  if (!existsSync(join(DIST_FIREFOX, 'manifest.json'))) throw new Error('dist-firefox/ is missing: run npm run build:firefox first');
  const root = await mkdtemp(join(tmpdir(), 'nutri-firefox-'));
  const dist = join(root, 'extension');
  await cp(DIST_FIREFOX, dist, { recursive: true });
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  manifest.host_permissions = ['http://127.0.0.1/*'];
  manifest.background.scripts = ['test-hooks.js', ...manifest.background.scripts];
  await writeFile(join(dist, 'test-hooks.js'), TEST_HOOKS);
  await writeFile(join(dist, 'manifest.json'), JSON.stringify(manifest, null, 2));

  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    protocol: 'webDriverBiDi',
    headless: true,
    userDataDir: join(root, 'profile'),
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [manifest.browser_specific_settings.gecko.id]: UUID }),
      // Offline: no update checks, telemetry or captive-portal probes.
      'network.captive-portal-service.enabled': false,
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  });
  try {
    await browser.installExtension(dist);
    const control = await extensionPage(browser, `${ORIGIN}/src/extension/popup/popup.html`);
    await control.waitForSelector('body[data-ready="true"]', { timeout: 15_000 });
    return {
      browser,
      control,
      async close() {
        await browser.close();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * A tab showing `url`. Over BiDi, Firefox reports an extension page's URL as about:blank, so
 * each tab is asked where it is.
 */
export async function extensionPage(browser: PuppeteerBrowser, url: string, timeoutMs = 15_000): Promise<Page> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    for (const page of await browser.pages()) {
      const href = await page.evaluate(() => location.href).catch(() => '');
      if (href === url) return page;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no tab at ${url}`);
}

/** Runs the extension's real menu-click listener for the tab at `pageUrl`, as a click on the item would. */
export async function clickMenu(extension: FirefoxExtension, pageUrl: string, menuItemId: string, info: Record<string, unknown> = {}): Promise<void> {
  const listeners = await extension.control.evaluate(async (menuItemId, pageUrl, info) => {
    // Not tabs.query({ url }): Firefox's match patterns take no port.
    const tab = (await browser.tabs.query({})).find((candidate) => candidate.url === pageUrl);
    if (!tab) throw new Error(`no tab at ${pageUrl}`);
    const background = (await browser.runtime.getBackgroundPage()) as unknown as { nutriTest: { click(info: unknown, tab: unknown): number } };
    return background.nutriTest.click({ menuItemId, editable: false, frameId: 0, pageUrl, ...info }, tab);
  }, menuItemId, pageUrl, info);
  if (listeners !== 1) throw new Error(`expected the extension's one onClicked listener, found ${listeners}`);
}

/** Console errors and unhandled rejections (or warnings) of the background page so far. */
export async function backgroundErrors(extension: FirefoxExtension, kind: 'errors' | 'warnings' = 'errors'): Promise<string[]> {
  return extension.control.evaluate(async (kind) => {
    const background = (await browser.runtime.getBackgroundPage()) as unknown as { nutriTest: Record<string, string[]> };
    return [...background.nutriTest[kind]!];
  }, kind);
}

/** What storage.local holds under `key`, as the extension sees it. */
export async function stored<T>(extension: FirefoxExtension, key: string): Promise<T | undefined> {
  return extension.control.evaluate(async (key) => (await browser.storage.local.get(key))[key], key) as Promise<T | undefined>;
}

/** The panel's frame in `page` (its iframe sits in a closed shadow root, but it is still a frame of the page). */
export async function panelFrame(page: Page, timeoutMs = 15_000): Promise<Frame> {
  const prefix = `${ORIGIN}/src/extension/panel/panel.html`;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    for (const frame of page.frames()) {
      if (frame === page.mainFrame() || frame.detached) continue;
      const href = await frame.evaluate(() => location.href).catch(() => '');
      if (href.startsWith(prefix)) return frame;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no panel frame appeared');
}

/** Waits for the panel to finish and answers its state ('done' or 'error'). */
export async function panelSettled(frame: Frame): Promise<string> {
  await frame.waitForSelector('body[data-state="done"], body[data-state="error"]', { timeout: 30_000 });
  return frame.evaluate(() => document.body.dataset.state ?? '');
}

/** The `<nutri-result>` card in `frame`: its result and the energy it shows. */
export async function shownResult(frame: Frame) {
  return frame.evaluate(() => {
    const element = document.querySelector('nutri-result') as HTMLElement & { result: any; servings: number };
    return {
      energy: element.shadowRoot!.querySelector('.energy-value')?.textContent?.trim(),
      servings: element.servings,
      result: element.result,
    };
  });
}
