import type { AnalyzedPart, HealthAnalysis, NutrientField } from './analyze.js';
import type { Family } from './categories.js';
import { grams1, percent, shortName, whole } from './format.js';
import type { NutriScorePoints } from './nutri-score.js';
import { STANDARD_DRINK_G } from './rating.js';

/*
 * Tips: candidates are built from the numbers of THIS serving, each with a weight saying how much
 * it matters; the three chosen are the heaviest warnings first, then something good, then a
 * specific suggestion for what is missing. See docs/health-rating.md "Tips".
 */

/** FDA Daily Values (21 CFR 101.9) for adults and children ≥ 4 years. */
export const dailyValues = {
  kcal: 2000,
  sodiumMg: 2300,
  satFat: 20,
  /** FDA's value is for ADDED sugars; USDA data gives total sugars (see the docs). */
  sugars: 50,
  fiber: 28,
  protein: 50,
} as const;

/** FDA: 20 % DV or more of a nutrient is high, 5 % DV or less is low. */
export const HIGH_DV = 0.2;
export const LOW_DV = 0.05;
/** A warning is also raised when a component earns this share of its maximum Nutri-Score points. */
export const HIGH_POINTS_SHARE = 0.3;
/** …but only for a serving with at least this share of the daily value (a pat of butter is not a salt problem). */
export const NOTICEABLE_DV = 0.1;
export const MAX_TIP_LENGTH = 160;
/** Positive tips at least this heavy take the third slot from a warning. */
export const STRONG_POSITIVE = 0.3;

/** Reference foods behind the suggestions (USDA SR28 numbers; see the docs). */
export const referenceFoods = {
  lentilsHalfCupFibre: 7.8, // 16070 lentils, boiled: 7.9 g/100 g × 99 g
  wholeWheatSliceFibre: 1.9, // 18075 whole-wheat bread: 6 g/100 g × 32 g
  greekYogurtPotProtein: 17.3, // 01256 Greek yogurt, plain, nonfat: 10.19 g/100 g × 170 g
  boiledEggProtein: 6.3, // 01129 egg, hard-boiled: 12.58 g/100 g × 50 g
  sugarTeaspoonG: 4.2, // 19335 sugar, granulated: 1 tsp = 4.2 g
  sugarTeaspoonKcal: 16, // 387 kcal/100 g × 4.2 g
  fruitVegPortionG: 80, // WHO 400 g a day = five 80 g portions
  butterSatFatShare: 63, // 01001 butter, salted: 51.368 g saturated of 81.11 g fat
} as const;

export type TipKind =
  | 'alcohol' | 'sodium' | 'satFat' | 'sugars' | 'energy' | 'processing' | 'sweeteners'
  | 'water' | 'plainDrink' | 'fluids' | 'fvlGood' | 'fibreGood' | 'proteinGood' | 'lowSodium' | 'lowSugars'
  | 'goodFat' | 'fatPortion' | 'addVeg' | 'addFibre' | 'addProtein' | 'portion' | 'unsweetened' | 'drinkSize' | 'swapForWater' | 'alcoholLimit'
  | 'density' | 'score';

export type TipTone = 'warning' | 'positive' | 'suggestion';

export interface TipCandidate {
  kind: TipKind;
  tone: TipTone;
  /** How much it matters; warnings: max(share of the daily value, share of the maximum points). */
  weight: number;
  text: string;
}

/**
 * A candidate whose text is written when first read: a rated result has about seven candidates
 * and shows three, and writing a tip (numbers formatted, a name shortened, the length fitted) is
 * most of what a candidate costs.
 */
function lazyTip(kind: TipKind, tone: TipTone, weight: number, write: () => string): TipCandidate {
  let text: string | undefined;
  return {
    kind, tone, weight,
    get text() {
      return (text ??= write());
    },
  };
}

interface Contributor {
  name: string;
  family: Family;
  amount: number;
  share: number;
  single: boolean;
}

