import { stem, type Food } from '../foods/index.js';
import type { FoodFeatures } from '../foods/food-features.js';
import { DESCRIPTORS } from './parse.js';
import { FORM_WORDS, DENSE_FORMS, SETTINGS } from './vocabulary.js';
import { RANKING_WEIGHTS } from './ranking-weights.data.js';
import { derivedPerOwner } from '../cache/memo.js';

/*
 * Ranking a mention's candidate foods (issue 23). Each candidate the search returns is described
 * by a few class-level features (the search's own score, head noun, modifiers, form words, how
 * generic or specific its name is, its source); its rank is their weighted sum. The weights are
 * fitted offline on NutriBench's train split by bench/fit-meal-ranking.ts and shipped as data
 * (ranking-weights.data.ts, provenance in public/data/README.md): tens of numbers, nothing per
 * food or per sentence.
 */

/** The features, in the order of the weights. */
export const RANK_FEATURES = [
  'score', // the search's score (0–1.x)
  'head', // the food's head noun is the phrase's head noun
  'modifiers', // "no X"/"without X" agreement (match.ts modifierBonus)
  'sideHead', // "X with Y": the food is the accompaniment Y
  'noPortion', // a count or household measure, and the food has no USDA portion to answer it
  'whole', // a bare fraction ("half a pie") and the food is weighed whole
  'formAgree', // form words (raw, cooked, canned, dried, juice …) the phrase and the name share
  'formConflict', // form words the name has and the phrase does not
  'denseConflict', // the name is a dense form (dried, powder, dry mix, concentrate) the phrase does not say
  'generic', // the name is USDA's generic entry ("NFS", "NS as to …")
  'extraWords', // share of the name's words the phrase does not have
  'fndds', // an FNDDS "as eaten" food (1) or an SR28 one (0)
  'settingAgree', // the meal names a setting (a baby, a restaurant) the food is made for
  'settingConflict', // the food is made for a setting the meal does not name
] as const;
export type RankFeature = (typeof RANK_FEATURES)[number];

/** The weights in use: fitted ones, or (for a feature the fit left out) the hand-set ones. */
export const WEIGHTS: readonly number[] = RANK_FEATURES.map((name) => RANKING_WEIGHTS[name] ?? 0);

/** The hand-set ranking the join test's costs (match.ts) were chosen on. */
const HAND_WEIGHTS: Readonly<Partial<Record<RankFeature, number>>> = { score: 1, head: 0.12, modifiers: 1, sideHead: -0.25, noPortion: -0.5, whole: 0.1 };
export const JOIN_WEIGHTS: readonly number[] = RANK_FEATURES.map((name) => HAND_WEIGHTS[name] ?? 0);

export function rankOf(features: readonly number[], weights: readonly number[] = WEIGHTS): number {
  let sum = 0;
  for (let i = 0; i < features.length; i++) sum += features[i]! * weights[i]!;
  return sum;
}

interface NameWords {
  /** The name's stemmed content words without descriptors ("sliced", "large"): what extraWords counts. */
  content: readonly string[];
  forms: readonly string[];
  generic: boolean;
}
const nameWordsByFood = new WeakMap<Food, NameWords>();
function nameWords(food: Food, shipped?: (id: string) => FoodFeatures | undefined): NameWords {
  let known = nameWordsByFood.get(food);
  if (!known) {
    const { content, forms } = shipped?.(food.id) ?? nameFeatures(food);
    known = { content, forms, generic: /\bnfs\b|\bns as to\b/.test(food.name.toLowerCase()) };
    nameWordsByFood.set(food, known);
  }
  return known;
}
/** The name's content words and form words, worked out from the name (the data build ships them: meal/food-features.ts). */
export function nameFeatures(food: Food): Pick<FoodFeatures, 'content' | 'forms'> {
  const raw = food.name
    .toLowerCase()
    .split(/[^a-z%]+/)
    .filter((w) => w.length > 1 && !NAME_FUNCTION_WORDS.has(w));
  const words = [...new Set(raw.map(stem))];
  return { content: words.filter((w) => !DESCRIPTORS.has(w)), forms: [...new Set(raw.filter((w) => FORM_WORDS.has(w)).map(formOf))] };
}
const NAME_FUNCTION_WORDS = new Set(['nfs', 'ns', 'as', 'to', 'and', 'or', 'with', 'in', 'of', 'the', 'from', 'type', 'made', 'on', 'for', 'not', 'further', 'specified']);
/** Spellings of one form ("dehydrated" is dried, "fresh" is raw) read as one. */
const formOf = (w: string) => FORM_ALIASES[w] ?? stem(w);
const FORM_ALIASES: Readonly<Record<string, string>> = { dehydrated: 'dri', dried: 'dri', dry: 'dri', powdered: 'powder', fresh: 'raw', uncooked: 'raw', unprepared: 'raw', prepared: 'cook', cooked: 'cook' };

/** What the ranking reads of a phrase: made once per phrase, compared with every candidate. */
export interface PhraseWords {
  said: ReadonlySet<string>;
  stems: ReadonlySet<string>;
}
export function phraseWords(words: readonly string[]): PhraseWords {
  return { said: new Set(words.filter((w) => FORM_WORDS.has(w)).map(formOf)), stems: new Set(words.map(stem)) };
}

/**
 * The class-level features of a candidate that do not depend on the matcher's own rules. `shipped`
 * gives the data's per-food lists (FoodDatabase.features), read on the food's first look-up only.
 */
export function textFeatures(food: Food, phrase: PhraseWords | readonly string[], shipped?: (id: string) => FoodFeatures | undefined): { formAgree: number; formConflict: number; denseConflict: number; generic: number; extraWords: number; fndds: number } {
  const name = nameWords(food, shipped);
  const { said, stems } = Array.isArray(phrase) ? phraseWords(phrase) : (phrase as PhraseWords);
  let agree = 0;
  let conflict = 0;
  let dense = 0;
  for (const form of name.forms) {
    if (said.has(form)) agree++;
    else {
      conflict++;
      if (DENSE_FORMS.has(form)) dense++;
    }
  }
  const content = name.content;
  let unsaid = 0;
  for (const w of content) if (!stems.has(w)) unsaid++;
  const extra = content.length === 0 ? 0 : unsaid / content.length;
  return { formAgree: agree, formConflict: conflict, denseConflict: dense, generic: name.generic ? 1 : 0, extraWords: extra, fndds: food.source === 'fndds' ? 1 : 0 };
}

/** The settings (vocabulary.ts SETTINGS) the meal's text names, as bits. */
export function settingsOf(text: string): number {
  let mask = 0;
  SETTINGS.forEach((setting, i) => {
    if (setting.words.test(text)) mask |= 1 << i;
  });
  return mask;
}

/** The settings a food's category and name belong to, as a bit mask. */
const foodSettings = derivedPerOwner((food: Food): number => {
  let own = 0;
  const said = `${food.category} ${food.name}`;
  SETTINGS.forEach((setting, i) => {
    if (setting.foods.test(said)) own |= 1 << i;
  });
  return own;
});
/** Agreement of the meal's settings with the food's (its category and name). */
export function settingFeatures(food: Food, mask: number): { agree: number; conflict: number } {
  const own = foodSettings(food);
  let agree = 0;
  let conflict = 0;
  for (let i = 0; i < SETTINGS.length; i++) {
    const bit = 1 << i;
    if (own & bit) {
      if (mask & bit) agree++;
      else conflict++;
    }
  }
  return { agree, conflict };
}
