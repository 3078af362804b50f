/*
 * Random but plausible nutrition panels and the exact numbers they print, rounded the way each
 * regulation rounds them. Shared by the fixture script and the accuracy bench.
 */

export const PANEL_FORMATS = [
  'us-2016', 'us-2016-dual', 'us-classic', 'us-linear', 'eu', 'au', 'in',
] as const;

/**
 * Layouts issue 22 names that the formats above lack, kept apart so the default bench run
 * (PANEL_FORMATS, seed 7) stays comparable with earlier runs: the US tabular small-pack panel
 * (Calories in a block on the left, the nutrients in two side-by-side columns), the Canadian
 * bilingual panel (English / French names, "Per 1 cup (250 mL)"), and an EU table whose
 * nutrient names are in a script the OCR models cannot read (Greek), only its figures can.
 */
export const ISSUE_22_FORMATS = ['us-tabular', 'ca-bilingual', 'eu-script'] as const;
/**
 * Layouts in no default set (so the seeded sets stay as they were), asked for by name with
 * `--format`: `au-di`, an Australian panel as most packs print it, "Avg. Quantity" per serving
 * and per 100 g with a "% Daily Intake" column between them and its footnote; `us-var`, the US
 * 2016 panel drawn with its variants (face, print size, width, the weight of its rules); `in-var`,
 * the Indian (FSSAI) table as packs vary it (per 100 g alone or with a serve and its "% RDA",
 * units in the names or after the figures, the two orders, print on a coloured pack, faces).
 */
export const EXTRA_FORMATS = ['au-di', 'au-var', 'eu-pl', 'th-script', 'us-var', 'in-var'] as const;
/**
 * Issue 22's validation refusals by layout (Polish table, Australian, Thai), as generated
 * classes to tune on: `au-var` (Australian panels in the wordings, orders and faces packs use),
 * `eu-pl` (a Polish table, sometimes with a "%RWS" column) and `th-script` (a Thai panel as
 * Thai FDA prescribes it, per serving, figures inline with their units, a "% of Thai RDI"
 * column, energy on top; names and units in a script OCR cannot read: Lao, Thai's sister
 * script, stands in, since this machine has no Thai face and Lao reads as the same kind of noise).
 */
export const LAYOUT_CLASS_FORMATS = ['au-var', 'eu-pl', 'th-script'] as const;
export type PanelFormat = (typeof PANEL_FORMATS)[number] | (typeof ISSUE_22_FORMATS)[number] | (typeof EXTRA_FORMATS)[number];

export const PANEL_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
/** Languages of EU tables in no default set (asked for by format: `eu-pl`). */
export const EXTRA_LANGUAGES = ['pl'] as const;
export type PanelLanguage = (typeof PANEL_LANGUAGES)[number] | (typeof EXTRA_LANGUAGES)[number];

/** Numbers as printed (kcal, grams, mg). */
export interface PrintedValues {
  kcal: number;
  kj?: number;
  fat: number;
  satFat: number;
  transFat?: number;
  cholesterolMg?: number;
  sodiumMg?: number;
  salt?: number;
  carbs: number;
  fiber?: number;
  sugars: number;
  addedSugars?: number;
  protein: number;
}

export interface PanelTruth {
  format: PanelFormat;
  language: PanelLanguage;
  /** As printed, e.g. "2/3 cup (55g)", "30 g". */
  servingSize?: string;
  servingGrams?: number;
  servingsPerContainer?: number;
  perServing?: PrintedValues;
  per100g?: PrintedValues;
  perContainer?: PrintedValues;
  /** "100 ml" columns for drinks. */
  liquid?: boolean;
}

/** Composition per 100 g before rounding. */
interface Composition {
  protein: number; fat: number; satFat: number; transFat: number; carbs: number; sugars: number; addedSugars: number;
  fiber: number; sodiumMg: number; cholesterolMg: number;
}

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function composition(random: Random): Composition {
  const kind = pick(random, ['snack', 'cereal', 'dairy', 'meat', 'drink', 'sweet', 'bread'] as const);
  const ranges: Record<typeof kind, [number, number, number, number, number, number]> = {
    // protein, fat, carbs max, sugar share max, fibre max, sodium mg max
    snack: [8, 32, 60, 0.2, 6, 900],
    cereal: [12, 10, 78, 0.35, 12, 500],
    dairy: [10, 12, 20, 0.8, 0.5, 150],
    meat: [25, 22, 5, 0.5, 1, 1100],
    drink: [1, 2, 12, 1, 0.5, 40],
    sweet: [7, 30, 65, 0.9, 4, 250],
    bread: [10, 5, 50, 0.12, 8, 500],
  };
  const [p, f, c, s, fi, na] = ranges[kind];
  const protein = between(random, 0.2, p);
  const fat = between(random, 0.1, f);
  const carbs = between(random, 0.5, c);
  const sugars = carbs * between(random, 0.02, s);
  return {
    protein, fat, carbs, sugars,
    satFat: fat * between(random, 0.1, 0.6),
    transFat: random() < 0.7 ? 0 : fat * between(random, 0, 0.05),
    addedSugars: sugars * between(random, 0, 0.9),
    fiber: between(random, 0, fi),
    sodiumMg: between(random, 2, na),
    cholesterolMg: kind === 'meat' || kind === 'dairy' ? between(random, 5, 90) : 0,
  };
}

