import { unitByName, type Size, type UnitInfo } from '../foods/units.js';
import type { Amount } from '../meal/quantity.js';
import type { Link } from '../meal/parse.js';
import { MAX_ITEMS, tooManyFoods } from '../meal/limits.js';
import { endsInName, nameAt, type LanguageLexicon } from './lexicon.js';
import type { LanguagePack } from './pack.js';
import { wordsOf, type Word } from './words.js';
import { respellDigraphs } from './spelling.js';
import { splitToppings } from './toppings.js';
import { restoreJoiners } from './joiners.js';

/** One food the person named, in their language: the amount read, the food words, their own text. */
export interface LanguageItem {
  amount?: Amount;
  /** The food words (folded), amount and framing removed. */
  words: string[];
  /** The same words as the person wrote them (the meal name quotes them). */
  said: string[];
  /** "sin azúcar", "ohne Zucker": the folded words left out. */
  without: string[];
  link: Link;
  span: { start: number; end: number };
}

const SENTENCE_END = new Set(['.', '!', '?', ';', '+', ':']);

/** Does a phrase (folded words) start at `i`? */
function phraseAt(words: readonly Word[], i: number, phrase: readonly string[]): boolean {
  return phrase.every((w, k) => words[i + k]?.kind === 'word' && words[i + k]!.text === w);
}

/** The longest phrase of `set` (folded, space-joined) that starts at `i`, in words; 0 if none. */
function setPhraseAt(words: readonly Word[], i: number, set: ReadonlySet<string> | ReadonlyMap<string, unknown>, longest = 4): number {
  for (let n = longest; n >= 1; n--) {
    const slice = words.slice(i, i + n);
    if (slice.length === n && slice.every((w) => w.kind === 'word') && set.has(slice.map((w) => w.text).join(' '))) return n;
  }
  return 0;
}

/**
 * "dos y media", "deux et demi", "due e mezzo": the half joins the number before it, so the
 * "and" does not split the item. Framing ("para el almuerzo", "j'ai mangé") is dropped.
 */
function prepare(words: Word[], pack: LanguagePack): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    const frame = word.kind === 'word' ? pack.framing.find((phrase) => phraseAt(words, i, phrase)) : undefined;
    if (frame) {
      i += frame.length;
      continue;
    }
    // "dos y media", or after the unit: "dos tazas y media", "zwei Tassen und eine halbe".
    const isNumber = (w: Word | undefined) => w !== undefined && (w.kind === 'number' || pack.numbers.has(w.text));
    const at = isNumber(out.at(-1)) ? out.length - 1 : isNumber(out.at(-2)) && pack.units.has(out.at(-1)!.text) ? out.length - 2 : -1;
    const half = at >= 0 ? setPhraseAt(words, i, pack.andHalf, 4) : 0;
    if (half) {
      const number = out[at]!;
      out[at] = { ...number, kind: 'number', value: (number.value ?? pack.numbers.get(number.text)!) + 0.5 };
      i += half;
      continue;
    }
    out.push(word.kind === 'word' && pack.numbers.has(word.text) ? { ...word, value: pack.numbers.get(word.text)! } : word);
    i++;
  }
  return out;
}

interface RawPiece {
  words: Word[];
  link: Link;
}

