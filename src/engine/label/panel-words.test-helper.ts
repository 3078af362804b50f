import type { LabelWord } from './types.js';

/**
 * Words with boxes laid out like OCR returns them, for parser tests: each row is a list of
 * [x, text] cells; a cell's words are spread at 9 px a character, rows 30 px apart.
 */
export function wordsFrom(rows: readonly (readonly (readonly [number, string])[])[], options: { slope?: number; rowHeight?: number } = {}): LabelWord[] {
  const words: LabelWord[] = [];
  const pitch = options.rowHeight ?? 30;
  rows.forEach((cells, r) => {
    for (const [x, text] of cells) {
      let cursor = x;
      for (const token of text.split(' ').filter(Boolean)) {
        const width = token.length * 9;
        const y = 20 + r * pitch + (options.slope ?? 0) * cursor;
        words.push({ text: token, x0: cursor, y0: y, x1: cursor + width, y1: y + 18 });
        cursor += width + 9;
      }
    }
  });
  return words;
}
