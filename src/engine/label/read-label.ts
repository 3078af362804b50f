import { DEFAULT_OCR_LANGUAGE, isOcrLanguage, type OcrLanguage } from '../../ocr/languages.js';
import type { Ocr, OcrLayout, OcrPage } from '../../ocr/types.js';
import { isRasterImage, toGray, type GrayImage, type RasterImage } from '../../raster/raster.js';

import { printDirection } from '../imaging/text-direction.js';
import { rotate } from '../imaging/transform.js';
import { combineReadings } from './combine-readings.js';
import { analysePanel, thaiPanelOfReads, type PanelAnalysis, type PanelGap } from './panel.js';
import { thaiPanelSigns } from './thai-panel.js';
import { energyUnitsAgree, partsOverWhole, unexplainedFigures, withEnergyUnitsAgreeing, withLoneKjAsKj, withLostPointsRestored, withoutImpossibleFigures } from './impossible-figures.js';
import { clipToBackground, locatePanel } from './panel-region.js';
import { cropAround, prepareForOcr, type PrepareOptions, type PreparedImage } from './prepare.js';
import { cutFromSource, finderCopy, toSourceBox, type FinderCopy } from './photo-scale.js';
import { panelCropOf, type PanelCrop } from './panel-crop.js';
import { readGaps } from './read-gaps.js';
import { filledFromRows, missingCoreRows, readRow, refusedForMissingCore, withRowWords } from './core-rows.js';
import { withSeenPoints } from './seen-points.js';
import { answerWitnessed } from './answer-witnessed.js';
import { dailyValueContradictions } from './daily-value-contradictions.js';
import { figureDoubts, unconfirmedDoubts } from './doubtful-figures.js';
import type { LabelPanel, LabelWord } from './types.js';
import { panelLanguage, type LabelLanguage } from './vocabulary.js';

/** What readLabel needs from the engine: the OCR provider. */
export interface LabelReaderContext {
  ocr(): Promise<Ocr>;
  /** Told as each stage of a read starts (bench:label-speed's per-stage CPU); the reader does not depend on it. */
  stage?(name: ReadStage): void;
}

/** The stages of a read, in order: where a photo's time goes. */
export type ReadStage = 'locate' | 'crop read' | 'first read' | 'turned' | 'close-up' | 'looks' | 'gaps' | 'language' | 'core rows' | 'done';

export interface LabelReading {
  panel: LabelPanel;
  /** The OCR page the panel was read from (coordinates of the prepared image). */
  page: OcrPage;
}

function wordsOf(page: OcrPage): { words: LabelWord[]; lines: LabelWord[][] } {
  const toWord = (w: OcrPage['words'][number]): LabelWord => ({ text: w.text, confidence: w.confidence, ...w.bbox });
  return { words: page.words.map(toWord), lines: page.lines.map((l) => l.words.map(toWord)) };
}

/**
 * Figures with a gram unit, and a kJ or kcal, that a page without a nutrient's name must show
 * to count as a sign of a panel: a table whose names are in a script the model cannot read
 * (unreadable-names.ts) shows only these, and is worth another look.
 */
const UNNAMED_TABLE_GRAM_FIGURES = 5;

/** How much of a panel a page shows: nutrients named, a heading; else 1 for figures with units and an energy unit. */
function panelEvidence(page: OcrPage): number {
  const located = locatePanel(page)?.score;
  if (located !== undefined) return located;
  const grams = page.words.filter((w) => /\d\s?g$/i.test(w.text) || (/^g$/i.test(w.text))).length;
  const energy = page.words.some((w) => /^(kj|kcal)\b/i.test(w.text) || /\d(kj|kcal)$/i.test(w.text));
  // A Thai panel (thai-panel.ts) prints no unit the model reads: its figures and its column of
  // percents of the Thai RDI, two signs (looked at again: the looks give back its lost rows).
  return Math.max(grams >= UNNAMED_TABLE_GRAM_FIGURES && energy ? 1 : 0, thaiPanelSigns(page.words));
}

