import browser from 'webextension-polyfill';
import { HISTORY_KEY, readHistory, withEntry, type HistoryEntry } from './history.js';

export async function loadHistory(): Promise<HistoryEntry[]> {
  const stored = await browser.storage.local.get(HISTORY_KEY);
  return readHistory(stored[HISTORY_KEY]);
}

export async function addToHistory(entry: Omit<HistoryEntry, 'id' | 'at'>): Promise<HistoryEntry> {
  const full: HistoryEntry = { id: crypto.randomUUID(), at: Date.now(), ...entry, input: entry.input.slice(0, 300) };
  await browser.storage.local.set({ [HISTORY_KEY]: withEntry(await loadHistory(), full) });
  return full;
}

/**
 * A correction (fixFood) of an entry's result replaces it in place, marked as fixed; an entry
 * that is gone (cleared, pushed out) is left gone. Answers whether it was found.
 */
export async function replaceInHistory(id: string, result: HistoryEntry['result']): Promise<boolean> {
  const entries = await loadHistory();
  const index = entries.findIndex((entry) => entry.id === id);
  if (index < 0) return false;
  entries[index] = { ...entries[index]!, result, fixed: true };
  await browser.storage.local.set({ [HISTORY_KEY]: entries });
  return true;
}

export async function clearHistory(): Promise<void> {
  await browser.storage.local.remove(HISTORY_KEY);
}

export function watchHistory(listener: (entries: HistoryEntry[]) => void): () => void {
  const onChanged = (changes: Record<string, browser.Storage.StorageChange>, area: string) => {
    if (area === 'local' && HISTORY_KEY in changes) listener(readHistory(changes[HISTORY_KEY]?.newValue));
  };
  browser.storage.onChanged.addListener(onChanged);
  return () => browser.storage.onChanged.removeListener(onChanged);
}
