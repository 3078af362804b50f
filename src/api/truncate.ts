const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The first `max` characters of `text` as a person counts them (grapheme clusters), with "…"
 * when something was cut. Slicing UTF-16 code units would split an emoji (or a flag, or an
 * accented letter written as two code points) and put a broken character into a message.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) return kept + '…';
    kept += segment;
    count++;
  }
  return kept;
}