/** Cuts the words at list connectors, keeping together every lexicon name that spans one ("café con leche"). */
function cut(words: readonly Word[], pack: LanguagePack, lexicon: LanguageLexicon): RawPiece[] {
  const pieces: RawPiece[] = [];
  let current: Word[] = [];
  // The strongest connector since the last piece decides its link: "café. Con leche" is still 'with'.
  let pending: Link = 'first';
  const strength = { first: 0, soft: 1, with: 2, paren: 2, hard: 3 } as const;
  // The last lexicon name of the current piece: where it starts in the piece, and where it ends in the text.
  let lastName: { at: number; length: number; end: number } | undefined;
  const close = (next: Link) => {
    if (current.length > 0) {
      pieces.push({ words: current, link: pieces.length === 0 ? 'first' : pending });
      pending = next;
    } else if (strength[next] > strength[pending]) pending = next;
    current = [];
    lastName = undefined;
  };
  const texts = words.map((w) => w.text);
  const amountWord = (w: Word) => w.kind === 'number' || w.value !== undefined || pack.stop.has(w.text) || pack.units.has(w.text) || pack.sizes.has(w.text);
  for (let i = 0; i < words.length; ) {
    const word = words[i]!;
    if (word.kind === 'word') {
      const name = nameAt(lexicon, texts, i);
      // Two names side by side and nothing else ("Currywurst Pommes", "steak frites", "bitoque
      // batatas fritas"): two foods, as if joined by "and"; a longer name holding both wins above. A name
      // that is also a describing word of the pack ("mixto", "dolce", "sucré") describes the one before.
      if (name && lastName && lastName.end === i && !pack.prepared.has(word.text) && current.length === lastName.at + lastName.length && current.slice(0, lastName.at).every(amountWord)) close('soft');
      // A number word that is also a name ("demi", "tercio": a glass of beer) is an amount before another name ("une demi-baguette").
      if (name) lastName = name.length === 1 && word.value !== undefined ? undefined : { at: current.length, length: name.length, end: i + name.length };
      if (name && name.length > 1) {
        current.push(...words.slice(i, i + name.length));
        i += name.length;
        continue;
      }
    }
    if (word.kind === 'break' || SENTENCE_END.has(word.text) || word.text === '(' || word.text === ')') {
      close('hard');
      i++;
      continue;
    }
    const joins = word.text === ',' || word.text === '&' ? 1 : setPhraseAt(words, i, pack.and);
    if (joins) {
      close('soft');
      i += joins;
      continue;
    }
    const withs = setPhraseAt(words, i, pack.with);
    // "au", "aux", "alla", "ai" are also plain grammar words: they join a second food only when one
    // follows ("risotto ai funghi"), not a style or sauce the lexicon does not know ("alla carbonara").
    const weak = withs === 1 && pack.stop.has(word.text);
    if (withs && current.length > 0 && !(weak && !nameAt(lexicon, texts, i + 1))) {
      close('with');
      i += withs;
      continue;
    }
    current.push(word);
    i++;
  }
  close('hard');
  return pieces;
}

const unit = (name: string): UnitInfo | undefined => unitByName(name);

/** A number at `i`: digits ("2", "1/2", "1 1/2", "1.5") or a number word; how many words it took. */
function numberAt(words: readonly Word[], i: number): { value: number; length: number } | undefined {
  const word = words[i];
  if (!word || word.value === undefined) return undefined;
  let value = word.value;
  let length = 1;
  const next = words[i + 1];
  if (word.kind === 'number' && Number.isInteger(value) && next?.kind === 'number' && next.value! < 1) {
    value += next.value!;
    length++;
  } else if (value >= 1 && next?.kind === 'word' && next.value !== undefined && next.value < 1) {
    // "tres cuartos", "deux tiers", "drei Viertel": a count of a fraction.
    value *= next.value;
    length++;
  } else if (value < 1 && word.kind === 'word' && next?.kind === 'word' && next.value !== undefined && next.value >= 10) {
    // "meia dúzia", "media docena", "mezza dozzina", "ein halbes Dutzend": a fraction of a dozen.
    value *= next.value;
    length++;
  }
  // "2-3", "2 à 3", "2 o 3": the midpoint.
  const sep = words[i + length];
  const upper = words[i + length + 1];
  if (sep && upper?.value !== undefined && upper.value > value && ['-', 'a', 'à', 'o', 'ou', 'oder', 'bis', 'ou', 'ou'].includes(sep.text)) {
    return { value: (value + upper.value) / 2, length: length + 2 };
  }
  return { value, length };
}

/**
 * The amount at the start of a piece: a count (digits, number words, an article), sizes, a
 * unit of the language, the "de"/"di" before the food; a mass or volume inside it wins
 * ("una botella de 33 cl de cerveza" is 33 cl). Stops where a lexicon name starts, so
 * "petit pain" is a roll, not a small "pain".
 */
