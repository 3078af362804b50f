import { describe, expect, it } from 'vitest';
import { chooseAnswer } from './label-result.js';
import { parsePanel, thaiPanelOfReads } from './panel.js';
import { servingSizeLine, thaiPanelSigns } from './thai-panel.js';
import { wordsFrom } from './panel-words.test-helper.js';
import type { LabelWord } from './types.js';

/*
 * A Thai panel (the Thai FDA full format) as the English OCR model reads it: names and units
 * in Thai script come out as Latin noise ("n" for the gram sign, "un" for mg), the figures and
 * the percents of the Thai RDI read. (The noise is our own, not any photo's.)
 */
interface Thai { kcal: string; fatKcal: string; fat: string; sat: string; chol: string; protein: string; carbs: string; fibre: string; sugars: string; sodium: string }
const thai = (v: Thai, percents: { fat: string; carbs: string; sodium: string } = { fat: '5%', carbs: '5%', sodium: '2%' }) => wordsFrom([
  [[10, 'yaluluwanns']],
  [[10, 'wuaniuiaunn : 1 ve (25 n.)']],
  [[10, 'Auaniuiaunn : 1']],
  [[10, 'quaimnalwuaun']],
  [[10, `wAsnunnivua ${v.kcal} Alaunas (wasnunnalaiu ${v.fatKcal} Alaunas)`]],
  [[250, 'saazvaavisinaudi*']],
  [[10, `laiuiivua ${v.fat} n.`], [330, percents.fat]],
  [[26, `laiuaniaa ${v.sat} n.`], [330, '5%']],
  [[10, `Tnaaanana ${v.chol} un.`], [330, '0%']],
  [[10, `Tusiu ${v.protein} n.`]],
  [[10, `ArUlaisvasivua ${v.carbs} n.`], [330, percents.carbs]],
  [[26, `lunan ${v.fibre} n.`], [330, '4%']],
  [[26, `uinna ${v.sugars} n.`]],
  [[10, `Tawau ${v.sodium} un.`], [330, percents.sodium]],
  [[10, 'JnauuaA 0%'], [200, 'Jnauuu1 0%']],
]);
const sachet: Thai = { kcal: '80', fatKcal: '30', fat: '3', sat: '1', chol: '0', protein: '0', carbs: '14', fibre: '1', sugars: '8', sodium: '40' };

