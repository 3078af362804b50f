/**
 * Real food that was refused, by class (issue 23, session 22, helper places; docs/engine.md):
 * everyday names the tables lacked (a brand's nickname for small mandarins, a hiker's word for
 * trail mix, a menu's spelling of tabbouleh) and a poultry part said alone. Phrases written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const foods = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('everyday names the tables lacked', () => {
  it('"cuties" and "halos" are clementines', async () => {
    expect((await foods('3 cuties in the car'))[0]).toMatch(/^Clementine/);
    expect((await foods('a couple of halos'))[0]).toMatch(/^Clementine/);
  });
  it('"gorp" is trail mix', async () => {
    expect((await foods('a bag of gorp'))[0]).toMatch(/^Trail mix/);
  });
  it('"o-rings" are onion rings', async () => {
    expect((await foods('a side of o-rings'))[0]).toMatch(/onion rings/i);
  });
  it('"tabouli" is tabbouleh', async () => {
    expect((await foods('tabouli, a small tub'))[0]).toMatch(/^Tabbouleh/);
  });
});

describe('an outing on foot after the food is where it was eaten', () => {
  it('"on the trail" adds no trail mix', async () => {
    expect(await foods('a handful of walnuts on the trail')).toEqual([expect.stringMatching(/^Walnuts/)]);
  });
});

describe('a croquette of fish is its cake or patty', () => {
  it('is found', async () => {
    expect((await foods('two tuna croquettes'))[0]).toMatch(/^Tuna cake or patty/);
  });
  it('one the tables name keeps its name', async () => {
    expect((await foods('a ham croquette'))[0]).toMatch(/^Ham croquette/);
  });
});

describe('a poultry part said alone', () => {
  it('is the chicken\'s', async () => {
    expect((await foods('two cold drumsticks'))[0]).toMatch(/^Chicken drumstick/);
    expect((await foods('a roast thigh'))[0]).toMatch(/^Chicken thigh/);
  });
  it('said with its bird stays that bird\'s', async () => {
    expect((await foods('a smoked turkey drumstick'))[0]).toMatch(/^Turkey/);
  });
});