/**
 * How much of a panel a reading holds, and how well it agrees with itself: each figure
 * counts one; a column whose energy matches its protein, carbohydrate and fat (Atwater, within
 * a fifth) counts two more, one that contradicts them (or whose kJ and kcal differ) two less;
 * a part over its whole (saturates over fat) two less; so does each figure of one
 * column that is (or is not) the others' figure scaled by the same ratio. OCR's misreads
 * ("24 g" read as 249) break these agreements, so between two reads of one panel the one that
 * agrees with itself is the one read right.
 */
export function readingScore(panel: LabelPanel | undefined): number {
  if (!panel) return 0;
  const { figures, energyAgreements, energyContradictions, columnAgreements, columnContradictions, partsOver } = agreement(panel);
  return figures + 2 * energyAgreements - 2 * energyContradictions + columnAgreements - columnContradictions - 2 * partsOver;
}

/** The checks readingScore weighs: figures read, columns whose energy matches (or not), figures scaled alike (or not). */
function agreement(panel: LabelPanel) {
  let figures = 0;
  let energyAgreements = 0;
  let energyContradictions = 0;
  let columnAgreements = 0;
  let columnContradictions = 0;
  let partsOver = 0;
  for (const { nutrients: n } of panel.columns) {
    figures += Object.keys(n).length;
    partsOver += partsOverWhole(n);
    // Australian panels print kJ only (parsed panels carry its kcal too; hand-made ones may not).
    const kcal = n.kcal ?? (n.kj !== undefined ? n.kj / 4.184 : undefined);
    // A column's kJ and kcal that are not one energy: one of them is misread.
    if (n.kj !== undefined && n.kcal !== undefined && !energyUnitsAgree(n.kj, n.kcal)) energyContradictions++;
    if (kcal !== undefined && n.protein !== undefined && n.carbs !== undefined && n.fat !== undefined) {
      const atwater = 4 * n.protein + 4 * n.carbs + 9 * n.fat;
      if (Math.abs(atwater - kcal) <= Math.max(10, 0.2 * kcal)) energyAgreements++;
      else energyContradictions++;
    }
  }
  for (let i = 0; i < panel.columns.length; i++) {
    for (let j = i + 1; j < panel.columns.length; j++) {
      const a = panel.columns[i]!.nutrients as Record<string, number | undefined>;
      const b = panel.columns[j]!.nutrients as Record<string, number | undefined>;
      const ratios = Object.keys(a).filter((k) => (a[k] ?? 0) >= 1 && (b[k] ?? 0) >= 1).map((k) => a[k]! / b[k]!);
      if (ratios.length < 3) continue;
      const middle = [...ratios].sort((x, y) => x - y)[Math.floor(ratios.length / 2)]!;
      for (const r of ratios) {
        if (Math.abs(r / middle - 1) <= 0.1) columnAgreements++;
        else columnContradictions++;
      }
    }
  }
  return { figures, energyAgreements, energyContradictions, columnAgreements, columnContradictions, partsOver };
}

function nutrientCount(panel: LabelPanel | undefined): number {
  return panel ? Math.max(...panel.columns.map((c) => Object.keys(c.nutrients).length)) : 0;
}

export interface Reading {
  page: OcrPage;
  panel: LabelPanel | undefined;
  gaps: PanelGap[];
  prepared: PreparedImage;
  /** What was read: the photo (or crop) and how it was prepared, for another look. */
  source: GrayImage;
  options: PrepareOptions;
  /** Other looks at the photo `panel` was put together with (its page and gaps are this read's own). */
  others?: LabelPanel[];
}

/** A panel with what its own figures show misread put right or taken out (impossible-figures.ts). */
function mended(panel: LabelPanel): LabelPanel {
  return withoutImpossibleFigures(withLoneKjAsKj(withEnergyUnitsAgreeing(withLostPointsRestored(panel))));
}

/**
 * The panel in a read's words, mended: decimal points its columns show lost put back, kJ and
 * kcal made one energy, figures it cannot hold taken out. And the rows to read again.
 */
function analyse(words: LabelWord[], lines: LabelWord[][]): PanelAnalysis | undefined {
  const analysis = analysePanel(words, lines);
  return analysis && { ...analysis, panel: mended(analysis.panel) };
}

async function readOnce(ocr: Ocr, gray: GrayImage, signal: AbortSignal | undefined, options: PrepareOptions = {}, layout?: OcrLayout): Promise<Reading> {
  return readPrepared(ocr, prepareForOcr(gray, options), { source: gray, options }, signal, { layout });
}