function contributor(a: HealthAnalysis, field: NutrientField, parts: AnalyzedPart[] = a.parts): Contributor {
  let best = parts[0]!;
  for (const p of parts) if (p.part[field] > best.part[field]) best = p;
  const total = a.totals[field];
  const partName = best.part.name;
  return {
    // Shortened only when a tip's text is written: most candidates are never read.
    get name() {
      return shortName(partName);
    },
    family: best.kind.family,
    amount: best.part[field],
    share: total > 0 ? best.part[field] / total : 0,
    single: a.parts.length === 1,
  };
}

/** "1.8 US standard drinks", "1.0 US standard drink". */
function standardDrinks(ethanol: number): string {
  const drinks = (ethanol / STANDARD_DRINK_G).toFixed(1);
  return `${drinks} US standard drink${drinks === '1.0' ? '' : 's'}`;
}

/** "the pepperoni pizza gives 85% of it", or nothing for a single food. */
function attribution(c: Contributor): string {
  if (c.single) return '';
  if (c.share >= 0.995) return `all of it is from the ${c.name}`;
  return `the ${c.name} gives ${percent(c.share)} of it`;
}

/** The first variant that fits the length limit (the last one is always short). */
/** What the rewrites in `fit` change: whitespace other than single spaces, a space before punctuation, "; :". */
const NEEDS_CLEANING = /[^\S ]| {2}| [;:.,]|;\s*:/;

function fit(...variants: string[]): string {
  // Cleaned one at a time: every rated result builds a dozen tips, and the first variant nearly always fits.
  let cleaned = '';
  for (const v of variants) {
    // Most variants have nothing to clean but their ends: one test instead of three rewrites.
    cleaned = NEEDS_CLEANING.test(v) ? v.replace(/\s+/g, ' ').replace(/ ([;:.,])/g, '$1').replace(/;\s*:/g, ':').trim() : v.trim();
    if (cleaned.length <= MAX_TIP_LENGTH) return cleaned;
  }
  return cleaned.slice(0, MAX_TIP_LENGTH).trimEnd();
}

function join(statement: string, attr: string, action: string): string {
  return attr ? `${statement}; ${attr}: ${action}.` : `${statement}: ${action}.`;
}

const sodiumActions: Partial<Record<Family, string>> = {
  processedMeat: 'swap it for fresh chicken, fish or beans',
  pizza: 'choose a vegetable topping and skip cured meat',
  soup: 'choose a low-sodium broth',
  sandwich: 'pick fresh fillings over cured meat and cheese',
  bread: 'choose a lower-sodium bread',
  saltySnack: 'choose unsalted nuts or plain popcorn',
  condiment: 'use half as much of it',
  cheese: 'use less, or a lower-sodium cheese such as Swiss',
  fried: 'skip the added salt',
};
const satFatActions: Partial<Record<Family, string>> = {
  butter: 'cook with olive or rapeseed oil instead',
  cheese: 'use less cheese or a lower-fat one',
  cream: 'use milk or plain yogurt instead',
  redMeat: 'choose chicken, fish or beans more often',
  processedMeat: 'choose chicken, fish or beans more often',
  sweets: 'have a smaller portion or fruit instead',
  pizza: 'choose less cheese and no cured meat',
  fried: 'choose a baked or boiled version',
  flavoredDairy: 'choose a low-fat version',
  egg: 'cook the eggs in a little olive oil instead of butter',
  poultryFish: 'remove the skin or choose a leaner cut',
};
const sugarActions: Partial<Record<Family, string>> = {
  sugaryDrink: 'drink water or unsweetened tea instead',
  juice: 'eat the whole fruit instead, it keeps the fibre',
  sweets: 'have half a portion or fruit instead',
  cereal: 'choose an unsweetened cereal and add fruit',
  condiment: 'use half as much of it',
  flavoredDairy: 'choose a plain version and add fruit',
  alcohol: 'choose a drink without added sugar',
};
const processedAlternatives: Partial<Record<Family, string>> = {
  sugaryDrink: 'water with lemon',
  dietDrink: 'water or unsweetened tea',
  sweets: 'fruit or plain yogurt',
  saltySnack: 'unsalted nuts',
  cereal: 'plain oats',
  fried: 'grilled chicken',
  flavoredDairy: 'plain yogurt',
};

