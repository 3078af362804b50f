/**
 * A flavour said as a part (flavour-part.ts, issue 23 session 27): "with lime flavor" names the
 * host's variety, never a portion of the lime. Sentences written for this test.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine, names } from './everyday.test-helper.js';
import { flavourPartsAt } from './flavour-part.js';
import { tokenize } from './tokens.js';

const { describeMeal } = useEverydayEngine();

describe('a flavour said as a part', () => {
  it('adds no fruit or spread beside the host', async () => {
    expect(names(await describeMeal('a cup of gelatin with lime flavor'))).toEqual([expect.stringMatching(/gelatin/i)]);
    expect(names(await describeMeal('a protein bar with peanut butter flavor'))).toHaveLength(1);
    expect(names(await describeMeal('a cup of yogurt with strawberry flavour')).join(' | ')).not.toMatch(/strawberries, raw/i);
  });
  it('still names the host variety when USDA has the host with that flavour', async () => {
    expect(names(await describeMeal('a bowl of oatmeal with maple flavor')).join(' | ')).toMatch(/oatmeal.*maple/i);
  });
  it('keeps a food said after the flavour, and a real part with no flavour word', async () => {
    expect(names(await describeMeal('a cup of gelatin with lime flavor and a banana')).join(' | ')).toMatch(/banana/i);
    expect(names(await describeMeal('a slice of toast with peanut butter'))).toHaveLength(2);
  });
  it('marks only the words between a part link and the flavour noun', () => {
    const text = 'toast with 2 flavors of jam';
    expect(flavourPartsAt(tokenize(text)).size).toBe(0);
    const said = 'a shake with apple and cinnamon flavors';
    const at = flavourPartsAt(tokenize(said));
    expect([...at].map((start) => said.slice(start).split(' ')[0])).toEqual(['cinnamon', 'and', 'apple']);
  });
});
