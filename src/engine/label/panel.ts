import { kjPerKcalOf } from './energy-ratio.js';
import { findHeaderCells, opensColumnHeading, servingSizeWrapped, type HeaderCell } from './columns.js';
import { withLostFigureCells } from './lost-figure-cell.js';
import { weighLostPoints } from './point-width.js';
import { gGlyphOfPanel, gramsInText, parseQuantity, repairServingSize, type QuantityUnit } from './quantity.js';
import { resolvePanel, type ColumnSpec, type Slot, type SlotCells } from './resolve.js';
import { nameRowsByPrintOrder, NUTRIENT_KEYS, PRINT_ORDERS, type PanelFamily } from './row-names.js';
import { rowSegments, type Segment, type ValueCell } from './segments.js';
import { readThaiPanel, readThaiReads } from './thai-panel.js';
import { nameUnreadableRows } from './unreadable-names.js';
import { withUsBasesByServings } from './us-column-bases.js';
import type { ColumnBasis, LabelPanel, LabelWord, PanelColumn, PanelLayout, PanelNutrients } from './types.js';
import { isHeading, matchNutrient, normalizeText, panelLanguage, type LabelLanguage, type NutrientKey } from './vocabulary.js';
import { alignmentTilt, estimateSlope, groupRows, median, splitRuledWords, type Tilt, type WordRow } from './words.js';
import { CALORIES_BLOCK_ROWS } from './answer-thresholds.js';


const rowText = (row: WordRow) => row.words.map((w) => w.text).join(' ');
const cellCenter = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;

/** A column of figures; 'prepared' (the serve with something added) is placed and read, never answered. */
interface PanelColumnGuess { basis: ColumnBasis | 'prepared'; grams?: number; x?: number }

type AnsweredGuess = PanelColumnGuess & { basis: ColumnBasis };
const answered = (g: PanelColumnGuess): g is AnsweredGuess => g.basis !== 'prepared';

/**
 * The slots with the prepared column's figures taken out: they were placed with the panel's
 * other columns so that no kept column took them, and are no figures of the food.
 */
function withoutPrepared<T extends { slots: Map<Slot, SlotCells> }>(collected: T, guesses: readonly PanelColumnGuess[]): T {
  if (guesses.every(answered)) return collected;
  const keep = <V>(values: readonly V[]) => values.filter((_, i) => answered(guesses[i]!));
  for (const [slot, cells] of collected.slots) {
    const kept: SlotCells = { ...cells, cells: keep(cells.cells), ...(cells.percents ? { percents: keep(cells.percents) } : {}) };
    if (kept.cells.every((c) => c === undefined)) collected.slots.delete(slot);
    else collected.slots.set(slot, kept);
  }
  return collected;
}

/**
 * Reads a nutrition panel from OCR words with their boxes: rows by baseline, columns by the
 * headings and the figures' positions, then one reading per figure chosen by cross-checks.
 * Returns undefined when the words hold no panel (fewer than three nutrients with figures).
 */
export function parsePanel(words: readonly LabelWord[], lines: readonly (readonly LabelWord[])[] = []): LabelPanel | undefined {
  return analysePanel(words, lines)?.panel;
}

/**
 * Part of the panel to read again, in the words' pixels: a nutrient row whose name was read
 * but not all its figures (a lone "7" at the end of a table, a "0g" beside a rule), or a band
 * between rows where whole rows are missing (their print went unread, name and figures).
 * `box` runs across the panel; a word read there belongs to the gap when its centre is
 * within `height / 2` of the centre line, or anywhere in the box for a band.
 */
export interface PanelGap {
  kind: 'row' | 'band';
  box: { x0: number; y0: number; x1: number; y1: number };
  /** The centre line: y = y0 + slope · x. */
  centre: { y0: number; slope: number };
  /** The height of a row of print. */
  height: number;
  /** A row's nutrient, as its name was read (a band has none): which figure the row lacks. */
  key?: NutrientKey;
}

export interface PanelAnalysis {
  panel: LabelPanel;
  /** Rows to read again: OCR's layout analysis drops figures a row-by-row read still sees. */
  gaps: PanelGap[];
}

/** A read's rows and their segments (a name and the figures after it), units and lost points weighed. */
function pageSegments(words: readonly LabelWord[], lines: readonly (readonly LabelWord[])[]): { rows: WordRow[]; segments: Segment[]; tilt: Tilt; unitsAttached: boolean } {
  const split = splitRuledWords(words);
  const tilt = alignmentTilt(split, estimateSlope(lines));
  const rows = groupRows(split, tilt);
  const attached = split.filter((w) => /\d(g|mg|mcg)[),.]?$/i.test(w.text)).length;
  const numeric = split.filter((w) => /\d/.test(w.text)).length;
  let unitsAttached = attached >= 2 && attached >= 0.2 * numeric;
  let segments = joinWrappedNames(rows.flatMap((row, i) => rowSegments(row, i, unitsAttached)));
  // A table that prints a unit with its figures, attached or not ("31 g"): a figure read
  // without one lost it, and a 9 or 4 ending it is likelier its "g" than a digit.
  const cells = segments.flatMap((s) => (s.labelUnit ? [] : nonPercent(s.values)));
  const withUnit = cells.filter((c) => c.quantity.readings[0]?.unit !== undefined).length;
  // Figures end in 9 one time in ten; when most of those without a unit do, the 9 is their "g"
  // ("329" for "32g" all down an Australian panel).
  const bare = cells.filter((c) => c.quantity.readings[0]?.unit === undefined);
  // (The same for another digit a face turns its "g" into: "0.38", "268" down a narrow face.)
  const gReadAs = gGlyphOfPanel(bare.map((c) => c.quantity.raw.replace(/[^\d]+$/, '').slice(-1)), withUnit);
  // US panels print every unit against its figure ("29g", "220mg").
  const usText = /daily value|total carb|total fat|nutrition facts/.test(normalizeText(rows.map(rowText).join(' ')));
  if (!unitsAttached && ((cells.length >= 6 && (withUnit >= 0.6 * cells.length || gReadAs === '9')) || (usText && withUnit >= 3))) {
    unitsAttached = true;
    segments = joinWrappedNames(rows.flatMap((row, i) => rowSegments(row, i, unitsAttached)));
  }
  if (gReadAs && gReadAs !== '9' && cells.length >= 6) {
    unitsAttached = true;
    segments = joinWrappedNames(rows.flatMap((row, i) => rowSegments(row, i, unitsAttached, gReadAs)));
  }
  segments = weighLostPoints(segments);
  return { rows, segments, tilt, unitsAttached };
}

