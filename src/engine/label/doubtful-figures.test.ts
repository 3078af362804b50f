import { describe, expect, it } from 'vitest';
import type { OcrPage, OcrWord } from '../../ocr/types.js';
import { combineReadings } from './combine-readings.js';
import { doubtedNumbers, figureDoubts, unconfirmedDoubts } from './doubtful-figures.js';
import { analysePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';
import { readingScore } from './read-label.js';
import type { LabelPanel, LabelWord } from './types.js';

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
    // A stand-in for the reader: the fat is the page's first word.
    const panelOf = (p: OcrPage) => panel({ kcal: 380, fat: parseFloat(p.words[0]!.text) });
    const first = { page: page(word('26g', [{ index: 1, alternative: '8', margin: 15 }])), panel: panel({ kcal: 380, fat: 26 }) };
    expect(unconfirmedDoubts(first.panel, [first], panelOf)).toBe(1);
    const second = { page: page(word('28g')), panel: panel({ kcal: 380, fat: 28 }) };
    expect(unconfirmedDoubts(first.panel, [first, second], panelOf)).toBe(1);
    const third = { page: page(word('26g')), panel: panel({ kcal: 380, fat: 26 }) };
    expect(unconfirmedDoubts(first.panel, [first, second, third], panelOf)).toBe(0);
    // A figure read surely needs no second look.
    expect(unconfirmedDoubts(second.panel, [second], panelOf)).toBe(0);
  });

  describe('a doubt is its own word\'s, not its value\'s', () => {
    // A tiny panel of small figures: its serving's "1" nearly a "2", its sodium's "5" nearly a
    // "6"; its carbohydrate's "1g" read surely. 10 kcal against 4 kcal by 4/4/9: a carbohydrate
    // of 2 g would agree better (8 kcal), so a doubt lent to it flips a right figure.
    const rows = wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving size'], [200, '1 packet (3g)']],
      [[10, 'Calories'], [230, '10']],
      [[10, 'Total Fat 0g']],
      [[10, 'Sodium 15mg']],
      [[10, 'Total Carbohydrate 1g']],
      [[10, 'Protein 0g']],
    ]);
    const nearly: Record<string, OcrWord['doubts']> = { '1': [{ index: 0, alternative: '2', margin: 6 }], '15mg': [{ index: 1, alternative: '6', margin: 9 }] };
    const asOcr = (w: LabelWord): OcrWord => ({ text: w.text, confidence: 80, bbox: { x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 }, ...(nearly[w.text] ? { doubts: nearly[w.text] } : {}) });
    const words = rows.map(asOcr);
    const lines = [...new Set(words.map((w) => w.bbox.y0))].map((y) => {
      const on = words.filter((w) => w.bbox.y0 === y);
      return { text: on.map((w) => w.text).join(' '), confidence: 80, bbox: on[0]!.bbox, words: on };
    });
    const read: OcrPage = { width: 400, height: 240, text: '', confidence: 80, words, lines };
    const toLabel = (w: OcrWord): LabelWord => ({ text: w.text, confidence: w.confidence, ...w.bbox });
    const panelOf = (page: OcrPage) => analysePanel(page.words.map(toLabel), page.lines.map((l) => l.words.map(toLabel)))?.panel;
    const panel = panelOf(read)!;

    it('takes a figure\'s doubt from the word it was read from, not from another word of its value', () => {
      expect(panel.columns[0]!.nutrients).toMatchObject({ kcal: 10, fat: 0, sodiumMg: 15, carbs: 1, protein: 0 });
      // By value, the serving's "1" lends its doubt to the carbohydrate.
      expect(doubtedNumbers(read).get(1)).toEqual([2]);
      const doubts = figureDoubts(read, panel, panelOf);
      expect(doubts(0, 'carbs')).toEqual([]);
      expect(doubts(0, 'sodiumMg')).toEqual([16]);
    });

    it('looks again only for the figures whose own words were doubted', () => {
      const look = { page: read, panel };
      // The sodium's own "15mg" was doubted; the carbohydrate's "1g" was not, whatever the serving's "1" was.
      expect(unconfirmedDoubts(panel, [look], panelOf)).toBe(1);
      const again = { page: { ...read, words: read.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox })) }, panel: panelOf(read)! };
      expect(unconfirmedDoubts(panel, [look, again], panelOf)).toBe(0);
    });

    it('keeps a right figure the looks read alike when another word of its value was doubted', () => {
      const again = panelOf({ ...read, words: read.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: w.bbox })) })!;
      const own = (p: LabelPanel) => (p === panel ? figureDoubts(read, panel, panelOf) : () => []);
      expect(combineReadings(panel, again, readingScore, own).columns[0]!.nutrients.carbs).toBe(1);
      // Doubts by value (as before) flip it to 2 g for a closer energy.
      const byValue = (p: LabelPanel) => (column: number, figure: string) => (p === panel ? doubtedNumbers(read).get(p.columns[column]!.nutrients[figure as 'carbs']!) ?? [] : []);
      expect(combineReadings(panel, again, readingScore, byValue).columns[0]!.nutrients.carbs).toBe(2);
    });
  });
});
