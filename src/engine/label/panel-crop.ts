import type { GrayImage } from '../../raster/raster.js';
import { findFigureTable } from '../imaging/figure-columns.js';
import { findRuledTable, type Box, type RuledTable } from '../imaging/ruled-table.js';
import { cutFromSource, type FinderCopy } from './photo-scale.js';

/*
 * The panel found from pixels, before any OCR (issue 22: big photos fast). Tesseract's time
 * follows the text it finds, so a whole product shot costs seconds of reading round a panel
 * that is a fifth of it; a ruled table (imaging/ruled-table.ts) is found in milliseconds and
 * read alone, cut from the full photo, so its print also keeps every pixel the camera had.
 */

/**
 * Rules a table must show for its crop to be read instead of the photo: a panel rules most of
 * its rows; a box, a double underline or a few stripes do not reach this.
 */
const CONFIDENT_RULES = 6;
/** The next most ruled table must have at most this share of the best's rules, else which table is the panel is not clear. */
const RUNNER_UP_SHARE = 0.5;
/**
 * Figures a table without rules must stack, in at least FIGURE_COLUMNS columns, for its crop to
 * be read instead of the photo (imaging/figure-columns.ts): a panel's energy, macronutrients and
 * their parts in two bases or a %-column; a price list or a lone column of weights does not.
 */
const CONFIDENT_FIGURES = 15;
const FIGURE_COLUMNS = 2;
/** A crop is read alone only when it is at most this share of the photo: a larger one saves little, and a panel that fills the frame is read whole as before. */
const CROP_SHARE = 0.6;
/** Margin round the table, as a share of its longer side: a heading or a last row the rules did not reach. */
const MARGIN = 0.06;

export interface PanelCrop {
  /** The table and its margin, cut from the full photo. */
  image: GrayImage;
  /** Where the table was found (before the margin), in the full photo's pixels. */
  box: Box;
  /** The sides where the crop cut through the photo (not at its edge): a panel running past them was cut. */
  cut: { top: boolean; bottom: boolean; left: boolean; right: boolean };
  /**
   * Read as a close-up (read-label.ts): a panel found by its figures inside rules that run past
   * it, which the whole photo's read found too small and read close up; the crop is read the same
   * way, so only the whole read is saved. Other crops are read as a photo is, as before.
   */
  closeUp?: boolean;
}

/**
 * The panel cut from the full photo, or undefined when the pixels show neither a clear ruled
 * table nor, where no table is ruled, a clear table of figures that is a small part of it.
 */
export function panelCropOf(photo: GrayImage, finder: FinderCopy): PanelCrop | undefined {
  const table = findRuledTable(finder.gray);
  if (table && table.rules >= CONFIDENT_RULES) {
    if (table.runnerUp > RUNNER_UP_SHARE * table.rules) return rivalHoldingFigures(photo, finder, table);
    const crop = cropOf(photo, finder, table.box);
    if (crop) return crop;
    // Too large to crop: the "rules" may run far past the panel (dot leaders, a barcode's
    // bars and the boxes of a back of pack all stacked into one table). A clear table of
    // figures well inside it is the panel; a panel that fills its rules fills its figures' box too.
    const figures = figureTableOf(finder.gray);
    if (!figures || !within(figures.box, table.box) || area(figures.box) > FIGURES_IN_RULES * area(table.box)) return undefined;
    const inRules = cropOf(photo, finder, figures.box);
    return inRules && { ...inRules, closeUp: true };
  }
  // No table is ruled clearly: its figures' columns may still place it (a panel without rules,
  // or ruled lightly). Rules that rival each other leave it to the whole read, as before.
  if (table && table.runnerUp > RUNNER_UP_SHARE * table.rules) return undefined;
  const figures = figureTableOf(finder.gray);
  return figures && cropOf(photo, finder, figures.box);
}

/** Share of the table of figures' box a ruled table must hold to hold it (the figures' box reaches to the rows just above them). */
const FIGURES_HELD = 0.6;