async function readPrepared(ocr: Ocr, prepared: PreparedImage, from: Pick<Reading, 'source' | 'options'>, signal: AbortSignal | undefined,
  { language, layout }: { language?: OcrLanguage; layout?: OcrLayout | undefined } = {}): Promise<Reading> {
  const read = await ocr.recognize(prepared.gray, { ...(signal ? { signal } : {}), ...(language ? { language } : {}), ...(layout ? { layout } : {}) });
  // Points tesseract dropped though they are printed plainly ("1.6 g" read as "16g"), seen in
  // the prepared pixels (seen-points.ts).
  const page = withSeenPoints(read, prepared.gray);
  const { words, lines } = wordsOf(page);
  const analysis = analyse(words, lines);
  return { page, panel: analysis?.panel, gaps: analysis?.gaps ?? [], prepared, ...from };
}

/**
 * The reading with the figures it lacked read again row by row (read-gaps.ts), or undefined
 * when that adds nothing.
 */
async function fillGaps(ocr: Ocr, reading: Reading, signal: AbortSignal | undefined): Promise<Reading | undefined> {
  const { words, lines } = wordsOf(reading.page);
  const added = await readGaps(ocr, reading.prepared.gray, reading.gaps, words, signal);
  if (added.length === 0) return undefined;
  const analysis = analyse([...words, ...added], [...lines, ...added.map((w) => [w])]);
  if (!analysis) return undefined;
  const asOcr = added.map((w) => ({ text: w.text, confidence: w.confidence ?? 0, bbox: { x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 } }));
  const page: OcrPage = {
    ...reading.page,
    words: [...reading.page.words, ...asOcr],
    lines: [...reading.page.lines, ...asOcr.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox, words: [w] }))],
  };
  return { ...reading, page, panel: analysis.panel, gaps: analysis.gaps };
}

/**
 * The panel with the core figures it lacked read from their rows again (core-rows.ts), or
 * undefined when the rows give no answer. Asked only of a panel about to be refused for a
 * missing core figure, so it costs time only there.
 */
async function readCoreRows(ocr: Ocr, reading: Reading, signal: AbortSignal | undefined): Promise<LabelPanel | undefined> {
  const rows = reading.panel ? missingCoreRows(reading.panel, reading.gaps) : [];
  if (!reading.panel || rows.length === 0) return undefined;
  let words = wordsOf(reading.page);
  let read = false;
  for (const gap of rows) {
    const row = await readRow(ocr, reading.prepared, gap, signal);
    if (row.length === 0) continue;
    words = withRowWords(words, row);
    read = true;
  }
  const analysis = read ? analyse(words.words, words.lines) : undefined;
  return analysis && filledFromRows(reading.panel, analysis.panel);
}

/** The language of the panel's names in a read (English model: "Brennwert", "Eiweil" still say German). */
export function languageOfPage(page: OcrPage): LabelLanguage | undefined {
  return panelLanguage(page.lines.map((line) => line.text));
}

/** What every EU table prints: energy, fat, saturates, carbohydrate, sugars, protein, salt. */
const TABLE_FIGURES = ['fat', 'satFat', 'carbs', 'sugars', 'protein'] as const;

/**
 * Whether a read holds a whole panel that agrees with itself: a column with every figure a
 * table prints, and no check of readingScore against it. Such a read gains nothing from
 * another model; one with gaps or contradictions may.
 */
export function isWholeAndConsistent(panel: LabelPanel | undefined): boolean {
  if (!panel || !isComplete(panel)) return false;
  const { energyContradictions, columnContradictions } = agreement(panel);
  return energyContradictions === 0 && columnContradictions === 0;
}

/**
 * A panel read whole and consistent: some column with energy, fat, carbohydrate and protein,
 * and in every column that has them the energy within a fifth of 4·protein + 4·carbs + 9·fat
 * (the energy checks of readingScore).
 */
export function agreesWithItself(panel: LabelPanel | undefined): boolean {
  if (!panel) return false;
  const { energyAgreements, energyContradictions } = agreement(panel);
  return energyAgreements > 0 && energyContradictions === 0;
}

