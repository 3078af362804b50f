import { fitsDailyIntake } from './daily-intake.js';
import { kjPerKcalOf } from './energy-ratio.js';
import type { LabelPanel, PanelColumn, PanelNutrientName, PanelNutrients } from './types.js';
import { KCAL_FROM_KJ_SHARE, LONE_KJ_KCAL, LONE_KJ_LEAST_KCAL, LONE_KJ_SHARE, LOST_POINT_TENFOLD, SAME_SCALE, SAME_SCALE_MIN_FIGURE, SERVING_SCALE_PAIRS, SERVING_SLACK } from './answer-thresholds.js';

/*
 * Figures no panel can print, taken out of a read. OCR that loses a decimal comma and reads
 * the "g" as a 9 turns "6,2 g" of fat into 629; when every look at a small photo does so, the
 * reads put together keep it. A portion of 50 g holds at most 50 g of fat and 450 kcal, so
 * such a figure is a misread, and a missing figure is better than a wrong one (the result
 * says what it lacks; a calorie count seventy times too high is a bug).
 */

/** The most 100 g (or 100 ml) of any food holds of each figure (pure fat: 900 kcal, 3,800 kJ; table salt: 40 g sodium). */
const PER_100: Record<PanelNutrientName, number> = {
  kcal: 900, kj: 3800, sodiumMg: 40_000, cholesterolMg: 3000,
  fat: 100, satFat: 100, transFat: 100, carbs: 100, sugars: 100, addedSugars: 100, fiber: 100, protein: 100, salt: 100, alcohol: 100,
};


/** The most of a figure `grams` of food can hold, with room for rounding (the parser's bound on a reading too). */
export function mostIn(name: PanelNutrientName, grams: number): number {
  return (PER_100[name] * grams * SERVING_SLACK) / 100 + 0.5;
}


/** Grams a column is for when the panel prints them: 100 for per-100 g columns, else the column's or the serving's. */
function printedGrams(column: PanelColumn, panel: LabelPanel): number | undefined {
  if (column.basis === '100g' || column.basis === '100ml') return 100;
  if (column.grams !== undefined) return column.grams;
  if (column.basis === 'serving') return panel.servingGrams;
  if (column.basis === 'container' && panel.servingGrams !== undefined && panel.servingsPerContainer !== undefined) {
    return panel.servingGrams * panel.servingsPerContainer;
  }
  return undefined;
}

/**
 * The ratio most of two columns' figures agree on (this column's over the other's), or
 * undefined unless at least three figures agree on it and more agree on it than on any other.
 * A misread figure has a ratio of its own; the right ones share one.
 */
export function sharedScale(column: PanelNutrients, other: PanelNutrients): number | undefined {
  const ratios: number[] = [];
  for (const [name, value] of Object.entries(column) as [PanelNutrientName, number][]) {
    const base = other[name];
    if (base !== undefined && value >= SAME_SCALE_MIN_FIGURE && base >= SAME_SCALE_MIN_FIGURE) ratios.push(value / base);
  }
  const support = (ratio: number) => ratios.filter((r) => Math.abs(r / ratio - 1) <= SAME_SCALE);
  const best = ratios.map(support).reduce((a, b) => (b.length > a.length ? b : a), [] as number[]);
  if (best.length < 3) return undefined;
  const centre = [...best].sort((a, b) => a - b)[Math.floor(best.length / 2)]!;
  const rival = Math.max(0, ...ratios.filter((r) => Math.abs(r / centre - 1) > SAME_SCALE).map((r) => support(r).length));
  return best.length > rival ? centre : undefined;
}

/** Grams each column is for: as printed, else scaled from a column whose grams are printed. */
function columnGrams(panel: LabelPanel): (number | undefined)[] {
  const printed = panel.columns.map((column) => printedGrams(column, panel));
  return panel.columns.map((column, i) => {
    if (printed[i] !== undefined) return printed[i];
    for (let j = 0; j < panel.columns.length; j++) {
      if (j === i || printed[j] === undefined) continue;
      const scale = sharedScale(column.nutrients, panel.columns[j]!.nutrients);
      if (scale !== undefined) return scale * printed[j]!;
    }
    return undefined;
  });
}

