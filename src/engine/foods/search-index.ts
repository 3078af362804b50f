/**
 * An inverted index over USDA descriptions, scored for how people write food names.
 *
 * USDA descriptions are comma-separated with the head noun first ("Egg, whole, cooked,
 * scrambled"); people write the head noun last ("scrambled eggs"). Word order is therefore
 * ignored, but where a word sits in the description matters: a query word found in the head
 * segment counts fully, in a later segment a little less, in the category or SR common names
 * least. Every description word the query did not ask for costs a little, so "milk" prefers
 * "Milk, NFS" to "Milk, chocolate, reduced fat, with added calcium"; and a food whose English
 * head noun the query never names ("Salad dressing" for "salad") costs more.
 *
 * Storage is flat (typed arrays with per-food offsets, see index-data.ts), shipped precomputed
 * in foods.json.gz: start-up copies arrays and builds the postings, it does not tokenise.
 */
import { SYNONYMS, WHOLE_QUERY_SYNONYMS } from './synonyms.js';
import { editDistance, isPartWord, stem, STOPWORDS, terms, words } from './text.js';
import { buildIndexData, PLAIN, segmentCode, F_ALCOHOLIC, F_AS_INGREDIENT, F_BABY, F_FNDDS, F_GENERIC, F_RAW, F_STAND_IN, type IndexData, type IndexInput } from './index-data.js';
import type { FoodSource } from './types.js';
import { escapeForPattern, SIZE_PATTERN, unitAliases } from './units.js';
import { heapify, popMax } from './doc-heap.js';
import { TopScores } from './top-scores.js';
import { derivedPerOwner } from '../cache/memo.js';

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
/** A closing part word ("hearts" in "artichoke hearts") counts this much of its rarity. */
const PART_WEIGHT = 0.5;
/** Plain qualifiers that describe the default form of a food; leaving them out of a query costs almost nothing. */
const NEUTRAL = new Set(
  ['whole', 'cook', 'plain', 'regular', 'fresh', 'prepared', 'ready', 'all', 'commercial', 'commercially', 'unprepared',
    'variety', 'varieties', 'home', 'recipe', 'homemade', 'style', 'form', 'fat', 'method', 'part', 'skin', 'eaten',
    'kind', 'flavor', 'nfs', 'ns'].map(stem),
);
const BABY_WORDS = new Set(['baby', 'babyfood', 'infant', 'toddler', 'formula', 'stage'].map(stem));
const STAND_IN_WORDS = new Set(['meatless', 'vegetarian', 'imitation', 'substitute', 'vegan', 'veggie', 'plant', 'soy', 'tofu', 'fake', 'faux'].map(stem));
const FIELD_HEAD = 1;
/** The second segment after a class head ("Fish, salmon"): nearly the head, not quite. */
const FIELD_SECOND = 0.95;
const FIELD_REST = 0.9;
const FIELD_EXTRA = 0.45;
/** A posting's field (postingField), and each field's weight by that code. */
const IN_HEAD = 0;
const IN_SECOND = 1;
const IN_REST = 2;
const IN_EXTRA = 3;
const FIELD_WEIGHT = [FIELD_HEAD, FIELD_SECOND, FIELD_REST, FIELD_EXTRA];
/**
 * A later segment of a USDA name ("stuffed crust", "from school lunch", "from frozen") is a
 * qualifier: a variant of the food. One the query did not ask for costs this much as a whole,
 * on top of its words, so "pepperoni pizza" is the plain pizza, not the stuffed-crust one.
 */
const QUALIFIER_COST = 0.05;

/**
 * "a pint of", "2 cups of", "one slice of": amounts people put before a food. The meal parser
 * removes them; search drops them too so a bare "pint of IPA" does not fuzzy-match "pinto".
 */
const LEADING_AMOUNT = new RegExp(
  `^\\s*(?:(?:\\d+(?:[.,/]\\d+)?|a|an|one|two|three|four|five|six|some|half(?: a)?|a few|a couple(?: of)?)\\s+)?(?:(?:${SIZE_PATTERN})\\s+)?` +
    `(?:${unitAliases().filter((a) => a.length > 1 || a === 'g').map(escapeForPattern).join('|')})\\s+of\\s+`,
  'i',
);

/**
 * What the food is without: "(no croutons)", "without sugar", "hold the mayo". Those words
 * name something absent, so they must not pull the search towards croutons, sugar or mayo;
 * choosing a "no X" variant is the caller's business (it knows the modifier).
 */
const NEGATED = /\(?\b(?:no|without|hold the|minus|sans)\s+[^,;()]+\)?/gi;
const TRAILING_UNITS = new Set(['slice', 'slices', 'piece', 'pieces', 'serving', 'servings', 'portion', 'portions', 'bowl', 'cup', 'glass', 'bottle', 'can', 'plate', 'helping']);

/** The whole-query table as a Map: asked of every query, and no key of an object's prototype ("constructor") answers it. */
const WHOLE_QUERY = new Map(Object.entries(WHOLE_QUERY_SYNONYMS));

/** Synonym keys by their first word, longest first: "soda pop" before "soda". */
const SYNONYM_KEYS = new Map<string, [string, string[]][]>();
for (const key of Object.keys(SYNONYMS)) {
  const kw = key.split(' ');
  const list = SYNONYM_KEYS.get(kw[0]!) ?? [];
  list.push([key, kw]);
  list.sort((a, b) => b[1].length - a[1].length);
  SYNONYM_KEYS.set(kw[0]!, list);
}

interface Alternative {
  term: number;
  quality: number;
}

interface QueryTerm {
  alternatives: Alternative[];
  weight: number;
}

interface Wants {
  baby: boolean;
  alcohol: boolean;
  standIn: boolean;
  methods: number[];
}

