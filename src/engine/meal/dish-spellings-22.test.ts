/**
 * describeMeal on dish names a food log spells another way than FNDDS (issue 23, session 22,
 * misses10), with examples written for these tests (none is a bench phrase).
 */
import { describe, expect, it } from 'vitest';
import { names, useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

describe('FNDDS dishes by the spelling menus and chats use (synonyms.ts)', () => {
  it.each([
    ['a philly cheesesteak for lunch', /^Cheese steak sandwich/],
    ['tabouli with my falafel', /^Tabbouleh/],
    ['a side of tabouleh', /^Tabbouleh/],
    ['eggy bread with syrup', /^French toast/],
    ['a basket of o-rings', /^Fried onion rings/],
    ['a chicken burro', /^Burrito/],
    ['two scoops of stuffing with gravy', /^Bread stuffing/],
  ])('"%s" is FNDDS\'s own row', async (text, name) => {
    expect(names(await describeMeal(text))).toEqual(expect.arrayContaining([expect.stringMatching(name)]));
  });

  it('a stuffing with its own kind keeps its longer row', async () => {
    expect(names(await describeMeal('a cup of cornbread stuffing'))[0]).toMatch(/^Cornbread stuffing/);
  });
});
