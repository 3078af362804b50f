/**
 * The form said picks USDA's portion of that form (issue 23, session 22): a cup holds a different
 * weight of shredded and diced cheese, of mashed and sliced banana, of nuts in and out of their
 * shells, and USDA weighs each. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from '../meal/everyday.test-helper.js';
import { namesForm, saidForm } from './portion-forms.js';

const { describeMeal } = useEverydayEngine();

describe('the form a text measures its food in', () => {
  it.each([
    ['a cup of grated parmesan', 'shredded'],
    ['half a cup of cubed ham', 'diced'],
    ['walnuts, a quarter cup, shelled', 'without shell'],
    ['a cup of peanuts still in their shells', 'in shell'],
    ['a cup of pureed squash', 'mashed'],
    ['a cup of rice', undefined],
  ])('"%s" says %s', (text, form) => expect(saidForm(text)).toBe(form));

  it('a portion names the form in USDA words', () => {
    expect(namesForm(', without shell', 'without shell')).toBe(true);
    expect(namesForm(', in shell, yields', 'without shell')).toBe(false);
    expect(namesForm(', cubed', 'diced')).toBe(true);
  });
});

describe('a cup of a food weighs what USDA weighs a cup of the form said', () => {
  const grams = async (text: string) => {
    const r = await describeMeal(text);
    return Number(/([\d.]+) g\)$/.exec(r.ingredients[0]!.name)![1]);
  };

  it('nuts out of their shells fill a cup with more than the in-shell yield', async () => {
    const shelled = await grams('half a cup of shelled pistachios');
    const inShell = await grams('half a cup of pistachios in the shell');
    expect(shelled).toBeGreaterThan(inShell * 2);
  });

  it('diced cheddar weighs more to the cup than shredded', async () => {
    expect(await grams('a cup of diced cheddar')).toBeGreaterThan(await grams('a cup of shredded cheddar'));
  });

  it('a cup of mashed banana is more banana than a cup of slices', async () => {
    expect(await grams('1 cup mashed banana')).toBeGreaterThan((await grams('1 cup sliced banana')) * 1.3);
  });
});