describe('parsePanel: a Thai panel whose names and units are in Thai script', () => {
  it('names the rows by the Thai order, per serving, when the figures, the energy from fat and the percents fit it', () => {
    const panel = parsePanel(thai(sachet));
    expect(panel?.columns).toHaveLength(1);
    expect(panel!.columns[0]!.basis).toBe('serving');
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, satFat: 1, cholesterolMg: 0, protein: 0, carbs: 14, fiber: 1, sugars: 8, sodiumMg: 40 });
    const answer = chooseAnswer(panel!);
    expect(answer?.column.nutrients.kcal).toBe(80);
  });

  it('takes a lost decimal point back where the steps and the energy say so ("45" of fat is 4.5 g)', () => {
    const panel = parsePanel(thai({ ...sachet, kcal: '60', fatKcal: '40', fat: '45', sat: '2', carbs: '4', fibre: '0', sugars: '2', sodium: '200' },
      { fat: '7%', carbs: '1%', sodium: '8%' }));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 60, fat: 4.5, satFat: 2, carbs: 4, sodiumMg: 200 });
  });

  it('stays unread when a row was lost, so the rows no longer fit the order', () => {
    const words = thai(sachet).filter((w) => !/^(Tusiu|0)$/.test(w.text) || w.y0 < 250 || w.y0 > 300);
    expect(parsePanel(words)?.columns[0]?.nutrients.kcal ?? undefined).toBeUndefined();
  });

  it('finds the energy beside a stray figure read left of it on its row (a wrapped bracket read "58)")', () => {
    const words = thai(sachet).map((w) => (/^wAsnunnivua$/.test(w.text) ? { ...w, text: '58)' } : w));
    const panel = parsePanel(words);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, satFat: 1, protein: 0, carbs: 14, sugars: 8, sodiumMg: 40 });
  });

  it('names the core when the closing sodium row was lost, and gives no sodium', () => {
    // (The sodium row is the fourteenth, 30 px a row from y 20.)
    const words = thai(sachet).filter((w) => w.y0 !== 20 + 13 * 30);
    const panel = parsePanel(words);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, satFat: 1, protein: 0, carbs: 14, fiber: 1, sugars: 8 });
    expect(panel!.columns[0]!.nutrients.sodiumMg).toBeUndefined();
  });

  it('stays unread when the sodium row was lost and too few percents vouch for the seven rows left', () => {
    const words = thai(sachet).filter((w) => w.y0 !== 20 + 13 * 30 && !(w.text.endsWith('%') && w.y0 > 20 + 7 * 30));
    expect(parsePanel(words)?.columns[0]?.nutrients.kcal ?? undefined).toBeUndefined();
  });

  it('stays unread when its energy is 0: a run of zeros fits the order whichever rows they are', () => {
    const zeros = { kcal: '0', fatKcal: '0', fat: '0', sat: '0', chol: '0', protein: '0', carbs: '0', fibre: '0', sugars: '0', sodium: '0' };
    expect(parsePanel(thai(zeros, { fat: '0%', carbs: '0%', sodium: '0%' }))).toBeUndefined();
  });

  it('stays unread when the energy from fat is not beside the energy (a figure near the macronutrients is not enough)', () => {
    expect(parsePanel(thai({ ...sachet, fatKcal: '500' }))).toBeUndefined();
  });

  it('stays unread when its energy is further from its figures than the format rounds (110 kcal beside 81 kcal of them)', () => {
    // Rounding explains 13 kcal here (energy to 10, fat to halves, the rest whole, fibre at 0 to 4), a tenth of 110 more.
    expect(parsePanel(thai({ ...sachet, kcal: '110' }))).toBeUndefined();
    expect(parsePanel(thai({ ...sachet, kcal: '90' }))!.columns[0]!.nutrients.kcal).toBe(90);
  });

  it('weighs each percent against its figure within the figure\'s own rounding: "1%" is no 7 g of carbohydrate', () => {
    // 7 g is 6.5 to 7.5 g, 2.2 to 2.5 % of 300 g: printed 2 %. With the sodium row lost, the
    // percents must vouch for three rows (fat's 2 %, cholesterol's 0 % and carbohydrate's).
    const small = { ...sachet, kcal: '35', fatKcal: '10', fat: '1', sat: '0', carbs: '7', fibre: '2', sugars: '1' };
    const withoutSodium = (percents: { fat: string; carbs: string; sodium: string }) => thai(small, percents).filter((w) => w.y0 !== 20 + 13 * 30);
    expect(parsePanel(withoutSodium({ fat: '2%', carbs: '2%', sodium: '2%' }))!.columns[0]!.nutrients).toMatchObject({ kcal: 35, fat: 1, carbs: 7 });
    expect(parsePanel(withoutSodium({ fat: '2%', carbs: '1%', sodium: '2%' }))).toBeUndefined();
  });

  it('counts its column of percents beside bare figures as two signs of a panel, a "4" split from its "%" too', () => {
    expect(thaiPanelSigns(thai(sachet))).toBe(2);
    const split = thai(sachet).flatMap((w) => (/^\d+%$/.test(w.text) ? [{ ...w, text: w.text.slice(0, -1) }, { ...w, text: '%' }] : [w]));
    expect(thaiPanelSigns(split)).toBe(2);
  });

  it('gives no sign for a page of figures without a column of percents, or percents without figures', () => {
    expect(thaiPanelSigns(thai(sachet).filter((w) => !w.text.includes('%')))).toBe(0);
    expect(thaiPanelSigns(wordsFrom([[[10, '100% natural']], [[10, 'save 20%']], [[10, '5% off 10% more']], [[10, 'since 1970']]]))).toBe(0);
  });

  it('reads a row whose "0 n." merged into "on" as 0 g, so the rows below keep their places', () => {
    const merged = thai({ ...sachet, protein: 'on' });
    const on = merged.find((w) => w.text === 'on')!;
    const words = merged.filter((w) => !(w.text === 'n.' && w.y0 === on.y0));
    expect(parsePanel(words)!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, protein: 0, carbs: 14, fiber: 1, sugars: 8, sodiumMg: 40 });
  });

  it('reads a merged "on" as 0 when its percent read beside it ("on. 0%"): the row keeps its place', () => {
    const merged = thai({ ...sachet, kcal: '60', fatKcal: '0', fat: 'on.', sat: '0' }, { fat: '0%', carbs: '5%', sodium: '2%' });
    const on = merged.find((w) => w.text === 'on.')!;
    const words = merged.filter((w) => !(w.text === 'n.' && w.y0 === on.y0));
    expect(parsePanel(words)!.columns[0]!.nutrients).toMatchObject({ kcal: 60, fat: 0, protein: 0, carbs: 14, sodiumMg: 40 });
  });

  it('gives a merged "on" no figure where 0 g does not fit: the page stays unread', () => {
    // Fat's 3 g read as "on": 0 g of fat leaves 80 kcal from 14 g of carbohydrate, and the 5 % is 3 g's.
    const merged = thai({ ...sachet, fat: 'on' });
    const on = merged.find((w) => w.text === 'on')!;
    expect(parsePanel(merged.filter((w) => !(w.text === 'n.' && w.y0 === on.y0)))).toBeUndefined();
  });
});

