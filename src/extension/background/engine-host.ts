import browser from 'webextension-polyfill';
import { NutritionApiError } from '../../api/index.js';
import { writeEngineSettings } from '../engine-settings.js';
import { unwrapReply } from '../messages.js';
import type { Settings } from '../settings.js';
import { cancelled, type EngineRequest } from '../engine/engine-runner.js';
import { ensureOffscreenDocument } from './offscreen-document.js';

/*
 * The platform seam: where the embedded engine runs. This is Chrome's: a service worker has no
 * DOM, workers or canvas, so the engine lives in an offscreen document and is asked by message.
 * Firefox's background is a page that can run the engine itself: `engine-host.firefox.ts`,
 * which the Firefox build puts in this module's place (vite.config.ts, mode "firefox").
 */

/**
 * Runs `request` on the engine with the provider members of `settings` (read from storage.local
 * by the caller). `signal` cancels it: the document is told to abort the call, and this rejects
 * at once.
 */
export async function runOnEngine(request: EngineRequest, settings: Settings, signal?: AbortSignal): Promise<unknown> {
  signal?.throwIfAborted();
  // Settings never travel in the message: the document reads them from the extension's IndexedDB.
  await writeEngineSettings(settings);
  await ensureOffscreenDocument();
  const sent = signal ? { ...request, callId: crypto.randomUUID() } : request;
  let reply: unknown;
  for (let attempt = 0; ; attempt++) {
    try {
      reply = await untilAborted(browser.runtime.sendMessage(sent), sent, signal);
      break;
    } catch (error) {
      // A just-created document may not have registered its listener yet.
      if (attempt < 5 && /receiving end does not exist/i.test(String((error as Error)?.message))) {
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
        continue;
      }
      if (signal?.aborted) throw signal.reason;
      throw new NutritionApiError('internalServerError', `The embedded engine could not be reached: ${(error as Error)?.message ?? error}`);
    }
  }
  return unwrapReply(reply, request.type);
}

/** The reply, or the abort's reason once `signal` fires (and the document is told to stop). */
function untilAborted(reply: Promise<unknown>, request: EngineRequest, signal: AbortSignal | undefined): Promise<unknown> {
  if (!signal || !request.callId) return reply;
  const callId = request.callId;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      void browser.runtime.sendMessage({ type: 'engine-abort', callId }).catch(() => undefined);
      reject(signal.reason ?? cancelled());
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
