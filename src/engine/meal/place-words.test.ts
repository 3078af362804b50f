import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';
import { OUTING_PLACES, PLACES_AFTER_FOOD, PLACES_OF_EATING, VENUE_SECOND_WORDS, VENUES_BEFORE_FOOD } from './place-words.js';

describe('place words have one home, each reader its named set (place-words.ts)', () => {
  it('every place of eating is also a place said after a food', () => {
    for (const place of PLACES_OF_EATING) expect(PLACES_AFTER_FOOD.has(place)).toBe(true);
  });
  it('a venue said before a food may be followed by any place after a food', () => {
    for (const place of PLACES_AFTER_FOOD) expect(VENUE_SECOND_WORDS.has(place)).toBe(true);
    expect(VENUE_SECOND_WORDS.has('kiosk')).toBe(true);
  });
  it('keeps the food-named places out of the venues said before a food', () => {
    expect(VENUES_BEFORE_FOOD.has('ballpark')).toBe(false);
    expect(VENUES_BEFORE_FOOD.has('airport')).toBe(true);
  });
  it('rooms and vehicles are no outing a food is bought at', () => {
    expect(OUTING_PLACES.has('desk')).toBe(false);
    expect(OUTING_PLACES.has('car')).toBe(false);
    expect(OUTING_PLACES.has('bakery')).toBe(true);
  });
  it('no place word is a food word the tables name with a place', () => {
    for (const set of [PLACES_AFTER_FOOD, OUTING_PLACES, VENUES_BEFORE_FOOD]) for (const w of ['school', 'subway', 'metro', 'theater']) expect(set.has(w)).toBe(false);
  });
});

describe('a stall, cart or corner shop a food was bought from', () => {
  const { describeMeal } = useEverydayEngine();
  it('is no part of the food, and the food is no food said in passing', async () => {
    const result = await describeMeal('a chicken gyro from the cart');
    expect(result.ingredients.map((i) => i.name)).toEqual([expect.stringMatching(/^Gyro/)]);
  });
  it('a two-word stall is read whole', async () => {
    const result = await describeMeal('two tacos from the taco truck');
    expect(result.ingredients).toHaveLength(1);
    expect(result.ingredients[0]!.name).toMatch(/^Taco/);
  });
});
