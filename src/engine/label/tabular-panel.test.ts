import { describe, expect, it } from 'vitest';
import { chooseAnswer } from './label-result.js';
import { parsePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';

/*
 * The US tabular display of small packs (21 CFR 101.9(j)(13)(ii)(A)(2)): "Nutrition Facts" and
 * "Calories" in a block on the left, the nutrients in two side-by-side columns. OCR reads the
 * block's lines and the columns' rows as shared lines, and the calories figure stands under
 * "Calories" after "per serving", not beside it.
 */
describe('parsePanel: US tabular small-pack panel', () => {
  const rows = (calories: string) => wordsFrom([
    [[170, '% DV*'], [560, '% DV*']],
    [[10, 'Nutrition Facts'], [170, 'Total Fat 12g'], [370, '15%'], [410, 'Total Carbohydrate 31g'], [620, '11%']],
    [[10, '4 servings per container'], [190, 'Saturated Fat 2g'], [370, '10%'], [430, 'Dietary Fiber 3g'], [620, '11%']],
    [[10, 'Serving size 1 bar (40g)'], [190, 'Trans Fat 0g'], [430, 'Total Sugars 9g']],
    [[10, 'Calories'], [170, 'Cholesterol 0mg'], [370, '0%'], [430, 'Incl. 7g Added Sugars'], [620, '14%']],
    [[10, calories], [170, 'Sodium 150mg'], [370, '7%'], [410, 'Protein 4g']],
  ]);

  it('takes the calories from under "Calories" in the block', () => {
    const panel = parsePanel(rows('per serving 240'));
    expect(panel?.layout).toBe('us');
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 240, fat: 12, satFat: 2, carbs: 31, fiber: 3, sugars: 9, protein: 4, sodiumMg: 150 });
    expect(chooseAnswer(panel!)).toMatchObject({ energyFromMacros: false });
  });

  it('takes a lone figure under "Calories" too, not a figure of the columns beside it', () => {
    const panel = parsePanel(rows('240'));
    expect(panel!.columns[0]!.nutrients.kcal).toBe(240);
    const none = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts'], [170, 'Total Fat 12g'], [370, '15%'], [410, 'Total Carbohydrate 31g'], [620, '11%']],
      [[10, 'Calories'], [170, 'Saturated Fat 2g'], [370, '10%'], [430, 'Dietary Fiber 3g'], [620, '11%']],
      [[190, '240'], [410, 'Protein 4g']],
    ]));
    expect(none!.columns[0]!.nutrients.kcal).toBeUndefined();
  });

  it('takes the figure after a garbled "per serving" ("pcr serving", "pe r serving"), but not after another name', () => {
    expect(parsePanel(rows('pcr serving 240'))!.columns[0]!.nutrients.kcal).toBe(240);
    expect(parsePanel(rows('pe r serving 240'))!.columns[0]!.nutrients.kcal).toBe(240);
    expect(parsePanel(rows('Vitamin D 240'))!.columns[0]!.nutrients.kcal).toBeUndefined();
  });
});
