/**
 * A word USDA writes closed, typed open (issue 23, session 22): "pan cakes" had been a 175 g cake,
 * "pop corn" cooked corn, "black eyed peas" green peas. Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('a closed food word typed as two words is read as USDA writes it', () => {
  it.each([
    ['two pan cakes with syrup', /^Pancakes/],
    ['a bag of pop corn at the movies', /^Popcorn/],
    ['a cup of black eyed peas', /^Blackeyed peas/],
    ['a cup of blue berries', /^Blueberries/],
    ['a slice of cheese cake', /^Cheesecake/],
  ])('"%s"', async (text, food) => {
    expect(names(await describeMeal(text))[0]).toMatch(food);
  });
});

describe('two words USDA itself writes apart stay apart', () => {
  it.each([
    ['a piece of coffee cake', /^Coffee cake/],
    ['a baked cod fish fillet', /^Fish, cod/],
    ['a hot dog on a bun', /^Hot dog/],
  ])('"%s"', async (text, food) => {
    expect(names(await describeMeal(text))[0]).toMatch(food);
  });
});

describe('a name in capitals is not joined', () => {
  it('the band is no food', async () => {
    await expect(describeMeal('Black Eyed Peas concert tonight')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('two food words USDA writes apart, typed as one, are read apart', () => {
  it.each([
    ['a breaded porkchop', /^Pork, chop/],
    ['three eggrolls', /^Egg roll/],
    ['a side of greenbeans', /^Green beans/],
  ])('"%s"', async (text, food) => {
    expect(names(await describeMeal(text))[0]).toMatch(food);
  });
  it('a word the tables hold whole is left whole', async () => {
    expect(names(await describeMeal('a slice of cornbread'))[0]).toMatch(/^Cornbread/);
    expect(names(await describeMeal('a bowl of applesauce'))[0]).toMatch(/^Applesauce/);
  });
});
