/**
 * Session 14 (probe, issue 23): wrong figures found by probing the merged engine. Phrases written
 * for these tests; expected weights are read from the matched food's own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const names = async (text: string) => (await describeMeal(text)).ingredients.map((i) => i.name);

describe('a meal of the day after "over" is framing, not food', () => {
  it('"a bottle of red wine over dinner" is the bottle of wine, no frozen dinner', async () => {
    const [wine, ...rest] = await names('a bottle of red wine over dinner');
    expect(rest).toEqual([]);
    expect(wine).toMatch(/^Wine, red/);
    expect(await names('a bottle of red wine')).toEqual([wine]);
  });

  it('however the meal is said ("over a late lunch", "over breakfast")', async () => {
    expect(await names('two beers over a late lunch')).toHaveLength(1);
    expect((await names('black coffee over breakfast'))[0]).toMatch(/^Coffee/);
  });

  it('"alongside dinner" and "at breakfast time" frame the meal too', async () => {
    expect(await names('a diet coke alongside dinner')).toHaveLength(1);
    expect((await names('a pear at breakfast time'))[0]).toMatch(/^Pear/);
    expect((await names('a burger alongside fries')).join(' ')).toMatch(/fries/i);
  });

  it('a food after "over" is still a food ("chicken over rice")', async () => {
    expect((await names('chicken over rice')).join(' ')).toMatch(/rice/i);
  });
});

describe('verbs of serving a drink keep its amount', () => {
  it('"we opened a bottle of red wine" is the bottle, as "we had a bottle" is', async () => {
    expect(await names('we opened a bottle of red wine')).toEqual(await names('we had a bottle of red wine'));
  });

  it('"poured a glass of milk" is the glass', async () => {
    const [milk] = await names('poured myself a glass of milk');
    expect(milk).toMatch(/\bglass\b/);
  });
});

describe('what a food was cooked in is a fat it takes, never a portion of its own', () => {
  it('"a roasted new potato cooked in olive oil" is FNDDS\'s potato made with oil, one item', async () => {
    // FNDDS says "Potato, roasted, from fresh, …, made with oil"; cooked-in.ts tries "fresh" too.
    const parts = await names('a roasted new potato cooked in olive oil');
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatch(/^Potato, roasted, from fresh.*made with oil/);
  });

  it('"with" after the verb reads the same ("chicken breast cooked with olive oil")', async () => {
    // Session 15: FNDDS's sauteed breast is the breast cooked in fat, its fat in it.
    const parts = await names('chicken breast cooked with olive oil');
    expect(parts).toEqual([expect.stringMatching(/^Chicken breast, sauteed/)]);
  });

  it('a count stays the dish\'s ("2 eggs cooked in coconut oil")', async () => {
    const result = await describeMeal('2 eggs cooked in coconut oil');
    expect(result.ingredients[0]!.name).toMatch(/^Egg/);
    expect(result.calories).toBeLessThan(400);
  });

  it('USDA\'s dish made that way stands ("sauteed in butter" is "cooked with butter")', async () => {
    expect((await names('broccoli sauteed in butter'))[0]).toMatch(/^Broccoli.*with butter/);
    expect(await names('eggs fried in butter')).toHaveLength(1);
  });

  it('where the parser joined the phrase without its "with", the verb still ends the dish', async () => {
    expect((await names('asparagus grilled with olive oil'))[0]).toMatch(/^Asparagus.*with oil/);
    // Session 15: FNDDS cooks its salmon with fat (its "NFS" is the baked or broiled fish), so
    // the butter is in it, not a second item.
    const salmon = await names('salmon pan-fried with butter');
    expect(salmon).toEqual([expect.stringMatching(/^Fish, salmon/)]);
  });

  it('a nut butter is no cooking fat', async () => {
    expect((await names('celery sticks with peanut butter')).join(' ')).toMatch(/Peanut butter/);
  });
});

describe('hard seltzers by their brand', () => {
  it('"a can of white claw" is FNDDS\'s hard seltzer, its 12 fl oz can', async () => {
    const [seltzer, ...rest] = await names('cracked a can of white claw');
    expect(rest).toEqual([]);
    expect(seltzer).toMatch(/^Hard seltzer/);
    expect(gramsOf(seltzer!)).toBe(gramsOf((await names('a can of hard seltzer'))[0]!));
  });

  it('"a bud light" is still a light beer', async () => {
    expect((await names('a bud light'))[0]).toMatch(/^Beer, light/);
  });
});
