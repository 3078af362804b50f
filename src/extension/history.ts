import { z } from 'zod';
import { AnyFoodResult } from '../api/index.js';

/** The last results, newest first, in storage.local (they survive restarts, never leave the device). */
export const HistoryEntry = z.object({
  id: z.string(),
  /** Milliseconds since the epoch. */
  at: z.number(),
  source: z.enum(['selection', 'recipe', 'popup', 'image', 'fix']),
  /** What was analysed, short: the selected text, the recipe's name, the typed meal. */
  input: z.string(),
  pageUrl: z.string().optional(),
  /** Rated, or unrated after a fix (fixFood's answer carries no healthRating). */
  result: AnyFoodResult,
  /** The result was corrected with Fix (fixFood) after the analysis. */
  fixed: z.boolean().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const HISTORY_KEY = 'history';
export const HISTORY_SIZE = 20;

/** Stored history as valid entries; anything unreadable is dropped rather than breaking the popup. */
export function readHistory(stored: unknown): HistoryEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item) => {
    const entry = HistoryEntry.safeParse(item);
    return entry.success ? [entry.data] : [];
  });
}

/** `entries` with `entry` in front, at most HISTORY_SIZE long. */
export function withEntry(entries: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...entries.filter((item) => item.id !== entry.id)].slice(0, HISTORY_SIZE);
}