/**
 * A Thai-like panel from several reads of one photo none of which made a panel alone
 * (thai-panel.ts, readThaiReads): each read's rows of figures, placed by where they stand.
 */
export function thaiPanelOfReads(reads: readonly { words: readonly LabelWord[]; lines: readonly (readonly LabelWord[])[]; scale: number }[]): LabelPanel | undefined {
  return readThaiReads(reads.map((r) => ({ segments: pageSegments(r.words, r.lines).segments, scale: r.scale })));
}

/** parsePanel, with the rows whose figures did not all read. */
export function analysePanel(words: readonly LabelWord[], lines: readonly (readonly LabelWord[])[] = []): PanelAnalysis | undefined {
  const page = pageSegments(words, lines);
  const { rows, tilt, unitsAttached } = page;
  let segments = page.segments;
  let nutrientSegments = segments.filter((s) => s.key && NUTRIENT_KEYS.has(s.key) && s.values.length > 0);
  const distinct = new Set(nutrientSegments.map((s) => s.key));
  const headingRow = rows.findIndex((row) => isHeading(row.words.slice(0, 4).map((w) => w.text).join(' ')) || isHeading(rowText(row)));
  if (distinct.size < (headingRow >= 0 ? 2 : 3)) {
    // Names in a script OCR cannot read: the figures, their units and the table's order still can.
    const unnamed = nameUnreadableRows(segments);
    if (!unnamed) {
      // A Thai panel prints no kJ and no unit OCR reads: its order and percents name it, or nothing does.
      const thai = readThaiPanel(segments);
      return thai ? { panel: thai, gaps: [] } : undefined;
    }
    segments = unnamed;
    nutrientSegments = segments.filter((s) => s.key && NUTRIENT_KEYS.has(s.key) && s.values.length > 0);
  }

  const allText = normalizeText(rows.map(rowText).join(' '));
  const firstNutrientRow = Math.min(...nutrientSegments.map((s) => s.row));
  const perRow = new Map<number, number>();
  for (const s of nutrientSegments) perRow.set(s.row, (perRow.get(s.row) ?? 0) + 1);
  const linear = [...perRow.values()].some((n) => n >= 3);
  // Indian tables say "Total Fat (g)" too; their units in the names ("(g)", "(kcal)") are not US print.
  const unitsInNames = segments.filter((s) => s.labelUnit).length >= 3;
  // A per-100 g column is named in a heading, not in a nutrient's row: a US panel's "Total
  // Carbohydrate 100g" is no table's column.
  const nutrientRows = new Set(nutrientSegments.map((s) => s.row));
  const headingText = normalizeText(rows.filter((_, i) => !nutrientRows.has(i)).map(rowText).join(' '));
  // US and Canadian panels print calories as a bare figure ("Calories 230"): an energy read
  // with its kcal or kJ is a table's, whatever of its names a US panel prints too ("Total Fat",
  // "Total Carbohydrate" on Indian packs whose headings went unread).
  // (Its name may be lost with the rows above it: any figure read with kcal or kJ says so. Not
  // "cal", which US packs print beside a serving's calories elsewhere: "120 cal per cup".)
  const energyWithUnit = segments.some((s) => (s.key === 'energy' && (s.labelUnit === 'kcal' || s.labelUnit === 'kj')) || s.values.some(isEnergyCell)) &&
    rows.some((row) => /(^|[\s\d(/])(kcal|kj)\b/i.test(rowText(row)));
  const layout: PanelLayout = linear ? 'us-linear'
    : /nutrition facts|daily value|total carb|total fat|calories/.test(allText) && !/100 ?g|100 ?ml/.test(headingText) && !unitsInNames && !energyWithUnit ? 'us' : 'table';

  const serving = servingInfo(rows);
  const headerRows = rows.slice(Math.max(0, headingRow), Math.max(firstNutrientRow, 0));
  const header = linear ? [] : findHeaderCells(headerRows);
  const family = panelFamily(layout, allText, segments);
  const guesses = orderByServingSize(columnGuesses(header, nutrientSegments, layout, allText, family), nutrientSegments, serving.servingGrams);
  if (!guesses.some(answered)) return undefined;
  // A linear panel's figures run on in its text, each after its name: no column stands anywhere.
  if (!linear) placeColumns(guesses, nutrientSegments);
  const valueColumns = guesses.filter(answered) as AnsweredGuess[];

  const printOrderNamed = nameRowsByPrintOrder(segments, layout, family,
    { languages: panelLanguages(family, rows), columnRatio: columnRatio(valueColumns, serving), columnCount: guesses.length });
  // (A table's figures only: a US panel's and a linear panel's rows are no columns.)
  const named = layout === 'table' && guesses.every((g) => g.x !== undefined) ? withLostFigureCells(printOrderNamed, guesses.map((g) => g.x!)) : printOrderNamed;
  const { slots, rowOf, lonePercents } = withoutPrepared(collectSlots(named, guesses, serving.servingsPerContainer, layout), guesses);
  const specs = columnSpecs(valueColumns, serving, slots);
  const energyCells = [slots.get('kcal'), slots.get('kj')].flatMap((slot) => slot?.cells ?? []).filter((c) => c !== undefined);
  const energyWhole = energyCells.length > 0 && energyCells.every((c) => !/\d[.,]\d/.test(c.quantity.raw));
  const figures = resolvePanel({ layout, columns: specs, slots, unitsAttached, energyWhole, energyNeverPointed: energyWhole && layout === 'table' && family !== 'in' });
  const columns: PanelColumn[] = valueColumns.map((column, i) => ({
    basis: column.basis,
    ...(column.grams ? { grams: column.grams } : column.basis === 'serving' && serving.servingGrams ? { grams: serving.servingGrams } : {}),
    ...finish(figures[i]!, family),
    ...percentsOf(slots, lonePercents, i, layout),
    ...readFromLetters(slots, figures[i]!, i),
  })).filter((c) => Object.keys(c.nutrients).length >= 2);
  if (columns.length === 0) return undefined;
  const panel: LabelPanel = { layout, columns };
  if (serving.servingSize) panel.servingSize = serving.servingSize;
  if (serving.servingGrams) panel.servingGrams = serving.servingGrams;
  if (serving.servingsPerContainer) panel.servingsPerContainer = serving.servingsPerContainer;
  if (headingRow >= 0) panel.heading = rowText(rows[headingRow]!);
  const gaps = layout === 'us-linear' ? [] : [
    // (Rows named by the print order too: a garbled name's row that lost a figure is read again.)
    ...rowGaps(named, rows, tilt, slots, rowOf, valueColumns.length),
    ...bandGaps(segments, rows, tilt, PRINT_ORDERS[family], new Set(slots.keys())),
  ];
  return { panel: withUsBasesByServings(panel), gaps };
}

/** The panel's extent across: from the leftmost nutrient name to the rightmost figure. */
function panelSpan(segments: readonly Segment[], named: readonly Segment[]): { left: number; right: number } {
  return {
    left: Math.min(...named.map((s) => s.x0)),
    right: Math.max(...segments.flatMap((s) => s.values.map((v) => v.x1)), ...named.map((s) => s.x0)),
  };
}

const namedNutrients = (segments: readonly Segment[]) => segments.filter((s) => s.key && NUTRIENT_KEYS.has(s.key) && s.label);

/** A strip across the panel round a levelled centre height, `rows` rows of print high. */
function strip(kind: PanelGap['kind'], y: number, slope: number, height: number, rows: number, span: { left: number; right: number }): PanelGap {
  const half = (rows * height) / 2 + 0.3 * height;
  const ys = [y + slope * span.left, y + slope * span.right];
  return {
    kind,
    box: { x0: span.left - height, y0: Math.min(...ys) - half, x1: span.right + height, y1: Math.max(...ys) + half },
    centre: { y0: y, slope },
    height,
  };
}

/** Named nutrient rows holding fewer figures than the panel has columns (or none). */
function rowGaps(segments: readonly Segment[], rows: readonly WordRow[], tilt: Tilt, slots: Map<Slot, SlotCells>,
  rowOf: Map<Slot, number>, columnCount: number): PanelGap[] {
  const named = namedNutrients(segments);
  if (named.length === 0) return [];
  const span = panelSpan(segments, named);
  const gaps: PanelGap[] = [];
  const seen = new Set<number>();
  for (const segment of named) {
    const slot = segment.key === 'energy' ? (slots.has('kcal') ? 'kcal' : 'kj') : SLOT_OF[segment.key!];
    if (!slot || seen.has(segment.row)) continue;
    const cells = slots.get(slot);
    // A slot filled from another row (a name whose figures sit on the line below) is that row's.
    const filled = cells && rowOf.get(slot) === segment.row ? cells.cells.filter(Boolean).length : cells ? columnCount : 0;
    if (filled >= columnCount) continue;
    seen.add(segment.row);
    const row = rows[segment.row]!;
    gaps.push({ ...strip('row', row.y, tilt.slope + tilt.bend * (row.y - tilt.yMid), row.height, 1, span), key: segment.key! });
  }
  return gaps;
}

/**
 * Where whole rows went unread: a space of two rows or more between the panel's nutrient
 * rows where nothing was read, and below the last one when the panel's print order has
 * nutrients after it that did not read (the sodium row closing an Indian table).
 */
function bandGaps(segments: readonly Segment[], rows: readonly WordRow[], tilt: Tilt, order: readonly NutrientKey[], read: ReadonlySet<Slot>): PanelGap[] {
  const named = namedNutrients(segments);
  const nutrientRows = [...new Set(named.map((s) => s.row))].sort((a, b) => a - b);
  if (nutrientRows.length < 3) return [];
  const span = panelSpan(segments, named);
  const pitches = nutrientRows.slice(1).map((r, i) => rows[r]!.y - rows[nutrientRows[i]!]!.y);
  const pitch = median(pitches);
  const height = median(nutrientRows.map((r) => rows[r]!.height));
  if (!(pitch > height)) return [];
  const slopeAt = (y: number) => tilt.slope + tilt.bend * (y - tilt.yMid);
  const gaps: PanelGap[] = [];
  const first = nutrientRows[0]!;
  const last = nutrientRows[nutrientRows.length - 1]!;
  for (let r = first; r < last; r++) {
    const space = rows[r + 1]!.y - rows[r]!.y;
    const lost = Math.round(space / pitch) - 1;
    if (lost < 1 || space < 1.7 * pitch) continue;
    const y = (rows[r]!.y + rows[r + 1]!.y) / 2;
    gaps.push(strip('band', y, slopeAt(y), height, Math.min(lost, 3) * (pitch / height), span));
  }
  // Nutrients the print order puts after the last one read, none of them read.
  const lastKey = named.filter((s) => s.row === last).map((s) => s.key!).find((k) => order.includes(k));
  const after = lastKey ? order.slice(order.indexOf(lastKey) + 1).filter((k) => !read.has(k === 'energy' ? 'kcal' : SLOT_OF[k] ?? (k as Slot))) : [];
  if (after.length > 0) {
    const lost = Math.min(after.length, 2);
    const y = rows[last]!.y + pitch * (1 + (lost - 1) / 2);
    gaps.push(strip('band', y, slopeAt(y), height, lost * (pitch / height), span));
  }
  // And before the first one read: the rows the order opens with (energy, and protein on
  // Australian and Indian tables), none of them read: without them no column is answered, so
  // a strip read is worth its cost even where a garbled row stands.
  const firstKey = named.filter((s) => s.row === first).map((s) => s.key!).find((k) => order.includes(k));
  const readKey = (k: NutrientKey) => read.has(k === 'energy' ? 'kcal' : SLOT_OF[k] ?? (k as Slot)) || (k === 'energy' && read.has('kj'));
  const before = firstKey ? order.slice(0, order.indexOf(firstKey)).filter((k) => !readKey(k)) : [];
  if (before.length > 0 && before.length === order.indexOf(firstKey!)) {
    const lost = Math.min(before.length, 2);
    const y = rows[first]!.y - pitch * (1 + (lost - 1) / 2);
    gaps.push(strip('band', y, slopeAt(y), height, lost * (pitch / height), span));
  }
  return gaps;
}

/**
 * Names printed over two lines ("dont acides gras" / "saturés"): a row that starts with an
 * unknown name and a row below it that is only a name are one name, with the figures of
 * either row.
 */
function joinWrappedNames(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const next = segments[i + 1];
    const unknown = !segment.key || segment.key === 'other';
    const nextUnknown = next !== undefined && (!next.key || next.key === 'other');
    if (next && segment.label && next.row === segment.row + 1 && next.label && (segment.values.length === 0 || next.values.length === 0)) {
      const key = matchNutrient(`${segment.label} ${next.label}`);
      // "di cui acidi grassi" / "saturi 6,7 g": the first line alone reads as fat, both as
      // saturates; "davon gesättigte" / "Fettsäuren 0,7 g": the first line names it already.
      // "di cui acidi grassi 2,9 g" / "saturi": the figures on the first line, the name's end below.
      const joins = key !== undefined && key !== 'other' && nextUnknown &&
        (unknown || segment.values.length === 0 || (next.values.length === 0 && key !== segment.key));
      if (joins) {
        out.push({ ...segment, key, label: `${segment.label} ${next.label}`, values: [...segment.values, ...next.values] });
        i++;
        continue;
      }
    }
    // The figures between the two lines of a wrapped name: "di cui acidi grassi" / "2,9 g 3,5 g" / "saturi".
    const after = segments[i + 2];
    if (next && after && segment.label && segment.values.length === 0 && !next.label && next.values.length > 0 && next.row === segment.row + 1 &&
      after.label && after.values.length === 0 && after.row === segment.row + 2 && (!after.key || after.key === 'other')) {
      const key = matchNutrient(`${segment.label} ${after.label}`);
      if (key !== undefined && key !== 'other') {
        out.push({ ...segment, key, label: `${segment.label} ${after.label}`, values: next.values });
        i += 2;
        continue;
      }
    }
    out.push(segment);
  }
  return out;
}

