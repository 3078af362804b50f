import type { PanelNutrientName } from './types.js';

/*
 * The words panels print, in the languages the EU tables use, normalised the way OCR text is
 * (lower case, no accents, ß as ss). Matching is fuzzy, so "Eiweil" and "gesttigte" still match.
 */

export type NutrientKey = PanelNutrientName | 'energy' | 'fatCalories' | 'other';

const NUTRIENT_PHRASES: [NutrientKey, string[]][] = [
  ['fatCalories', ['calories from fat', 'cal from fat', 'fat cal']],
  ['energy', ['calories', 'calorie', 'energy', 'energie', 'brennwert', 'valor energetico', 'energia', 'valeur energetique',
    'energetische waarde', 'energy kcal', 'energy kj', 'energia kcal', 'calorias', 'kilocalories']],
  ['satFat', ['saturated fat', 'saturates', 'of which saturates', 'sat fat', 'saturated', 'saturated fatty acids',
    'davon gesattigte fettsauren', 'gesattigte fettsauren', 'davon gesattigte', 'dont acides gras satures', 'acides gras satures',
    'dont satures', 'de las cuales saturadas', 'de las cuales acidos grasos saturados', 'saturadas', 'acidos grasos saturados',
    'di cui acidi grassi saturi', 'acidi grassi saturi', 'di cui saturi', 'waarvan verzadigde vetzuren', 'verzadigde vetzuren',
    'waarvan verzadigd', 'saturated fatty acid', 'saturated fats']],
  ['transFat', ['trans fat', 'trans', 'trans fatty acids', 'trans fats']],
  ['fat', ['total fat', 'fat', 'fats', 'fat total', 'total fats', 'fett', 'matieres grasses', 'lipides', 'grasas', 'grasas totales',
    'grassi', 'vetten', 'vet', 'total lipid', 'grassi totali']],
  ['cholesterolMg', ['cholesterol', 'cholest', 'cholesterin']],
  ['sodiumMg', ['sodium', 'natrium', 'sodio']],
  ['salt', ['salt', 'salz', 'sel', 'sal', 'sale', 'zout']],
  ['addedSugars', ['added sugars', 'includes added sugars', 'incl added sugars', 'added sugar', 'includes added sugar']],
  ['sugars', ['sugars', 'total sugars', 'of which sugars', 'sugar', 'davon zucker', 'zucker', 'dont sucres', 'sucres',
    'de los cuales azucares', 'azucares', 'di cui zuccheri', 'zuccheri', 'waarvan suikers', 'suikers', 'total sugar']],
  ['carbs', ['total carbohydrate', 'carbohydrate', 'carbohydrates', 'total carb', 'carb', 'total carbs', 'kohlenhydrate',
    'glucides', 'hidratos de carbono', 'carboidrati', 'koolhydraten', 'total carbohydrates', 'carbohydrate total']],
  ['fiber', ['dietary fiber', 'fiber', 'fibre', 'dietary fibre', 'ballaststoffe', 'fibres alimentaires', 'fibres', 'fibra alimentaria',
    'fibra', 'fibre alimentari', 'vezels', 'voedingsvezel', 'voedingsvezels', 'total dietary fibre', 'total fiber']],
  ['protein', ['protein', 'proteins', 'eiweiss', 'eiweis', 'eiweib', 'eiweil', 'eiweir', 'proteines', 'proteinas', 'proteine', 'eiwitten', 'eiwit']],
  ['alcohol', ['alcohol', 'alkohol']],
  ['other', ['vitamin', 'vitamin a', 'vitamin c', 'vitamin d', 'calcium', 'iron', 'potassium', 'polyols', 'starch', 'monounsaturates',
    'polyunsaturates', 'of which polyols', 'of which starch', 'mono unsaturates', 'poly unsaturates', 'monounsaturated fat',
    'polyunsaturated fat', 'thiamin', 'riboflavin', 'niacin', 'folate', 'magnesium', 'zinc', 'phosphorus', 'daily value',
    'amount per serving', 'includes', 'incl', 'davon starke', 'einfach ungesattigte fettsauren', 'mehrfach ungesattigte fettsauren',
    'lactose', 'omega 3', 'calories per gram', 'servings per container', 'serving size', 'amino acid profile', 'leucine',
    'isoleucine', 'valine', 'lysine', 'methionine', 'phenylalanine', 'threonine', 'tryptophan', 'histidine', 'bcaa', 'eaa',
    'nutrients', 'typical values', 'nutrition facts', 'facts', 'nutrition information', 'nutritional information', 'kalium', 'calcio', 'ferro', 'hierro', 'fer', 'ijzer']],
];