/** Some column with every figure a panel of any kind prints: energy, fat, saturates, carbohydrate, sugars, protein, salt or sodium. */
function isComplete(panel: LabelPanel | undefined): boolean {
  return !!panel && panel.columns.some(({ nutrients: n }) =>
    (n.kcal !== undefined || n.kj !== undefined) && (n.salt !== undefined || n.sodiumMg !== undefined) &&
    TABLE_FIGURES.every((k) => n[k] !== undefined));
}

/** The kinds of figure every panel prints (energy, salt or sodium, TABLE_FIGURES), each present or not in a column. */
function kindsIn(n: LabelPanel['columns'][number]['nutrients']): boolean[] {
  return [n.kcal !== undefined || n.kj !== undefined, n.salt !== undefined || n.sodiumMg !== undefined, ...TABLE_FIGURES.map((k) => n[k] !== undefined)];
}

/** Whether every column holds each kind of figure another column holds: a panel prints its columns row by row, so a figure one column lacks was lost. */
function columnsAlike(panel: LabelPanel): boolean {
  const kinds = panel.columns.map((c) => kindsIn(c.nutrients));
  return kinds.every((own) => own.every((has, i) => has || !kinds.some((other) => other[i])));
}

/**
 * A read that needs no other look: whole (isComplete), its energy agreeing with its
 * macronutrients, no part (saturates, sugars) over its whole, no column lacking a kind of
 * figure another column holds, and no figure its columns' shared scale does not explain
 * beyond rounding (unexplainedFigures). Measured on 120 generated panels (seeds 7 and 11):
 * when only disagreement asked for more looks, 91.7 % and 92.0 % of figures exact; with
 * lacking rows too, 93.1 % and 92.3 %; with parts over wholes and unlike columns too (a read
 * whose per-serving column was whole and its per-100 g column half lost counted as settled),
 * 95.6 % and 95.4 % (from 93.4 % and 94.7 %), at a tenth more time (median 1.02 → 1.15 s);
 * with unexplained figures too, 96.5 % and 96.2 % (from 96.2 % and 95.7 %), the real photos'
 * time unchanged. Counting any two figures off the columns' ratio instead (rounding makes
 * small figures of two columns disagree on most real US panels) doubled the real photos'
 * median time for no figure gained. Nor a US figure its own printed % Daily Value rules out
 * (dailyValueContradictions): one of the two is misread, and only another look can tell which.
 */
export function isSettled(panel: LabelPanel | undefined): boolean {
  if (!panel || !isComplete(panel) || !columnsAlike(panel) || unexplainedFigures(panel) > 0 || dailyValueContradictions(panel) > 0) return false;
  const { energyAgreements, energyContradictions, partsOver } = agreement(panel);
  return energyAgreements > 0 && energyContradictions === 0 && partsOver === 0;
}

/**
 * Characters in a close-up of the panel: larger than a whole photo is read at, since the
 * close-up is only the panel and small print there is what goes wrong (6 read as 5, a lost
 * decimal point).
 */
const CLOSE_UP_CHAR_HEIGHT = 30;
/** How a close-up of the panel is prepared: its print larger, its rules taken out. */
const CLOSE_UP: PrepareOptions = { charHeight: CLOSE_UP_CHAR_HEIGHT, table: true };

/**
 * Characters in a second look at a whole photo: larger than the first read's 22 px, since
 * what failed is most often small or soft print (measured on generated panels, seeds 7 and
 * 11: 77.7 % → 79.3 % and 79.8 % → 81.4 % of figures against a second look at 22 px). A
 * close-up is looked at again at its own size.
 */
const SECOND_LOOK_CHAR_HEIGHT = 28;

/**
 * Line height (prepared pixels) below which the panel's print came out smaller than the
 * photo's other text and smaller than OCR reads well: the photo was scaled for its larger
 * print, or shrunk to the pixel bound. Prepared print is about 22 px, its lines 26–40.
 */
const SMALL_PRINT_LINE_HEIGHT = 20;

/**
 * A panel that covers less than this share of the page is a part of the photo: reading it
 * again on its own reads fewer pixels, and every later look at it is cheaper than a look at
 * the whole photo (issue 22: a 2 MP look at a whole phone photo took 3–10 s, most of it text
 * round the panel).
 */
const PART_OF_PHOTO = 0.5;

