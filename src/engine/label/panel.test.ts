import { describe, expect, it } from 'vitest';
import { parsePanel } from './panel.js';
import { wordsFrom } from './panel-words.test-helper.js';
import { chooseColumn } from './label-result.js';

describe('parsePanel: US Nutrition Facts', () => {
  it('reads a 2016 single-column panel, repairing Og, Omg, lg, a 9 for g and 213 cup', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, '8 servings per container']],
      [[10, 'Serving size'], [200, '213 cup (55g)']],
      [[10, 'Amount per serving']],
      [[10, 'Calories'], [230, '230']],
      [[200, '% Daily Value*']],
      [[10, 'Total Fat 89'], [260, '10%']],
      [[20, 'Saturated Fat lg'], [260, '5%']],
      [[20, 'Trans Fat Og']],
      [[10, 'Cholesterol Omg'], [260, '0%']],
      [[10, 'Sodium 160mg'], [260, '7%']],
      [[10, 'Total Carbohydrate 37g'], [260, '13%']],
      [[20, 'Dietary Fiber 4g'], [260, '14%']],
      [[20, 'Total Sugars 12g']],
      [[30, 'Includes 10g Added Sugars'], [260, '20%']],
      [[10, 'Protein 3g']],
    ]));
    expect(panel).toBeDefined();
    expect(panel!.layout).toBe('us');
    expect(panel!.servingSize).toBe('2/3 cup (55g)');
    expect(panel!.servingGrams).toBe(55);
    expect(panel!.servingsPerContainer).toBe(8);
    expect(panel!.columns).toHaveLength(1);
    expect(panel!.columns[0]).toMatchObject({ basis: 'serving', grams: 55 });
    expect(panel!.columns[0]!.nutrients).toEqual({
      kcal: 230, fat: 8, satFat: 1, transFat: 0, cholesterolMg: 0, sodiumMg: 160, carbs: 37, fiber: 4, sugars: 12, addedSugars: 10, protein: 3,
    });
  });

  it('reads a US protein whose "g" was read as 0 ("20" for 2g) by the calories, and keeps a bare 20 the calories want', () => {
    const panel = (protein: string, kcal: string) => parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, '4 servings per container']],
      [[10, 'Serving size'], [200, '1 bar (60g)']],
      [[10, 'Amount per serving']],
      [[10, 'Calories'], [230, kcal]],
      [[200, '% Daily Value*']],
      [[10, 'Total Fat 14g'], [260, '18%']],
      [[20, 'Saturated Fat 3g'], [260, '15%']],
      [[10, 'Sodium 120mg'], [260, '5%']],
      [[10, 'Total Carbohydrate 22g'], [260, '8%']],
      [[20, 'Total Sugars 9g']],
      [[10, `Protein ${protein}`]],
    ]));
    // 4·2 + 4·22 + 9·14 = 222: the 0 was the g.
    expect(chooseColumn(panel('20', '220')!)?.nutrients.protein).toBe(2);
    // 4·20 + 4·22 + 9·14 = 294: a 20 that lost its g stands.
    expect(chooseColumn(panel('20', '290')!)?.nutrients.protein).toBe(20);
  });

  it('reads a US protein whose "g" was read as 5 ("205" for 20g) by the calories', () => {
    const panel = (protein: string, kcal: string) => parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving size'], [200, '1 bowl (200g)']],
      [[10, 'Amount per serving']],
      [[10, 'Calories'], [230, kcal]],
      [[200, '% Daily Value*']],
      [[10, 'Total Fat 8g'], [260, '10%']],
      [[10, 'Sodium 120mg'], [260, '5%']],
      [[10, 'Total Carbohydrate 31g'], [260, '11%']],
      [[10, `Protein ${protein}`]],
    ]));
    // 4·20 + 4·31 + 9·8 = 276: the 5 was the g.
    expect(chooseColumn(panel('205', '280')!)?.nutrients.protein).toBe(20);
    // 4·25 + 4·31 + 9·8 = 296: a 25 that lost its g stands.
    expect(chooseColumn(panel('25', '300')!)?.nutrients.protein).toBe(25);
    // "422" for 42g of fat: the calories and its 54 % choose 42, not 42.2 (no US panel prints it).
    const fat = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving size'], [200, '1 cup (240g)']],
      [[10, 'Calories'], [230, '750']],
      [[10, 'Total Fat 422'], [260, '54%']],
      [[10, 'Total Carbohydrate 81g'], [260, '29%']],
      [[10, 'Protein 15g']],
    ]));
    expect(chooseColumn(fat!)?.nutrients.fat).toBe(42);
  });

  it('is a US panel though a nutrient\'s figure reads "100g" (no per-100 g column): its steps apply', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, '2 servings per container']],
      [[10, 'Serving size'], [200, '1 cup (250g)']],
      [[10, 'Amount per serving']],
      [[10, 'Calories'], [230, '540']],
      [[200, '% Daily Value*']],
      [[10, 'Total Fat 113'], [260, '14%']],
      [[20, 'Saturated Fat 3g'], [260, '15%']],
      [[10, 'Sodium 300mg'], [260, '13%']],
      [[10, 'Total Carbohydrate 100g'], [260, '36%']],
      [[20, 'Total Sugars 20g']],
      [[10, 'Protein 12g']],
    ]));
    expect(panel!.layout).toBe('us');
    // "11g" read "113": no US panel prints 11.3 g of fat, so the column is not answered with it.
    expect(chooseColumn(panel!)?.nutrients.fat).not.toBe(11.3);
  });

  it('reads a dual-column panel and splits calories OCR ran together (3501060)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, '3 servings per container']],
      [[10, 'Serving size'], [250, '2/3 cup (140g)']],
      [[230, 'Per serving'], [380, 'Per container']],
      [[10, 'Calories'], [240, '3501060']],
      [[10, 'Total Fat'], [250, '18g'], [310, '23%'], [400, '54g'], [460, '69%']],
      [[20, 'Saturated Fat'], [250, '11g'], [310, '55%'], [400, '34g'], [460, '170%']],
      [[10, 'Sodium'], [250, '115mg'], [310, '5%'], [400, '340mg'], [460, '15%']],
      [[10, 'Total Carb.'], [250, '43g'], [310, '16%'], [400, '1299'], [460, '47%']],
      [[20, 'Total Sugars'], [250, '37g'], [400, '112g']],
      [[10, 'Protein'], [250, '69'], [400, '18g']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving', 'container']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 350, fat: 18, satFat: 11, sodiumMg: 115, carbs: 43, sugars: 37, protein: 6 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 1060, fat: 54, satFat: 34, sodiumMg: 340, carbs: 129, sugars: 112, protein: 18 });
    expect(chooseColumn(panel!)!.basis).toBe('serving');
  });

  it('reads a pre-2016 panel and ignores "Calories from Fat"', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving Size 1 cup (228g)']],
      [[10, 'Servings Per Container 2']],
      [[10, 'Calories 250'], [160, 'Calories from Fat 110']],
      [[10, 'Total Fat 12g'], [260, '18%']],
      [[20, 'Saturated Fat 3g'], [260, '15%']],
      [[10, 'Sodium 470mg'], [260, '20%']],
      [[10, 'Total Carbohydrate 31g'], [260, '10%']],
      [[20, 'Sugars 5g']],
      [[10, 'Protein 5g']],
    ]));
    expect(panel!.servingsPerContainer).toBe(2);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 250, fat: 12, satFat: 3, sodiumMg: 470, carbs: 31, sugars: 5, protein: 5 });
  });

  it('reads a pre-2016 panel whose OCR lost letters: "Per Contamer 4", a point read as a space ("1 5g"), "from Fat 45" beside "Tow Fat"', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving Size 1 container (150g)']],
      [[10, 'Per Contamer 4']],
      [[10, 'Amount Per Serving']],
      [[10, 'Calories 140'], [200, 'from Fat 45']],
      [[10, 'Tow Fat 5g'], [300, '8%']],
      [[30, 'Saturated Fat 1 5g'], [300, '8%']],
      [[30, 'Trans Fat 0g']],
      [[10, 'Cholesterol 0mg'], [300, '0%']],
      [[10, 'Sodium 280mg'], [300, '12%']],
      [[10, 'Total Carbohydrate 32g'], [300, '11%']],
      [[30, 'Dietary Fiber 12g'], [300, '48%']],
      [[30, 'Sugars 5g']],
      [[10, 'Protein 3g']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 140, fat: 5, satFat: 1.5, sodiumMg: 280, carbs: 32, fiber: 12, sugars: 5, protein: 3 });
  });

  it('reads a figure whose point and unit OCR both read as spaces ("0 5 0" for "0.5 g"), not three figures', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Per 1 bar (40 g)']],
      [[10, 'Calories 90']],
      [[10, 'Fat 0 5 0'], [300, '1%']],
      [[30, 'Saturated 0 g'], [300, '0%']],
      [[10, 'Carbohydrate 20 g'], [300, '7%']],
      [[30, 'Sugars 5 g']],
      [[10, 'Protein 2 g']],
      [[10, 'Sodium 105 mg'], [300, '5%']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 90, fat: 0.5, satFat: 0, carbs: 20, sugars: 5, protein: 2 });
  });

  it('reads a "1" read as a bar before its unit ("| g"), while a bar between two names stays a rule', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts | Valeur nutritive']],
      [[10, 'Per 1 bar (40 g)']],
      [[10, 'Calories 50']],
      [[10, 'Fat | Lipides 4 g'], [300, '5%']],
      [[30, 'Saturated | saturés 1.5 g'], [300, '8%']],
      [[10, 'Carbohydrate | Glucides | g']],
      [[30, 'Sugars | Sucres 0 g']],
      [[10, 'Protein | Protéines 4 g']],
      [[10, 'Sodium 140 mg'], [300, '6%']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 50, fat: 4, satFat: 1.5, carbs: 1, sugars: 0, protein: 4 });
  });

  it('reads a linear panel', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts Servings: 4, Serv. size: 1 bar (40g), Amount per serving: Calories 170, Total Fat 7g (9% DV),']],
      [[10, 'Sat. Fat 2.5g (13% DV), Trans Fat 0g, Cholest. Omg (0% DV), Sodium 95mg (4% DV), Total Carb. 23g (8% DV),']],
      [[10, 'Fiber 2g (7% DV), Total Sugars 11g (Incl. 9g Added Sugars, 18% DV), Protein 4g.']],
    ]));
    expect(panel!.layout).toBe('us-linear');
    expect(panel!.servingGrams).toBe(40);
    expect(panel!.columns[0]!.nutrients).toMatchObject({
      kcal: 170, fat: 7, satFat: 2.5, transFat: 0, cholesterolMg: 0, sodiumMg: 95, carbs: 23, fiber: 2, sugars: 11, addedSugars: 9, protein: 4,
    });
  });

  describe('% Daily Value decides between readings (21 CFR 101.9(d)(7))', () => {
    const usPanel = (fat: readonly (readonly [number, string])[], calories: string, carbs = 'Total Carbohydrate 24g', carbsPercent = '9%') => parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, '8 servings per container']],
      [[10, 'Serving size'], [200, '2/3 cup (55g)']],
      [[10, 'Amount per serving']],
      [[10, 'Calories'], [230, calories]],
      [[200, '% Daily Value*']],
      fat,
      [[20, 'Saturated Fat 0g'], [260, '0%']],
      [[10, 'Sodium 160mg'], [260, '7%']],
      [[10, carbs], [260, carbsPercent]],
      [[20, 'Dietary Fiber 4g'], [260, '14%']],
      [[20, 'Total Sugars 12g']],
      [[10, 'Protein 3g']],
    ]));

    it('reads "Total Fat 2 5g 3%" as 2.5 though its point left a wide space, and though 5 g fits the calories too', () => {
      // 2.5 g is 3 % of 78 g; 5 g would print 6 %. 150 kcal fits 5 g of fat better than 2.5 g.
      for (const gap of [0, 10, 25]) {
        const panel = usPanel([[10, 'Total Fat'], [120, '2'], [138 + gap, '5g'], [260, '3%']], '150');
        expect(panel!.columns[0]!.nutrients.fat).toBe(2.5);
      }
    });

    it('reads "1 Sg" as 1.5 g: the point a space, the 5 its look-alike letter', () => {
      const panel = usPanel([[10, 'Total Fat'], [120, '1'], [138, 'Sg'], [260, '2%']], '130');
      expect(panel!.columns[0]!.nutrients.fat).toBe(1.5);
    });

    it('keeps the figure alone when its percent says so ("2 5g 6%" is 5 g, the 2 a mark)', () => {
      const panel = usPanel([[10, 'Total Fat'], [120, '2'], [148, '5g'], [260, '6%']], '150');
      expect(panel!.columns[0]!.nutrients.fat).toBe(5);
    });

    it('does not let a percent whose first digit was lost choose a reading with a lost point ("33g 2%" for 12 %)', () => {
      // 3.3 g is 1.2 % of 275 g: not 2 % once both are rounded, so "2%" decides nothing and 33 stays.
      const panel = usPanel([[10, 'Total Fat 8g'], [260, '10%']], '270', 'Total Carbohydrate 33', '2%');
      expect(panel!.columns[0]!.nutrients.carbs).toBe(33);
    });

    it('keeps the percents read, a row whose figure did not read ("Total Carbohydrate fg 9%") included, for the other looks', () => {
      const panel = usPanel([[10, 'Total Fat 8g'], [260, '10%']], '230', 'Total Carbohydrate fg');
      expect(panel!.columns[0]!.nutrients.carbs).toBeUndefined();
      expect(panel!.columns[0]!.percents).toMatchObject({ fat: 10, carbs: 9, sodiumMg: 7, fiber: 14 });
    });

    it('marks a figure read from letters alone ("Total Fat ig") unconfirmed', () => {
      const panel = usPanel([[10, 'Total Fat ig']], '230');
      expect(panel!.columns[0]!.nutrients.fat).toBe(1);
      expect(panel!.columns[0]!.unconfirmed).toContain('fat');
      expect(panel!.columns[0]!.unconfirmed).not.toContain('carbs');
    });
  });

  it('reads a classic panel whose servings line lost its first word and its count ("Per Contamner €") per serving, not per container', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving Size 1 bar (40g)']],
      [[130, 'Per Contamner €']],
      [[10, 'Amount Per Serving']],
      [[10, 'Calories 45'], [250, 'Calories from Fat 10']],
      [[250, '% Daily Value*']],
      [[10, 'Total Fat 1g'], [300, '2%']],
      [[10, 'Sodium 50mg'], [300, '2%']],
      [[10, 'Total Carbohydrate 1g'], [300, '0%']],
      [[30, 'Sugars 0g']],
      [[10, 'Protein 10g']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving']);
    expect(chooseColumn(panel!)!.nutrients).toMatchObject({ kcal: 45, fat: 1, carbs: 1, protein: 10 });
  });
});

