/*
 * Number and name formatting for tips: fixed rules, no locale, so the same food always gets the
 * same sentences on every machine.
 */

import { Memo } from '../cache/memo.js';
import { USDA_GROUP_WORDS } from '../foods/name-groups.js';

/** Whole number with thousands separators: 1,430. */
export function whole(value: number): string {
  return Math.round(value).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Grams to one decimal: 12.5. */
export function grams1(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** A share as a whole percentage: 0.834 → "83%". */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

const METHOD_WORDS = /^(raw|cooked|boiled|baked|fried|roasted|grilled|steamed|frozen|canned|fresh|dried|prepared|regular|nfs|ns as to .*|from .*|made with .*|with .*|without .*|plain|unprepared|drained|all types|whole|includes .*|commercial|homemade|ready-to-.*|as purchased|unenriched|enriched)$/;

/**
 * A short, readable name for a part: "Pizza, pepperoni, from restaurant" → "pepperoni pizza",
 * "Broccoli, raw" → "broccoli". Names people wrote themselves are kept, lower-cased.
 */
export function shortName(name: string, maxLength = 40): string {
  // Pure in its arguments, and asked for the same parts' names in tip after tip.
  return shortNames.remember(`${maxLength}\u0000${name}`, () => makeShortName(name, maxLength));
}
const shortNames = new Memo<string, string>(2_000);

function makeShortName(name: string, maxLength: number): string {
  let segments = name.split(',').map((segment) => segment.trim()).filter(Boolean);
  if (segments.length > 1 && USDA_GROUP_WORDS.has(segments[0]!.toLowerCase())) segments = segments.slice(1);
  const [head = name.trim(), second] = segments;
  let short = head;
  if (second && second.split(/\s+/).length <= 2 && second.length <= 15 && !METHOD_WORDS.test(second.toLowerCase())) {
    short = /ed$/i.test(head) ? `${head} ${second}` : `${second} ${head}`;
  }
  short = short.split(/\s+/).map(lowerUnlessAcronym).join(' ');
  if (short.length > maxLength) short = short.slice(0, maxLength).replace(/\s+\S*$/, '');
  return short || name.slice(0, maxLength);
}

function lowerUnlessAcronym(word: string): string {
  return /[A-Z].*[A-Z]/.test(word) ? word : word.toLowerCase();
}

/** Sentence case: the first letter upper-case. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
