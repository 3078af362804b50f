import type { Ocr, OcrLayout } from '../../ocr/types.js';
import { grayToRaster } from '../../raster/raster.js';
import { removeRuleLines } from '../imaging/rule-lines.js';
import { normalizeContrast } from '../imaging/tone.js';
import { resize } from '../imaging/transform.js';
import type { PreparedImage } from './prepare.js';
import { fitsDailyIntake } from './daily-intake.js';
import { chooseAnswer, missingCore } from './label-result.js';
import type { PanelGap } from './panel.js';
import { levelStrip, overlap } from './read-gaps.js';
import { fitsDailyValue } from './resolve.js';
import type { LabelPanel, LabelWord, PanelColumn } from './types.js';
import type { NutrientKey } from './vocabulary.js';

/*
 * The rows look, asked only of a panel about to be refused for a core figure it lacks (issue
 * 22: the panel's rows read again one by one cost too much on every photo; on a refusal it
 * costs a line read or two, and only there). The gaps' read (read-gaps.ts) fills holes only: a
 * row whose figure OCR read as letters ("6g" in light print as "fg") keeps the letters, and the
 * strip read at the first read's scale mostly reads what the first read did. Here each core row
 * the panel lacks is cut level, enlarged to close-up print and read as one line, and its words
 * stand in for the row's words they cover.
 */

/** The core figures (label-result.ts missingCore's names) and the row nutrient each is read from. */
const ROW_OF_CORE: Record<string, NutrientKey> = { energy: 'energy', fat: 'fat', carbohydrate: 'carbs', protein: 'protein' };

/** The figures a row's nutrient fills in a column: an energy row may give kcal or kJ. */
const FIGURES_OF_ROW: Partial<Record<NutrientKey, (keyof PanelColumn['nutrients'])[]>> = {
  energy: ['kcal', 'kj'], fat: ['fat'], carbs: ['carbs'], protein: ['protein'],
};

/**
 * Print height (pixels) a row is enlarged to: the close-up's (read-label.ts
 * CLOSE_UP_CHAR_HEIGHT), since what the first read lost in such a row is small or faint print.
 */
const ROW_CHAR_HEIGHT = 30;
/** A row of print is about this many times its characters' height (prepared print 22 px, rows 26–40 px). */
const ROW_PER_CHAR = 1.3;
/** Rows read again per refusal at most: a panel lacking more than its four core figures' rows is not a panel read in part. */
const MAX_CORE_ROWS = 4;

/** A line first, then sparse text (a figure beside a rule), as read-gaps.ts reads a row. */
const LAYOUTS: readonly OcrLayout[] = ['line', 'sparse'];

/** Whether a panel is about to be refused for a core figure no column has (chooseAnswer gives nothing). */
export function refusedForMissingCore(panel: LabelPanel | undefined): boolean {
  return !!panel && chooseAnswer(panel) === undefined && panel.columns.some((c) => missingCore(c).length > 0);
}

/** The row gaps of the core figures some column lacks, in the panel's order. */
export function missingCoreRows(panel: LabelPanel, gaps: readonly PanelGap[]): PanelGap[] {
  const wanted = new Set(panel.columns.flatMap((c) => missingCore(c)).map((name) => ROW_OF_CORE[name]));
  return gaps.filter((g) => g.kind === 'row' && g.key !== undefined && wanted.has(g.key)).slice(0, MAX_CORE_ROWS);
}

/** A gap in pixels `factor` times as large. */
function scaledGap(gap: PanelGap, factor: number): PanelGap {
  const { box, centre, height } = gap;
  return {
    ...gap,
    box: { x0: box.x0 * factor, y0: box.y0 * factor, x1: box.x1 * factor, y1: box.y1 * factor },
    centre: { y0: centre.y0 * factor, slope: centre.slope },
    height: height * factor,
  };
}

/** Share of a row's pixels clipped at each end when its contrast is stretched (tone.ts normalizeContrast). */
const ROW_CONTRAST_CLIP = 0.02;

/** A word of another read covering this much of the smaller of two words is the same print. */
const SAME_PRINT = 0.3;

/**
 * The row read again, enlarged: its words in the image's pixels (those whose centre lies on
 * the row), or none when the strip cannot be cut or reads nothing with a digit.
 */