describe('parsePanel: a linear panel\'s figures run on in its text', () => {
  it('reads a figure that opens the next line after its name ended the line above ("Total Carb." / "19g 796")', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts Servings: 2, Serv. size: 1 cup (240g), Amount per']],
      [[10, 'serving: Calories 100, Total Fat 2.5g (3% DV), Sat. Fat 0.5g (3% DV),']],
      [[10, 'Trans Fat 0g, Cholest. Omg (0% DV), Sodium 55mg (2% DV), Total Carb.']],
      [[10, '19g 796 DV), Fiber 1g (4% DV), Total Sugars 3g (Incl. 0g Added Sugars,']],
      [[10, '0% DV), Protein 0g.']],
    ]));
    expect(panel!.layout).toBe('us-linear');
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 100, fat: 2.5, sodiumMg: 55, carbs: 19, fiber: 1, sugars: 3, protein: 0 });
  });

  it('parts a figure OCR ran onto the name before it ("Sat Far9g", "Fat0g"), not a figure whose 0 reads as O ("OD4g")', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts Servings: 10, Serv. size: 1 cup (240g), Amount per']],
      [[10, 'serving: Calories 800, Total Fat 71g (91% DV), Sat Far9g (45% DV), Trans Fat0g,']],
      [[10, 'Cholest. 0mg (0% DV), Sodium 360mg (16% DV), Total Carb. 36g (13% DV),']],
      [[10, 'Fiber 3g (11% DV), Total Sugars 2g (Incl. 1g Added Sugars, 2% DV), Protein OD4g.']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 71, satFat: 9, transFat: 0, sodiumMg: 360, carbs: 36 });
    // "OD" is "0.", not a name: the figure is not 4 g.
    expect(panel!.columns[0]!.nutrients.protein).not.toBe(4);
  });

  it('names a garbled name by what is left of it where the print order allows it ("Sar. Far 1.5g" is saturated fat)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts Servings: 3, Serv. size: 3 crackers (16g), Amount per']],
      [[10, 'serving: Calories 70, Total Fat 3g (4% DV), Sar. Far 1.5g (8% DV), Trans Fat 0g,']],
      [[10, 'Cholest. 0mg (0% DV), Sodium 150mg (7% DV), Total Carb. 10g (4% DV),']],
      [[10, 'Fiber 0g (0% DV), Total Sugars 1g (Incl. 0g Added Sugars, 0% DV), Protein 1g.']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 3, satFat: 1.5, transFat: 0, sodiumMg: 150, carbs: 10 });
  });
});

