/**
 * describeMeal on the miss classes of the session-17 sixth unseen everyday set (issue 23), pooled
 * with the five earlier sets, with examples written for these tests (none is a bench phrase).
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal, readsAs } = useEverydayEngine();

describe('an everyday name said among chatter the tables do not know is still that food', () => {
  it.each([
    ['2 twix bars haha', '2 twix bars'],
    ['my fave twix', 'twix'],
    ['like 2 bags of takis lol', '2 bags of takis'],
  ])('"%s" is "%s"', readsAs);

  it('a name that is also an everyday word, with no amount and not at the end, is no food', async () => {
    await expect(describeMeal('running late lol')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});
