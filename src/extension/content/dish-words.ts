/*
 * The page's words about a right-clicked image, counted once. A page often says the same dish
 * several times (alt "A plate of spaghetti with meat sauce", caption "Spaghetti with meat sauce,
 * about 350 g", the post's <h1>); sent to describeMeal together they were read as three foods
 * (1,124 kcal for one 350 g plate). Here they become one description: the most specific one,
 * with the amount a caption gives. Pure functions, so they are tested without a page.
 */

/** Where a description was found; the image's own words come before the page's. */
export type WordSource = 'alt' | 'figcaption' | 'caption' | 'title' | 'aria-label' | 'recipe' | 'og:title' | 'h1';

export interface PageWords {
  source: WordSource;
  text: string;
}

export interface DishWords {
  /** One description of the dish for describeMeal, amount first when the page gives one; '' when the page says nothing usable. */
  text: string;
  /** Where the description came from, and where its amount came from when that is another place. */
  from: WordSource | null;
  amountFrom: WordSource | null;
}

/** Sources in the order they speak for this image: its own words, then the page's (which may be about another picture). */
const SOURCE_RANK: Record<WordSource, number> = { alt: 0, figcaption: 1, caption: 2, title: 3, 'aria-label': 4, recipe: 5, 'og:title': 6, h1: 7 };
const IMAGE_OWN: ReadonlySet<WordSource> = new Set(['alt', 'figcaption', 'caption', 'title', 'aria-label']);

/** A description longer than this is prose about the meal, not a name for it; a page's title past it is cut. */
const MAX_DESCRIPTION_CHARS = 300;

/**
 * Words that say nothing about which food: articles, serving words, photo words and praise.
 * Content words are what is left; two descriptions share a dish when most of the shorter one's
 * content words are in the other (see SAME_DISH_SHARE).
 */
const FILLER = new Set(
  ('a an the of with and or in on at for to from by my our your this that these those is are was it its ' +
    'plate bowl serving portion slice piece dish meal photo picture image pic img shot close up closeup view ' +
    'about around approx approximately roughly some fresh homemade home made delicious tasty easy best perfect simple quick ' +
    'recipe recipes served topped').split(' '),
);

/**
 * More content words than this is prose about the meal ("we made this on a rainy Sunday with the
 * kids…") rather than a name for it: it is chosen only when nothing shorter describes the image.
 */
const MAX_NAME_WORDS = 12;

/** Share of the shorter description's content words the longer must hold to be the same dish (half: "spaghetti meat sauce" ⊂ "spaghetti meat sauce parmesan"). */
const SAME_DISH_SHARE = 0.5;

/** A measured amount: "350 g", "about 12 oz", "1.5 cups", "250ml". Counts ("2 slices") stay in the text. */
const AMOUNT = /\b(?:about|around|approx\.?|approximately|roughly|~)?\s*(\d+(?:[.,]\d+)?)\s*(g|grams?|kg|kilograms?|oz|ounces?|lbs?|pounds?|ml|millilitres?|milliliters?|l|litres?|liters?|cups?)\b\.?/i;

/** Container phrases that an explicit amount replaces ("a plate of" would add a plate's portion). */
const CONTAINER = /^(?:(?:a|an|one|the)\s+)?(?:big\s+|small\s+|large\s+)?(?:plate|bowl|serving|portion|dish|helping)\s+of\s+/i;

/** What is not a description: file names, bare numbers, and words like "image" or "photo". */
function isDescription(text: string): boolean {
  if (!text || text.length > MAX_DESCRIPTION_CHARS * 4) return false;
  if (/^[\w-]+\.(?:jpe?g|png|gif|webp|avif|svg)$/i.test(text)) return false;
  if (/^(?:img|dsc|image|photo|pxl)[\s_-]*\d+/i.test(text)) return false;
  return contentWords(text).length > 0 || AMOUNT.test(text);
}

export function contentWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(AMOUNT, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1 && !FILLER.has(w))
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
  return [...new Set(words)];
}

function clean(entry: PageWords): PageWords {
  let text = entry.text.replace(/\s+/g, ' ').trim();
  // A page title carries the site's name: "Spaghetti with meat sauce | Food Blog".
  if (entry.source === 'og:title' || entry.source === 'h1') text = text.split(/\s+[|–—·•]\s+|\s+-\s+/)[0]!.trim();
  if (text.length > MAX_DESCRIPTION_CHARS) text = text.slice(0, MAX_DESCRIPTION_CHARS).replace(/\s+\S*$/, '');
  return { source: entry.source, text };
}

export function sameDish(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const shared = short.filter((w) => long.includes(w)).length;
  return shared / short.length >= SAME_DISH_SHARE;
}

/**
 * The one description of the dish: the most specific of the image's own words (most content
 * words, prose last; the image's own before the page's, then alt, figcaption, caption, title, aria-label,
 * recipe name, og:title, h1), with a measured amount taken from any description of the same
 * dish (or a caption that is only an amount) when it has none. Descriptions of the same food
 * are never added up; descriptions of other foods on the page are left out.
 */
export function chooseDishWords(found: readonly PageWords[]): DishWords {
  const entries = found
    .map(clean)
    .filter((e) => isDescription(e.text))
    .map((e) => ({ ...e, words: contentWords(e.text), amount: AMOUNT.exec(e.text) }));
  const named = entries.filter((e) => e.words.length > 0);
  const own = named.filter((e) => IMAGE_OWN.has(e.source));
  const pool = own.length > 0 ? own : named;
  if (pool.length === 0) return { text: '', from: null, amountFrom: null };
  const prose = (e: { words: string[] }) => (e.words.length > MAX_NAME_WORDS ? 1 : 0);
  const best = [...pool].sort((a, b) => prose(a) - prose(b) || b.words.length - a.words.length || SOURCE_RANK[a.source] - SOURCE_RANK[b.source])[0]!;
  const amountEntry = best.amount
    ? best
    : entries
        .filter((e) => e.amount && (e.words.length === 0 || sameDish(e.words, best.words)))
        .sort((a, b) => SOURCE_RANK[a.source] - SOURCE_RANK[b.source])[0];
  const amount = amountEntry?.amount;
  if (!amount) return { text: best.text, from: best.source, amountFrom: null };
  // The amount goes first, where describeMeal reads it as the dish's weight ("350 g spaghetti with
  // meat sauce"); after a comma it would be read as the weight of the next food.
  const dish = best.text
    .replace(AMOUNT, ' ')
    .replace(/\s*[,;(]\s*[)]?\s*(?=$|[,;])/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.-]+|[\s,;:.-]+$/g, '')
    .replace(CONTAINER, '');
  const measure = `${amount[1]!.replace(',', '.')} ${amount[2]!.toLowerCase()}`;
  // "Oatmeal" → "300 g oatmeal"; an acronym ("BBQ ribs") keeps its capitals.
  const lead = /^\p{Lu}\p{Ll}/u.test(dish) ? dish[0]!.toLowerCase() + dish.slice(1) : dish;
  return { text: `${measure} ${lead}`, from: best.source, amountFrom: amountEntry!.source };
}
