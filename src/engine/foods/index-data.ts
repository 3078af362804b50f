/**
 * What the search index knows about each food, derived from its USDA description: the words
 * of each part of the name (head, second segment after a class head, the rest, category and
 * common names), the words that name the food (head nouns and brands) and a few flags.
 *
 * The build script computes this once and stores it packed in foods.json.gz, so starting the
 * engine only copies arrays; `buildIndexData` is also the fallback for data without it. The
 * data test rebuilds the file and compares bytes, so a rule changed here without
 * `npm run build:data` fails the tests.
 */
import { terms } from './text.js';
import type { FoodSource } from './types.js';

/** What the index needs to know about each food, by position. */
export interface IndexInput {
  count: number;
  name(i: number): string;
  category(i: number): string;
  commonNames(i: number): string | undefined;
  source(i: number): FoodSource;
  alcohol(i: number): number;
}

/** Per-food flag bits. */
export const F_GENERIC = 1;
export const F_FNDDS = 2;
export const F_BABY = 4;
export const F_AS_INGREDIENT = 8;
export const F_ALCOHOLIC = 16;
export const F_RAW = 32;
export const F_STAND_IN = 64;

export interface IndexData {
  /** Vocabulary: term id → stemmed word. */
  terms: string[];
  /** Food d's term ids are ids[start[d] .. end[d]): head, then the second segment after a class head (from secondAt), the rest (restAt), category and common names (extraAt). Each id once per food. */
  ids: Int32Array;
  start: Int32Array;
  secondAt: Int32Array;
  restAt: Int32Array;
  extraAt: Int32Array;
  end: Int32Array;
  /** Words that name food d: nouns[nounStart[d] .. nounStart[d + 1]). */
  nouns: Int32Array;
  nounStart: Int32Array;
  flags: Uint8Array;
  /**
   * By position in `ids`: which rest segment of the name a rest term comes from (1–30; 0 for the
   * words of an "NS as to …" segment, PLAIN for a plain one), 0 outside the rest. The search's
   * qualifier cost reads it; precomputed by the build so a food's first search costs what its
   * second does. Absent in a packed index older than it: the search then works it out per food.
   */
  segments?: Uint8Array;
}

/** "NS as to type of crust", "NFS": a segment that says the variant is unknown asks for nothing. */
export const GENERIC_SEGMENT = /\b(NFS|NS as to|NS)\b/;
/** "prepared with calcium sulfate", "regular", "home recipe", FNDDS's "fat added": how the ordinary form is made, not a variant. */
export const PLAIN_SEGMENT = /^\s*(prepared|made|regular|plain|home recipe|homemade|commercially prepared|ready-to-\w+|fat added|no added fat|with added fat)\b/i;
/** Segment code of a plain segment's words. */
export const PLAIN = 31;
/** The segment code of rest segment `s` (its position among the name's comma parts). */
export function segmentCode(segment: string, s: number): number {
  return GENERIC_SEGMENT.test(segment) ? 0 : PLAIN_SEGMENT.test(segment) ? PLAIN : Math.min(30, s);
}
/** Packed segment codes are one character each, from '0' (code 0) to 'O' (PLAIN): JSON-safe and gzip-friendly. */
const SEGMENT_CHAR_BASE = 0x30;

/** IndexData as plain JSON arrays, lengths instead of offsets (the "index" member of foods.json.gz). */
export interface PackedIndex {
  terms: string[];
  ids: number[];
  /** Four per food: head, second-segment, rest and extra term counts. */
  lengths: number[];
  nouns: number[];
  nounCounts: number[];
  flags: number[];
  /** The rest terms' segment codes (IndexData.segments), one character each, food after food. */
  segments?: string;
}

/** A first segment used by at least this many foods is a class ("Fish", "Beverages"). */
const CLASS_HEAD_MIN = 25;
const BABY_FOOD = /\b(baby|infant)\b/i;
/** Stand-ins: "Chicken, meatless" is not what "chicken" means unless the query says so. */
const STAND_IN = /\b(meatless|vegetarian|imitation|substitute|vegan|meat-free|plant-based|soy-based|morningstar|boca|gardenburger|worthington|loma linda)\b/i;
/** "Rice, white, cooked, as ingredient": recipe components, not something people report eating. */
const AS_INGREDIENT = /\bas ingredient\b/i;
const GENERIC = /\b(NFS|NS as to)\b/;
const RAW = /\braw\b/i;

