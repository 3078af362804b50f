/**
 * The word classes with one home (issue 23, session 20): eating-words.ts, persons.ts, vessels.ts.
 * Each reader now takes every member of its class, where its own copy had missed some by
 * accident. Sentences written for these tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import { EATING_VERBS } from './eating-words.js';
import { ADULTS, CHILDREN_AND_GROUPS } from './persons.js';
import { PACKS, SERVING_VESSELS } from './vessels.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});
const describeMeal = (text: string) => engine.api.describeMeal(text);

describe('the classes', () => {
  it('every tense of eating and drinking is a verb of eating; "have" and "drunk" are not on their own', () => {
    for (const verb of ['ate', 'eats', 'drink', 'drinks', 'snacks', 'munch', 'devoured']) expect(EATING_VERBS.has(verb)).toBe(true);
    for (const verb of ['have', 'drunk']) expect(EATING_VERBS.has(verb)).toBe(false);
  });
  it('a grown-up is one class; children are never a cook', () => {
    expect(ADULTS).toContain('aunt');
    expect(ADULTS).not.toContain('kid');
    expect(CHILDREN_AND_GROUPS).toContain('kids');
    expect(SERVING_VESSELS).toContain('bowl');
    expect(PACKS).toContain('bag');
  });
});

describe('a reader takes every member of its class', () => {
  it('a place said after the food goes when the text says "drink" (not only "drank")', async () => {
    const result = await describeMeal('a muffin in the car, drink a latte');
    expect(result.name).not.toContain('not understood');
    expect(result.ingredients).toHaveLength(2);
  });

  it.each(['my uncle', 'my neighbour', 'my cousin'])('"%s ate …" is who ate, as "my mom ate …" is: the size stays the food\'s', async (person) => {
    const said = await describeMeal(`${person} ate a large pepperoni pizza`);
    const mom = await describeMeal('my mom ate a large pepperoni pizza');
    expect(said.name).not.toContain('not understood');
    expect(said.calories).toBe(mom.calories);
  });

  it.each(["my bestie's", "my wifey's"])('"%s brownies" names the cook, never a food', async (cook) => {
    const said = await describeMeal(`${cook} brownies`);
    expect(said.name).not.toMatch(/bestie|wifey/i);
    expect(said.calories).toBe((await describeMeal('brownies')).calories);
  });
});
