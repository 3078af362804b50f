import type { Ocr, OcrBox, OcrLine, OcrPage, OcrWord } from '../../ocr/types.js';
import type { GrayImage } from '../../raster/raster.js';
import { removeRuleLines } from '../imaging/rule-lines.js';
import { sharpen } from '../imaging/sharpen.js';
import { resize } from '../imaging/transform.js';
import { sameColumn } from './combine-readings.js';
import { doubtedNumbers } from './doubtful-figures.js';
import { contradictedFigures, energyUnitsAgree } from './impossible-figures.js';
import type { PanelGap } from './panel.js';
import { locatePanel } from './panel-region.js';
import { otsuThreshold, type PreparedImage } from './prepare.js';
import { levelStrip } from './read-gaps.js';
import type { LabelPanel, PanelNutrientName, PanelNutrients } from './types.js';
import { matchNutrient, type NutrientKey } from './vocabulary.js';

/*
 * The rows in doubt read again, alone, instead of the whole panel (issue 22: two more looks
 * at a whole panel were a quarter of a photo's OCR time, 37 CPU s in 19 runs on 24 photos,
 * where a row alone is a tenth of a second). The consistency checks say which figures are in
 * doubt: an energy its macronutrients contradict (energy, fat, carbohydrate, protein), a kJ
 * and kcal that are not one energy, a part over its whole, a figure another column's scale
 * does not explain, a digit OCR nearly read as another. Each such row is cut from the
 * levelled photo at full detail (not from the prepared page, which a big photo read shrunk),
 * its rules taken out, scaled to the print height of a close-up, and read as one line; its
 * words replace the row's words of the first read.
 */

/** Character height a row is read at: as a close-up of the panel is read (CLOSE_UP_CHAR_HEIGHT in read-label.ts). */
const ROW_CHAR_HEIGHT = 30;

/**
 * Rows in doubt read alone at most: with more, a look at the whole panel costs little more
 * and reads the rows in their context (the first version read up to eight, and the photos
 * whose rows did not settle paid for both).
 */
const MAX_ROWS = 5;

/** A read, as reread-rows needs it: its page, and the prepared image the page's pixels are of. */
export interface RowSource {
  page: OcrPage;
  prepared: PreparedImage;
}

interface Look {
  page: OcrPage;
  panel?: LabelPanel | undefined;
}

/** The nutrients whose rows are in doubt: what a check of the panel against itself contradicts, or a digit nearly read otherwise. */
export function rowsInDoubt(panel: LabelPanel, looks: readonly Look[]): Set<PanelNutrientName> {
  const rows = new Set<PanelNutrientName>();
  const add = (...names: PanelNutrientName[]) => names.forEach((n) => rows.add(n));
  for (const { nutrients: n } of panel.columns) {
    if (n.kj !== undefined && n.kcal !== undefined && !energyUnitsAgree(n.kj, n.kcal)) add('kj', 'kcal');
    const kcal = n.kcal ?? (n.kj !== undefined ? n.kj / 4.184 : undefined);
    if (kcal !== undefined && n.protein !== undefined && n.carbs !== undefined && n.fat !== undefined) {
      const atwater = 4 * n.protein + 4 * n.carbs + 9 * n.fat;
      // As readingScore's energy check (read-label.ts): within a fifth.
      if (Math.abs(atwater - kcal) > Math.max(10, 0.2 * kcal)) add(n.kcal !== undefined ? 'kcal' : 'kj', 'protein', 'carbs', 'fat');
    }
    if (n.satFat !== undefined && n.fat !== undefined && n.satFat > n.fat) add('satFat', 'fat');
    if (n.sugars !== undefined && n.carbs !== undefined && n.sugars > n.carbs) add('sugars', 'carbs');
  }
  for (const { name } of contradictedFigures(panel)) add(name);
  // A figure read from a word with a digit nearly read otherwise, which no other look read alike.
  panel.columns.forEach((column) => {
    for (const [name, value] of Object.entries(column.nutrients) as [keyof PanelNutrients, number][]) {
      const readAlike = looks.filter((look) => look.panel && sameColumn(column, panel, look.panel)?.nutrients[name] === value);
      if (readAlike.length < 2 && readAlike.some((look) => doubtedNumbers(look.page).has(value))) add(name);
    }
  });
  return rows;
}

/** The nutrient a line names (its words, or its first three words together: "Total Fat"). */
function nameOf(line: OcrLine): NutrientKey | undefined {
  for (const word of line.words) {
    const key = matchNutrient(word.text);
    if (key !== undefined && key !== 'other') return key;
  }
  const key = matchNutrient(line.words.slice(0, 3).map((w) => w.text).join(' '));
  return key !== 'other' ? key : undefined;
}

