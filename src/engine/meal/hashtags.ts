/*
 * Tags a post puts on a meal (issue 23, session 24): "a burrito bowl #lunch #mealprep",
 * "meal #3 - a latte". A trailing hashtag files the post; it is no food and no part of the food
 * before it ("big mac cheatday" lost the reviewed Big Mac). "#3" numbers the meal or the combo,
 * never a count of what follows (three lattes had been counted).
 */

/** One or more hashtags that end the text, with the spaces and punctuation between them. */
const TRAILING_TAGS = /(?:[\s,;.!]*#[\p{L}\p{N}_]+)+[\s.!]*$/u;
/** A number after "#": an ordinal label ("meal #3", "combo #2", "#1"), not an amount. */
const NUMBERED = /(^|[\s(])#\d+\b\s*/g;

/** `text` without its trailing hashtags and its "#N" labels; the text itself when it is only tags. */
export function withoutHashtags(text: string): string {
  if (!text.includes('#')) return text;
  const untagged = text.replace(TRAILING_TAGS, '').replace(NUMBERED, '$1');
  return /[\p{L}\p{N}]/u.test(untagged) ? untagged : text;
}