const HEADINGS = [
  'nutrition facts', 'nutrition information', 'nutritional information', 'nutrition facts per serving', 'nutritional values',
  'nutrition', 'naehrwerte', 'nahrwerte', 'nahrwertangaben', 'nahrwertinformationen', 'durchschnittliche nahrwerte',
  'valeurs nutritionnelles', 'declaration nutritionnelle', 'informacion nutricional', 'valor nutricional', 'valori nutrizionali',
  'dichiarazione nutrizionale', 'informazioni nutrizionali', 'voedingswaarde', 'voedingswaarden', 'typical values',
  'nutrition declaration', 'nutrition info', 'supplement facts',
];

/** Lower case, no accents, letters and digits separated by single spaces. */
export function normalizeText(text: string): string {
  return text
    .replace(/ß/g, 'ss')
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

/** Distance allowed for a phrase of this many letters: none for short words, ~1 in 5 beyond. */
function allowance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 6) return 1;
  return Math.floor(length / 5);
}

const ENTRIES = NUTRIENT_PHRASES.flatMap(([key, phrases]) =>
  phrases.map((phrase) => ({ key, phrase, squashed: phrase.replace(/ /g, '') })));

/**
 * The nutrient a row label names, or undefined when it names none of them. Leading dashes and
 * the "of which"/"davon"/"dont" lead-ins are part of the phrases.
 */
export function matchNutrient(label: string): NutrientKey | undefined {
  const words = normalizeText(label).split(' ').filter(Boolean);
  const bestOf = (spans: [number, number][]) => {
    let best: { key: NutrientKey; covered: number; score: number } | undefined;
    for (const [start, end] of spans) {
      const squashed = words.slice(start, end).join('');
      if (squashed.length < 3 || (best && squashed.length < best.covered)) continue;
      for (const entry of ENTRIES) {
        const distance = editDistance(squashed, entry.squashed);
        if (distance > allowance(entry.squashed.length)) continue;
        const score = distance / entry.squashed.length;
        if (!best || squashed.length > best.covered || score < best.score) best = { key: entry.key, covered: squashed.length, score };
      }
    }
    return best;
  };
  // The name nearest the figures ends the label: "Amount per serving: Calories" is energy.
  const ending = bestOf(words.map((_, start) => [start, words.length] as [number, number]));
  if (ending) return ending.key;
  // OCR adds stray marks after a name ("Protein FO"): a run at the start may be the name,
  // as long as it is most of the label.
  const spans: [number, number][] = [];
  for (let start = 0; start < Math.min(words.length, 2); start++) {
    for (let end = words.length - 1; end > start; end--) spans.push([start, end]);
  }
  const leading = bestOf(spans);
  if (leading && leading.covered >= 0.6 * words.join('').length) return leading.key;
  return undefined;
}

/** Whether a row's text is a panel heading ("Nutrition Facts", "Nährwerte", …). */
export function isHeading(text: string): boolean {
  const squashed = normalizeText(text).replace(/ /g, '');
  if (squashed.length < 5) return false;
  return HEADINGS.some((h) => {
    const target = h.replace(/ /g, '');
    return editDistance(squashed, target) <= allowance(target.length) ||
      (squashed.length > target.length && squashed.startsWith(target.slice(0, Math.max(8, target.length - 2))));
  });
}