export class SearchIndex {
  private readonly termIds = new Map<string, number>();
  private readonly termText: string[];
  /** Term flags: 1 neutral, 2 method, 4 alcohol word, 8 baby word, 16 stand-in word. */
  private termFlags = new Uint8Array(0);
  private idf = new Float64Array(0);
  /** Postings: docs of term t are postingDocs[postingStart[t] .. postingStart[t+1]). */
  private postingStart = new Int32Array(0);
  private postingDocs = new Int32Array(0);
  /** The field each posting's word sits in within its food's name (FIELD_OF_POSTING: head, second, rest, extra). */
  private postingField = new Uint8Array(0);
  private readonly ids: Int32Array;
  private readonly start: Int32Array;
  private readonly secondAt: Int32Array;
  private readonly restAt: Int32Array;
  private readonly extraAt: Int32Array;
  private readonly end: Int32Array;
  private readonly nouns: Int32Array;
  private readonly nounStart: Int32Array;
  private readonly flags: Uint8Array;
  /**
   * Foods by the terms that open their name (the head segment's first word, the second
   * segment's when the head is a class): openDocs[openStart[t] .. openStart[t+1]). With the
   * nouns by term, a plan stamps which foods get the opening bonus and which name a noun the
   * query asked for, so a food's bound reads two stamps instead of its words.
   */
  private openStart = new Int32Array(0);
  private openDocs = new Int32Array(0);
  /** Foods by the nouns that name them (IndexData.nouns inverted). */
  private nounDocStart = new Int32Array(0);
  private nounDocs = new Int32Array(0);
  /**
   * One record per food of what a search reads and writes for every food a posting touches
   * (see RECORD): kept together, so a food costs one or two cache lines, not one per array. A
   * search runs between the rest of describeMeal's work, which leaves little of the index in
   * the cache: read from a dozen arrays, each food touched was a dozen misses.
   */
  private records = new Float64Array(0);
  private recordInts = new Int32Array(0);
  /** Vocabulary grouped by length, for typo lookups. */
  private readonly byLength = new Map<number, number[]>();
  private readonly rawTerm: number;
  /** Which rest segment each rest term comes from, by position in `ids` (IndexData.segments), shipped with the index. */
  private readonly segmentCodes: Uint8Array | undefined;
  /** The same per food, worked out on first use from the name, for a packed index that does not ship them. */
  private readonly segmentOf: (Uint8Array | undefined)[];

  /** `data` comes packed with the compiled foods; without it the index is derived from the names here. */
  constructor(
    private readonly input: IndexInput,
    data: IndexData = buildIndexData(input),
  ) {
    ({ ids: this.ids, start: this.start, secondAt: this.secondAt, restAt: this.restAt, extraAt: this.extraAt, end: this.end } = data);
    ({ nouns: this.nouns, nounStart: this.nounStart, flags: this.flags } = data);
    this.termText = data.terms;
    this.termText.forEach((t, id) => this.termIds.set(t, id));
    this.rawTerm = this.termIds.get('raw') ?? -1;
    this.segmentCodes = data.segments;
    this.segmentOf = this.segmentCodes ? [] : new Array(input.count);
    const buffer = new ArrayBuffer(input.count * RECORD_BYTES);
    this.records = new Float64Array(buffer);
    this.recordInts = new Int32Array(buffer);
    for (let d = 0; d < input.count; d++) {
      const at = d * RECORD_INTS;
      this.recordInts[at + FLAGS] = this.flags[d]!;
      for (let i = this.start[d]!; i < this.end[d]!; i++) {
        const bit = termBit(this.ids[i]!);
        this.recordInts[at + TERM_BITS + (bit >>> 5)]! |= 1 << (bit & 31);
      }
    }
    this.buildPostings(input.count);
  }

  private buildPostings(n: number) {
    const terms = this.termText.length;
    const df = new Int32Array(terms);
    for (let i = 0; i < this.ids.length; i++) df[this.ids[i]!]!++;
    this.postingStart = new Int32Array(terms + 1);
    for (let t = 0; t < terms; t++) this.postingStart[t + 1] = this.postingStart[t]! + df[t]!;
    this.postingDocs = new Int32Array(this.ids.length);
    this.postingField = new Uint8Array(this.ids.length);
    const fill = this.postingStart.slice(0, terms);
    for (let d = 0; d < n; d++) {
      for (let i = this.start[d]!; i < this.end[d]!; i++) {
        const at = fill[this.ids[i]!]!++;
        this.postingDocs[at] = d;
        this.postingField[at] = i < this.secondAt[d]! ? IN_HEAD : i < this.restAt[d]! ? IN_SECOND : i < this.extraAt[d]! ? IN_REST : IN_EXTRA;
      }
    }
    this.buildOpenings(n, terms);
    this.idf = new Float64Array(terms);
    this.termFlags = new Uint8Array(terms);
    const alcoholicDf = new Int32Array(terms);
    for (let d = 0; d < n; d++) {
      if (this.flags[d]! & F_ALCOHOLIC) for (let i = this.start[d]!; i < this.extraAt[d]!; i++) alcoholicDf[this.ids[i]!]!++;
    }
    for (let t = 0; t < terms; t++) {
      this.idf[t] = Math.log(1 + n / df[t]!);
      const text = this.termText[t]!;
      let f = 0;
      if (NEUTRAL.has(text)) f |= 1;
      if (METHODS.has(text)) f |= 2;
      // Words found (almost) only in alcoholic foods ask for alcohol too: "budweiser", "daiquiri".
      if (ALCOHOL_WORDS.has(text) || alcoholicDf[t]! >= 0.8 * df[t]!) f |= 4;
      if (BABY_WORDS.has(text)) f |= 8;
      if (STAND_IN_WORDS.has(text)) f |= 16;
      this.termFlags[t] = f;
      const list = this.byLength.get(text.length) ?? [];
      list.push(t);
      this.byLength.set(text.length, list);
    }
    this.buildWordCosts(n);
  }

  /** headCost and restCost, summed as scoreDoc sums them. */
  private buildWordCosts(n: number) {
    const { ids, start, secondAt, restAt, extraAt, termFlags, segmentCodes, records } = this;
    for (let d = 0; d < n; d++) {
      let head = 0;
      let rest = 0;
      for (let i = start[d]!; i < extraAt[d]!; i++) {
        const cost = termFlags[ids[i]!]! & 1 ? 0.2 : 1;
        if (i < secondAt[d]!) head += secondAt[d]! < restAt[d]! ? cost / 2 : cost;
        else if (i < restAt[d]!) head += cost;
        else if (segmentCodes && segmentCodes[i] !== 0) rest += cost;
      }
      records[d * RECORD_DOUBLES + HEAD_COST] = head;
      records[d * RECORD_DOUBLES + REST_COST] = rest;
    }
  }