/** Whether a figure is a US calorie declaration: 0, a multiple of 5 up to 50, a multiple of 10 above. */
function usCalorieStep(kcal: number): boolean {
  return kcal === 0 || (kcal >= 5 && kcal <= 50 && kcal % 5 === 0) || (kcal > 50 && kcal % 10 === 0);
}

/** Whether a figure is a US sodium declaration in mg: 0, a multiple of 5 up to 140, a multiple of 10 above. */
function usSodiumStep(mg: number): boolean {
  return mg === 0 || (mg >= 5 && mg <= 140 && mg % 5 === 0) || (mg > 140 && mg % 10 === 0);
}

/**
 * Whether a figure can be printed so: US panels round grams to whole or half grams (tenths
 * below 1 g at most), so "0.002 g" of carbohydrate ("002" read off a rule) is a misread; no
 * panel prints three decimals.
 */
function printable(layout: LabelPanel['layout'], name: PanelNutrientName, value: number): boolean {
  if (decimalsBeyond(value, 2)) return false;
  // US calories are declared as 0 under 5, in steps of 5 up to 50 and of 10 above (21 CFR
  // 101.9(c)(1)): a "3" is a speck or a misread, and energy worked out from the macronutrients
  // (said so in the answer) is better than it.
  if (layout !== 'table' && name === 'kcal' && !usCalorieStep(value)) return false;
  // Sodium likewise: 0 under 5 mg, steps of 5 mg up to 140, of 10 above (21 CFR 101.9(c)(4);
  // Canada's panels the same): "230mg" read as 2301 is no declaration.
  if (layout !== 'table' && name === 'sodiumMg' && !usSodiumStep(value)) return false;
  const grams = !['kcal', 'kj', 'sodiumMg', 'cholesterolMg', 'salt'].includes(name);
  return !(layout !== 'table' && grams && decimalsBeyond(value, 1));
}

/** The panel without the figures its columns cannot hold (more than their grams allow) or no panel prints (printable); the same panel when there are none. */
export function withoutImpossibleFigures(panel: LabelPanel): LabelPanel {
  const grams = columnGrams(panel);
  let changed = false;
  const columns = panel.columns.map((column, i) => {
    const weight = grams[i];
    const nutrients: PanelNutrients = {};
    for (const [name, value] of Object.entries(column.nutrients) as [PanelNutrientName, number][]) {
      if ((weight !== undefined && value > mostIn(name, weight)) || !printable(panel.layout, name, value)) changed = true;
      else nutrients[name] = value;
    }
    return { ...column, nutrients };
  });
  return changed ? { ...panel, columns } : panel;
}

/** Figures printed as part of another ("of which saturates", "of which sugars"). */
const PARTS = [['satFat', 'fat'], ['transFat', 'fat'], ['sugars', 'carbs'], ['addedSugars', 'sugars']] as const;

/**
 * How many parts a column reads larger than their whole, beyond rounding: each is a misread of
 * the part or of the whole. `wholes`: only the parts of these wholes (all when not given).
 */
export function partsOverWhole(n: PanelNutrients, wholes?: readonly PanelNutrientName[]): number {
  return PARTS.filter(([part, whole]) => (!wholes || wholes.includes(whole)) && n[part] !== undefined && n[whole] !== undefined && n[part]! > n[whole]! + 0.05).length;
}

/**
 * Figure pairs of two columns that `scale` explains within their rounding (unexplained), not
 * counting pairs of figures too small to show a scale (0 g beside 0 g fits any).
 */
function explainedPairs(a: PanelNutrients, b: PanelNutrients, scale: number): number {
  let count = 0;
  for (const [name, x] of Object.entries(a) as [PanelNutrientName, number][]) {
    const y = b[name];
    if (y !== undefined && Math.max(x, y) >= SAME_SCALE_MIN_FIGURE && !unexplained(x, y, scale)) count++;
  }
  return count;
}

