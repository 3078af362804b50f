import { gramsInText } from './quantity.js';
import type { ColumnBasis, LabelWord } from './types.js';
import { editDistance, normalizeText } from './vocabulary.js';
import type { WordRow } from './words.js';

/** A column heading found above the figures. */
export interface HeaderCell {
  /** 'percent': a % Daily Value or intake column; 'prepared': the serve with something added ("with ½ cup skim milk"). Neither is read. */
  basis: ColumnBasis | 'percent' | 'prepared';
  grams?: number;
  x0: number;
  x1: number;
}

// "Each" opens a UK heading for one serving: "Each slice (typically 44g) contains".
const SERVING_WORDS = /^(serving|serve|portion|portie|porzione|racion|porcion|part|pack|bar|slice|biscuit|piece|cup|stuck|stück|each)$/;
const CONTAINER_WORDS = /^(container|package|packet)$/;
/**
 * "per" run into "serve" ("Perserve": Indian and Australian packs' heading, printed tight):
 * taken off before the word is looked up. Only "serve": a glued "Percontainer" read as a
 * serving heading beside its own "Per serving" swapped a US dual panel's two columns
 * (generated product shots, seed 7), and no panel was seen to need the other words.
 */
const GLUED_PER = /^(per|pro|pour|par|por)(?=serve$)/;
const PER_WORDS = /^(per|pro|pour|par|por|je|quantity|amount|average)$/;
// The servings line is no column heading, even with its first word cut short ("Servi Per
// Container 10") or lost ("Per Container 4"): a count follows it, where a column heading ("per
// serving per pack") has none.
const NOT_HEADER = /serving size|servings per|serv size|servings|size|portionsgrosse|taille|\bserv\w* per (container|package|pack) (about )?\d|^per (cont\w*|pack\w*) (about )?\d+$/;
/**
 * The same servings line with its count read as a sign ("Per Contamner €" for "Servings Per
 * Container 1", generated us-classic, seed 7): a heading is its words alone, or a footnote mark
 * or its grams after them; a lone sign there is a count OCR could not read, and taken for a
 * heading it made a one-column panel "per container".
 */
const SERVINGS_LINE_COUNT_UNREAD = /^per\s+(cont\w*|pack\w*)\s+(about\s+)?[^\sa-z0-9*%()]{1,2}$/i;

/**
 * The serving size line with its "size" wrapped under "Serving" (a 2016 US panel prints
 * "Serving size" big and bold, and in a narrow panel the two words stand one over the other,
 * the amount beside the first: "Serving 1 cup (240g)" / "size"): a serving size, no heading.
 * Taken for one, it made a second "per serving" column of a one-column panel, and the rows
 * whose figures stood nearer it (a protein, a carbohydrate under its name) were split from the
 * rest (generated us-var, seed 13).
 */
export function servingSizeWrapped(row: WordRow, next: WordRow | undefined): boolean {
  const first = row.words[0];
  const under = next?.words[0];
  if (!first || !under || !/^serv(ing)?$/.test(normalizeText(first.text)) || normalizeText(under.text) !== 'size') return false;
  return Math.abs(under.x0 - first.x0) < 2 * (first.y1 - first.y0);
}

/** Whether a label opens a column heading ("por ración (30 g)", "per 100 g", "Quantity per serving"). */
export function opensColumnHeading(label: string): boolean {
  const first = normalizeText(label).split(' ')[0] ?? '';
  return PER_WORDS.test(first) || SERVING_WORDS.test(first) || isHundred(first);
}

function isHundred(text: string): boolean {
  const t = normalizeText(text).replace(/ /g, '');
  return /^(per|pro|pour|por)?(100|1oo|l00|loo|1009)(g|ml|gr)?$/.test(t);
}

/**
 * Column headings in the rows above the first nutrient: "per 100 g", "per portion (30 g)",
 * "Per serving", "Per container", "% DV" / "%RI". Each keeps the span of its words.
 */