  /** The opening terms' and the nouns' foods by term (see openDocs), from the per-food lists. */
  private buildOpenings(n: number, terms: number) {
    const { ids, start, secondAt, restAt, nouns, nounStart } = this;
    const opening = (d: number, k: number): number => {
      if (k === 0) return restAt[d]! > start[d]! ? ids[start[d]!]! : -1;
      // The second segment's first word, when it is not the food's first word already.
      return secondAt[d]! < restAt[d]! && !(restAt[d]! > start[d]! && ids[secondAt[d]!] === ids[start[d]!]) ? ids[secondAt[d]!]! : -1;
    };
    const openCount = new Int32Array(terms + 1);
    for (let d = 0; d < n; d++) for (let k = 0; k < 2; k++) {
      const t = opening(d, k);
      if (t >= 0) openCount[t + 1]!++;
    }
    for (let t = 0; t < terms; t++) openCount[t + 1]! += openCount[t]!;
    this.openStart = openCount.slice();
    this.openDocs = new Int32Array(openCount[terms]!);
    for (let d = 0; d < n; d++) for (let k = 0; k < 2; k++) {
      const t = opening(d, k);
      if (t >= 0) this.openDocs[openCount[t]!++] = d;
    }
    const nounCount = new Int32Array(terms + 1);
    for (let d = 0; d < n; d++) {
      if (nounStart[d + 1]! > nounStart[d]!) this.recordInts[d * RECORD_INTS + FLAGS]! |= HAS_NOUNS;
      for (let i = nounStart[d]!; i < nounStart[d + 1]!; i++) nounCount[nouns[i]! + 1]!++;
    }
    for (let t = 0; t < terms; t++) nounCount[t + 1]! += nounCount[t]!;
    this.nounDocStart = nounCount.slice();
    this.nounDocs = new Int32Array(nounCount[terms]!);
    // A food whose name repeats a noun is listed twice: stamping it twice is harmless.
    for (let d = 0; d < n; d++) for (let i = nounStart[d]!; i < nounStart[d + 1]!; i++) this.nounDocs[nounCount[nouns[i]!]!++] = d;
  }

