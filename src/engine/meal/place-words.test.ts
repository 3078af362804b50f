import { describe, expect, it } from 'vitest';
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
