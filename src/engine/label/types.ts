/** Nutrients as a panel prints them (kcal, kJ, grams, milligrams); absent when not printed. */
export interface PanelNutrients {
  kcal?: number;
  kj?: number;
  fat?: number;
  satFat?: number;
  transFat?: number;
  cholesterolMg?: number;
  sodiumMg?: number;
  /** Grams of salt as printed (EU); sodiumMg is derived from it when sodium is not printed. */
  salt?: number;
  carbs?: number;
  fiber?: number;
  sugars?: number;
  addedSugars?: number;
  protein?: number;
  /** Grams of ethanol (some drinks' panels). */
  alcohol?: number;
}

export type PanelNutrientName = keyof PanelNutrients;

/** What a column of figures is for. */
export type ColumnBasis = 'serving' | '100g' | '100ml' | 'container';

export interface PanelColumn {
  basis: ColumnBasis;
  /** Grams (or ml) the column is for, when printed: "per portion (30 g)". */
  grams?: number;
  nutrients: PanelNutrients;
  /**
   * The percent of daily value printed after each figure on US panels ("Total Fat 10g 13%"),
   * as read: kept so that other reads of the panel are checked against it (combine-readings.ts).
   */
  percents?: Partial<Record<PanelNutrientName, number>>;
  /**
   * The percent of the daily intake printed after each figure on a table (EU % RI, Australian
   * % Daily Intake, Indian % RDA), as read: a second reading of the figure under another
   * reference than the US one (daily-intake.ts), so kept apart from `percents`.
   */
  intakePercents?: Partial<Record<PanelNutrientName, number>>;
  /**
   * Figures nothing confirms: read from letters alone ("Total Fat ig" as 1 g), or read so by
   * one look at the panel alone while another read it otherwise. Good enough beside a read energy that checks them;
   * no ground for an energy worked out from them (label-result.ts, macrosAgree).
   */
  unconfirmed?: PanelNutrientName[];
  /**
   * Figures this read worked out rather than read: kcal from a kJ, sodium from salt (panel.ts).
   * Another look that read the figure itself outvotes them (combine-readings.ts).
   */
  workedOut?: PanelNutrientName[];
}

export type PanelLayout = 'us' | 'us-linear' | 'table';

/** A nutrition panel as read from a photo. */
export interface LabelPanel {
  layout: PanelLayout;
  /** The columns of figures, in print order (percent-of-daily-value columns dropped). */
  columns: PanelColumn[];
  /** The printed serving size, repaired ("213 cup" → "2/3 cup"). */
  servingSize?: string;
  servingGrams?: number;
  servingsPerContainer?: number;
  /** The heading as read ("Nutrition Facts", "Nährwerte"). */
  heading?: string;
}

/** A word with its box, in image pixels. */
export interface LabelWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  confidence?: number;
}
