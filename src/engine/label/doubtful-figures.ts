import type { OcrPage } from '../../ocr/types.js';
import { NONE_NEARLY, sameColumn, type NearlyRead } from './combine-readings.js';
import { repairDigits } from './quantity.js';
import type { LabelPanel, PanelNutrients } from './types.js';

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

const known = new WeakMap<OcrPage, Map<number, number[]>>();

/**
 * The numbers read from words with a digit OCR nearly read as another digit, each with the
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
    const chars = [...word.text];
    const value = word.doubts ? numberIn(word.text) : undefined;
    if (value === undefined) continue;
    for (const doubt of word.doubts!) {
      if (!/\d/.test(chars[doubt.index] ?? '') || !/^\d$/.test(doubt.alternative)) continue;
      const other = numberIn(chars.map((c, i) => (i === doubt.index ? doubt.alternative : c)).join(''));
      if (other === undefined || other === value) continue;
      numbers.set(value, [...new Set([...(numbers.get(value) ?? []), other])]);
    }
  }
  return numbers;
}

/** A look at the photo: what OCR read and the panel made of it. */
interface Look {
  page: OcrPage;
  panel?: LabelPanel | undefined;
}

/**
 * How many figures of `panel` some look read from a word with a doubted digit and no other
 * look read alike: while any is left, another look is worth its time.
 */
export function unconfirmedDoubts(panel: LabelPanel, looks: readonly Look[]): number {
  let count = 0;
  panel.columns.forEach((column) => {
    for (const [figure, value] of Object.entries(column.nutrients) as [keyof PanelNutrients, number][]) {
      const readAlike = looks.filter((look) => look.panel && sameColumn(column, panel, look.panel)?.nutrients[figure] === value);
      if (readAlike.length >= 2) continue;
      if (readAlike.some((look) => doubtedNumbers(look.page).has(value))) count++;
    }
  });
  return count;
}
