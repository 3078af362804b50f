import { describe, expect, it } from 'vitest';
import type { OcrPage, OcrWord } from '../../ocr/types.js';
import { doubtedNumbers, unconfirmedDoubts } from './doubtful-figures.js';
import type { LabelPanel } from './types.js';

const word = (text: string, doubts?: OcrWord['doubts']): OcrWord => ({ text, confidence: 80, bbox: { x0: 0, y0: 0, x1: 10, y1: 10 }, ...(doubts ? { doubts } : {}) });
const page = (...words: OcrWord[]): OcrPage => ({ width: 100, height: 100, text: '', confidence: 80, words, lines: [] });
const panel = (nutrients: LabelPanel['columns'][number]['nutrients']): LabelPanel => ({ layout: 'us', columns: [{ basis: 'serving', nutrients }] });

describe('figures OCR was not sure of', () => {
  it('gives each number read with a doubted digit and what it nearly was', () => {
    const read = page(
      word('26g', [{ index: 1, alternative: '8', margin: 15 }]),
      word('540mg', [{ index: 0, alternative: '9', margin: 1 }, { index: 0, alternative: '3', margin: 17 }]),
      word('0,36', [{ index: 3, alternative: '5', margin: 4 }]),
      // A unit nearly a digit, a digit nearly a letter: no other number.
      word('1.5g', [{ index: 3, alternative: '9', margin: 8 }]),
      word('33g', [{ index: 0, alternative: 'B', margin: 10 }]),
      word('Fat'),
    );
    expect([...doubtedNumbers(read)]).toEqual([[26, [28]], [540, [940, 340]], [0.36, [0.35]]]);
  });

  it('counts a doubted figure until another look reads it alike', () => {
    const first = { page: page(word('26g', [{ index: 1, alternative: '8', margin: 15 }])), panel: panel({ kcal: 380, fat: 26 }) };
    expect(unconfirmedDoubts(first.panel, [first])).toBe(1);
    const second = { page: page(word('28g')), panel: panel({ kcal: 380, fat: 28 }) };
    expect(unconfirmedDoubts(first.panel, [first, second])).toBe(1);
    const third = { page: page(word('26g')), panel: panel({ kcal: 380, fat: 26 }) };
    expect(unconfirmedDoubts(first.panel, [first, second, third])).toBe(0);
    // A figure read surely needs no second look.
    expect(unconfirmedDoubts(second.panel, [second])).toBe(0);
  });
});
