import type { PanelNutrientName } from './types.js';
import { MAX_NAME_WORDS } from './answer-thresholds.js';

/*
 * The words panels print, in the languages the EU tables use, normalised the way OCR text is
 * (lower case, no accents, ß as ss). Matching is fuzzy, so "Eiweil" and "gesttigte" still match.
 * Each phrase is filed under the languages that print it (ISO 639-2 codes, as the OCR models
 * are named), so the names a read found also say which language the panel is in.
 */

/**
 * The languages a damaged name is read in when the panel's own is not known: those of the
 * tables the reader was first built for. A damaged name is read in another only on a panel
 * whose names voted for it, since each added language's names make a fragment ("hydra")
 * look like one more nutrient.
 */
export const DAMAGED_NAME_LANGUAGES: readonly LabelLanguage[] = ['eng', 'deu', 'fra', 'spa', 'ita', 'nld', 'por'];

/** The languages of the names below. */
export type LabelLanguage = 'eng' | 'deu' | 'fra' | 'spa' | 'ita' | 'nld' | 'por'
  // Names only (no OCR model shipped: the English model reads their Latin letters): Nordic,
  // Polish, Croatian, Slovenian, Indonesian tables (issue 22: photos of these read no row).
  | 'swe' | 'dan' | 'fin' | 'pol' | 'hrv' | 'slv' | 'ind';

export type NutrientKey = PanelNutrientName | 'energy' | 'fatCalories' | 'other';

type Phrases = Partial<Record<LabelLanguage, string[]>>;

