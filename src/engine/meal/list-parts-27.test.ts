/**
 * A list's second food is never the first's own word because a chain's name holds it, and chat
 * read off a list's first food never drops it (issue 23, session 27, lead; resolve.ts
 * stemsBesideTheMaker, describe.ts unledReading). Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe("a chain's name in the first food's row is no word of the second food", () => {
  it('a bean burrito and a soft taco are two foods', async () => {
    expect(names(await describeMeal('a bean burrito and a soft taco'))).toHaveLength(2);
  });
  it('a whopper and a coke are two foods (the guard)', async () => {
    expect(names(await describeMeal('a whopper and a coke'))).toHaveLength(2);
  });
});

describe('a list whose first food holds an amount word keeps that food', () => {
  it("a dave's single and a frosty are two foods", async () => {
    expect(names(await describeMeal("dave's single and a medium frosty"))).toHaveLength(2);
  });
});