/** The second column's size over the first's, from the headings and the serving size, when they say. */
function columnRatio(columns: readonly AnsweredGuess[], serving: ServingInfo): number | undefined {
  if (columns.length < 2) return undefined;
  const size = (column: AnsweredGuess) => {
    if (column.basis === '100g' || column.basis === '100ml') return 100;
    const grams = column.grams ?? serving.servingGrams;
    if (column.basis === 'serving') return grams;
    return grams && serving.servingsPerContainer ? grams * serving.servingsPerContainer : undefined;
  };
  const [a, b] = [size(columns[0]!), size(columns[1]!)];
  return a && b ? b / a : undefined;
}

/** The languages a panel's names are in: English on US, Australian and Indian panels; an EU table's by its names. */
function panelLanguages(family: PanelFamily, rows: readonly WordRow[]): LabelLanguage[] | undefined {
  if (family !== 'eu') return ['eng'];
  const language = panelLanguage(rows.map(rowText));
  return language ? [language] : undefined;
}

/** Which kind of panel the words are, for its print order: the words only one kind prints. */
function panelFamily(layout: PanelLayout, allText: string, segments: readonly Segment[]): PanelFamily {
  if (layout !== 'table') return 'us';
  // India's labels give percents of the RDA (FSSAI); Australian ones of the daily intake, and
  // both may say "per serve".
  if (/\brda\b/.test(allText) && !/quantity per|fat total|servings per package/.test(allText)) return 'in';
  if (/quantity per|fat total|servings per package|per serve\b/.test(allText)) return 'au';
  if (segments.filter((s) => s.labelUnit).length >= 3 || /nutritional information/.test(allText) && /added sugars/.test(allText)) return 'in';
  // Other tables are EU tables (whose salt row may be the one OCR lost).
  return 'eu';
}