  /** Query variants: as written, plus each synonym rewrite (synonyms.ts). */
  private variants(query: string): { words: string[]; factor: number }[] {
    let original = words(query.replace(NEGATED, ' ').replace(LEADING_AMOUNT, ''));
    // "pepperoni pizza slice", "cake piece": a unit after the food is not part of its name.
    if (original.length > 1 && TRAILING_UNITS.has(original[original.length - 1]!)) original = original.slice(0, -1);
    const out = [{ words: original, factor: 1 }];
    const content = original.filter((w) => !STOPWORDS.has(w));
    // "pizzas" and "salads" are the same whole-query words as "pizza" and "salad".
    const whole = WHOLE_QUERY.get(content.join(' ')) ?? WHOLE_QUERY.get(content.map(stem).join(' '));
    if (whole) {
      out[0]!.factor = 0.9;
      out.push({ words: whole.split(' '), factor: 1 });
      return out;
    }
    // Made from the first word a synonym key starts with: the words before it are copied once,
    // and a query no key starts in (most) copies none.
    let rewritten: string[][] | undefined;
    for (let i = 0; i < original.length; ) {
      let matched = false;
      // Most words open no key: no empty list made, no iterator, for them.
      const keys = SYNONYM_KEYS.get(original[i]!);
      for (let k = 0; keys !== undefined && k < keys.length; k++) {
        const [key, kw] = keys[k]!;
        if (kw.every((w, j) => original[i + j] === w)) {
          const alternatives = SYNONYMS[key]!;
          rewritten = (rewritten ?? [original.slice(0, i)]).flatMap((prefix) => alternatives.map((alt) => [...prefix, ...alt.split(' ')])).slice(0, 8);
          i += kw.length;
          matched = true;
          break;
        }
      }
      if (!matched) {
        const w = original[i]!;
        if (rewritten) rewritten = rewritten.map((prefix) => [...prefix, w]);
        i++;
      }
    }
    // The table exists for words whose literal match misleads ("fries" → "Yuca fries"), so a
    // rewrite outranks the words as written when both fit equally well.
    if (rewritten) {
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
      const letters = lettersOf(term);
      const termLetters = lettersOfTerms(this.termText);
      for (let len = term.length - max; len <= term.length + max; len++) {
        for (const id of this.byLength.get(len) ?? []) {
          // An edit changes at most two of the letters present (a substitution: one gone, one
          // new), so letters differing by more than 2 × max rule the term out before the table.
          if (bitCount(letters ^ termLetters[id]!) > 2 * max) continue;
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
      // The terms the word opens sit together in text order; they are listed in id order, as the vocabulary's.
      const opened: number[] = [];
      const byText = termsInTextOrder(this.termText);
      for (let i = this.firstAtOrAfter(byText, term); i < byText.length && this.termText[byText[i]!]!.startsWith(term); i++) opened.push(byText[i]!);
      for (const id of opened.sort((a, b) => a - b)) found.push({ term: id, quality: 0.6 });
      if (found.length > 0 && found.length <= 50) return [found];
    }
    return [[]];
  }

  /** The first place in `byText` (termsInTextOrder) whose term is not before `text` (binary search). */
  private firstAtOrAfter(byText: Int32Array, text: string): number {
    let lo = 0;
    let hi = byText.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.termText[byText[mid]!]! < text) lo = mid + 1;
      else hi = mid;
    }
    return lo;
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
        const weight = alternatives.length ? Math.max(...alternatives.map((a) => this.idf[a.term]!)) : Math.log(1 + this.input.count);
        out.push({ alternatives, weight });
      }
    }
    return out;
  }

  /**
   * Best-scoring food positions for a query, best first. `exhaustive` scores every candidate (no
   * bound pruning): the reference the pruned search must equal.
   */
  search(query: string, options: { limit?: number; source?: FoodSource; exhaustive?: boolean } = {}): { index: number; score: number }[] {
    const limit = options.limit ?? 10;
    this.prepareScratch();
    // Each food's best score over the variants (bestScore[d], valid where bestStamp[d] is this
    // search's mark) and the foods scored, in a scratch that outlives the search.
    const { bestScore, bestStamp } = this;
    const bestMark = this.nextDocMark();
    const scored: number[] = [];
    const top = (this.topByLimit[limit] ??= new TopScores(limit)).clear();
    for (const variant of this.variants(query)) {
      const qterms = this.queryTerms(variant.words);
      if (qterms.length === 0) continue;
      const wants: Wants = { baby: false, alcohol: false, standIn: false, methods: [] };
      for (const q of qterms) {
        for (const { term: t } of q.alternatives) {
          const f = this.termFlags[t]!;
          // Each method once, in the order first asked.
          if (f & 2 && !wants.methods.includes(t)) wants.methods.push(t);
          if (f & 4) wants.alcohol = true;
          if (f & 8) wants.baby = true;
          if (f & 16) wants.standIn = true;
        }
      }
      // "artichoke hearts", "carrot sticks": a closing part word is not the food; the word before it is.
      const closing = qterms[qterms.length - 1]!;
      const partTerm = qterms.length >= 2 && closing.alternatives.some((a) => a.quality === 1 && isPartWord(this.termText[a.term]!)) ? closing : undefined;
      if (partTerm) partTerm.weight *= PART_WEIGHT;
      const lastTerm = partTerm ? qterms[qterms.length - 2]! : closing;
      const headTerm = this.headTermOf(qterms, partTerm);
      const totalWeight = qterms.reduce((s, q) => s + q.weight, 0);
      const plan = this.plan(qterms, wants, lastTerm, headTerm);
      // Upper bounds first (coverage from the postings, plus every bonus scoreDoc can give),
      // then full scores best bound first, until no remaining bound can reach the top `limit`:
      // the same answer as scoring every candidate, at a fraction of the cost for "cup of …".
      // A heap hands out the best bounds first: most candidates are never scored, so they are
      // never sorted either. (Which of two equal bounds comes first changes nothing: a food
      // left unscored has a bound, and so a score, below the `limit` best.)
      // Foods that hold only the commonest query words ("chicken" and "soup" of "chicken noodle
      // soup") cannot reach the top when those words' weights, with every bonus, stay below the
      // score to beat: candidates are gathered from the other words' postings first, and the
      // common words' long postings are read only when the top so far does not rule them out.
      const { rare, common, commonBound } = options.exhaustive
        ? { rare: qterms, common: [], commonBound: -Infinity }
        : this.splitTerms(qterms, totalWeight, top.threshold(), headTerm, variant.factor);
      const { records, recordInts } = this;
      const headIsCommon = headTerm !== undefined && common.includes(headTerm);
      // Each common term's bits (any alternative's), in `common`'s order: a food whose TERM_BITS
      // hold none of them lacks the term, and its loose bound leaves the term's weight out.
      const commonLow = common.map((q) => q.alternatives.reduce((m, a) => (termBit(a.term) < 32 ? m | (1 << termBit(a.term)) : m), 0));
      const commonHigh = common.map((q) => q.alternatives.reduce((m, a) => (termBit(a.term) >= 32 ? m | (1 << (termBit(a.term) - 32)) : m), 0));
      /** Scores `touched` best bound first, until no bound left can reach the top; `loose` bounds are made exact when popped. */
      const scoreBest = (touched: Int32Array, loose: boolean) => {
        const heap = this.heapScratch(touched.length);
        let size = 0;
        // A food whose bound is below the score to beat already would never leave the heap.
        const floor = options.exhaustive ? -Infinity : top.threshold();
        // Per food of `touched`, what flagBound adds, read from the food's record with the
        // query's table and marks held in locals: this loop runs for every food a rare term names.
        const flagTable = this.flagBounds(wants);
        const planMark = plan.mark;
        const headCost = headTerm !== undefined && !(loose && headIsCommon);
        const factor = variant.factor;
        const source = options.source;
        for (let j = 0; j < touched.length; j++) {
          const d = touched[j]!;
          if (source && this.input.source(d) !== source) continue;
          const at = d * RECORD_INTS;
          const f = d * RECORD_DOUBLES;
          // Loose: the common terms' weight is added whole for each the name may hold (TERM_BITS),
          // and whether the name holds the head is only known when the head is a rare term or
          // a common one it cannot hold.
          let added = 0;
          let spare = 0;
          let headAbsent = headCost && recordInts[at + HEAD_STAMP] !== recordInts[at + DOC_STAMP];
          if (loose) {
            const low = recordInts[at + TERM_BITS]!;
            const high = recordInts[at + TERM_BITS + 1]!;
            for (let c = 0; c < common.length; c++) {
              if ((low & commonLow[c]!) === 0 && (high & commonHigh[c]!) === 0) {
                if (common[c] === headTerm) headAbsent = true;
                continue;
              }
              added += common[c]!.weight;
              spare += common[c]!.alternatives.length;
            }
          }
          // flagBound (which see), inlined: the same terms in the same order, so the same bound.
          const flags = recordInts[at + FLAGS]!;
          let row = flags & 255;
          if (recordInts[at + OPEN_STAMP] === planMark) row |= OPENS;
          if (flags & HAS_NOUNS && recordInts[at + NAMED_STAMP] !== planMark) row |= UNNAMED;
          let flagged = flagTable[row]!;
          const head = records[f + HEAD_COST]! - (recordInts[at + PRESENT_HEAD]! + spare);
          if (head > 0) flagged -= 0.07 * head;
          const rest = records[f + REST_COST]! - (recordInts[at + PRESENT_REST]! + spare);
          if (rest > 0) flagged -= Math.min(0.25, 0.025 * rest);
          let raw = (loose ? records[f + BOUND]! + added : records[f + BOUND]!) / totalWeight + flagged;
          // No word of the head's anywhere in the name: scoreDoc's "another food" cost is certain.
          if (headAbsent) raw -= 0.12;
          const bound = Math.max(raw, raw * factor);
          records[f + BOUND] = bound;
          if (bound >= floor) heap[size++] = d;
        }
        heapify(heap, size, records, RECORD_DOUBLES);
        while (size > 0) {
          const d = heap[0]!;
          if (!options.exhaustive && records[d * RECORD_DOUBLES + BOUND]! < top.threshold()) break;
          size = popMax(heap, size, records, RECORD_DOUBLES);
          // A loose bound that reaches the top is made exact before the food is scored.
          if (loose && this.exactBound(d, plan, totalWeight, wants, headTerm !== undefined, variant.factor) < top.threshold()) continue;
          const score = this.scoreDoc(d, plan, totalWeight, wants) * variant.factor;
          if (bestStamp[d] !== bestMark) {
            bestStamp[d] = bestMark;
            bestScore[d] = score;
            scored.push(d);
            top.offer(d, score);
          } else if (score > bestScore[d]!) {
            bestScore[d] = score;
            top.offer(d, score);
          }
        }
      };
      const rareMark = this.nextDocMark();
      scoreBest(this.bounds(rare, headTerm, rareMark, -1), common.length > 0);
      // Foods with common terms only: read when the top does not rule them out.
      if (common.length > 0 && commonBound >= top.threshold()) scoreBest(this.bounds(common, headTerm, this.nextDocMark(), rareMark), false);
    }
    // Only foods scoring at least the `limit`-th best can be among the first `limit` (ties go by
    // position): the hundreds scored below it are not sorted.
    const floor = top.threshold();
    const kept: number[] = [];
    for (const d of scored) if (bestScore[d]! >= floor) kept.push(d);
    kept.sort((a, b) => bestScore[b]! - bestScore[a]! || a - b);
    const out: { index: number; score: number }[] = [];
    for (let i = 0; i < kept.length && i < limit; i++) out.push({ index: kept[i]!, score: Math.round(bestScore[kept[i]!]! * 1000) / 1000 });
    return out;
  }

  /** The query's own head noun: its last term that is not a preparation or a plain qualifier (nor the closing part word). */
  private headTermOf(qterms: readonly QueryTerm[], partTerm: QueryTerm | undefined): QueryTerm | undefined {
    for (let k = qterms.length - 1; k >= 0; k--) {
      const q = qterms[k]!;
      if (q !== partTerm && q.alternatives.length > 0 && q.alternatives.every((a) => !(this.termFlags[a.term]! & 3))) return q;
    }
    return undefined;
  }

  /**
   * The most the bonuses and flag costs of scoreDoc can add for food d (see scoreDoc). The
   * bonus for a name that opens with an asked word and the cost of an unnamed noun are exact
   * here: two lookups, and a tighter bound leaves more foods unscored.
   */
  private flagBound(d: number, wants: Wants, plan: Plan, spareHead: number, spareRest: number): number {
    const mark = plan.mark;
    const record = d * RECORD_INTS;
    const flags = this.recordInts[record + FLAGS]!;
    let at = flags & 255;
    if (this.recordInts[record + OPEN_STAMP] === mark) at |= OPENS;
    if (flags & HAS_NOUNS && this.recordInts[record + NAMED_STAMP] !== mark) at |= UNNAMED;
    let b = this.flagBounds(wants)[at]!;
    // The costs of the name's words the query did not ask for: each asked word the name's head
    // segments (spareHead) or later segments (spareRest) can hold spares at most one word there,
    // at most 1 of cost.
    const head = this.records[d * RECORD_DOUBLES + HEAD_COST]! - spareHead;
    if (head > 0) b -= 0.07 * head;
    const rest = this.records[d * RECORD_DOUBLES + REST_COST]! - spareRest;
    if (rest > 0) b -= Math.min(0.25, 0.025 * rest);
    return b;
  }

  /** flagBound by flags byte, OPENS and UNNAMED, per what the query wants (baby, alcohol, stand-in): eight tables at most. */
  private readonly flagBoundTables: (Float64Array | undefined)[] = [];
  private flagBounds(wants: Wants): Float64Array {
    const key = (wants.baby ? 1 : 0) | (wants.alcohol ? 2 : 0) | (wants.standIn ? 4 : 0);
    let table = this.flagBoundTables[key];
    if (!table) {
      table = new Float64Array(1024);
      // Terms added in scoreDoc's order, so the bound is the sum scoreDoc's flag terms make.
      for (let at = 0; at < 1024; at++) {
        const flags = at & 255;
        let b = 0.05 + 1e-9;
        if (at & OPENS) b += 0.08;
        if (at & UNNAMED) b -= 0.15;
        if (flags & F_GENERIC) b += 0.04;
        if (flags & F_FNDDS) b += 0.03;
        if (flags & F_RAW && flags & F_FNDDS) b += 0.02;
        if (flags & F_BABY && !wants.baby) b -= 0.35;
        if (flags & F_STAND_IN && !wants.standIn) b -= 0.3;
        if (flags & F_AS_INGREDIENT) b -= 0.08;
        if (flags & F_ALCOHOLIC && !wants.alcohol) b -= 0.3;
        table[at] = b;
      }
      this.flagBoundTables[key] = table;
    }
    return table;
  }

  /** One best-scores list per limit asked for (10, 25, 40…), cleared for each search. */
  private readonly topByLimit: TopScores[] = [];
  /** Each scored food's best score in the current search: bestStamp[d] === its mark. */
  private bestScore = new Float64Array(0);
  private bestStamp = new Int32Array(0);
  /** bounds()' lists of the foods touched and of one term's foods. */
  private touchedScratch = new Int32Array(0);
  private docsScratch = new Int32Array(0);
  /** bounds()' best value of the term being read, per food: valid where the food's termStamp is the term's mark. */
  private termBestScratch = new Float64Array(0);
  private stamp = 0;

  /** Sizes the scratch arrays to the foods, and clears the stamps before they run out (between searches only). */
  private prepareScratch(): void {
    const n = this.input.count;
    if (this.bestScore.length !== n) {
      this.bestScore = new Float64Array(n);
      this.bestStamp = new Int32Array(n);
      this.touchedScratch = new Int32Array(n);
      this.docsScratch = new Int32Array(n);
      this.termBestScratch = new Float64Array(n);
    }
    if (this.stamp > 2e9) {
      for (let at = 0; at < this.recordInts.length; at += RECORD_INTS) {
        this.recordInts[at + DOC_STAMP] = this.recordInts[at + HEAD_STAMP] = this.recordInts[at + TERM_STAMP] = 0;
      }
      this.bestStamp.fill(0);
      this.stamp = 0;
    }
  }

  /** The heap's storage, reused: a search's two passes never need it at once (the first is done when the second starts). */
  private heap = new Int32Array(0);
  private heapScratch(size: number): Int32Array {
    if (this.heap.length < size) this.heap = new Int32Array(Math.max(size, this.input.count));
    return this.heap;
  }

  /** A fresh mark for docStamp, termStamp and headStamp: every mark of a search is distinct. */
  private nextDocMark(): number {
    return ++this.stamp;
  }

  /**
   * Which query terms' postings must be read for the top (`rare`) and which may wait (`common`):
   * the terms with the longest postings go to `common` while a food holding all of them and none
   * of the others could not score `threshold` (or, before any food is scored, a typical top
   * score): `commonBound` is the most such a food's bound can be. The answer does not depend on
   * the split: the common postings are read whenever the top does not rule them out.
   */
  private splitTerms(qterms: QueryTerm[], totalWeight: number, threshold: number, headTerm: QueryTerm | undefined, factor: number): { rare: QueryTerm[]; common: QueryTerm[]; commonBound: number } {
    const length = (q: QueryTerm) => q.alternatives.reduce((s, a) => s + this.postingStart[a.term + 1]! - this.postingStart[a.term]!, 0);
    const withPostings = qterms.filter((q) => length(q) > 0);
    if (withPostings.length < 2) return { rare: qterms, common: [], commonBound: -Infinity };
    const target = threshold > -Infinity ? threshold : TYPICAL_TOP_SCORE;
    const byLength = withPostings.map((q) => ({ q, n: length(q) })).sort((a, b) => b.n - a.n);
    const common: QueryTerm[] = [];
    let weight = 0;
    let commonBound = -Infinity;
    for (let i = 0; i < byLength.length - 1; i++) {
      const q = byLength[i]!.q;
      const w = weight + q.weight;
      // A food without any rare term lacks the head unless the head is among the common terms.
      const raw = w / totalWeight + FLAG_BOUND_MAX - (headTerm && headTerm !== q && !common.includes(headTerm) ? 0.12 : 0);
      const b = Math.max(raw, raw * factor);
      if (b >= target) break;
      common.push(q);
      weight = w;
      commonBound = b;
    }
    return { rare: qterms.filter((q) => !common.includes(q)), common, commonBound };
  }

  /**
   * Food d's bound from its own words: coverage over every query term (weight × best alternative
   * quality anywhere in the name), the head cost when no word of the head's is there, and
   * flagBound — what the heap's bound is when every term's postings have been read.
   */
  private exactBound(d: number, plan: Plan, totalWeight: number, wants: Wants, hasHead: boolean, factor: number): number {
    const { ids, askMark, termRole, termPair, pairQuery, pairQuality, pairNext } = this;
    const { mark, terms, weights, matched } = plan;
    // A loop, not fill(): a query has a few terms, and fill's call costs more than the stores (once per popped food).
    for (let k = 0; k < terms; k++) matched[k] = 0;
    let head = false;
    let spareHead = 0;
    let spareRest = 0;
    const secondAt = this.secondAt[d]!;
    const restAt = this.restAt[d]!;
    const extraAt = this.extraAt[d]!;
    for (let j = this.start[d]!; j < this.end[d]!; j++) {
      const t = ids[j]!;
      if (askMark[t] !== mark) continue;
      if (j < restAt) spareHead++;
      else if (j < extraAt) spareRest++;
      if (termRole[t]! & ROLE_HEAD) head = true;
      const f = j < secondAt ? FIELD_HEAD : j < restAt ? FIELD_SECOND : j < extraAt ? FIELD_REST : FIELD_EXTRA;
      for (let p = termPair[t]!; p >= 0; p = pairNext[p]!) {
        const k = pairQuery[p]!;
        const v = f * pairQuality[p]!;
        if (v > matched[k]!) matched[k] = v;
      }
    }
    // Summed in query order, as bounds() adds the terms' contributions (a missing term adds 0).
    let sum = 0;
    for (let k = 0; k < terms; k++) sum += weights[k]! * matched[k]!;
    let raw = sum / totalWeight + this.flagBound(d, wants, plan, spareHead, spareRest);
    if (hasHead && !head) raw -= 0.12;
    return Math.max(raw, raw * factor);
  }

  /**
   * Sum over the terms `gathered` of weight × best alternative quality, per food in their
   * postings (bound[d]); foods stamped `skipMark` (gathered by an earlier call) are left out.
   * Touched foods are stamped docStamp[d] = docMark, and headStamp[d] = docMark when the
   * query's head term is among `gathered` and in the food's name.
   */
  private bounds(gathered: readonly QueryTerm[], headTerm: QueryTerm | undefined, docMark: number, skipMark: number): Int32Array {
    const { records, recordInts, postingStart, postingDocs, postingField } = this;
    // Scratch lists, each food at most once in each: a view of `touched` is handed to scoreBest,
    // which is done with it before bounds is called again.
    const { touchedScratch: touched, docsScratch: docs, termBestScratch: termBest } = this;
    let touchedCount = 0;
    for (const q of gathered) {
      if (q.alternatives.length === 1) {
        touchedCount = this.boundsOfOneTerm(q, q === headTerm, docMark, skipMark, touchedCount);
        continue;
      }
      const termMark = this.nextDocMark();
      let docCount = 0;
      for (const a of q.alternatives) {
        for (let i = postingStart[a.term]!; i < postingStart[a.term + 1]!; i++) {
          const d = postingDocs[i]!;
          const at = d * RECORD_INTS;
          const f = d * RECORD_DOUBLES;
          if (recordInts[at + DOC_STAMP] === skipMark) continue;
          if (recordInts[at + DOC_STAMP] !== docMark) {
            recordInts[at + DOC_STAMP] = docMark;
            records[f + BOUND] = 0;
            recordInts[at + PRESENT_HEAD] = recordInts[at + PRESENT_REST] = 0;
            touched[touchedCount++] = d;
          }
          // Scored as scoreDoc scores it: the quality times the weight of the field the word is in.
          const field = postingField[i]!;
          const value = FIELD_WEIGHT[field]! * a.quality;
          if (field <= IN_SECOND) recordInts[at + PRESENT_HEAD]!++;
          else if (field === IN_REST) recordInts[at + PRESENT_REST]!++;
          if (recordInts[at + TERM_STAMP] !== termMark) {
            recordInts[at + TERM_STAMP] = termMark;
            termBest[d] = value;
            docs[docCount++] = d;
          } else if (value > termBest[d]!) termBest[d] = value;
        }
      }
      for (let j = 0; j < docCount; j++) {
        const f = docs[j]! * RECORD_DOUBLES;
        records[f + BOUND] = records[f + BOUND]! + q.weight * termBest[docs[j]!]!;
      }
      if (q === headTerm) for (let j = 0; j < docCount; j++) recordInts[docs[j]! * RECORD_INTS + HEAD_STAMP] = docMark;
    }
    return touched.subarray(0, touchedCount);
  }

  /**
   * bounds() for a query term with one alternative (nearly every term: a word the vocabulary
   * holds). A food holds each term once (IndexData.ids), so each posting is another food and
   * its field's value is the term's best there: added at once, without the per-term stamp and
   * the second pass over the term's foods that several alternatives need. The same numbers are
   * added in the same order: the bounds are the same.
   */
  private boundsOfOneTerm(q: QueryTerm, isHead: boolean, docMark: number, skipMark: number, touchedCount: number): number {
    const { records, recordInts, postingStart, postingDocs, postingField, touchedScratch: touched } = this;
    const { term, quality } = q.alternatives[0]!;
    const weight = q.weight;
    for (let i = postingStart[term]!; i < postingStart[term + 1]!; i++) {
      const d = postingDocs[i]!;
      const at = d * RECORD_INTS;
      if (recordInts[at + DOC_STAMP] === skipMark) continue;
      const f = d * RECORD_DOUBLES;
      if (recordInts[at + DOC_STAMP] !== docMark) {
        recordInts[at + DOC_STAMP] = docMark;
        records[f + BOUND] = 0;
        recordInts[at + PRESENT_HEAD] = recordInts[at + PRESENT_REST] = 0;
        touched[touchedCount++] = d;
      }
      // Scored as scoreDoc scores it: the quality times the weight of the field the word is in.
      const field = postingField[i]!;
      if (field <= IN_SECOND) recordInts[at + PRESENT_HEAD]!++;
      else if (field === IN_REST) recordInts[at + PRESENT_REST]!++;
      records[f + BOUND] = records[f + BOUND]! + weight * (FIELD_WEIGHT[field]! * quality);
      if (isHead) recordInts[at + HEAD_STAMP] = docMark;
    }
    return touchedCount;
  }

  /** Scratch for plans, indexed by term: valid where askMark[t] is the current plan's mark. */
  private askMark = new Int32Array(0);
  private termRole = new Uint8Array(0);
  /** First entry of term t's list of (query term, quality) pairs, -1 at the end. */
  private termPair = new Int32Array(0);
  private pairQuery: number[] = [];
  private pairQuality: number[] = [];
  private pairNext: number[] = [];
  private planMark = 0;
  /** The plan's weights and its per-food scratch (see plan()). */
  private planWeights = new Float64Array(8);
  private planMatched = new Float64Array(8);

  /** Stamps the foods whose name opens with an asked term, and those with an asked noun, with the plan's mark. */
  private stampFoods(qterms: QueryTerm[], mark: number): void {
    const { openStart, openDocs, nounDocStart, nounDocs, recordInts } = this;
    for (const q of qterms) {
      for (const { term: t } of q.alternatives) {
        for (let i = openStart[t]!; i < openStart[t + 1]!; i++) recordInts[openDocs[i]! * RECORD_INTS + OPEN_STAMP] = mark;
        for (let i = nounDocStart[t]!; i < nounDocStart[t + 1]!; i++) recordInts[nounDocs[i]! * RECORD_INTS + NAMED_STAMP] = mark;
      }
    }
  }

  /**
   * One variant's query terms as scoreDoc reads them: which terms were asked for, by which query
   * term and how well, and which are the head's, the last word's or a wanted method, stamped
   * into arrays by term so a food's words are looked up, not searched for.
   */
  private plan(qterms: QueryTerm[], wants: Wants, lastTerm: QueryTerm, headTerm: QueryTerm | undefined): Plan {
    const terms = this.termText.length;
    if (this.askMark.length !== terms) {
      this.askMark = new Int32Array(terms);
      this.termRole = new Uint8Array(terms);
      this.termPair = new Int32Array(terms);
    }
    if (this.planMark > 2e9) {
      this.askMark.fill(0);
      for (let at = 0; at < this.recordInts.length; at += RECORD_INTS) this.recordInts[at + OPEN_STAMP] = this.recordInts[at + NAMED_STAMP] = 0;
      this.planMark = 0;
    }
    const mark = ++this.planMark;
    const { askMark, termRole, termPair, pairQuery, pairQuality, pairNext } = this;
    pairQuery.length = pairQuality.length = pairNext.length = 0;
    // Reused between plans (a typed array costs more to make than the plan's other work): valid up to qterms.length.
    if (this.planWeights.length < qterms.length) {
      this.planWeights = new Float64Array(qterms.length);
      this.planMatched = new Float64Array(qterms.length);
    }
    const weights = this.planWeights;
    for (let k = 0; k < qterms.length; k++) {
      const q = qterms[k]!;
      weights[k] = q.weight;
      for (const a of q.alternatives) {
        if (askMark[a.term] !== mark) {
          askMark[a.term] = mark;
          termRole[a.term] = 0;
          termPair[a.term] = -1;
        }
        pairQuery.push(k);
        pairQuality.push(a.quality);
        pairNext.push(termPair[a.term]!);
        termPair[a.term] = pairQuery.length - 1;
      }
    }
    this.stampFoods(qterms, mark);
    for (const a of headTerm?.alternatives ?? []) termRole[a.term]! |= ROLE_HEAD;
    for (const a of lastTerm.alternatives) termRole[a.term]! |= ROLE_LAST;
    for (const t of wants.methods) termRole[t]! |= ROLE_METHOD;
    return { mark, terms: qterms.length, weights, matched: this.planMatched, headless: headTerm === undefined };
  }

  /**
   * Food d's rest terms' segment numbers as the name gives them, in the order the index stores
   * them (see index-data.ts; `segmentCodes` is the same, precomputed).
   */
  segmentsFromName(d: number): Uint8Array {
    let out = this.segmentOf[d];
    if (out) return out;
    const restAt = this.restAt[d]!;
    const length = this.extraAt[d]! - restAt;
    out = new Uint8Array(length);
    const parts = this.input.name(d).split(',');
    for (const headSegments of this.secondAt[d]! < restAt ? [2, 1] : [1, 2]) {
      const seen = new Set<number>();
      for (let i = this.start[d]!; i < restAt; i++) seen.add(this.ids[i]!);
      let at = 0;
      for (let s = headSegments; s < parts.length && at <= length; s++) {
        const code = segmentCode(parts[s]!, s);
        for (const t of terms(parts[s]!)) {
          const id = this.termIds.get(t);
          if (id === undefined || seen.has(id)) continue;
          seen.add(id);
          if (at < length) out[at] = code;
          at++;
        }
      }
      if (at === length) break;
      out.fill(0); // the name does not split the way the index did: no segment costs for it
    }
    this.segmentOf[d] = out;
    return out;
  }

  private scoreDoc(d: number, plan: Plan, totalWeight: number, wants: Wants): number {
    const ids = this.ids;
    const start = this.start[d]!;
    const secondAt = this.secondAt[d]!;
    const restAt = this.restAt[d]!;
    const extraAt = this.extraAt[d]!;
    const end = this.end[d]!;
    const { mark, terms, weights, matched: best } = plan;
    const { askMark, termRole, termPair, pairQuery, pairQuality, pairNext } = this;

    // Coverage: each query term counts by its best alternative where that sits best in the
    // name. Fields only fall along the name, so a word's first place is its best place.
    for (let k = 0; k < terms; k++) best[k] = 0;
    for (let i = start; i < end; i++) {
      const t = ids[i]!;
      if (askMark[t] !== mark) continue;
      const f = i < secondAt ? FIELD_HEAD : i < restAt ? FIELD_SECOND : i < extraAt ? FIELD_REST : FIELD_EXTRA;
      for (let p = termPair[t]!; p >= 0; p = pairNext[p]!) {
        const v = f * pairQuality[p]!;
        const k = pairQuery[p]!;
        if (v > best[k]!) best[k] = v;
      }
    }
    let matched = 0;
    for (let k = 0; k < terms; k++) matched += weights[k]! * best[k]!;
    let score = matched / totalWeight;

    let unmatchedHead = 0;
    let unmatchedRest = 0;
    let docHasMethod = false;
    let methodMatches = false;
    let lastInHead = false;
    let hasQueryHead = plan.headless;
    // Codes by position in ids when shipped, else food d's own, from its first rest term.
    const segmentOf = this.segmentCodes ?? (restAt < extraAt ? this.segmentsFromName(d) : undefined);
    const segmentBase = this.segmentCodes ? 0 : restAt;
    /** Rest segments (bit s) with a word the query asked for, and with an unasked variant word. */
    let askedSegments = 0;
    let unaskedSegments = 0;
    for (let i = start; i < extraAt; i++) {
      const t = ids[i]!;
      const tf = this.termFlags[t]!;
      const isAsked = askMark[t] === mark;
      const role = isAsked ? termRole[t]! : 0;
      if (role & ROLE_HEAD) hasQueryHead = true;
      if (tf & 2) {
        if (t !== this.rawTerm) docHasMethod = true; // raw is the absence of a method, not a competing one
        if (role & ROLE_METHOD) methodMatches = true;
      }
      if (i < restAt && role & ROLE_LAST) lastInHead = true;
      const segment = i >= restAt ? segmentOf![i - segmentBase]! : 0;
      if (isAsked) {
        if (segment > 0 && segment < PLAIN) askedSegments |= 1 << segment;
        continue;
      }
      if (i >= restAt && segment === 0) continue; // a word of "NS as to …": not a qualifier
      const cost = tf & 1 ? 0.2 : 1;
      if (segment > 0 && segment < PLAIN && !(tf & 1) && t !== this.rawTerm) unaskedSegments |= 1 << segment;
      // After a class head ("Fish, salmon"), the class word itself says little: half price.
      if (i < secondAt) unmatchedHead += secondAt < restAt ? cost / 2 : cost;
      else if (i < restAt) unmatchedHead += cost;
      else unmatchedRest += cost;
    }
    score -= 0.07 * unmatchedHead + Math.min(0.25, 0.025 * unmatchedRest);
    // Capped: a long list of parts ("…, lettuce, tomato, cheese") describes the dish, it is not variants.
    score -= QUALIFIER_COST * Math.min(2, bitCount(unaskedSegments & ~askedSegments));
    const record = d * RECORD_INTS;
    if (this.recordInts[record + OPEN_STAMP] === mark) score += 0.08;
    // "cherry tomatoes" are tomatoes: a food without the query's head noun ("Cherries, raw") is another food.
    if (!hasQueryHead) score -= 0.12;
    if (lastInHead) score += 0.05;
    if (this.recordInts[record + FLAGS]! & HAS_NOUNS && this.recordInts[record + NAMED_STAMP] !== mark) score -= 0.15;
    const flags = this.flags[d]!;
    if (flags & F_GENERIC) score += 0.04;
    if (flags & F_FNDDS) score += 0.03;
    if (flags & F_BABY && !wants.baby) score -= 0.35;
    if (flags & F_STAND_IN && !wants.standIn) score -= 0.3;
    if (flags & F_AS_INGREDIENT) score -= 0.08;
    if (flags & F_ALCOHOLIC && !wants.alcohol) score -= 0.3;
    if (wants.methods.length > 0) {
      if ((docHasMethod || flags & F_RAW) && !methodMatches) score -= 0.12;
    } else if (flags & F_RAW && flags & F_FNDDS) {
      score += 0.02; // FNDDS lists "raw" only for foods people eat raw (fruit, salad vegetables)
    } else if (docHasMethod) {
      score -= 0.03; // no method asked: the plain form before a baked, dried or fried one
    }
    return score;
  }
}