export function tipCandidates(a: HealthAnalysis): TipCandidate[] {
  const t = a.totals;
  const out: TipCandidate[] = [];
  const add = (kind: TipKind, tone: TipTone, weight: number, text: () => string) => out.push(lazyTip(kind, tone, weight, text));
  const pointsShare = (key: keyof NutriScorePoints) => a.pointsShare[key];
  // Dense in a nutrient AND a noticeable amount of it, or simply a lot of it in this serving.
  const high = (dv: number, key: keyof NutriScorePoints) => dv >= HIGH_DV || (pointsShare(key) >= HIGH_POINTS_SHARE && dv >= NOTICEABLE_DV);

  const fatProduct = a.main.algorithm === 'fat';
  const meal = !a.isBeverage && !fatProduct;

  // Warnings
  if (a.alcoholicEthanol > 0) {
    const drinks = standardDrinks(a.alcoholicEthanol);
    add('alcohol', 'warning', 2, () => fit(
      `This has ${grams1(a.alcoholicEthanol)} g of alcohol, ${drinks} of 14 g; no amount is risk-free: try an alcohol-free version or sparkling water.`,
      `This has ${grams1(a.alcoholicEthanol)} g of alcohol, ${drinks}; no amount is risk-free: try an alcohol-free version.`,
    ));
  }
  const sodiumDv = t.sodiumMg / dailyValues.sodiumMg;
  if (high(sodiumDv, 'salt')) {
    const c = contributor(a, 'sodiumMg');
    const action = () => sodiumActions[c.family] ?? (c.single ? 'choose a lower-sodium version or a smaller portion' : `have less of the ${c.name}`);
    add('sodium', 'warning', Math.max(sodiumDv, pointsShare('salt')), () => {
      const statement = `This has ${whole(t.sodiumMg)} mg of sodium, ${percent(sodiumDv)} of the 2,300 mg daily limit`;
      return fit(
        join(statement, attribution(c), action()), join(statement, c.single ? '' : `mostly the ${c.name}`, action()), `${statement}.`,
      );
    });
  }
  const satFatDv = t.satFat / dailyValues.satFat;
  if (high(satFatDv, 'satFat')) {
    const c = contributor(a, 'satFat');
    const action = () => satFatActions[c.family] ?? (c.single ? 'choose a leaner version or a smaller portion' : `have less of the ${c.name}`);
    add('satFat', 'warning', Math.max(satFatDv, pointsShare('satFat')), () => {
      const statement = `This has ${grams1(t.satFat)} g of saturated fat, ${percent(satFatDv)} of the 20 g daily limit`;
      return fit(
        join(statement, attribution(c), action()), join(statement, c.single ? '' : `mostly the ${c.name}`, action()), `${statement}.`,
      );
    });
  }
  const intrinsicSugars = a.parts.filter((p) => p.kind.intrinsicSugars).reduce((s, p) => s + p.part.sugars, 0);
  const sugarsDv = t.sugars / dailyValues.sugars;
  const sugarsMostlyIntrinsic = t.sugars > 0 && intrinsicSugars / t.sugars >= 0.5;
  if (!sugarsMostlyIntrinsic && high(sugarsDv, 'sugars')) {
    const c = contributor(a, 'sugars', a.parts.filter((p) => !p.kind.intrinsicSugars));
    const action = () => sugarActions[c.family] ?? (c.single ? 'choose an unsweetened version or a smaller portion' : `have less of the ${c.name}`);
    add('sugars', 'warning', Math.max(sugarsDv, pointsShare('sugars')), () => {
      const statement = `This has ${grams1(t.sugars)} g of sugars, ${percent(sugarsDv)} of the 50 g daily limit for added sugars`;
      return fit(
        join(statement, attribution(c), action()), join(statement, c.single ? '' : `mostly the ${c.name}`, action()), `${statement}.`,
      );
    });
  }
  const kcalDv = t.kcal / dailyValues.kcal;
  // The fats algorithm's "energy" is energy from saturated fat: not a portion-size signal.
  const energyPointsShare = Math.max(0, ...a.groups.filter((g) => g.algorithm !== 'fat')
    .map((g) => g.nutriScore.points.energy / g.nutriScore.max.energy));
  if (kcalDv >= 0.4 || energyPointsShare >= 0.6) {
    const c = contributor(a, 'kcal');
    add('energy', 'warning', 0.8 * Math.max(kcalDv, energyPointsShare), () => {
      const statement = `This serving has ${whole(t.kcal)} kcal, ${percent(kcalDv)} of a 2,000 kcal day`;
      const action = c.single ? `half a serving saves ${whole(t.kcal / 2)} kcal` : `half the ${c.name} saves ${whole(c.amount / 2)} kcal`;
      return fit(join(statement, attribution(c), action), join(statement, '', action));
    });
  }
  if (a.ultraProcessedShare >= 0.5) {
    const processed = a.parts.filter((p) => p.kind.ultraProcessed);
    const meat = processed.find((p) => p.kind.processedMeat);
    if (meat) {
      add('processing', 'warning', 0.45, () => fit(
        `The ${shortName(meat.part.name)} is processed meat: each 50 g a day raises bowel cancer risk by about 18% (IARC); choose fresh chicken, fish or beans.`,
        `The ${shortName(meat.part.name, 24)} is processed meat: each 50 g a day raises bowel cancer risk by about 18% (IARC).`,
      ));
    } else {
      const main = processed.reduce((best, p) => (p.part.kcal > best.part.kcal ? p : best), processed[0]!);
      const alternative = processedAlternatives[main.kind.family] ?? 'a less processed option';
      add('processing', 'warning', 0.35, () => fit(
        `${percent(a.ultraProcessedShare)} of the energy is from an ultra-processed food (${shortName(main.part.name)}); swap it for ${alternative} more often.`,
        `${percent(a.ultraProcessedShare)} of the energy is from an ultra-processed food; swap it for ${alternative} more often.`,
      ));
    }
  }
  if (a.hasSweeteners) {
    add('sweeteners', 'warning', 0.4, () => fit(
      `Diet drinks swap sugar (${grams1(t.sugars)} g here) for sweeteners, which Nutri-Score counts as 4 points against: water or unsweetened tea is better.`,
    ));
  }

  // Positives
  if (a.isWater) {
    add('water', 'positive', 1, () => fit(
      `Water has 0 kcal, 0 g of sugars and ${whole(t.sodiumMg)} mg of sodium: the best everyday drink, keep it your first choice.`,
    ));
  }
  if (a.isPlainTeaOrCoffee) {
    add('plainDrink', 'positive', 0.9, () => fit(
      `Good: unsweetened, it has ${whole(t.kcal)} kcal and ${grams1(t.sugars)} g of sugars per serving, almost as good as water.`,
    ));
  }
  // Oils count in the Nutri-Score share, but telling a person oil is "vegetables" would mislead.
  const fvlParts = a.parts.filter((p) => p.kind.fvlShare > 0 && p.kind.family !== 'oil');
  const fvlGrams = fvlParts.reduce((s, p) => s + p.part.grams * p.kind.fvlShare, 0);
  if (a.fvlPercent >= 40 && fvlParts.length > 0) {
    const main = fvlParts.reduce((best, p) => (p.part.grams * p.kind.fvlShare > best.part.grams * best.kind.fvlShare ? p : best), fvlParts[0]!);
    const portions = fvlGrams / referenceFoods.fruitVegPortionG;
    const juiceOnly = fvlParts.every((p) => p.kind.juice);
    const lead = a.parts.length === 1 ? '' : `, mostly the ${shortName(main.part.name)}`;
    add('fvlGood', 'positive', a.fvlPercent / 100, () => fit(
      juiceOnly
        ? `Good: ${whole(fvlGrams)} g of fruit or vegetable juice, but juice counts as at most one of your 5 a day (80 g portions).`
        : `Good: about ${whole(fvlGrams)} g of fruit, vegetables or legumes (estimated), ${portions.toFixed(1)} of your five 80 g portions a day${lead}.`,
      `Good: about ${whole(fvlGrams)} g of fruit, vegetables or legumes (estimated), ${portions.toFixed(1)} of your five 80 g portions a day.`,
    ));
  }
  const fibreDv = t.fiber / dailyValues.fiber;
  if (fibreDv >= HIGH_DV || a.points.fibre >= 3) {
    const c = contributor(a, 'fiber');
    add('fibreGood', 'positive', Math.min(1, Math.max(fibreDv, a.pointsShare.fibre)), () => fit(
      `Good: ${grams1(t.fiber)} g of fibre, ${percent(fibreDv)} of the 28 g daily value${c.single ? '' : `, mostly from the ${c.name}`}.`,
      `Good: ${grams1(t.fiber)} g of fibre, ${percent(fibreDv)} of the 28 g daily value.`,
    ));
  }
  const proteinDv = t.protein / dailyValues.protein;
  if (proteinDv >= HIGH_DV && a.points.protein >= 3) {
    const c = contributor(a, 'protein');
    add('proteinGood', 'positive', Math.min(1, proteinDv) * 0.9, () => fit(
      `Good: ${grams1(t.protein)} g of protein, ${percent(proteinDv)} of the 50 g daily value${c.single ? '' : `, mostly from the ${c.name}`}.`,
      `Good: ${grams1(t.protein)} g of protein, ${percent(proteinDv)} of the 50 g daily value.`,
    ));
  }
  if (meal && sodiumDv <= LOW_DV && a.points.salt <= 1) {
    add('lowSodium', 'positive', 0.2, () => fit(
      `Low in sodium: ${whole(t.sodiumMg)} mg, ${percent(sodiumDv)} of the 2,300 mg daily limit; season with herbs or lemon rather than salt.`,
    ));
  }
  if (!a.isWater && !a.isPlainTeaOrCoffee && sugarsDv <= LOW_DV && a.points.sugars <= 1 && !a.hasSweeteners) {
    add('lowSugars', 'positive', 0.15, () => fit(
      `Low in sugars: ${grams1(t.sugars)} g, ${percent(sugarsDv)} of the 50 g daily limit for added sugars; keep it unsweetened.`,
    ));
  }

  // Suggestions: what is missing, with the size of the fix.
  if (meal && a.fvlPercent < 40) {
    add('addVeg', 'suggestion', 0.3, () => fit(
      a.fvlPercent < 0.5
        ? 'No fruit or vegetables here: add 80 g of salad, vegetables or fruit, one of your 5 a day.'
        : `Little fruit or vegetables here (about ${whole(a.fvlPercent)}%, estimated): add 80 g of salad, vegetables or fruit, one of your 5 a day.`,
    ));
  }
  if (fatProduct) fatTips(a, add);
  if (meal && fibreDv < HIGH_DV && a.points.fibre === 0) {
    add('addFibre', 'suggestion', 0.25, () => fit(
      `Only ${grams1(t.fiber)} g of fibre (${percent(fibreDv)} of 28 g): half a cup of cooked lentils adds ${referenceFoods.lentilsHalfCupFibre} g, a whole-wheat slice ${referenceFoods.wholeWheatSliceFibre} g.`,
    ));
  }
  if (meal && proteinDv < HIGH_DV) {
    add('addProtein', 'suggestion', 0.2, () => fit(
      `Only ${grams1(t.protein)} g of protein (${percent(proteinDv)} of 50 g): a 170 g pot of plain Greek yogurt adds ${referenceFoods.greekYogurtPotProtein} g, a boiled egg ${referenceFoods.boiledEggProtein} g.`,
    ));
  }
  if (a.isWater) {
    add('fluids', 'suggestion', 0.3, () => fit(
      `EFSA advises about 2.0 L (women) to 2.5 L (men) of water a day from drinks and food; this serving is ${whole(t.grams)} ml.`,
    ));
  }
  if (a.isPlainTeaOrCoffee) {
    add('unsweetened', 'suggestion', 0.3, () => fit(
      `Unsweetened it has ${whole(t.kcal)} kcal; each teaspoon of sugar (${referenceFoods.sugarTeaspoonG} g) you stir in adds ${referenceFoods.sugarTeaspoonKcal} kcal.`,
    ));
  }
  if (a.isBeverage && t.kcal >= 20 && a.parts.some((p) => ['sugaryDrink', 'juice', 'flavoredDairy', 'alcohol'].includes(p.kind.family))) {
    add('swapForWater', 'suggestion', 0.28, () => fit(
      t.sugars >= 0.5
        ? `Swapping it for water saves ${whole(t.kcal)} kcal and ${grams1(t.sugars)} g of sugars per serving.`
        : `Swapping it for water saves ${whole(t.kcal)} kcal per serving.`,
    ));
  }
  if (a.isBeverage && !a.isWater && !a.isPlainTeaOrCoffee && t.kcal >= 1) {
    add('drinkSize', 'suggestion', 0.12, () => fit(
      `This serving has ${whole(t.kcal)} kcal and ${grams1(t.sugars)} g of sugars; a smaller size cuts both, and water in between adds none.`,
    ));
  }
  if (a.alcoholicEthanol > 0) {
    add('alcoholLimit', 'suggestion', 0.35, () => fit(
      `Alcohol gives ${whole(a.alcoholicEthanol * 7)} of its ${whole(t.kcal)} kcal (7 kcal per gram); alternate each drink with a glass of water.`,
    ));
  }
  if (t.kcal >= 600) {
    add('portion', 'suggestion', 0.22, () => fit(
      `Half of this serving is ${whole(t.kcal / 2)} kcal: share it or keep half for later.`,
    ));
  }
  // Last resort: energy density (Rolls' scale, kcal per gram) says what a portion of it costs.
  if (t.grams > 0) add('density', 'suggestion', 0.01, () => densityTip(t.kcal, t.grams, a.isBeverage));
  add('score', 'suggestion', 0, () => scoreTip(a));
  return out;
}