// US FDA rounding (21 CFR 101.9).
const usCalories = (x: number) => (x < 5 ? 0 : x <= 50 ? Math.round(x / 5) * 5 : Math.round(x / 10) * 10);
const usFat = (x: number) => (x < 0.5 ? 0 : x < 5 ? Math.round(x * 2) / 2 : Math.round(x));
const usGrams = (x: number) => (x < 0.5 ? 0 : Math.round(x));
const usSodium = (x: number) => (x < 5 ? 0 : x <= 140 ? Math.round(x / 5) * 5 : Math.round(x / 10) * 10);
const usCholesterol = (x: number) => (x < 2 ? 0 : Math.round(x / 5) * 5);

function usValues(c: Composition, grams: number, classic: boolean): PrintedValues {
  const k = grams / 100;
  const kcal = (4 * c.protein + 4 * c.carbs + 9 * c.fat) * k;
  const values: PrintedValues = {
    kcal: usCalories(kcal),
    fat: usFat(c.fat * k),
    satFat: usFat(c.satFat * k),
    transFat: usFat(c.transFat * k),
    cholesterolMg: usCholesterol(c.cholesterolMg * k),
    sodiumMg: usSodium(c.sodiumMg * k),
    // US "Total Carbohydrate" includes the fibre (EU, Australian tables print it apart).
    carbs: usGrams((c.carbs + c.fiber) * k),
    fiber: usGrams(c.fiber * k),
    sugars: usGrams(c.sugars * k),
    protein: usGrams(c.protein * k),
  };
  if (!classic) values.addedSugars = Math.min(values.sugars, usGrams(c.addedSugars * k));
  return values;
}

// EU rounding guidance (European Commission, 2012): ≥10 g whole, else one decimal; salt
// to 0.01 below 1 g; energy whole.
const euGrams = (x: number) => (x >= 10 ? Math.round(x) : Math.round(x * 10) / 10);
const euSalt = (x: number) => (x >= 1 ? Math.round(x * 10) / 10 : Math.round(x * 100) / 100);

function euValues(c: Composition, grams: number): PrintedValues {
  const k = grams / 100;
  const kj = (17 * c.protein + 17 * c.carbs + 37 * c.fat + 8 * c.fiber) * k;
  const kcal = (4 * c.protein + 4 * c.carbs + 9 * c.fat + 2 * c.fiber) * k;
  return {
    kj: Math.round(kj),
    kcal: Math.round(kcal),
    fat: euGrams(c.fat * k),
    satFat: euGrams(c.satFat * k),
    carbs: euGrams(c.carbs * k),
    sugars: euGrams(c.sugars * k),
    fiber: euGrams(c.fiber * k),
    protein: euGrams(c.protein * k),
    salt: euSalt((c.sodiumMg * 2.5 * k) / 1000),
  };
}

function auValues(c: Composition, grams: number): PrintedValues {
  const k = grams / 100;
  const kj = (17 * c.protein + 17 * c.carbs + 37 * c.fat + 8 * c.fiber) * k;
  return {
    kj: Math.round(kj),
    kcal: Math.round(kj / 4.184),
    protein: euGrams(c.protein * k),
    fat: euGrams(c.fat * k),
    satFat: euGrams(c.satFat * k),
    carbs: euGrams(c.carbs * k),
    sugars: euGrams(c.sugars * k),
    fiber: euGrams(c.fiber * k),
    sodiumMg: Math.round(c.sodiumMg * k),
  };
}

function inValues(c: Composition, grams: number): PrintedValues {
  const k = grams / 100;
  const one = (x: number) => Math.round(x * 10) / 10;
  return {
    kcal: one((4 * c.protein + 4 * c.carbs + 9 * c.fat) * k),
    protein: one(c.protein * k),
    carbs: one(c.carbs * k),
    sugars: one(c.sugars * k),
    addedSugars: one(c.addedSugars * k),
    fiber: one(c.fiber * k),
    fat: one(c.fat * k),
    satFat: one(c.satFat * k),
    transFat: one(c.transFat * k),
    sodiumMg: Math.round(c.sodiumMg * k),
  };
}