describe('a Thai panel: no energy taken from a row that prints a percent (issue 22, session 27)', () => {
  // The energy's figures lost; fat's Thai name read as digits ("9000", 90 with its point put
  // back) on a line of its own with fat's percent, its figure on the line under it. 90 kcal fits
  // the rows under the name (81 kcal of them), but the format prints no percent for the energy.
  const rows = (name: string, energy = 'wAsnunnivua Alaunas (wasnunnalaiu Alaunas)') => wordsFrom([
    [[10, 'yaluluwanns']],
    [[10, 'wuaniuiaunn : 1 ve (25 n.)']],
    [[10, 'quaimnalwuaun']],
    [[10, energy]],
    [[250, 'saazvaavisinaudi*']],
    [[10, `laiuiivua ${name}`], [330, '5%']],
    [[60, '3 n.']],
    [[26, 'laiuaniaa 1 n.'], [330, '5%']],
    [[10, 'Tnaaanana 0 un.'], [330, '0%']],
    [[10, 'Tusiu 0 n.']],
    [[10, 'ArUlaisvasivua 14 n.'], [330, '5%']],
    [[26, 'lunan 1 n.'], [330, '4%']],
    [[26, 'uinna 8 n.']],
    [[10, 'Tawau 40 un.'], [330, '2%']],
  ]);

  it('stays unread rather than take a nutrient\'s name read as digits beside its percent for the energy', () => {
    expect(parsePanel(rows('9000'))?.columns[0]?.nutrients.kcal).toBeUndefined();
  });

  it('still finds the energy on its own row, the name\'s digits skipped as a line between', () => {
    const panel = parsePanel(rows('9000', 'wAsnunnivua 80 Alaunas (wasnunnalaiu 30 Alaunas)'));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, satFat: 1, protein: 0, carbs: 14, fiber: 1, sugars: 8, sodiumMg: 40 });
  });
});

