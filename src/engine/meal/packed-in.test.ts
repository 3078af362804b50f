/**
 * A canned food's own packing liquid said after "with … it came in" (packed-in.ts, issue 23
 * session 27): the liquid is how the food was packed, never a second food. Sentences written for
 * this test.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine, names } from './everyday.test-helper.js';
import { packedInAt } from './packed-in.js';
import { tokenize } from './tokens.js';

const { describeMeal } = useEverydayEngine();

describe('the liquid a food was packed in', () => {
  it('is weighed by the food packed in it, not beside it', async () => {
    const pears = names(await describeMeal('a cup of canned pears with the syrup they came in'));
    expect(pears).toHaveLength(1);
    expect(pears[0]).toMatch(/pear.*syrup/i);
    expect(names(await describeMeal('a cup of fruit cocktail with the juice it came in'))).toEqual([expect.stringMatching(/fruit cocktail.*juice/i)]);
  });
  it('leaves a syrup served on a food a food of its own', async () => {
    expect(names(await describeMeal('pancakes with the syrup'))).toHaveLength(2);
    expect(names(await describeMeal('waffles with the syrup that came with them'))).toHaveLength(2);
  });
  it('needs the clause to close with "in"', () => {
    expect(packedInAt(tokenize('plums with the juice they were packed in')).size).toBe(1);
    expect(packedInAt(tokenize('plums with the juice they were packed in and a coffee')).size).toBe(1);
    expect(packedInAt(tokenize('pancakes with the syrup that came with them')).size).toBe(0);
    expect(packedInAt(tokenize('pears with the syrup they came in handy for')).size).toBe(0);
  });
});
