import { looksNumeric, parseQuantity, unitOf, type GlyphOfG, type Quantity, type QuantityUnit, type Reading } from './quantity.js';
import type { LabelWord } from './types.js';
import { matchNutrient, normalizeText, type NutrientKey } from './vocabulary.js';
import type { WordRow } from './words.js';
import { NAME_GAP_HEIGHTS, SPACED_POINT_ALONE_COST, SPACED_POINT_HEIGHTS, SPLIT_POINT_HEIGHTS } from './answer-thresholds.js';

/** A number printed in a row, with where it sits. */
export interface ValueCell {
  quantity: Quantity;
  x0: number;
  x1: number;
  /** Right edge of the number's own word (x1 takes in a unit word after it). */
  numberX1: number;
  /** Top and bottom of the number's word. */
  y0: number;
  y1: number;
  percent: boolean;
}

/** A label and the numbers after it, up to the next label (one row can hold several). */
export interface Segment {
  key: NutrientKey | undefined;
  label: string;
  /** Unit printed in the label: "Energy (kcal)", "Protein (g)". */
  labelUnit?: QuantityUnit;
  values: ValueCell[];
  row: number;
  /** The row's deskewed centre line. */
  y: number;
  x0: number;
}

/** Words that carry nothing for the figures: daily-value markers, separators. */
const NOISE = /^(dv|%dv|dv\*|\*+|\/|-|–|—|=|:|daily|value\*?|values|\(|\)|\.|,|#|«|»|ri\*?|gda|rda\*?)$/i;
const LABEL_UNIT = /[\s(]\(?\s*(kcal|keal|kcai|kj|k\)|g|9|0|mg|mq|mcg|µg|ml)\s*\)\s*[.:]?\s*$/i;
/** A name's "(g)" read as a figure, "(9)" or "(0)": a bracket closes it, and no figure came yet. */
const UNIT_READ_AS_FIGURE = /^\(?[09]\)$/;


function isPercentToken(text: string): boolean {
  return /%/.test(text);
}

function quantityAt(words: readonly LabelWord[], i: number, unitsAttached: boolean, gReadAs?: GlyphOfG): { cell: ValueCell; used: number } | undefined {
  const word = words[i]!;
  let text = word.text;
  let used = 1;
  let x1 = word.x1;
  let numberX1 = word.x1;
  if (/^less$/i.test(text) && /^than$/i.test(words[i + 1]?.text ?? '') && words[i + 2]) {
    text = `<${words[i + 2]!.text}`;
    used = 3;
    x1 = words[i + 2]!.x1;
    numberX1 = x1;
  }
  // A decimal point read as a space ("2 5g", "1 59" for 1.5 g): a lone digit and the digits
  // right after it, nearer than a character's height (columns stand much further apart; a
  // thousands space leaves three digits, "2 000").
  const after = words[i + 1];
  // (Its text as read keeps the space: no point was seen, so its width measures none.)
  let spaced: string | undefined;
  /** The figure after the lone digit, as read alone: kept as a reading when the gap leaves the point in doubt. */
  let alone: string | undefined;
  /** The digits before a point lost between touching digits, as read alone ("18" of "18 5"). */
  let before: string | undefined;
  const near = (a: LabelWord, b: LabelWord | undefined) => b !== undefined && b.x0 - a.x1 < 0.9 * (a.y1 - a.y0);
  // (The digit after the space may be read as its look-alike letter: "1 Sg" for "1.5g", us-var seed 19.)
  const digitThenGrams = used === 1 && after !== undefined && /^\d$/.test(text) && /^[\dSsOo](g|9)$/.test(after.text.replace(/[),.]+$/, ''));
  if (digitThenGrams && near(word, after)) {
    text = `${text}.${after.text}`;
    spaced = `${word.text} ${after.text}`;
    used = 2;
    x1 = after.x1;
    numberX1 = x1;
  } else if (digitThenGrams && unitsAttached && after.x0 - word.x1 < SPACED_POINT_HEIGHTS * (word.y1 - word.y0)) {
    // Further apart, on a panel that prints its units: a lone digit no unit follows is no
    // figure of its own there, so it is the figure's first digit, its point read as a wide
    // space, or a mark read as a digit: both readings are kept, and the figures the panel
    // checks them against (its % Daily Value, the energy) choose ("Total Fat 2 5g 3%").
    text = `${text}.${after.text}`;
    spaced = `${word.text} ${after.text}`;
    alone = after.text;
    used = 2;
    x1 = after.x1;
    numberX1 = x1;
  } else if (used === 1 && after && /^\d$/.test(text) && /^\d$/.test(after.text) && near(word, after) &&
    /^[09gq]$/.test(words[i + 2]?.text ?? '') && near(after, words[i + 2])) {
    // The same with its "g" read apart as well ("0 5 0" for "0.5 g"): three glyphs nearer
    // than a character's height are one figure, not three columns.
    text = `${text}.${after.text}g`;
    spaced = `${word.text} ${after.text} ${words[i + 2]!.text}`;
    used = 3;
    x1 = words[i + 2]!.x1;
    numberX1 = after.x1;
  } else if (used === 1 && after && /^[1-9]\d$/.test(text) && /^\d$/.test(after.text) &&
    after.x0 - word.x1 < SPLIT_POINT_HEIGHTS * (word.y1 - word.y0) && !near(after, words[i + 2])) {
    // Two digits and one against them, no unit ("18 5" for 18.5 where the names hold the units):
    // the point lost between digits that touch, nothing against them after. The two digits
    // alone stay a reading.
    spaced = `${word.text} ${after.text}`;
    before = text;
    text = `${text}.${after.text}`;
    used = 2;
    x1 = after.x1;
    numberX1 = x1;
  }
  if (!looksNumeric(text)) return undefined;
  const next = words[i + used];
  let nextUnit: QuantityUnit | undefined;
  let percent = isPercentToken(text);
  // A "g" read as a lone "9" a little after a figure without a unit ("0.66 9" for "0.66 g"):
  // nearer than a character's height, so not another column's figure.
  if (next && /^9[.,]?$/.test(next.text) && !/[a-z%]$/i.test(text) && !/\d9$/.test(text) &&
    next.x0 - x1 < 0.9 * (word.y1 - word.y0) && parseQuantity(text, 'g', unitsAttached)) {
    nextUnit = 'g';
    used++;
    x1 = next.x1;
  } else if (next && !looksNumeric(next.text)) {
    const unit = unitOf(next.text);
    const gap = next.x0 - x1;
    if (unit && gap < 3 * (word.y1 - word.y0)) {
      if (unit === '%') percent = true;
      else nextUnit = unit;
      used++;
      x1 = next.x1;
    }
  }
  const parsed = parseQuantity(text.replace(/^\(/, ''), nextUnit, unitsAttached, gReadAs);
  if (!parsed) return undefined;
  const quantity = spaced ? { ...parsed, raw: spaced } : parsed;
  if (alone) quantity.readings = withAlone(quantity.readings, parseQuantity(alone, nextUnit, unitsAttached, gReadAs)?.readings ?? []);
  if (before) quantity.readings = withAlone(quantity.readings, parseQuantity(before, nextUnit, unitsAttached, gReadAs)?.readings ?? []);
  if (quantity.readings.every((r) => r.unit === '%')) percent = true;
  return { cell: { quantity, x0: word.x0, x1, numberX1, y0: word.y0, y1: word.y1, percent }, used };
}

/**
 * The readings of a figure joined across a wide space ("2 5g" as 2.5 g), with those of its
 * second part alone (5 g) after them: joined first, since a lone digit is no figure on a panel
 * that prints units; alone at SPACED_POINT_ALONE_COST more, so a check that contradicts the
 * joined reading (a percent of daily value, the energy) can still choose it.
 */
function withAlone(joined: readonly Reading[], alone: readonly Reading[]): Reading[] {
  const out = [...joined];
  for (const r of alone) {
    if (!out.some((o) => o.value === r.value && o.unit === r.unit)) out.push({ ...r, cost: r.cost + SPACED_POINT_ALONE_COST });
  }
  return out;
}

/** Splits a label's printed unit off: "Energy (kcal)" → ["Energy", "kcal"]; "Protein 9)" → g. */
function splitLabelUnit(label: string): { label: string; unit?: QuantityUnit } {
  const cleaned = label.replace(/[#*«»‘’"]+/g, ' ').replace(/\s+/g, ' ').trim();
  const match = LABEL_UNIT.exec(` ${cleaned}`);
  if (!match) return { label: cleaned };
  const raw = match[1]!.toLowerCase();
  const unit = raw === '9' || raw === '0' ? 'g' : unitOf(raw);
  return { label: cleaned.slice(0, Math.max(0, cleaned.length - match[0].length + 1)).trim(), ...(unit ? { unit } : {}) };
}

/** A figure OCR ran onto the name before it ("Fat0g", "Far9g"): a word of letters, then a figure with its unit. */
const GLUED_FIGURE = /^(\p{L}{2,})(\d+(?:[.,]\d+)?(?:g|mg|mcg)[,.;)]?)$/u;

/** A word holding a name and its figure, as two words sharing its box by characters. */
function unglue(word: LabelWord): LabelWord[] {
  const match = GLUED_FIGURE.exec(word.text);
  // Letters that OCR puts for digits ("OD4g" is "0.4g") are the figure's own.
  if (!match || match[1]!.replace(/[OoDQlIiSsBZz]/g, '').length < 2) return [word];
  const at = word.x0 + ((word.x1 - word.x0) * match[1]!.length) / word.text.length;
  return [{ ...word, text: match[1]!, x1: at }, { ...word, text: match[2]!, x0: at }];
}

/**
 * The segments of one row: label words, then the numbers that follow them. `gReadAs`: the digit
 * the panel's "g" reads as, when its figures show one (`gGlyphOfPanel`).
 */
export function rowSegments(row: WordRow, rowIndex: number, unitsAttached: boolean, gReadAs?: GlyphOfG): Segment[] {
  const words = row.words.flatMap(unglue);
  const segments: Segment[] = [];
  let labelWords: LabelWord[] = [];
  let values: ValueCell[] = [];
  const close = () => {
    if (labelWords.length === 0 && values.length === 0) return;
    const rawLabel = labelWords.map((w) => w.text).join(' ');
    const { label, unit } = splitLabelUnit(rawLabel);
    segments.push({
      key: label ? matchNutrient(label) : undefined,
      label,
      ...(unit ? { labelUnit: unit } : {}),
      values,
      row: rowIndex,
      y: row.y,
      x0: (labelWords[0] ?? words[0])!.x0,
    });
    labelWords = [];
    values = [];
  };
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    if (labelWords.length > 0 && values.length === 0 && UNIT_READ_AS_FIGURE.test(word.text.trim())) {
      labelWords.push(word);
      i++;
      continue;
    }
    const found = quantityAt(words, i, unitsAttached, gReadAs);
    if (found) {
      values.push(found.cell);
      i += found.used;
      continue;
    }
    i++;
    const text = word.text.trim();
    if (NOISE.test(text) || NOISE.test(normalizeText(text)) || normalizeText(text) === '') continue;
    // A lone unit after a number already taken ("1046 kJ / 250 kcal" read as "kJ" alone), or
    // opening a line: the unit of an energy figure that wrapped ("1399 kJ / 338" over "kcal").
    const unit = unitOf(text);
    if (unit && (values.length > 0 || (labelWords.length === 0 && (unit === 'kj' || unit === 'kcal')))) continue;
    if (values.length > 0) close();
    // A name after a wide gap is another cell's ("Calories" in a tabular panel's block, then
    // "Cholesterol 0mg" in the column beside it, read as one line).
    const last = labelWords[labelWords.length - 1];
    if (last && !unit && word.x0 - last.x1 > NAME_GAP_HEIGHTS * Math.max(last.y1 - last.y0, word.y1 - word.y0)) close();
    labelWords.push(word);
  }
  close();
  return segments;
}
