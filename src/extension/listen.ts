import browser from 'webextension-polyfill';
import { dispatch, type ExtensionIdentity, type Handlers, type Receiver } from './messages.js';

/** This extension's id and the origins of its own contexts, as seen from any of its parts. */
export function extensionIdentity(): ExtensionIdentity {
  const id = browser.runtime.id;
  const origins = new Set([`chrome-extension://${id}`, new URL(browser.runtime.getURL('')).origin]);
  // With use_dynamic_url, Chrome gives the session a second origin for web-accessible pages.
  const dynamicId = (globalThis as { chrome?: { runtime?: { dynamicId?: unknown } } }).chrome?.runtime?.dynamicId;
  if (typeof dynamicId === 'string' && dynamicId) origins.add(`chrome-extension://${dynamicId}`);
  return { id, origins: [...origins] };
}

/** Registers `receiver`'s handlers on runtime.onMessage, with its sender checks (messages.ts). */
export function listen<R extends Receiver>(receiver: R, handlers: Handlers<R>): void {
  const self = extensionIdentity();
  browser.runtime.onMessage.addListener((message: unknown, sender: unknown) => dispatch(receiver, handlers, message, sender, self));
}
