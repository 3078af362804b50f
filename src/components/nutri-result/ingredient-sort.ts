import type { Ingredient } from '../../api/index.js';

export type SortKey = 'name' | 'calories' | 'protein' | 'carbs' | 'fats';
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** A sorted copy; ties keep the analysis's order so re-sorting is stable. */
export function sortIngredients(items: readonly Ingredient[], order: SortOrder | undefined): Ingredient[] {
  const indexed = items.map((item, index) => ({ item, index }));
  if (!order) return indexed.map(({ item }) => item);
  const sign = order.direction === 'ascending' ? 1 : -1;
  indexed.sort((a, b) => {
    const by = order.key === 'name' ? collator.compare(a.item.name, b.item.name) : a.item[order.key] - b.item[order.key];
    return by * sign || a.index - b.index;
  });
  return indexed.map(({ item }) => item);
}

/** Clicking a column: names start A→Z, figures start largest first; a second click flips. */
export function nextSort(current: SortOrder | undefined, key: SortKey): SortOrder {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}