describe('parsePanel: EU and other per-100 g tables', () => {
  const euRows = (words: Record<string, string>, per100: string[], portion: string[]) => [
    [[10, words.heading!]],
    [[220, words.per100!], [360, words.portion!]],
    [[10, words.energy!], [220, per100[0]!], [360, portion[0]!]],
    [[10, words.fat!], [230, per100[1]!], [370, portion[1]!]],
    [[20, words.sat!], [230, per100[2]!], [370, portion[2]!]],
    [[10, words.carbs!], [230, per100[3]!], [370, portion[3]!]],
    [[20, words.sugars!], [230, per100[4]!], [370, portion[4]!]],
    [[10, words.fibre!], [230, per100[5]!], [370, portion[5]!]],
    [[10, words.protein!], [230, per100[6]!], [370, portion[6]!]],
    [[10, words.salt!], [230, per100[7]!], [370, portion[7]!]],
  ] as [number, string][][];

  it('reads an English table with kJ and kcal, per 100 g and per portion; salt becomes sodium', () => {
    const panel = parsePanel(wordsFrom(euRows(
      { heading: 'Nutrition Information', per100: 'Per 100 g', portion: 'Per portion (30 g)', energy: 'Energy', fat: 'Fat', sat: 'of which saturates', carbs: 'Carbohydrate', sugars: 'of which sugars', fibre: 'Fibre', protein: 'Protein', salt: 'Salt' },
      ['1569 kJ / 373 kcal', '7.3 g', '1.1 g', '62 g', '21 g', '8.0 g', '9.5 g', '0.65 g'],
      ['471 kJ / 112 kcal', '2.2 g', '0.3 g', '19 g', '6.3 g', '2.4 g', '2.9 g', '0.20 g'],
    )));
    expect(panel!.layout).toBe('table');
    expect(panel!.columns.map((c) => [c.basis, c.grams])).toEqual([['100g', undefined], ['serving', 30]]);
    expect(panel!.columns[0]!.nutrients).toEqual({
      kj: 1569, kcal: 373, fat: 7.3, satFat: 1.1, carbs: 62, sugars: 21, fiber: 8, protein: 9.5, salt: 0.65, sodiumMg: 260,
    });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 112, fat: 2.2, carbs: 19, salt: 0.2, sodiumMg: 80 });
    expect(chooseColumn(panel!)!.basis).toBe('serving');
  });

  it('works a lost kcal out from kJ at the ratio of the table\'s own composition, as EU tables print it', () => {
    // 0.5 g fat, 30 g carbohydrate, 1 g protein: 128.5 kcal and 545.5 kJ, printed 129 and 546;
    // at 4.184 the 546 kJ would give 130.
    const panel = parsePanel(wordsFrom(euRows(
      { heading: 'Nutrition Information', per100: 'Per 100 g', portion: 'Per portion (30 g)', energy: 'Energy', fat: 'Fat', sat: 'of which saturates', carbs: 'Carbohydrate', sugars: 'of which sugars', fibre: 'Fibre', protein: 'Protein', salt: 'Salt' },
      ['546 kJ', '0.5 g', '0.1 g', '30 g', '28 g', '0 g', '1.0 g', '0.05 g'],
      ['164 kJ', '0.2 g', '0 g', '9.0 g', '8.4 g', '0 g', '0.3 g', '0.02 g'],
    )));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 546, kcal: 129, fat: 0.5, carbs: 30, protein: 1 });
  });

  const languages: [string, Record<string, string>][] = [
    ['German', { heading: 'Nährwerte', per100: 'pro 100 g', portion: 'pro Portion (30 g)', energy: 'Brennwert', fat: 'Fett', sat: 'davon gesättigte Fettsäuren', carbs: 'Kohlenhydrate', sugars: 'davon Zucker', fibre: 'Ballaststoffe', protein: 'Eiweiß', salt: 'Salz' }],
    ['French', { heading: 'Valeurs nutritionnelles', per100: 'pour 100 g', portion: 'par portion (30 g)', energy: 'Énergie', fat: 'Matières grasses', sat: 'dont acides gras saturés', carbs: 'Glucides', sugars: 'dont sucres', fibre: 'Fibres alimentaires', protein: 'Protéines', salt: 'Sel' }],
    ['Spanish', { heading: 'Información nutricional', per100: 'por 100 g', portion: 'por ración (30 g)', energy: 'Valor energético', fat: 'Grasas', sat: 'de las cuales saturadas', carbs: 'Hidratos de carbono', sugars: 'de los cuales azúcares', fibre: 'Fibra alimentaria', protein: 'Proteínas', salt: 'Sal' }],
    ['Italian', { heading: 'Valori nutrizionali', per100: 'per 100 g', portion: 'per porzione (30 g)', energy: 'Energia', fat: 'Grassi', sat: 'di cui acidi grassi saturi', carbs: 'Carboidrati', sugars: 'di cui zuccheri', fibre: 'Fibre', protein: 'Proteine', salt: 'Sale' }],
    ['Dutch', { heading: 'Voedingswaarde', per100: 'per 100 g', portion: 'per portie (30 g)', energy: 'Energie', fat: 'Vetten', sat: 'waarvan verzadigde vetzuren', carbs: 'Koolhydraten', sugars: 'waarvan suikers', fibre: 'Vezels', protein: 'Eiwitten', salt: 'Zout' }],
  ];
  for (const [language, words] of languages) {
    it(`reads a ${language} table with decimal commas`, () => {
      const panel = parsePanel(wordsFrom(euRows(words,
        ['1569 kJ / 373 kcal', '7,3 g', '1,1 g', '62 g', '21 g', '8,0 g', '9,5 g', '0,65 g'],
        ['471 kJ / 112 kcal', '2,2 g', '0,3 g', '19 g', '6,3 g', '2,4 g', '2,9 g', '0,20 g'])));
      expect(panel!.columns[0]!.nutrients).toEqual({
        kj: 1569, kcal: 373, fat: 7.3, satFat: 1.1, carbs: 62, sugars: 21, fiber: 8, protein: 9.5, salt: 0.65, sodiumMg: 260,
      });
      expect(panel!.columns[1]).toMatchObject({ basis: 'serving', grams: 30 });
    });
  }

  it('puts lost decimal points back where energy and the portion column say (73g → 7.3 g, 09g → 0.9 g)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[200, 'Per 100 g'], [330, 'Per portion (30 g)']],
      [[10, 'Energy'], [210, '434 kJ'], [370, '130 kJ']],
      [[200, '104 kcal'], [370, '31 kcal']],
      [[10, 'Fat'], [230, '73g'], [390, '22g']],
      [[20, 'of which saturates'], [230, '09g'], [390, '03g']],
      [[10, 'Carbohydrate'], [230, '22g'], [390, '0.69']],
      [[20, 'of which sugars'], [230, '06g'], [390, '02g']],
      [[10, 'Fibre'], [230, '14g'], [390, '04g']],
      [[10, 'Protein'], [230, '6.89'], [400, '2g']],
      [[10, 'Salt'], [220, '0.159'], [380, '0.049']],
    ]));
    expect(panel!.columns[0]!.nutrients).toEqual({
      kj: 434, kcal: 104, fat: 7.3, satFat: 0.9, carbs: 2.2, sugars: 0.6, fiber: 1.4, protein: 6.8, salt: 0.15, sodiumMg: 60,
    });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 31, fat: 2.2, satFat: 0.3, carbs: 0.6, sugars: 0.2, fiber: 0.4, protein: 2, salt: 0.04 });
  });

  it('reads a UK table: "100g contains", "Each biscuit (12g) contains", and the RI columns beside them left out', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'Nutrition']],
      [[10, 'Typical values'], [180, '100g'], [300, 'Each biscuit'], [440, '%RI*'], [520, 'RI* for an']],
      [[180, 'contains'], [300, '(12g) contains'], [520, 'average adult']],
      [[10, 'Energy'], [180, '2010kJ'], [300, '241kJ'], [520, '8400kJ']],
      [[180, '480kcal'], [300, '58kcal'], [440, '3%'], [520, '2000kcal']],
      [[10, 'Fat'], [180, '22.0g'], [300, '2.6g'], [440, '4%'], [520, '70g']],
      [[10, 'of which saturates'], [180, '10.5g'], [300, '1.3g'], [440, '7%'], [520, '20g']],
      [[10, 'Carbohydrate'], [180, '63.0g'], [300, '7.6g'], [440, '3%'], [520, '260g']],
      [[10, 'of which sugars'], [180, '21.0g'], [300, '2.5g'], [440, '3%'], [520, '90g']],
      [[10, 'Fibre'], [180, '3.0g'], [300, '0.4g']],
      [[10, 'Protein'], [180, '6.5g'], [300, '0.8g'], [440, '2%'], [520, '50g']],
      [[10, 'Salt'], [180, '0.80g'], [300, '0.10g'], [440, '2%'], [520, '6g']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['100g', 'serving']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 2010, kcal: 480, fat: 22, satFat: 10.5, carbs: 63, sugars: 21, protein: 6.5, salt: 0.8 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 241, kcal: 58, fat: 2.6, satFat: 1.3, carbs: 7.6, sugars: 2.5, protein: 0.8, salt: 0.1 });
    expect(chooseColumn(panel!)!.basis).toBe('serving');
    // Each %RI stays with the figure it follows, the biscuit's (daily-intake.ts checks them); none are US percents.
    expect(panel!.columns[1]!.intakePercents).toEqual({ kcal: 3, fat: 4, satFat: 7, carbs: 3, sugars: 3, protein: 2, salt: 2 });
    expect(panel!.columns[0]!.intakePercents).toBeUndefined();
    expect(panel!.columns.some((c) => c.percents)).toBe(false);
  });

  it('chooses between readings of a table\'s figure by its % RI, as a US panel\'s by its % Daily Value', () => {
    // "2.8g" of saturates read "28g": 40 g of fat holds either, the energy does not weigh saturates;
    // 14 % of the 20 g reference intake is 2.8 g, and 28 g would print 140 %.
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition declaration'], [180, 'per portion'], [300, '%RI*']],
      [[10, 'Energy'], [180, '1925kJ'], [300, '23%']],
      [[180, '460kcal'], [300, '23%']],
      [[10, 'Fat'], [180, '40g'], [300, '57%']],
      [[10, 'of which saturates'], [180, '28g'], [300, '14%']],
      [[10, 'Carbohydrate'], [180, '15g'], [300, '6%']],
      [[10, 'of which sugars'], [180, '5g'], [300, '6%']],
      [[10, 'Protein'], [180, '10g'], [300, '20%']],
      [[10, 'Salt'], [180, '0.5g'], [300, '8%']],
    ]));
    expect(panel!.layout).toBe('table');
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 460, fat: 40, satFat: 2.8, carbs: 15, protein: 10 });
  });

  it('reads an Australian panel (per serving first, kJ only, sodium in mg)', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 8']],
      [[10, 'Serving size: 30 g']],
      [[180, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '602 kJ'], [350, '2008 kJ']],
      [[10, 'Protein'], [210, '2.1 g'], [360, '7.0 g']],
      [[10, 'Fat, total'], [210, '7.8 g'], [360, '26.0 g']],
      [[20, '- saturated'], [210, '3.6 g'], [360, '12.0 g']],
      [[10, 'Carbohydrate'], [210, '17.1 g'], [360, '57.0 g']],
      [[20, '- sugars'], [210, '9.9 g'], [360, '33.0 g']],
      [[10, 'Sodium'], [210, '45 mg'], [360, '150 mg']],
    ]));
    expect(panel!.servingsPerContainer).toBe(8);
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving', '100g']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 602, kcal: 144, protein: 2.1, fat: 7.8, satFat: 3.6, carbs: 17.1, sugars: 9.9, sodiumMg: 45 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 2008, protein: 7, fat: 26, sodiumMg: 150 });
  });

  it('reads a 100 g serve\'s "98" as 9 g beside the per 100 g "9g" (its g read as 8): one weight, one figure', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 4']],
      [[10, 'Serving size: 100 g']],
      [[180, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '408 kJ'], [350, '408 kJ']],
      [[10, 'Protein'], [210, '98'], [360, '9g']],
      [[10, 'Fat, total'], [210, '5.7g'], [360, '5.7g']],
      [[20, '- saturated'], [210, '1.1g'], [360, '1.1g']],
      [[10, 'Carbohydrate'], [210, '2.4g'], [360, '2.4g']],
      [[20, '- sugars'], [210, '0.1g'], [360, '0.1g']],
      [[10, 'Sodium'], [210, '109mg'], [360, '109mg']],
    ]));
    expect(panel!.columns.map((c) => c.nutrients.protein)).toEqual([9, 9]);
  });

  it('reads an Australian cereal\'s per serve and per 100 g, never its "per serve with ½ cup skim milk" column', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 12']],
      [[10, 'Serving size: 40 g']],
      [[180, 'Per serve'], [300, 'Per serve'], [430, 'Per 100 g']],
      [[290, 'with 1/2 cup']],
      [[300, 'skim milk']],
      [[10, 'Energy'], [190, '600 kJ'], [310, '783 kJ'], [440, '1500 kJ']],
      [[10, 'Protein'], [190, '4.0 g'], [310, '8.5 g'], [440, '10.0 g']],
      [[10, 'Fat, total'], [190, '1.2 g'], [310, '1.3 g'], [440, '3.0 g']],
      [[10, 'Carbohydrate'], [190, '26.0 g'], [310, '32.1 g'], [440, '65.0 g']],
      [[20, '- sugars'], [190, '6.0 g'], [310, '12.1 g'], [440, '15.0 g']],
      [[10, 'Sodium'], [190, '80 mg'], [310, '135 mg'], [440, '200 mg']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving', '100g']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 600, protein: 4, fat: 1.2, carbs: 26, sugars: 6, sodiumMg: 80 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 1500, protein: 10, fat: 3, carbs: 65, sugars: 15, sodiumMg: 200 });
  });

  it('places the with-milk column with the others, so that a row whose per 100 g figure was lost gives it no milk figure', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 12']],
      [[10, 'Serving size: 40 g']],
      [[180, 'Per serve'], [300, 'Per serve'], [430, 'Per 100 g']],
      [[290, 'with 1/2 cup']],
      [[300, 'skim milk']],
      [[10, 'Energy'], [190, '600 kJ'], [310, '783 kJ'], [440, '1500 kJ']],
      [[10, 'Protein'], [190, '4.0 g'], [310, '8.5 g'], [440, '10.0 g']],
      [[10, 'Fat, total'], [190, '1.2 g'], [310, '3.3 g']],
      [[10, 'Carbohydrate'], [190, '26.0 g'], [310, '32.1 g'], [440, '65.0 g']],
      [[20, '- sugars'], [190, '6.0 g'], [310, '12.1 g']],
      [[10, 'Sodium'], [190, '80 mg'], [310, '135 mg'], [440, '200 mg']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving', '100g']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 600, protein: 4, fat: 1.2, carbs: 26, sugars: 6, sodiumMg: 80 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 1500, protein: 10, carbs: 65, sodiumMg: 200 });
    expect(panel!.columns[1]!.nutrients.fat).not.toBe(3.3);
    expect(panel!.columns[1]!.nutrients.sugars).not.toBe(12.1);
  });

  it('puts an Australian with-milk column between the serve and per 100 g when only its heading read', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 12']],
      [[10, 'Serving size: 40 g']],
      [[290, 'with 1/2 cup skim milk']],
      [[10, 'Energy'], [190, '600 kJ'], [310, '783 kJ'], [440, '1500 kJ']],
      [[10, 'Protein'], [190, '4.0 g'], [310, '8.5 g'], [440, '10.0 g']],
      [[10, 'Fat, total'], [190, '1.2 g'], [310, '3.3 g'], [440, '3.0 g']],
      [[10, 'Carbohydrate'], [190, '26.0 g'], [310, '32.1 g'], [440, '65.0 g']],
      [[10, 'Sodium'], [190, '80 mg'], [310, '135 mg'], [440, '200 mg']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving', '100g']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 600, protein: 4, fat: 1.2, carbs: 26, sodiumMg: 80 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 1500, protein: 10, fat: 3, carbs: 65, sodiumMg: 200 });
  });

  it('reads a kJ whose "k" was read as 4 ("1120kJ" as "11204") beside a kJ read whole', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 6']],
      [[10, 'Serving size: 40 g']],
      [[180, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '448k)'], [350, '11204']],
      [[10, 'Protein'], [210, '3.0 g'], [360, '7.5 g']],
      [[10, 'Fat, total'], [210, '2.4 g'], [360, '6.0 g']],
      [[10, 'Carbohydrate'], [210, '17.6 g'], [360, '44.0 g']],
      [[10, 'Sodium'], [210, '88 mg'], [360, '220 mg']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 448, protein: 3, fat: 2.4 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 1120, protein: 7.5, fat: 6 });
  });

  it('keeps a kJ ending in 4 that is in scale with the other column ("1544" beside "1030 kJ")', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Serving size: 150 g']],
      [[180, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '1544'], [350, '1030 kJ']],
      [[10, 'Protein'], [210, '9.0 g'], [360, '6.0 g']],
      [[10, 'Fat, total'], [210, '15.0 g'], [360, '10.0 g']],
      [[10, 'Carbohydrate'], [210, '36.0 g'], [360, '24.0 g']],
    ]));
    // (The bare figure's unit is another question: here only its last digit is kept as a digit.)
    expect(panel!.columns[0]!.nutrients.kj).not.toBe(154);
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 1030 });
  });

  it('reads an Indian table whose units are in the names ("Energy (kcal)", "Protein 9)")', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITIONAL INFORMATION']],
      [[10, 'Nutrients'], [200, 'per100g'], [300, 'per 20 g serving']],
      [[10, 'Energy (kcal)'], [220, '288.1'], [330, '57.6']],
      [[10, 'Protein 9)'], [220, '4.6'], [330, '0.9']],
      [[10, 'Carbohydrate (g)'], [220, '34.6'], [330, '6.9']],
      [[10, 'Total Sugars (g)'], [220, '16.1'], [330, '3.2']],
      [[10, 'Total Fat (g)'], [220, '14.8'], [330, '3.0']],
      [[10, 'Sodium (mg)'], [220, '132'], [330, '26']],
    ]));
    expect(panel!.columns.map((c) => [c.basis, c.grams])).toEqual([['100g', undefined], ['serving', 20]]);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 288.1, protein: 4.6, carbs: 34.6, sugars: 16.1, fat: 14.8, sodiumMg: 132 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 57.6, protein: 0.9, fat: 3, sodiumMg: 26 });
  });

  it('takes a name\'s "(g)" read as "(9)" or "(0)" for its unit, not a figure in the first column', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITIONAL INFORMATION']],
      [[10, 'Nutrients'], [220, 'per 100g'], [330, 'per 35 g serving']],
      [[10, 'Energy (kcal)'], [220, '218.5'], [330, '76.5']],
      [[10, 'Protein 9)'], [220, '4.2'], [330, '1.5']],
      [[10, 'Carbohydrate (0)'], [220, '1.8'], [330, '0.6']],
      [[10, 'Total Sugars 9)'], [220, '0.1'], [330, '0.0']],
      [[10, 'Total Fat 9)'], [330, '7.6']],
      [[10, 'Saturated Fat 9)'], [330, '2.4']],
      [[10, 'Sodium (mg)'], [220, '719'], [330, '252']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 218.5, protein: 4.2, carbs: 1.8, sugars: 0.1, sodiumMg: 719 });
    // The fat rows lost their 100 g figures: none is made of their "9)".
    expect(panel!.columns[0]!.nutrients.fat).toBeUndefined();
    expect(panel!.columns[0]!.nutrients.satFat).toBeUndefined();
    expect(panel!.columns[1]!.nutrients).toMatchObject({ protein: 1.5, carbs: 0.6, fat: 7.6, satFat: 2.4, sodiumMg: 252 });
  });

  it('reads an Indian table as a table when its "per 100 g" heading was misread ("Total Fat (g)" is not US print)', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITIONAL INFORMATION']],
      [[200, 'per 10g'], [330, 'per 30g']],
      [[10, 'Energy (kcal)'], [220, '200.2'], [330, '60.1']],
      [[10, 'Protein (g)'], [220, '11.2'], [330, '3.3']],
      [[10, 'Carbohydrate (g)'], [220, '1.2'], [330, '0.4']],
      [[10, 'Total Fat (g)'], [220, '16.7'], [330, '5.0']],
      [[10, 'Saturated Fat (g)'], [220, '5.7'], [330, '1.7']],
    ]));
    expect(panel!.layout).toBe('table');
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 200.2, protein: 11.2, fat: 16.7 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 60.1, protein: 3.3, fat: 5 });
  });

  it('keeps rows level on a slightly tilted photo', () => {
    const rows: [number, string][][] = [
      [[10, 'Nutrition Facts']],
      [[10, 'Calories'], [300, '120']],
      [[10, 'Total Fat'], [300, '5g']],
      [[10, 'Total Carbohydrate'], [300, '15g']],
      [[10, 'Protein'], [300, '4g']],
    ];
    const words = wordsFrom(rows, { slope: 0.06 });
    const lines = rows.map((_, r) => words.filter((w) => Math.abs(w.y0 - 0.06 * w.x0 - (20 + 30 * r)) < 1));
    const panel = parsePanel(words, lines);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 120, fat: 5, carbs: 15, protein: 4 });
  });
});

