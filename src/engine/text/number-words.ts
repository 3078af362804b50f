/*
 * English number words, the one table of them: the meal parser reads amounts with it ("two
 * eggs", "a dozen oysters", "half a pizza") and fixFood reads counts in corrections ("three
 * slices, not two"). Other languages keep their own tables beside their other words
 * (src/engine/language/).
 */

/** The cardinal numbers, as a count is written in words ("three slices"). */
export const ENGLISH_CARDINALS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
};

/** Words that multiply a portion ("a double espresso"). */
export const ENGLISH_MULTIPLES: Readonly<Record<string, number>> = { single: 1, double: 2, triple: 3 };

/** A word that is an amount on its own: counts, multiples, vague counts and fractions. */
export const ENGLISH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...ENGLISH_CARDINALS,
  ...ENGLISH_MULTIPLES,
  dozen: 12, pair: 2, couple: 2, few: 3, several: 3,
  half: 0.5, quarter: 0.25, third: 1 / 3, eighth: 0.125, sixth: 1 / 6, fourth: 0.25,
};

/**
 * The words of `table` whose value lies in [low, high], as the alternatives of a regular
 * expression ("one|two|three"), for readers that match whole phrases (fixFood's corrections).
 */
export function wordsBetween(table: Readonly<Record<string, number>>, low: number, high: number): string {
  return Object.entries(table).filter(([, value]) => value >= low && value <= high).map(([word]) => word).join('|');
}

/**
 * The cardinal words from `low` to `high` ("one" … "twelve"), for readers that ask whether a
 * word is a count in a range: a length's number ("a fourteen-inch pizza"), an amount before a
 * unit. Derived from the one table so no reader spells out its own list.
 */
export function cardinalWords(low: number, high: number): ReadonlySet<string> {
  return new Set(Object.entries(ENGLISH_CARDINALS).filter(([, value]) => value >= low && value <= high).map(([word]) => word));
}

/** Fraction words after a count ("two thirds", "three quarters"), singular and plural. */
export const ENGLISH_FRACTION_WORDS: Readonly<Record<string, number>> = {
  half: 1 / 2, halves: 1 / 2, third: 1 / 3, thirds: 1 / 3, quarter: 1 / 4, quarters: 1 / 4, fourth: 1 / 4,
  fourths: 1 / 4, eighth: 1 / 8, eighths: 1 / 8, sixth: 1 / 6, sixths: 1 / 6,
};
