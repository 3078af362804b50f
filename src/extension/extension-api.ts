import browser from 'webextension-polyfill';
import { bindApi, operationNames, type NutritionApi, type Transport } from '../api/index.js';
import { unwrapReply, type MessageOf } from './messages.js';

/**
 * The NutritionApi for extension pages (popup, options): each call goes to the service worker,
 * which routes it to the embedded engine or the configured service. Components get this as
 * their `client`, so they never load an engine of their own inside a page.
 */
const viaServiceWorker: Transport = async (operation, _data, wire) => {
  const message: MessageOf<'api-call'> = { type: 'api-call', operation, data: wire };
  return unwrapReply(await browser.runtime.sendMessage(message), operation);
};

export function extensionApi(): NutritionApi {
  return bindApi(viaServiceWorker, operationNames);
}
