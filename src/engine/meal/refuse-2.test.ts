/**
 * A food log's clipping of a dish said alone (session 14, refuse2): "mac" is mac and cheese, and
 * "mac salad" macaroni salad; "mac" inside another name (the burger) is not. Phrases written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, refusedWith: refused } = useEverydayEngine();
const firstFood = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('"mac" said alone', () => {
  it('is mac and cheese, however it is served', async () => {
    expect(await firstFood('a big plate of baked mac')).toMatch(/^Macaroni or noodles with cheese/);
    expect(await firstFood('a small bowl of mac')).toMatch(/^Macaroni or noodles with cheese/);
    expect(await firstFood('1 cup mac')).toMatch(/^Macaroni or noodles with cheese/);
  });
  it('"mac salad" is the macaroni salad', async () => {
    expect(await firstFood('a side of mac salad')).toMatch(/^Macaroni or pasta salad/);
  });
  it('inside another name it stays that name', async () => {
    expect(await firstFood('one big mac')).toMatch(/big mac/i);
    expect(await firstFood('mac n cheese bites')).not.toMatch(/^Macaroni or pasta salad/);
  });
  it('a sentence about a computer is still no food', async () => {
    expect(await refused('my mac needs a new charger')).toBeDefined();
  });
});
