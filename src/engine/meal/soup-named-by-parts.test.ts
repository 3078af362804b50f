/**
 * A soup or stew named by what is in it, listed with "and" before its head noun, is one dish
 * (issue 23, session 27, helper nbwhole; dish-parts.ts FILLED_DISH, addsUnsaidFood, soldDenseUnsaid;
 * parse.ts countedFirst). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('a soup named by its parts is the one soup', () => {
  it.each([
    ['potato and leek soup', /^Soup, potato/],
    ['2 cups of beef and barley soup', /^Soup, beef barley/],
    ['two mugs of ham and bean soup', /^Soup, bean with ham/],
    ['chicken and vegetable soup', /^Soup, chicken and vegetable/],
  ])('"%s" is one soup', async (text, name) => {
    const found = names(await describeMeal(text));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(name);
  });

  it('a soup sold condensed is never the bowl of a soup the person ate', async () => {
    const found = names(await describeMeal('a bowl of chicken and rice soup'));
    expect(found.some((name) => /condensed/i.test(name))).toBe(false);
  });

  it('a chowder whose name adds a food never said is not the chowder eaten', async () => {
    const found = names(await describeMeal('a bowl of corn and crab chowder'));
    expect(found.some((name) => /chicken/i.test(name))).toBe(false);
  });

  it('a salad named by its parts is never a salad of another food', async () => {
    const found = names(await describeMeal('a plate of rice and chicken salad'));
    expect(found.some((name) => /fruit|dessert/i.test(name))).toBe(false);
  });
});

describe('a soup beside another food stays two foods', () => {
  it.each([
    'a grilled cheese and tomato soup',
    'crackers and chicken noodle soup',
    'a cup of coffee and egg sandwich',
    'a glass of milk and cookies',
  ])('"%s" is two foods', async (text) => {
    expect(names(await describeMeal(text))).toHaveLength(2);
  });
});
