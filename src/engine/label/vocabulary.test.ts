import { describe, expect, it } from 'vitest';
import { damagedDistance, matchDamagedName, matchNutrient, panelLanguage } from './vocabulary.js';

// Lines as the English model reads panels: accents and ß lost, letters misread, figures kept.
const GERMAN = ['Nahrwerte', 'pro 100 g', 'Brennwert 1046 kJ / 250 kcal', 'Fett 12,5 g', 'davon gesttigte Fettsuren 3,1 g',
  'Kohlenhydrate 28 g', 'davon Zucker 3,1 g', 'Ballaststoffe 2,0 g', 'Eiweil 7,0 g', 'Salz 0,8 g'];
const ENGLISH = ['Nutrition Information', 'Typical values per 100g', 'Energy 1046kJ', '250kcal', 'Fat 12.5g',
  'of which saturates 3.1g', 'Carbohydrate 28g', 'of which sugars 3.1g', 'Fibre 2.0g', 'Protein 7.0g', 'Salt 0.8g'];
const ITALIAN = ['Valori nutrizionali', 'per 100 g', 'Energia 1046 kJ / 250 kcal', 'Grassi 12,5 g', 'di cui acidi grassi saturi 3,1 g',
  'Carboidrati 28 g', 'di cui zuccheri 3,1 g', 'Fibre 2,0 g', 'Proteine 7,0 g', 'Sale 0,8 g'];
const SPANISH = ['Informacion nutricional', 'Valor energetico 1046 kJ', 'Grasas 12,5 g', 'de las cuales saturadas 3,1 g',
  'Hidratos de carbono 28 g', 'de los cuales azucares 3,1 g', 'Fibra alimentaria 2 g', 'Proteinas 7 g', 'Sal 0,8 g'];
const PORTUGUESE = ['Informacao nutricional', 'Valor energetico 1046 kJ', 'Lipidos 12,5 g', 'dos quais saturados 3,1 g',
  'Hidratos de carbono 28 g', 'dos quais acucares 3,1 g', 'Fibra 2 g', 'Proteinas 7 g', 'Sal 0,8 g'];

describe('the language a panel is printed in, from its names', () => {
  it('tells German, English, Italian, Spanish and Portuguese tables apart, names shared between languages included', () => {
    expect(panelLanguage(GERMAN)).toBe('deu');
    expect(panelLanguage(ENGLISH)).toBe('eng');
    // "Energia" and "Fibra" are Portuguese too; the other names are Italian only.
    expect(panelLanguage(ITALIAN)).toBe('ita');
    // Spanish and Portuguese share "Valor energético", "Hidratos de carbono", "Proteínas", "Sal".
    expect(panelLanguage(SPANISH)).toBe('spa');
    expect(panelLanguage(PORTUGUESE)).toBe('por');
  });

  it('reads French and Dutch names as OCR gives them', () => {
    expect(panelLanguage(['Valeurs nutritionnelles', 'Energie 1046 kJ', 'Matieres grasses 12,5 g', 'dont acides gras satures 3,1 g',
      'Glucides 28 g', 'dont sucres 3 g', 'Proteines 7 g', 'Sel 0,8 g'])).toBe('fra');
    expect(panelLanguage(['Voedingswaarde', 'Energie 1046 kJ', 'Vetten 12,5 g', 'waarvan verzadigde vetzuren 3,1 g',
      'Koolhydraten 28 g', 'waarvan suikers 3 g', 'Eiwitten 7 g', 'Zout 0,8 g'])).toBe('nld');
  });

  it('says nothing when the names do not decide: too few, noise, or two languages as likely', () => {
    expect(panelLanguage([])).toBeUndefined();
    expect(panelLanguage(['Fett 12 g'])).toBeUndefined();
    expect(panelLanguage(['—', '139', 'ee', 'dc ac 0h', '049g'])).toBeUndefined();
    // "Energie" is German, French and Dutch; "Sal" Spanish and Portuguese: a tie.
    expect(panelLanguage(['Energie 100 kJ', 'Sal 0,1 g', 'Energie 24 kcal', 'Sal 0 g'])).toBeUndefined();
  });

  it('the per-language names still name the same nutrients', () => {
    expect(matchNutrient('Lipidos')).toBe('fat');
    expect(matchNutrient('dos quais acucares')).toBe('sugars');
    expect(matchNutrient('davon gesttigte Fettsuren')).toBe('satFat');
    expect(matchNutrient('Eiweil')).toBe('protein');
  });
});

