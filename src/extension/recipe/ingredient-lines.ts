import { MAX_RECIPE_LINE_CHARS, MAX_RECIPE_LINES } from '../limits.js';
import { cleanText } from './text.js';

/** A recipe's ingredient lines within the bounds, and what the bounds left out (the panel says it). */
export interface IngredientLines {
  lines: string[];
  /** Lines past MAX_RECIPE_LINES, not read. */
  leftOut: number;
  /** Lines cut at MAX_RECIPE_LINE_CHARS. */
  shortened: number;
}

/**
 * Ingredient lines are cleaned from a bounded slice of their raw text: entities and tags shrink
 * a line, so this many raw characters always hold a full kept line.
 */
const RAW_LINE_CHARS = MAX_RECIPE_LINE_CHARS * 8;

/**
 * Collects ingredient lines from a page (JSON-LD strings, microdata values), one `add` per raw
 * value. A value may hold several lines (one string holding the whole list is a common
 * mistake); empty ones are skipped; past MAX_RECIPE_LINES lines are only counted.
 */
export class IngredientLineCollector {
  private readonly kept: string[] = [];
  private leftOut = 0;
  private shortened = 0;

  add(raw: string, { splitLines = false } = {}): void {
    const pieces = splitLines ? raw.split(/\r?\n|<br\s*\/?>/i) : [raw];
    for (const piece of pieces) {
      const clean = cleanText(piece.slice(0, RAW_LINE_CHARS));
      if (!clean) continue;
      if (this.kept.length >= MAX_RECIPE_LINES) {
        this.leftOut++;
        continue;
      }
      if (clean.length > MAX_RECIPE_LINE_CHARS || piece.length > RAW_LINE_CHARS) this.shortened++;
      this.kept.push(clean.slice(0, MAX_RECIPE_LINE_CHARS));
    }
  }

  result(): IngredientLines {
    return { lines: [...this.kept], leftOut: this.leftOut, shortened: this.shortened };
  }
}