describe('parsePanel: photographed at an angle, cells read as separate lines', () => {
  const table: [number, string][][] = [
    [[10, 'Nutrition Information']],
    [[300, 'Per 100 g'], [560, 'Per portion (40 g)']],
    [[10, 'Energy'], [300, '1569 kJ / 373 kcal'], [560, '628 kJ / 149 kcal']],
    [[10, 'Fat'], [320, '7.3 g'], [580, '2.9 g']],
    [[20, 'of which saturates'], [320, '1.1 g'], [580, '0.4 g']],
    [[10, 'Carbohydrate'], [320, '62 g'], [580, '25 g']],
    [[20, 'of which sugars'], [320, '21 g'], [580, '8.4 g']],
    [[10, 'Fibre'], [320, '8.0 g'], [580, '3.2 g']],
    [[10, 'Protein'], [320, '9.5 g'], [580, '3.8 g']],
    [[10, 'Salt'], [320, '0.65 g'], [580, '0.26 g']],
  ];
  const per100 = { kj: 1569, kcal: 373, fat: 7.3, satFat: 1.1, carbs: 62, sugars: 21, fiber: 8, protein: 9.5, salt: 0.65 };

  it('levels rows by how the words line up when OCR gives no line to take the slope from', () => {
    // 0.035 px per px: the portion column sits two thirds of a row lower than its name.
    const panel = parsePanel(wordsFrom(table, { slope: 0.035 }));
    expect(panel!.columns[0]!.nutrients).toMatchObject(per100);
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 149, fat: 2.9, carbs: 25, protein: 3.8, salt: 0.26 });
  });

  it('follows rows that fan out (the slope changes down the pack)', () => {
    const panel = parsePanel(wordsFrom(table, { slope: -0.01, bend: 0.0005 }));
    expect(panel!.columns[0]!.nutrients).toMatchObject(per100);
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 149, fat: 2.9, satFat: 0.4, sugars: 8.4, salt: 0.26 });
  });

  it('keeps a level one-column table level (a slope that shifts its figures one row would line them up as well)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Valori nutrizionali']],
      [[10, 'Energia'], [620, '1259 kJ']],
      [[620, '299 kcal']],
      [[10, 'Grassi'], [620, '6 g']],
      [[10, 'di cui acidi grassi saturi'], [620, '0,7 g']],
      [[10, 'Carboidrati'], [620, '51 g']],
      [[10, 'di cui zuccheri'], [620, '12 g']],
      [[10, 'Fibre'], [620, '3,8 g']],
      [[10, 'Proteine'], [620, '8,6 g']],
      [[10, 'Sale'], [620, '0,14 g']],
    ], { rowHeight: 47 }));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 299, fat: 6, satFat: 0.7, carbs: 51, sugars: 12, fiber: 3.8, protein: 8.6, salt: 0.14 });
  });

  it('gives a name without figures the nearer of the figure lines above and below it', () => {
    const panel = parsePanel([
      ...wordsFrom([[[10, 'Nutrition Facts']], [[10, 'Calories'], [300, '120']], [[10, 'Total Fat'], [300, '5g']]]),
      // "Total Carbohydrate" printed between two lines of figures, nearer the lower one.
      { text: '31g', x0: 300, y0: 104, x1: 327, y1: 122 },
      { text: 'Total', x0: 10, y0: 116, x1: 55, y1: 134 },
      { text: 'Carbohydrate', x0: 64, y0: 116, x1: 172, y1: 134 },
      { text: '15g', x0: 300, y0: 124, x1: 327, y1: 142 },
      ...wordsFrom([[], [], [], [], [], [[10, 'Protein'], [300, '4g']]]),
    ]);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 120, fat: 5, carbs: 15, protein: 4 });
  });

  it('scales columns by the kJ row when kcal was read in one column only', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Información nutricional']],
      [[300, 'por 100 g'], [560, 'por ración']],
      [[10, 'Valor energético'], [300, '297 kJ'], [560, '593 kJ / 141 kcal']],
      [[10, 'Grasas'], [320, '2,79'], [580, '550']],
      [[20, 'de las cuales saturadas'], [320, '119'], [580, '2249']],
      [[10, 'Hidratos de carbono'], [320, '3,4 g'], [580, '679']],
      [[20, 'de los cuales azúcares'], [320, '13g'], [580, '2609']],
      [[10, 'Fibra alimentaria'], [320, '0g'], [580, '01g']],
      [[10, 'Proteínas'], [320, '81g'], [580, '16g']],
      [[10, 'Sal'], [320, '0,249'], [580, '047g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 297, fat: 2.7, satFat: 1.1, carbs: 3.4, sugars: 1.3, protein: 8.1, salt: 0.24 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 141, fat: 5.5, satFat: 2.2, carbs: 6.7, sugars: 2.6, protein: 16, salt: 0.47 });
  });
});

