/*
 * Numbers as OCR reads them off labels, with the usual misreads repaired. A token may have
 * several readings ("73g" is 73 g or 7.3 g with its point lost; "1299" is 1299 or 129 g with
 * "g" read as 9): all are kept with a cost, and the panel's cross-checks choose.
 */

export type QuantityUnit = 'g' | 'mg' | 'mcg' | 'kcal' | 'kj' | 'ml' | '%';

export interface Reading {
  value: number;
  unit?: QuantityUnit;
  /** 0 for the plain reading; more for each repair it needs. */
  cost: number;
  /** The printed value was "<0.5" (less than). */
  lessThan?: boolean;
  /** The reading puts back a decimal point OCR lost ("73" as 7.3). */
  pointAdded?: boolean;
}

export interface Quantity {
  /** The token(s) as OCR read them. */
  raw: string;
  readings: Reading[];
  /** Number of decimals printed in the plain reading (−1 when the point may be lost). */
  decimals: number;
}

const UNIT_FORMS: [RegExp, QuantityUnit][] = [
  [/^(kcal|kcai|kca1|keal|kcal\.|kca|kc|kcals|cal|ka!|kcel|kcall)$/, 'kcal'],
  [/^(kj|k\)|kj\.|kl|kd|ki)$/, 'kj'],
  [/^(mcg|µg|μg|ug|meg|mcq)$/, 'mcg'],
  [/^(mg|mq|rng|mg\.|m9)$/, 'mg'],
  [/^(g|gr|g\.|grs)$/, 'g'],
  [/^(ml|mi)$/, 'ml'],
  [/^%$/, '%'],
];

/** A unit word as OCR reads it ("keal", "mq"), or undefined. */
export function unitOf(text: string): QuantityUnit | undefined {
  // ("k)" is kJ with its J read as a bracket: looked at before brackets are dropped.)
  if (/^k\)$/i.test(text)) return 'kj';
  const t = text.toLowerCase().replace(/[)\],;:/]+$/, '');
  for (const [form, unit] of UNIT_FORMS) if (form.test(t)) return unit;
  return undefined;
}

/** Characters OCR puts for digits inside numbers. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', i: '1', '|': '1', '!': '1', ']': '1', S: '5', s: '5', B: '8', Z: '2', z: '2',
};

/**
 * A figure whose unit was read as a square bracket ("1g" read "0]", "5g" read "5]"): panels
 * print no square brackets, so the glyphs there were misread, and the digits beside them are
 * no surer than the unit (generated product shots, seed 7: a US protein "1g" read "0]" was
 * answered 0). Such a token is not a figure; another look, or the panel's other column, may
 * read it. Round brackets are printed ("(30g)", "(0%)") and stay.
 */
const UNIT_READ_AS_BRACKET = /^[^[]*\d[\]}]+$/;

const NUMBER_UNIT = /^([<>]|less than)?(\d+(?:[.,]\d+)?|\d*[.,]\d+)(mcg|µg|μg|mg|g|kcal|kj|ml|%)?$/i;

/**
 * The numeric part of a token with lookalike letters turned into digits, only when the token
 * is clearly a number: "Og" → "0g", "lg" → "1g", "O0mcg" → "00mcg", "2l%" → "21%".
 */
