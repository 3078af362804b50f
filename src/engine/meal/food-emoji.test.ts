/**
 * Food emoji typed as words (issue 23): a food emoji is its food word, a run of one is a count,
 * an emoji beside its own word adds nothing, and a pictograph that is no food is dropped.
 * Phrases of our own.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import { emojiAsWords, foodWordOf } from './food-emoji.js';
import { useEverydayEngine } from './everyday.test-helper.js';

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

describe('emojiAsWords', () => {
  it.each([
    ['🍩', 'doughnut'],
    ['a 🥯 with cream cheese', 'a bagel with cream cheese'],
    ['3 🍪', '3 cookie'],
    ['🍺🍺', '2 beer'],
    ['🍔🍟', 'hamburger , french fries'],
    ['🍩 x2', 'doughnut x2'],
    ['☕️ and a 🥐', 'coffee and a croissant'],
  ])('"%s" → "%s"', (typed, read) => {
    expect(emojiAsWords(typed)).toBe(read);
  });

  it('drops an emoji set beside the word it shows', () => {
    expect(emojiAsWords('a pear 🍐 and some grapes 🍇')).toBe('a pear and some grapes');
    expect(emojiAsWords('🍓 strawberries')).toBe('strawberries');
  });

  it('keeps a run of the emoji as the count when the words beside it give none', () => {
    expect(emojiAsWords('oatmeal cookie 🍪🍪🍪')).toBe('oatmeal cookie x3');
    expect(emojiAsWords('2 oatmeal cookies 🍪🍪')).toBe('2 oatmeal cookies');
  });

  it('reads an emoji heading a description as its head noun, the count the part gives kept', () => {
    expect(emojiAsWords('🌯 chicken and rice')).toBe('chicken burrito and rice');
    expect(emojiAsWords('🍩🍩 three glazed')).toBe('three glazed doughnut');
  });

  it('drops pictographs that are no food, and leaves text without any as it is', () => {
    expect(emojiAsWords('oatmeal 😋👍')).toBe('oatmeal');
    expect(emojiAsWords('😋🔥')).toBe('');
    expect(emojiAsWords('plain text, no emoji')).toBe('plain text, no emoji');
    expect(foodWordOf('👍')).toBeUndefined();
    expect(foodWordOf('🍽️')).toBeUndefined();
  });
});

describe('describeMeal reads food emoji', () => {
  it('an emoji alone is the food its word is', async () => {
    const emoji = await engine.api.describeMeal('🥑');
    const word = await engine.api.describeMeal('avocado');
    expect(emoji.ingredients.map((i) => i.name)).toEqual(word.ingredients.map((i) => i.name));
  });

  it('a count before an emoji counts it', async () => {
    const emoji = await engine.api.describeMeal('2 🍌');
    const words = await engine.api.describeMeal('2 bananas');
    expect(emoji.ingredients[0]!.name).toMatch(/^Banana/);
    expect(emoji.calories * emoji.servings).toBe(words.calories * words.servings);
  });

  it('a meal of emoji and words', async () => {
    const result = await engine.api.describeMeal('🍳 with 🥓 and a coffee');
    const names = result.ingredients.map((i) => i.name).join(' | ');
    expect(names).toMatch(/Egg/);
    expect(names).toMatch(/bacon/i);
    expect(names).toMatch(/Coffee/);
  });

  it('faces and hands alone are no food', async () => {
    await expect(engine.api.describeMeal('😋👍')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('an emoji beside a part that names its food elsewhere', () => {
  const { describeMeal } = useEverydayEngine();
  it('only decorates it: "🍷🍷 girls night, two glasses of red wine" is two glasses, once', async () => {
    const result = await describeMeal('🍷🍷 girls night, two glasses of red wine');
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Wine, red/);
  });
});