describe('parsePanel: names and units OCR lost', () => {
  it('names a run of nameless rows by the print order of the panel (German: Fett, Ballaststoffe, Eiweiß, Salz lost)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nährwerte']],
      [[300, 'pro 100g'], [520, 'pro Portion (250 g)']],
      [[10, 'Brennwert'], [300, '2010 kJ / 482 kcal'], [520, '5024 kJ / 1206 kcal']],
      [[320, '309'], [560, '759']],
      [[10, 'davon gesattigte'], [320, '32g'], [560, '81g']],
      [[10, 'Kohlenhydrate'], [320, 'S0g'], [560, '125g']],
      [[10, 'davon Zucker'], [320, '6,79'], [560, '17g']],
      [[320, '43g'], [560, '11g']],
      [[320, '04g'], [560, '1g']],
      [[320, '229'], [560, '56g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 482, fat: 30, satFat: 3.2, carbs: 50, sugars: 6.7, fiber: 4.3, protein: 0.4, salt: 2.2 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 1206, fat: 75, satFat: 8.1, carbs: 125, sugars: 17, fiber: 11, protein: 1, salt: 5.6 });
  });

  it('names a nameless last row of milligrams on an Australian panel sodium', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 2']],
      [[10, 'Serving size: 150 g']],
      [[180, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '1689 kJ'], [350, '1126 kJ']],
      [[10, 'Protein'], [210, '26 g'], [360, '17 g']],
      [[10, 'Fat, total'], [210, '31 g'], [360, '21 g']],
      [[20, '- saturated'], [210, '10 g'], [360, '7.0 g']],
      [[10, 'Carbohydrate'], [210, '5.2 g'], [360, '3.5 g']],
      [[20, '- sugars'], [210, '1.7 g'], [360, '1.1 g']],
      [[10, 'Dietary fibre'], [210, '0.5 g'], [360, '0.3 g']],
      [[200, '945 mg'], [350, '630 mg']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ protein: 26, fat: 31, sodiumMg: 945 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ protein: 17, fat: 21, sodiumMg: 630 });
  });

  it('reads milligrams whole on a table, however wide their digits came out ("42 mg" is not 4.2 mg)', () => {
    const words = wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 4']],
      [[10, 'Serving size: 25g']],
      [[180, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '277 kJ'], [350, '1106 kJ']],
      [[10, 'Protein'], [210, '0.8g'], [360, '3.4g']],
      [[10, 'Fat, total'], [210, '5.3g'], [360, '21g']],
      [[20, '- saturated'], [210, '0.7g'], [360, '2.8g']],
      [[10, 'Carbohydrate'], [210, '3.7g'], [360, '15g']],
      [[20, '- sugars'], [210, '0.3g'], [360, '1.1g']],
      [[10, 'Dietary fibre'], [210, '0.3g'], [360, '1.1g']],
      [[10, 'Sodium'], [210, '42 mg'], [360, '168 mg']],
    ]);
    // The figures of the sodium row boxed half as wide again as their digits: a lost point's room.
    const wide = words.map((w) => (/^(42|168)$/.test(w.text) ? { ...w, x1: w.x0 + 1.5 * (w.x1 - w.x0) } : w));
    const panel = parsePanel(wide);
    expect(panel!.columns[0]!.nutrients.sodiumMg).toBe(42);
    expect(panel!.columns[1]!.nutrients.sodiumMg).toBe(168);
  });

  it('drops a figure no food can hold rather than report it ("12731" kcal in 100 g)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Valori nutrizionali']],
      [[300, 'per 100 g']],
      [[10, 'Energia'], [300, '12731 kcal']],
      [[10, 'Grassi'], [320, '7,3 g']],
      [[10, 'Carboidrati'], [320, '62 g']],
      [[10, 'Proteine'], [320, '9,5 g']],
    ]));
    expect(panel!.columns[0]!.nutrients.kcal).toBeUndefined();
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 7.3, carbs: 62, protein: 9.5 });
  });

  it('does not name a nameless row when the print order leaves a choice', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[300, 'Per 100 g']],
      [[10, 'Energy'], [300, '1569 kJ / 373 kcal']],
      [[10, 'Fat'], [320, '7.3 g']],
      [[10, 'Carbohydrate'], [320, '62 g']],
      [[320, '8.0 g']],
      [[10, 'Salt'], [320, '0.65 g']],
    ]));
    // Between carbohydrate and salt: sugars, fibre or protein.
    expect(panel!.columns[0]!.nutrients).toEqual({ kj: 1569, kcal: 373, fat: 7.3, carbs: 62, salt: 0.65, sodiumMg: 260 });
  });

  it('names rows whose names OCR cut or garbled by the print order (Indian: "ydrate (", "Total", "Sanwated Fat (gQ)")', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITIONAL INFORMATION']],
      [[10, 'Nutrients'], [220, 'per100g'], [330, 'per 25 g serving']],
      [[10, 'Energy (kcal)'], [220, '195.9'], [330, '49.0']],
      [[10, 'protein (0)'], [220, '4.5'], [330, '1.1']],
      [[40, 'ydrate ('], [220, '4.7'], [330, '1.2']],
      [[10, 'Total'], [220, '1.6'], [330, '0.4']],
      [[10, 'Added Sugars (g)'], [220, '0.8'], [330, '0.2']],
      [[30, 'tary Fibre (a)'], [220, '0.2'], [330, '0.1']],
      [[10, 'Total Fat (g)'], [220, '17.7'], [330, '4.4']],
      [[10, 'Sanwated Fat (gQ)'], [220, '2.1'], [330, '0.5']],
      [[10, 'Trans Fat (g)'], [220, '0.0'], [330, '0.0']],
      [[10, 'Sodium (mg)'], [220, '337'], [330, '84']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ carbs: 4.7, sugars: 1.6, addedSugars: 0.8, fiber: 0.2, satFat: 2.1 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ carbs: 1.2, sugars: 0.4, addedSugars: 0.2, fiber: 0.1, satFat: 0.5 });
  });

  it('names garbled rows of an Australian panel by its print order ("« sligwVms" sugars, "Sodnan" sodium)', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 12']],
      [[10, 'Serving size: 50 g']],
      [[180, 'Quantity per serving'], [330, 'Quantity per 100 g']],
      [[10, 'Energy'], [200, '230 kJ'], [350, '460 kJ']],
      [[10, 'Protemn'], [210, '4.7 g'], [360, '9.4 g']],
      [[10, 'Fat, total'], [210, '5.9 g'], [360, '12 g']],
      [[20, '- saturated'], [210, '1.3 g'], [360, '2.6 g']],
      [[10, 'Carbohydrate'], [210, '1.7 g'], [360, '3.4 g']],
      [[20, '« sligwVms'], [210, '0.9 g'], [360, '1.8 g']],
      [[10, 'Dietivy fibre'], [210, '0.1 g'], [360, '0.3 g']],
      [[10, 'Sodnan'], [200, '31 mg'], [350, '62 mg']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ protein: 4.7, sugars: 0.9, fiber: 0.1, sodiumMg: 31 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ protein: 9.4, sugars: 1.8, fiber: 0.3, sodiumMg: 62 });
  });

  it('takes what is left of a garbled name where the print order leaves a choice ("Protem" between carbohydrate and salt)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[300, 'Per 100 g']],
      [[10, 'Energy'], [300, '1569 kJ / 373 kcal']],
      [[10, 'Fat'], [320, '7.3 g']],
      [[10, 'Carbohydrate'], [320, '62 g']],
      [[10, 'Protem'], [320, '8.0 g']],
      [[10, 'Salt'], [320, '0.65 g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 7.3, carbs: 62, protein: 8, salt: 0.65 });
  });

  it('leaves a garbled row out when its figures do not fit the name the print order gives it', () => {
    const rows = (sugars: [string, string], satFat: [string, string]) => parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[300, 'Per 100 g'], [500, 'Per portion (30 g)']],
      [[10, 'Energy'], [300, '1569 kJ / 373 kcal'], [500, '471 kJ / 112 kcal']],
      [[10, 'Fat'], [320, '7.3 g'], [520, '2.2 g']],
      [[10, 'of whwch satrs'], [320, satFat[0]], [520, satFat[1]]],
      [[10, 'Carbohydrate'], [320, '62 g'], [520, '19 g']],
      [[10, 'of wlch sgrs'], [320, sugars[0]], [520, sugars[1]]],
      [[10, 'Fibre'], [320, '3.0 g'], [520, '0.9 g']],
      [[10, 'Protein'], [320, '8.0 g'], [520, '2.4 g']],
      [[10, 'Salt'], [320, '0.65 g'], [520, '0.20 g']],
    ]))!;
    const fits = rows(['9.0 g', '2.7 g'], ['2.1 g', '0.6 g']);
    expect(fits.columns[0]!.nutrients).toMatchObject({ satFat: 2.1, sugars: 9 });
    expect(fits.columns[1]!.nutrients).toMatchObject({ satFat: 0.6, sugars: 2.7 });
    // 9.0 g per 100 g is not 1.2 g in 30 g; saturates of 8.1 g cannot be in 7.3 g of fat.
    const misfits = rows(['9.0 g', '1.2 g'], ['8.1 g', '2.4 g']);
    expect(misfits.columns[0]!.nutrients.sugars).toBeUndefined();
    expect(misfits.columns[0]!.nutrients.satFat).toBeUndefined();
    expect(misfits.columns[0]!.nutrients).toMatchObject({ fat: 7.3, carbs: 62, fiber: 3, protein: 8 });
  });

  it('leaves a garbled macronutrient row out when it would hold more energy than the panel prints', () => {
    const table = (carbs: string) => parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[300, 'Per 100 g']],
      [[10, 'Energy'], [300, '120 kcal']],
      [[10, 'Fat'], [320, '2.0 g']],
      [[10, 'of which saturates'], [320, '0.5 g']],
      [[10, 'Cbrhdte'], [320, carbs]],
      [[10, 'of which sugars'], [320, '3.0 g']],
      [[10, 'Protein'], [320, '4.0 g']],
      [[10, 'Salt'], [320, '0.3 g']],
    ]))!.columns[0]!.nutrients;
    expect(table('21.0 g').carbs).toBe(21);
    // 4 × 62 g is 248 kcal, in a food of 120 kcal.
    expect(table('62.0 g').carbs).toBeUndefined();
  });

  it('tells a nameless milligram row of a US panel by its percent of daily value ("160mg 7%" is sodium, "10mg 3%" cholesterol)', () => {
    const panel = (rows: [number, string][][]) => parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving size 1 cup (240g)']],
      [[10, 'Calories'], [300, '280']],
      [[10, 'Total Fat 12g'], [300, '15%']],
      [[10, 'Saturated Fat 4.5g'], [300, '23%']],
      [[10, 'Trans Fat 0g']],
      ...rows,
      [[10, 'Total Carbohydrate 34g'], [300, '12%']],
      [[10, 'Dietary Fiber 1g'], [300, '4%']],
      [[10, 'Total Sugars 2g']],
      [[10, 'Protein 8g']],
    ]))!.columns[0]!.nutrients;
    // One row where cholesterol and sodium are both missing: its percent chooses.
    expect(panel([[[10, 'Ssdlm 160mg'], [300, '7%']]]).sodiumMg).toBe(160);
    expect(panel([[[10, 'Chlstrl 10mg'], [300, '3%']]])).toMatchObject({ cholesterolMg: 10 });
    // Cholesterol named: the print order says sodium, the percent says not.
    const contradicted = panel([[[10, 'Cholesterol 10mg'], [300, '3%']], [[10, 'Sdm 25mg'], [300, '3%']]]);
    expect(contradicted.cholesterolMg).toBe(10);
    expect(contradicted.sodiumMg).toBeUndefined();
  });

  it('does not take a column heading\'s figure for an energy row whose figures OCR lost ("por ración (30.9)")', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Información nutricional']],
      [[200, 'por 100g'], [330, 'por ración (30.9)']],
      [[10, 'Valor energético']],
      [[10, 'Grasas'], [220, '1,1 g'], [350, '0,3 g']],
      [[10, 'de las cuales saturadas'], [220, '0,2 g'], [350, '0,1 g']],
      [[10, 'Hidratos de carbono'], [220, '12 g'], [350, '3,6 g']],
      [[10, 'Proteínas'], [220, '0,3 g'], [350, '0,1 g']],
    ]));
    expect(panel!.columns.map((c) => c.nutrients.kcal)).toEqual([undefined, undefined]);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 1.1, carbs: 12 });
  });

  it('does not take a footnote\'s figure for the row OCR lost, nor a garbled name the print order contradicts', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, '8 servings per container']],
      [[10, 'Serving size 1 cup (240g)']],
      [[10, 'Calories'], [300, '280']],
      [[10, 'Total Fat 22g'], [300, '28%']],
      [[10, 'Saturated Fat 4.5g'], [300, '23%']],
      [[10, 'Trans Fat 1g']],
      [[10, 'Cholesterol 20mg'], [300, '7%']],
      [[10, 'Sodium 160mg'], [300, '7%']],
      [[10, 'Total Carbohydrate 4g'], [300, '1%']],
      [[10, 'Dietary Fiber 1g'], [300, '4%']],
      [[10, 'Total Sugars 2g']],
      [[10, 'Includes 0g Added Sugars'], [300, '0%']],
      [],
      [],
      [[10, 'food contributes 10'], [200, 'a daily diet. 2,000 calories']],
    ]));
    expect(panel!.columns[0]!.nutrients.protein).toBeUndefined();
    const eu = parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[300, 'Per 100 g']],
      [[10, 'Energy'], [300, '1569 kJ / 373 kcal']],
      [[10, 'Fat'], [320, '7.3 g']],
      [[10, 'Protem'], [320, '2.0 g']],
      [[10, 'Carbohydrate'], [320, '62 g']],
      [[10, 'Salt'], [320, '0.65 g']],
    ]));
    // Saturates by the print order, but the name still reads "protein": neither is certain.
    expect(eu!.columns[0]!.nutrients.satFat).toBeUndefined();
    expect(eu!.columns[0]!.nutrients.protein).toBeUndefined();
  });

  it('takes a nutrient named twice for a garbled name: the weaker match loses it ("Sahsated Fat" is fat by "Fat" alone)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving Size 1 package (85g)']],
      [[10, 'Servings Per Container 4']],
      [[10, 'Amount Per Serving']],
      [[10, 'Calories 50'], [200, 'Calories from Fat 20']],
      [[10, 'Total Fat 2.5g'], [300, '4%']],
      [[30, 'Sahsated Fat 1g'], [300, '5%']],
      [[30, 'Trans Fat 0g']],
      [[10, 'Cholesterol 0mg'], [300, '0%']],
      [[10, 'Sodium 20mg'], [300, '1%']],
      [[10, 'Total Carbohydrate 4g'], [300, '1%']],
      [[30, 'Dietary Fiber 0g'], [300, '0%']],
      [[30, 'Total Ars 3g']],
      [[10, 'Protein 2g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 2.5, satFat: 1, transFat: 0, carbs: 4, fiber: 0, sugars: 3, protein: 2 });
  });

  it('names a garbled row past a "(g)" misread "(0)" between its name and its figures ("Protea (0) 1.9 0.7")', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITIONAL INFORMATION']],
      [[10, 'Nutrients'], [220, 'per100g'], [330, 'per 35 g serving']],
      [[10, 'Energy (kcal)'], [220, '396.0'], [330, '138.6']],
      [[10, 'Protea (0)'], [220, '1.9'], [330, '0.7']],
      [[10, 'Carbohydrate (g)'], [220, '50.8'], [330, '17.8']],
      [[10, 'Total Sugars (g)'], [220, '9.1'], [330, '3.2']],
      [[10, 'Total Fat (g)'], [220, '20.6'], [330, '7.2']],
      [[10, 'Saturated Fat (g)'], [220, '6.3'], [330, '2.2']],
      [[10, 'Sodium (mg)'], [220, '769'], [330, '270']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ protein: 1.9, carbs: 50.8, fat: 20.6 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ protein: 0.7, carbs: 17.8, fat: 7.2 });
  });

  it('reads a salt with its decimal point lost as the smaller figure when the table adds up no other way', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nährwerte']],
      [[300, 'pro 100g'], [520, 'pro Portion (250 g)']],
      [[10, 'Brennwert'], [300, '2010 kJ / 482 kcal'], [520, '5024 kJ / 1206 kcal']],
      [[10, 'Fett'], [320, '30 g'], [560, '75 g']],
      [[10, 'Kohlenhydrate'], [320, '50 g'], [560, '125 g']],
      [[10, 'Eiweiß'], [320, '0,4 g'], [560, '1 g']],
      [[10, 'Salz'], [320, '229'], [560, '56g']],
    ]));
    expect(panel!.columns[0]!.nutrients.salt).toBe(2.2);
    expect(panel!.columns[1]!.nutrients.salt).toBe(5.6);
  });

  it('reads energy cells that wrapped onto two lines, by the kJ = 4.184 × kcal partner', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Valori nutrizionali']],
      [[300, 'per 100 g'], [520, 'per porzione (25 g)']],
      [[300, '1399 kJ / 338']],
      [[10, 'Energia'], [330, 'kcal'], [520, '350 kJ / 84 kcal']],
      [[10, 'Grassi'], [320, '29 g'], [560, '7,3 g']],
      [[10, 'Carboidrati'], [320, '41 g'], [560, '10 g']],
      [[10, 'Proteine'], [320, '6,2 g'], [560, '1,6 g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 1399, kcal: 338 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 350, kcal: 84 });
  });

  it('reads an energy cell whose kJ unit wrapped under it ("67" over "kJ / 16 kcal")', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nährwerte']],
      [[300, 'pro 100g'], [520, 'pro Portion (25 g)']],
      [[10, 'Brennwert'], [300, '269k) / 64'], [520, '67']],
      [[520, 'kJ / 16 keal']],
      [[10, 'Fett'], [320, '1,7 g'], [560, '0,4 g']],
      [[10, 'Kohlenhydrate'], [320, '11 g'], [560, '2,8 g']],
      [[10, 'Eiweiß'], [320, '0,7 g'], [560, '0,2 g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 269, kcal: 64 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 67, kcal: 16 });
  });
});

