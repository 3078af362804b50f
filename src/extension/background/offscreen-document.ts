import browser from 'webextension-polyfill';
import { NutritionApiError } from '../../api/index.js';
import { chromeApi } from '../chrome.js';
import { PAGES } from '../paths.js';

/**
 * Makes sure the offscreen document (the engine's home) exists. It is created on first use and
 * then reused; the question is asked of Chrome each time rather than remembered, because the
 * service worker's memory does not survive an idle stop.
 */
export async function ensureOffscreenDocument(): Promise<void> {
  const chrome = chromeApi();
  const url = browser.runtime.getURL(PAGES.offscreen);
  const existing = await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'], documentUrls: [url] });
  if (existing.length > 0) return;
  if (!chrome.offscreen) {
    throw new NutritionApiError('internalServerError', 'This browser has no offscreen documents (Chrome 109 or newer is needed for the embedded engine).');
  }
  try {
    await chrome.offscreen.createDocument({
      url: PAGES.offscreen,
      reasons: ['WORKERS'],
      justification: 'Runs the nutrition engine (food database, meal parser) off the service worker.',
    });
  } catch (error) {
    // Two analyses started at once: the other one created it first, which is what we wanted.
    if (!/single offscreen document|already exists/i.test(String((error as Error)?.message ?? error))) throw error;
  }
}
