/**
 * Word handling shared by the index and the queries: both sides go through the same
 * normalisation, so the rules only need to be consistent, not linguistically perfect.
 */

/** Words that carry no food identity in USDA descriptions or in queries. */
export const STOPWORDS = new Set([
  'a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'into', 'is', 'it', 'of', 'on', 'or', 'the',
  'to', 'type', 'with', 'w', 'ns', 'nfs', 'made', 'other', 'some', 'my', 'i', 'had', 'ate', 'eat',
  'includes', 'include', 'excludes', 'item', 'items', 'its',
]);

/** Plurals whose singular ends in "ie", so "-ies" must not become "-y". */
const IE_SINGULARS = new Set([
  'cookie', 'brownie', 'smoothie', 'veggie', 'hoagie', 'pie', 'potpie', 'calorie', 'sweetie', 'pastie',
  'cutie', 'goodie', 'rotini', 'beanie', 'birdie', 'oreo',
]);

const IRREGULAR: Record<string, string> = {
  leaves: 'leaf', loaves: 'loaf', halves: 'half', knives: 'knife', geese: 'goose', teeth: 'tooth',
  children: 'child', men: 'man', women: 'woman', mice: 'mouse', dice: 'die',
  // Cooking methods: one stem per method, so "fried"/"fry"/"frying" and "grill"/"grilled" meet.
  fried: 'fry', frying: 'fry', fries: 'fries', // "fries" are a food, not a method
  grilled: 'grill', grilling: 'grill', baked: 'bake', baking: 'bake',
  boiled: 'boil', boiling: 'boil', roasted: 'roast', roasting: 'roast', steamed: 'steam', steaming: 'steam',
  scrambled: 'scramble', poached: 'poach', broiled: 'broil', smoked: 'smoke', sauteed: 'saute',
  toasted: 'toast', stewed: 'stew', braised: 'braise', barbecued: 'barbecue', bbq: 'barbecue',
  mashed: 'mash', microwaved: 'microwave', stuffed: 'stuff', battered: 'batter',
  pickled: 'pickle', cooked: 'cook', cooking: 'cook', dried: 'dry', frozen: 'freeze',
  blended: 'blend',
  sweetened: 'sweeten', unsweetened: 'unsweeten', salted: 'salt', unsalted: 'unsalt', filled: 'fill',
  flavored: 'flavor', flavoured: 'flavor', flavour: 'flavor', coated: 'coat', topped: 'top',
  reheated: 'reheat', drained: 'drain', peeled: 'peel', skinless: 'skinless', boneless: 'boneless',
  yoghurt: 'yogurt', yoghurts: 'yogurt', doughnut: 'doughnut', donut: 'doughnut', donuts: 'doughnut',
  catsup: 'ketchup', colour: 'color', grey: 'gray',
};

/** Pure memo: ~8k distinct words in the data, so stemming each once keeps index builds fast. */
const stemCache = new Map<string, string>();

export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = stemWord(word);
    if (stemCache.size < 50_000) stemCache.set(word, s);
  }
  return s;
}

function stemWord(word: string): string {
  const irregular = Object.prototype.hasOwnProperty.call(IRREGULAR, word) ? IRREGULAR[word] : undefined;
  if (irregular) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) {
    const base = word.slice(0, -3);
    return IE_SINGULARS.has(base + 'ie') ? base + 'ie' : base + 'y';
  }
  if (word.endsWith('oes') && word.length > 4) return word.slice(0, -2);
  if (/(ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Words that name a PART or a cut of a food rather than the food: "artichoke hearts", "carrot
 * sticks", "chicken wings", "broccoli florets". When one ends a phrase, the food noun is the word
 * before it; a food whose name has both ("Fish, stick", "Chicken wing") still matches fully.
 */
const PART_WORDS = new Set(
  ['heart', 'stick', 'wing', 'breast', 'tip', 'floret', 'chunk', 'slice', 'bite', 'strip', 'nugget', 'wedge', 'spear',
    'cube', 'thigh', 'drumstick', 'leg', 'fillet', 'filet', 'piece'].map(stem),
);
/** Does this word name a part of a food ("hearts", "sticks", "florets")? */
export function isPartWord(word: string): boolean {
  return PART_WORDS.has(stem(word));
}

/** Lower case, no accents ("jalapeño" → "jalapeno"). */
export function normalizeText(text: string): string {
  // NFD is slow in ICU; USDA descriptions are ASCII, so only decompose when there is something to strip.
  const plain = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return plain.toLowerCase();
}

/**
 * Raw words, in order, after normalisation (no stemming, stopwords kept): runs of letters and
 * digits; apostrophes vanish ("McDonald's" → "mcdonalds"); "&" reads as "and". A hand loop,
 * because this runs on every description when the index is built.
 */
export function words(text: string): string[] {
  const s = normalizeText(text);
  const out: string[] = [];
  let start = -1;
  let pending = '';
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 32;
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (start < 0) start = i;
    } else if (c === 39 || c === 0x2019 || c === 96) {
      // apostrophe inside a word: keep the word going without the mark
      if (start >= 0) {
        pending += s.slice(start, i);
        start = -1;
      }
    } else {
      if (start >= 0 || pending) {
        out.push(pending + (start >= 0 ? s.slice(start, i) : ''));
        pending = '';
        start = -1;
      }
      if (c === 38) out.push('and');
    }
  }
  return out;
}

/** Index terms of a text: stemmed words without stopwords, in order (duplicates kept). */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w))
    .map(stem);
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, "chikcen"),
 * giving up above `max` so a vocabulary scan stays cheap.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  // Three rows, reused: the search asks this of every vocabulary word of a near length.
  if (rows[0]!.length < n + 1) rows = [new Int32Array(2 * n + 2), new Int32Array(2 * n + 2), new Int32Array(2 * n + 2)];
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) {
    prev2[j] = 0;
    prev[j] = j;
    cur[j] = 0;
  }
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const done = prev2;
    prev2 = prev;
    prev = cur;
    cur = done;
  }
  return prev[n]!;
}
let rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