describe('parsePanel: wrapped names and figures no table prints', () => {
  const rows = (sat: [number, string][][]) => [
    [[10, 'Nährwerte']],
    [[300, 'pro 100 g']],
    [[10, 'Brennwert'], [300, '1569 kJ / 373 kcal']],
    [[10, 'Fett'], [320, '7,3 g']],
    ...sat,
    [[10, 'Kohlenhydrate'], [320, '62 g']],
    [[10, 'Eiweiß'], [320, '9,5 g']],
  ] as [number, string][][];

  it('joins a name printed over two lines whose first line already names it ("davon gesättigte" / "Fettsäuren 1,1 g")', () => {
    const panel = parsePanel(wordsFrom(rows([[[20, 'davon gesattigte']], [[20, 'Fettsauren'], [320, '1,1 g']]])));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 7.3, satFat: 1.1, carbs: 62 });
  });

  it('joins a wrapped name around the figures printed between its lines ("di cui acidi grassi" / "1,1 g" / "saturi")', () => {
    const panel = parsePanel(wordsFrom(rows([[[20, 'di cui acidi grassi']], [[320, '1,1 g']], [[20, 'saturi']]])));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 7.3, satFat: 1.1, carbs: 62 });
  });

  it('joins a wrapped name whose figures are on its first line ("di cui acidi grassi 1,1 g" / "saturi")', () => {
    const panel = parsePanel(wordsFrom(rows([[[20, 'di cui acidi grassi'], [320, '1,1 g']], [[20, 'saturi']]])));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 7.3, satFat: 1.1, carbs: 62 });
  });

  it('reads "024g" and "0.49" as 0.2 g and 0.4 g (g read as 4g or 9) where a table prints one decimal, but keeps salt 0.49 g', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Información nutricional']],
      [[300, 'por 100 g']],
      [[10, 'Valor energético'], [300, '197 kJ / 47 kcal']],
      [[10, 'Grasas'], [320, '1,6 g']],
      [[20, 'de las cuales saturadas'], [320, '0,9 g']],
      [[10, 'Hidratos de carbono'], [320, '7,5 g']],
      [[20, 'de los cuales azúcares'], [320, '024g']],
      [[10, 'Fibra alimentaria'], [320, '0.49']],
      [[10, 'Proteínas'], [320, '0,5 g']],
      [[10, 'Sal'], [320, '0,49 g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ sugars: 0.2, fiber: 0.4, salt: 0.49 });
  });

  it('reads "0.84" and "3.44" on a table as 0.8 g and 3.4 g: their last 4 is the g', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[300, 'Per 100 g']],
      [[10, 'Energy'], [300, '1521 kJ / 363 kcal']],
      [[10, 'Fat'], [320, '15 g']],
      [[20, 'of which saturates'], [320, '0.84']],
      [[10, 'Carbohydrate'], [320, '54 g']],
      [[20, 'of which sugars'], [320, '3.44']],
      [[10, 'Protein'], [320, '3.5 g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ satFat: 0.8, sugars: 3.4 });
  });

  it('holds a table to its energy closely: a fibre of 27 g does not fit 363 kcal, 2.7 g does', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[300, 'Per 100 g']],
      [[10, 'Energy'], [300, '1521 kJ / 363 kcal']],
      [[10, 'Fat'], [320, '15 g']],
      [[20, 'of which saturates'], [320, '6.1 g']],
      [[10, 'Carbohydrate'], [320, '54 g']],
      [[20, 'of which sugars'], [320, '11 g']],
      [[10, 'Fibre'], [320, '27g']],
      [[10, 'Protein'], [320, '0.9 g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 15, carbs: 54, fiber: 2.7, protein: 0.9 });
  });
});