/** Derived figures: sodium from salt (sodium mg = salt g × 400), kcal from kJ; and which were derived. */
function finish(n: PanelNutrients, family: PanelFamily): Pick<PanelColumn, 'nutrients' | 'workedOut'> {
  const out = { ...n };
  const workedOut: PanelColumn['workedOut'] & {} = [];
  if (out.sodiumMg === undefined && out.salt !== undefined) { out.sodiumMg = Math.round(out.salt * 400 * 10) / 10; workedOut.push('sodiumMg'); }
  if (out.kcal === undefined && out.kj !== undefined) { out.kcal = Math.round(out.kj / (family === 'au' ? 4.184 : kjPerKcalOf(out))); workedOut.push('kcal'); }
  return { nutrients: out, ...(workedOut.length ? { workedOut } : {}) };
}


interface ServingInfo { servingSize?: string; servingGrams?: number; servingsPerContainer?: number }

function servingInfo(rows: readonly WordRow[]): ServingInfo {
  const info: ServingInfo = {};
  for (let i = 0; i < rows.length; i++) {
    const text = rowText(rows[i]!);
    const norm = normalizeText(text);
    const size = /(serving size|serv size|portion size|serve size|portionsgrosse)\s*:?\s*(.*)$/i.exec(
      text.replace(/serv\.\s*size/i, 'serv size'));
    // "Serving 1 cup (240g)" over "size": the amount is on the first line, after "Serving".
    const wrapped = !info.servingSize && !size && servingSizeWrapped(rows[i]!, rows[i + 1]);
    if (wrapped) {
      info.servingSize = repairServingSize(rows[i]!.words.slice(1).map((w) => w.text).join(' '));
      const grams = gramsInText(info.servingSize);
      if (grams) info.servingGrams = grams;
    }
    if (!info.servingSize && size && /serving size|serv size|portion size|serve size/.test(norm)) {
      let rest = size[2]!.replace(/^[:\s]+/, '').trim();
      // Linear panels run on: "Serv. size: 1 bar (40g), Amount per serving: …"
      rest = rest.split(/,\s*(?=[A-Z])|;\s*/)[0]!.trim();
      if (!rest && rows[i + 1]) rest = rowText(rows[i + 1]!);
      if (rest) {
        info.servingSize = repairServingSize(rest);
        const grams = gramsInText(info.servingSize);
        if (grams) info.servingGrams = grams;
      }
    }
    if (info.servingsPerContainer === undefined) {
      const count = /(?:^|\s)(about\s+)?([\dOolI]{1,3}(?:[.,]\d)?)\s+servings?\s+per/i.exec(text)
        ?? /servings?\s+per\s+(?:container|package|pack)\s*:?\s*(about\s+)?([\dOolI]{1,3}(?:[.,]\d)?)/i.exec(text)
        ?? /servings?\s*:\s*(about\s+)?([\dOolI]{1,3}(?:[.,]\d)?)/i.exec(text);
      const quantity = count ? parseQuantity(count[2]!) : undefined;
      if (quantity && quantity.readings[0]!.value > 0) info.servingsPerContainer = quantity.readings[0]!.value;
    }
  }
  return info;
}

