/*
 * English number words, the one table of them: the meal parser reads amounts with it ("two
 * eggs", "a dozen oysters", "half a pizza") and fixFood reads counts in corrections ("three
 * slices, not two"). Other languages keep their own tables beside their other words
 * (src/engine/language/).
 */

/** A word that is an amount on its own: counts, multiples, vague counts and fractions. */
export const ENGLISH_NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100,
  single: 1, double: 2, triple: 3, dozen: 12, pair: 2, couple: 2, few: 3, several: 3,
  half: 0.5, quarter: 0.25, third: 1 / 3, eighth: 0.125, sixth: 1 / 6, fourth: 0.25,
};

/** Fraction words after a count ("two thirds", "three quarters"), singular and plural. */
export const ENGLISH_FRACTION_WORDS: Readonly<Record<string, number>> = {
  half: 1 / 2, halves: 1 / 2, third: 1 / 3, thirds: 1 / 3, quarter: 1 / 4, quarters: 1 / 4, fourth: 1 / 4,
  fourths: 1 / 4, eighth: 1 / 8, eighths: 1 / 8, sixth: 1 / 6, sixths: 1 / 6,
};