describe('parsePanel: readings the joint choice cannot reach at once', () => {
  it('tries every power of ten of a row whose columns agree at all of them ("779" / "9649" for 7,7 g / 9,6 g)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Valori nutrizionali']],
      [[300, 'per 100 g'], [560, 'per porzione']],
      [[10, 'Energia'], [300, '424 kJ / 103 kcal'], [560, '530 kJ / 129 kcal']],
      [[10, 'Grassi'], [320, '779'], [580, '9649']],
      [[20, 'di cui acidi grassi saturi'], [320, '289g'], [580, '35g']],
      [[10, 'Carboidrati'], [320, '089'], [580, '1g']],
      [[20, 'di cui zuccheri'], [320, '02g'], [580, '02g']],
      [[10, 'Fibre'], [320, '8g'], [580, '10g']],
      [[10, 'Proteine'], [320, '379'], [580, '46g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 103, fat: 7.7, satFat: 2.8, carbs: 0.8, protein: 3.7 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 129, fat: 9.6, satFat: 3.5, protein: 4.6 });
  });

  it('reads "kJ/" and a "ki" opening the next line as kJ', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Valeurs nutritionnelles']],
      [[300, 'pour 100 g'], [560, 'par portion (150 g)']],
      [[10, 'Energie'], [300, '495 kJ/ 118'], [560, '743']],
      [[300, 'ki'], [560, 'kJ / 177 kcal']],
      [[10, 'Matières grasses'], [320, '5,5 g'], [580, '8,2 g']],
      [[10, 'Glucides'], [320, '9,7 g'], [580, '14 g']],
      [[10, 'Protéines'], [320, '7,4 g'], [580, '11 g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 495, kcal: 118 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 743, kcal: 177 });
  });
});

describe('parsePanel: US panels print units against their figures', () => {
  it('reads a bare "299" beside "29g" as 29 g on a US panel whose top OCR lost', () => {
    const panel = parsePanel(wordsFrom([
      [[600, '% Daily Value*']],
      [[10, 'Total Fat'], [400, '299'], [480, '37%'], [600, '29g'], [680, '37%']],
      [[20, 'Saturated Fat'], [400, '159'], [480, '75%'], [600, '159'], [680, '75%']],
      [[10, 'Sodium'], [400, '220mg'], [480, '10%'], [600, '220mg'], [680, '10%']],
      [[10, 'Total Carbohydrate'], [400, '169'], [480, '6%'], [600, '16g'], [680, '6%']],
      [[20, 'Total Sugars'], [400, '99'], [600, '99']],
      [[10, 'Protein'], [400, '1g'], [600, '1g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 29, satFat: 15, sodiumMg: 220, carbs: 16, sugars: 9, protein: 1 });
  });
});

describe('parsePanel: each figure to its column by its place', () => {
  it('puts a figure under the column it sits in, when a lost figure and a box side read as 1 make the count right', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'NUTRITIONAL INFORMATION']],
      [[200, 'per 100 g'], [330, 'per 40 g serving']],
      [[10, 'Energy (kcal)'], [200, '116.6'], [330, '46.7']],
      [[10, 'Protein (g)'], [200, '3.9'], [330, '1.6']],
      [[10, 'Carbohydrate (g)'], [200, '5.4'], [330, '2.2']],
      [[10, 'Total Fat (g)'], [200, '8.8'], [330, '3.5']],
      [[10, 'Sodium (mg)'], [330, '18'], [400, '1']],
    ]));
    expect(panel!.columns[1]!.nutrients.sodiumMg).toBe(18);
    expect(panel!.columns[0]!.nutrients.sodiumMg).toBeUndefined();
  });
});

describe('parsePanel: tables print energy whole', () => {
  it('does not put a point into an energy figure to make a badly read panel add up at a tenth of its size', () => {
    // A photo in glare: fat's name and figures lost, carbohydrate "35" read as "3%", a kJ
    // figure wrong. Every figure read a tenth as large adds up as well as the panel does.
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Information']],
      [[200, 'Per 100 g'], [400, 'Per portion (200 g)']],
      [[10, 'Energy'], [200, '90 kJ / 167 kcal'], [400, '1397 kJ / 334 keal']],
      [[10, 'Fa'], [200, '98g'], [400, '209']],
      [[10, 'of which saturates'], [200, '429'], [400, '84g']],
      [[10, 'Carbohydrate'], [200, '17'], [400, '3%']],
      [[10, 'of which sugars'], [200, '109'], [400, '21g']],
      [[10, 'Fibre'], [200, '05g'], [400, '19']],
      [[10, 'Protein'], [200, '239'], [400, '45']],
      [[10, 'Salt'], [200, '0.199'], [400, '0379']],
    ]));
    expect(panel!.columns[0]!.nutrients.kcal).toBe(167);
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 334, kj: 1397 });
  });

  it('reads a slash before the kcal read as a 1 ("2264 kJ 1534 kcal") as the slash, not as a lost point', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition information'], [200, 'Per 100 g'], [330, 'Per portion (150 g)']],
      [[10, 'Energy'], [200, '1509 kJ / 356 kcal'], [330, '2264 kJ 1534 kcal']],
      [[10, 'Fat'], [200, '2.1g'], [330, '3.2g']],
      [[10, 'of which saturates'], [200, '1g'], [330, '1.5g']],
      [[10, 'Carbohydrate'], [200, '71g'], [330, '106g']],
      [[10, 'of which sugars'], [200, '2.3g'], [330, '3.4g']],
      [[10, 'Fibre'], [200, '3.3g'], [330, '4.9g']],
      [[10, 'Protein'], [200, '12g'], [330, '18g']],
      [[10, 'Salt'], [200, '0.23g'], [330, '0.35g']],
    ]));
    expect(panel!.columns[1]).toMatchObject({ basis: 'serving', nutrients: { kj: 2264, kcal: 534 } });
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 1509, kcal: 356 });
  });
});

describe('parsePanel: a table outside India never has a point put into its energy', () => {
  it('keeps "348 kcal" whole though a carbohydrate read with a digit lost ("8g" for 88) would fit 34.8', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition information']],
      [[300, 'per 100 g']],
      [[10, 'Energy'], [300, '348 kcal']],
      [[10, 'Fat'], [300, '0.4g']],
      [[10, 'of which saturates'], [300, '0.1g']],
      [[10, 'Carbohydrate'], [300, '8g']],
      [[10, 'of which sugars'], [300, '31g']],
      [[10, 'Protein'], [300, '1.2g']],
      [[10, 'Salt'], [300, '0.9g']],
    ]));
    expect(panel!.columns[0]!.nutrients.kcal).toBe(348);
    // 348 kcal beside 4·8 + 9·0.4 + 4·1.2: the column is not answered rather than answered at a tenth.
    expect(chooseColumn(panel!)).toBeUndefined();
  });
});

describe('parsePanel: energy printed with a decimal', () => {
  it('scales the columns by the energy row\'s pointed figures when one lost its point ("3418" beside "102.5")', () => {
    const panel = parsePanel(wordsFrom([
      [[100, 'NUTRITIONAL INFORMATION']],
      [[10, 'Nutrients per100g'], [330, 'per 30 serving']],
      [[10, 'Energy (kcal)'], [220, '3418'], [330, '102.5']],
      [[10, 'Protein (g)'], [220, '17'], [330, '0.5']],
      [[10, 'Carbohydrate (g)'], [220, '51.8'], [330, '15.5']],
      [[10, 'Total Sugars (g)'], [220, '15'], [330, '0.4']],
      [[10, 'Dietary Fibre (g)'], [220, '45'], [330, '1.3']],
      [[10, 'Total Fat (g)'], [220, '142'], [330, '4.3']],
      [[10, 'Saturated Fat (g)'], [220, '74'], [330, '2.2']],
      [[10, 'Sodium (mg)'], [220, '791'], [330, '237']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 341.8, protein: 1.7, sugars: 1.5, fiber: 4.5, fat: 14.2, satFat: 7.4 });
  });
});

describe('parsePanel: US panels print calories only', () => {
  it('reads a per-container figure 4.18 times the serving\'s as calories, not as its kJ', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, '4 servings per container']],
      [[10, 'Serving size'], [300, '2 slices (56g)']],
      [[200, 'Per serving'], [380, 'Per container']],
      [[10, 'Calories'], [200, '110'], [380, '460']],
      [[10, 'Total Fat'], [200, '0g'], [380, '1.5g']],
      [[10, 'Sodium'], [200, '25mg'], [380, '105mg']],
      [[10, 'Total Carbohydrate'], [200, '24g'], [380, '96g']],
      [[10, 'Protein'], [200, '4g'], [380, '15g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 110, carbs: 24, protein: 4 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 460, carbs: 96, protein: 15 });
    expect(panel!.columns[1]!.nutrients.kj).toBeUndefined();
  });
});

describe('parsePanel: a panel whose every "g" OCR read as 9', () => {
  it('takes the 9s ending most bare figures for their units: "329" is 32 g, not 32.9', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 8']],
      [[10, 'Serving size: 150 g']],
      [[240, 'Quantity per serving'], [400, 'Quantity per 100 g']],
      [[10, 'Energy'], [240, '2843 kJ'], [400, '1895 kJ']],
      [[10, 'Protein'], [240, '10g'], [400, '6.79']],
      [[10, 'Fat, total'], [240, '329'], [400, '229']],
      [[20, '- saturated'], [240, '559'], [400, '379']],
      [[10, 'Carbohydrate'], [240, '85g'], [400, '579']],
      [[20, '- sugars'], [240, '259'], [400, '169']],
      [[10, 'Dietary fibre'], [240, '399'], [400, '269']],
      [[10, 'Sodium'], [240, '200mg'], [400, '134mg']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 2843, protein: 10, fat: 32, satFat: 5.5, carbs: 85, sugars: 25, fiber: 3.9, sodiumMg: 200 });
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kj: 1895, protein: 6.7, fat: 22, satFat: 3.7, carbs: 57, sugars: 16, fiber: 2.6, sodiumMg: 134 });
  });
});

describe('parsePanel: US panels print the percent of daily value', () => {
  it('chooses between readings of a figure by its percentage: "1.5g 8%" read as "15g 8%" is 1.5 g of saturated fat', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving size'], [250, '1 cup (228g)']],
      [[10, 'Calories'], [300, '250']],
      [[250, '% Daily Value*']],
      [[10, 'Total Fat 16g'], [300, '21%']],
      [[20, 'Saturated Fat 15g'], [300, '8%']],
      [[10, 'Sodium 470mg'], [300, '20%']],
      [[10, 'Total Carbohydrate 31g'], [300, '11%']],
      [[20, 'Dietary Fiber 0g'], [300, '0%']],
      [[10, 'Protein 5g']],
    ]));
    // 15 g would be 75 % of the 20 g daily value; 8 % is 1.5 g.
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 16, satFat: 1.5, sodiumMg: 470, carbs: 31, fiber: 0, protein: 5 });
  });

  it('keeps a figure its percentage confirms, and a percentage OCR misread changes nothing', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Calories'], [300, '200']],
      [[250, '% Daily Value*']],
      [[10, 'Total Fat 8g'], [300, '10%']],
      [[20, 'Saturated Fat 1g'], [300, '5%']],
      [[10, 'Total Carbohydrate 37g'], [300, '13%']],
      [[20, 'Dietary Fiber 4g'], [300, '94%']],
      [[10, 'Protein 3g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ fat: 8, satFat: 1, carbs: 37, fiber: 4, protein: 3 });
  });
});

