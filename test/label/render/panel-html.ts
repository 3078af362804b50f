import type { PanelLanguage, PanelTruth, PrintedValues } from './panel-values.js';

/*
 * HTML for a nutrition panel as packs print it, one function per format. Rendered in
 * Chromium by scripts/render-label-fixtures.ts and bench/label-accuracy.ts.
 */

export interface PanelStyle {
  /** EU energy as "1046 kJ / 250 kcal" on one row, or kJ and kcal on two rows. */
  energyRows?: 'slash' | 'two-rows';
  /** Panel width in CSS pixels. */
  width?: number;
  font?: string;
  /**
   * The energy figures smudged past reading (a fold, a smear of grease, a scratch over the
   * row): the panel's name for energy stays, its kJ and kcal do not read. For the answer's
   * energy worked out from the macronutrients (issue 22).
   */
  energySmudged?: boolean;
  /**
   * Random numbers in [0, 1) from which the layout-class formats (`au-var`, `eu-pl`,
   * `th-script`) choose their wording, column order, rules and face, so one format covers the
   * ways packs print it. Other formats ignore them.
   */
  variants?: readonly number[];
}

/** The i-th choice of a layout-class format among its options (the first when no variants are given). */
const choose = <T,>(style: PanelStyle, i: number, options: readonly T[]): T =>
  options[Math.floor((style.variants?.[i] ?? 0) * options.length)]!;

/** Faces packs print their panels in: regular, narrow, serif, condensed. */
const VARIANT_FONTS = ['Liberation Sans, Arial, sans-serif', 'Liberation Sans Narrow, Arial Narrow, sans-serif', 'DejaVu Sans, sans-serif',
  'DejaVu Sans Condensed, sans-serif', 'Liberation Serif, serif'] as const;

/** Whether an au-var panel prints its (optional) dietary fibre row: the figures a bench scores must be the ones printed. */
export const auVariantPrintsFibre = (style: PanelStyle): boolean => choose(style, 7, [true, false]);

/** Whether an eu-pl panel prints its (optional) fibre row: the figures a bench scores must be the ones printed. */
export const polishVariantPrintsFibre = (style: PanelStyle): boolean => choose(style, 3, [true, false]);

/** Whether the panel being drawn has its energy figures smudged (set by panelHtml for one call). */
let energySmudged = false;

/** An energy figure, smudged when the style asks: blurred ink, no shape OCR can read. */
const smear = (x: string | number | undefined): string =>
  energySmudged ? `<span style="color:transparent;text-shadow:0 0 5px rgba(0,0,0,.65)">${x}</span>` : String(x);

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function usNumber(x: number): string {
  return String(x);
}

const CSS_BASE = `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { background: #fff; padding: 16px; display: inline-block; }
  .panel { color: #000; background: #fff; }
`;

