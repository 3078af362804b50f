/**
 * Issue 23, "never refuse food" (name-inside.ts, session 26): a reviewed everyday name said among
 * words nothing reads was refused; it now answers, the words left out named as not understood. A
 * sentence that only has a name's word in it ("kind", "club", "late") stays refused. Phrases
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { total, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, refusedWith } = useEverydayEngine();

describe('a reviewed name among words nothing reads answers', () => {
  it('a name with an unknown word of origin and a place after its amount, the amount read', async () => {
    const meal = await describeMeal('zesty jollof rice 2 cups at the owambe');
    const plain = await describeMeal('2 cups of jollof rice');
    expect(total(meal)).toBeCloseTo(total(plain), 6);
    expect(meal.name).toMatch(/not understood: 'zesty'/);
  });
  it('a brand whose product words and container close the name: one of what it comes in', async () => {
    const meal = await describeMeal('maruchan spicy lunch cup');
    const plain = await describeMeal('maruchan');
    expect(total(meal)).toBeCloseTo(total(plain), 6);
  });
  it('a container word closing the name is one item, counted', async () => {
    const meal = await describeMeal('two instant ramen cups');
    const one = await describeMeal('instant ramen');
    expect(total(meal)).toBeCloseTo(2 * total(one), 6);
  });
  it('a name joined by "&" stays one name; a measure closing it is the amount', async () => {
    const meal = await describeMeal('ben & jerrys pint, a third of it');
    const plain = await describeMeal('a third of a pint of ben and jerrys');
    expect(total(meal)).toBeCloseTo(total(plain), 6);
    expect(meal.name).not.toMatch(/ben-/);
  });
});

describe('a reviewed name said without its head noun', () => {
  it('a chain and its variety, counted, is the named doughnut', async () => {
    const meal = await describeMeal('four krispy kreme glazed');
    const plain = await describeMeal('four krispy kreme glazed doughnuts');
    expect(total(meal)).toBeCloseTo(total(plain), 6);
  });
  it('the chain said in the plural after chat is that many of its doughnut', async () => {
    const meal = await describeMeal('no regrets honestly 2 krispy kremes');
    const plain = await describeMeal('2 krispy kreme doughnuts');
    expect(total(meal)).toBeCloseTo(total(plain), 6);
  });
  it('said as the subject of a sentence about something else, it stays refused', async () => {
    expect(await refusedWith('the krispy kreme line was long')).toBe('noFoodDetectedText');
  });
});

describe('a name that is also a word, in a sentence with no food, stays refused', () => {
  it.each([
    'a kind word',
    'a kind of magic',
    'Kind regards, the whole team',
    'a club night',
    'the club was packed',
    'Oreo, Android 9',
    'late again, sorry',
  ])('%s', async (text) => {
    expect(await refusedWith(text)).toBe('noFoodDetectedText');
  });
});