describe('parsePanel: which column is which when the headings did not read', () => {
  it('takes an Australian panel as per serving, then per 100 g, as FSANZ prints them', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 12']],
      [[10, 'Serving size: 50g']],
      [[240, 'alg'], [400, 'Quanty pe']],
      [[10, 'Energy'], [240, '538 kJ'], [400, '1076 kJ']],
      [[10, 'Protein'], [240, '3.4g'], [400, '6.8g']],
      [[10, 'Fat, total'], [240, '1.2g'], [400, '2.3g']],
      [[20, '- saturated'], [240, '0.2g'], [400, '0.4g']],
      [[10, 'Carbohydrate'], [240, '24g'], [400, '49g']],
      [[20, '- sugars'], [240, '1.6g'], [400, '3.1g']],
      [[10, 'Sodium'], [240, '57mg'], [400, '114mg']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving', '100g']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 538, protein: 3.4, fat: 1.2, carbs: 24, sodiumMg: 57 });
  });

  it('puts guessed columns the right way round by the serving size: a 50 g serving is half of 100 g', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'NUTRITIONAL INFORMATION']],
      [[10, 'Serving size 50 g']],
      [[200, 'pr 0'], [330, 'pe  servg']],
      [[10, 'Energy (kcal)'], [200, '99.5'], [330, '199.0']],
      [[10, 'Protein (g)'], [200, '2.1'], [330, '4.2']],
      [[10, 'Carbohydrate (g)'], [200, '13.0'], [330, '26.0']],
      [[10, 'Total Sugars (g)'], [200, '6.0'], [330, '12.0']],
      [[10, 'Total Fat (g)'], [200, '4.0'], [330, '8.0']],
      [[10, 'Sodium (mg)'], [200, '60'], [330, '120']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving', '100g']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 99.5, protein: 2.1, fat: 4, sodiumMg: 60 });
  });

  it('puts them round by every row\'s two figures when the energy is printed as two lines: per 100 g first, a 20 g serve', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'NUTRITION INFORMATION']],
      [[10, 'Servings per package: 6']],
      [[10, 'Serving size: 20 g']],
      [[200, 'Avg. Qy pr'], [330, 'Avg. Qnty per']],
      [[10, 'Energy']],
      [[200, '1450 kJ (347 Cal)']],
      [[330, '290 kJ (69 Cal)']],
      [[10, 'Protein'], [200, '8.5g'], [330, '1.7g']],
      [[10, 'Fat, total'], [200, '4.0g'], [330, '0.8g']],
      [[20, '- saturated'], [200, '1.5g'], [330, '0.3g']],
      [[10, 'Carbohydrate'], [200, '66g'], [330, '13g']],
      [[20, '- sugars'], [200, '12g'], [330, '2.4g']],
      [[10, 'Sodium'], [200, '420mg'], [330, '84mg']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['100g', 'serving']);
    expect(panel!.columns[1]!.nutrients).toMatchObject({ protein: 1.7, fat: 0.8, carbs: 13, sodiumMg: 84 });
  });

  it('reads a heading whose 100 OCR split in two ("per 1 00 g"), the other heading unread', () => {
    const words = wordsFrom([
      [[10, 'Nutrition Information']],
      [[200, 'pe  portn'], [330, 'per 1']],
      [[10, 'Energy'], [200, '314 kJ / 75 kcal'], [330, '1046 kJ / 250 kcal']],
      [[10, 'Fat'], [200, '2.9 g'], [330, '9.8 g']],
      [[10, 'Carbohydrate'], [200, '11 g'], [330, '35 g']],
      [[10, 'Protein'], [200, '1.6 g'], [330, '5.2 g']],
    ]);
    // "1", then "00" and "g" right against it, as OCR returns a figure it split.
    const one = words.find((w) => w.text === '1')!;
    words.push({ ...one, text: '00', x0: one.x1, x1: one.x1 + 18 }, { ...one, text: 'g', x0: one.x1 + 27, x1: one.x1 + 36 });
    const panel = parsePanel(words);
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving', '100g']);
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 250, fat: 9.8, carbs: 35, protein: 5.2 });
  });
});

describe('parsePanel: the servings line is no column heading', () => {
  it('reads one column when "Servings Per Container 10" lost part of its first word', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, 'Serving Size 3 crackers (16g)']],
      [[10, 'Servi'], [170, 'Per Container 10']],
      [[10, 'Amount Per Serving']],
      [[10, 'Calories 5'], [250, 'Calories from Fat 0']],
      [[10, 'Total Fat Og']],
      [[20, 'Saturated Fat Og']],
      [[10, 'Sodium Omg']],
      [[10, 'Total Carbohydrate 1g']],
      [[20, 'Dietary Fiber Og']],
      [[10, 'Protein Og']],
    ]));
    expect(panel!.columns).toHaveLength(1);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 5, fat: 0, satFat: 0, sodiumMg: 0, carbs: 1, fiber: 0, protein: 0 });
  });
});

describe('parsePanel: a serving size over two lines is no column heading', () => {
  it('reads one column when "Serving size" wrapped ("Serving 1 cup (240g)" over "size") beside "Amount per serving"', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Nutrition Facts']],
      [[10, '2 servings per container']],
      [[10, 'Serving'], [180, '1 cup (240g)']],
      [[10, 'size']],
      [[10, 'Amount'], [90, 'per serving']],
      [[10, 'Calories'], [200, '280']],
      [[160, '% Daily Value*']],
      [[10, 'Total Fat 10g'], [260, '13%']],
      [[20, 'Saturated Fat 5g'], [260, '25%']],
      [[10, 'Sodium 300mg'], [260, '13%']],
      [[10, 'Total Carbohydrate'], [260, '11%']],
      [[10, '29g']],
      [[20, 'Dietary Fiber 1g'], [260, '4%']],
      [[10, 'Protein 20g']],
    ]));
    expect(panel!.columns).toHaveLength(1);
    expect(panel!.servingGrams).toBe(240);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 280, fat: 10, satFat: 5, sodiumMg: 300, carbs: 29, fiber: 1, protein: 20 });
  });
});

describe('parsePanel: an Indian table whose title says per 100 g', () => {
  it('takes the column headings, not the title, and reads "Perserve (40g)" run together as the serve', () => {
    const panel = parsePanel(wordsFrom([
      [[200, 'Nutritional Information'], [500, 'per 100 g (Approx. Values)']],
      [[10, 'Nutrients'], [300, 'Per 100g'], [500, 'Perserve (40g)'], [700, '% RDA*']],
      [[10, 'Energy'], [300, '400 kcal'], [500, '160 kcal'], [700, '8%']],
      [[10, 'Protein'], [300, '8.0g'], [500, '3.2g']],
      [[10, 'Carbohydrate'], [300, '50.0g'], [500, '20.0g']],
      [[20, 'Total Sugars'], [300, '5.0g'], [500, '2.0g']],
      [[10, 'Total Fat'], [300, '18.7g'], [500, '7.5g'], [700, '11%']],
      [[10, 'Sodium'], [300, '200 mg'], [500, '80 mg'], [700, '4%']],
    ]));
    expect(panel!.columns.map((c) => [c.basis, c.grams])).toEqual([['100g', undefined], ['serving', 40]]);
    expect(panel!.columns[1]!.nutrients).toMatchObject({ kcal: 160, protein: 3.2, carbs: 20, fat: 7.5, sodiumMg: 80 });
    expect(chooseColumn(panel!)?.basis).toBe('serving');
  });
});

describe('parsePanel: an Indian table whose headings went unread', () => {
  it('is a table, not a US panel, by its energy read in kcal, and per 100 g first by its RDA', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Energy'], [300, '50 kcal'], [500, '12 kcal'], [700, '1%']],
      [[10, 'Protein'], [300, '2.9g'], [500, '0.7g']],
      [[10, 'Carbohydrate'], [300, '3.4g'], [500, '0.9g']],
      [[20, 'Total Sugars'], [300, '0.1g'], [500, '0.0g']],
      [[10, 'Dietary Fibre'], [300, '7.0g'], [500, '1.8g']],
      [[10, 'Total Fat'], [300, '2.7g'], [500, '0.7g'], [700, '1%']],
      [[20, 'Saturated Fat'], [300, '1.3g'], [500, '0.3g'], [700, '1%']],
      [[10, 'Sodium'], [300, '97mg'], [500, '24mg'], [700, '1%']],
      [[10, '% RDA per serve based on a 2000 kcal diet']],
    ]));
    expect(panel!.layout).toBe('table');
    expect(panel!.columns.map((c) => c.basis)).toEqual(['100g', 'serving']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 50, protein: 2.9, carbs: 3.4, fiber: 7, fat: 2.7, sodiumMg: 97 });
  });
});

describe('parsePanel: no panel', () => {
  it('finds no panel in ordinary text', () => {
    expect(parsePanel(wordsFrom([
      [[10, 'Fresh from the farm since 1952']],
      [[10, 'Best before 12 2026 Keep refrigerated']],
      [[10, 'Made in Italy 500 g']],
    ]))).toBeUndefined();
  });
});

describe('parsePanel: a one-column table is per serving when it says so in its own language', () => {
  it('reads an Indonesian "per sajian" table as per serving, not per 100 g (a basis it does not print)', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'INFORMASI NILAI GIZI']],
      [[10, 'Takaran saji 40 g']],
      [[10, '3 Sajian per Kemasan']],
      [[10, 'JUMLAH PER SAJIAN']],
      [[10, 'Energi total'], [260, '190 kkal']],
      [[10, 'Lemak total'], [260, '9 g']],
      [[10, 'Protein'], [260, '3 g']],
      [[10, 'Karbohidrat total'], [260, '24 g']],
      [[10, 'Garam (Natrium)'], [260, '160 mg']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['serving']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 190, fat: 9, protein: 3, carbs: 24, sodiumMg: 160 });
  });

  it('keeps a Polish table that prints "100 g" per 100 g', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Wartość odżywcza'], [260, 'w 100 g']],
      [[10, 'Wartość energetyczna'], [260, '1046 kJ / 250 kcal']],
      [[10, 'Tłuszcz'], [260, '12 g']],
      [[10, 'w tym kwasy tłuszczowe nasycone'], [260, '3,1 g']],
      [[10, 'Węglowodany'], [260, '28 g']],
      [[10, 'w tym cukry'], [260, '3,1 g']],
      [[10, 'Białko'], [260, '7,0 g']],
      [[10, 'Sól'], [260, '0,8 g']],
    ]));
    expect(panel!.columns.map((c) => c.basis)).toEqual(['100g']);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 250, fat: 12, satFat: 3.1, carbs: 28, sugars: 3.1, protein: 7, salt: 0.8 });
  });

  it('says which figures it worked out rather than read: a kcal from the kJ, sodium from salt', () => {
    const panel = parsePanel(wordsFrom([
      [[10, 'Wartość odżywcza'], [260, 'w 100 g']],
      [[10, 'Wartość energetyczna'], [260, '1046 kJ']],
      [[10, 'Tłuszcz'], [260, '12 g']],
      [[10, 'Węglowodany'], [260, '28 g']],
      [[10, 'Białko'], [260, '7,0 g']],
      [[10, 'Sól'], [260, '0,8 g']],
    ]));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kj: 1046, salt: 0.8, sodiumMg: 320 });
    expect(panel!.columns[0]!.workedOut).toEqual(['sodiumMg', 'kcal']);
  });
});