/** Fats, oils, nuts and seeds: the kind of fat and the size of a spoonful matter most. */
function fatTips(a: HealthAnalysis, add: (kind: TipKind, tone: TipTone, weight: number, text: () => string) => void): void {
  const group = a.main;
  const satShare = group.totals.fat > 0 ? group.totals.satFat / group.totals.fat : 0;
  if (group.totals.fat > 0 && satShare < 0.2) {
    add('goodFat', 'positive', 0.5, () => fit(
      `Good: only ${percent(satShare)} of its fat is saturated (butter: ${referenceFoods.butterSatFatShare}%); guidelines prefer unsaturated fats like this.`,
    ));
  }
  const nuts = group.parts.some((p) => p.kind.family === 'nutSeed');
  if (nuts) {
    const kcal30 = (group.totals.kcal / group.totals.grams) * 30;
    add('fatPortion', 'suggestion', 0.3, () => fit(
      `A small handful of these nuts or seeds is about 30 g and ${whole(kcal30)} kcal; this serving is ${whole(group.totals.grams)} g.`,
    ));
  } else {
    add('fatPortion', 'suggestion', 0.3, () => fit(
      `A level tablespoon of oil or butter is about 14 g and 100 to 120 kcal: measure it rather than pouring; this serving is ${whole(group.totals.grams)} g.`,
    ));
  }
}

