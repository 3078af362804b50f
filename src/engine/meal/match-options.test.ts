/**
 * A phrase's candidates with match options are its plain candidates with the option features
 * set (match.ts withOptions, Session 15 mealspeed5): the same foods, features, floor and join
 * rank as working the options in from the start, and the plain lists kept unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createFoodDatabase, readCompiledFoods } from '../foods/index.js';
import { createFoodIndex, type FoodIndex } from '../foods/food-index.js';
import { candidatesFor, candidatesOf, type MatchOptions } from './match.js';
import { settingsOf } from './rank.js';

type Found = ReturnType<typeof candidatesFor>;
const summary = (found: Found) =>
  found && {
    candidates: found.candidates.map((c) => [c.hit.food.id, c.hit.score, ...c.features]),
    top: found.top,
    floor: found.floor,
    joinRank: found.joinRank,
  };

const PHRASES = ['cheesecake', 'rice cracker', 'mashed carrots', 'cheeseburger', 'chicken and rice', 'crackers made from rice flour', 'pizza', 'apple pie'];
const OPTIONS: MatchOptions[] = [
  { needsPortion: true },
  { wantsWhole: true },
  { needsPortion: true, wantsWhole: true },
  { settings: settingsOf('from a fast food restaurant') },
  { settings: settingsOf('for the baby'), needsPortion: true },
  { settings: settingsOf('school lunch'), wantsWhole: true },
];

describe('candidates with match options', () => {
  let ctx: FoodIndex;
  beforeAll(async () => {
    ctx = createFoodIndex(createFoodDatabase(await readCompiledFoods()));
  });

  it('equal candidatesFor worked with the options from the start', () => {
    for (const phrase of PHRASES) {
      const plain = summary(candidatesOf(ctx, phrase, [], {}));
      expect(plain).toEqual(summary(candidatesFor(ctx, phrase, [], {})));
      for (const options of OPTIONS) {
        expect(summary(candidatesOf(ctx, phrase, [], options)), `${phrase} ${JSON.stringify(options)}`).toEqual(summary(candidatesFor(ctx, phrase, [], options)));
      }
      // The plain lists are shared by every option set: none of them wrote into them.
      expect(summary(candidatesOf(ctx, phrase, [], {}))).toEqual(plain);
    }
  });

  it('some option set changes some feature here (the comparison is not of equal lists)', () => {
    const changed = PHRASES.some((phrase) =>
      OPTIONS.some((options) => JSON.stringify(summary(candidatesOf(ctx, phrase, [], options))) !== JSON.stringify(summary(candidatesOf(ctx, phrase, [], {})))),
    );
    expect(changed).toBe(true);
  });
});
