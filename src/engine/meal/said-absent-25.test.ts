/**
 * A part said to be absent, and USDA's row without it (issue 23, session 25, helper nbrank;
 * meal/match.ts withoutListingAbsent, and "excluding" in negationPattern): when a person says a
 * dish comes without a part and USDA has the dish without it, the row that lists the part is
 * another food, weighing what was left out. Phrases written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { negatedIn } from './match.js';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();
const firstName = async (text: string) => (await describeMeal(text)).ingredients[0]!.name;

describe('a part said absent is never answered by the row that lists it', () => {
  it('a chili said without beans is the chili with no beans', async () => {
    expect(await firstName('a bowl of carne chili, hold the beans')).toMatch(/no beans/i);
  });
  it('with nothing said absent, a row that lists the part can answer', async () => {
    expect(await firstName('a bowl of carne chili with beans')).toMatch(/beans/i);
    expect(await firstName('a bowl of carne chili with beans')).not.toMatch(/no beans/i);
  });
  it('a part said absent that no row leaves out keeps the food', async () => {
    expect(await firstName('a bagel with no cream cheese')).toMatch(/^Bagel/);
  });
});

describe('"excluding" in a name says the part is absent', () => {
  it('FNDDS\'s "… excluding carrots" is without carrots', () => {
    expect(negatedIn('Beef, potatoes, and vegetables excluding carrots, broccoli, and dark-green leafy; gravy', 'carrots')).toBe(true);
    expect(negatedIn('Beef, potatoes, and vegetables including carrots, broccoli, and/or dark-green leafy; gravy', 'carrots')).toBe(false);
  });
});