const NUTRIENT_PHRASES: [NutrientKey, Phrases][] = [
  ['fatCalories', { eng: ['calories from fat', 'cal from fat', 'fat cal'] }],
  ['energy', {
    eng: ['calories', 'calorie', 'energy', 'energy kcal', 'energy kj', 'kilocalories'],
    deu: ['energie', 'brennwert'],
    fra: ['energie', 'valeur energetique'],
    spa: ['valor energetico', 'calorias'],
    ita: ['energia', 'energia kcal'],
    nld: ['energie', 'energetische waarde'],
    por: ['valor energetico', 'energia'],
    swe: ['energi', 'energivarde'],
    dan: ['energi'],
    fin: ['energia', 'energiaa'],
    pol: ['wartosc energetyczna', 'energia'],
    hrv: ['energija', 'energetska vrijednost'],
    slv: ['energijska vrednost', 'energija'],
    ind: ['energi total', 'energi'],
  }],
  ['satFat', {
    eng: ['saturated fat', 'saturates', 'of which saturates', 'sat fat', 'saturated', 'saturated fatty acids', 'saturated fatty acid',
      'saturated fats'],
    deu: ['davon gesattigte fettsauren', 'gesattigte fettsauren', 'davon gesattigte'],
    fra: ['dont acides gras satures', 'acides gras satures', 'dont satures'],
    spa: ['de las cuales saturadas', 'de las cuales acidos grasos saturados', 'saturadas', 'acidos grasos saturados'],
    ita: ['di cui acidi grassi saturi', 'acidi grassi saturi', 'di cui saturi'],
    nld: ['waarvan verzadigde vetzuren', 'verzadigde vetzuren', 'waarvan verzadigd'],
    por: ['dos quais saturados', 'acidos gordos saturados', 'saturados', 'gorduras saturadas'],
    swe: ['varav mattat fett', 'mattat fett', 'mattade fettsyror', 'varav mattade fettsyror'],
    dan: ['heraf maettede fedtsyrer', 'maettede fedtsyrer', 'heraf mattede fedtsyrer'],
    fin: ['josta tyydyttyneet rasvat', 'tyydyttyneet rasvat', 'josta tyydyttynytta rasvaa', 'tyydyttynytta rasvaa'],
    pol: ['w tym kwasy tluszczowe nasycone', 'kwasy tluszczowe nasycone', 'w tym nasycone kwasy tluszczowe'],
    hrv: ['od kojih zasicene masne kiseline', 'zasicene masne kiseline', 'od kojih zasicene masti'],
    slv: ['od tega nasicene mascobe', 'nasicene mascobe', 'od tega nasicene mascobne kisline', 'nasicene mascobne kisline'],
    ind: ['lemak jenuh'],
  }],
  ['transFat', { eng: ['trans fat', 'trans', 'trans fatty acids', 'trans fats'] }],
  ['fat', {
    eng: ['total fat', 'fat', 'fats', 'fat total', 'total fats', 'total lipid'],
    deu: ['fett'],
    fra: ['matieres grasses', 'lipides'],
    spa: ['grasas', 'grasas totales'],
    ita: ['grassi', 'grassi totali'],
    nld: ['vetten', 'vet'],
    por: ['lipidos', 'gorduras', 'gorduras totais'],
    swe: ['fett'],
    dan: ['fedt'],
    fin: ['rasva', 'rasvaa'],
    pol: ['tluszcz'],
    hrv: ['masti'],
    slv: ['mascobe'],
    ind: ['lemak total', 'total lemak'],
  }],
  ['cholesterolMg', { eng: ['cholesterol', 'cholest'], deu: ['cholesterin'] }],
  ['sodiumMg', { eng: ['sodium'], deu: ['natrium'], fra: ['sodium'], spa: ['sodio'], ita: ['sodio'], nld: ['natrium'], por: ['sodio'],
    ind: ['natrium', 'garam natrium'] }],
  ['salt', { eng: ['salt'], deu: ['salz'], fra: ['sel'], spa: ['sal'], ita: ['sale'], nld: ['zout'], por: ['sal'],
    swe: ['salt'], dan: ['salt'], fin: ['suola', 'suolaa'], pol: ['sol'], hrv: ['sol'], slv: ['sol'] }],
  ['addedSugars', { eng: ['added sugars', 'includes added sugars', 'incl added sugars', 'added sugar', 'includes added sugar'] }],
  ['sugars', {
    eng: ['sugars', 'total sugars', 'of which sugars', 'sugar', 'total sugar'],
    deu: ['davon zucker', 'zucker'],
    fra: ['dont sucres', 'sucres'],
    spa: ['de los cuales azucares', 'azucares'],
    ita: ['di cui zuccheri', 'zuccheri'],
    nld: ['waarvan suikers', 'suikers'],
    por: ['dos quais acucares', 'acucares'],
    swe: ['varav sockerarter', 'sockerarter', 'varav socker', 'socker'],
    dan: ['heraf sukkerarter', 'sukkerarter'],
    fin: ['josta sokereita', 'sokereita', 'sokerit', 'josta sokerit'],
    pol: ['w tym cukry', 'cukry'],
    hrv: ['od kojih seceri', 'seceri'],
    slv: ['od tega sladkorji', 'sladkorji'],
    ind: ['gula total', 'gula'],
  }],
  ['carbs', {
    eng: ['total carbohydrate', 'carbohydrate', 'carbohydrates', 'total carb', 'carb', 'total carbs', 'total carbohydrates',
      'carbohydrate total'],
    deu: ['kohlenhydrate'],
    fra: ['glucides'],
    spa: ['hidratos de carbono'],
    ita: ['carboidrati'],
    nld: ['koolhydraten'],
    por: ['hidratos de carbono', 'carboidratos'],
    swe: ['kolhydrat', 'kolhydrater'],
    dan: ['kulhydrat', 'kulhydrater'],
    fin: ['hiilihydraatit', 'hiilihydraatti', 'hiilihydraatteja'],
    pol: ['weglowodany'],
    hrv: ['ugljikohidrati'],
    slv: ['ogljikovi hidrati'],
    ind: ['karbohidrat total', 'total karbohidrat', 'karbohidrat'],
  }],
  ['fiber', {
    eng: ['dietary fiber', 'fiber', 'fibre', 'dietary fibre', 'total dietary fibre', 'total fiber'],
    deu: ['ballaststoffe'],
    fra: ['fibres alimentaires', 'fibres'],
    spa: ['fibra alimentaria', 'fibra'],
    ita: ['fibre alimentari', 'fibra'],
    nld: ['vezels', 'voedingsvezel', 'voedingsvezels'],
    por: ['fibra', 'fibra alimentar'],
    swe: ['kostfiber', 'fiber'],
    dan: ['kostfibre'],
    fin: ['ravintokuitu', 'ravintokuitua'],
    pol: ['blonnik'],
    hrv: ['vlakna', 'prehrambena vlakna'],
    slv: ['vlaknine', 'prehranske vlaknine'],
    ind: ['serat pangan', 'serat'],
  }],
  ['protein', {
    eng: ['protein', 'proteins'],
    // OCR's usual readings of "Eiweiß" by the English model.
    deu: ['eiweiss', 'eiweis', 'eiweib', 'eiweil', 'eiweir'],
    fra: ['proteines'],
    spa: ['proteinas'],
    ita: ['proteine'],
    nld: ['eiwitten', 'eiwit'],
    por: ['proteinas'],
    swe: ['protein'],
    dan: ['protein'],
    fin: ['proteiini', 'proteiinia'],
    pol: ['bialko'],
    hrv: ['bjelancevine'],
    slv: ['beljakovine'],
    ind: ['protein'],
  }],
  ['alcohol', { eng: ['alcohol'], deu: ['alkohol'], nld: ['alcohol'] }],
  ['other', {
    eng: ['vitamin', 'vitamin a', 'vitamin c', 'vitamin d', 'calcium', 'iron', 'potassium', 'polyols', 'starch', 'monounsaturates',
      'polyunsaturates', 'of which polyols', 'of which starch', 'mono unsaturates', 'poly unsaturates', 'monounsaturated fat',
      'polyunsaturated fat', 'thiamin', 'riboflavin', 'niacin', 'folate', 'magnesium', 'zinc', 'phosphorus', 'daily value',
      'amount per serving', 'includes', 'incl', 'lactose', 'omega 3', 'calories per gram', 'servings per container', 'serving size',
      'amino acid profile', 'leucine', 'isoleucine', 'valine', 'lysine', 'methionine', 'phenylalanine', 'threonine', 'tryptophan',
      'histidine', 'bcaa', 'eaa', 'nutrients', 'typical values', 'nutrition facts', 'facts', 'nutrition information',
      'nutritional information'],
    deu: ['davon starke', 'einfach ungesattigte fettsauren', 'mehrfach ungesattigte fettsauren', 'kalium'],
    fra: ['fer'],
    spa: ['hierro'],
    ita: ['calcio', 'ferro'],
    nld: ['ijzer'],
  }],
];