/**
 * Figures OCR split where no space is printed ("1" "00" for "100", their boxes touching)
 * joined again, so a heading "per 1 00 g" is still per 100 g.
 */
function joinSplitFigures(words: readonly LabelWord[]): LabelWord[] {
  const out: LabelWord[] = [];
  for (const word of words) {
    const last = out[out.length - 1];
    const touching = last && word.x0 - last.x1 <= 0.15 * (word.y1 - word.y0);
    if (last && touching && /^\d+$/.test(last.text) && /^\d+(g|ml)?$/i.test(word.text)) {
      out[out.length - 1] = { ...last, text: last.text + word.text, x1: word.x1, y0: Math.min(last.y0, word.y0), y1: Math.max(last.y1, word.y1) };
    } else {
      out.push(word);
    }
  }
  return out;
}

export function findHeaderCells(rows: readonly WordRow[]): HeaderCell[] {
  const cells: HeaderCell[] = [];
  /** The row each cell was read on (a title's "per 100 g" over the column headings: onlyLowestHundred). */
  const rowOf = new Map<HeaderCell, number>();
  rows.forEach((row, rowIndex) => {
    const before = cells.length;
    const rowText = normalizeText(row.words.map((w) => w.text).join(' '));
    if (NOT_HEADER.test(rowText) && !/per 100|pro 100|pour 100|por 100/.test(rowText)) return;
    if (SERVINGS_LINE_COUNT_UNREAD.test(row.words.map((w) => w.text).join(' ').trim())) return;
    if (servingSizeWrapped(row, rows[rowIndex + 1])) return;
    const words = joinSplitFigures(row.words);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const text = normalizeText(word.text);
      const start = i > 0 && PER_WORDS.test(normalizeText(words[i - 1]!.text)) ? words[i - 1]! : word;
      if (isHundred(word.text) || (text === '100' && /^(g|ml|9)$/i.test(words[i + 1]?.text ?? ''))) {
        const unitWord = /^(g|ml|9)$/i.test(words[i + 1]?.text ?? '') ? words[i + 1]! : word;
        const ml = /ml/i.test(word.text + (unitWord === word ? '' : unitWord.text));
        cells.push({ basis: ml ? '100ml' : '100g', x0: start.x0, x1: unitWord.x1 });
        continue;
      }
      // ("Perserve": OCR ran "Per serve" into one word; the serving word is what names the column.)
      const squashed = text.replace(/ /g, '').replace(GLUED_PER, '');
      // "contains" is two letters from "container" but closes a UK heading ("100g contains",
      // "Each slice contains"): it names no column of its own.
      const containerLike = squashed.length >= 7 && editDistance(squashed, 'container') <= 2 && !/^contains?$/.test(squashed);
      if (SERVING_WORDS.test(squashed) || CONTAINER_WORDS.test(squashed) || containerLike) {
        // "per pack" on UK labels is the whole pack as sold: a serving as printed.
        const container = containerLike;
        // Grams in the same heading: "per portion (30 g)", "per 35g serving".
        const reach = 8 * (word.y1 - word.y0);
        // A heading may wrap: "per portion (200" / "g)".
        const below = (rows[rowIndex + 1]?.words ?? []).filter((w) => w.x0 > word.x0 - reach / 2 && w.x0 < word.x1 + reach);
        const nearby: LabelWord[] = [...words.slice(Math.max(0, i - 2), i + 4), ...below]
          .filter((w) => Math.abs(w.x0 - word.x0) < reach);
        // (Not another column's "100g" beside it: "Per 100g Perserve (40g)".)
        const grams = gramsInText(nearby.filter((w) => !isHundred(w.text)).map((w) => w.text).join(' ').replace(/^.*?(per|pro|pour|par|por)\s+/i, ''));
        const end = nearby[nearby.length - 1] ?? word;
        if (!container && servedWithSomething(headingRun(words, i), rows.slice(rowIndex + 1, rowIndex + 3), start.x0, word.x1)) {
          cells.push({ basis: 'prepared', x0: start.x0, x1: Math.max(word.x1, end.x1) });
          continue;
        }
        cells.push({ basis: container ? 'container' : 'serving', ...(grams && grams !== 100 ? { grams } : {}), x0: start.x0, x1: Math.max(word.x1, end.x1) });
        continue;
      }
      if (/^%|^(ri|dv|rda|gda|ai|nrv|vnr|ar|gda\*|ri\*|dv\*)$/.test(word.text.toLowerCase().replace(/[^a-z%*]/g, '')) && /%|ri|dv|rda|gda|nrv/i.test(word.text)) {
        cells.push({ basis: 'percent', x0: word.x0, x1: word.x1 });
      }
    }
    for (const cell of cells.slice(before)) rowOf.set(cell, rowIndex);
  });
  // One cell per column: headings over two lines ("Quantity per" / "serving") overlap.
  const merged: HeaderCell[] = [];
  for (const cell of onlyLowestHundred(cells, rowOf).sort((a, b) => a.x0 - b.x0)) {
    const same = merged.find((m) => m.basis === cell.basis && overlap(m, cell) > 0.3 * Math.min(m.x1 - m.x0, cell.x1 - cell.x0));
    if (same) {
      same.x0 = Math.min(same.x0, cell.x0);
      same.x1 = Math.max(same.x1, cell.x1);
      same.grams ??= cell.grams;
    } else {
      merged.push({ ...cell });
    }
  }
  return merged;
}