function readAmount(words: readonly Word[], pack: LanguagePack, lexicon: LanguageLexicon): { amount?: Amount; next: number } {
  const texts = words.map((w) => w.text);
  let i = 0;
  let found = false;
  let explicit = false;
  let count = 1;
  let size: Size | undefined;
  let household: UnitInfo | undefined;
  let measured: { value: number; unit: UnitInfo } | undefined;
  const skipFillers = () => {
    for (let n = setPhraseAt(words, i, pack.fillers); n > 0; n = setPhraseAt(words, i, pack.fillers)) i += n;
  };
  const startsName = () => {
    const name = nameAt(lexicon, texts, i);
    // A unit that is also a food ("noix": a pat of butter, or walnuts) is the food when nothing follows it ("des noix").
    const last = !words.slice(i + 1).some((w) => w.kind === 'word' || w.kind === 'number');
    return name !== undefined && (name.length > 1 || last || !(pack.units.has(texts[i]!) || pack.sizes.has(texts[i]!)));
  };
  // A number word that is also a name is the name when it is the whole rest of the piece or starts a longer one
  // ("un demi", "un tercio", "un demi pression": a glass of beer; "une demi-baguette" is half of one).
  const numberIsName = (at: number) => {
    const name = words[at]?.kind === 'word' ? nameAt(lexicon, texts, at) : undefined;
    return name !== undefined && (name.length > 1 || !words.slice(at + 1).some((w) => w.kind === 'word' || w.kind === 'number'));
  };
  // Definite articles and the like before the amount ("la mitad de", "die Hälfte").
  while (i < words.length - 1 && pack.stop.has(texts[i]!) && !pack.articles.has(texts[i]!) && words[i]!.value === undefined) i++;
  skipFillers();
  if (pack.articles.has(texts[i] ?? '')) {
    found = true;
    i++;
    const inner = numberAt(words, i);
    // "una docena de", "un quart de", "ein halbes", "un paio di": the article counts the number word.
    if (inner && words[i]!.kind === 'word' && !numberIsName(i)) {
      count = inner.value;
      explicit = true;
      i += inner.length;
    }
  } else {
    const number = numberIsName(i) ? undefined : numberAt(words, i);
    if (number) {
      found = true;
      explicit = true;
      count = number.value;
      i += number.length;
      // "die Hälfte einer Pizza", "la moitié d'une": the fraction's article belongs to the amount.
      if (count < 1 && pack.of.has(texts[i] ?? '')) i++;
      if (count < 1 && pack.articles.has(texts[i] ?? '')) i++;
      // "un" after "medio" etc. is not a second count: "media una pizza" is rare; "la moitié d'une pizza" is read by "of" below.
    }
  }
  for (let guard = 0; guard < 8 && i < words.length; guard++) {
    skipFillers();
    if (startsName()) break;
    const text = texts[i]!;
    const sizeWord = pack.sizes.get(text);
    if (sizeWord) {
      size = sizeWord;
      found = true;
      i++;
      continue;
    }
    const unitLength = setPhraseAt(words, i, pack.units, pack.unitWords);
    if (unitLength) {
      const name = pack.units.get(texts.slice(i, i + unitLength).join(' '))!;
      // Short metric spellings ("g", "l") are units only after a number.
      if (!(name.length <= 2 && texts[i]!.length <= 2 && !found)) {
        const hectogram = name === 'hg';
        const info = unit(hectogram ? 'g' : name);
        if (info) {
          found = true;
          i += unitLength;
          if (info.kind !== 'household') {
            if (measured === undefined) measured = { value: hectogram ? 100 : 1, unit: info };
          } else if (measured === undefined && household === undefined) household = info;
          continue;
        }
      }
    }
    // "de", "d'", "di", and an article after it ("d'une", "de una").
    const of = setPhraseAt(words, i, pack.of, 3);
    if (of && found) {
      i += of;
      if (pack.articles.has(texts[i] ?? '')) i++;
      continue;
    }
    // An inner measure: "una botella de 33 cl", "un verre de 25 cl".
    const inner = numberAt(words, i);
    if (inner && found) {
      const unitAfter = setPhraseAt(words, i + inner.length, pack.units, pack.unitWords);
      const name = unitAfter ? pack.units.get(texts.slice(i + inner.length, i + inner.length + unitAfter).join(' '))! : undefined;
      const info = name ? unit(name === 'hg' ? 'g' : name) : undefined;
      if (info && info.kind !== 'household') {
        measured = { value: inner.value * (name === 'hg' ? 100 : 1), unit: info };
        i += inner.length + unitAfter;
        continue;
      }
    }
    break;
  }
  if (!found) return { next: 0 };
  if (measured) return { amount: { count: count * measured.value, unit: measured.unit, ...(size ? { size } : {}), explicit: true }, next: i };
  return { amount: { count, ...(household ? { unit: household } : {}), ...(size ? { size } : {}), explicit: explicit || household !== undefined }, next: i };
}

