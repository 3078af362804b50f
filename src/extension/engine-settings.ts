import { readSettings, Settings, engineConfigOf } from './settings.js';

/*
 * The settings the offscreen engine runs with (Open Food Facts lookups, the vision provider's
 * URL, model and key, the on-device model's switch, the meal language), read by the offscreen document itself, never taken from a message.
 *
 * Chrome gives an offscreen document chrome.runtime and nothing else: no chrome.storage. It does
 * have the IndexedDB of the extension's origin, which the service worker and the extension's
 * pages share and which web pages and content scripts (they run in the page's origin) cannot
 * open. The service worker copies these members from storage.local (the settings' one home)
 * into it before every engine call, so a change in the options applies to the very next call.
 */

export const EngineProviderSettings = Settings.pick({ onlineLookups: true, visionUrl: true, visionModel: true, visionKey: true, onDeviceModel: true, language: true });
export type EngineProviderSettings = import('zod').infer<typeof EngineProviderSettings>;

const DATABASE = 'nutri-kit';
const STORE = 'settings';
const KEY = 'engine-providers';

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** The service worker: the engine's members of `settings`, for the offscreen document to read. */
export async function writeEngineSettings(settings: Settings): Promise<void> {
  const { onlineLookups, visionUrl, visionModel, visionKey, onDeviceModel, language } = settings;
  await inStore('readwrite', (store) => store.put({ onlineLookups, visionUrl, visionModel, visionKey, onDeviceModel, language } satisfies EngineProviderSettings, KEY));
}

/** The offscreen document: the engine's configuration; nothing stored means the defaults (offline, no vision). */
export async function readEngineConfig(): Promise<ReturnType<typeof engineConfigOf>> {
  const stored = await inStore<unknown>('readonly', (store) => store.get(KEY));
  const providers = EngineProviderSettings.safeParse(stored);
  return engineConfigOf(readSettings(providers.success ? providers.data : {}));
}