const HEADINGS: Phrases = {
  eng: ['nutrition facts', 'nutrition information', 'nutritional information', 'nutrition facts per serving', 'nutritional values',
    'nutrition', 'typical values', 'nutrition declaration', 'nutrition info', 'supplement facts'],
  deu: ['naehrwerte', 'nahrwerte', 'nahrwertangaben', 'nahrwertinformationen', 'durchschnittliche nahrwerte'],
  fra: ['valeurs nutritionnelles', 'declaration nutritionnelle'],
  spa: ['informacion nutricional', 'valor nutricional'],
  ita: ['valori nutrizionali', 'dichiarazione nutrizionale', 'informazioni nutrizionali'],
  nld: ['voedingswaarde', 'voedingswaarden'],
  por: ['informacao nutricional', 'declaracao nutricional', 'valor nutricional'],
  swe: ['naringsvarde', 'naringsinnehall', 'naringsvarde per 100 g'],
  dan: ['naeringsindhold', 'naringsindhold', 'naeringsvaerdi'],
  fin: ['ravintosisalto', 'ravintoarvot', 'ravintoarvo'],
  pol: ['wartosc odzywcza', 'informacja o wartosci odzywczej', 'wartosci odzywcze'],
  hrv: ['prosjecna hranjiva vrijednost', 'hranjiva vrijednost', 'nutritivna vrijednost'],
  slv: ['povprecna hranilna vrednost', 'hranilna vrednost'],
  ind: ['informasi nilai gizi', 'nilai gizi'],
};