/** Figures one row prints: an energy row its kJ and kcal; a salt row the sodium worked out from it, and the other way round. */
const SAME_ROW: readonly (readonly PanelNutrientName[])[] = [['kcal', 'kj'], ['salt', 'sodiumMg']];

/** The figures a row named `key` prints. */
function figuresOfRow(key: NutrientKey): readonly PanelNutrientName[] {
  if (key === 'energy') return SAME_ROW[0]!;
  return SAME_ROW.find((names) => names.includes(key as PanelNutrientName)) ?? [key as PanelNutrientName];
}

/** A line's centre line through its words' centres (least squares), and its height. */
function rowOf(line: OcrLine, span: { left: number; right: number }): PanelGap {
  const centres = line.words.map((w) => ({ x: (w.bbox.x0 + w.bbox.x1) / 2, y: (w.bbox.y0 + w.bbox.y1) / 2 }));
  const mx = centres.reduce((s, c) => s + c.x, 0) / centres.length;
  const my = centres.reduce((s, c) => s + c.y, 0) / centres.length;
  const sxx = centres.reduce((s, c) => s + (c.x - mx) ** 2, 0);
  const sxy = centres.reduce((s, c) => s + (c.x - mx) * (c.y - my), 0);
  // Levelled pages' rows are near flat: a steep fit through two words is noise.
  const slope = sxx > 0 ? Math.max(-0.1, Math.min(0.1, sxy / sxx)) : 0;
  const heights = line.words.map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
  const height = heights[Math.floor(heights.length / 2)]!;
  const y0 = my - slope * mx;
  const ys = [y0 + slope * span.left, y0 + slope * span.right];
  return {
    kind: 'row',
    box: { x0: span.left - height, y0: Math.min(...ys) - height, x1: span.right + height, y1: Math.max(...ys) + height },
    centre: { y0, slope },
    height,
  };
}

function inRow(bbox: OcrBox, row: PanelGap): boolean {
  const cx = (bbox.x0 + bbox.x1) / 2;
  const cy = (bbox.y0 + bbox.y1) / 2;
  return cx >= row.box.x0 && cx <= row.box.x1 && Math.abs(cy - (row.centre.y0 + row.centre.slope * cx)) <= 0.5 * row.height;
}

/**
 * The lines of the page naming one of `names`, as rows across the panel's width; undefined
 * when some of them is not found (a figure in doubt whose row is not read again must not
 * seem confirmed by the words it shares with the first read).
 */
export function rowsNamed(page: OcrPage, names: ReadonlySet<PanelNutrientName>): PanelGap[] | undefined {
  const region = locatePanel(page);
  const rows: PanelGap[] = [];
  const found = new Set<PanelNutrientName>();
  for (const line of page.lines) {
    if (line.words.length === 0) continue;
    const key = nameOf(line);
    if (key === undefined) continue;
    const figures = figuresOfRow(key);
    if (!figures.some((n) => names.has(n))) continue;
    if (region && (line.bbox.y1 < region.box.y0 || line.bbox.y0 > region.box.y1)) continue;
    const left = Math.min(line.bbox.x0, region?.box.x0 ?? line.bbox.x0);
    const right = Math.max(line.bbox.x1, region?.box.x1 ?? page.width);
    const row = rowOf(line, { left, right });
    if (rows.some((r) => Math.abs(r.centre.y0 + r.centre.slope * left - (row.centre.y0 + row.centre.slope * left)) < 0.5 * row.height)) continue;
    rows.push(row);
    figures.forEach((n) => found.add(n));
  }
  // A salt row answers for sodium (EU panels print no sodium row), a sodium row for salt.
  if ([...names].some((n) => !found.has(n))) return undefined;
  return rows.length <= MAX_ROWS ? rows : undefined;
}

/** Share of a strip's height a column of ink must cross to be a rule, not a letter (a strip is one and a half rows high). */
const RULE_CROSSING = 0.9;

/**
 * The strip with the table's vertical rules whitened: a rule crosses the strip from top to
 * bottom, a letter never does. removeRuleLines keeps them (in a strip a row high they are
 * short), and read as one line they join the figure beside them ("2g" and a rule read "24g]").
 */
