/**
 * Shortens text to at most `max` UTF-16 units with an ellipsis, never splitting a surrogate
 * pair (an emoji cut in half is a broken character on screen and invalid in some JSON readers).
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - 1);
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return text.slice(0, end) + '…';
}
