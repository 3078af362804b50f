/**
 * An inverted index over USDA descriptions, scored for how people write food names.
 *
 * USDA descriptions are comma-separated with the head noun first ("Egg, whole, cooked,
 * scrambled"); people write the head noun last ("scrambled eggs"). Word order is therefore
 * ignored, but where a word sits in the description matters: a query word found in the first
 * segment counts fully, in a later segment less, in the category or SR common names least.
 * Every description word the query did not ask for costs a little, so "milk" prefers
 * "Milk, NFS" to "Milk, chocolate, reduced fat, with added calcium".
 */
import { SYNONYMS, WHOLE_QUERY_SYNONYMS } from './synonyms.js';
import { editDistance, stem, STOPWORDS, terms, words } from './text.js';
import type { Food, FoodSource, SearchHit, SearchOptions } from './types.js';

/** Preparation words: asking for one of them steers away from foods prepared another way. */
const METHODS = new Set(
  ['raw', 'fry', 'grill', 'bake', 'boil', 'roast', 'steam', 'scramble', 'poach', 'broil', 'smoke', 'saute',
    'stew', 'braise', 'barbecue', 'microwave', 'dry', 'freeze', 'toast', 'canned', 'pickle', 'stir', 'deep'].map(stem),
);
/**
 * Words that ask for a drink with alcohol. A query without one steers away from alcoholic foods:
 * "cola" means the soft drink, not "Whiskey and cola".
 */
const ALCOHOL_WORDS = new Set(
  ['alcohol', 'alcoholic', 'beer', 'wine', 'vodka', 'whiskey', 'whisky', 'rum', 'gin', 'tequila', 'liqueur', 'liquor',
    'cocktail', 'margarita', 'martini', 'mojito', 'sangria', 'cider', 'sake', 'brandy', 'cognac', 'schnapps', 'spiked',
    'hard', 'daiquiri', 'colada', 'mimosa', 'bloody', 'michelada', 'seltzer', 'spritzer', 'cooler', 'manhattan',
    'cosmopolitan', 'screwdriver', 'negroni', 'bourbon', 'scotch', 'lager', 'ale', 'ipa', 'stout', 'champagne',
    'prosecco', 'mead', 'soju', 'shot', 'eggnog', 'punch', 'toddy', 'irish', 'russian', 'sour', 'mule', 'fizz', 'malt'].map(stem),
);
/** Plain qualifiers that describe the default form of a food; leaving them out of a query costs almost nothing. */
const NEUTRAL = new Set(
  ['whole', 'cook', 'plain', 'regular', 'fresh', 'prepared', 'ready', 'all', 'commercial', 'commercially', 'unprepared',
    'variety', 'varieties', 'home', 'recipe', 'homemade', 'style', 'form', 'fat', 'method', 'part', 'skin', 'eaten',
    'kind', 'flavor', 'nfs', 'ns'].map(stem),
);
const BABY_WORDS = new Set(['baby', 'infant', 'toddler', 'formula', 'stage'].map(stem));
const BABY_FOOD = /\b(baby|infant)\b/i;
/** Stand-ins: "Chicken, meatless" is not what "chicken" means unless the query says so. */
const STAND_IN = /\b(meatless|vegetarian|imitation|substitute|vegan|meat-free|plant-based|soy-based)\b/i;
const STAND_IN_WORDS = new Set(['meatless', 'vegetarian', 'imitation', 'substitute', 'vegan', 'veggie', 'plant', 'soy', 'tofu', 'fake', 'faux'].map(stem));
/** "Rice, white, cooked, as ingredient": recipe components, not something people report eating. */
const AS_INGREDIENT = /\bas ingredient\b/i;
const GENERIC = /\b(NFS|NS as to)\b/;

const FIELD_HEAD = 1;
const FIELD_REST = 0.9;
const FIELD_EXTRA = 0.45;

/** A first segment used by at least this many foods is a class ("Fish", "Beverages"). */
const CLASS_HEAD_MIN = 25;

function firstSegment(name: string): string {
  const i = name.indexOf(',');
  return (i < 0 ? name : name.slice(0, i)).trim().toLowerCase();
}

/**
 * "a pint of", "2 cups of", "one slice of": amounts people put before a food. The meal parser
 * removes them; search drops them too so a bare "pint of IPA" does not fuzzy-match "pinto".
 */