/** "Nudeln 200 g", "café 250 ml": a measure written after the food. */
function trailingMeasure(words: Word[], pack: LanguagePack): { amount: Amount; rest: Word[] } | undefined {
  for (let k = words.length - 2; k >= Math.max(1, words.length - 4); k--) {
    const number = numberAt(words, k);
    // Digits ("café 250 ml"), or a number word after "of" ("un helado de dos bolas"): a number word
    // alone after a name is more often part of it ("tarta tres chocolates").
    if (!number || (words[k]!.kind !== 'number' && !(k >= 2 && pack.of.has(words[k - 1]!.text)))) continue;
    const unitLength = setPhraseAt(words, k + number.length, pack.units, pack.unitWords);
    if (!unitLength || k + number.length + unitLength !== words.length) continue;
    const name = pack.units.get(words.slice(k + number.length).map((w) => w.text).join(' '))!;
    const info = unit(name === 'hg' ? 'g' : name);
    if (!info) continue;
    // "de" before the measure belongs to it ("un helado de dos bolas", "un café de 200 ml").
    const rest = k >= 2 && pack.of.has(words[k - 1]!.text) ? words.slice(0, k - 1) : words.slice(0, k);
    return { amount: { count: number.value * (name === 'hg' ? 100 : 1), unit: info, explicit: true }, rest };
  }
  return undefined;
}

/** Does a food name start at `i`: a lexicon name, or (a language that writes compounds) a word ending in one ("Schinkenbrötchen")? */
function foodAt(words: readonly Word[], texts: readonly string[], i: number, pack: LanguagePack, lexicon: LanguageLexicon): boolean {
  if (words[i]?.kind !== 'word') return false;
  if (nameAt(lexicon, texts, i)) return true;
  return pack.compounds === true && endsInName(lexicon, texts[i]!);
}

const LABEL_MAX_WORDS = 4;

/**
 * "Kaffee und Kuchen: ein Stück Torte", "Mittag: Kartoffelsalat", "Pausenbrot: ein Käsebrötchen": a
 * few words before a colon, at the start of a line or sentence, are the meal's label when a food is
 * named after the colon; the foods are what follows. ("Nudeln: 200 g" names no food after it: the
 * colon gives the amount of the food before, and stays.)
 */
function dropLabels(words: Word[], pack: LanguagePack, lexicon: LanguageLexicon): Word[] {
  // Most texts have no colon: nothing to look for.
  if (!words.some((w) => w.text === ':')) return words;
  const texts = words.map((w) => w.text);
  const boundary = (w: Word) => w.kind === 'break' || (SENTENCE_END.has(w.text) && w.text !== ':');
  const drop = new Set<number>();
  for (let start = 0; start < words.length; ) {
    let colon = start;
    while (colon < words.length && !boundary(words[colon]!) && words[colon]!.text !== ':') colon++;
    const label = words.slice(start, colon);
    if (colon < words.length && words[colon]!.text === ':' && label.length > 0 && label.length <= LABEL_MAX_WORDS && label.every((w) => w.kind === 'word' || w.text === ',')) {
      let end = colon + 1;
      while (end < words.length && !boundary(words[end]!) && words[end]!.text !== ':') end++;
      let named = false;
      for (let k = colon + 1; k < end && !named; k++) named = foodAt(words, texts, k, pack, lexicon);
      if (named) for (let k = start; k <= colon; k++) drop.add(k);
      start = colon + 1;
      continue;
    }
    start = colon + 1;
  }
  return drop.size === 0 ? words : words.filter((_, k) => !drop.has(k));
}

