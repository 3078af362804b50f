/*
 * The thresholds that decide whether a read panel is answered, in one place, each with its
 * reason (issue 22: the reader's other thresholds sit beside the step they tune; these are
 * the last word between a read and an answer, where a wrong figure is worse than a refusal).
 */

/**
 * How far a column's printed energy may be from 4·protein + 4·carbohydrate + 9·fat before
 * the column is not answered: a share of the larger and a few kcal on top. Panels round each
 * figure (US: energy to 5 or 10 kcal, grams to 0.5 or 1), count fibre at 2 kcal or 0, and
 * polyols at 2.4; those stay within a quarter. A misread that breaks a figure (a lost digit,
 * "13 g" read as 1) is off by more: measured on the tuning photos of issue 22, a panel read
 * with 70 kcal beside 1 g fat, 1 g carbohydrate and 3 g protein was answered wrong.
 */
export const ENERGY_CONTRADICTION_SHARE = 0.3;
export const ENERGY_CONTRADICTION_KCAL = 15;

/**
 * Grams a column's macronutrients may add up to over its weight, for rounding: a 30 g
 * serving that prints 12 g fat, 15 g carbohydrate and 3 g protein is whole, one whose
 * figures add up to 40 g was misread.
 */
export const MACROS_OVER_WEIGHT = 1.05;