/**
 * The scale of two columns (the first's figures over the second's): the one most of their
 * figures share (sharedScale); or, when there is one, the one their printed weights say (a serving of 30 g beside
 * 100 g: 0.3, the header's "Serving size: 30 g"), when it explains SERVING_SCALE_PAIRS of
 * their figure pairs within rounding, and half as many as the figures' own scale does. A
 * misread figure does not move a printed weight, while figures misread alike (a column whose
 * points were lost on most rows, rounded small figures) make their ratios agree on a scale the
 * panel does not print: then the right figures were counted off their scale, and a column pair
 * at the right scale refused. A misread serving size explains few pairs and is not taken.
 */
function scaleOf(a: PanelNutrients, b: PanelNutrients, gramsA: number | undefined, gramsB: number | undefined): number | undefined {
  const shared = sharedScale(a, b);
  // Without a scale of their own the figures are too few to check one another (their pairs are
  // not counted against the printed weights either: a column read in part is not refused for it).
  if (shared === undefined || gramsA === undefined || gramsB === undefined || gramsA <= 0 || gramsB <= 0) return shared;
  const printed = gramsA / gramsB;
  const byPrinted = explainedPairs(a, b, printed);
  return byPrinted >= SERVING_SCALE_PAIRS && 2 * byPrinted >= explainedPairs(a, b, shared) ? printed : shared;
}

/**
 * Each figure both columns of a pair hold, for every pair of columns with a scale (scaleOf,
 * the first column's figures over the second's; `grams` the weights printed over the columns,
 * when known): `a` and `b` are the pair's nutrients (the objects of `columns`, so a caller may
 * mend them), `x` and `y` the figure in each.
 */
function* figuresOfScaledColumns(columns: readonly PanelColumn[], grams: readonly (number | undefined)[] = []) {
  for (let i = 0; i < columns.length; i++) {
    for (let j = i + 1; j < columns.length; j++) {
      const a = columns[i]!.nutrients;
      const b = columns[j]!.nutrients;
      const scale = scaleOf(a, b, grams[i], grams[j]);
      if (scale === undefined) continue;
      for (const name of Object.keys(a) as PanelNutrientName[]) {
        const x = a[name];
        const y = b[name];
        if (x !== undefined && y !== undefined) yield { a, b, name, x, y, scale };
      }
    }
  }
}

/**
 * The weights printed over a panel's columns (printedGrams), in their order; not a container's,
 * which is the serving times servings per container, a count packs round ("about 3" for 2.8).
 */
const printedWeights = (panel: LabelPanel) => panel.columns.map((column) => (column.basis === 'container' ? undefined : printedGrams(column, panel)));

/** Whether a figure has digits beyond `places` decimals (2.25 has beyond one, not beyond two). */
const decimalsBeyond = (value: number, places: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) > 1e-6;

/** A tenth of a printed figure, without binary fractions' noise (2.8 / 10 is 0.27999…). */
const tenth = (value: number) => Math.round(value * 100) / 1000;

const couldHaveLostPoint = (value: number) => Number.isInteger(value) && value >= 10;

const WHOLE_FIGURES: ReadonlySet<PanelNutrientName> = new Set(['kcal', 'kj', 'cholesterolMg']);


/**
 * The panel with decimal points OCR lost put back where two columns show them lost: when most
 * figures of two columns share one scale (sharedScale) and a figure's ratio is ten times that
 * scale, one side reads ten times too large ("2,7 g" as 27). The larger side is taken for the
 * misread: OCR drops a faint point far more often than it invents one from a speck.
 */
export function withLostPointsRestored(panel: LabelPanel): LabelPanel {
  if (panel.columns.length < 2) return panel;
  const columns = panel.columns.map((c) => ({ ...c, nutrients: { ...c.nutrients } }));
  let changed = false;
  for (const { a, b, name, x, y, scale } of figuresOfScaledColumns(columns, printedWeights(panel))) {
    // Energy is printed whole: a figure ten times off there lost a digit ("430" read as
    // "43"), and which side did is not told by size. (Sodium is kept: on EU tables it is
    // worked out from salt, whose point is put back with it.)
    if (WHOLE_FIGURES.has(name) || x <= 0 || y <= 0) continue;
    const ratio = x / y;
    const column = (n: PanelNutrients) => columns.find((c) => c.nutrients === n)!;
    // Only a whole figure of two digits or more can be one whose point was lost.
    if (Math.abs(ratio / (10 * scale) - 1) <= LOST_POINT_TENFOLD && couldHaveLostPoint(x)) { a[name] = lostPointOrGlyph(name, x, y, scale, column(a)); changed = true; }
    else if (Math.abs((10 * ratio) / scale - 1) <= LOST_POINT_TENFOLD && couldHaveLostPoint(y)) { b[name] = lostPointOrGlyph(name, y, x, 1 / scale, column(b)); changed = true; }
  }
  return changed ? { ...panel, columns } : panel;
}

