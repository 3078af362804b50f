/**
 * What describeMeal's matcher reads of each food's name, worked out by the data build
 * (scripts/build-food-data.ts, from the meal rules themselves: meal/food-features.ts) and shipped
 * in foods.json.gz, so that a food's first look-up costs what its second does. The food layer
 * only carries them: lists of short terms per food, stored once in a term table.
 *
 * A food's lists are decoded on first use and kept; a data file without them (older or
 * hand-made data) is served too, the matcher then works them out per food.
 */

/** The lists, in the order they are packed. */
export const FEATURE_LISTS = ['kinds', 'heads', 'content', 'forms', 'added', 'marks'] as const;
export type FeatureList = (typeof FEATURE_LISTS)[number];

/**
 * One food's features. `kinds` are the kinds that carry the food (meal/kind.ts), each a list of
 * stems (or a marker and stems); `heads` the stems that can head its name (meal/match.ts);
 * `content` and `forms` the name's stemmed content words and form words, without the ones it says
 * are left out; `added` the sweets and coatings it says were added; `marks` what the ranking reads
 * as yes or no (generic, the settings it is made for) (meal/rank.ts).
 */
export interface FoodFeatures {
  kinds: readonly (readonly string[])[];
  heads: readonly string[];
  content: readonly string[];
  forms: readonly string[];
  added: readonly string[];
  marks: readonly string[];
}

/** The "features" member of foods.json.gz. */
export interface PackedFeatures {
  /** The lists per food, in this order (FEATURE_LISTS when written by this build). */
  lists: string[];
  /** Term table; a kind's stems are joined with single spaces. Most used first, so ids stay short. */
  terms: string[];
  /** Per food, one character per list: its length, from COUNT_BASE. */
  counts: string;
  /** The term ids, food after food, list after list, one character each from ID_BASE. */
  ids: string;
}

/** Counts are one character each from '#' (0): JSON-safe, no escaping, gzip-friendly. */
const COUNT_BASE = 0x23;
const MAX_COUNT = 0x7e - COUNT_BASE;
/**
 * Term ids are one character each from '0': the most used terms take one byte in UTF-8, the
 * rest two or three, and decoding reads char codes instead of parsing numbers. Below the
 * surrogates, so every id is one UTF-16 unit JSON writes as it is.
 */
const ID_BASE = 0x30;
const MAX_TERMS = 0xd800 - ID_BASE;

/** A string of char codes, in chunks: String.fromCharCode takes its codes as arguments. */
function fromCodes(codes: readonly number[]): string {
  const chunks: string[] = [];
  for (let at = 0; at < codes.length; at += 8192) chunks.push(String.fromCharCode(...codes.slice(at, at + 8192)));
  return chunks.join('');
}

const KIND_SEPARATOR = ' ';

export function packFeatures(foods: readonly FoodFeatures[]): PackedFeatures {
  const uses = new Map<string, number>();
  const listsOf = (f: FoodFeatures): (readonly string[])[] => [f.kinds.map((k) => k.join(KIND_SEPARATOR)), f.heads, f.content, f.forms, f.added, f.marks];
  for (const food of foods) {
    for (const list of listsOf(food)) for (const term of list) uses.set(term, (uses.get(term) ?? 0) + 1);
  }
  const terms = [...uses.keys()].sort((a, b) => uses.get(b)! - uses.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
  if (terms.length > MAX_TERMS) throw new RangeError(`${terms.length} feature terms, more than ${MAX_TERMS}`);
  const idOf = new Map(terms.map((t, i) => [t, i]));
  const counts: number[] = [];
  const ids: number[] = [];
  for (const food of foods) {
    for (const list of listsOf(food)) {
      if (list.length > MAX_COUNT) throw new RangeError(`a food has ${list.length} terms in one feature list, more than ${MAX_COUNT}`);
      counts.push(COUNT_BASE + list.length);
      for (const term of list) ids.push(ID_BASE + idOf.get(term)!);
    }
  }
  return { lists: [...FEATURE_LISTS], terms, counts: fromCodes(counts), ids: fromCodes(ids) };
}

/**
 * The shipped features by food position, decoded on first use. Throws when the packed lists do
 * not fit the data (another build's features, lists this engine does not know).
 */
export function unpackFeatures(packed: PackedFeatures, n: number): (index: number) => FoodFeatures {
  const width = FEATURE_LISTS.length;
  if (packed.lists.length !== width || packed.lists.some((name, i) => name !== FEATURE_LISTS[i])) {
    throw new RangeError(`packed features hold the lists ${packed.lists.join(', ')}; this engine reads ${FEATURE_LISTS.join(', ')}`);
  }
  if (packed.counts.length !== width * n) throw new RangeError(`packed features are for ${packed.counts.length / width} foods, the data has ${n}`);
  // Where each food's ids start: one pass over the counts, no strings made.
  const start = new Int32Array(n + 1);
  let at = 0;
  for (let d = 0; d < n; d++) {
    start[d] = at;
    for (let l = 0; l < width; l++) at += packed.counts.charCodeAt(d * width + l) - COUNT_BASE;
  }
  start[n] = at;
  if (at !== packed.ids.length) throw new RangeError(`packed features count ${at} terms but hold ${packed.ids.length}`);
  const ids = packed.ids;
  const kindTerms: (readonly string[] | undefined)[] = new Array(packed.terms.length);
  const kindOf = (id: number) => (kindTerms[id] ??= packed.terms[id]!.split(KIND_SEPARATOR));
  const decoded: (FoodFeatures | undefined)[] = new Array(n);
  return (d) => {
    let features = decoded[d];
    if (!features) {
      let k = start[d]!;
      const list = (l: number): number[] => {
        const count = packed.counts.charCodeAt(d * width + l) - COUNT_BASE;
        const out = new Array<number>(count);
        for (let j = 0; j < count; j++) out[j] = ids.charCodeAt(k++) - ID_BASE;
        return out;
      };
      const kinds = list(0).map(kindOf);
      const term = (id: number) => packed.terms[id]!;
      features = { kinds, heads: list(1).map(term), content: list(2).map(term), forms: list(3).map(term), added: list(4).map(term), marks: list(5).map(term) };
      decoded[d] = features;
    }
    return features;
  };
}