const componentWords: Record<'energy' | 'sugars' | 'satFat' | 'salt' | 'sweeteners', string> = {
  energy: 'energy', sugars: 'sugars', satFat: 'saturated fat', salt: 'salt', sweeteners: 'sweeteners',
};

/**
 * Energy density bands of Rolls (Volumetrics; used by the CDC's "Low-energy-dense foods"
 * brief): very low < 0.6 kcal/g, low 0.6–1.5, medium 1.5–4, high > 4.
 */
function densityTip(kcal: number, grams: number, beverage: boolean): string {
  const per100 = (kcal / grams) * 100;
  // Drinks fill less than food of the same energy, so the advice is about what goes into them.
  if (beverage) {
    if (per100 < 5) return fit(`At ${whole(per100)} kcal per 100 ml it adds almost no energy: what you add to it (sugar, syrup, cream) is what counts.`);
    return fit(`At ${whole(per100)} kcal per 100 ml, each 250 ml glass is ${whole(per100 * 2.5)} kcal; drinks fill you less than food, so count them in the day.`);
  }
  const head = `${whole(per100)} kcal per 100 g`;
  if (per100 < 60) return fit(`At ${head} it is very low in energy density: a full portion fills you for few calories, so it is a good choice to fill up on.`);
  if (per100 < 150) return fit(`At ${head} it has low energy density: a generous portion stays modest in calories; this serving is ${whole(kcal)} kcal.`);
  if (per100 < 400) return fit(`At ${head} it has medium energy density: vegetables or salad on the side fill you up for fewer calories than a second helping.`);
  return fit(`At ${head} it is energy-dense: a smaller portion with vegetables or fruit on the side fills you up for fewer calories.`);
}