describe('thaiPanelOfReads: the looks at one Thai panel put together by where their rows stand', () => {
  // (Rows are 30 px apart from y 20: saturates r = 7, protein r = 9, carbohydrate r = 10, fibre r = 11, sugars r = 12.)
  const withoutRow = (words: LabelWord[], r: number) => words.filter((w) => w.y0 !== 20 + r * 30);
  // A look prepared at another scale: its boxes in its own pixels, `scale` of them a pixel of the levelled photo.
  const look = (words: LabelWord[], scale = 1) => ({
    words: words.map((w) => ({ ...w, x0: w.x0 * scale, x1: w.x1 * scale, y0: w.y0 * scale, y1: w.y1 * scale })), lines: [], scale,
  });

  it('fills the row each read lost from another read: protein lost in one, saturates in the other', () => {
    const a = withoutRow(thai(sachet), 9);
    const b = withoutRow(thai(sachet), 7);
    expect(parsePanel(a)).toBeUndefined();
    expect(parsePanel(b)).toBeUndefined();
    const panel = thaiPanelOfReads([look(a), look(b, 1.5)]);
    expect(panel!.columns[0]!.basis).toBe('serving');
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, satFat: 1, cholesterolMg: 0, protein: 0, carbs: 14, fiber: 1, sugars: 8, sodiumMg: 40 });
  });

  it('of two readings of a figure, keeps the one its printed percent fits ("11" of carbohydrate is 4 %, the row prints 5 %)', () => {
    const a = withoutRow(thai(sachet), 9);
    const b = withoutRow(thai({ ...sachet, carbs: '11' }), 12);
    expect(thaiPanelOfReads([look(a), look(b)])!.columns[0]!.nutrients).toMatchObject({ kcal: 80, protein: 0, carbs: 14 });
  });

  it('stays unread when two reads disagree on a figure nothing checks (sugars print no percent)', () => {
    const a = withoutRow(thai(sachet), 9);
    const b = withoutRow(thai({ ...sachet, sugars: '6' }), 11);
    expect(thaiPanelOfReads([look(a), look(b)])).toBeUndefined();
  });

  it('puts back a row every read lost by the gap it left, when it is one the answer does not need (sugars): the rest named, no sugars', () => {
    const panel = thaiPanelOfReads([look(withoutRow(thai(sachet), 12)), look(withoutRow(thai(sachet), 12), 1.5)]);
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, satFat: 1, protein: 0, carbs: 14, fiber: 1, sodiumMg: 40 });
    expect(panel!.columns[0]!.nutrients.sugars).toBeUndefined();
  });

  it('puts back no lost row when too few percents vouch for the rows left', () => {
    const fewPercents = withoutRow(thai(sachet), 12).filter((w) => !(w.text.endsWith('%') && w.y0 > 20 + 7 * 30));
    expect(thaiPanelOfReads([look(fewPercents), look(fewPercents, 1.5)])).toBeUndefined();
  });

  it('stays unread when every read lost the same row and it is one the answer needs (protein)', () => {
    expect(thaiPanelOfReads([look(withoutRow(thai(sachet), 9)), look(withoutRow(thai(sachet), 9), 1.5)])).toBeUndefined();
  });
});

describe('a Thai panel: a row\'s figure among its figures, a unit read as a digit, the sign of its units (issue 22, twentieth round)', () => {
  it('takes a row\'s figure from another of its figures when the row\'s percent fits that one: a stray "1" before carbohydrate\'s 14 g (5 %)', () => {
    const panel = parsePanel(thai({ ...sachet, carbs: '1 14' }));
    expect(panel!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, protein: 0, carbs: 14, sugars: 8, sodiumMg: 40 });
  });

  it('takes no other figure that the row\'s percent does not fit: the page stays unread', () => {
    // 5 % of 300 g is no 2 g and no 1 g of carbohydrate (the energy would not fit 1 g either way).
    expect(parsePanel(thai({ ...sachet, carbs: '1 2' }))).toBeUndefined();
  });

  it('reads a figure whose unit OCR read as one more digit without it, where the order\'s checks say so ("87" of sugars beside 14 g of carbohydrate is 8 g)', () => {
    expect(parsePanel(thai({ ...sachet, sugars: '87' }))!.columns[0]!.nutrients).toMatchObject({ kcal: 80, carbs: 14, sugars: 8, sodiumMg: 40 });
  });

  it('keeps the figure as read when it fits, and stays unread when neither it nor it without its last digit fits', () => {
    expect(parsePanel(thai({ ...sachet, sugars: '10' }))!.columns[0]!.nutrients.sugars).toBe(10);
    expect(parsePanel(thai({ ...sachet, protein: '95' }))).toBeUndefined();
  });

  it('takes no last digit off a row that prints a percent ("147" of carbohydrate beside 5 % stays unread)', () => {
    expect(parsePanel(thai({ ...sachet, carbs: '147' }))).toBeUndefined();
  });

  it('counts figures followed by the Thai units read as Latin ("3 n.", "40 un.", "15n") with two percents as two signs of a panel', () => {
    const words = thai(sachet);
    const kept = [words.find((w) => w.text === '0%')!, words.find((w) => w.text === '4%')!];
    const twoPercents = words.filter((w) => !w.text.endsWith('%') || kept.includes(w));
    expect(twoPercents.filter((w) => w.text.endsWith('%')).length).toBeLessThan(4);
    expect(thaiPanelSigns(twoPercents)).toBe(2);
    const runIn = wordsFrom([[[10, 'laiu 15n']], [[10, 'aniaa 05n 3%']], [[10, 'Tnaaa 20 un. 7%']], [[10, 'Tusiu 2n']], [[10, 'uinna 1 n']]]);
    expect(thaiPanelSigns(runIn)).toBe(2);
  });

  it('gives no such sign for a Latin page whose figures are followed by words, or with one percent', () => {
    expect(thaiPanelSigns(wordsFrom([[[10, 'Total Fat 2 g 3%']], [[10, 'Sodium 40 mg 2%']], [[10, '2 in 1 wash']], [[10, 'open 7 am 9 pm']]]))).toBe(0);
    expect(thaiPanelSigns(thai(sachet).filter((w) => !w.text.endsWith('%') || w.text === '4%'))).toBe(0);
  });
});

