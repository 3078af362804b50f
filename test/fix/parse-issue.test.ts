import { describe, expect, it } from 'vitest';
import { parseIssue } from '../../src/engine/fix/parse-issue.js';

/** The corrections of one issue without the quoted text, which other tests check. */
const read = (issue: string) => {
  const parsed = parseIssue(issue);
  return { corrections: parsed.corrections.map(({ text: _text, ...rest }) => rest), unused: parsed.unused };
};

describe('reading a correction in plain words', () => {
  it('servings and shares', () => {
    expect(read('it was 2 servings').corrections).toEqual([{ kind: 'servings', servings: 2 }]);
    expect(read('I had three portions').corrections).toEqual([{ kind: 'servings', servings: 3 }]);
    expect(read('I only ate half').corrections).toEqual([{ kind: 'share', factor: 0.5 }]);
    expect(read('a third of it').corrections).toEqual([{ kind: 'share', factor: 1 / 3 }]);
    expect(read('I ate 75%').corrections).toEqual([{ kind: 'share', factor: 0.75 }]);
    expect(read('half the fries').corrections).toEqual([{ kind: 'share', factor: 0.5, target: 'fries' }]);
    expect(read('shared it with a friend').corrections).toEqual([{ kind: 'share', factor: 0.5 }]);
    expect(read('2 beers').corrections).toMatchObject([{ kind: 'amount', target: 'beers', quantity: { count: 2 }, orAdd: true }]);
  });

  it('removals, one or a list', () => {
    for (const [issue, target] of [['no fries', 'fries'], ['without the bun', 'bun'], ['remove the cheese', 'cheese'], ['hold the mayo', 'mayo'],
      ["I didn't eat the fries", 'fries'], ['there was no cheese', 'cheese'], ['w/o onions please', 'onions'], ['the pickles were left out', 'pickles']]) {
      expect(read(issue!).corrections, issue).toEqual([{ kind: 'remove', target }]);
    }
    // A list stays one removal: "mac and cheese" may be one part; the applier splits it if not.
    expect(read('no cheese or sour cream').corrections).toEqual([{ kind: 'remove', target: 'cheese or sour cream' }]);
  });

  it('"just the burger" keeps one part; removals said around the part they sit on', () => {
    expect(read('just the burger').corrections).toEqual([{ kind: 'only', target: 'burger' }]);
    expect(read('I only had the salad').corrections).toEqual([{ kind: 'only', target: 'salad' }]);
    expect(read('the burger had no cheese').corrections).toEqual([{ kind: 'remove', target: 'cheese' }]);
    expect(read('no cheese on the burger').corrections).toEqual([{ kind: 'remove', target: 'cheese' }]);
    expect(read('ate everything except the fries').corrections).toEqual([{ kind: 'remove', target: 'fries' }]);
  });

  it('additions', () => {
    expect(read('add a side salad').corrections).toEqual([{ kind: 'add', phrase: 'a side salad' }]);
    expect(read('plus a coke').corrections).toEqual([{ kind: 'add', phrase: 'a coke' }]);
    expect(read('I also had a beer').corrections).toEqual([{ kind: 'add', phrase: 'a beer' }]);
    expect(read('add fries and a coke').corrections).toEqual([{ kind: 'add', phrase: 'fries and a coke' }]);
    expect(read('a cookie too').corrections).toEqual([{ kind: 'add', phrase: 'a cookie' }]);
    // "with X": the part of that kind is replaced, or X is added when there is none (see apply).
    expect(read('with 2 teaspoons of sugar').corrections).toEqual([{ kind: 'replace', phrase: '2 teaspoons of sugar', orAdd: true }]);
  });

  it('replacements', () => {
    expect(read('the rice was brown rice').corrections).toEqual([{ kind: 'replace', target: 'rice', phrase: 'brown rice' }]);
    expect(read('the rice was brown').corrections).toEqual([{ kind: 'replace', target: 'rice', phrase: 'brown rice' }]);
    expect(read('it was diet coke').corrections).toEqual([{ kind: 'replace', phrase: 'diet coke' }]);
    expect(read('No, it was diet coke.').corrections).toEqual([{ kind: 'replace', phrase: 'diet coke' }]);
    expect(read('made with oat milk').corrections).toEqual([{ kind: 'replace', phrase: 'oat milk', orAdd: true, madeWith: true }]);
    // Something on a food is added; how a dish was made may be a variant the database knows.
    expect(read('the toast had butter on it').corrections).toEqual([{ kind: 'replace', phrase: 'butter', orAdd: true }]);
    expect(read('it was actually an apple').corrections).toEqual([{ kind: 'replace', phrase: 'an apple' }]);
    expect(read('swap the fries for a salad').corrections).toEqual([{ kind: 'replace', target: 'fries', phrase: 'salad' }]);
    expect(read('brown rice instead of white rice').corrections).toEqual([{ kind: 'replace', target: 'white rice', phrase: 'brown rice' }]);
    expect(read('substitute almond milk for the milk').corrections).toEqual([{ kind: 'replace', target: 'milk', phrase: 'almond milk' }]);
  });

  it('amounts', () => {
    expect(read('the chicken was 200 g').corrections).toMatchObject([{ kind: 'amount', target: 'chicken', quantity: { count: 200, unit: 'g', kind: 'mass' } }]);
    expect(read('a large glass, 250 ml').corrections).toMatchObject([{ kind: 'amount', quantity: { count: 250, unit: 'ml', kind: 'volume' } }]);
    expect(read('3 slices not 2').corrections).toMatchObject([{ kind: 'amount', quantity: { count: 3, unit: 'slice' }, was: 2 }]);
    expect(read('it was 12 oz').corrections).toMatchObject([{ kind: 'amount', quantity: { count: 12, unit: 'oz' } }]);
    expect(read('the coffee was large').corrections).toMatchObject([{ kind: 'amount', target: 'coffee', quantity: { sizeWord: 'large' } }]);
    expect(read('the beer was a pint').corrections).toMatchObject([{ kind: 'amount', target: 'beer', quantity: { count: 1, unit: 'pint' } }]);
  });

  it('counts and amounts said with "there were", "not 150g", "double the"', () => {
    expect(read('there were only 3 eggs').corrections).toMatchObject([{ kind: 'amount', target: 'eggs', quantity: { count: 3 }, orAdd: true }]);
    expect(read('200g chicken not 150g').corrections).toMatchObject([{ kind: 'amount', target: 'chicken', quantity: { count: 200, unit: 'g' }, was: 150 }]);
    expect(read('double the rice').corrections).toEqual([{ kind: 'share', factor: 2, target: 'rice' }]);
    // Not finishing something is not having none of it: that is refused, not guessed.
    expect(read("I didn't finish the fries").unused).toEqual(["i didn't finish the fries"]);
  });

  it('overrides, alone, together and for one part', () => {
    expect(read('it was 450 calories').corrections).toEqual([{ kind: 'override', values: { kcal: 450 } }]);
    expect(read('30 g of protein').corrections).toEqual([{ kind: 'override', values: { protein: 30 } }]);
    expect(read('it had 40 g protein and 600 calories').corrections).toEqual([{ kind: 'override', values: { protein: 40, kcal: 600 } }]);
    expect(read('the fries were 300 calories').corrections).toEqual([{ kind: 'override', target: 'fries', values: { kcal: 300 } }]);
    // A protein bar is a food, not a figure.
    expect(read('add 1 protein bar').corrections).toEqual([{ kind: 'add', phrase: '1 protein bar' }]);
  });

  it('several at once', () => {
    expect(read('remove the chips and add a salad').corrections).toEqual([
      { kind: 'remove', target: 'chips' },
      { kind: 'add', phrase: 'a salad' },
    ]);
    expect(read('No cheese or sour cream, and add guacamole. It was 2 servings').corrections).toEqual([
      { kind: 'remove', target: 'cheese or sour cream' },
      { kind: 'add', phrase: 'guacamole' },
      { kind: 'servings', servings: 2 },
    ]);
  });

  it('reads how people type: capitals, "w/o", "+", "pls", a colon after the verb', () => {
    expect(read('NO FRIES!!').corrections).toEqual([{ kind: 'remove', target: 'fries' }]);
    expect(read('w/o bun pls').corrections).toEqual([{ kind: 'remove', target: 'bun' }]);
    expect(read('+ coke').corrections).toEqual([{ kind: 'add', phrase: 'coke' }]);
    expect(read('Add: 1 apple').corrections).toEqual([{ kind: 'add', phrase: '1 apple' }]);
    expect(read('the portion was half').corrections).toEqual([{ kind: 'share', factor: 0.5 }]);
  });

  it('keeps what it cannot read, in the person\'s words', () => {
    expect(read('???')).toEqual({ corrections: [], unused: [] });
    expect(parseIssue('no fries and 42!!').unused).toEqual(['42']);
  });
});