interface Phrase {
  phrase: string;
  squashed: string;
  languages: LabelLanguage[];
}

/** Each phrase once, with every language that prints it. */
function phrasesOf(byLanguage: Phrases): Phrase[] {
  const phrases = new Map<string, Phrase>();
  for (const [language, list] of Object.entries(byLanguage) as [LabelLanguage, string[]][]) {
    for (const phrase of list) {
      const known = phrases.get(phrase);
      if (known) known.languages.push(language);
      else phrases.set(phrase, { phrase, squashed: phrase.replace(/ /g, ''), languages: [language] });
    }
  }
  return [...phrases.values()];
}

/** Lower case, no accents, letters and digits separated by single spaces. */
export function normalizeText(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    // Letters NFD does not take apart (Danish, Polish, Croatian).
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const previous = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const saved = previous[j]!;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = saved;
    }
  }
  return previous[b.length]!;
}

/**
 * The edit distance of a read name to a phrase, or, when that is over the allowance, the
 * distance with OCR's usual confusions at half a letter (damagedDistance: "Protem" for
 * "Protein", m for "in"; "Calones", n for "ri"; "Erorgy", r for n and o for e). A confusion is
 * a shape OCR takes for another on any panel, so a name damaged so reads as its phrase; a
 * letter that is simply wrong still costs a whole one. Only worked out where it can matter:
 * the confusions at most halve the distance.
 */
function lookalikeDistance(read: string, phrase: string, allowed: number): number {
  const distance = editDistance(read, phrase);
  if (distance <= allowed || distance > 2 * allowed) return distance;
  return damagedDistance(read, phrase).cost;
}

/** Distance allowed for a phrase of this many letters: none for short words, ~1 in 5 beyond. */
function allowance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 6) return 1;
  return Math.floor(length / 5);
}

const ENTRIES = NUTRIENT_PHRASES.flatMap(([key, byLanguage]) => phrasesOf(byLanguage).map((phrase) => ({ key, ...phrase })));

type Entry = (typeof ENTRIES)[number];

/**
 * The nutrient a row label names, or undefined when it names none of them. Leading dashes and
 * the "of which"/"davon"/"dont" lead-ins are part of the phrases.
 */
export function matchNutrient(label: string): NutrientKey | undefined {
  return matchEntry(label)?.key;
}

/**
 * Whether a label names its nutrient only through OCR's usual confusions ("Protem", "Calones"):
 * matchNutrient names it, the plain fuzzy match would not. Such a name is checked against its
 * place in the panel's print order (row-names.ts).
 */
export function namedByConfusion(label: string): boolean {
  return matchDetail(label) !== undefined && matchDetail(label, false) === undefined;
}

function matchEntry(label: string): Entry | undefined {
  return matchDetail(label)?.entry;
}

/**
 * How well a label names its nutrient: the share of the phrase's letters that differ, and the
 * share of the label's letters the phrase covers ("Sahsated Fat" is fat by "Fat" alone: 0 and
 * 0.27; "Total Fat": 0 and 1).
 */
export function nameMatchQuality(label: string): { key: NutrientKey; score: number; coverage: number } | undefined {
  const detail = matchDetail(label);
  const letters = normalizeText(label).replace(/ /g, '').length;
  return detail && { key: detail.entry.key, score: detail.score, coverage: letters ? detail.covered / letters : 0 };
}

