import type { FoodDatabase } from './types.js';

/**
 * The food database with what describing text needs beside it: the vocabulary of food words.
 * Built once per engine (the `foods` provider); describeMeal and the operations that re-use it
 * (fixFood, scanImage's named foods) take this.
 */
export interface FoodIndex {
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
  // Shipped with the data (scripts/build-food-data.ts): start-up reads no name for it.
  const shipped = foods.vocabulary?.();
  if (shipped) return new Set(shipped);
  return vocabularyFromNames(foods);
}

/** The vocabulary read from the foods' names, categories and common names (what the build ships). */
export function vocabularyFromNames(foods: FoodDatabase): Set<string> {
  const vocabulary = new Set<string>();
  // About 8k distinct words in 14k names: each one's keys are worked out once.
  const seen = new Set<string>();
  const add = (word: string) => {
    if (seen.has(word)) return;
    seen.add(word);
    vocabulary.add(vocabularyKey(word));
    for (const part of word.split('-')) if (part) vocabulary.add(vocabularyKey(part));
  };
  // The database's texts when it lists them: making every Food only to read its name costs more than the words.
  const texts = foods.texts?.() ?? foods.foods().map((food) => `${food.name} ${food.category} ${food.commonNames ?? ''}`);
  for (const original of texts) {
    // Words are runs of [a-z0-9'"/-]; a hand loop, because this reads every name at start-up.
    const text = original.toLowerCase();
    let start = -1;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? text.charCodeAt(i) : 32;
      const inWord = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39 || c === 34 || c === 47 || c === 45;
      if (inWord) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        add(text.slice(start, i));
        start = -1;
      }
    }
  }
  return vocabulary;
}

export function createFoodIndex(foods: FoodDatabase): FoodIndex {
  return { foods, vocabulary: buildVocabulary(foods) };
}