/** The items of a meal text in the pack's language, in the order written. */
export function parseInLanguage(text: string, pack: LanguagePack, lexicon: LanguageLexicon): LanguageItem[] {
  const words = dropLabels(prepare(restoreJoiners(splitToppings(respellDigraphs(wordsOf(text, pack), pack, lexicon), pack, lexicon), pack, lexicon), pack), pack, lexicon);
  const pieces = cut(words, pack, lexicon);
  if (pieces.length > MAX_ITEMS) throw tooManyFoods(pieces.length);
  const items: LanguageItem[] = [];
  for (const piece of pieces) {
    const read = readAmount(piece.words, pack, lexicon);
    let body = piece.words.slice(read.next);
    let amount = read.amount;
    // An article alone says one of it; a measure written after the food says how much ("un helado de dos bolas").
    if (!amount || (amount.count === 1 && !amount.explicit && !amount.unit && !amount.size)) {
      const trailing = trailingMeasure(body, pack);
      if (trailing) ({ amount, rest: body } = trailing);
    }
    // "sin azúcar", "ohne Zucker": the rest of the piece is what is left out.
    const without: string[] = [];
    const at = body.findIndex((w) => pack.without.has(w.text));
    if (at >= 0) {
      without.push(...body.slice(at + 1).filter((w) => w.kind === 'word' && !pack.stop.has(w.text)).map((w) => w.text));
      body = body.slice(0, at);
    }
    // "una birra media", "un café grande", "uma cerveja pequena": a size after the food's name is its size.
    const said = body.at(-1);
    const sizeAfter = body.length > 1 && body.at(-1)!.kind === 'word' ? pack.sizes.get(body.at(-1)!.text) : undefined;
    if (sizeAfter && !(amount?.size) && nameAt(lexicon, body.map((w) => w.text), body.length - 1) === undefined && (!amount || amount.unit === undefined || amount.unit.kind === 'household')) {
      body = body.slice(0, -1);
      amount = { ...(amount ?? { count: 1, explicit: false }), size: sizeAfter };
    }
    const kept = body.filter((w) => w.kind === 'word' || w.kind === 'number');
    const foodWords = kept.map((w) => w.text);
    if (foodWords.length === 0 && !amount) continue;
    // "riso in bianco, un piatto", "garbanzos, un plato": an amount alone after a food that had
    // none is that food's amount (people name the dish first, then how much of it).
    const before = items.at(-1);
    // "poulet au four", "pesce alla griglia": how the food before was cooked, not a second food.
    if (!amount && before && piece.link === 'with' && foodWords.length > 0 && foodWords.every((w) => pack.prepared.has(w) || pack.stop.has(w))) {
      before.span = { start: before.span.start, end: Math.max(before.span.end, piece.words.at(-1)!.end) };
      continue;
    }
    // The amount belongs to the dish, not to what came with it: "risotto ai funghi, un piatto",
    // "Brot mit Frischkäse, zwei Scheiben". A vague "una ración", "een portie" gives way to a count
    // written after the food ("croquetas, 6", "bitterballen, 6 stuks").
    // An article alone ("una empanada, un trozo") says one of it, no more: the measure after it says how much.
    const vague = (a: Amount | undefined) => a === undefined || (a.unit?.name === 'serving' && a.count === 1) || (a.unit === undefined && a.count === 1 && !a.explicit && a.size === undefined);
    const takes = (it: LanguageItem | undefined) => it !== undefined && it.words.length > 0 && vague(it.amount) && (it.amount === undefined || amount?.explicit === true);
    const dish = [...items].reverse().find((it) => it.link !== 'with');
    const host = takes(dish) ? dish : takes(before) ? before : undefined;
    // After "with", a measure of more than one and nothing else is the host's amount ("ein Eis mit zwei
    // Kugeln", "un gelato con due palline"); an article's one is not ("café con un chorrito": a splash of milk).
    const measureAfterWith = piece.link === 'with' && amount?.unit !== undefined && amount.count >= 2;
    if (foodWords.length === 0 && amount && host && (piece.link !== 'with' || measureAfterWith)) {
      host.amount = amount;
      // The meal name quotes the amount with the dish when nothing came between them.
      if (host === before) host.span = { start: host.span.start, end: Math.max(host.span.end, (piece.words.at(-1) ?? piece.words[0]!).end) };
      continue;
    }
    // The item's own words start after leading articles and the like ("el desayuno fue un zumo": "un zumo").
    const first = piece.words.find((w) => !(pack.stop.has(w.text) && !pack.articles.has(w.text))) ?? piece.words[0]!;
    const last = (at >= 0 ? piece.words.at(-1) : said ?? piece.words.at(-1))!;
    items.push({ ...(amount ? { amount } : {}), words: foodWords, said: kept.map((w) => text.slice(w.start, w.end)), without, link: piece.link, span: { start: first.start, end: Math.max(last.end, first.end) } });
  }
  return items;
}