const LEADING_AMOUNT =
  /^\s*(?:(?:\d+(?:[.,/]\d+)?|a|an|one|two|three|four|five|six|some|half(?: a)?|a few|a couple(?: of)?)\s+)?(?:(?:small|medium|large|big)\s+)?(?:cups?|glass(?:es)?|pints?|mugs?|bowls?|plates?|slices?|pieces?|cans?|bottles?|shots?|handfuls?|servings?|portions?|scoops?|tbsp|tsp|tablespoons?|teaspoons?|oz|ounces?|grams?|g|ml|litres?|liters?|lbs?|pounds?|kg|sticks?|bars?|packets?|bags?|boxes?|jars?)\s+of\s+/i;

/**
 * English puts the head noun last: "Salad dressing" is a dressing, "Salmon salad" a salad.
 * Each part around "and"/"or"/"with" has one ("Egg omelet or scrambled egg" → omelet, egg).
 */
function headNouns(segment: string): string[] {
  const nouns: string[] = [];
  for (const part of segment.replace(/\([^)]*\)/g, ' ').split(/\b(?:with|in|on|from|made|and|or|for|without)\b/i)) {
    const t = terms(part);
    if (t.length) nouns.push(t[t.length - 1]!);
  }
  return nouns;
}

interface Doc {
  head: number[]; // term ids of the first description segment (and the second after a class head)
  second: number[]; // the head ids that came from the second segment: unasked, they cost less
  rest: number[]; // other description segments (not in head)
  extra: number[]; // category and common names (not in head/rest)
  firstTerm: number;
  generic: boolean;
  fndds: boolean;
  baby: boolean;
  standIn: boolean;
  asIngredient: boolean;
  alcoholic: boolean;
  raw: boolean;
  methods: number[];
  /** The English head nouns of the head segments: "Salad dressing" → dressing, "Fish, salmon" → fish, salmon. */
  nouns: number[];
}

interface Alternative {
  term: number;
  quality: number;
}

interface QueryTerm {
  alternatives: Alternative[];
  weight: number;
}

export class SearchIndex {
  private readonly termIds = new Map<string, number>();
  private readonly termText: string[] = [];
  private readonly postings: number[][] = [];
  private readonly docs: Doc[] = [];
  private idf: Float64Array = new Float64Array(0);
  /** Vocabulary grouped by length, for typo lookups. */
  private readonly byLength = new Map<number, number[]>();
  /** lastDoc[term] = the last document that listed the term, to dedupe without a Set per food. */
  private readonly lastDoc: number[] = [];
  /** Terms of each distinct description segment: "cooked", "NS as to fat"… repeat thousands of times. */
  private readonly segmentCache = new Map<string, string[]>();
  /** neutral[term] = the term is in NEUTRAL. */
  private readonly neutral: boolean[] = [];

  /** First segments shared by many foods ("Fish", "Soft drink", "Potato"): classes, not the food itself. */
  private readonly classHeads = new Set<string>();

  constructor(private readonly foods: readonly Food[]) {
    const firstSegments = new Map<string, number>();
    for (const f of foods) {
      const first = firstSegment(f.name);
      firstSegments.set(first, (firstSegments.get(first) ?? 0) + 1);
    }
    for (const [segment, n] of firstSegments) if (n >= CLASS_HEAD_MIN) this.classHeads.add(segment);
    for (let i = 0; i < foods.length; i++) this.docs.push(this.indexFood(i, foods[i]!));
    const n = foods.length;
    this.idf = Float64Array.from(this.postings, (p) => Math.log(1 + n / p.length));
    this.termText.forEach((t, id) => {
      const list = this.byLength.get(t.length) ?? [];
      list.push(id);
      this.byLength.set(t.length, list);
    });
  }

  private termId(term: string, create: boolean): number {
    let id = this.termIds.get(term);
    if (id === undefined && create) {
      id = this.termText.length;
      this.termIds.set(term, id);
      this.termText.push(term);
      this.postings.push([]);
      this.lastDoc.push(-1);
      this.neutral.push(NEUTRAL.has(term));
    }
    return id ?? -1;
  }