function nonPercent(values: readonly ValueCell[]): ValueCell[] {
  return values.filter((v) => !v.percent);
}

/**
 * Words that say a table is per serving, in the languages of the vocabulary (normalised text):
 * a table of one column that prints one of these and no "100 g" is per serving, not per
 * 100 g (issue 22: an Indonesian "per sajian" panel answered as per 100 g, a basis it does not
 * print).
 */
const SERVING_WORDS = /serving|portion|serve\b|porcion|racion|porzione|portie|porcao|annos|porcj|porcij|sajian|takaran saji|porsi/;

/** The columns of figures: from the headings when there are any, else from how many figures rows hold. */
function columnGuesses(header: HeaderCell[], segments: readonly Segment[], layout: PanelLayout, allText: string, family: PanelFamily): PanelColumnGuess[] {
  const headed: PanelColumnGuess[] = header.filter((h) => h.basis !== 'percent').map((h) => ({
    basis: h.basis as ColumnBasis | 'prepared', ...(h.grams ? { grams: h.grams } : {}), x: cellCenter(h),
  }));
  // A prepared column ("per serve with ½ cup skim milk") is placed with the others, so that its
  // figures go to no column of the food; it alone makes no panel.
  const prepared = headed.filter((h) => !answered(h));
  const fromHeader = headed.filter(answered);
  const counts = segments.filter((s) => s.key !== 'energy').map((s) => nonPercent(s.values).length).filter((n) => n > 0);
  const typical = mode(counts) ?? 1;
  // Two headings or more read on a table are its columns, even when rows print more figures:
  // a UK table's "RI* for an average adult" column ("70g" of fat) is no column of the food.
  if (fromHeader.length > 0 && (fromHeader.length + prepared.length >= typical || (layout === 'table' && fromHeader.length >= 2))) {
    return fromHeader.length + prepared.length >= typical ? headed : fromHeader;
  }
  if (layout !== 'table') {
    return typical >= 2 ? [{ basis: 'serving' }, { basis: 'container' }] : [{ basis: 'serving' }];
  }
  if (fromHeader.length === 1 && typical === 2) {
    // One heading read, two columns printed: the other is the one the heading is not.
    const known = fromHeader[0]!;
    const other: PanelColumnGuess = { basis: known.basis === 'serving' ? '100g' : 'serving' };
    const xs = segments.map((s) => nonPercent(s.values)).filter((v) => v.length === 2);
    const left = median(xs.map((v) => cellCenter(v[0]!)));
    const right = median(xs.map((v) => cellCenter(v[1]!)));
    return Math.abs((known.x ?? 0) - left) < Math.abs((known.x ?? 0) - right) ? [known, other] : [other, known];
  }
  if (typical === 1) return [{ basis: SERVING_WORDS.test(allText) && !/100 ?g|100 ?ml/.test(allText) ? 'serving' : '100g' }];
  // Tables that print per 100 g and per serving without a heading read: 100 g comes first on
  // EU and Indian panels; Australian and New Zealand panels print "Quantity per serving"
  // first (FSANZ Standard 1.2.8).
  const order: PanelColumnGuess[] = family === 'au' ? [{ basis: 'serving' }, { basis: '100g' }] : [{ basis: '100g' }, { basis: 'serving' }];
  // An Australian prepared column read, three figures a row: it stands between the serve and
  // per 100 g (FSANZ packs print "per serve", "per serve with ½ cup skim milk", "per 100 g").
  if (family === 'au' && prepared.length === 1 && typical === 3) return [order[0]!, prepared[0]!, order[1]!];
  return order.slice(0, typical);
}

/**
 * Per 100 g and per serving columns guessed by print order alone (no heading read) put the
 * right way round by the serving size: each figure of the serving column is the 100 g
 * column's times grams / 100, so the rows' two figures tell which is which (a 50 g serving:
 * the serving's figure is half the other). The ratio is the median over every nutrient row
 * that read two figures, not the energy row's alone: an energy printed as two lines ("390 kJ
 * (93 Cal)" over "78 kJ (19 Cal)") has no such row, and one misread figure does not turn the
 * columns (generated au-var panels, seed 31: a per 100 g column printed first, its heading
 * unread, answered as the serve). Left as guessed when the serving size or no such row read,
 * or the serving is close to 100 g.
 */
function orderByServingSize(guesses: PanelColumnGuess[], segments: readonly Segment[], servingGrams: number | undefined): PanelColumnGuess[] {
  if (guesses.length !== 2 || guesses.some((g) => g.x !== undefined) || !servingGrams) return guesses;
  const bases = guesses.map((g) => g.basis);
  if (!bases.includes('serving') || !(bases.includes('100g') || bases.includes('100ml'))) return guesses;
  const expected = Math.log(servingGrams / 100);
  if (Math.abs(expected) < Math.log(1.3)) return guesses;
  const ratios = segments.flatMap((s) => {
    const values = nonPercent(s.values);
    if (values.length !== 2) return [];
    const [a, b] = values.map((v) => v.quantity.readings[0]?.value ?? 0);
    return a && b ? [Math.log(b / a)] : [];
  });
  if (ratios.length === 0) return guesses;
  // log(second / first) is +expected when the serving column is second, −expected when first.
  const observed = median(ratios);
  const servingSecond = bases[1] === 'serving';
  const asGuessed = Math.abs(observed - (servingSecond ? expected : -expected));
  const swapped = Math.abs(observed - (servingSecond ? -expected : expected));
  return swapped < asGuessed && swapped < 0.2 ? [guesses[1]!, guesses[0]!] : guesses;
}

