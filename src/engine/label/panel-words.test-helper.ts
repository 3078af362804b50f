import type { LabelWord } from './types.js';

/**
 * Words with boxes laid out like OCR returns them, for parser tests: each row is a list of
 * [x, text] cells; a cell's words are spread at 9 px a character, rows 30 px apart.
 */
export function wordsFrom(
  rows: readonly (readonly (readonly [number, string])[])[],
  options: { slope?: number; rowHeight?: number; bend?: number } = {},
): LabelWord[] {
  const words: LabelWord[] = [];
  const pitch = options.rowHeight ?? 30;
  // bend: the slope changes down the page (rows fanning out on a pack turned from the camera).
  const middle = 20 + ((rows.length - 1) * pitch) / 2;
  rows.forEach((cells, r) => {
    const slope = (options.slope ?? 0) + (options.bend ?? 0) * (20 + r * pitch - middle);
    for (const [x, text] of cells) {
      let cursor = x;
      for (const token of text.split(' ').filter(Boolean)) {
        const width = token.length * 9;
        const y = 20 + r * pitch + slope * cursor;
        words.push({ text: token, x0: cursor, y0: y, x1: cursor + width, y1: y + 18 });
        cursor += width + 9;
      }
    }
  });
  return words;
}
