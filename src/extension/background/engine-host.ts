import browser from 'webextension-polyfill';
import { NutritionApiError } from '../../api/index.js';
import { writeEngineSettings } from '../engine-settings.js';
import { unwrapReply } from '../messages.js';
import type { Settings } from '../settings.js';
import type { EngineRequest } from '../engine/engine-runner.js';
import { ensureOffscreenDocument } from './offscreen-document.js';

/*
 * The platform seam: where the embedded engine runs. This is Chrome's: a service worker has no
 * DOM, workers or canvas, so the engine lives in an offscreen document and is asked by message.
 * Firefox's background is a page that can run the engine itself: `engine-host.firefox.ts`,
 * which the Firefox build puts in this module's place (vite.config.ts, mode "firefox").
 */

/** Runs `request` on the engine with the provider members of `settings` (read from storage.local by the caller). */
export async function runOnEngine(request: EngineRequest, settings: Settings): Promise<unknown> {
  // Settings never travel in the message: the document reads them from the extension's IndexedDB.
  await writeEngineSettings(settings);
  await ensureOffscreenDocument();
  let reply: unknown;
  for (let attempt = 0; ; attempt++) {
    try {
      reply = await browser.runtime.sendMessage(request);
      break;
    } catch (error) {
      // A just-created document may not have registered its listener yet.
      if (attempt < 5 && /receiving end does not exist/i.test(String((error as Error)?.message))) {
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
        continue;
      }
      throw new NutritionApiError('internalServerError', `The embedded engine could not be reached: ${(error as Error)?.message ?? error}`);
    }
  }
  return unwrapReply(reply, request.type);
}