/**
 * A panel prints one per-100 g (or per-100 ml) column: read on two rows, the upper one is the
 * panel's title saying so ("Nutritional Information per 100 g (Approx. Values)" over "Per
 * 100 g | Per serve (40 g)", as Indian packs print it), and it stands over another column's
 * figures. The row nearest the figures holds the column's own heading; the others are dropped.
 * Two on one row are left alone (a heading read twice across the column).
 */
function onlyLowestHundred(cells: readonly HeaderCell[], rowOf: ReadonlyMap<HeaderCell, number>): HeaderCell[] {
  const lowest = (basis: HeaderCell['basis']) => Math.max(...cells.filter((c) => c.basis === basis).map((c) => rowOf.get(c) ?? 0));
  return cells.filter((c) => (c.basis !== '100g' && c.basis !== '100ml') || (rowOf.get(c) ?? 0) === lowest(c.basis));
}

/**
 * Words of a serving heading that say the serve is not the food as sold: Australian cereal
 * packs print "Per serve with ½ cup skim milk" between the serve and per 100 g. Its figures
 * are the food's plus the milk's, off the 100 g column's scale by design: read as a serving it
 * fought the real serve's figures in the cross-column check.
 */
const SERVED_WITH = /\b(with|milk)\b/;

/** The word at i and those after it closer than a character's height and a half: one heading's words, not the next column's. */
function headingRun(words: readonly LabelWord[], i: number): LabelWord[] {
  const run = [words[i]!];
  for (let k = i + 1; k < words.length && words[k]!.x0 - words[k - 1]!.x1 < 1.5 * (words[k - 1]!.y1 - words[k - 1]!.y0); k++) run.push(words[k]!);
  return run;
}

/** The heading's own words (this row after it, and the two rows under it that overlap its span) say "with … milk". */
function servedWithSomething(after: readonly LabelWord[], below: readonly WordRow[], x0: number, x1: number): boolean {
  const under = below.flatMap((row) => row.words.filter((w) => w.x1 > x0 && w.x0 < x1));
  return SERVED_WITH.test(normalizeText([...after, ...under].map((w) => w.text).join(' ')));
}

function overlap(a: { x0: number; x1: number }, b: { x0: number; x1: number }): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}
