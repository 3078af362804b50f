import type { OcrBox, OcrDoubt } from './types.js';

/*
 * The characters tesseract nearly read as another, from its hOCR with `lstm_choice_mode` 2:
 * each word's text is followed by one `lstm_choices` group per character (a word after the
 * first in its line also by one for the space before it), each listing the characters the
 * LSTM weighed at that place with their confidence, best first. Small soft print is where a
 * "6" and an "8", or a "5" and a "9", come out within a few points of each other; the blocks
 * JSON tesseract.js returns keeps only the winner.
 */

/**
 * How close (confidence points, 0–100) a runner-up must come to the character read for the
 * place to be in doubt. On the generated low-resolution panels, misread digits had their true
 * digit 1–15 points behind ("5" 84 against "9" 83, "6" 87 against "8" 73); in sharp print the
 * runner-up is 0–5 points against 90 and more.
 */
export const DOUBT_MARGIN = 20;

interface Choice {
  text: string;
  confidence: number;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&apos;': "'" };

function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|apos|#39);/g, (e) => ENTITIES[e]!);
}

/** Key of a word's box, to find a word of the blocks JSON in the hOCR (both give tesseract's own box). */
export function boxKey(box: OcrBox): string {
  return `${box.x0},${box.y0},${box.x1},${box.y1}`;
}

/** Each character's choices, best first, in one word's hOCR (after its text). */
function choiceGroups(wordHocr: string): Choice[][] {
  const groups: Choice[][] = [];
  for (const group of wordHocr.split(/id='lstm_choices_[\d_]+'>/).slice(1)) {
    const choices: Choice[] = [];
    for (const m of group.matchAll(/title='x_confs ([\d.]+)'>([^<]*)<\/span>/g)) {
      choices.push({ text: unescape(m[2]!), confidence: Number(m[1]) });
    }
    if (choices.length) groups.push(choices.sort((a, b) => b.confidence - a.confidence));
  }
  return groups;
}

/**
 * The places in each word where a runner-up came within DOUBT_MARGIN of the character read,
 * keyed by the word's box (boxKey). A word whose groups do not line up one to one with its
 * text (a space group aside) is left out: its doubts cannot be placed.
 */
export function doubtsFromHocr(hocr: string): Map<string, OcrDoubt[]> {
  const out = new Map<string, OcrDoubt[]>();
  for (const chunk of hocr.split("<span class='ocrx_word'").slice(1)) {
    const box = /bbox (\d+) (\d+) (\d+) (\d+)/.exec(chunk);
    const textMatch = /^[^>]*>([^<]*)/.exec(chunk);
    if (!box || !textMatch) continue;
    const chars = [...unescape(textMatch[1]!).trim()];
    let groups = choiceGroups(chunk);
    while (groups.length > chars.length && groups[0]![0]!.text.trim() === '') groups = groups.slice(1);
    if (groups.length !== chars.length || groups.some((g, i) => g[0]!.text !== chars[i])) continue;
    const doubts: OcrDoubt[] = [];
    groups.forEach(([best, ...rest], index) => {
      for (const other of rest) {
        if (other.text.trim() !== '' && other.confidence >= best!.confidence - DOUBT_MARGIN) {
          doubts.push({ index, alternative: other.text, margin: best!.confidence - other.confidence });
        }
      }
    });
    if (doubts.length) out.set(boxKey({ x0: +box[1]!, y0: +box[2]!, x1: +box[3]!, y1: +box[4]! }), doubts);
  }
  return out;
}
