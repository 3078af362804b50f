import browser from 'webextension-polyfill';
import { bindApi, operationNames, type NutritionApi, type Transport } from '../api/index.js';
import { unwrapReply, type MessageOf } from './messages.js';

/**
 * The NutritionApi for extension pages (popup, options): each call goes to the service worker,
 * which routes it to the embedded engine or the configured service. Components get this as
 * their `client`, so they never load an engine of their own inside a page.
 */
const viaServiceWorker: Transport = async (operation, data, options) => {
  const message: MessageOf<'api-call'> = { type: 'api-call', operation, data };
  const reply = await browser.runtime.sendMessage(message);
  // The worker cannot be told to stop; a cancelled call just drops its answer.
  options.signal?.throwIfAborted();
  return unwrapReply(reply, operation);
};

export function extensionApi(): NutritionApi {
  return bindApi(viaServiceWorker, operationNames);
}
