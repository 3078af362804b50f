/**
 * A pack of single-serving cups (issue 23, session 23, helper brandpack): "a 4 cup pack of
 * pudding" had been read as four measuring cups of pudding (about a kilogram), the "cup" of a
 * "cup pack" being the pack's own little cups, never a volume. Sentences written for these tests.
 */
import { describe, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { readsAs } = useEverydayEngine();

describe('an N cup pack is N of the food\'s single cups', () => {
  it.each([
    ['a 4 cup pack of pudding', '4 pudding cups'],
    ['a 6-cup pack of applesauce', '6 applesauce cups'],
    ['applesauce, the 4 cup pack', '4 applesauce cups'],
    ['one 2 cup pack of peanut butter cups', '2 peanut butter cups'],
  ])('"%s" reads as "%s"', readsAs);

  it('cups said without a pack stay a volume', async () => {
    await readsAs('3 cups of pudding', '3 cups pudding');
  });
});
