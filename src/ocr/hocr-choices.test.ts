import { describe, expect, it } from 'vitest';
import { boxKey, doubtsFromHocr } from './hocr-choices.js';

/** One hOCR word as tesseract writes it with lstm_choice_mode 2: its text, then each place's choices. */
function word(box: [number, number, number, number], text: string, places: [string, number][][]): string {
  const groups = places.map((choices, g) => `<span class='ocrx_cinfo' id='lstm_choices_1_1_${g}'>${
    choices.map(([c, conf], i) => `<span class='ocrx_cinfo' id='choice_1_1_${g}_${i}' title='x_confs ${conf}'>${c}</span>`).join('\n')}</span>`);
  return `<span class='ocrx_word' id='word_1_1' title='bbox ${box.join(' ')}; x_wconf 80'>${text}\n${groups.join('\n')}</span>`;
}

describe('doubts from the hOCR choices', () => {
  it('finds a digit whose runner-up came close, keyed by the word box', () => {
    const hocr = word([10, 20, 60, 40], '28g', [[['2', 95], ['Z', 0]], [['8', 87.5], ['6', 72.8], ['5', 37]], [['g', 96], ['9', 20]]]);
    const doubts = doubtsFromHocr(hocr).get(boxKey({ x0: 10, y0: 20, x1: 60, y1: 40 }));
    expect(doubts).toEqual([{ index: 1, alternative: '6', margin: expect.closeTo(14.7, 5) }]);
  });

  it('skips the space before a word that is not first in its line', () => {
    const hocr = word([0, 0, 9, 9], '540mg', [[[' ', 96]], [['5', 84.5], ['9', 83.2]], [['4', 92]], [['0', 90], ['O', 0]], [['m', 95]], [['g', 88]]]);
    expect(doubtsFromHocr(hocr).get('0,0,9,9')).toEqual([{ index: 0, alternative: '9', margin: expect.closeTo(1.3, 5) }]);
  });

  it('gives nothing for a word read surely, nor for one whose places do not line up with its text', () => {
    const sure = word([0, 0, 9, 9], '33g', [[['3', 99], ['8', 2]], [['3', 99]], [['g', 99]]]);
    const misaligned = word([1, 1, 9, 9], '1/2', [[['1', 60], ['7', 55]], [['2', 90]]]);
    const doubts = doubtsFromHocr(sure + misaligned);
    expect(doubts.size).toBe(0);
  });

  it('reads escaped characters as the characters', () => {
    const hocr = word([0, 0, 9, 9], '&lt;1g', [[['&lt;', 90]], [['1', 70], ['7', 65]], [['g', 90]]]);
    expect(doubtsFromHocr(hocr).get('0,0,9,9')).toEqual([{ index: 1, alternative: '7', margin: 5 }]);
  });
});