describe('a Thai panel: a figure run into its Thai unit (issue 22, twenty-second round)', () => {
  /** The page with a row's figure and its unit read as one word ("3 n." as "3n."), or run into its name too ("Tusiu6n."). */
  const runIn = (words: LabelWord[], name: string, figure: string, intoName = false) => {
    const row = words.find((w) => w.text === name)!.y0;
    const at = (text: string) => words.findIndex((w) => w.y0 === row && w.text === text);
    const [n, f] = [at(name), at(figure)];
    const unit = words[f + 1]!;
    const merged = intoName ? { ...words[n]!, text: `${name}${figure}${unit.text}`, x1: unit.x1 } : { ...words[f]!, text: `${figure}${unit.text}`, x1: unit.x1 };
    return words.flatMap((w, i) => (i === (intoName ? n : f) ? [merged] : (i === f + 1 || (intoName && i === f) ? [] : [w])));
  };

  it('reads the figure of "0.5n." (no figure nor unit to the page\'s reader) as 0.5, so the rows below keep their places', () => {
    const small: Thai = { kcal: '10', fatKcal: '0', fat: '0.5', sat: '0', chol: '10', protein: '0', carbs: '1', fibre: '0', sugars: '0', sodium: '5' };
    const page = thai(small, { fat: '1%', carbs: '0%', sodium: '0%' });
    expect(parsePanel(runIn(page, 'laiuiivua', '0.5'))!.columns[0]!.nutrients).toMatchObject({ kcal: 10, fat: 0.5, satFat: 0, protein: 0, carbs: 1, sodiumMg: 5 });
  });

  it('reads a figure run into its name and its unit ("Tusiu6n.") and a milligram figure ("190un.")', () => {
    const page = thai({ ...sachet, kcal: '120', fatKcal: '10', fat: '1.5', sat: '0.5', chol: '0', protein: '6', carbs: '22', fibre: '2', sugars: '6', sodium: '190' },
      { fat: '2%', carbs: '7%', sodium: '8%' });
    const words = runIn(runIn(page, 'Tusiu', '6', true), 'Tawau', '190');
    expect(words.some((w) => w.text === 'Tusiu6n.') && words.some((w) => w.text === '190un.')).toBe(true);
    expect(parsePanel(words)!.columns[0]!.nutrients).toMatchObject({ kcal: 120, fat: 1.5, protein: 6, carbs: 22, sugars: 6, sodiumMg: 190 });
  });

  it('reads no figure from a bracketed amount ("(25n.)", the serving size) nor from a word whose letters follow the unit', () => {
    const page = thai(sachet).map((w) => (w.text === '(25' ? { ...w, text: '(25n.)' } : w));
    expect(parsePanel(page)!.columns[0]!.nutrients).toMatchObject({ kcal: 80, fat: 3, protein: 0, carbs: 14 });
    // A fat row read "laiuiivua3nx" holds no figure: the row is lost and the page stays unread.
    expect(parsePanel(runIn(page, 'laiuiivua', '3', true).map((w) => (w.text === 'laiuiivua3n.' ? { ...w, text: 'laiuiivua3nx' } : w)))).toBeUndefined();
  });

  it('answers no page whose carbohydrate\'s percent was lost: the energy alone cannot tell 14 g from 12 g', () => {
    const page = thai(sachet);
    const carbsRow = page.find((w) => w.text === 'ArUlaisvasivua')!.y0;
    expect(parsePanel(page)!.columns[0]!.nutrients.carbs).toBe(14);
    const lost = page.filter((w) => !(w.y0 === carbsRow && w.text.endsWith('%')));
    expect(parsePanel(lost)).toBeUndefined();
    expect(parsePanel(lost.map((w) => (w.y0 === carbsRow && w.text === '14' ? { ...w, text: '12' } : w)))).toBeUndefined();
  });
});