describe('names OCR damaged beyond the fuzzy match', () => {
  it('reads a name whose start or end was cut ("ydrate (" is carbohydrate, "tary Fibre" dietary fibre, "Added" added sugars)', () => {
    expect(matchNutrient('ydrate (')).toBeUndefined();
    expect(matchDamagedName('ydrate (')).toBe('carbs');
    expect(matchDamagedName('tary Fibre (a)')).toBe('fiber');
    expect(matchDamagedName('Added')).toBe('addedSugars');
    // Cut start costs nothing, cut end too, but not both: "hydra" is not carbohydrate.
    expect(damagedDistance('ydrate', 'carbohydrate', 'start')).toEqual({ cost: 0, covered: 6 });
    expect(damagedDistance('carbo', 'carbohydrate', 'end')).toEqual({ cost: 0, covered: 5 });
    expect(matchDamagedName('hydra')).toBeUndefined();
  });

  it('reads letters misread for others of like shape at half a letter ("Protem": m for "in"; "Sanwated Fat (gQ)")', () => {
    expect(damagedDistance('protem', 'protein').cost).toBe(0.5);
    expect(matchDamagedName('Protem')).toBe('protein');
    expect(matchDamagedName('Sanwated Fat (gQ)')).toBe('satFat');
    expect(matchDamagedName('Maueres grasoe:,', ['fra'])).toBe('fat');
  });

  it('names a row outright when its damage is OCR\'s usual confusions within the fuzzy allowance (issue 22, labelcore2)', () => {
    // m for "in", n for "ri", r for n and o for e: half a letter each, so these are one letter off or less.
    expect(matchNutrient('Protem')).toBe('protein');
    expect(matchNutrient('Protem 4p')).toBe('protein');
    expect(matchNutrient('Calones')).toBe('energy');
    expect(matchNutrient('Erorgy (kcal)')).toBe('energy');
    expect(matchNutrient('Sodiurn')).toBe('sodiumMg');
    // A letter simply wrong still costs a whole one: no name for words that are not names.
    expect(matchNutrient('Protest')).toBeUndefined();
    expect(matchNutrient('Emery')).toBeUndefined();
    expect(matchNutrient('Potatoes')).toBeUndefined();
    // "Calcum" is calcium, a row of its own that no core figure is read from.
    expect(matchNutrient('Calcum')).toBe('other');
  });

  it('names nothing when the damage leaves several names, or too little of one', () => {
    // "Total" is total fat, total carbohydrate and total sugars cut short.
    expect(matchDamagedName('Total')).toBeUndefined();
    expect(matchDamagedName('Total Ars')).toBeUndefined();
    // Too far from any name: a third of the letters or more.
    expect(matchDamagedName('sligwVms')).toBeUndefined();
    expect(matchDamagedName('Sodnan')).toBeUndefined();
    // A damaged name of something else ("Calcum") or prose is no nutrient.
    expect(matchDamagedName('Calcum')).toBeUndefined();
    expect(matchDamagedName('food contributes to a diet.')).toBeUndefined();
  });

  it('chooses among the nutrients still missing, and in the panel\'s language only', () => {
    // "Total Ars": total carbs, fat and sugars near alike; with fat and carbohydrate named, sugars.
    expect(matchDamagedName('Total Ars', ['eng'], new Set(['sugars', 'protein']))).toBe('sugars');
    expect(matchDamagedName('Eiwit', ['nld'])).toBe('protein');
    expect(matchDamagedName('Grasoe', ['deu'])).toBeUndefined();
  });
});

describe('names of the Nordic, Polish, Croatian, Slovenian and Indonesian tables (no OCR model: read by the English one)', () => {
  it('matches their nutrient names, letters NFD keeps whole (æ, ø, ł) included', () => {
    expect(matchNutrient('Hiilihydraatit')).toBe('carbs');
    expect(matchNutrient('varav mättat fett')).toBe('satFat');
    expect(matchNutrient('heraf mættede fedtsyrer')).toBe('satFat');
    expect(matchNutrient('Tłuszcz')).toBe('fat');
    expect(matchNutrient('Białko')).toBe('protein');
    expect(matchNutrient('Węglowodany')).toBe('carbs');
    expect(matchNutrient('Ugljikohidrati')).toBe('carbs');
    expect(matchNutrient('Beljakovine')).toBe('protein');
    expect(matchNutrient('Lemak total')).toBe('fat');
    expect(matchNutrient('Karbohidrat total')).toBe('carbs');
    expect(matchNutrient('Suola')).toBe('salt');
  });

  it('tells the language from the names', () => {
    expect(panelLanguage(['Energia', 'Rasva', 'josta tyydyttyneet rasvat', 'Hiilihydraatit', 'josta sokerit', 'Proteiini', 'Suola'])).toBe('fin');
    expect(panelLanguage(['Wartość energetyczna', 'Tłuszcz', 'Węglowodany', 'w tym cukry', 'Białko', 'Sól'])).toBe('pol');
    expect(panelLanguage(['Energy', 'Fat', 'Carbohydrate', 'Sugars', 'Protein', 'Salt'])).toBe('eng');
  });
});
