/**
 * A chain's name typed apart is read as the chain's (issue 23, session 27, lead;
 * chain-spellings.ts). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { total, useEverydayEngine } from './everyday.test-helper.js';
import { withChainSpellings } from './chain-spellings.js';

const { describeMeal } = useEverydayEngine();
const kcal = async (text: string) => total(await describeMeal(text));

describe('chain names typed with spaces', () => {
  it('writes them the chain\'s way, and leaves other words', () => {
    expect(withChainSpellings('chick fil a nuggets and a drink')).toBe('chick-fil-a nuggets and a drink');
    expect(withChainSpellings('Chick Fil A sandwich')).toBe('chick-fil-a sandwich');
    expect(withChainSpellings('a burger from in n out')).toBe('a burger from in-n-out');
    expect(withChainSpellings('pick a fillet in the shop')).toBe('pick a fillet in the shop');
  });
  it('"chick fil a nuggets" are the chain\'s nuggets, not one nugget', async () => {
    expect(await kcal('chick fil a nuggets')).toBe(await kcal('chick-fil-a nuggets'));
  });
});