/** Digits OCR reads a panel's "g" as when it is glued to the figure (quantity.ts GlyphOfG, and a 6 for its closed bowl). */
const G_GLYPH_DIGITS = /[4689]$/;

/**
 * A figure ten times its twin in another column, `value` over `other` being `scale`: its point
 * was lost ("9.8" read 98), or its last digit is its unit "g" read as a digit ("9g" read 98,
 * a face's g taken for 8, 9, 6 or 4). Both explain the tenfold ratio; what tells them apart is
 * what was printed beside the figure, never the photo: the figure without its last digit is
 * taken when it fits its printed percent of the daily intake and the lost point's does not; or,
 * the percent not telling, when it fits the other column within the two figures' rounding
 * alone and the lost point's does not (9 beside 9 at the same weight: 9.8 would be printed
 * 9.8 in both), and it leaves the column's energy no farther from its macronutrients.
 */
function lostPointOrGlyph(name: PanelNutrientName, value: number, other: number, scale: number, column: PanelColumn): number {
  const pointed = tenth(value);
  if (!G_GLYPH_DIGITS.test(String(value))) return pointed;
  const glyph = Math.floor(value / 10);
  const percent = column.intakePercents?.[name];
  if (percent !== undefined) {
    const [fitsGlyph, fitsPoint] = [fitsDailyIntake(name, glyph, percent), fitsDailyIntake(name, pointed, percent)];
    if (fitsGlyph === true && fitsPoint === false) return glyph;
    if (fitsPoint === true && fitsGlyph === false) return pointed;
  }
  const byRounding = (v: number) => Math.abs(v - scale * other) <= roundingOf(v) + scale * roundingOf(other);
  if (!byRounding(glyph) || byRounding(pointed)) return pointed;
  return energyOffBy(column.nutrients, name, glyph) <= energyOffBy(column.nutrients, name, pointed) ? glyph : pointed;
}

/** How far a column's energy is from its macronutrients (Atwater) with `name` read as `value`; 0 when either is not read. */
function energyOffBy(n: PanelNutrients, name: PanelNutrientName, value: number): number {
  const m = { ...n, [name]: value };
  const atwater = atwaterOf(m);
  return m.kcal === undefined || atwater === undefined ? 0 : Math.abs(m.kcal - atwater);
}

/** A column's energy from its macronutrients (4, 4 and 9 kcal a gram, fibre 2); undefined when one is not read. */
function atwaterOf(n: PanelNutrients): number | undefined {
  if (n.protein === undefined || n.carbs === undefined || n.fat === undefined) return undefined;
  return 4 * n.protein + 4 * n.carbs + 9 * n.fat + 2 * (n.fiber ?? 0);
}


/** Whether a column's kJ and kcal are one energy. */
export function energyUnitsAgree(kj: number, kcal: number): boolean {
  return Math.abs(kj / 4.184 - kcal) <= Math.max(1.5, KCAL_FROM_KJ_SHARE * kcal);
}

/** A figure without a leading 1 that is a misread slash or bracket ("227 kJ / 55 kcal" read as "227 kJ 155"), or undefined. */
function withoutLeadingOne(value: number): number | undefined {
  const text = String(value);
  return /^1\d/.test(text) ? Number(text.slice(1)) : undefined;
}

/**
 * The panel with each column's kJ and kcal made one energy where OCR broke one of them: a
 * slash or bracket before a figure read as a 1 ("227 kJ / 55 kcal" as "227 kJ 155") is taken
 * off when that makes them agree; else, when the macronutrients (Atwater) side with one, the
 * other is replaced by it converted (a kcal worked out from the kJ may differ from the printed
 * one by a unit of rounding; a kcal three times too high is a wrong answer).
 */