/** The panel cut from the photo, at full detail: where the first read found it, clipped to its own background. */
function panelCut(first: Reading, finder: FinderCopy, photo: GrayImage): GrayImage | undefined {
  const region = locatePanel(first.page);
  if (!region) return undefined;
  const scale = first.prepared.scale;
  const { levelled } = first.prepared;
  const toLevelled = (b: typeof region.box) => ({ x0: b.x0 / scale, y0: b.y0 / scale, x1: b.x1 / scale, y1: b.y1 / scale });
  const panel = clipToBackground(levelled, toLevelled(region.box), toLevelled(region.core), region.lineHeight / scale);
  // A photo read whole is cropped where it was levelled; one read from a smaller copy is cut
  // from the full photo, so the panel keeps the detail the copy lost.
  if (finder.factor === 1 || first.source !== finder.gray) return cropAround(levelled, panel);
  return cutFromSource(photo, toSourceBox(panel, first.prepared.skew, levelled, finder.factor));
}

/**
 * Whether the panel is read again on its own: its print came out small, or few figures read;
 * or, in a big photo (read from a smaller copy), the read did not settle and the panel is a
 * part of the photo. Small photos are read whole again as before: cutting their panel out
 * for the later looks lost one of the tuning photos and saves little there.
 */
function wantsCloseUp(first: Reading, finder: FinderCopy): boolean {
  const region = locatePanel(first.page);
  if (!region) return false;
  if (region.lineHeight < SMALL_PRINT_LINE_HEIGHT || nutrientCount(first.panel) < 6) return true;
  if (finder.factor === 1) return false;
  const { box } = region;
  const { width, height } = first.prepared.gray;
  return !isSettled(first.panel) && ((box.x1 - box.x0) * (box.y1 - box.y0)) / (width * height) < PART_OF_PHOTO;
}

/**
 * The panel read again on its own at a larger scale, when the first read found where it is
 * but its print came out small (a panel in a product shot) or few of its figures read, or the
 * read did not settle and the panel is a part of the photo (the later looks then read it alone).
 */
async function readCloseUp(ocr: Ocr, first: Reading, finder: FinderCopy, photo: GrayImage, signal: AbortSignal | undefined): Promise<Reading | undefined> {
  if (!wantsCloseUp(first, finder)) return undefined;
  const crop = panelCut(first, finder, photo);
  return crop && readOnce(ocr, crop, signal, CLOSE_UP);
}

/**
 * The panel read again with its own language's model, when the English read says it is printed
 * in another language and left it incomplete or contradicting itself: the English model loses
 * the names' accents and ß and misreads more of their letters, and a name not found is a row
 * lost. The same prepared image is read again (one more OCR run) and the two reads are put
 * together, the English one first: on the generated EU panels the own model alone reads fewer
 * figures right than the English one (seed 5: 69 % against 72 %), but finds names it lost.
 */
async function readInPanelLanguage(ocr: Ocr, best: Reading, signal: AbortSignal | undefined): Promise<Reading> {
  if (isWholeAndConsistent(best.panel)) return best;
  const language = languageOfPage(best.page);
  // A language without a shipped model (Dutch) stays with the English read.
  if (!language || !isOcrLanguage(language) || language === DEFAULT_OCR_LANGUAGE) return best;
  const own = await readPrepared(ocr, best.prepared, best, signal, { language });
  if (!own.panel) return best;
  if (!best.panel) return own;
  return { ...best, panel: combineReadings(best.panel, own.panel, readingScore) };
}

/** One read of a photo: how it is prepared, and how OCR is to find its lines (default sparse). */
interface Look {
  prepare: PrepareOptions;
  layout?: OcrLayout;
}

/**
 * How a read that is not settled (isSettled) is looked at again, in turn, until the looks put
 * together settle: each preparation loses different figures. First crisper (light flattened,
 * bicubic, sharpened, larger print); then with the table's rules taken out and the page read
 * as one block, so each row is read across from its name to its last figure (sparse reading
 * breaks a boxed table into pieces at its rules and loses names and lone figures).
 * Measured on 120 generated panels (seeds 7 and 11): the crisper look alone, chosen over the
 * first read, 87.7 % and 89.0 % of figures exact; put together with it, and taken also when
 * the first read found only signs of a panel, 90.0 %; with the block look too, 91.7 % and
 * 92.0 %. A third look (larger print, another model, the table read sparse) added under 0.1 %.
 */