function matchDetail(label: string, confusions = true): { entry: Entry; covered: number; score: number } | undefined {
  const words = normalizeText(label).split(' ').filter(Boolean);
  const bestOf = (spans: [number, number][]) => {
    let best: { entry: Entry; covered: number; score: number } | undefined;
    for (const [start, end] of spans) {
      const squashed = words.slice(start, end).join('');
      if (squashed.length < 3 || (best && squashed.length < best.covered)) continue;
      for (const entry of ENTRIES) {
        const allowed = allowance(entry.squashed.length);
        // The distance is at least the difference in length: most phrases need no comparing.
        if (Math.abs(squashed.length - entry.squashed.length) > allowed) continue;
        const distance = confusions ? lookalikeDistance(squashed, entry.squashed, allowed) : editDistance(squashed, entry.squashed);
        if (distance > allowed) continue;
        const score = distance / entry.squashed.length;
        if (!best || squashed.length > best.covered || score < best.score) best = { entry, covered: squashed.length, score };
      }
    }
    return best;
  };
  // The name nearest the figures ends the label: "Amount per serving: Calories" is energy.
  const ending = bestOf(words.map((_, start) => [start, words.length] as [number, number]));
  if (ending) return ending;
  // OCR adds stray marks after a name ("Protein FO"): a run at the start may be the name,
  // as long as it is most of the label.
  const spans: [number, number][] = [];
  for (let start = 0; start < Math.min(words.length, 2); start++) {
    for (let end = words.length - 1; end > start; end--) spans.push([start, end]);
  }
  const leading = bestOf(spans);
  if (leading && leading.covered >= 0.6 * words.join('').length) return leading;
  return undefined;
}

const HEADING_PHRASES = phrasesOf(HEADINGS);

/** The heading a row's text is ("Nutrition Facts", "Nährwerte", …), the closest when several are near, or undefined. */
function matchHeading(text: string): Phrase | undefined {
  const squashed = normalizeText(text).replace(/ /g, '');
  if (squashed.length < 5) return undefined;
  let best: { heading: Phrase; distance: number } | undefined;
  for (const heading of HEADING_PHRASES) {
    const target = heading.squashed;
    const distance = Math.abs(squashed.length - target.length) > allowance(target.length) ? Infinity : editDistance(squashed, target);
    const near = distance <= allowance(target.length) ||
      (squashed.length > target.length && squashed.startsWith(target.slice(0, Math.max(8, target.length - 2))));
    if (near && (!best || distance < best.distance)) best = { heading, distance };
  }
  return best?.heading;
}

/** Whether a row's text is a panel heading ("Nutrition Facts", "Nährwerte", …). */
export function isHeading(text: string): boolean {
  return matchHeading(text) !== undefined;
}

/** Units and the like that every language prints alike: not evidence of a language. */
const LANGUAGE_NEUTRAL = new Set(['g', 'mg', 'mcg', 'ug', 'kj', 'kcal', 'cal', 'ml', 'l']);

/**
 * The language a panel's names are printed in, from the text of its lines: each line that names
 * a nutrient or is a heading votes for the languages that print that name ("Fett" German,
 * "Energie" German, French and Dutch). The language with the most votes, when it has at least
 * two and no other language has as many; undefined when the names do not say.
 */
export function panelLanguage(lines: readonly string[]): LabelLanguage | undefined {
  const votes = new Map<LabelLanguage, number>();
  for (const line of lines) {
    const words = normalizeText(line).split(' ').filter((w) => w && !/\d/.test(w) && !LANGUAGE_NEUTRAL.has(w));
    // Names are short ("de las cuales ácidos grasos saturados" is six words); longer lines are
    // prose (ingredients, claims) that would cost time and name nothing.
    if (words.length === 0 || words.length > MAX_NAME_WORDS) continue;
    const text = words.join(' ');
    const named = matchHeading(text) ?? matchEntry(text);
    for (const language of named?.languages ?? []) votes.set(language, (votes.get(language) ?? 0) + 1);
  }
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 2 || (second && second[1] === first[1])) return undefined;
  return first[0];
}