  private indexFood(docIndex: number, food: Food): Doc {
    const collect = (list: readonly string[]): number[] => {
      const ids: number[] = [];
      for (const t of list) {
        const id = this.termId(t, true);
        if (this.lastDoc[id] === docIndex) continue;
        this.lastDoc[id] = docIndex;
        ids.push(id);
        this.postings[id]!.push(docIndex);
      }
      return ids;
    };
    const segments = food.name.split(',');
    // "Fish, salmon, baked": when the first segment only names a class, the second names the food.
    const headSegments = segments.length > 1 && this.classHeads.has(segments[0]!.trim().toLowerCase()) ? 2 : 1;
    const head: number[] = [];
    const second: number[] = [];
    const rest: number[] = [];
    segments.forEach((segment, i) => {
      for (const id of collect(this.segmentTerms(segment))) {
        (i < headSegments ? head : rest).push(id);
        if (i === 1 && headSegments === 2) second.push(id);
      }
    });
    const nouns: number[] = [];
    for (let i = 0; i < headSegments && i < segments.length; i++) {
      for (const noun of headNouns(segments[i]!)) {
        const id = this.termIds.get(noun);
        if (id !== undefined && !nouns.includes(id)) nouns.push(id);
      }
    }
    const extra = collect(food.commonNames ? [...this.segmentTerms(food.category), ...terms(food.commonNames)] : this.segmentTerms(food.category));
    const methods = [...head, ...rest].filter((id) => METHODS.has(this.termText[id]!));
    return {
      head,
      second,
      rest,
      extra,
      firstTerm: head[0] ?? -1,
      generic: GENERIC.test(food.name),
      fndds: food.source === 'fndds',
      baby: BABY_FOOD.test(food.name) || BABY_FOOD.test(food.category),
      standIn: STAND_IN.test(food.name),
      asIngredient: AS_INGREDIENT.test(food.name),
      alcoholic: food.per100g.alcohol > 0.5,
      raw: /\braw\b/i.test(food.name),
      methods,
      nouns,
    };
  }

  private segmentTerms(segment: string): string[] {
    let t = this.segmentCache.get(segment);
    if (!t) this.segmentCache.set(segment, (t = terms(segment)));
    return t;
  }

  /** Query variants: as written, plus each synonym rewrite (synonyms.ts). */
  private variants(query: string): { words: string[]; factor: number }[] {
    const original = words(query.replace(LEADING_AMOUNT, ''));
    const out = [{ words: original, factor: 1 }];
    const whole = WHOLE_QUERY_SYNONYMS[original.filter((w) => !STOPWORDS.has(w)).join(' ')];
    if (whole) {
      out[0]!.factor = 0.9;
      out.push({ words: whole.split(' '), factor: 1 });
      return out;
    }
    const keys = Object.keys(SYNONYMS).sort((a, b) => b.split(' ').length - a.split(' ').length);
    let rewritten: string[][] = [[]];
    let changed = false;
    for (let i = 0; i < original.length; ) {
      let matched = false;
      for (const key of keys) {
        const kw = key.split(' ');
        if (kw.every((w, j) => original[i + j] === w)) {
          const alternatives = SYNONYMS[key]!;
          rewritten = rewritten.flatMap((prefix) => alternatives.map((alt) => [...prefix, ...alt.split(' ')])).slice(0, 8);
          i += kw.length;
          matched = changed = true;
          break;
        }
      }
      if (!matched) {
        const w = original[i]!;
        rewritten = rewritten.map((prefix) => [...prefix, w]);
        i++;
      }
    }
    // The table exists for words whose literal match misleads ("fries" → "Yuca fries"), so a
    // rewrite outranks the words as written when both fit equally well.
    if (changed) {
      out[0]!.factor = 0.9;
      for (const w of rewritten) out.push({ words: w, factor: 1 });
    }
    return out;
  }

  /** Vocabulary terms a query word may mean: itself, else near spellings, prefixes or a split compound. */
  private resolve(term: string): Alternative[][] {
    const exact = this.termIds.get(term);
    if (exact !== undefined) return [[{ term: exact, quality: 1 }]];
    const found: Alternative[] = [];
    const max = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
    if (max > 0) {
      for (let len = term.length - max; len <= term.length + max; len++) {
        for (const id of this.byLength.get(len) ?? []) {
          const d = editDistance(term, this.termText[id]!, max);
          if (d <= max) found.push({ term: id, quality: d === 1 ? 0.8 : 0.65 });
        }
      }
    }
    if (found.length > 0) return [found];
    // "icecream", "peanutbutter": two known words run together.
    for (let cut = 3; cut <= term.length - 3; cut++) {
      const a = this.termIds.get(stem(term.slice(0, cut)));
      const b = this.termIds.get(stem(term.slice(cut)));
      if (a !== undefined && b !== undefined) return [[{ term: a, quality: 0.9 }], [{ term: b, quality: 0.9 }]];
    }
    if (term.length >= 4) {
      for (const [t, id] of this.termIds) if (t.startsWith(term)) found.push({ term: id, quality: 0.6 });
      if (found.length > 0 && found.length <= 50) return [found];
    }
    return [[]];
  }