function mode(values: readonly number[]): number | undefined {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | undefined;
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)! || (n === counts.get(best)! && v > best)) best = v;
  return best;
}

/** Column centres from the rows that print one figure per column (headings are only a first guess). */
function placeColumns(columns: PanelColumnGuess[], segments: readonly Segment[]): void {
  const full = segments.filter((s) => s.key !== 'energy').map((s) => nonPercent(s.values)).filter((v) => v.length === columns.length);
  if (full.length === 0) return;
  columns.forEach((column, i) => {
    column.x = median(full.map((v) => cellCenter(v[i]!)));
  });
}

/** Each figure to its column: in order when the row has one per column, else the nearest. */
function assign(cells: readonly ValueCell[], columns: readonly PanelColumnGuess[], energy = false): (ValueCell | undefined)[] {
  const values = nonPercent(cells);
  if (columns.some((c) => c.x === undefined)) return columns.map((_, i) => values[i]);
  // As many figures as columns, in order, unless their places say otherwise: a lost figure
  // and a box side read as "1" are two figures too, the real one under the other column.
  // (Not energy: "1046 kJ / 250 kcal" puts each column's kcal well right of its centre.)
  const nearest = (cell: ValueCell) => columns.reduce((best, c, i) =>
    (Math.abs(cellCenter(cell) - c.x!) < Math.abs(cellCenter(cell) - columns[best]!.x!) ? i : best), 0);
  if (values.length === columns.length && (energy || values.every((v, i) => nearest(v) === i))) {
    return columns.map((_, i) => values[i]);
  }
  const out: (ValueCell | undefined)[] = columns.map(() => undefined);
  const taken = new Set<ValueCell>();
  const pairs = columns.flatMap((column, i) => values.map((cell) => ({ i, cell, d: Math.abs(cellCenter(cell) - column.x!) })));
  pairs.sort((a, b) => a.d - b.d);
  const width = Math.max(...values.map((v) => v.x1 - v.x0), 1);
  for (const { i, cell, d } of pairs) {
    if (out[i] || taken.has(cell)) continue;
    if (d > 3 * width + 40) continue;
    out[i] = cell;
    taken.add(cell);
  }
  return out;
}

const SLOT_OF: Partial<Record<NutrientKey, Slot>> = {
  fat: 'fat', satFat: 'satFat', transFat: 'transFat', cholesterolMg: 'cholesterolMg', sodiumMg: 'sodiumMg', salt: 'salt',
  carbs: 'carbs', fiber: 'fiber', sugars: 'sugars', addedSugars: 'addedSugars', protein: 'protein', alcohol: 'alcohol',
};

const isEnergyCell = (v: ValueCell) => /kcal|kj/.test(v.quantity.readings[0]?.unit ?? '');

/**
 * kJ or kcal for each energy figure: as printed, else by its partner in the row (a figure
 * 4.184 times another is its kJ, a quarter of one its kcal; the unit may have wrapped onto the
 * next line or been lost), else the label's unit, else kcal.
 */
function energyUnits(cells: readonly ValueCell[], labelUnit: QuantityUnit | undefined, layout: PanelLayout): ('kcal' | 'kj')[] {
  // US panels print calories only: a per-container figure 4.18 times the serving's
  // (4.18 servings) is no kJ.
  if (layout !== 'table') return cells.map((cell) => (cell.quantity.readings[0]?.unit === 'kj' ? 'kj' : 'kcal'));
  const value = (c: ValueCell) => c.quantity.readings[0]?.value ?? 0;
  const near = (ratio: number) => Math.abs(ratio / 4.184 - 1) < 0.03;
  return cells.map((cell) => {
    const unit = cell.quantity.readings[0]?.unit;
    if (unit === 'kj' || unit === 'kcal') return unit;
    const v = value(cell);
    if (v > 0 && cells.some((other) => other !== cell && near(value(other) / v) && other.quantity.readings[0]?.unit !== 'kcal')) return 'kcal';
    if (v > 0 && cells.some((other) => other !== cell && value(other) > 0 && near(v / value(other)) && other.quantity.readings[0]?.unit !== 'kj')) return 'kj';
    return labelUnit === 'kj' ? 'kj' : 'kcal';
  });
}

/**
 * A kJ figure whose "k" was read as a 4 and its "J" lost ("705kJ" read "7054"): on an energy
 * row whose other figures read in kJ and none in kcal, a bare figure ending in 4 that is out of
 * scale with them (more than five times or under a fifth: no column of a panel is) while the
 * figure without its 4 is in scale, is that kJ. In scale, the 4 is a digit ("1544" beside
 * "1030kJ" stays).
 */
function kjWithKReadAsFour(cell: ValueCell, row: readonly ValueCell[]): ValueCell {
  const first = cell.quantity.readings[0];
  const digits = /^(\d{3,5})4$/.exec(cell.quantity.raw.trim());
  if (!first || first.unit || !digits) return cell;
  const units = row.filter((c) => c !== cell).map((c) => c.quantity.readings[0]?.unit);
  const kj = row.filter((c) => c !== cell && c.quantity.readings[0]?.unit === 'kj').map((c) => c.quantity.readings[0]!.value);
  if (!kj.length || units.includes('kcal')) return cell;
  const inScale = (v: number) => kj.some((other) => other > 0 && v / other <= 5 && v / other >= 0.2);
  const without = Number(digits[1]);
  if (inScale(first.value) || !inScale(without)) return cell;
  return { ...cell, quantity: { ...cell.quantity, readings: [{ value: without, unit: 'kj', cost: 0.1 }], decimals: 0 } };
}

