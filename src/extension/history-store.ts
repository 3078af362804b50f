import browser from 'webextension-polyfill';
import { HISTORY_KEY, readHistory, withEntry, type HistoryEntry } from './history.js';

export async function loadHistory(): Promise<HistoryEntry[]> {
  const stored = await browser.storage.local.get(HISTORY_KEY);
  return readHistory(stored[HISTORY_KEY]);
}

/**
 * Adds an entry in front. With a `signal` (a panel's job), an abort that lands while the write
 * is on its way leaves the history as it was: a cancelled job leaves no trace, however late the
 * panel was closed, and the write rejects with the abort's reason.
 */
export async function addToHistory(entry: Omit<HistoryEntry, 'id' | 'at'>, signal?: AbortSignal): Promise<HistoryEntry> {
  const full: HistoryEntry = { id: crypto.randomUUID(), at: Date.now(), ...entry, input: entry.input.slice(0, 300) };
  signal?.throwIfAborted();
  const before = await loadHistory();
  signal?.throwIfAborted();
  const written = withEntry(before, full);
  await browser.storage.local.set({ [HISTORY_KEY]: written });
  if (signal?.aborted) {
    await takeBack(full.id, before, written);
    signal.throwIfAborted();
  }
  return full;
}

/**
 * Undoes one write of the entry `id`: the list as it was when nothing else wrote since (an entry
 * it pushed out of a full history comes back), else the list without that entry.
 */
async function takeBack(id: string, before: readonly HistoryEntry[], written: readonly HistoryEntry[]): Promise<void> {
  const now = await loadHistory();
  const untouched = now.length === written.length && now.every((entry, i) => entry.id === written[i]!.id);
  await browser.storage.local.set({ [HISTORY_KEY]: untouched ? before : now.filter((entry) => entry.id !== id) });
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