/** What scoreDoc knows of one query variant (see SearchIndex.plan). */
interface Plan {
  mark: number;
  /** How many query terms: weights and matched are valid up to it. */
  terms: number;
  /** Each query term's weight, in query order. */
  weights: Float64Array;
  /** Scratch: each query term's best match in the food being scored. */
  matched: Float64Array;
  /** The query has no head noun (every word a preparation or a plain qualifier). */
  headless: boolean;
}
const ROLE_HEAD = 1;
/** flagBound's table index: the name opens with an asked word; it has nouns and names none asked. */
const OPENS = 256;
const UNNAMED = 512;
/** The most flagBound can add (every bonus, no cost), its 1e-9 of rounding room included. */
const FLAG_BOUND_MAX = 0.05 + 1e-9 + 0.08 + 0.04 + 0.03 + 0.02;
/** Before any food is scored, the score the top is expected to reach: only sets which postings are read first. */
const TYPICAL_TOP_SCORE = 0.6;
const ROLE_LAST = 2;
const ROLE_METHOD = 4;

/**
 * A food's record (SearchIndex.records): 64 bytes, read as 8 doubles and as 16 int32s. Doubles:
 * the bound being summed (and then the heap's key); in the second double's place, ints 2 and 3,
 * the food's term bits (TERM_BITS: termBit of every term its name holds, 64 bits, so a loose
 * bound leaves out a common term the name cannot hold); and what scoreDoc's unasked-word costs
 * add up to when the query asks none of the name's words, in the head segments and in the rest
 * (flagBound takes the query's share off). Ints, from 8 on:
 * the search's mark of the food (docStamp), of the term being read (termStamp), of the foods
 * whose name holds the query's head term (headStamp: equal to docStamp); the plan's mark where
 * the name opens with an asked term (openStamp) or holds an asked noun (namedStamp); how many
 * asked terms the head segments and the later segments hold (presentHead, presentRest: valid
 * where docStamp is the mark); and the food's flags byte, with HAS_NOUNS where it has nouns
 * (scoreDoc's cost for naming none of them applies).
 */