/**
 * Of two ruled tables that rival each other (a back of pack whose instructions or notices are
 * ruled, or stand on a striped ground, beside the panel), the one that holds the photo's clear
 * table of figures; undefined when the figures are in neither or in both (the whole photo is
 * read, as before). The figures need not be CONFIDENT_FIGURES here: they only choose between
 * two tables the rules already found. What is read is the figures and their names, grown by
 * the margin but kept inside the rules (whose box may run on over the ingredients below), as
 * a close-up: the whole photo's read would have found the panel's print small and read it so
 * (issue 22, seventeenth round: a back of pack's first read of the whole shot, 3.5 CPU s, read
 * the notices' table; its close-up, the panel).
 */
function rivalHoldingFigures(photo: GrayImage, finder: FinderCopy, table: RuledTable): PanelCrop | undefined {
  const figures = findFigureTable(finder.gray);
  if (!figures || figures.columns < FIGURE_COLUMNS || figures.runnerUp > RUNNER_UP_SHARE * figures.figures) return undefined;
  const holders = [table.box, table.runnerUpBox].filter((box): box is Box => box !== undefined && area(intersection(figures.box, box)) >= FIGURES_HELD * area(figures.box));
  if (holders.length !== 1) return undefined;
  const holder = holders[0]!;
  const grow = MARGIN * Math.max(holder.x1 - holder.x0, holder.y1 - holder.y0);
  const around = {
    x0: Math.max(holder.x0, figures.box.x0 - grow), y0: Math.max(holder.y0, figures.box.y0 - grow),
    x1: Math.min(holder.x1, figures.box.x1 + grow), y1: Math.min(holder.y1, figures.box.y1 + grow),
  };
  const crop = cropOf(photo, finder, around);
  return crop && { ...crop, closeUp: true };
}

/**
 * Share of a ruled table too large to crop that a table of figures inside it must stay under to
 * be read instead: a panel whose rules are its own fills most of their box with its figures.
 */
const FIGURES_IN_RULES = 0.5;

/** The clear table of figures on the finder copy (imaging/figure-columns.ts), or undefined. */
function figureTableOf(gray: GrayImage) {
  const figures = findFigureTable(gray);
  if (!figures || figures.figures < CONFIDENT_FIGURES || figures.columns < FIGURE_COLUMNS || figures.runnerUp > RUNNER_UP_SHARE * figures.figures) return undefined;
  return figures;
}

const intersection = (a: Box, b: Box): Box => ({ x0: Math.max(a.x0, b.x0), y0: Math.max(a.y0, b.y0), x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1) });
const area = (b: Box) => Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0);

/** Slack, as a share of the rules' longer side, for a table of figures to count as inside them: the rules' box stops at the print just past them. */
const WITHIN_RULES_SLACK = 0.05;

/** Whether `inner` lies within `outer`, up to WITHIN_RULES_SLACK. */
function within(inner: Box, outer: Box): boolean {
  const slack = WITHIN_RULES_SLACK * Math.max(outer.x1 - outer.x0, outer.y1 - outer.y0);
  return inner.x0 >= outer.x0 - slack && inner.y0 >= outer.y0 - slack && inner.x1 <= outer.x1 + slack && inner.y1 <= outer.y1 + slack;
}

function cropOf(photo: GrayImage, finder: FinderCopy, box: Box): PanelCrop | undefined {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const pad = MARGIN * Math.max(w, h);
  const share = ((w + 2 * pad) * (h + 2 * pad)) / (finder.gray.width * finder.gray.height);
  if (share > CROP_SHARE) return undefined;
  const f = finder.factor;
  const cut = {
    top: box.y0 - pad > 0, left: box.x0 - pad > 0,
    bottom: box.y1 + pad < finder.gray.height, right: box.x1 + pad < finder.gray.width,
  };
  const inPhoto = { x0: box.x0 * f, y0: box.y0 * f, x1: box.x1 * f, y1: box.y1 * f };
  return { image: cutFromSource(photo, inPhoto, MARGIN), box: inPhoto, cut };
}