function otherLooks(first: PrepareOptions): Look[] {
  return [
    { prepare: { charHeight: SECOND_LOOK_CHAR_HEIGHT, ...first, secondLook: true } },
    { prepare: { charHeight: SECOND_LOOK_CHAR_HEIGHT, ...first, table: true, secondLook: true }, layout: 'block' },
  ];
}

/** The panel a page's words make (readPrepared's analysis): a page read otherwise made again (figureDoubts). */
function panelOfPage(page: OcrPage): LabelPanel | undefined {
  const { words, lines } = wordsOf(page);
  return analyse(words, lines)?.panel;
}

/**
 * The photo looked at again (otherLooks) until the looks put together settle (isSettled) and
 * each figure OCR was not sure of is read alike by another look (unconfirmedDoubts).
 * The look whose panel agrees best is the base (its page and gaps are kept, for fillGaps); each
 * figure is then as most looks read it, unless another reading of it makes the panel agree
 * with itself better (combineReadings).
 */
async function lookAgain(ocr: Ocr, first: Reading, signal: AbortSignal | undefined, at: Reading = first, also: Reading[] = []): Promise<Reading> {
  const looks = [first, ...also].filter((r) => r.panel);
  let together = first;
  // With two OCR lanes both looks start at once (wall time on two cores): the second is read
  // while the first is, and its page is simply not used when the first settles the panel.
  // The looks are still put together in their order, so the answer is the sequential one.
  const reads = (ocr.parallel ?? 1) > 1 ? otherLooks(at.options).map((look) => readOnce(ocr, at.source, signal, look.prepare, look.layout)) : undefined;
  reads?.forEach((read) => read.catch(() => undefined));
  // The reads of `at`'s pixels that made no panel: a Thai-like panel's reads each lose a row (thai-panel.ts, readThaiReads).
  const unread = at.panel ? [] : [at];
  for (const [i, look] of otherLooks(at.options).entries()) {
    const reading = await (reads?.[i] ?? readOnce(ocr, at.source, signal, look.prepare, look.layout));
    if (!reading.panel) {
      unread.push(reading);
      continue;
    }
    looks.push(reading);
    const [base, ...others] = [...looks].sort((a, b) => readingScore(b.panel) - readingScore(a.panel));
    const panels = others.map((o) => o.panel!);
    const doubted = (panel: LabelPanel) => figureDoubts(looks.find((look) => look.panel === panel)?.page, panel, panelOfPage);
    together = panels.length ? { ...base!, panel: combineReadings(base!.panel!, panels, readingScore, doubted), others: panels } : base!;
    if (isSettled(together.panel) && unconfirmedDoubts(together.panel!, looks, panelOfPage) === 0) break;
    // Every figure of the answer witnessed (two looks read it alike, another column, its % Daily Value, its kJ): a further look has nothing to change in it.
    if (answerWitnessed(together.panel, looks, panelOfPage)) break;
  }
  if (!together.panel && unread.length > 1) {
    const thai = thaiPanelOfReads(unread.map((r) => ({ ...wordsOf(r.page), scale: r.prepared.scale })));
    if (thai) together = { ...at, panel: thai, gaps: [] };
  }
  return together;
}

/**
 * A photo as the label reader reads it: its gray, the copy the panel is found on, and the first
 * read of that copy, made once and shared: scanImage's packaging stage reads the words of the
 * same OCR page (firstPage) instead of running OCR on the photo again (issue 29).
 */
export interface LabelPhoto {
  photo: GrayImage;
  finder: FinderCopy;
  /** The first read of the finder copy; a read that failed (cancelled, timed out) is made again on the next call. */
  firstRead(ocr: Ocr, signal: AbortSignal | undefined): Promise<Reading>;
  /** The first read's OCR page (coordinates of the prepared finder copy). */
  firstPage(ocr: Ocr, signal: AbortSignal | undefined): Promise<OcrPage>;
  /** The panel cut from the full photo when its pixels show a ruled table that is a small part of it (panel-crop.ts). */
  panelCrop(): PanelCrop | undefined;
}