const RECORD_BYTES = 64;
const RECORD_DOUBLES = RECORD_BYTES / 8;
const RECORD_INTS = RECORD_BYTES / 4;
const BOUND = 0;
/** Ints 2 and 3 (the second double): TERM_BITS. */
const TERM_BITS = 2;
const HEAD_COST = 2;
const REST_COST = 3;
const DOC_STAMP = 8;
const TERM_STAMP = 9;
const HEAD_STAMP = 10;
const OPEN_STAMP = 11;
const NAMED_STAMP = 12;
const PRESENT_HEAD = 13;
const PRESENT_REST = 14;
const FLAGS = 15;
const HAS_NOUNS = 256;

/**
 * Per vocabulary (an index's terms), worked out on the first word it does not hold (few queries
 * have one: not at load): each term's letters as bits, so a term too far from a typo by its
 * letters alone is not compared; and the term ids in the order of their text, for the terms a
 * word opens.
 */
const lettersOfTerms = derivedPerOwner((terms: readonly string[]) => Int32Array.from(terms, lettersOf));
const termsInTextOrder = derivedPerOwner((terms: readonly string[]) =>
  Int32Array.from(terms.keys()).sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0)),
);

/** The letters (by character code, folded into 32 bits) a word holds, as bits: which, not how many. */
function lettersOf(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) bits |= 1 << (word.charCodeAt(i) & 31);
  return bits;
}

/**
 * A term's bit (0–63) in a food's TERM_BITS: the bits of every term a name holds, so a clear bit
 * proves the term is not in the name (a set one may be another term's). Fibonacci hashing
 * spreads neighbouring ids.
 */
function termBit(term: number): number {
  return Math.imul(term, 0x9e3779b1) >>> 26;
}

function bitCount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v; v &= v - 1) n++;
  return n;
}
