import type { FoodDatabase } from './foods/index.js';

/**
 * Everything an engine operation needs, loaded once by createEngine(). Operations are plain
 * functions over it, so a test, the server, the CLI and a component call them the same way.
 */
export interface EngineContext {
  readonly foods: FoodDatabase;
  /** Every word that occurs in a food's name or category: tells food words from others. */
  readonly vocabulary: ReadonlySet<string>;
}

/** Folds plurals the simple way, enough to ask "is this a food word at all?". */
export function vocabularyKey(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z0-9/"'-]/g, '');
  if (w.length > 4 && w.endsWith('ies')) return w.slice(0, -3) + 'y';
  if (w.length > 4 && /(ches|shes|xes|ses|oes)$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

export function buildVocabulary(foods: FoodDatabase): Set<string> {
  const vocabulary = new Set<string>();
  for (const food of foods.foods()) {
    const text = `${food.name} ${food.category} ${food.commonNames ?? ''}`.toLowerCase();
    for (const word of text.split(/[^a-z0-9'"/-]+/)) {
      if (word.length === 0) continue;
      vocabulary.add(vocabularyKey(word));
      for (const part of word.split('-')) if (part) vocabulary.add(vocabularyKey(part));
    }
  }
  return vocabulary;
}

export function createEngineContext(foods: FoodDatabase): EngineContext {
  return { foods, vocabulary: buildVocabulary(foods) };
}