export async function readRow(ocr: Ocr, prepared: PreparedImage, gap: PanelGap, signal?: AbortSignal): Promise<LabelWord[]> {
  // Cut from the levelled photo at its full detail (the prepared image is it scaled).
  const cut = levelStrip(prepared.levelled, scaledGap(gap, 1 / prepared.scale));
  if (!cut) return [];
  const height = gap.height / prepared.scale;
  const factor = Math.max(1, (ROW_CHAR_HEIGHT * ROW_PER_CHAR) / gap.height) * prepared.scale;
  const enlarged = resize(cut.strip, cut.strip.width * factor, cut.strip.height * factor, { enlarge: 'bicubic' });
  // The row's own contrast: faint print (a figure in light grey beside its black name) darkened.
  const strip = normalizeContrast(removeRuleLines(enlarged, 0.8 * height * factor), ROW_CONTRAST_CLIP);
  for (const layout of LAYOUTS) {
    const page = await ocr.recognize(grayToRaster(strip), { layout, ...(signal ? { signal } : {}) });
    const words = page.words.map((w) => {
      const cx = cut.x0 + (w.bbox.x0 + w.bbox.x1) / (2 * factor);
      const shift = cut.top(cx);
      // Back in the prepared image's pixels, where the page's words are.
      const s = prepared.scale;
      return {
        text: w.text, confidence: w.confidence,
        x0: s * (cut.x0 + w.bbox.x0 / factor), y0: s * (w.bbox.y0 / factor + shift), x1: s * (cut.x0 + w.bbox.x1 / factor), y1: s * (w.bbox.y1 / factor + shift),
      };
    }).filter((w) => Math.abs((w.y0 + w.y1) / 2 - (gap.centre.y0 + gap.centre.slope * (w.x0 + w.x1) / 2)) <= 0.5 * gap.height);
    if (words.some((w) => /\d/.test(w.text))) return words;
  }
  return [];
}

/**
 * The page's words with a row's words read again standing in for those they cover (the
 * row's letters OCR read for a figure are not kept beside it).
 */
export function withRowWords(read: { words: LabelWord[]; lines: LabelWord[][] }, row: readonly LabelWord[]): { words: LabelWord[]; lines: LabelWord[][] } {
  const uncovered = (w: LabelWord) => !row.some((r) => overlap(w, r) > SAME_PRINT);
  return {
    words: [...read.words.filter(uncovered), ...row],
    lines: [...read.lines.map((line) => line.filter(uncovered)).filter((line) => line.length > 0), [...row]],
  };
}

/**
 * Whether a figure read by the rows look alone stands: a percent printed beside it (the
 * column's % Daily Value, or a table's % of the daily intake) must fit it; with no percent the
 * answer's checks weigh it as a figure one look read (PanelColumn.unconfirmed).
 */
function percentAllows(panel: LabelPanel, column: PanelColumn, name: keyof PanelColumn['nutrients'], value: number): boolean {
  const us = column.percents?.[name];
  const table = column.intakePercents?.[name];
  if (panel.layout === 'table') return table === undefined || fitsDailyIntake(name, value, table) !== false;
  return us === undefined || fitsDailyValue(name, value, us) !== false;
}

/**
 * The panel with the core figures it lacked taken from the rows read again: only figures a
 * column lacked (no figure already read is changed), each marked unconfirmed so the answer's
 * checks ask of it what they ask of a figure one look alone read (label-result.ts
 * unconfirmedUnwitnessed, macrosAgree), and none a printed percent contradicts. Undefined
 * when that gives no answer: the panel is refused as before.
 */
export function filledFromRows(panel: LabelPanel, reread: LabelPanel): LabelPanel | undefined {
  const columns = panel.columns.map((column, index) => {
    const again = reread.columns.find((c) => c.basis === column.basis && (c.grams === column.grams || index === reread.columns.indexOf(c)));
    if (!again) return column;
    const added: (keyof PanelColumn['nutrients'])[] = [];
    const nutrients = { ...column.nutrients };
    for (const core of missingCore(column)) {
      for (const name of FIGURES_OF_ROW[ROW_OF_CORE[core]!] ?? []) {
        const value = again.nutrients[name];
        if (value === undefined || nutrients[name] !== undefined || !percentAllows(reread, again, name, value)) continue;
        nutrients[name] = value;
        added.push(name);
      }
    }
    if (added.length === 0) return column;
    return { ...column, nutrients, unconfirmed: [...new Set([...(column.unconfirmed ?? []), ...added])] };
  });
  if (columns.every((c, i) => c === panel.columns[i])) return undefined;
  const filled = { ...panel, columns };
  return chooseAnswer(filled) ? filled : undefined;
}
