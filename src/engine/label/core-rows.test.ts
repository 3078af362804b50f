import { describe, expect, it } from 'vitest';
import type { Ocr, OcrPage } from '../../ocr/types.js';
import { createGray } from '../../raster/raster.js';
import { filledFromRows, missingCoreRows, readRow, refusedForMissingCore, withRowWords } from './core-rows.js';
import { chooseAnswer } from './label-result.js';
import { analysePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';
import type { PreparedImage } from './prepare.js';
import type { LabelWord } from './types.js';

/** A US panel of our own (one serving column, % Daily Value beside the figures); `carbs` is the carbohydrate row's figure as read. */
const usRows = (carbs: string) => [
  [[10, 'Nutrition Facts']],
  [[10, 'Serving size 1/3 cup (40g)']],
  [[10, 'Calories'], [300, '60']],
  [[10, 'Total Fat 3.5g'], [300, '4%']],
  [[10, 'Saturated Fat 2g'], [300, '10%']],
  [[10, 'Sodium 95mg'], [300, '4%']],
  [[10, `Total Carbohydrate ${carbs}`], [300, '2%']],
  [[10, 'Dietary Fiber 0g'], [300, '0%']],
  [[10, 'Total Sugars 1g']],
  [[10, 'Protein 1g']],
] as const;

const lines = (words: LabelWord[]) => {
  const byRow = new Map<number, LabelWord[]>();
  for (const w of words) byRow.set(Math.round(w.y0), [...(byRow.get(Math.round(w.y0)) ?? []), w]);
  return [...byRow.values()];
};

/** The carbohydrate row read again: its name and the figure it printed, where the first read put letters. */
const carbsRowReadAgain = (figure: string) => wordsFrom([[], [], [], [], [], [], [[10, `Total Carbohydrate ${figure}`], [300, '2%']]]);

describe('the rows look on a panel refused for a missing core figure', () => {
  const first = wordsFrom(usRows('fg'));
  const analysis = analysePanel(first, lines(first))!;

  it('is asked only of a panel refused for a core figure it lacks, and only for that row', () => {
    expect(analysis.panel.columns[0]!.nutrients.carbs).toBeUndefined();
    expect(refusedForMissingCore(analysis.panel)).toBe(true);
    expect(missingCoreRows(analysis.panel, analysis.gaps).map((g) => g.key)).toEqual(['carbs']);
    const whole = wordsFrom(usRows('6g'));
    expect(refusedForMissingCore(analysePanel(whole, lines(whole))!.panel)).toBe(false);
  });

  it("answers with the row's figure read again in place of the letters OCR read for it", () => {
    const row = carbsRowReadAgain('6g');
    const read = withRowWords({ words: first, lines: lines(first) }, row);
    // The letters "fg" stand no more beside the figure that covers them.
    expect(read.words.some((w) => w.text === 'fg')).toBe(false);
    const reread = analysePanel(read.words, read.lines)!.panel;
    const filled = filledFromRows(analysis.panel, reread)!;
    expect(filled).toBeDefined();
    const answer = chooseAnswer(filled)!;
    expect(answer.column.nutrients).toMatchObject({ kcal: 60, fat: 3.5, carbs: 6, protein: 1 });
    // One look read it: the answer's checks weigh it so.
    expect(answer.column.unconfirmed).toContain('carbs');
  });

  it('takes no figure its printed percent contradicts', () => {
    // 12 g of carbohydrate is 4 % of the 275 g (or the older 300 g) daily value, not the 2 % printed.
    const read = withRowWords({ words: first, lines: lines(first) }, carbsRowReadAgain('12g'));
    expect(filledFromRows(analysis.panel, analysePanel(read.words, read.lines)!.panel)).toBeUndefined();
  });

  it('takes no figure the energy cannot carry at its rounding (one look alone read it)', () => {
    // A carbohydrate of 2 g beside 60 kcal, fat 3.5 g and protein 1 g: within the coarse check
    // every column passes (energy 12 % and 15 kcal over 4·4·9), but at most 54 kcal at the
    // highest factors and half steps.
    const noPercent = wordsFrom(usRows('fg').map((row) => row.filter(([x]) => x !== 300 || row[0]![1] === 'Calories')));
    const bare = analysePanel(noPercent, lines(noPercent))!;
    const row = wordsFrom([[], [], [], [], [], [], [[10, 'Total Carbohydrate 2g']]]);
    const read = withRowWords({ words: noPercent, lines: lines(noPercent) }, row);
    expect(filledFromRows(bare.panel, analysePanel(read.words, read.lines)!.panel)).toBeUndefined();
  });
});

describe('readRow: a core row read again, enlarged', () => {
  it("gives the row's words back in the prepared image's pixels", async () => {
    // The prepared image is the levelled photo at twice its size; the row is at y 100 there.
    const levelled = createGray(300, 120);
    levelled.data.fill(255);
    const prepared: PreparedImage = { gray: createGray(600, 240), scale: 2, levelled, skew: 0 };
    const gap = { kind: 'row' as const, key: 'carbs' as const, box: { x0: 0, y0: 80, x1: 600, y1: 120 }, centre: { y0: 100, slope: 0 }, height: 26 };
    let seen: { width: number; height: number } | undefined;
    const ocr = {
      async recognize(image: { width: number; height: number }): Promise<OcrPage> {
        seen = image;
        // A figure at the strip's middle height, a third of the way across.
        const x0 = image.width / 3;
        const word = { text: '6g', confidence: 80, bbox: { x0, y0: image.height / 2 - 10, x1: x0 + 30, y1: image.height / 2 + 10 } };
        return { text: '6g', confidence: 80, words: [word], lines: [{ text: '6g', confidence: 80, bbox: word.bbox, words: [word] }] } as OcrPage;
      },
    } as unknown as Ocr;
    const words = await readRow(ocr, prepared, gap);
    // Enlarged to close-up print: 30 px characters on rows 1.3 times that.
    expect(seen!.height).toBeGreaterThan(2 * 26);
    expect(words.map((w) => w.text)).toEqual(['6g']);
    expect(words[0]!.x0).toBeCloseTo(200, -1);
    expect((words[0]!.y0 + words[0]!.y1) / 2).toBeCloseTo(100, -1);
  });
});