/** What to change about the component that costs most points. */
const componentFix: Record<'energy' | 'sugars' | 'satFat' | 'salt' | 'sweeteners', string> = {
  energy: 'a smaller serving lowers it', sugars: 'an unsweetened version lowers it', satFat: 'a leaner or lower-fat version lowers it',
  salt: 'a lower-salt version lowers it', sweeteners: 'water or unsweetened tea avoids it',
};

function scoreTip(a: HealthAnalysis): string {
  const head = `Rated ${a.rating}/10`;
  const groups = a.groups.map((g) => {
    const ns = g.nutriScore;
    const keys = ['energy', 'sugars', 'satFat', 'salt', 'sweeteners'] as const;
    const worst = keys.reduce((best, key) => (ns.points[key] > ns.points[best] ? key : best), keys[0]);
    const label = a.groups.length > 1 ? `the ${g.group} ` : '';
    const letter = `${label}Nutri-Score ${ns.nutriClass} (${ns.score} points)`;
    if (ns.points[worst] === 0) return `${letter}, nothing against it for energy, sugars, saturated fat or salt`;
    const word = g.algorithm === 'fat' && worst === 'satFat' ? 'saturated share of fat'
      : g.algorithm === 'fat' && worst === 'energy' ? 'energy from saturated fat' : componentWords[worst];
    return `${letter}, mostly ${word}: ${ns.points[worst]} of ${ns.max[worst]} points; ${componentFix[worst]}`;
  });
  return fit(`${head}: ${groups.join('; ')}.`, `${head}: ${a.groups.map((g) => `${a.groups.length > 1 ? `the ${g.group} ` : ''}Nutri-Score ${g.nutriScore.nutriClass} (${g.nutriScore.score} points)`).join(', ')}.`);
}