/*
 * Names OCR damaged beyond the allowance above: letters lost at a cut start or end ("ydrate"
 * for "carbohydrate", a column edge or a curl of the pack), and letters misread for others of
 * like shape ("Protem", "Sanwated Fat"). Shapes alike cost half a letter, so a name keeps more
 * of its evidence where OCR's confusions are the usual ones.
 */
const LOOKALIKE_GROUPS = ['il1tfj!|', 'oaec0', 'unvr', 'mn', 'hbk', 'gq9', 's5', 'z2'];
const LOOKALIKE_RUNS: [string, string][] = [['m', 'rn'], ['m', 'in'], ['m', 'nn'], ['w', 'vv'], ['d', 'cl'], ['h', 'li'], ['n', 'ri']];

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return LOOKALIKE_GROUPS.some((group) => group.includes(a) && group.includes(b)) ? 0.5 : 1;
}

/** Substitution costs between letters by character code (normalised text is ASCII; the DP below runs often). */
const SUBSTITUTION = new Float32Array(128 * 128).map((_, k) => substitution(String.fromCharCode(k >> 7), String.fromCharCode(k & 127)));
const substitutionCost = (a: number, b: number) => (a === b ? 0 : a < 128 && b < 128 ? SUBSTITUTION[(a << 7) | b]! : 1);
const RUN_ONE = LOOKALIKE_RUNS.map(([one]) => one.charCodeAt(0));
const RUN_FIRST = LOOKALIKE_RUNS.map(([, two]) => two.charCodeAt(0));
const RUN_SECOND = LOOKALIKE_RUNS.map(([, two]) => two.charCodeAt(1));

/**
 * Edit distance of what OCR read to a phrase, shapes alike costing half; with `cut`, the
 * phrase's letters before (`start`) or after (`end`) the read part cost nothing (the name was
 * cut there). Returns the cost and how many of the phrase's letters the read part stands for.
 */
export function damagedDistance(read: string, phrase: string, cut?: 'start' | 'end'): { cost: number; covered: number } {
  const n = read.length;
  const m = phrase.length;
  const width = m + 1;
  // d[i·width + j]: cost of read[0..i) against phrase[0..j); c: phrase letters covered.
  const d = new Float64Array((n + 1) * width);
  const c = new Int32Array((n + 1) * width);
  for (let j = 0; j <= m; j++) d[j] = cut === 'start' ? 0 : j;
  for (let i = 1; i <= n; i++) {
    const row = i * width;
    const up = row - width;
    d[row] = i;
    const r = read.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const p = phrase.charCodeAt(j - 1);
      let best = d[up + j - 1]! + substitutionCost(r, p);
      let covered = c[up + j - 1]! + 1;
      if (d[up + j]! + 1 < best) { best = d[up + j]! + 1; covered = c[up + j]!; }
      if (d[row + j - 1]! + 1 < best) { best = d[row + j - 1]! + 1; covered = c[row + j - 1]! + 1; }
      for (let k = 0; k < RUN_ONE.length; k++) {
        // One letter read as two ("m" as "rn") or two as one.
        if (i >= 2 && p === RUN_ONE[k] && r === RUN_SECOND[k] && read.charCodeAt(i - 2) === RUN_FIRST[k]) {
          const v = d[up - width + j - 1]! + 0.5;
          if (v < best) { best = v; covered = c[up - width + j - 1]! + 1; }
        }
        if (j >= 2 && r === RUN_ONE[k] && p === RUN_SECOND[k] && phrase.charCodeAt(j - 2) === RUN_FIRST[k]) {
          const v = d[up + j - 2]! + 0.5;
          if (v < best) { best = v; covered = c[up + j - 2]! + 2; }
        }
      }
      d[row + j] = best;
      c[row + j] = covered;
    }
  }
  const last = n * width;
  if (cut !== 'end') return { cost: d[last + m]!, covered: c[last + m]! };
  let best = { cost: Infinity, covered: 0 };
  for (let j = 0; j <= m; j++) if (d[last + j]! < best.cost) best = { cost: d[last + j]!, covered: c[last + j]! };
  return best;
}

