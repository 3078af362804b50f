/**
 * An article before a count of several is the phrase's "a" ("a quick bite" with the bite left
 * out), never one of them (issue 23, session 27, lead; noise.ts severalSaid). "grabbed a quick 2
 * slices of pizza" had been a whole pizza, "had a quick 3 tacos" one taco. Sentences written for
 * these tests.
 */
import { describe, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { readsAs } = useEverydayEngine();

describe('an article before a count of several does not count', () => {
  it.each([
    ['grabbed a quick 2 slices of pepperoni pizza', '2 slices of pepperoni pizza'],
    ['had a quick 3 tacos', '3 tacos'],
    ['a quick 6 chicken wings', '6 chicken wings'],
    ['a 2 cups of white rice', '2 cups of white rice'],
    ['a quick 3 oatmeal cookies', '3 oatmeal cookies'],
  ])('"%s" reads as "%s"', readsAs);
});

describe('one thing of the size said stays one', () => {
  it.each([
    ['a 3 egg omelet', 'an omelet'],
    ['a 10 oz sirloin steak', '10 oz sirloin steak'],
  ])('"%s" reads as "%s"', readsAs);
});