export function labelPhoto(photo: GrayImage, firstOptions: PrepareOptions = {}): LabelPhoto {
  const finder = finderCopy(photo);
  let first: { reading: Promise<Reading>; signal: AbortSignal | undefined } | undefined;
  const firstRead = (ocr: Ocr, signal: AbortSignal | undefined) => {
    // A read started for a caller that has since given up (scanImage's label stage out of
    // time) is not handed to the next caller: it is made again under the new caller's signal.
    if (!first || first.signal?.aborted) {
      const made = { reading: readOnce(ocr, finder.gray, signal, firstOptions), signal };
      made.reading.catch(() => {
        if (first === made) first = undefined;
      });
      first = made;
    }
    return first.reading;
  };
  let crop: { found: PanelCrop | undefined } | undefined;
  const panelCrop = () => (crop ??= { found: panelCropOf(photo, finder) }).found;
  return { photo, finder, firstRead, firstPage: async (ocr, signal) => (await firstRead(ocr, signal)).page, panelCrop };
}

/**
 * Reads the nutrition panel in a photo, or undefined when there is none. Tries the photo as
 * it is; when little reads, the photo turned a quarter either way and upside down; when the
 * panel is a small part of the photo or few of its figures read, the panel cropped and enlarged;
 * when the panel is in another language and did not read whole, that language's model too.
 */
export async function readLabelDetailed(ctx: LabelReaderContext, image: RasterImage | LabelPhoto, signal?: AbortSignal): Promise<LabelReading | undefined> {
  const ocr = await ctx.ocr();
  const stage = ctx.stage ?? (() => undefined);
  stage('locate');
  const source = isRasterImage(image) ? labelPhoto(toGray(image)) : image;
  // A ruled table that is a small part of the photo is read alone, at the detail the full
  // photo has (panel-crop.ts): every read then reads the panel, not the text round it. When
  // the crop shows no panel, the whole photo is read as before.
  const crop = source.panelCrop();
  if (crop) {
    stage('crop read');
    // A panel found inside rules that run past it is read as the whole photo's read reads it
    // (a close-up of small print): only the read of the whole photo before it is left out.
    const cropped = labelPhoto(crop.image, crop.closeUp ? CLOSE_UP : {});
    if (panelWithinCrop(await cropped.firstRead(ocr, signal), crop)) {
      const reading = await readPhoto(ocr, cropped, signal, stage);
      if (reading) return reading;
    }
  }
  return readPhoto(ocr, source, signal, stage);
}

/** Nutrients and headings a crop's first read must name for the crop to stand for the photo. */
const CROP_EVIDENCE = 3;

/**
 * Whether the crop's first read found the panel inside it: enough of a panel named, and its
 * named lines at least a line from an edge the crop cut through (a panel that rules only its
 * top rows goes on below the rules, and a crop that cuts it would answer half a panel).
 */
function panelWithinCrop(first: Reading, crop: PanelCrop): boolean {
  const region = locatePanel(first.page);
  if (!region || region.score < CROP_EVIDENCE) return false;
  const { core, lineHeight } = region;
  const { width, height } = first.prepared.gray;
  return (!crop.cut.top || core.y0 >= lineHeight) && (!crop.cut.bottom || core.y1 <= height - lineHeight) &&
    (!crop.cut.left || core.x0 >= lineHeight) && (!crop.cut.right || core.x1 <= width - lineHeight);
}

/**
 * The turns a photo whose first read found nothing is read at: print that plainly runs across
 * the page is at most upside down, print that runs down it is turned a quarter, and print the
 * pixels do not place may be either (imaging/text-direction.ts). On the 33 real photos and the
 * committed panels, upright and turned a quarter either way, the pixels never placed print
 * wrongly; they left 1 of 43 upright photos unplaced.
 */
function turnsToTry(gray: GrayImage): readonly (90 | 180 | 270)[] {
  const direction = printDirection(gray);
  if (direction === 'across') return [180];
  if (direction === 'down') return [90, 270];
  return [90, 270, 180];
}

/**
 * How much of a panel (panelEvidence) a read that made no panel at all must show to be looked
 * at again: two signs, such as a heading and a row's name, or two rows named. The looks read the
 * same pixels prepared otherwise; they mend figures and lost words, but a read with one sign at
 * most (a lone nutrient's name, or the figures and units of a table whose names are in a script
 * the model cannot read) gave no answer after them on any photo measured (issue 22, fourteenth
 * round: real tuning, the older 8, generated seed 7, product shots seed 7, us-var seed 13), and
 * cost a refused Thai sachet 3.5 of its 7.5 CPU seconds. Accuracy on every set was unchanged.
 */
