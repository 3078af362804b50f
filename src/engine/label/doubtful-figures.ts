import type { OcrPage, OcrWord } from '../../ocr/types.js';
import { NO_FIGURE_DOUBTS, sameColumn, type FigureDoubts } from './combine-readings.js';
import { repairDigits } from './quantity.js';
import type { LabelPanel, PanelColumn, PanelNutrients } from './types.js';

type Figure = keyof PanelNutrients;

/*
 * Figures OCR was not sure of. In small soft print the model weighs a "6" against an "8", a
 * "5" against a "9", and the one it gives may be the wrong one with nothing in the panel to
 * show it: a single column has no second column to check a figure against, and its energy
 * agrees with a fat of 26 g as well as with one of 28 g. Such a figure is looked at again (each
 * preparation of the photo reads it afresh) until another look reads it alike.
 */

/** The number a word holds ("28g" → 28, "0,36" → 0.36), or undefined. */
function numberIn(text: string): number | undefined {
  const match = /\d+(?:[.,]\d+)?/.exec(repairDigits(text).text);
  return match ? Number(match[0].replace(',', '.')) : undefined;
}

/** A word's number and, for each digit OCR nearly read as another, the word's text with it so and the number that holds. */
function nearlyReadAs(word: OcrWord): { value: number; others: { text: string; value: number }[] } | undefined {
  const value = word.doubts ? numberIn(word.text) : undefined;
  if (value === undefined) return undefined;
  const chars = [...word.text];
  const others: { text: string; value: number }[] = [];
  for (const doubt of word.doubts!) {
    if (!/\d/.test(chars[doubt.index] ?? '') || !/^\d$/.test(doubt.alternative)) continue;
    const text = chars.map((c, i) => (i === doubt.index ? doubt.alternative : c)).join('');
    const other = numberIn(text);
    if (other !== undefined && other !== value) others.push({ text, value: other });
  }
  return { value, others };
}

/** Numbers OCR nearly read as others, each with what it nearly was: 26 → [28]. */
export type NearlyRead = ReadonlyMap<number, readonly number[]>;

/** Nothing nearly read otherwise. */
const NONE_NEARLY: NearlyRead = new Map();

const known = new WeakMap<OcrPage, Map<number, number[]>>();

/**
 * The numbers read from words with a digit OCR nearly read as another, each with the
 * numbers the word would hold with such a digit the other way ("26g", its 6 nearly an 8: 26 →
 * [28]).
 */
export function doubtedNumbers(page: OcrPage | undefined): NearlyRead {
  if (!page) return NONE_NEARLY;
  const cached = known.get(page);
  if (cached) return cached;
  const numbers = new Map<number, number[]>();
  known.set(page, numbers);
  for (const word of page.words) {
    const nearly = nearlyReadAs(word);
    for (const other of nearly?.others ?? []) numbers.set(nearly!.value, [...new Set([...(numbers.get(nearly!.value) ?? []), other.value])]);
  }
  return numbers;
}

/** The page with one word's text read otherwise (in its words and its lines' words). */
function withWordAs(page: OcrPage, word: OcrWord, text: string): OcrPage {
  const same = (w: OcrWord) => w === word || (w.text === word.text && w.bbox.x0 === word.bbox.x0 && w.bbox.y0 === word.bbox.y0 &&
    w.bbox.x1 === word.bbox.x1 && w.bbox.y1 === word.bbox.y1);
  const swap = (w: OcrWord): OcrWord => (same(w) ? { text, confidence: w.confidence, bbox: w.bbox } : w);
  return { ...page, words: page.words.map(swap), lines: page.lines.map((line) => ({ ...line, words: line.words.map(swap) })) };
}

/** The panel a page's words make, by the reader's own analysis (read-label.ts, panelOfPage). */
export type PanelOf = (page: OcrPage) => LabelPanel | undefined;

