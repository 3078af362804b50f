/**
 * Made on the first text that needs cutting, not at import: building ICU's segmenter costs
 * several milliseconds of every engine's, service's and page's start, and most texts are short.
 */
let graphemes: Intl.Segmenter | null | undefined;
const segmenter = (): Intl.Segmenter | null =>
  (graphemes ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null);

/**
 * `text` cut to at most `max` UTF-16 units (what the schema's `.max()` counts), ellipsis
 * included, at a grapheme boundary: slicing code units would split an emoji (or a flag, or an
 * accented letter written as two code points) and put a broken character into a message.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = Math.max(0, max - 1);
  let kept = '';
  const cutter = segmenter();
  if (cutter) {
    for (const { segment } of cutter.segment(text)) {
      if (kept.length + segment.length > room) break;
      kept += segment;
    }
  } else {
    kept = text.slice(0, room);
    const last = kept.charCodeAt(kept.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1);
  }
  return kept + '…';
}