describe('servingSizeLine: the serving size\'s bracketed amount is no row (issue 22, twenty-second round)', () => {
  it('knows the serving\'s amount by a figure right after "(" or a short gram sign right before ")"', () => {
    for (const line of ['wuaniuiaunn : 1 ve (15 n.)', '1 ve (20 0.)', 'wuaniuiaunn 1 (25 1.)', '(55n)', 'wuaniuiaunn (30']) expect(servingSizeLine(line), line).toBe(true);
  });

  it('leaves the energy from fat (its bracket opens on its Thai words) and the rows alone', () => {
    for (const line of ['wAsnunnivua 80 Alaunas (wasnunnalaiu 30 Alaunas)', 'laiuiivua 3 n. 5%', 'Tawau 40 un. 2%', 'ArUlaisvasivua 14 n.']) expect(servingSizeLine(line), line).toBe(false);
  });
});

describe('a Thai panel whose energy from fat was lost or cut: the rows vouch for the energy (issue 22, session 24)', () => {
  // The bracketed "(energy from fat … kcal)" is small print beside the energy: a read may lose
  // its figure ("Aa" here, no digit) or cut it ("3" for 30), while the eight rows read whole.
  const lost = { ...sachet, fatKcal: 'Aa' };
  const percentRowsOf = (words: LabelWord[]) => words.filter((w) => w.text.endsWith('%') && w.y0 > 20 + 5 * 30);

  it('names the rows when every percent read fits its row and the energy is within the rounding of the grams', () => {
    for (const fatKcal of ['Aa', '3']) {
      const panel = parsePanel(thai({ ...sachet, fatKcal }));
      expect(panel!.columns[0]!.nutrients, fatKcal).toMatchObject({ kcal: 80, fat: 3, satFat: 1, cholesterolMg: 0, protein: 0, carbs: 14, fiber: 1, sugars: 8, sodiumMg: 40 });
    }
  });

  it('stays unread when fewer than four of the rows\' percents read', () => {
    const page = thai(lost);
    const [, , , ...kept] = percentRowsOf(page);
    expect(parsePanel(page.filter((w) => !percentRowsOf(page).includes(w) || kept.includes(w)))).toBeUndefined();
  });

  it('stays unread when a percent stands on protein\'s row, which prints none (the rows are out of place)', () => {
    const page = thai(lost);
    const protein = page.find((w) => w.text === 'Tusiu')!;
    expect(parsePanel([...page, { ...protein, text: '0%', x0: 330, x1: 350 }])).toBeUndefined();
  });

  it('stays unread when the energy is further from the grams than the rounding alone explains, which the pair would let stand', () => {
    // 4·0 + 4·13 + 2·1 + 9·3 = 81 kcal; rounding explains 13 kcal at 100 kcal, the tenth on top only with the pair.
    expect(parsePanel(thai({ ...sachet, kcal: '100' }))!.columns[0]!.nutrients.kcal).toBe(100);
    expect(parsePanel(thai({ ...lost, kcal: '100' }))).toBeUndefined();
  });

  it('stays unread when the closing sodium row was lost too: seven rows are one check fewer', () => {
    // (The sodium row is the fourteenth, 30 px a row from y 20.)
    expect(parsePanel(thai(sachet).filter((w) => w.y0 !== 20 + 13 * 30))!.columns[0]!.nutrients.kcal).toBe(80);
    expect(parsePanel(thai(lost).filter((w) => w.y0 !== 20 + 13 * 30))).toBeUndefined();
  });

  it('stays unread when a figure beside the energy is larger than it (it may be the energy itself)', () => {
    expect(parsePanel(thai({ ...sachet, fatKcal: '500' }))).toBeUndefined();
  });
});

