import browser from 'webextension-polyfill';
import { readSettings, SETTINGS_KEY, type Settings } from './settings.js';

/*
 * The settings in storage.local. Every part reads them when it needs them (the service worker
 * keeps nothing in memory) and pages follow storage.onChanged, so a change applies at once.
 */

export async function loadSettings(): Promise<Settings> {
  const stored = await browser.storage.local.get(SETTINGS_KEY);
  return readSettings(stored[SETTINGS_KEY]);
}

export async function saveSettings(patch: Partial<Settings>): Promise<Settings> {
  const next = readSettings({ ...(await loadSettings()), ...patch });
  await browser.storage.local.set({ [SETTINGS_KEY]: next });
  return next;
}

/** Calls `listener` with the new settings whenever any part of the extension changes them. */
export function watchSettings(listener: (settings: Settings) => void): () => void {
  const onChanged = (changes: Record<string, browser.Storage.StorageChange>, area: string) => {
    if (area === 'local' && SETTINGS_KEY in changes) listener(readSettings(changes[SETTINGS_KEY]?.newValue));
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}