/** Picks exactly three distinct tips: warnings by weight, one positive, then suggestions. */
export function chooseTips(candidates: TipCandidate[]): TipCandidate[] {
  // One pass into the tones (each keeps the candidates' order, so the stable sorts below give
  // what a filter per tone gave): every rated result chooses.
  const warnings: TipCandidate[] = [];
  const positives: TipCandidate[] = [];
  const suggestions: TipCandidate[] = [];
  for (const c of candidates) (c.tone === 'warning' ? warnings : c.tone === 'positive' ? positives : suggestions).push(c);
  const byWeight = (x: TipCandidate, y: TipCandidate) => y.weight - x.weight;
  warnings.sort(byWeight);
  positives.sort(byWeight);
  suggestions.sort(byWeight);
  // The energy-density and score lines are last resorts: true, but the least specific.
  const specific = suggestions.filter((c) => c.weight >= 0.1);
  const lastResort = suggestions.filter((c) => c.weight < 0.1);
  const chosen: TipCandidate[] = [];
  const take = (c: TipCandidate | undefined) => {
    if (!c || chosen.length >= 3 || chosen.some((x) => x.kind === c.kind || x.text === c.text)) return;
    if (c.kind === 'portion' && chosen.some((x) => x.kind === 'energy')) return;
    chosen.push(c);
  };
  // A weak positive ("low in sugars") never displaces a real warning.
  const strongPositive = positives.some((c) => c.weight >= STRONG_POSITIVE);
  const warningSlots = strongPositive ? 2 : 3;
  warnings.slice(0, warningSlots).forEach(take);
  const strong = positives.filter((c) => c.weight >= STRONG_POSITIVE);
  strong.slice(0, warnings.length === 0 ? 2 : 1).forEach(take);
  for (const c of [...specific, ...positives, ...warnings, ...lastResort]) take(c);
  return chosen;
}