export function withEnergyUnitsAgreeing(panel: LabelPanel): LabelPanel {
  let changed = false;
  const columns = panel.columns.map((column) => {
    const n = column.nutrients;
    if (n.kj === undefined || n.kcal === undefined || energyUnitsAgree(n.kj, n.kcal)) return column;
    const kcal = withoutLeadingOne(n.kcal);
    const kj = withoutLeadingOne(n.kj);
    const atwater = atwaterOf(n);
    let mended: PanelNutrients | undefined;
    if (kcal !== undefined && energyUnitsAgree(n.kj, kcal)) mended = { ...n, kcal };
    else if (kj !== undefined && energyUnitsAgree(kj, n.kcal)) mended = { ...n, kj };
    else if (atwater !== undefined) {
      const near = (energy: number) => Math.abs(energy - atwater) <= Math.max(10, 0.2 * energy);
      if (near(n.kj / 4.184) && !near(n.kcal)) mended = { ...n, kcal: Math.round(n.kj / kjPerKcalOf(n)) };
      else if (near(n.kcal) && !near(n.kj / 4.184)) mended = { ...n, kj: Math.round(n.kcal * kjPerKcalOf(n)) };
    }
    if (!mended) return column;
    changed = true;
    return { ...column, nutrients: mended };
  });
  return changed ? { ...panel, columns } : panel;
}

/**
 * The panel with a table's lone energy read as kcal put back as the kJ it is: a table printing
 * kJ and kcal whose kcal went unread (faint, cut off, its row garbled) leaves its kJ figure in
 * the energy row, and with the kcal unread the reader takes it for kcal, four times the food's
 * energy. Where the macronutrients' sum (all three read) is that figure over the kJ/kcal ratio
 * within the sum's rounding, and far below it as kcal, the figure is the kJ: kept as kJ, its
 * kcal worked out from it (said so: workedOut) as a lost kcal is (panel.ts finish). US panels
 * print no kJ: left alone.
 */
export function withLoneKjAsKj(panel: LabelPanel): LabelPanel {
  if (panel.layout !== 'table') return panel;
  let changed = false;
  const columns = panel.columns.map((column) => {
    const n = column.nutrients;
    if (n.kcal === undefined || n.kj !== undefined) return column;
    const atwater = atwaterOf(n);
    if (atwater === undefined || atwater < LONE_KJ_LEAST_KCAL) return column;
    const ratio = kjPerKcalOf(n);
    if (Math.abs(n.kcal / ratio - atwater) > Math.max(LONE_KJ_KCAL, LONE_KJ_SHARE * atwater)) return column;
    changed = true;
    const workedOut = [...(column.workedOut ?? []).filter((name) => name !== 'kcal'), 'kcal' as const];
    return { ...column, nutrients: { ...n, kj: n.kcal, kcal: Math.round(n.kcal / ratio) }, workedOut };
  });
  return changed ? { ...panel, columns } : panel;
}

/** Half the last printed digit's unit: a whole figure may be rounded by 0.5, "2.4" by 0.05, "0.24" by 0.005. */
function roundingOf(value: number): number {
  for (const places of [0, 1, 2]) if (!decimalsBeyond(value, places)) return 0.5 / 10 ** places;
  return 0.0005;
}

/**
 * Figures of two columns that their shared scale (sharedScale) does not explain, even allowing
 * for each figure's rounding and a twentieth for a serving weighed otherwise: one of the two is
 * misread. Rounding alone makes small figures of a US panel's two columns disagree by ratio
 * ("1 g" and "3 g" for 2.5 servings); with the rounding allowed they do not.
 */
export function unexplainedFigures(panel: LabelPanel): number {
  let count = 0;
  for (const { x, y, scale } of figuresOfScaledColumns(panel.columns, printedWeights(panel))) if (unexplained(x, y, scale)) count++;
  return count;
}

function unexplained(x: number, y: number, scale: number): boolean {
  const slack = 0.05 * Math.max(x, scale * y) + roundingOf(x) + scale * roundingOf(y);
  return Math.abs(x - scale * y) > slack;
}