const knownByFigure = new WeakMap<OcrPage, WeakMap<LabelPanel, FigureDoubts>>();

/**
 * What each figure of the panel read from `page` nearly read as, taken only from the word the
 * figure was read from: each doubted word holding one of the panel's figures is read the other
 * way and the page's panel made again (`panelOf`, the reader's own analysis); a figure that then
 * reads as the other number came from that word. doubtedNumbers' map by value lends a doubt of
 * any word to every figure of its value: on a page of many small figures (serving counts,
 * "1 sachet", 0s and 1s) one "1" nearly a "2" made a panel's 1 g of carbohydrate doubtful, and
 * the looks put together flipped it to 2 g for an energy closer to 4/4/9 on a 10 kcal panel.
 */
export function figureDoubts(page: OcrPage | undefined, panel: LabelPanel | undefined, panelOf: PanelOf): FigureDoubts {
  if (!page || !panel) return NO_FIGURE_DOUBTS;
  const cached = knownByFigure.get(page)?.get(panel);
  if (cached) return cached;
  const doubts = new Map<string, number[]>();
  const key = (column: number, figure: Figure) => `${column} ${figure}`;
  const values = new Set(panel.columns.flatMap((c) => Object.values(c.nutrients)));
  for (const word of page.words) {
    const nearly = nearlyReadAs(word);
    if (!nearly || !values.has(nearly.value)) continue;
    for (const other of nearly.others) {
      const again = panelOf(withWordAs(page, word, other.text));
      if (!again) continue;
      panel.columns.forEach((column, index) => {
        const twin = sameColumn(column, panel, again);
        for (const [figure, value] of Object.entries(column.nutrients) as [Figure, number][]) {
          if (value !== nearly.value || twin?.nutrients[figure] !== other.value) continue;
          doubts.set(key(index, figure), [...new Set([...(doubts.get(key(index, figure)) ?? []), other.value])]);
        }
      });
    }
  }
  const byFigure: FigureDoubts = (column, figure) => doubts.get(key(column, figure)) ?? [];
  if (!knownByFigure.has(page)) knownByFigure.set(page, new WeakMap());
  knownByFigure.get(page)!.set(panel, byFigure);
  return byFigure;
}

/** A look at the photo: what OCR read and the panel made of it. */
export interface Look {
  page: OcrPage;
  panel?: LabelPanel | undefined;
}

/**
 * Whether a look read `figure` of `column` (a column of the look's own panel) from a word with a
 * digit OCR nearly read as another: the word the figure came from (figureDoubts), not any word
 * of its value. By value, a page of many small figures (serving counts, "1 sachet", a US panel's
 * 0 g and 1 g rows) lent one word's doubt to every figure of that value, and the photo was looked
 * at again for doubts that were none of its figures' own.
 */
export function lookDoubts(look: Look, column: PanelColumn, figure: Figure, panelOf: PanelOf): boolean {
  if (!look.panel) return false;
  const index = look.panel.columns.indexOf(column);
  return index >= 0 && figureDoubts(look.page, look.panel, panelOf)(index, figure).length > 0;
}

/**
 * How many figures of `panel` some look read from a word with a doubted digit (lookDoubts) and
 * no other look read alike: while any is left, another look is worth its time.
 */
export function unconfirmedDoubts(panel: LabelPanel, looks: readonly Look[], panelOf: PanelOf): number {
  let count = 0;
  panel.columns.forEach((column) => {
    for (const [figure, value] of Object.entries(column.nutrients) as [Figure, number][]) {
      const readAlike = looks.flatMap((look) => {
        const twin = look.panel && sameColumn(column, panel, look.panel);
        return twin?.nutrients[figure] === value ? [{ look, twin }] : [];
      });
      if (readAlike.length >= 2) continue;
      if (readAlike.some(({ look, twin }) => lookDoubts(look, twin, figure, panelOf))) count++;
    }
  });
  return count;
}