export function withoutCrossingRules(strip: GrayImage, charHeight: number): GrayImage {
  const { width, height, data } = strip;
  const threshold = otsuThreshold(strip);
  const crossing = new Array<boolean>(width).fill(false);
  for (let x = 0; x < width; x++) {
    let ink = 0;
    for (let y = 0; y < height; y++) if (data[y * width + x]! <= threshold) ink++;
    crossing[x] = ink >= RULE_CROSSING * height;
  }
  const out: GrayImage = { width, height, data: new Uint8ClampedArray(data) };
  // Thin runs of such columns only: a third of a character wide at most.
  for (let x = 0; x < width;) {
    if (!crossing[x]) { x++; continue; }
    let end = x;
    while (end < width && crossing[end]) end++;
    if (end - x <= Math.max(2, charHeight / 3)) {
      for (let u = Math.max(0, x - 1); u < Math.min(width, end + 1); u++) for (let y = 0; y < height; y++) out.data[y * width + u] = 255;
    }
    x = end;
  }
  return out;
}

/** A row of the prepared page, as the same row of the levelled photo (prepared = levelled × scale). */
function inLevelled(row: PanelGap, scale: number): PanelGap {
  const b = row.box;
  return {
    kind: 'row',
    box: { x0: b.x0 / scale, y0: b.y0 / scale, x1: b.x1 / scale, y1: b.y1 / scale },
    centre: { y0: row.centre.y0 / scale, slope: row.centre.slope },
    height: row.height / scale,
  };
}

/**
 * The page with the rows of `names` read again, each alone and at full detail, their words
 * in place of the rows' words; undefined when a row is not found or read no figure (every
 * row in doubt is read again, or the page is not taken as a second reading of them).
 */
export async function rereadRows(ocr: Ocr, source: RowSource, names: ReadonlySet<PanelNutrientName>, signal?: AbortSignal): Promise<OcrPage | undefined> {
  if (names.size === 0) return undefined;
  const rows = rowsNamed(source.page, names);
  if (!rows || rows.length === 0) return undefined;
  const { prepared } = source;
  let words = source.page.words;
  const lines: OcrLine[] = [...source.page.lines];
  for (const row of rows) {
    const cut = levelStrip(prepared.levelled, inLevelled(row, prepared.scale));
    if (!cut) return undefined;
    // Print height in the levelled photo (else from the row's height: print is about two thirds of a line).
    const levelledChar = (prepared.charHeight ?? 0.7 * row.height) / prepared.scale;
    // Scaled to the row's print height either way: a close-up cut from a 12 MP photo prints
    // larger than OCR needs, and a larger strip is only a slower read.
    let enlarge = ROW_CHAR_HEIGHT / levelledChar;
    let strip: GrayImage = withoutCrossingRules(removeRuleLines(cut.strip, 0.8 * levelledChar), levelledChar);
    if (Math.abs(enlarge - 1) > 0.1) strip = resize(strip, strip.width * enlarge, strip.height * enlarge, { enlarge: 'bicubic' });
    else enlarge = 1;
    // Enlarged print is soft (as prepare.ts sharpens a second look's).
    if (enlarge > 1.5) strip = sharpen(strip, enlarge);
    const page = await ocr.recognize(strip, { layout: 'line', ...(signal ? { signal } : {}) });
    // Back to the prepared page's pixels: strip pixel → levelled (÷ enlarge, + the strip's origin) → prepared (× scale).
    const toPage = (b: OcrBox): OcrBox => {
      const x = b.x0 / enlarge + cut.x0;
      const shift = cut.top(x + (b.x1 - b.x0) / (2 * enlarge));
      return {
        x0: x * prepared.scale,
        x1: (b.x1 / enlarge + cut.x0) * prepared.scale,
        y0: (b.y0 / enlarge + shift) * prepared.scale,
        y1: (b.y1 / enlarge + shift) * prepared.scale,
      };
    };
    const found: OcrWord[] = page.words.map((w) => ({ ...w, bbox: toPage(w.bbox) }))
      .filter((w) => inRow(w.bbox, row) && w.bbox.y1 - w.bbox.y0 >= 0.5 * row.height);
    // A row read as nothing, or with no figure: its figures would seem read alike twice.
    if (!found.some((w) => /\d/.test(w.text))) return undefined;
    const replaced = new Set(words.filter((w) => inRow(w.bbox, row)));
    words = [...words.filter((w) => !replaced.has(w)), ...found];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (line.words.some((w) => replaced.has(w))) lines[i] = { ...line, words: line.words.filter((w) => !replaced.has(w)) };
    }
    const box = { x0: Math.min(...found.map((w) => w.bbox.x0)), y0: Math.min(...found.map((w) => w.bbox.y0)), x1: Math.max(...found.map((w) => w.bbox.x1)), y1: Math.max(...found.map((w) => w.bbox.y1)) };
    lines.push({ text: found.map((w) => w.text).join(' '), confidence: page.confidence, bbox: box, words: found });
  }
  const kept = lines.filter((l) => l.words.length > 0).map((l) => ({ ...l, text: l.words.map((w) => w.text).join(' ') }));
  return { ...source.page, words, lines: kept };
}