/** Damage allowed: a third of the letters; a cut name must keep five letters and 40 % of the name. */
const DAMAGE_SHARE = 1 / 3;
const CUT_MIN_LETTERS = 5;
const CUT_MIN_SHARE = 0.4;
const CUT_PENALTY = 0.1;

export interface NameCandidate { key: NutrientKey; score: number }

/**
 * What a name too damaged for matchNutrient may be: each nutrient (or 'other') whose phrase it
 * is within the damage allowed of, best first, with the share of its letters that differ.
 * Several nutrients near alike means the name does not say ("Total" is total fat, total
 * carbohydrate and total sugars cut). `languages` limits the phrases to the panel's.
 */
export function damagedNameCandidates(label: string, languages: readonly LabelLanguage[] = DAMAGED_NAME_LANGUAGES): NameCandidate[] {
  const words = normalizeText(label).split(' ').filter((w) => w && !/^\d+$/.test(w));
  if (words.length === 0) return [];
  // The whole name, or without a stray word at either end ("Sanwated Fat gQ").
  const spans: string[] = [];
  for (let start = 0; start < Math.min(2, words.length); start++) {
    for (let end = words.length; end > Math.max(start, words.length - 2); end--) spans.push(words.slice(start, end).join(''));
  }
  const best = new Map<NutrientKey, number>();
  for (const read of new Set(spans)) {
    if (read.length < 4) continue;
    // A stray word dropped costs its letters against the whole label.
    const dropped = words.join('').length - read.length;
    for (const entry of ENTRIES) {
      if (languages && !entry.languages.some((l) => languages.includes(l))) continue;
      const phrase = entry.squashed;
      const forms: { cost: number; letters: number; cut?: boolean }[] = [];
      if (Math.abs(read.length - phrase.length) <= DAMAGE_SHARE * phrase.length) {
        forms.push({ cost: damagedDistance(read, phrase).cost, letters: phrase.length });
      }
      if (read.length >= CUT_MIN_LETTERS && read.length < phrase.length) {
        for (const cut of ['start', 'end'] as const) {
          const { cost, covered } = damagedDistance(read, phrase, cut);
          if (covered >= CUT_MIN_SHARE * phrase.length) forms.push({ cost, letters: Math.max(read.length, covered), cut: true });
        }
      }
      for (const { cost, letters, cut } of forms) {
        // A name cut short is weaker evidence than a whole one: "saturated fat" is also
        // "monounsaturated fat" cut.
        const score = (cost + 0.5 * dropped) / (letters + dropped) + (cut ? CUT_PENALTY : 0);
        if (score > DAMAGE_SHARE) continue;
        if (!(best.get(entry.key)! <= score)) best.set(entry.key, score);
      }
    }
  }
  return [...best.entries()].map(([key, score]) => ({ key, score })).sort((a, b) => a.score - b.score);
}

/** Nearer than this to one nutrient than to any other, a damaged name names it. */
const DAMAGE_MARGIN = 0.1;

/**
 * The nutrient a damaged name names, when it is near one only (see damagedNameCandidates),
 * among `keys` when given (the nutrients the panel still lacks); undefined when it names none
 * or several.
 */
export function matchDamagedName(label: string, languages?: readonly LabelLanguage[], keys?: ReadonlySet<NutrientKey>): NutrientKey | undefined {
  const candidates = damagedNameCandidates(label, languages).filter((c) => !keys || c.key === 'other' || keys.has(c.key));
  const [first, second] = candidates;
  if (!first || first.key === 'other' || first.key === 'fatCalories') return undefined;
  return second && second.score - first.score < DAMAGE_MARGIN ? undefined : first.key;
}