const US_SERVINGS = [
  ['2/3 cup', 55], ['1 cup', 240], ['1/2 cup', 120], ['3 crackers', 16], ['1 bar', 40], ['2 slices', 56],
  ['1 container', 150], ['1/4 cup', 30], ['8 fl oz', 240], ['1 package', 85],
] as const;

const CA_SERVINGS = [
  ['1 cup (250 mL)', '1 tasse (250 mL)', 250], ['3/4 cup (30 g)', '3/4 tasse (30 g)', 30], ['2 cookies (22 g)', '2 biscuits (22 g)', 22],
  ['1 bar (40 g)', '1 barre (40 g)', 40], ['1/2 cup (125 mL)', '1/2 tasse (125 mL)', 125], ['15 chips (28 g)', '15 croustilles (28 g)', 28],
] as const;

export function randomPanel(random: Random, format: PanelFormat, language: PanelLanguage = 'en'): PanelTruth {
  const c = composition(random);
  if (format === 'ca-bilingual') {
    const [english, french, grams] = pick(random, CA_SERVINGS);
    // Canada rounds like the US (Food and Drug Regulations B.01.401, close to 21 CFR 101.9); no added sugars line.
    const values = usValues(c, grams, true);
    return { format, language: 'en', servingSize: `${english} / ${french}`, servingGrams: grams, perServing: values, ...(english.includes('mL') ? { liquid: true } : {}) };
  }
  if (format === 'eu-script') {
    const portion = random() < 0.5 ? pick(random, [25, 30, 40, 50, 125, 200]) : undefined;
    // The mandatory EU declaration only (Regulation 1169/2011 Art. 30(1)): no fibre row.
    const printed = (grams: number) => {
      const { fiber: _fibre, ...values } = euValues(c, grams);
      return values;
    };
    return {
      format, language: 'en',
      ...(portion ? { servingSize: `${portion} g`, servingGrams: portion, perServing: printed(portion) } : {}),
      per100g: printed(100),
    };
  }
  if (format.startsWith('us')) {
    const [household, grams] = pick(random, US_SERVINGS);
    const servings = pick(random, [1, 2, 3, 4, 6, 8, 10, 12]);
    const truth: PanelTruth = {
      format, language: 'en',
      servingSize: `${household} (${grams}${household.includes('fl oz') ? 'mL' : 'g'})`,
      servingGrams: grams,
      servingsPerContainer: servings,
      perServing: usValues(c, grams, format === 'us-classic'),
    };
    if (format === 'us-2016-dual') truth.perContainer = usValues(c, grams * servings, false);
    return truth;
  }
  if (format === 'th-script') {
    // Thai FDA (Notification 182, 1998): per serving, rounded as the US rounds (its rules follow 21 CFR 101.9).
    const grams = pick(random, [15, 20, 25, 30, 40, 55, 60, 200]);
    const values = usValues(c, grams, true);
    return { format, language: 'en', servingSize: `${grams}`, servingGrams: grams, servingsPerContainer: pick(random, [1, 1, 2, 4, 6]), perServing: values };
  }
  if (format === 'eu-pl') {
    const portion = random() < 0.7 ? pick(random, [25, 30, 40, 50, 100, 125, 150, 200]) : undefined;
    return {
      format, language: 'pl',
      ...(portion ? { servingSize: `${portion} g`, servingGrams: portion, perServing: euValues(c, portion) } : {}),
      per100g: euValues(c, 100),
    };
  }
  if (format === 'eu') {
    const portion = random() < 0.6 ? pick(random, [25, 30, 40, 45, 50, 125, 150, 200, 250]) : undefined;
    return {
      format, language,
      ...(portion ? { servingSize: `${portion} g`, servingGrams: portion, perServing: euValues(c, portion) } : {}),
      per100g: euValues(c, 100),
    };
  }
  if (format === 'au' || format === 'au-di' || format === 'au-var') {
    const serve = pick(random, [20, 25, 30, 40, 50, 60, 100, 150]);
    return {
      format, language: 'en', servingSize: `${serve} g`, servingGrams: serve,
      servingsPerContainer: pick(random, [2, 4, 5, 8, 10, 12, 20]),
      perServing: auValues(c, serve), per100g: auValues(c, 100),
    };
  }
  const serve = pick(random, [20, 25, 30, 35, 40, 50]);
  if (format === 'in-var') {
    // Most Indian packs print the energy whole ("520 kcal"), the grams to one decimal.
    const whole = (v: PrintedValues): PrintedValues => ({ ...v, kcal: Math.round(v.kcal) });
    return { format, language: 'en', servingSize: `${serve} g`, servingGrams: serve, perServing: whole(inValues(c, serve)), per100g: whole(inValues(c, 100)) };
  }
  return { format: 'in', language: 'en', servingSize: `${serve} g`, servingGrams: serve, perServing: inValues(c, serve), per100g: inValues(c, 100) };
}