function collectSlots(segments: readonly Segment[], columns: readonly PanelColumnGuess[], servings: number | undefined, layout: PanelLayout):
  { slots: Map<Slot, SlotCells>; rowOf: Map<Slot, number>; lonePercents: Map<Slot, number> } {
  const slots = new Map<Slot, SlotCells>();
  // Percents read on rows whose figure did not read (one-column US panels).
  const lonePercents = new Map<Slot, number>();
  // The row whose own figures filled each slot (the name's row when they sat on it).
  const rowOf = new Map<Slot, number>();
  let sameRow = true;
  const put = (slot: Slot, cells: (ValueCell | undefined)[], labelUnit?: QuantityUnit, values: readonly ValueCell[] = []) => {
    if (slots.has(slot) || cells.every((c) => c === undefined)) return;
    const percents = cells.map((cell) => (cell ? percentAfter(values, cell) : undefined));
    slots.set(slot, { cells, ...(labelUnit ? { labelUnit } : {}), ...(percents.some((p) => p !== undefined) ? { percents } : {}) });
    if (sameRow) rowOf.set(slot, currentRow);
  };
  let currentRow = -1;
  let previous: Segment | undefined;
  let lastEnergyRow = -1;
  const consumed = new Set<Segment>();
  segments.forEach((segment, index) => {
    if (consumed.has(segment)) return;
    let values = segment.values;
    currentRow = segment.row;
    sameRow = true;
    // "Includes 10g Added Sugars": the figure comes before the name.
    if (segment.key && nonPercent(values).length === 0 && previous && /^(includes|incl)$/.test(normalizeText(previous.label))) {
      values = previous.values;
    }
    // A name whose figures sit a little lower or higher (a curved or tilted pack): the next
    // row if it has no name, else the row above if its name is unknown.
    const next = segments[index + 1];
    const before = segments[index - 1];
    if (segment.key && NUTRIENT_KEYS.has(segment.key) && nonPercent(values).length === 0) {
      const below = next && !next.label && next.row === segment.row + 1 && nonPercent(next.values).length > 0 ? next : undefined;
      // (Not a column heading's figures: "por ración (30.9)" over an energy row whose figures OCR lost.)
      const above = before && !consumed.has(before) && (!before.key || before.key === 'other') && before.row === segment.row - 1 &&
        nonPercent(before.values).length > 0 && !/^(includes|incl)$/.test(normalizeText(before.label)) && !opensColumnHeading(before.label)
        ? before : undefined;
      // Both free: the nearer line is the name's own.
      const taken = (below && above ? (Math.abs(below.y - segment.y) <= Math.abs(segment.y - above.y) ? below : above) : below ?? above) ??
        (segment.key === 'energy' && layout === 'us' ? caloriesInBlock(segment, segments, consumed) : undefined);
      if (taken) {
        values = taken.values;
        consumed.add(taken);
        sameRow = false;
      }
    }
    // A row of figures without a name under the energy row: "kcal" figures of a two-row energy.
    const energyFollowOn = !segment.label && segment.row === lastEnergyRow + 1 && values.some(isEnergyCell);
    if (segment.key === 'energy' && !slots.has('kcal') && !slots.has('kj')) {
      // Energy cells wrap in narrow columns ("1399 kJ / 338" over "kcal"): the nameless lines
      // just above and below that hold kJ or kcal are the energy row's too.
      const free = (s: Segment | undefined, row: number) =>
        s && !consumed.has(s) && !s.label && s.row === row && nonPercent(s.values).some(isEnergyCell) ? s : undefined;
      const above = free(before, segment.row - 1);
      const below = free(next, segment.row + 1);
      if (above) { values = [...above.values, ...values]; consumed.add(above); }
      if (below) { values = [...values, ...below.values]; consumed.add(below); }
    }
    if (segment.key === 'energy' || energyFollowOn) {
      if (segment.key === 'energy') lastEnergyRow = segment.row;
      values = values.map((cell) => kjWithKReadAsFour(cell, values));
      const units = energyUnits(nonPercent(values), segment.labelUnit, layout);
      const kj = nonPercent(values).filter((_, i) => units[i] === 'kj');
      let kcal = nonPercent(values).filter((_, i) => units[i] === 'kcal');
      if (kcal.length === 1 && columns.length >= 2 && kj.length === 0) kcal = splitMerged(kcal[0]!, servings);
      // (With the row's figures: a table's % RI stands after the energy of its column.)
      if (kj.length) put('kj', assign(kj, columns, true), undefined, values);
      if (kcal.length) put('kcal', assign(kcal, columns, true), undefined, values);
    } else if (segment.key && SLOT_OF[segment.key]) {
      put(SLOT_OF[segment.key]!, assign(values, columns), segment.labelUnit, values);
      // A one-column US row whose figure did not read but its percent did ("Total Carbohydrate
      // fg 2%"): the percent still checks what other reads give for it (combine-readings.ts).
      const percents = values.filter((v) => v.percent);
      if (!slots.has(SLOT_OF[segment.key]!) && layout !== 'table' && columns.length === 1 && nonPercent(values).length === 0 && percents.length === 1) {
        const percent = percents[0]!.quantity.readings[0]?.value;
        if (percent !== undefined) lonePercents.set(SLOT_OF[segment.key]!, percent);
      }
    }
    previous = segment;
  });
  return { slots, rowOf, lonePercents };
}


/**
 * The calories of a US tabular panel (21 CFR 101.9(j)(13)(ii)(A)(2), small packs): "Calories"
 * heads a block on the left, and its figure stands under it, after "per serving" or alone,
 * while the rows beside it are the nutrient columns' (so the line below is no nameless line
 * of the name's own). The first line in the next few rows that starts under the name, with
 * "per serving" or no name, holding one whole figure with no unit but kcal.
 */
function caloriesInBlock(calories: Segment, segments: readonly Segment[], consumed: ReadonlySet<Segment>): Segment | undefined {
  // ("per serving" as OCR garbles its first word, "pcr", "pe r": its last word is what reads.)
  const perServing = (label: string) => /^(amount )?([a-z]{1,4} ?){0,3}serv\w*$/.test(normalizeText(label));
  return segments.find((s) => {
    if (consumed.has(s) || s.row <= calories.row || s.row > calories.row + CALORIES_BLOCK_ROWS) return false;
    if (s.label && !perServing(s.label)) return false;
    const values = nonPercent(s.values);
    if (values.length !== 1 || s.values.length !== 1) return false;
    const reading = values[0]!.quantity.readings[0];
    if (!reading || (reading.unit !== undefined && reading.unit !== 'kcal') || !/^\d+$/.test(values[0]!.quantity.raw.trim())) return false;
    // Under the name: starting left of where the name's line ends, not in a column to its right.
    const left = s.label ? s.x0 : values[0]!.x0;
    return left < calories.x0 + 0.5 * Math.max(values[0]!.x1 - values[0]!.x0, s.y - calories.y);
  });
}