function page(css: string, body: string, font: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CSS_BASE}
    .panel { font-family: ${font}; } ${css}</style></head><body>${body}</body></html>`;
}

function us2016(t: PanelTruth, style: PanelStyle): string {
  const v = t.perServing!;
  const dual = t.format === 'us-2016-dual' && t.perContainer;
  const c = t.perContainer;
  // us-var: the same panel as packs vary it (face, print size, width, rule weight); us-2016 draws the first of each.
  const variant = <T,>(i: number, options: readonly T[]) => (t.format === 'us-var' ? choose(style, i, options) : options[0]!);
  const width = style.width ?? (dual ? 420 : variant(2, [300, 260, 230, 340]));
  const size = variant(1, [15, 13, 12, 11]);
  const rule = variant(3, [10, 7, 4]);
  const row = (label: string, bold: boolean, indent: number, serving: string, dv: string, container?: string, cdv?: string) =>
    `<div class="row" style="padding-left:${indent * 14}px">
       <span class="name">${bold ? `<b>${label}</b>` : label}${dual ? '' : ` ${serving}`}</span>
       ${dual ? `<span class="col">${serving}</span><span class="dv">${dv}</span><span class="col">${container}</span><span class="dv">${cdv}</span>` : `<span class="dv">${dv}</span>`}
     </div>`;
  const dv = (x: number, daily: number) => `${Math.round((x / daily) * 100)}%`;
  const lines: [string, boolean, number, (p: PrintedValues) => string, (p: PrintedValues) => string][] = [
    ['Total Fat', true, 0, (p) => `${usNumber(p.fat)}g`, (p) => dv(p.fat, 78)],
    ['Saturated Fat', false, 1, (p) => `${usNumber(p.satFat)}g`, (p) => dv(p.satFat, 20)],
    ['<i>Trans</i> Fat', false, 1, (p) => `${usNumber(p.transFat ?? 0)}g`, () => ''],
    ['Cholesterol', true, 0, (p) => `${p.cholesterolMg ?? 0}mg`, (p) => dv(p.cholesterolMg ?? 0, 300)],
    ['Sodium', true, 0, (p) => `${p.sodiumMg ?? 0}mg`, (p) => dv(p.sodiumMg ?? 0, 2300)],
    ['Total Carbohydrate', true, 0, (p) => `${p.carbs}g`, (p) => dv(p.carbs, 275)],
    ['Dietary Fiber', false, 1, (p) => `${p.fiber ?? 0}g`, (p) => dv(p.fiber ?? 0, 28)],
    ['Total Sugars', false, 1, (p) => `${p.sugars}g`, () => ''],
  ];
  const rows = lines.map(([label, bold, indent, value, pct]) =>
    row(label, bold, indent, value(v), pct(v), c ? value(c) : undefined, c ? pct(c) : undefined)).join('');
  const added = dual
    ? `<div class="row" style="padding-left:28px"><span class="name">Incl. Added Sugars</span><span class="col">${v.addedSugars}g</span><span class="dv">${dv(v.addedSugars ?? 0, 50)}</span><span class="col">${c!.addedSugars}g</span><span class="dv">${dv(c!.addedSugars ?? 0, 50)}</span></div>`
    : `<div class="row" style="padding-left:28px"><span class="name">Includes ${v.addedSugars}g Added Sugars</span><span class="dv">${dv(v.addedSugars ?? 0, 50)}</span></div>`;
  const protein = dual
    ? `<div class="row thick"><span class="name"><b>Protein</b></span><span class="col">${v.protein}g</span><span class="dv"></span><span class="col">${c!.protein}g</span><span class="dv"></span></div>`
    : `<div class="row thick"><span class="name"><b>Protein</b> ${v.protein}g</span></div>`;
  const calories = dual
    ? `<div class="cal"><span class="name">Calories</span><span class="col big">${smear(v.kcal)}</span><span class="dv"></span><span class="col big">${smear(c!.kcal)}</span><span class="dv"></span></div>`
    : `<div class="cal"><span class="name">Calories</span><span class="big">${smear(v.kcal)}</span></div>`;
  const heads = dual
    ? `<div class="row heads"><span class="name"></span><span class="col2">Per serving</span><span class="col2">Per container</span></div>`
    : `<div class="small"><b>Amount per serving</b></div>`;
  const css = `
    .panel { width: ${width}px; border: 1px solid #000; padding: 4px 6px; }
    h1 { font-size: 34px; font-weight: 900; letter-spacing: -0.5px; }
    .sep { border-top: ${rule}px solid #000; margin: 3px 0; }
    .row { display: flex; border-top: 1px solid #000; font-size: ${size}px; padding: 2px 0; align-items: baseline; }
    .row .name { flex: 1; } .dv { width: 52px; text-align: right; font-weight: 700; }
    .col { width: 70px; text-align: right; } .col2 { width: 122px; text-align: right; font-weight: 700; font-size: 14px; }
    .cal { display: flex; align-items: baseline; font-size: 28px; font-weight: 900; border-bottom: 5px solid #000; }
    .cal .name { flex: 1; } .big { font-size: 36px; } .cal .col { width: 90px; } .cal .dv { width: 52px; }
    .thick { border-bottom: ${rule}px solid #000; } .small { font-size: 13px; }
    .serv { font-size: 17px; display: flex; font-weight: 800; } .serv span:first-child { flex: 1; }
  `;
  const body = `<div class="panel">
    <h1>Nutrition Facts</h1>
    <div style="font-size:16px">${t.servingsPerContainer} servings per container</div>
    <div class="serv"><span>Serving size</span><span>${esc(t.servingSize!)}</span></div>
    <div class="sep"></div>
    ${heads}
    ${calories}
    <div class="row" style="justify-content:flex-end"><b>% Daily Value*</b></div>
    ${rows}${added}${protein}
    <div class="small">* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.</div>
  </div>`;
  return page(css, body, style.font ?? variant(0, VARIANT_FONTS));
}

function usClassic(t: PanelTruth, style: PanelStyle): string {
  const v = t.perServing!;
  const fatCalories = Math.round((v.fat * 9) / 10) * 10;
  const pct = (x: number, daily: number) => `${Math.round((x / daily) * 100)}%`;
  const row = (label: string, value: string, dv: string, indent = false) =>
    `<div class="row"${indent ? ' style="padding-left:14px"' : ''}><span class="name">${label} ${value}</span><span class="dv">${dv}</span></div>`;
  const css = `
    .panel { width: ${style.width ?? 290}px; border: 1px solid #000; padding: 4px 6px; font-size: 14px; }
    h1 { font-size: 30px; font-weight: 900; }
    .row { display: flex; border-top: 1px solid #000; padding: 2px 0; } .row .name { flex: 1; } .dv { font-weight: 700; }
    .sep { border-top: 8px solid #000; margin: 2px 0; } .mid { border-top: 4px solid #000; }
  `;
  const body = `<div class="panel">
    <h1>Nutrition Facts</h1>
    <div>Serving Size ${esc(t.servingSize!)}</div>
    <div>Servings Per Container ${t.servingsPerContainer}</div>
    <div class="sep"></div>
    <div><b>Amount Per Serving</b></div>
    <div class="row"><span class="name"><b>Calories</b> ${smear(v.kcal)}</span><span>Calories from Fat ${fatCalories}</span></div>
    <div class="row mid" style="justify-content:flex-end"><b>% Daily Value*</b></div>
    ${row('<b>Total Fat</b>', `${v.fat}g`, pct(v.fat, 65))}
    ${row('Saturated Fat', `${v.satFat}g`, pct(v.satFat, 20), true)}
    ${row('<i>Trans</i> Fat', `${v.transFat ?? 0}g`, '', true)}
    ${row('<b>Cholesterol</b>', `${v.cholesterolMg ?? 0}mg`, pct(v.cholesterolMg ?? 0, 300))}
    ${row('<b>Sodium</b>', `${v.sodiumMg ?? 0}mg`, pct(v.sodiumMg ?? 0, 2400))}
    ${row('<b>Total Carbohydrate</b>', `${v.carbs}g`, pct(v.carbs, 300))}
    ${row('Dietary Fiber', `${v.fiber ?? 0}g`, pct(v.fiber ?? 0, 25), true)}
    ${row('Sugars', `${v.sugars}g`, '', true)}
    ${row('<b>Protein</b>', `${v.protein}g`, '')}
    <div class="sep"></div>
    <div style="font-size:11px">* Percent Daily Values are based on a 2,000 calorie diet.</div>
  </div>`;
  return page(css, body, style.font ?? 'Liberation Sans, Arial, sans-serif');
}

function usLinear(t: PanelTruth, style: PanelStyle): string {
  const v = t.perServing!;
  const dv = (x: number, daily: number) => `(${Math.round((x / daily) * 100)}% DV)`;
  const text = `<b>Nutrition Facts</b> Servings: ${t.servingsPerContainer}, <b>Serv. size:</b> ${esc(t.servingSize!)},
    <b>Amount per serving: Calories ${smear(v.kcal)}</b>, <b>Total Fat</b> ${v.fat}g ${dv(v.fat, 78)}, Sat. Fat ${v.satFat}g ${dv(v.satFat, 20)},
    <i>Trans</i> Fat ${v.transFat ?? 0}g, <b>Cholest.</b> ${v.cholesterolMg ?? 0}mg ${dv(v.cholesterolMg ?? 0, 300)},
    <b>Sodium</b> ${v.sodiumMg ?? 0}mg ${dv(v.sodiumMg ?? 0, 2300)}, <b>Total Carb.</b> ${v.carbs}g ${dv(v.carbs, 275)},
    Fiber ${v.fiber ?? 0}g ${dv(v.fiber ?? 0, 28)}, Total Sugars ${v.sugars}g (Incl. ${v.addedSugars ?? 0}g Added Sugars, ${Math.round(((v.addedSugars ?? 0) / 50) * 100)}% DV),
    <b>Protein</b> ${v.protein}g.`;
  const css = `.panel { width: ${style.width ?? 520}px; border: 1px solid #000; padding: 6px 8px; font-size: 15px; line-height: 1.45; }`;
  return page(css, `<div class="panel">${text}</div>`, style.font ?? 'Liberation Sans, Arial, sans-serif');
}

interface EuWords {
  heading: string; per100: string; per100ml: string; portion: string; energy: string; fat: string; sat: string;
  carbs: string; sugars: string; fibre: string; protein: string; salt: string; decimalComma: boolean;
}

export const EU_WORDS: Record<PanelLanguage, EuWords> = {
  en: { heading: 'Nutrition Information', per100: 'Per 100 g', per100ml: 'Per 100 ml', portion: 'Per portion', energy: 'Energy', fat: 'Fat', sat: 'of which saturates', carbs: 'Carbohydrate', sugars: 'of which sugars', fibre: 'Fibre', protein: 'Protein', salt: 'Salt', decimalComma: false },
  de: { heading: 'Nährwerte', per100: 'pro 100 g', per100ml: 'pro 100 ml', portion: 'pro Portion', energy: 'Brennwert', fat: 'Fett', sat: 'davon gesättigte Fettsäuren', carbs: 'Kohlenhydrate', sugars: 'davon Zucker', fibre: 'Ballaststoffe', protein: 'Eiweiß', salt: 'Salz', decimalComma: true },
  fr: { heading: 'Valeurs nutritionnelles', per100: 'pour 100 g', per100ml: 'pour 100 ml', portion: 'par portion', energy: 'Énergie', fat: 'Matières grasses', sat: 'dont acides gras saturés', carbs: 'Glucides', sugars: 'dont sucres', fibre: 'Fibres alimentaires', protein: 'Protéines', salt: 'Sel', decimalComma: true },
  es: { heading: 'Información nutricional', per100: 'por 100 g', per100ml: 'por 100 ml', portion: 'por ración', energy: 'Valor energético', fat: 'Grasas', sat: 'de las cuales saturadas', carbs: 'Hidratos de carbono', sugars: 'de los cuales azúcares', fibre: 'Fibra alimentaria', protein: 'Proteínas', salt: 'Sal', decimalComma: true },
  it: { heading: 'Valori nutrizionali', per100: 'per 100 g', per100ml: 'per 100 ml', portion: 'per porzione', energy: 'Energia', fat: 'Grassi', sat: 'di cui acidi grassi saturi', carbs: 'Carboidrati', sugars: 'di cui zuccheri', fibre: 'Fibre', protein: 'Proteine', salt: 'Sale', decimalComma: true },
  pl: { heading: 'Wartość odżywcza', per100: 'w 100 g', per100ml: 'w 100 ml', portion: 'w porcji', energy: 'Wartość energetyczna', fat: 'Tłuszcz', sat: 'w tym kwasy tłuszczowe nasycone', carbs: 'Węglowodany', sugars: 'w tym cukry', fibre: 'Błonnik', protein: 'Białko', salt: 'Sól', decimalComma: true },
  nl: { heading: 'Voedingswaarde', per100: 'per 100 g', per100ml: 'per 100 ml', portion: 'per portie', energy: 'Energie', fat: 'Vetten', sat: 'waarvan verzadigde vetzuren', carbs: 'Koolhydraten', sugars: 'waarvan suikers', fibre: 'Vezels', protein: 'Eiwitten', salt: 'Zout', decimalComma: true },
};

function euNumber(x: number, comma: boolean): string {
  const text = String(x);
  return comma ? text.replace('.', ',') : text;
}

function eu(t: PanelTruth, style: PanelStyle): string {
  const w = EU_WORDS[t.language];
  const a = t.per100g!;
  const p = t.perServing;
  const n = (x: number) => euNumber(x, w.decimalComma);
  const cells = (f: (v: PrintedValues) => string) => `<td>${f(a)}</td>${p ? `<td>${f(p)}</td>` : ''}`;
  const energy = style.energyRows === 'two-rows'
    ? `<tr><td>${w.energy}</td>${cells((v) => `${smear(v.kj)} kJ`)}</tr><tr><td></td>${cells((v) => `${smear(v.kcal)} kcal`)}</tr>`
    : `<tr><td>${w.energy}</td>${cells((v) => `${smear(v.kj)} kJ / ${smear(v.kcal)} kcal`)}</tr>`;
  const row = (label: string, f: (v: PrintedValues) => number, unit = 'g', sub = false) =>
    `<tr${sub ? ' class="sub"' : ''}><td>${label}</td>${cells((v) => `${n(f(v))} ${unit}`)}</tr>`;
  const css = `
    .panel { width: ${style.width ?? (p ? 430 : 330)}px; font-size: 15px; }
    table { border-collapse: collapse; width: 100%; border: 2px solid #000; }
    th, td { border: 1px solid #000; padding: 3px 6px; text-align: right; }
    th:first-child, td:first-child { text-align: left; }
    th { font-weight: 700; } .sub td:first-child { padding-left: 16px; }
    caption { font-weight: 700; font-size: 18px; text-align: left; padding-bottom: 4px; }
  `;
  const body = `<div class="panel"><table>
    <caption>${w.heading}</caption>
    <tr><th></th><th>${t.liquid ? w.per100ml : w.per100}</th>${p ? `<th>${w.portion} (${t.servingSize})</th>` : ''}</tr>
    ${energy}
    ${row(w.fat, (v) => v.fat)}
    ${row(w.sat, (v) => v.satFat, 'g', true)}
    ${row(w.carbs, (v) => v.carbs)}
    ${row(w.sugars, (v) => v.sugars, 'g', true)}
    ${row(w.fibre, (v) => v.fiber ?? 0)}
    ${row(w.protein, (v) => v.protein)}
    ${row(w.salt, (v) => v.salt ?? 0)}
  </table></div>`;
  return page(css, body, style.font ?? 'Liberation Sans, Arial, sans-serif');
}

function au(t: PanelTruth, style: PanelStyle): string {
  const s = t.perServing!;
  const a = t.per100g!;
  const row = (label: string, f: (v: PrintedValues) => string, sub = false) =>
    `<tr${sub ? ' class="sub"' : ''}><td>${label}</td><td>${f(s)}</td><td>${f(a)}</td></tr>`;
  const css = `
    .panel { width: ${style.width ?? 400}px; font-size: 15px; border: 2px solid #000; padding: 6px; }
    h2 { font-size: 18px; text-align: center; } table { width: 100%; border-collapse: collapse; }
    td, th { padding: 2px 4px; text-align: right; } td:first-child, th:first-child { text-align: left; }
    tr.head th { border-bottom: 2px solid #000; } .sub td:first-child { padding-left: 14px; }
  `;
  const body = `<div class="panel">
    <h2>NUTRITION INFORMATION</h2>
    <div>Servings per package: ${t.servingsPerContainer}</div>
    <div>Serving size: ${t.servingSize}</div>
    <table>
      <tr class="head"><th></th><th>Quantity per serving</th><th>Quantity per 100 g</th></tr>
      ${row('Energy', (v) => `${smear(v.kj)} kJ`)}
      ${row('Protein', (v) => `${v.protein} g`)}
      ${row('Fat, total', (v) => `${v.fat} g`)}
      ${row('- saturated', (v) => `${v.satFat} g`, true)}
      ${row('Carbohydrate', (v) => `${v.carbs} g`)}
      ${row('- sugars', (v) => `${v.sugars} g`, true)}
      ${row('Dietary fibre', (v) => `${v.fiber ?? 0} g`)}
      ${row('Sodium', (v) => `${v.sodiumMg} mg`)}
    </table></div>`;
  return page(css, body, style.font ?? 'Liberation Sans, Arial, sans-serif');
}

/** Australian daily intakes (FSANZ 1.2.8 Schedule 1), for the "% Daily Intake" column. */
const AU_DAILY_INTAKE = { kj: 8700, protein: 50, fat: 70, satFat: 24, carbs: 310, sugars: 90, sodiumMg: 2300 } as const;

/** An Australian panel with a "% Daily Intake" column between its per-serving and per-100 g ones. */
function auDailyIntake(t: PanelTruth, style: PanelStyle): string {
  const s = t.perServing!;
  const a = t.per100g!;
  const percent = (key: keyof typeof AU_DAILY_INTAKE) => {
    const value = key === 'kj' ? s.kj : s[key];
    return value === undefined ? '' : `${Math.max(value > 0 ? 1 : 0, Math.round((Number(value) / AU_DAILY_INTAKE[key]) * 100))}%`;
  };
  const row = (label: string, f: (v: PrintedValues) => string, key: keyof typeof AU_DAILY_INTAKE | undefined, sub = false) =>
    `<tr${sub ? ' class="sub"' : ''}><td>${label}</td><td>${f(s)}</td><td>${key ? percent(key) : ''}</td><td>${f(a)}</td></tr>`;
  const css = `
    .panel { width: ${style.width ?? 470}px; font-size: 14px; border: 2px solid #000; padding: 6px; }
    h2 { font-size: 18px; text-align: left; margin: 0 0 4px; } table { width: 100%; border-collapse: collapse; }
    td, th { padding: 2px 4px; text-align: right; vertical-align: bottom; } td:first-child, th:first-child { text-align: left; }
    th { font-size: 12px; font-weight: bold; } tr.head th { border-bottom: 2px solid #000; } .sub td:first-child { padding-left: 14px; }
    .note { font-size: 10px; margin-top: 4px; }
  `;
  const body = `<div class="panel">
    <h2>NUTRITION INFORMATION</h2>
    <div>Servings per package: ${t.servingsPerContainer}</div>
    <div>Serving size: ${t.servingSize}</div>
    <table>
      <tr class="head"><th></th><th>Avg. Quantity<br>per Serving</th><th>% Daily Intake*<br>(per serving)</th><th>Avg. Quantity<br>per 100 g</th></tr>
      ${row('Energy', (v) => `${smear(v.kj)} kJ`, 'kj')}
      ${row('Protein', (v) => `${v.protein} g`, 'protein')}
      ${row('Fat, total', (v) => `${v.fat} g`, 'fat')}
      ${row('- saturated', (v) => `${v.satFat} g`, 'satFat', true)}
      ${row('Carbohydrate', (v) => `${v.carbs} g`, 'carbs')}
      ${row('- sugars', (v) => `${v.sugars} g`, 'sugars', true)}
      ${row('Dietary fibre', (v) => `${v.fiber ?? 0} g`, undefined)}
      ${row('Sodium', (v) => `${v.sodiumMg} mg`, 'sodiumMg')}
    </table>
    <div class="note">* Percentage daily intakes are based on an average adult diet of 8700 kJ.
    Your daily intakes may be higher or lower depending on your energy needs.</div></div>`;
  return page(css, body, style.font ?? 'Liberation Sans, Arial, sans-serif');
}

function indian(t: PanelTruth, style: PanelStyle): string {
  const s = t.perServing!;
  const a = t.per100g!;
  const f1 = (x: number) => x.toFixed(1);
  const row = (label: string, f: (v: PrintedValues) => string) => `<tr><td>${label}</td><td>${f(a)}</td><td>${f(s)}</td></tr>`;
  const css = `
    .panel { width: ${style.width ?? 400}px; font-size: 14px; }
    table { width: 100%; border-collapse: collapse; border: 1px solid #000; }
    td, th { border: 1px solid #000; padding: 2px 5px; text-align: right; } td:first-child, th:first-child { text-align: left; }
  `;
  const body = `<div class="panel"><table>
    <tr><th colspan="3" style="text-align:center">NUTRITIONAL INFORMATION</th></tr>
    <tr><th>Nutrients</th><th>per 100 g</th><th>per ${t.servingGrams} g serving</th></tr>
    ${row('Energy (kcal)', (v) => smear(f1(v.kcal)))}
    ${row('Protein (g)', (v) => f1(v.protein))}
    ${row('Carbohydrate (g)', (v) => f1(v.carbs))}
    ${row('Total Sugars (g)', (v) => f1(v.sugars))}
    ${row('Added Sugars (g)', (v) => f1(v.addedSugars ?? 0))}
    ${row('Dietary Fibre (g)', (v) => f1(v.fiber ?? 0))}
    ${row('Total Fat (g)', (v) => f1(v.fat))}
    ${row('Saturated Fat (g)', (v) => f1(v.satFat))}
    ${row('Trans Fat (g)', (v) => f1(v.transFat ?? 0))}
    ${row('Sodium (mg)', (v) => String(v.sodiumMg))}
  </table></div>`;
  return page(css, body, style.font ?? 'Liberation Sans, Arial, sans-serif');
}

/** FSSAI's reference values (Labelling and Display Regulations 2020) for a "% RDA" column per serve. */
const INDIAN_RDA = { kcal: 2000, fat: 67, satFat: 22, transFat: 2, addedSugars: 50, sodiumMg: 2000 } as const;

/** Whether an in-var panel prints a per-serve column (else per 100 g alone): the figures a bench scores must be the ones printed. */
export const indianVariantPrintsServe = (style: PanelStyle): boolean => choose(style, 1, [false, true, true]);

/**
 * Indian (FSSAI) tables as packs print them (issue 22: a validation photo refused with its
 * energy and protein, the first two rows, unread): "Nutritional Information (Approx.)",
 * per 100 g alone or with a per-serve column and its "% RDA*", units in the names
 * ("Energy (kcal)") or after the figures ("520 kcal"), the 2020 order (energy, protein,
 * carbohydrate, …, fat, sodium) or the older one (energy, carbohydrate, sugars, protein, fat),
 * dark print on a coloured pack or white print on a dark band, small print, faces.
 */
function indianVariant(t: PanelTruth, style: PanelStyle): string {
  const s = t.perServing!;
  const a = t.per100g!;
  const serve = indianVariantPrintsServe(style);
  const rda = serve && choose(style, 2, [false, true]);
  const unitsInNames = choose(style, 3, [true, false]);
  const ruled = choose(style, 5, [true, false]);
  const [ink, paper, band] = choose(style, 6, [['#000', '#fff', '#000'], ['#5a1a00', '#f6d860', '#8a2a00'], ['#fff', '#1d4f91', '#0e2f5a'], ['#222', '#dff0d8', '#2e6b30']] as const);
  const heading = choose(style, 0, ['NUTRITIONAL INFORMATION (Approx.)', 'Nutrition Information', 'NUTRITIONAL FACTS*', 'Nutritional Information per 100 g (Approx. Values)']);
  const f1 = (x: number) => x.toFixed(1);
  const pct = (x: number | undefined, key?: keyof typeof INDIAN_RDA) => (key && x !== undefined ? `${Math.round((x / INDIAN_RDA[key]) * 100)}%` : '');
  const row = (name: string, unit: string, f: (v: PrintedValues) => number | undefined, key?: keyof typeof INDIAN_RDA, sub = false, digits = f1) => {
    const cell = (v: PrintedValues) => { const x = f(v) ?? 0; return unitsInNames ? digits(x) : `${digits(x)} ${unit}`; };
    return `<tr${sub ? ' class="sub"' : ''}><td>${name}${unitsInNames ? ` (${unit})` : ''}</td><td>${cell(a)}</td>${serve ? `<td>${cell(s)}</td>` : ''}${rda ? `<td>${pct(f(s), key)}</td>` : ''}</tr>`;
  };
  const energy = row('Energy', 'kcal', (v) => v.kcal, 'kcal', false, (x) => smear(String(Math.round(x))));
  const protein = row('Protein', 'g', (v) => v.protein);
  const carbs = row('Carbohydrate', 'g', (v) => v.carbs);
  const sugars = row('Total Sugars', 'g', (v) => v.sugars, undefined, true);
  const added = row('Added Sugars', 'g', (v) => v.addedSugars, 'addedSugars', true);
  const fibre = row('Dietary Fibre', 'g', (v) => v.fiber);
  const fat = row('Total Fat', 'g', (v) => v.fat, 'fat');
  const sat = row('Saturated Fat', 'g', (v) => v.satFat, 'satFat', true);
  const trans = row('Trans Fat', 'g', (v) => v.transFat, 'transFat', true);
  const sodium = row('Sodium', 'mg', (v) => v.sodiumMg, 'sodiumMg', false, (x) => String(Math.round(x)));
  const rows = choose(style, 7, ['2020', '2020', 'older']) === '2020'
    ? [energy, protein, carbs, sugars, added, fibre, fat, sat, trans, sodium]
    : [energy, carbs, sugars, added, protein, fat, sat, trans, fibre, sodium];
  const size = choose(style, 8, [14, 12, 11, 13]);
  const css = `
    .panel { width: ${style.width ?? (serve ? (rda ? 430 : 360) : 280)}px; font-size: ${size}px; color: ${ink}; background: ${paper}; padding: 6px; border: 2px solid ${band}; }
    table { width: 100%; border-collapse: collapse; }
    td, th { ${ruled ? `border-top: 1px solid ${ink};` : ''} padding: 1px 4px; text-align: right; line-height: 1.15; }
    td:first-child, th:first-child { text-align: left; } .sub td:first-child { padding-left: 12px; }
    .band { background: ${band}; color: #fff; font-weight: 700; text-align: center; padding: 2px; font-size: ${size + 2}px; }
  `;
  const body = `<div class="panel"><div class="band">${heading}</div><table>
    <tr><th>Nutrients</th><th>Per 100 g</th>${serve ? `<th>Per serve (${t.servingGrams} g)</th>` : ''}${rda ? '<th>% RDA*</th>' : ''}</tr>
    ${rows.join('')}
  </table>${rda ? '<div style="font-size:9px">*% RDA per serve based on a 2000 kcal diet.</div>' : ''}</div>`;
  return page(css, body, choose(style, 4, VARIANT_FONTS));
}

/**
 * The US tabular display for small packs (21 CFR 101.9(j)(13)(ii)(A)(2)): "Nutrition Facts",
 * the servings and Calories in a block on the left, the nutrients in two side-by-side
 * columns, each figure with its % Daily Value.
 */
function usTabular(t: PanelTruth, style: PanelStyle): string {
  const v = t.perServing!;
  const dv = (x: number, daily: number) => `${Math.round((x / daily) * 100)}%`;
  const cell = (name: string, value: string, pct: string, indent = false) =>
    `<tr><td class="n"${indent ? ' style="padding-left:12px"' : ''}>${name} ${value}</td><td class="p">${pct}</td></tr>`;
  const left = [
    cell('<b>Total Fat</b>', `${v.fat}g`, dv(v.fat, 78)),
    cell('Saturated Fat', `${v.satFat}g`, dv(v.satFat, 20), true),
    cell('<i>Trans</i> Fat', `${v.transFat ?? 0}g`, '', true),
    cell('<b>Cholesterol</b>', `${v.cholesterolMg ?? 0}mg`, dv(v.cholesterolMg ?? 0, 300)),
    cell('<b>Sodium</b>', `${v.sodiumMg ?? 0}mg`, dv(v.sodiumMg ?? 0, 2300)),
  ].join('');
  const right = [
    cell('<b>Total Carbohydrate</b>', `${v.carbs}g`, dv(v.carbs, 275)),
    cell('Dietary Fiber', `${v.fiber ?? 0}g`, dv(v.fiber ?? 0, 28), true),
    cell('Total Sugars', `${v.sugars}g`, '', true),
    cell(`Incl. ${v.addedSugars ?? 0}g Added Sugars`, '', dv(v.addedSugars ?? 0, 50), true),
    cell('<b>Protein</b>', `${v.protein}g`, ''),
  ].join('');
  const css = `
    .panel { width: ${style.width ?? 640}px; border: 1px solid #000; padding: 4px; display: flex; gap: 6px; font-size: 13px; }
    .block { width: 150px; border-right: 6px solid #000; padding-right: 6px; }
    .block h1 { font-size: 26px; font-weight: 900; line-height: 1; }
    .cal { font-size: 20px; font-weight: 900; border-top: 6px solid #000; margin-top: 4px; }
    .cal .big { font-size: 30px; }
    table { border-collapse: collapse; flex: 1; } td { border-top: 1px solid #000; padding: 1px 3px; }
    .p { text-align: right; font-weight: 700; width: 40px; } th { text-align: right; font-size: 11px; }
  `;
  const body = `<div class="panel">
    <div class="block"><h1>Nutrition Facts</h1>
      <div>${t.servingsPerContainer} servings per container</div>
      <div><b>Serving size</b><br><b>${esc(t.servingSize!)}</b></div>
      <div class="cal">Calories<br><span style="font-size:13px">per serving</span> <span class="big">${smear(v.kcal)}</span></div>
    </div>
    <table><tr><th></th><th>% DV*</th></tr>${left}</table>
    <table><tr><th></th><th>% DV*</th></tr>${right}</table>
  </div>`;
  return page(css, body, style.font ?? 'Liberation Sans, Arial, sans-serif');
}

/** The Canadian bilingual panel: English / French names, "Per 1 cup (250 mL) / par 1 tasse (250 mL)", % Daily Value. */
function caBilingual(t: PanelTruth, style: PanelStyle): string {
  const v = t.perServing!;
  const dv = (x: number, daily: number) => `${Math.round((x / daily) * 100)} %`;
  const row = (name: string, value: string, pct: string, indent = false) =>
    `<div class="row"${indent ? ' style="padding-left:12px"' : ''}><span class="name">${name} ${value}</span><span class="dv">${pct}</span></div>`;
  const css = `
    .panel { width: ${style.width ?? 300}px; border: 1px solid #000; padding: 4px 6px; font-size: 14px; }
    h1 { font-size: 21px; font-weight: 900; line-height: 1.1; }
    .row { display: flex; border-top: 1px solid #000; padding: 1px 0; } .row .name { flex: 1; } .dv { font-weight: 700; }
    .cal { font-size: 19px; font-weight: 900; border-top: 1px solid #000; } .thick { border-top: 5px solid #000; }
  `;
  const body = `<div class="panel">
    <h1>Nutrition Facts<br>Valeur nutritive</h1>
    <div>Per ${esc(t.servingSize!.split(' / ')[0]!)} / par ${esc(t.servingSize!.split(' / ')[1]!)}</div>
    <div class="cal thick">Calories ${smear(v.kcal)}</div>
    <div class="row" style="justify-content:flex-end"><span class="dv">% Daily Value*<br>% valeur quotidienne*</span></div>
    ${row('<b>Fat / Lipides</b>', `${v.fat} g`, dv(v.fat, 75))}
    ${row('Saturated / saturés', `${v.satFat} g`, dv(v.satFat + (v.transFat ?? 0), 20), true)}
    ${row('+ Trans / trans', `${v.transFat ?? 0} g`, '', true)}
    ${row('<b>Carbohydrate / Glucides</b>', `${v.carbs} g`, '')}
    ${row('Fibre / Fibres', `${v.fiber ?? 0} g`, dv(v.fiber ?? 0, 28), true)}
    ${row('Sugars / Sucres', `${v.sugars} g`, dv(v.sugars, 100), true)}
    ${row('<b>Protein / Protéines</b>', `${v.protein} g`, '')}
    ${row('<b>Cholesterol / Cholestérol</b>', `${v.cholesterolMg ?? 0} mg`, '')}
    ${row('<b>Sodium</b>', `${v.sodiumMg ?? 0} mg`, dv(v.sodiumMg ?? 0, 2300))}
    <div class="thick" style="font-size:10px">*5% or less is <b>a little</b>, 15% or more is <b>a lot</b><br>*5 % ou moins c'est <b>peu</b>, 15 % ou plus c'est <b>beaucoup</b></div>
  </div>`;
  return page(css, body, style.font ?? 'Liberation Sans, Arial, sans-serif');
}

/** An EU table whose names are Greek (a script the shipped OCR models cannot read): only the figures, units and order read. */
function euScript(t: PanelTruth, style: PanelStyle): string {
  const a = t.per100g!;
  const p = t.perServing;
  const n = (x: number) => String(x).replace('.', ',');
  const cells = (f: (v: PrintedValues) => string) => `<td>${f(a)}</td>${p ? `<td>${f(p)}</td>` : ''}`;
  const row = (label: string, f: (v: PrintedValues) => number, sub = false) =>
    `<tr${sub ? ' class="sub"' : ''}><td>${label}</td>${cells((v) => `${n(f(v))} g`)}</tr>`;
  const css = `
    .panel { width: ${style.width ?? (p ? 440 : 340)}px; font-size: 15px; }
    table { border-collapse: collapse; width: 100%; border: 2px solid #000; }
    th, td { border: 1px solid #000; padding: 3px 6px; text-align: right; }
    th:first-child, td:first-child { text-align: left; } .sub td:first-child { padding-left: 16px; }
    caption { font-weight: 700; font-size: 18px; text-align: left; padding-bottom: 4px; }
  `;
  const body = `<div class="panel"><table>
    <caption>Διατροφική δήλωση</caption>
    <tr><th></th><th>ανά 100 g</th>${p ? `<th>ανά μερίδα (${t.servingSize})</th>` : ''}</tr>
    <tr><td>Ενέργεια</td>${cells((v) => `${smear(v.kj)} kJ / ${smear(v.kcal)} kcal`)}</tr>
    ${row('Λιπαρά', (v) => v.fat)}
    ${row('εκ των οποίων κορεσμένα', (v) => v.satFat, true)}
    ${row('Υδατάνθρακες', (v) => v.carbs)}
    ${row('εκ των οποίων σάκχαρα', (v) => v.sugars, true)}
    ${row('Πρωτεΐνες', (v) => v.protein)}
    ${row('Αλάτι', (v) => v.salt ?? 0)}
  </table></div>`;
  return page(css, body, style.font ?? 'DejaVu Sans, sans-serif');
}

/** Reference intakes (EU 1169/2011 Annex XIII) for a Polish table's "%RWS" column. */
const EU_REFERENCE_INTAKE = { kj: 8400, fat: 70, satFat: 20, carbs: 260, sugars: 90, protein: 50, salt: 6 } as const;

/**
 * A Polish table (issue 22: a validation photo's layout): the EU order and Polish names, per 100 g
 * and often per portion, kJ and kcal on one row or two, sometimes a "%RWS*" column of the portion
 * against the reference intakes, in one of several faces, with or without rules between rows.
 */
function euPolish(t: PanelTruth, style: PanelStyle): string {
  const w = EU_WORDS.pl;
  const a = t.per100g!;
  const p = t.perServing;
  const rws = p && choose(style, 0, [false, true]);
  const ruled = choose(style, 1, [true, true, false]);
  const portionHead = choose(style, 2, [`w porcji (${t.servingSize})`, `${t.servingSize}`, `porcja ${t.servingSize}`]);
  const n = (x: number) => String(x).replace('.', ',');
  const pct = (x: number | undefined, key: keyof typeof EU_REFERENCE_INTAKE) => (rws && x !== undefined ? `<td>${Math.round((x / EU_REFERENCE_INTAKE[key]) * 100)}%</td>` : rws ? '<td></td>' : '');
  const cells = (f: (v: PrintedValues) => string, key?: keyof typeof EU_REFERENCE_INTAKE, value?: (v: PrintedValues) => number | undefined) =>
    `<td>${f(a)}</td>${p ? `<td>${f(p)}</td>${key && value ? pct(value(p), key) : rws ? '<td></td>' : ''}` : ''}`;
  const energy = style.energyRows === 'two-rows'
    ? `<tr><td>${w.energy}</td>${cells((v) => `${smear(v.kj)} kJ`, 'kj', (v) => v.kj)}</tr><tr><td></td>${cells((v) => `${smear(v.kcal)} kcal`)}</tr>`
    : `<tr><td>${w.energy}</td>${cells((v) => `${smear(v.kj)} kJ / ${smear(v.kcal)} kcal`, 'kj', (v) => v.kj)}</tr>`;
  const row = (label: string, f: (v: PrintedValues) => number, key?: keyof typeof EU_REFERENCE_INTAKE, sub = false) =>
    `<tr${sub ? ' class="sub"' : ''}><td>${label}</td>${cells((v) => `${n(f(v))} g`, key, f)}</tr>`;
  const css = `
    .panel { width: ${style.width ?? (p ? (rws ? 500 : 430) : 330)}px; font-size: 15px; }
    table { border-collapse: collapse; width: 100%; border: 2px solid #000; }
    th, td { ${ruled ? 'border: 1px solid #000;' : ''} padding: 3px 6px; text-align: right; }
    th { border-bottom: 2px solid #000; }
    th:first-child, td:first-child { text-align: left; } .sub td:first-child { padding-left: 16px; }
    caption { font-weight: 700; font-size: 18px; text-align: left; padding-bottom: 4px; }
  `;
  const body = `<div class="panel"><table>
    <caption>${w.heading}</caption>
    <tr><th></th><th>${t.liquid ? w.per100ml : w.per100}</th>${p ? `<th>${portionHead}</th>${rws ? '<th>%RWS*</th>' : ''}` : ''}</tr>
    ${energy}
    ${row(w.fat, (v) => v.fat, 'fat')}
    ${row(w.sat, (v) => v.satFat, 'satFat', true)}
    ${row(w.carbs, (v) => v.carbs, 'carbs')}
    ${row(w.sugars, (v) => v.sugars, 'sugars', true)}
    ${polishVariantPrintsFibre(style) ? row(w.fibre, (v) => v.fiber ?? 0) : ''}
    ${row(w.protein, (v) => v.protein, 'protein')}
    ${row(w.salt, (v) => v.salt ?? 0, 'salt')}
  </table>${rws ? '<div style="font-size:10px">*Referencyjna wartość spożycia przeciętnej osoby dorosłej (8400 kJ / 2000 kcal)</div>' : ''}</div>`;
  return page(css, body, choose(style, 4, VARIANT_FONTS));
}

/**
 * Australian / NZ panels as packs print them (FSANZ 1.2.8, issue 22: two validation photos):
 * the headings ("Quantity per serving", "Avg. Quantity per Serve", "Per serve"), energy as
 * "1234kJ" or "1234 kJ" (sometimes with its Calories after), "Fat, total" and "- saturated",
 * sodium in mg, sometimes a "% Daily Intake" column, per 100 g first or last, with or without
 * rules, in one of several faces.
 */
function auVariant(t: PanelTruth, style: PanelStyle): string {
  const s = t.perServing!;
  const a = t.per100g!;
  // Each heading with and without a cereal's "per serve with ½ cup skim milk" column (paired,
  // so a panel drawn before this option keeps its heading).
  const [serveHead, hundredHead, withMilk] = choose(style, 0, ([['Quantity per serving', 'Quantity per 100 g'], ['Avg. Quantity per Serve', 'Avg. Quantity per 100g'],
    ['Per serve', 'Per 100g'], ['Average Quantity per Serving', 'Average Quantity per 100g']] as const).flatMap(([serve, hundred]) => [[serve, hundred, false], [serve, hundred, true]] as const));
  const tight = choose(style, 1, [true, false]);
  const withCal = choose(style, 2, [false, false, true]);
  const di = choose(style, 3, [false, true]);
  const ruled = choose(style, 5, [false, true]);
  const g = tight ? 'g' : ' g';
  const energy = (v: PrintedValues) => `${smear(v.kj)}${tight ? '' : ' '}kJ${withCal ? ` (${smear(v.kcal)}Cal)` : ''}`;
  const percent = (key: keyof typeof AU_DAILY_INTAKE) => {
    const value = key === 'kj' ? s.kj : s[key];
    return value === undefined ? '' : `${Math.max(value > 0 ? 1 : 0, Math.round((Number(value) / AU_DAILY_INTAKE[key]) * 100))}%`;
  };
  // Most packs print per serve first; some per 100 g first (then no % Daily Intake between).
  const hundredFirst = !di && choose(style, 8, [false, false, true]);
  // The with-milk column stands between per serve and per 100 g, as cereal packs print it; not
  // beside a % Daily Intake column (four columns do not fit the panel's width).
  const milk = withMilk && !di && !hundredFirst ? withSkimMilk(s) : undefined;
  const row = (label: string, f: (v: PrintedValues) => string, key: keyof typeof AU_DAILY_INTAKE | undefined, sub = false) => hundredFirst
    ? `<tr${sub ? ' class="sub"' : ''}><td>${label}</td><td>${f(a)}</td><td>${f(s)}</td></tr>`
    : `<tr${sub ? ' class="sub"' : ''}><td>${label}</td><td>${f(s)}</td>${di ? `<td>${key ? percent(key) : ''}</td>` : ''}${milk ? `<td>${f(milk)}</td>` : ''}<td>${f(a)}</td></tr>`;
  const css = `
    .panel { width: ${style.width ?? (di || milk ? 480 : 400)}px; font-size: 14px; border: 2px solid #000; padding: 6px; }
    h2 { font-size: 18px; text-align: ${choose(style, 6, ['center', 'left'])}; margin: 0 0 4px; } table { width: 100%; border-collapse: collapse; }
    td, th { padding: 2px 4px; text-align: right; vertical-align: bottom; ${ruled ? 'border-top: 1px solid #000;' : ''} }
    td:first-child, th:first-child { text-align: left; }
    th { font-size: 12px; font-weight: bold; } tr.head th { border-bottom: 2px solid #000; } .sub td:first-child { padding-left: 14px; }
  `;
  const body = `<div class="panel">
    <h2>NUTRITION INFORMATION</h2>
    <div>Servings per package: ${t.servingsPerContainer}</div>
    <div>Serving size: ${t.servingSize}</div>
    <table>
      <tr class="head"><th></th>${hundredFirst ? `<th>${hundredHead}</th><th>${serveHead}</th>` : `<th>${serveHead}</th>${di ? '<th>% Daily Intake*<br>(per serve)</th>' : ''}${milk ? `<th>${serveHead}<br>with ½ cup<br>skim milk</th>` : ''}<th>${hundredHead}</th>`}</tr>
      ${row('Energy', energy, 'kj')}
      ${row('Protein', (v) => `${v.protein}${g}`, 'protein')}
      ${row('Fat, total', (v) => `${v.fat}${g}`, 'fat')}
      ${row('- saturated', (v) => `${v.satFat}${g}`, 'satFat', true)}
      ${row('Carbohydrate', (v) => `${v.carbs}${g}`, 'carbs')}
      ${row('- sugars', (v) => `${v.sugars}${g}`, 'sugars', true)}
      ${auVariantPrintsFibre(style) ? row('Dietary fibre', (v) => `${v.fiber ?? 0}${g}`, undefined) : ''}
      ${row('Sodium', (v) => `${v.sodiumMg}${tight ? 'mg' : ' mg'}`, 'sodiumMg')}
    </table>${di ? '<div style="font-size:10px;margin-top:4px">* Percentage daily intakes are based on an average adult diet of 8700 kJ.</div>' : ''}</div>`;
  return page(css, body, choose(style, 4, VARIANT_FONTS));
}

/**
 * A serve with ½ cup (125 ml) of skim milk, as cereal packs print it beside the serve alone:
 * skim milk at about 146 kJ, 3.6 g protein, 0.1 g fat, 4.9 g sugars and 44 mg sodium in 100 ml
 * (FSANZ food composition, rounded). Drawn only: no bench scores it.
 */
function withSkimMilk(v: PrintedValues): PrintedValues {
  const tenth = (x: number) => Math.round(x * 10) / 10;
  return {
    ...v, kj: (v.kj ?? 0) + 183, kcal: v.kcal + 44, protein: tenth(v.protein + 4.5), fat: tenth(v.fat + 0.1), satFat: tenth(v.satFat + 0.1),
    carbs: tenth(v.carbs + 6.1), sugars: tenth(v.sugars + 6.1), ...(v.sodiumMg !== undefined ? { sodiumMg: v.sodiumMg + 55 } : {}),
  };
}

/** Thai RDI (Thai FDA Notification 182) for the "%" column. */
const THAI_RDI = { fat: 65, satFat: 20, cholesterolMg: 300, carbs: 300, fiber: 25, sodiumMg: 2400 } as const;

/**
 * A Thai panel (Thai FDA's full format; issue 22: two validation photos and a tuning sachet):
 * per serving, energy in kcal on top ("total energy 60 kcal (energy from fat 0 kcal)"), then
 * each nutrient with its figure and unit inline and its "% of Thai RDI" on the right, in the
 * Thai order: fat, saturated fat, cholesterol, protein, carbohydrate, fibre, sugars, sodium;
 * vitamins as percents below. Names and units in Lao script (Thai's sister script; no Thai face
 * on this machine): the English model reads them as noise, only digits and "%" read.
 */
function thaiScript(t: PanelTruth, style: PanelStyle): string {
  const v = t.perServing!;
  const G = 'ກ.';
  const MG = 'ມກ.';
  const KCAL = 'ກິໂລແຄລໍຣີ';
  const pct = (x: number | undefined, key: keyof typeof THAI_RDI) => `${Math.round(((x ?? 0) / THAI_RDI[key]) * 100)}%`;
  const row = (name: string, value: string, percent: string, indent = false) =>
    `<div class="row"${indent ? ' style="padding-left:16px"' : ''}><span class="name">${name} ${value}</span><span class="dv">${percent}</span></div>`;
  const fatCalories = Math.round((v.fat * 9) / 10) * 10;
  const body = `<div class="panel">
    <h1>ຂໍ້ມູນໂພຊະນາການ</h1>
    <div>ໜຶ່ງໜ່ວຍບໍລິໂພກ : 1 ຊອງ (${t.servingGrams} ${G})</div>
    <div>ຈຳນວນໜ່ວຍບໍລິໂພກຕໍ່ ຊອງ : ${t.servingsPerContainer}</div>
    <div class="sep"></div>
    <div><b>ຄຸນຄ່າທາງໂພຊະນາການຕໍ່ໜຶ່ງໜ່ວຍບໍລິໂພກ</b></div>
    <div class="row"><span class="name"><b>ພະລັງງານທັງໝົດ ${smear(v.kcal)} ${KCAL}</b> (ພະລັງງານຈາກໄຂມັນ ${fatCalories} ${KCAL})</span></div>
    <div class="row" style="justify-content:flex-end"><b>ຮ້ອຍລະຂອງປະລິມານທີ່ແນະນຳຕໍ່ວັນ*</b></div>
    ${row('<b>ໄຂມັນທັງໝົດ</b>', `${v.fat} ${G}`, pct(v.fat, 'fat'))}
    ${row('ໄຂມັນອີ່ມຕົວ', `${v.satFat} ${G}`, pct(v.satFat, 'satFat'), true)}
    ${row('<b>ໂຄເລສເຕີຣອລ</b>', `${v.cholesterolMg ?? 0} ${MG}`, pct(v.cholesterolMg, 'cholesterolMg'))}
    ${row('<b>ໂປຣຕີນ</b>', `${v.protein} ${G}`, '')}
    ${row('<b>ຄາໂບໄຮເດຣດທັງໝົດ</b>', `${v.carbs} ${G}`, pct(v.carbs, 'carbs'))}
    ${row('ໃຍອາຫານ', `${v.fiber ?? 0} ${G}`, pct(v.fiber, 'fiber'), true)}
    ${row('ນ້ຳຕານ', `${v.sugars} ${G}`, '', true)}
    ${row('<b>ໂຊດຽມ</b>', `${v.sodiumMg ?? 0} ${MG}`, pct(v.sodiumMg, 'sodiumMg'))}
    <div class="sep"></div>
    <div class="vit"><span>ວິຕາມິນເອ 0%</span><span>ວິຕາມິນບີ1 0%</span><span>ວິຕາມິນບີ2 2%</span><span>ແຄລຊຽມ 0%</span><span>ທາດເຫຼັກ 2%</span></div>
    <div style="font-size:10px">* ຮ້ອຍລະຂອງປະລິມານສານອາຫານທີ່ແນະນຳໃຫ້ບໍລິໂພກຕໍ່ວັນ ສຳລັບຄົນໄທອາຍຸ 6 ປີຂຶ້ນໄປ (Thai RDI) ໂດຍຄິດຈາກຄວາມຕ້ອງການພະລັງງານວັນລະ 2,000 ${KCAL}</div>
  </div>`;
  const css = `
    .panel { width: ${style.width ?? choose(style, 0, [320, 360, 400])}px; border: 1px solid #000; padding: 4px 6px; font-size: 14px; }
    h1 { font-size: 22px; font-weight: 900; }
    .row { display: flex; border-top: 1px solid #000; padding: 2px 0; } .row .name { flex: 1; } .dv { font-weight: 700; }
    .sep { border-top: 6px solid #000; margin: 2px 0; } .vit { display: flex; flex-wrap: wrap; gap: 4px 14px; }
  `;
  return page(css, body, choose(style, 4, ['DejaVu Sans, sans-serif', 'DejaVu Sans Condensed, sans-serif']));
}

export function panelHtml(truth: PanelTruth, style: PanelStyle = {}): string {
  energySmudged = style.energySmudged ?? false;
  try {
    return formatHtml(truth, style);
  } finally {
    energySmudged = false;
  }
}

function formatHtml(truth: PanelTruth, style: PanelStyle): string {
  switch (truth.format) {
    case 'us-tabular': return usTabular(truth, style);
    case 'ca-bilingual': return caBilingual(truth, style);
    case 'eu-script': return euScript(truth, style);
    case 'us-2016':
    case 'us-var':
    case 'us-2016-dual': return us2016(truth, style);
    case 'us-classic': return usClassic(truth, style);
    case 'us-linear': return usLinear(truth, style);
    case 'eu': return eu(truth, style);
    case 'au': return au(truth, style);
    case 'au-di': return auDailyIntake(truth, style);
    case 'au-var': return auVariant(truth, style);
    case 'eu-pl': return euPolish(truth, style);
    case 'th-script': return thaiScript(truth, style);
    case 'in': return indian(truth, style);
    case 'in-var': return indianVariant(truth, style);
  }
}