export function repairDigits(token: string): { text: string; repaired: boolean } {
  // "kJ" read as "k3", "k)" or "kl" (before closing brackets are dropped: "269k)").
  let text = token.trim().replace(/(\d)\s*k[3)l1J]\/?$/i, '$1kJ');
  text = text.replace(/^[([{‘'"`*«»/]+/, '').replace(/[)\]}’'"`*,;:»«.]+$/, '');
  // "g" printed after a number read as "¢" or "q", or as two characters ("¢g", "¢9", "¢q").
  text = text.replace(/(\d)[¢qp][g9q]?$/, '$1g');
  // Or as "a", its tail lost ("22a", "114ma").
  text = text.replace(/(\d)(m?)a$/, '$1$2g');
  // "mg" with its "g" lost or misread ("20m)", "20rn", "140mq"): no figure is printed in metres.
  text = text.replace(/(\d)(m|rn)[q9]?$/, '$1mg').replace(/(\d)rng$/, '$1mg');
  text = text.replace(/^[|\[]+/, '');
  const unitMatch = /(mcg|µg|μg|mg|kcal|kj|g|ml|%)$/i.exec(text);
  const unit = unitMatch ? unitMatch[0] : '';
  let number = text.slice(0, text.length - unit.length);
  let repaired = false;
  // Only letters that sit among digits, or a whole short "number" part like "O" / "l".
  if (/\d/.test(number) || number.length <= 2) {
    const fixed = number.replace(/[OoDQlIi|!\]SsBZz]/g, (c) => DIGIT_LOOKALIKES[c] ?? c);
    if (fixed !== number && /^[<>]?[\d.,]+$/.test(fixed)) {
      number = fixed;
      repaired = true;
    }
  }
  return { text: number + unit, repaired };
}

function plain(value: string): number {
  return Number(value.replace(',', '.'));
}

/**
 * All plausible readings of a number token (plus the unit token after it, if any).
 * `unitsAttached`: the panel prints units after its numbers ("8g"), so a bare number ending
 * in 9 is more likely "g" misread than a real 9.
 */
export function parseQuantity(token: string, nextUnit?: QuantityUnit, unitsAttached = false, gReadAs?: GlyphOfG): Quantity | undefined {
  const raw = token;
  let lessThan = false;
  let text = token.trim();
  if (/^less\s*than/i.test(text)) { lessThan = true; text = text.replace(/^less\s*than\s*/i, ''); }
  if (text.startsWith('<')) { lessThan = true; text = text.slice(1); }
  if (UNIT_READ_AS_BRACKET.test(text)) return undefined;
  const { text: repairedText, repaired } = repairDigits(text);
  const match = NUMBER_UNIT.exec(repairedText);
  if (!match || !/\d/.test(match[2]!)) return undefined;
  const digits = match[2]!;
  const written = match[3] ? unitOf(match[3]) : undefined;
  const unit = written ?? nextUnit;
  const base = repaired ? 1 : 0;
  const readings: Reading[] = [];
  const add = (value: number, u: QuantityUnit | undefined, cost: number, pointAdded = false) => {
    if (!Number.isFinite(value)) return;
    if (readings.some((r) => r.value === value && r.unit === u)) return;
    readings.push({ value, ...(u ? { unit: u } : {}), cost, ...(lessThan ? { lessThan } : {}), ...(pointAdded ? { pointAdded } : {}) });
  };
  const hasPoint = /[.,]/.test(digits);
  const decimals = hasPoint ? digits.length - 1 - Math.max(digits.indexOf('.'), digits.indexOf(',')) : 0;

  // Labels print at most one decimal, two for salt and small amounts below 1.
  const oddDecimals = (decimals >= 2 && plain(digits) >= 1) || decimals >= 3 ? 0.5 : 0;
  /** A digit string as a value, and its readings with a lost decimal point. */
  const addForms = (form: string, formUnit: QuantityUnit | undefined, cost: number) => {
    const point = /[.,]/.test(form);
    if (/^0\d/.test(form) && !point) {
      // "09g" cannot be printed: its point was lost ("0.9g"); "006g" is "0.06g".
      add(plain(`0.${form.slice(1)}`), formUnit, cost + 0.5, true);
      if (form.length >= 3) add(plain(`0.0${form.slice(2)}`), formUnit, cost + 1.5, true);
      return;
    }
    add(plain(form), formUnit, cost + (form === digits ? oddDecimals : 0));
    if (!point && form.length >= 2 && form.length <= 4 && formUnit !== '%') {
      add(plain(form) / 10, formUnit, cost + 1.2, true);
      if (form.length >= 3) add(plain(form) / 100, formUnit, cost + 2, true);
    }
  };
  addForms(digits, unit, base);
  // "g" read as "9" at the end of a number without a unit: "1299" → 129 g, "0.59" → 0.5 g;
  // or "g" read as "9g" ("59g" for "5g").
  // "g" read as "4" happens too, more rarely: "56.4" for "56g", "1.74" for "1.7g".
  if (!written && !nextUnit && digits.length >= 3 && digits.endsWith('4') && hasPoint) {
    const cut = digits.slice(0, -1).replace(/[.,]$/, '');
    if (/\d/.test(cut) && !/^0\d/.test(cut)) add(plain(cut), 'g', base + (unitsAttached ? 0.5 : 1));
  }
  // And "g" read as "8" where that makes a figure no table prints, two decimals from 1 g
  // ("7.78" for "7.7g"); under 1 g two decimals are printed (salt), so there only when the
  // panel's figures show its face reads every "g" so (gGlyphOfPanel).
  if (!written && !nextUnit && hasPoint && decimals === 2 && plain(digits) >= 1 && digits.endsWith('8') && gReadAs !== '8') {
    add(plain(digits.slice(0, -1)), 'g', base + (unitsAttached ? 0.5 : 1));
  }
  // And after a whole number, on a panel that prints its units against the figures: "34" for
  // "3g" explains both the missing unit and the extra digit.
  if (!written && !nextUnit && unitsAttached && !hasPoint && digits.length >= 2 && digits.endsWith('4')) {
    addForms(digits.slice(0, -1), 'g', base + 0.6);
  }
  // Its bowl and tail read as an 8 or a 6 the same way ("98" for "9g", "578" for "5.7g" with the
  // point lost too): a reading beside the lost point's ("98" as 9.8), which the panel's checks
  // (the other column, the energy, the row's percent) choose between; where they cannot, the
  // lost point stays, as before (au-var panels, seed 31).
  if (!written && !nextUnit && unitsAttached && !hasPoint && digits.length >= 2 && /[68]$/.test(digits) && gReadAs === undefined) {
    addForms(digits.slice(0, -1), 'g', base + G_SHAPE_COST);
  }
  // "g" read as two characters, "49" or "09" ("2,2 g" → "2249"), its descender taken for a digit.
  if (!written && !nextUnit && !hasPoint && digits.length >= 3 && /[04]9$/.test(digits)) {
    const cut = digits.slice(0, -2);
    if (/^0\d/.test(cut) || cut.length >= 2) addForms(cut, 'g', base + (unitsAttached ? 0.8 : 2));
  }
  // "g" read as "4g" or "9g" where that digit makes a figure no table prints, two decimals
  // ("0,2 g" → "024g" → 0.24): the figure without it.
  if (unit === 'g' && written && (/^0\d[49]$/.test(digits) || /[.,]\d[49]$/.test(digits))) {
    addForms(digits.slice(0, -1), 'g', base + (unitsAttached ? 0.4 : 1.5));
  } else if (unit === 'g' && written && !hasPoint && /^[1-9]\d+[49]$/.test(digits)) {
    // The same with the decimal point lost too ("2.7g" → "274g"): without the extra digit the
    // figure's readings are 27 and 2.7, which the cross-checks tell apart.
    addForms(digits.slice(0, -1), 'g', base + (unitsAttached ? 0.6 : 1.5));
  }
  // (Not when the "g" was read as "¢g": that g is read already, the 9 before it is a digit.)
  const gAsNine = digits.length >= 2 && digits.endsWith('9') && ((!written && !nextUnit) || unit === 'g') && !/\d[¢q][g9q]$/.test(raw.trim());
  if (gAsNine) {
    const cut = digits.slice(0, -1).replace(/[.,]$/, '');
    if (/\d/.test(cut)) {
      const cost = unit === 'g' ? (unitsAttached ? 0.9 : 1.8) : unitsAttached ? 0.1 : 1.5;
      addForms(cut, 'g', base + cost);
    }
  }
  // A face whose "g" OCR reads as another digit all down the panel ("0.38" for "0.3g", "268" for
  // "26g" or "2.6g" in a narrow face): the panel says which (`gGlyphOfPanel`), and that digit
  // ending a figure with no unit is its "g", as a 9 is on panels that print units.
  if (gReadAs && gReadAs !== '9' && !written && !nextUnit && digits.length >= 2 && digits.endsWith(gReadAs)) {
    const cut = digits.slice(0, -1).replace(/[.,]$/, '');
    if (/\d/.test(cut)) addForms(cut, 'g', base + G_GLYPH_COST);
  }
  return { raw, readings, decimals: hasPoint ? decimals : 0 };
}

/** A digit OCR reads a panel's "g" as, all down the panel. */
export type GlyphOfG = '4' | '8' | '9';

/**
 * A bare whole figure's last 8 or 6 taken for its "g": dearer than the lost point it competes
 * with at its dearest (addForms' 1.2, point-width.ts's 0.6 where the figure shows no room for a
 * point, resolve's 0.3 for a figure read with no unit where units are printed), so it is chosen
 * only where a check tells the two apart ("36" beside 8.9 g per 100 g in a 40 g portion is 3.6,
 * not 3: both fit the columns' 12 % band, and the lost point stays).
 */
const G_SHAPE_COST = 2.2;

/** As a 9 on a panel that prints units (0.1): the panel's own figures showed the glyph, so it costs little. */
const G_GLYPH_COST = 0.1;

/**
 * The digit this panel's "g" is read as, when the figures show one: most figures read with no
 * unit end in it (three at least), while figures end in any one digit one time in ten.
 * `bareEndings`: the last digit of each figure read without a unit.
 */
export function gGlyphOfPanel(bareEndings: readonly string[], withUnit: number): GlyphOfG | undefined {
  for (const digit of ['9', '8', '4'] as const) {
    const count = bareEndings.filter((d) => d === digit).length;
    if (count >= 3 && count >= 0.5 * bareEndings.length && withUnit + count >= 0.6 * (withUnit + bareEndings.length)) return digit;
  }
  return undefined;
}

/** Looks like a number token (before repair): contains a digit, or is "Og"/"Omg"/"lg". */
export function looksNumeric(token: string): boolean {
  const t = token.trim();
  if (/\d/.test(t)) return parseQuantity(t) !== undefined;
  return /^[<(]?[OolIi][.,]?[OolIi]?(g|mg|mcg)[),.]?$/.test(t);
}

/** Repairs a serving size: "213 cup" → "2/3 cup", "112 cup" → "1/2 cup". */
export function repairServingSize(text: string): string {
  return text
    .replace(/\b([1-3])1([2-4])\s+(cup|cups|tbsp|tsp|container|package|bar|piece|pieces|slice|oz)\b/gi, (all, a: string, b: string, unit: string) =>
      Number(a) < Number(b) ? `${a}/${b} ${unit}` : all)
    .replace(/\((\d+)9\)/, '($1g)')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Grams (or ml) in a serving-size text: "2/3 cup (55g)" → 55, "30 g" → 30. */
export function gramsInText(text: string): number | undefined {
  // "(2 40mL)": a space OCR put inside the figure of a bracketed amount.
  const repaired = text.replace(/\((\d)\s+(\d+\s*(?:g|mL|ml)\))/g, '($1$2').replace(/(\d)\s*9\)/g, '$1g)').replace(/(\d)[Oo]\b/g, '$10').replace(/(\d\s*)[¢q]g?\b|(\d\s*)[¢q]g?$/g, '$1$2g');
  const match = /(\d+(?:[.,]\d+)?)\s*(g|gr|ml|mL)\b/.exec(repaired);
  return match ? plain(match[1]!) : undefined;
}