/**
 * Column i's percents as read, by nutrient: of the US daily values on US panels, of the daily
 * intake on a table (% RI, % DI, % RDA: another reference, so another field; daily-intake.ts).
 */
function percentsOf(slots: ReadonlyMap<Slot, SlotCells>, lonePercents: ReadonlyMap<Slot, number>, i: number, layout: PanelLayout): Pick<PanelColumn, 'percents' | 'intakePercents'> {
  const percents: Partial<Record<Slot, number>> = i === 0 ? Object.fromEntries(lonePercents) : {};
  for (const [slot, { percents: read }] of slots) if (read?.[i] !== undefined) percents[slot] = read[i];
  if (Object.keys(percents).length === 0) return {};
  return layout === 'table' ? { intakePercents: percents } : { percents };
}

/** Column i's figures whose cell holds no digit at all ("ig", "Og"): read from letters alone. */
function readFromLetters(slots: ReadonlyMap<Slot, SlotCells>, figures: PanelNutrients, i: number): Pick<PanelColumn, 'unconfirmed'> {
  const unconfirmed = [...slots].filter(([slot, { cells }]) => figures[slot] !== undefined && cells[i] && !/\d/.test(cells[i]!.quantity.raw)).map(([slot]) => slot);
  return unconfirmed.length ? { unconfirmed } : {};
}

/** The percentage printed right after a figure in its row ("Fiber 11g (39% DV)"), if one was read. */
function percentAfter(values: readonly ValueCell[], cell: ValueCell): number | undefined {
  const at = values.indexOf(cell);
  const next = at >= 0 ? values[at + 1] : undefined;
  if (!next?.percent) return undefined;
  return next.quantity.readings[0]?.value;
}

/**
 * OCR sometimes runs the per-serving and per-container calories together ("3501060"): split
 * where the second part is the first times the servings per container.
 */
function splitMerged(cell: ValueCell, servings: number | undefined): ValueCell[] {
  const digits = /^\d{4,8}$/.exec(cell.quantity.raw.trim())?.[0];
  if (!digits || !servings || servings <= 1) return [cell];
  let best: { a: number; b: number; k: number; error: number } | undefined;
  for (let k = 1; k < digits.length; k++) {
    if (digits[k] === '0') continue;
    const a = Number(digits.slice(0, k));
    const b = Number(digits.slice(k));
    if (a === 0) continue;
    const error = Math.abs(b / a - servings) / servings;
    if (!best || error < best.error) best = { a, b, k, error };
  }
  if (!best || best.error > 0.1) return [cell];
  const at = cell.x0 + ((cell.x1 - cell.x0) * best.k) / digits.length;
  return [
    { ...cell, quantity: { raw: String(best.a), readings: [{ value: best.a, cost: 0.5 }], decimals: 0 }, x1: at, numberX1: at },
    { ...cell, quantity: { raw: String(best.b), readings: [{ value: best.b, cost: 0.5 }], decimals: 0 }, x0: at },
  ];
}

function columnSpecs(columns: readonly AnsweredGuess[], serving: ServingInfo, slots: Map<Slot, SlotCells>): ColumnSpec[] {
  const servingGrams = (column: PanelColumnGuess) => column.grams ?? serving.servingGrams;
  const specs: ColumnSpec[] = columns.map((column) => {
    if (column.basis === '100g' || column.basis === '100ml') return { basis: column.basis, scale: 1, weight: 1 };
    const grams = servingGrams(column);
    if (column.basis === 'serving') return grams ? { basis: 'serving', scale: grams / 100, weight: grams / 100 } : { basis: 'serving' };
    const perContainer = grams && serving.servingsPerContainer ? (grams * serving.servingsPerContainer) / 100 : undefined;
    return perContainer ? { basis: 'container', scale: perContainer, weight: perContainer } : { basis: 'container' };
  });
  // Serving and container without grams: their ratio is the servings per container.
  const servingIndex = specs.findIndex((s) => s.basis === 'serving');
  const containerIndex = specs.findIndex((s) => s.basis === 'container');
  if (servingIndex >= 0 && containerIndex >= 0 && specs[servingIndex]!.weight === undefined && serving.servingsPerContainer) {
    specs[servingIndex]!.weight = 1;
    specs[containerIndex]!.weight = serving.servingsPerContainer;
  }
  // Otherwise the energy row, which OCR reads most reliably, gives the ratio.
  const known = specs.findIndex((s) => s.weight !== undefined);
  const reference = known >= 0 ? known : 0;
  // The energy row with a figure in the reference column and in most others (kcal may be
  // printed, or read, in one column only, "1046 kJ / 250 kcal" losing its kcal).
  const filled = (slot: SlotCells | undefined) => (slot?.cells[reference] ? slot.cells.filter(Boolean).length : 0);
  const energy = [slots.get('kcal'), slots.get('kj')].sort((a, b) => filled(b) - filled(a))[0];
  if (energy && filled(energy) >= 2) {
    // A panel that prints energy with a decimal ("102.5", Indian tables) prints it so in every
    // column: a figure read without its point ("3418") lost it, and its ratio is the pointed one's.
    const pointed = energy.cells.some((c) => c && /\d[.,]\d/.test(c.quantity.raw));
    const energyValue = (cell: ValueCell | undefined) => {
      const readings = cell?.quantity.readings ?? [];
      const lost = pointed && cell && !/\d[.,]\d/.test(cell.quantity.raw)
        ? readings.find((r) => r.pointAdded && Math.abs(r.value * 10 - Math.round(r.value * 10)) < 1e-6) : undefined;
      return (lost ?? readings[0])?.value;
    };
    const base = energyValue(energy.cells[reference]);
    specs.forEach((spec, i) => {
      if (spec.weight !== undefined && !(known < 0 && i === reference)) return;
      const value = energyValue(energy.cells[i]);
      if (base && value) spec.weight = (specs[reference]!.weight ?? 1) * (value / base);
    });
  }
  return specs;
}