const LOOKS_EVIDENCE_WITHOUT_PANEL = 2;

/** Reads the panel in one photo (or one crop of it) with every look the reader has. */
async function readPhoto(ocr: Ocr, source: LabelPhoto, signal: AbortSignal | undefined, stage: (name: ReadStage) => void): Promise<LabelReading | undefined> {
  const { photo, finder } = source;
  const gray = finder.gray;
  stage('first read');
  let best = await source.firstRead(ocr, signal);
  // Sideways or upside down: nothing of a panel reads, and what reads is mostly noise
  // (upright text that merely holds no panel is not turned: that would cost three more reads).
  const noise = best.page.words.length < 15 || best.page.confidence < 60;
  if (!best.panel && panelEvidence(best.page) < 2 && noise) {
    stage('turned');
    for (const degrees of turnsToTry(gray)) {
      const turned = await readOnce(ocr, rotate(gray, degrees), signal);
      if (nutrientCount(turned.panel) > nutrientCount(best.panel) || (!best.panel && panelEvidence(turned.page) > panelEvidence(best.page) + 2)) {
        best = turned;
      }
      if (best.panel) break;
    }
  }
  stage('close-up');
  const closeUp = await readCloseUp(ocr, best, finder, photo, signal);
  // The close-up reads the panel at the better scale: it wins unless it holds less of the panel.
  if (closeUp && closeUp.panel && readingScore(closeUp.panel) >= readingScore(best.panel)) best = closeUp;
  // A read that lacks a row or does not agree with itself (or found only signs of a panel, two at
  // least: LOOKS_EVIDENCE_WITHOUT_PANEL) is looked at again, prepared otherwise: glare greys
  // print, soft small print loses decimal points and closes up digits, and each preparation
  // loses different figures. So is one with
  // a figure OCR was not sure of (doubtful-figures.ts). The looks are put together.
  // A read whose answer has a witness for each figure (answer-witnessed.ts: another column, its
  // % Daily Value, its kJ) is not looked at again: the looks could change no figure of the answer.
  if ((!isSettled(best.panel) || unconfirmedDoubts(best.panel!, [best], panelOfPage) > 0) && !best.options.secondLook && (best.panel || panelEvidence(best.page) >= LOOKS_EVIDENCE_WITHOUT_PANEL) &&
    !answerWitnessed(best.panel, [best], panelOfPage)) {
    // In a big photo, looked at again on the panel alone when it was cut out: the looks then
    // read no text round it (a look at a whole 12 MP phone photo read 2 MP of text).
    stage('looks');
    best = closeUp && finder.factor > 1 ? await lookAgain(ocr, best, signal, closeUp, best === closeUp ? [] : [closeUp]) : await lookAgain(ocr, best, signal);
  }
  // Figures the read lacked, row by row: kept when the panel then agrees with itself as well.
  if (best.panel && best.gaps.length > 0) {
    stage('gaps');
    const filled = await fillGaps(ocr, best, signal);
    if (filled?.panel && best.others) filled.panel = combineReadings(filled.panel, best.others, readingScore);
    if (filled?.panel && readingScore(filled.panel) >= readingScore(best.panel)) best = filled;
  }
  stage('language');
  best = await readInPanelLanguage(ocr, best, signal);
  // Looks put together may each have broken a different figure: the same checks once more.
  if (best.panel) best = { ...best, panel: mended(best.panel) };
  // About to be refused for a core figure no column has: that figure's row read once more.
  if (refusedForMissingCore(best.panel)) {
    stage('core rows');
    const filled = await readCoreRows(ocr, best, signal);
    if (filled) best = { ...best, panel: filled };
  }
  stage('done');
  return best.panel ? { panel: best.panel, page: best.page } : undefined;
}

/** The nutrition panel in a photo, or undefined (scanImage uses this as its label stage). */
export async function readLabel(ctx: LabelReaderContext, image: RasterImage | LabelPhoto, signal?: AbortSignal): Promise<LabelPanel | undefined> {
  return (await readLabelDetailed(ctx, image, signal))?.panel;
}
