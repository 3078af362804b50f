import browser from 'webextension-polyfill';
import { dispatch, type ExtensionIdentity, type Handlers, type Receiver } from './messages.js';

/** This extension's id and the origins of its own contexts, as seen from any of its parts. */
export function extensionIdentity(): ExtensionIdentity {
  const id = browser.runtime.id;
  const origins = new Set([`chrome-extension://${id}`, new URL(browser.runtime.getURL('')).origin]);
  // With use_dynamic_url, Chrome gives the session a second origin for web-accessible pages.
  const dynamicId = (globalThis as { chrome?: { runtime?: { dynamicId?: unknown } } }).chrome?.runtime?.dynamicId;
  if (typeof dynamicId === 'string' && dynamicId) origins.add(`chrome-extension://${dynamicId}`);
  // Chrome's offscreen document has no runtime.getManifest (only messaging); its senders are the worker anyway.
  const manifest = typeof browser.runtime.getManifest === 'function' ? browser.runtime.getManifest() : undefined;
  return { id, origins: [...origins], ...backgroundPageOf(manifest) };
}

/**
 * Where Firefox runs `background.scripts`: a page it generates at this fixed name (or the
 * manifest's own `background.page`). Chrome's background is a service worker: no page.
 */
function backgroundPageOf(manifest: browser.Manifest.WebExtensionManifest | undefined): { backgroundPage?: string } {
  const background = manifest?.background as { page?: string; scripts?: string[] } | undefined;
  const page = background?.page ?? (background?.scripts?.length ? '_generated_background_page.html' : undefined);
  return page ? { backgroundPage: browser.runtime.getURL(page) } : {};
}

/** Registers `receiver`'s handlers on runtime.onMessage, with its sender checks (messages.ts). */
export function listen<R extends Receiver>(receiver: R, handlers: Handlers<R>): void {
  const self = extensionIdentity();
  browser.runtime.onMessage.addListener((message: unknown, sender: unknown) => dispatch(receiver, handlers, message, sender, self));
}