function firstSegment(name: string): string {
  const i = name.indexOf(',');
  return (i < 0 ? name : name.slice(0, i)).trim().toLowerCase();
}

/**
 * Brand and product names name the food as much as its noun does: a name in parentheses
 * ("Tortilla chips, other flavors (Doritos)") or in SR's capitals ("GENERAL MILLS, CHEERIOS").
 */
function brandTerms(segment: string): string[] {
  const out: string[] = [];
  for (const m of segment.matchAll(/\(([^)]*)\)/g)) out.push(...terms(m[1]!));
  for (const m of segment.matchAll(/\b[A-Z][A-Z'&.-]*[A-Z]\b/g)) if (m[0] !== 'NFS' && m[0] !== 'NS') out.push(...terms(m[0]));
  return out;
}

/**
 * English puts the head noun last: "Salad dressing" is a dressing, "Salmon salad" a salad.
 * Each part around "and"/"or"/"with" has one ("Egg omelet or scrambled egg" → omelet, egg).
 */
function headNouns(segment: string): string[] {
  const nouns: string[] = brandTerms(segment);
  for (const part of segment.replace(/\([^)]*\)/g, ' ').split(/\b(?:with|in|on|from|made|and|or|for|without)\b/i)) {
    const t = terms(part);
    if (t.length) nouns.push(t[t.length - 1]!);
  }
  return nouns;
}

/** A growable Int32Array. */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(v: number) {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  done(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

function cached(cache: Map<string, string[]>, key: string, make: (key: string) => string[]): string[] {
  let v = cache.get(key);
  if (!v) cache.set(key, (v = make(key)));
  return v;
}

export function buildIndexData(input: IndexInput): IndexData {
  const n = input.count;
  const data: IndexData = {
    terms: [],
    ids: new Int32Array(0),
    start: new Int32Array(n),
    secondAt: new Int32Array(n),
    restAt: new Int32Array(n),
    extraAt: new Int32Array(n),
    end: new Int32Array(n),
    nouns: new Int32Array(0),
    nounStart: new Int32Array(n + 1),
    flags: new Uint8Array(n),
  };
  const segmentCodes = new IntList();
  const firstSegments = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const first = firstSegment(input.name(i));
    firstSegments.set(first, (firstSegments.get(first) ?? 0) + 1);
  }
  const classHeads = new Set<string>();
  for (const [segment, count] of firstSegments) if (count >= CLASS_HEAD_MIN) classHeads.add(segment);

  // "cooked", "NS as to fat"… repeat thousands of times: tokenise each distinct segment once.
  const segmentCache = new Map<string, string[]>();
  const nounCache = new Map<string, string[]>();
  const brandCache = new Map<string, string[]>();
  const termIds = new Map<string, number>();
  const ids = new IntList();
  const nouns = new IntList();
  const lastDoc = new IntList();
  const add = (doc: number, list: readonly string[], code = 0) => {
    for (const t of list) {
      let id = termIds.get(t);
      if (id === undefined) {
        id = data.terms.length;
        termIds.set(t, id);
        data.terms.push(t);
        lastDoc.push(-1);
      }
      if (lastDoc.data[id] === doc) continue;
      lastDoc.data[id] = doc;
      ids.push(id);
      segmentCodes.push(code);
    }
  };
  for (let d = 0; d < n; d++) {
    const name = input.name(d);
    const segments = name.split(',');
    // "Fish, salmon, baked": when the first segment only names a class, the second names the food.
    const headSegments = segments.length > 1 && classHeads.has(segments[0]!.trim().toLowerCase()) ? 2 : 1;
    data.start[d] = ids.length;
    let secondAt = -1;
    let restAt = -1;
    for (let s = 0; s < segments.length; s++) {
      if (s === 1 && headSegments === 2) secondAt = ids.length;
      if (s === headSegments) restAt = ids.length;
      add(d, cached(segmentCache, segments[s]!, terms), s >= headSegments ? segmentCode(segments[s]!, s) : 0);
    }
    if (restAt < 0) restAt = ids.length;
    data.restAt[d] = restAt;
    data.secondAt[d] = secondAt < 0 ? restAt : secondAt;
    data.extraAt[d] = ids.length;
    add(d, cached(segmentCache, input.category(d), terms));
    const common = input.commonNames(d);
    if (common) add(d, terms(common));
    data.end[d] = ids.length;

    data.nounStart[d] = nouns.length;
    for (let s = 0; s < segments.length; s++) {
      const segment = segments[s]!;
      // Later segments contribute only their brand words.
      const found =
        s < headSegments ? cached(nounCache, segment, headNouns) : /[(]|[A-Z]{2}/.test(segment) ? cached(brandCache, segment, brandTerms) : [];
      for (const noun of found) {
        const id = termIds.get(noun);
        if (id !== undefined) nouns.push(id);
      }
    }
    let f = 0;
    if (GENERIC.test(name)) f |= F_GENERIC;
    if (input.source(d) === 'fndds') f |= F_FNDDS;
    if (BABY_FOOD.test(name) || BABY_FOOD.test(input.category(d))) f |= F_BABY;
    if (AS_INGREDIENT.test(name)) f |= F_AS_INGREDIENT;
    if (input.alcohol(d) > 0.5) f |= F_ALCOHOLIC;
    if (RAW.test(name)) f |= F_RAW;
    if (STAND_IN.test(name)) f |= F_STAND_IN;
    data.flags[d] = f;
  }
  data.nounStart[n] = nouns.length;
  data.ids = ids.done();
  data.nouns = nouns.done();
  data.segments = Uint8Array.from(segmentCodes.done());
  return data;
}

export function packIndex(data: IndexData): PackedIndex {
  const n = data.start.length;
  const lengths: number[] = [];
  const nounCounts: number[] = [];
  for (let d = 0; d < n; d++) {
    lengths.push(data.secondAt[d]! - data.start[d]!, data.restAt[d]! - data.secondAt[d]!, data.extraAt[d]! - data.restAt[d]!, data.end[d]! - data.extraAt[d]!);
    nounCounts.push(data.nounStart[d + 1]! - data.nounStart[d]!);
  }
  const packed: PackedIndex = { terms: data.terms, ids: Array.from(data.ids), lengths, nouns: Array.from(data.nouns), nounCounts, flags: Array.from(data.flags) };
  if (data.segments) {
    const codes: number[] = [];
    for (let d = 0; d < n; d++) for (let i = data.restAt[d]!; i < data.extraAt[d]!; i++) codes.push(SEGMENT_CHAR_BASE + data.segments[i]!);
    // In chunks: String.fromCharCode takes its codes as arguments.
    const chunks: string[] = [];
    for (let at = 0; at < codes.length; at += 8192) chunks.push(String.fromCharCode(...codes.slice(at, at + 8192)));
    packed.segments = chunks.join('');
  }
  return packed;
}

export function unpackIndex(packed: PackedIndex, n: number): IndexData {
  if (packed.flags.length !== n || packed.lengths.length !== 4 * n || packed.nounCounts.length !== n) {
    throw new RangeError(`packed index is for ${packed.flags.length} foods, the data has ${n}`);
  }
  const data: IndexData = {
    terms: packed.terms,
    ids: Int32Array.from(packed.ids),
    start: new Int32Array(n),
    secondAt: new Int32Array(n),
    restAt: new Int32Array(n),
    extraAt: new Int32Array(n),
    end: new Int32Array(n),
    nouns: Int32Array.from(packed.nouns),
    nounStart: new Int32Array(n + 1),
    flags: Uint8Array.from(packed.flags),
  };
  let at = 0;
  let nounAt = 0;
  for (let d = 0; d < n; d++) {
    data.start[d] = at;
    data.secondAt[d] = at += packed.lengths[4 * d]!;
    data.restAt[d] = at += packed.lengths[4 * d + 1]!;
    data.extraAt[d] = at += packed.lengths[4 * d + 2]!;
    data.end[d] = at += packed.lengths[4 * d + 3]!;
    data.nounStart[d] = nounAt;
    nounAt += packed.nounCounts[d]!;
  }
  data.nounStart[n] = nounAt;
  if (packed.segments !== undefined) {
    const segments = new Uint8Array(data.ids.length);
    let k = 0;
    for (let d = 0; d < n; d++) for (let i = data.restAt[d]!; i < data.extraAt[d]!; i++) segments[i] = packed.segments.charCodeAt(k++) - SEGMENT_CHAR_BASE;
    if (k !== packed.segments.length) throw new RangeError(`packed index has ${packed.segments.length} segment codes for ${k} rest terms`);
    data.segments = segments;
  }
  return data;
}