/**
 * Whether a column's fat, carbohydrate and protein fit no one scale with another column's
 * (some column holding all three): a misread among them, even where the columns' figures are
 * too few or too small to agree on a scale of their own (sharedScale), as on a small serving
 * beside 100 g ("12g" of fat read for 1.2 g beside 4.8 g, its carbohydrate and protein a
 * quarter of theirs). Each of the three ratios is tried as the scale, with every figure's
 * rounding allowed (unexplained). For an answer with no energy to check its macronutrients by.
 */
export function macrosOffEveryScale(panel: LabelPanel, column: PanelColumn): boolean {
  const core = ['fat', 'carbs', 'protein'] as const;
  const n = column.nutrients;
  return panel.columns.some((other) => {
    if (other === column) return false;
    const pairs = core.map((name) => [n[name], other.nutrients[name]] as const);
    if (pairs.some(([x, y]) => x === undefined || y === undefined)) return false;
    const scales = pairs.filter(([, y]) => y! > 0).map(([x, y]) => x! / y!);
    if (scales.length === 0) return false;
    return !scales.some((scale) => pairs.every(([x, y]) => !unexplained(x!, y!, scale)));
  });
}

/**
 * The pairs of figures (one in each of two columns) that the columns' shared scale does not
 * explain, as unexplainedFigures counts them: one of each pair is misread, and the pair alone
 * does not tell which (`scale`: the columns' scale, a's figures over b's).
 */
export function contradictedFigures(panel: LabelPanel): { a: PanelNutrients; b: PanelNutrients; name: PanelNutrientName; scale: number }[] {
  const out: { a: PanelNutrients; b: PanelNutrients; name: PanelNutrientName; scale: number }[] = [];
  for (const { a, b, name, x, y, scale } of figuresOfScaledColumns(panel.columns, printedWeights(panel))) if (unexplained(x, y, scale)) out.push({ a, b, name, scale });
  return out;
}

/**
 * The figures of `column` among `names` that another column's figure at the ratio of their
 * printed weights (a 60 g serving beside 100 g: 0.6) contradicts within the two figures'
 * rounding alone: the check for a figure the looks read apart (label-result.ts), where a
 * misread one tenth off ("4.6 g" of carbohydrate read as 4.5 beside 2.8 g in 60 g, which is
 * 4.58–4.75 per 100 g) must not pass on unexplained's share of slack.
 */
export function contradictedByPrintedWeights(panel: LabelPanel, column: PanelColumn, names: readonly PanelNutrientName[]): PanelNutrientName[] {
  const own = column.basis === 'container' ? undefined : printedGrams(column, panel);
  if (own === undefined || own <= 0) return [];
  const out: PanelNutrientName[] = [];
  for (const other of panel.columns) {
    const grams = other === column || other.basis === 'container' ? undefined : printedGrams(other, panel);
    if (grams === undefined || grams <= 0 || grams === own) continue;
    const scale = own / grams;
    for (const name of names) {
      const x = column.nutrients[name];
      const y = other.nutrients[name];
      if (x !== undefined && y !== undefined && Math.abs(x - scale * y) > roundingOf(x) + scale * roundingOf(y) + 1e-9 && !out.includes(name)) out.push(name);
    }
  }
  return out;
}

/**
 * The figures of `column` another column confirms: the same figure there, at the ratio of the
 * two columns' printed weights (a 30 g serving beside 100 g: 0.3) or else at the scale most of
 * their figures share (sharedScale), within each figure's rounding. Two figures printed apart
 * and read apart that agree.
 */
export function figuresConfirmedByColumns(panel: LabelPanel, column: PanelColumn): Set<PanelNutrientName> {
  const confirmed = new Set<PanelNutrientName>();
  const own = column.basis === 'container' ? undefined : printedGrams(column, panel);
  for (const other of panel.columns) {
    if (other === column) continue;
    const grams = other.basis === 'container' ? undefined : printedGrams(other, panel);
    const scale = own !== undefined && grams !== undefined && own > 0 && grams > 0 && own !== grams ? own / grams : sharedScale(column.nutrients, other.nutrients);
    if (scale === undefined) continue;
    for (const [name, x] of Object.entries(column.nutrients) as [PanelNutrientName, number][]) {
      const y = other.nutrients[name];
      if (y !== undefined && !unexplained(x, y, scale)) confirmed.add(name);
    }
  }
  return confirmed;
}