  private queryTerms(variantWords: string[]): QueryTerm[] {
    const seen = new Set<string>();
    const out: QueryTerm[] = [];
    for (const w of variantWords) {
      if (STOPWORDS.has(w)) continue;
      const t = stem(w);
      if (seen.has(t)) continue;
      seen.add(t);
      for (const alternatives of this.resolve(t)) {
        // An unknown word counts fully against coverage (as the rarest word would): "my car is blue" is not blue cheese.
        const weight = alternatives.length ? Math.max(...alternatives.map((a) => this.idf[a.term]!)) : Math.log(1 + this.foods.length);
        out.push({ alternatives, weight });
      }
    }
    return out;
  }

  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const limit = options.limit ?? 10;
    const best = new Map<number, number>();
    for (const variant of this.variants(query)) {
      const qterms = this.queryTerms(variant.words);
      if (qterms.length === 0) continue;
      const asked = new Set(qterms.flatMap((q) => q.alternatives.map((a) => a.term)));
      const askedMethods = [...asked].filter((t) => METHODS.has(this.termText[t]!));
      const wantsBaby = [...asked].some((t) => BABY_WORDS.has(this.termText[t]!));
      const wantsAlcohol = [...asked].some((t) => ALCOHOL_WORDS.has(this.termText[t]!));
      const wantsStandIn = [...asked].some((t) => STAND_IN_WORDS.has(this.termText[t]!));
      const lastTerm = qterms[qterms.length - 1]!;
      const totalWeight = qterms.reduce((s, q) => s + q.weight, 0);
      const candidates = new Set<number>();
      for (const q of qterms) for (const a of q.alternatives) for (const d of this.postings[a.term]!) candidates.add(d);
      for (const d of candidates) {
        if (options.source && this.foods[d]!.source !== options.source) continue;
        const score = this.scoreDoc(this.docs[d]!, qterms, totalWeight, asked, askedMethods, { wantsBaby, wantsAlcohol, wantsStandIn }, lastTerm) * variant.factor;
        if (score > (best.get(d) ?? -Infinity)) best.set(d, score);
      }
    }
    return [...best]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([d, score]) => ({ food: this.foods[d]!, score: Math.round(score * 1000) / 1000 }));
  }

  private scoreDoc(
    doc: Doc,
    qterms: QueryTerm[],
    totalWeight: number,
    asked: Set<number>,
    askedMethods: number[],
    wants: { wantsBaby: boolean; wantsAlcohol: boolean; wantsStandIn: boolean },
    lastTerm: QueryTerm,
  ): number {
    let matched = 0;
    for (const q of qterms) {
      let m = 0;
      for (const a of q.alternatives) {
        const f = doc.head.includes(a.term) ? FIELD_HEAD : doc.rest.includes(a.term) ? FIELD_REST : doc.extra.includes(a.term) ? FIELD_EXTRA : 0;
        if (f * a.quality > m) m = f * a.quality;
      }
      matched += q.weight * m;
    }
    let score = matched / totalWeight;
    let unmatchedHead = 0;
    for (const t of doc.head) if (!asked.has(t)) unmatchedHead += this.neutral[t] ? 0.2 : doc.second.includes(t) ? 0.5 : 1;
    let unmatchedRest = 0;
    for (const t of doc.rest) if (!asked.has(t)) unmatchedRest += this.neutral[t] ? 0.2 : 1;
    score -= 0.07 * unmatchedHead + Math.min(0.25, 0.025 * unmatchedRest);
    if (asked.has(doc.firstTerm)) score += 0.08;
    if (doc.nouns.length > 0 && !doc.nouns.some((n) => asked.has(n))) score -= 0.15;
    if (lastTerm.alternatives.some((a) => doc.head.includes(a.term))) score += 0.05;
    if (doc.generic) score += 0.04;
    if (doc.fndds) score += 0.03;
    if (doc.baby && !wants.wantsBaby) score -= 0.35;
    if (doc.standIn && !wants.wantsStandIn) score -= 0.3;
    if (doc.asIngredient) score -= 0.08;
    if (doc.alcoholic && !wants.wantsAlcohol) score -= 0.3;
    if (askedMethods.length > 0) {
      if (doc.methods.length > 0 && !askedMethods.some((m) => doc.methods.includes(m))) score -= 0.12;
    } else if (doc.raw && doc.fndds) {
      score += 0.02; // FNDDS lists "raw" only for foods people eat raw (fruit, salad vegetables)
    } else if (doc.methods.length > 0) {
      score -= 0.03; // no method asked: the plain form before a baked, dried or fried one
    }
    return score;
  }
}

export type { FoodSource };
