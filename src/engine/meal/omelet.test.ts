/**
 * An omelet named by its fillings is FNDDS's omelet of those fillings (omelet.ts), weighed as one
 * omelet, not as the one egg FNDDS also weighs it by (portions.ts `wholeItem`). Phrases written
 * for these tests; expected weights are read from the matched food's own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const names = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);
const OMELET = 'Egg omelet or scrambled egg';

describe('an omelet named by its fillings is FNDDS\'s omelet of those fillings', () => {
  it.each([
    ['a spinach omelette', `${OMELET}, with dark-green vegetables, NS as to fat`],
    ['a ham and cheese omelet', `${OMELET}, with cheese and meat, NS as to fat`],
    ['a western omelet', `${OMELET}, with meat and vegetables other than dark-green and/or tomatoes, NS as to fat`],
    ['a mushroom omelette', `${OMELET}, with vegetables other than dark green and/or tomatoes, NS as to fat`],
    ['a potato and onion omelette', `${OMELET}, with potatoes and/or onions, NS as to fat`],
  ])('"%s" is one food: %s', async (text, food) => {
    const found = await names(text);
    expect(found).toHaveLength(1);
    expect(found[0]!.startsWith(`${food} (`)).toBe(true);
  });

  it('a combination FNDDS lacks takes the largest it has within what was said, never a filling alone', async () => {
    for (const text of ['an omelette with bacon, spinach and mushrooms', 'bacon spinach mushroom omelette']) {
      const [name, ...rest] = await names(text);
      expect(rest).toHaveLength(0);
      expect(name).toMatch(/^Egg omelet or scrambled egg, with meat and (dark-green vegetables|vegetables other than)/);
    }
  });

  it('egg-white omelets and words outside the family are left to the other readings', async () => {
    expect((await names('an egg white omelet'))[0]).toMatch(/^Egg white omelet/);
    expect((await names('a spanish tortilla omelette with chips')).some((n) => n.startsWith(`${OMELET}, with dark-green`))).toBe(false);
  });
});

describe('a counted omelet is one omelet, not the one egg it is made from', () => {
  it('"an omelette" weighs FNDDS\'s "Quantity not specified", not its "1 egg"', async () => {
    const [name] = await names('an omelette');
    expect(gramsOf(name!)).toBe(portionNamed(ctx, `${OMELET}, NS as to fat`, 'Quantity not specified'));
  });

  it('"a spinach omelette" weighs its own omelet\'s typical amount', async () => {
    const [name] = await names('a spinach omelette');
    expect(gramsOf(name!)).toBe(portionNamed(ctx, `${OMELET}, with dark-green vegetables, NS as to fat`, 'Quantity not specified'));
  });

  it('a food\'s own word counted keeps its portion ("an egg" is one egg)', async () => {
    const [name] = await names('an egg');
    expect(name).toMatch(/^Egg, whole/);
    expect(gramsOf(name!)).toBeLessThan(60);
  });
});
