/**
 * Plausibility guards on which food (docs/engine.md "Plausibility guards"): sentences written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import { useEngineWithFoods } from './food-portions.test-helper.js';

const ctx = useEngineWithFoods();
const describeMeal = (text: string) => ctx.engine.api.describeMeal(text);

describe('a sugar-free variant only when the words ask for it', () => {
  it.each([
    ['a can of Red Bull', /^Energy drink \(Red Bull\)/],
    ['a 16 oz can of NOS energy drink after class', /^Energy drink \(NOS\)/],
    ['a sugar free red bull', /sugar[- ]free/i],
    ['a 12 oz can of cola sweetened with aspartame', /^Soft drink, cola, diet/],
    ['a low-calorie cola', /^Soft drink, cola, diet/],
    ['a can of cola', /^Soft drink, cola$/],
  ])('"%s" is %s', async (text, food) => {
    const result = await describeMeal(text);
    expect(result.ingredients[0]!.name.replace(/ \([^()]*\)$/, '')).toMatch(food);
  });

  it('the sugared energy drink has its sugar, the sugar-free one next to none', async () => {
    const sugared = await describeMeal('a 16 oz can of Rockstar energy drink');
    const free = await describeMeal('a 16 oz can of sugar-free Rockstar energy drink');
    expect(sugared.carbs).toBeGreaterThan(40);
    expect(free.carbs).toBeLessThan(10);
  });
});