describe('a Thai row\'s other figure only where its percent rules out the first (issue 22, session 24)', () => {
  it('keeps the first figure when its printed percent fits it: the unit after it read as a figure ("45 4." for 4.5 g, 7 %) is no rival', () => {
    // 4.5 g of fat is 6.5 to 7.3 % of 65 g, and so is 4 g within the percent's slack: the percent
    // vouches for the first figure, read with its point lost, and for no other.
    const page = thai({ ...sachet, kcal: '90', fatKcal: '40', fat: '45' }, { fat: '7%', carbs: '5%', sodium: '2%' });
    const fatRow = page.find((w) => w.text === 'laiuiivua')!.y0;
    const words = page.map((w) => (w.y0 === fatRow && w.text === 'n.' ? { ...w, text: '4.' } : w));
    expect(parsePanel(words)!.columns[0]!.nutrients).toMatchObject({ kcal: 90, fat: 4.5, carbs: 14 });
  });
});

describe('a Thai panel: a figure in brackets is never its energy (issue 22, session 25)', () => {
  // A fatty sachet: 4·1 + 4·1 + 9·3.5 = 39.5 kcal, printed 40; its energy from fat, 31.5 kcal,
  // lies within the pairing window of 40 too, so 40 may pass for the pair of a larger figure.
  const fatty: Thai = { kcal: '40', fatKcal: '30', fat: '3.5', sat: '1', chol: '0', protein: '1', carbs: '1', fibre: '0', sugars: '0', sodium: '50' };
  const percents = { fat: '5%', carbs: '0%', sodium: '2%' };
  /** The page with the serving line read another way, the energy from fat lost, and three rows' percents lost (three left: too few to vouch alone). */
  const page = (serving: string) => thai({ ...fatty, fatKcal: 'Aa' }, percents)
    .filter((w) => !(w.text.endsWith('%') && [7, 8, 11].some((row) => w.y0 === 20 + row * 30)))
    .filter((w) => w.y0 !== 20 + 1 * 30).concat(wordsFrom([[], [[10, serving]]]));

  it('reads the panel as printed when its serving weight reads with both brackets', () => {
    expect(parsePanel(thai(fatty, percents))!.columns[0]!.nutrients).toMatchObject({ kcal: 40, fat: 3.5, protein: 1, carbs: 1 });
    expect(parsePanel(page('wuaniuiaunn : 1 ve (45 n.)'))).toBeUndefined();
  });

  it('stays unread when the serving weight\'s opening bracket was lost and the true energy would stand as its pair', () => {
    // "(45" read as "45" with a word before it: only the closing bracket after "Nn.)" says it is bracketed.
    expect(parsePanel(page('wuaniuiaunn : 1 ve) 45 Nn.)'))).toBeUndefined();
  });

  it('stays unread when the energy from fat\'s bracket opened on the line above and the energy itself was lost', () => {
    // The energy row wrapped: its figure lost, "(energy from fat" above, "30 kcal)" below, and a
    // stray "25" after the bracket as the pair a figure of 30 would need.
    const wrapped = thai({ ...fatty, kcal: 'Aa', fatKcal: 'Aa' }, percents).filter((w) => !/^(wasnunnalaiu|Aa|Alaunas\)?)$/.test(w.text))
      .concat(wordsFrom([[], [], [], [], [], [[10, 'Alaunas) 30 Alaunas) 25']]]));
    expect(parsePanel(wrapped)).toBeUndefined();
  });
});
