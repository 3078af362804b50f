/**
 * Session 15 (issue 23, "Portions from FNDDS, the right unit"): a size before one counted thing
 * sizes that thing, and a unit a food has no portion of is weighed as FNDDS weighs that unit for
 * the foods of its category. Phrases written for these tests; expected weights are read from the
 * matched food's own USDA portions.
 */
import { describe, expect, it } from 'vitest';
import { gramsOf, portionNamed, useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);
const usda = (food: string, description: string) => portionNamed(ctx, food, description);
const first = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('a size before one counted thing is that thing, not a portion', () => {
  it('"a large shrimp" is one large shrimp, not 1.25 typical portions of shrimp', async () => {
    const name = await first('a large shrimp');
    expect(name).toMatch(/^Shrimp/);
    expect(gramsOf(name)).toBeLessThan(30);
  });

  it('"a small cracker" is one cracker', async () => {
    const name = await first('a small cracker for a snack');
    expect(name).toMatch(/^Crackers/);
    expect(gramsOf(name)).toBeLessThan(10);
  });

  it('"a small sandwich cookie" is FNDDS\'s one sandwich (a word the person said)', async () => {
    const name = await first('a small chocolate chip sandwich cookie');
    expect(name).toMatch(/^Cookie, chocolate chip sandwich/);
    expect(gramsOf(name)).toBe(usda('Cookie, chocolate chip sandwich', '1 sandwich'));
  });

  it('a plural or a mass word after the size is still a portion ("a small tots", "large fries")', async () => {
    expect(gramsOf(await first('a small tots'))).toBeGreaterThan(30);
    expect(gramsOf(await first('large fries'))).toBe(usda('Potato, french fries, fast food', '1 large fast food order'));
  });

  it('a size answered by some other piece stays a portion ("a large bacon" is not one medium slice)', async () => {
    const name = await first('a large bacon');
    expect(name).toMatch(/bacon/i);
    expect(gramsOf(name)).toBeGreaterThan(usda('Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)'));
  });
});
