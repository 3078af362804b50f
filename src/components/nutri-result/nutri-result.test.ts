import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { RatedFoodResult } from '../../api/index.js';
import './index.js';
import '../nutri-config/index.js';
import type { NutriResult } from './nutri-result.js';

// A realistic describeMeal answer: the ingredients add up to the totals, as the contract says.
const ingredients = [
  { name: 'Egg, whole, fried', calories: 180, protein: 12.5, carbs: 0.8, fats: 14, isAdded: false },
  { name: 'Bread, whole wheat, toasted', calories: 138, protein: 6.8, carbs: 23.1, fats: 2, isAdded: false },
  { name: 'Butter, salted', calories: 72, protein: 0.1, carbs: 0, fats: 8.1, isAdded: true },
];
const sum = (key: 'calories' | 'protein' | 'carbs' | 'fats') =>
  Math.round(ingredients.reduce((total, item) => total + item[key], 0) * 10) / 10;
const meal: RatedFoodResult = {
  name: '2 eggs and toast with butter',
  calories: sum('calories'),
  protein: sum('protein'),
  carbs: sum('carbs'),
  fats: sum('fats'),
  servings: 2,
  ethanolCarbRatio: 0,
  ingredients,
  shouldUseLabelScanner: false,
  healthRating: {
    rating: 6,
    tip1: 'Swap the butter for avocado to cut saturated fat by about 5 g.',
    tip2: 'Add a handful of spinach to the eggs for fibre and folate.',
    tip3: 'Choose a seeded wholegrain bread for more fibre.',
  },
};

const shadow = (el: Element) => el.shadowRoot!;
const text = (el: Element, selector: string) => shadow(el).querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const number = (value: string) => Number(value.replace(/[^\d.]/g, ''));
const rowNames = (el: Element) => [...shadow(el).querySelectorAll('tbody .ingredient-name')].map((cell) => cell.textContent);
const rowCells = (el: Element, name: string) => {
  const row = [...shadow(el).querySelectorAll('tbody tr')].find((tr) => tr.querySelector('.ingredient-name')?.textContent === name)!;
  return [...row.querySelectorAll('td')].map((cell) => cell.textContent!.replace(/\s+/g, ' ').trim());
};

describe('<nutri-result>', () => {
  it('shows name, energy for the described servings and the macros from the result property', async () => {
    const el = await fixture<NutriResult>(html`<nutri-result .result=${meal}></nutri-result>`);
    expect(text(el, '.name')).to.equal(meal.name);
    expect(number(text(el, '.energy-value'))).to.equal(Math.round(meal.calories * meal.servings));
    expect(text(el, '.energy-unit')).to.equal('kcal');
    const macros = shadow(el).querySelector('nutri-macros')!;
    await macros.updateComplete;
    const legend = macros.shadowRoot!.querySelector('.legend')!.textContent!.replace(/\s+/g, ' ');
    expect(legend).to.contain(`Protein ${Math.round(meal.protein * meal.servings * 10) / 10} g`);
    expect(legend).to.contain(`Fat ${Math.round(meal.fats * meal.servings * 10) / 10} g`);
    const rating = shadow(el).querySelector('nutri-health-rating')!;
    await rating.updateComplete;
    expect(rating.shadowRoot!.querySelector('[role="meter"]')!.getAttribute('aria-valuenow')).to.equal(String(meal.healthRating.rating));
    expect(rating.shadowRoot!.textContent).to.contain(meal.healthRating.tip2);
  });

  it('reads the result from a JSON attribute', async () => {
    const single = { ...meal, servings: 1 };
    const el = await fixture<NutriResult>(html`<nutri-result result=${JSON.stringify(single)}></nutri-result>`);
    expect(text(el, '.name')).to.equal(meal.name);
    expect(number(text(el, '.energy-value'))).to.equal(meal.calories);
    expect(rowNames(el)).to.deep.equal(ingredients.map((item) => item.name));
  });

  it('shows a broken result attribute in place and fires nutri-error', async () => {
    const el = document.createElement('nutri-result');
    const errored = oneEvent(el, 'nutri-error');
    el.setAttribute('result', '{"name": "soup", ');
    document.body.append(el);
    const { detail } = await errored;
    expect(detail.error).to.equal('invalidRequest');
    expect(text(el, '[part="problem"]')).to.contain('not JSON');
    el.result = { ...meal, calories: -5 };
    await el.updateComplete;
    expect(text(el, '[part="problem"]')).to.contain('calories');
    el.remove();
  });

  it('scales every figure with the servings stepper', async () => {
    const el = await fixture<NutriResult>(html`<nutri-result .result=${meal}></nutri-result>`);
    const more = shadow(el).querySelector<HTMLButtonElement>('button[aria-label="More servings"]')!;
    setTimeout(() => more.click());
    const { detail } = await oneEvent(el, 'nutri-servings-change');
    const servings = meal.servings + 0.5;
    expect(detail.servings).to.equal(servings);
    await el.updateComplete;
    expect(number(text(el, '.energy-value'))).to.equal(Math.round(meal.calories * servings));
    const butter = ingredients[2]!;
    const cells = rowCells(el, butter.name);
    expect(number(cells[1]!)).to.equal(Math.round(butter.calories * servings));
    expect(Number(cells[2])).to.equal(Math.round(butter.protein * servings * 10) / 10);
    expect(Number(cells[4])).to.equal(Math.round(butter.fats * servings * 10) / 10);

    // Typing a number works too.
    const input = shadow(el).querySelector<HTMLInputElement>('input[type="number"]')!;
    input.value = '1';
    input.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(number(text(el, '.energy-value'))).to.equal(meal.calories);
    expect(text(el, '.per-serving')).to.equal('One serving');
  });

  it('shows energy in kJ when units="kJ"', async () => {
    const el = await fixture<NutriResult>(html`<nutri-result units="kJ" .result=${meal}></nutri-result>`);
    expect(text(el, '.energy-unit')).to.equal('kJ');
    expect(number(text(el, '.energy-value'))).to.equal(Math.round(meal.calories * meal.servings * 4.184));
    expect(text(el, 'thead')).to.contain('Energy (kJ)');
  });

  it('sorts the ingredients table by clicking or pressing Enter on a heading, and marks added items', async () => {
    const el = await fixture<NutriResult>(html`<nutri-result .result=${meal}></nutri-result>`);
    const sortBy = (key: string) => shadow(el).querySelector<HTMLButtonElement>(`button[data-sort="${key}"]`)!;
    const byCalories = [...ingredients].sort((a, b) => b.calories - a.calories).map((item) => item.name);

    sortBy('calories').click();
    await el.updateComplete;
    expect(rowNames(el)).to.deep.equal(byCalories);
    expect(sortBy('calories').closest('th')!.getAttribute('aria-sort')).to.equal('descending');

    sortBy('calories').focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(rowNames(el)).to.deep.equal([...byCalories].reverse());
    expect(sortBy('calories').closest('th')!.getAttribute('aria-sort')).to.equal('ascending');

    sortBy('name').click();
    await el.updateComplete;
    expect(rowNames(el)).to.deep.equal(ingredients.map((item) => item.name).sort((a, b) => a.localeCompare(b)));
    expect(sortBy('calories').closest('th')!.hasAttribute('aria-sort')).to.equal(false);

    const added = [...shadow(el).querySelectorAll('tbody tr.added .ingredient-name')].map((cell) => cell.textContent);
    expect(added).to.deep.equal(ingredients.filter((item) => item.isAdded).map((item) => item.name));
    expect(shadow(el).querySelectorAll('.badge').length).to.equal(1);
  });

  it('changes servings from the keyboard', async () => {
    const el = await fixture<NutriResult>(html`<nutri-result .result=${meal}></nutri-result>`);
    shadow(el).querySelector<HTMLButtonElement>('button[aria-label="More servings"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.servings).to.equal(meal.servings + 1);
    expect(number(text(el, '.energy-value'))).to.equal(Math.round(meal.calories * (meal.servings + 1)));
  });

  it('shows alcohol only when ethanolCarbRatio is above 0', async () => {
    const beer = {
      ...meal,
      name: 'Beer, regular',
      calories: 153,
      protein: 1.6,
      carbs: 26.6,
      fats: 0,
      servings: 1,
      ethanolCarbRatio: 0.52,
      ingredients: [{ name: 'Beer, regular', calories: 153, protein: 1.6, carbs: 26.6, fats: 0, isAdded: false }],
    };
    const el = await fixture<NutriResult>(html`<nutri-result .result=${beer}></nutri-result>`);
    const ethanol = Math.round(beer.ethanolCarbRatio * beer.carbs * 10) / 10;
    expect(text(el, '[part="alcohol"]')).to.contain(`${ethanol} g of alcohol`);
    expect(text(el, '[part="alcohol"]')).to.contain(`(${Math.round(beer.ethanolCarbRatio * beer.carbs * 7)} kcal)`);
    el.result = meal;
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="alcohol"]')).to.equal(null);
  });

  it('offers the label scanner when shouldUseLabelScanner is true and fires nutri-label-scan', async () => {
    const packaged = { ...meal, name: 'Granola bar', shouldUseLabelScanner: true };
    const el = await fixture<NutriResult>(html`<nutri-result .result=${packaged}></nutri-result>`);
    const button = shadow(el).querySelector<HTMLButtonElement>('[part="label-hint"] button')!;
    setTimeout(() => button.click());
    const { detail } = await oneEvent(el, 'nutri-label-scan');
    expect(detail.result.name).to.equal('Granola bar');
    el.result = meal;
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="label-hint"]')).to.equal(null);
  });

  it('a fixFood result without healthRating shows no gauge', async () => {
    const { healthRating: _omitted, ...fixed } = meal;
    const el = await fixture<NutriResult>(html`<nutri-result .result=${fixed}></nutri-result>`);
    expect(shadow(el).querySelector('nutri-health-rating')).to.equal(null);
    expect(number(text(el, '.energy-value'))).to.equal(Math.round(meal.calories * meal.servings));
  });

  it('takes units and theme from the nearest <nutri-config> and follows its changes', async () => {
    const config = await fixture(html`<nutri-config units="kcal" theme="light"><div><nutri-result .result=${meal}></nutri-result></div></nutri-config>`);
    const el = config.querySelector('nutri-result')!;
    await el.updateComplete;
    expect(text(el, '.energy-unit')).to.equal('kcal');
    expect(el.getAttribute('data-theme')).to.equal('light');
    const lightBg = getComputedStyle(shadow(el).querySelector('.base')!).backgroundColor;

    config.setAttribute('units', 'kJ');
    config.setAttribute('theme', 'dark');
    await (config as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    await el.updateComplete;
    expect(text(el, '.energy-unit')).to.equal('kJ');
    expect(number(text(el, '.energy-value'))).to.equal(Math.round(meal.calories * meal.servings * 4.184));
    expect(el.getAttribute('data-theme')).to.equal('dark');
    expect(getComputedStyle(shadow(el).querySelector('.base')!).backgroundColor).to.not.equal(lightBg);
  });

  it('is themed through --nutri-* custom properties set on any ancestor', async () => {
    const wrapper = await fixture(html`<div style="--nutri-color-accent: rgb(1, 2, 3); --nutri-color-bg: rgb(250, 240, 230); --nutri-radius: 3px">
      <nutri-result .result=${meal}></nutri-result>
    </div>`);
    const el = wrapper.querySelector('nutri-result')!;
    await el.updateComplete;
    expect(getComputedStyle(shadow(el).querySelector('.energy-value')!).color).to.equal('rgb(1, 2, 3)');
    const card = getComputedStyle(shadow(el).querySelector('.base')!);
    expect(card.backgroundColor).to.equal('rgb(250, 240, 230)');
    expect(card.borderTopLeftRadius).to.equal('3px');
  });

  it('fits a 320 px wide container: nothing wider than the card, macro columns folded into each row', async () => {
    const long = { ...meal, name: 'A very long meal name that goes on: scrambled eggs with chives, sourdough toast and salted butter' };
    const wrapper = await fixture(html`<div style="width: 320px"><nutri-result .result=${long}></nutri-result></div>`);
    const el = wrapper.querySelector('nutri-result')!;
    await el.updateComplete;
    const card = shadow(el).querySelector<HTMLElement>('.base')!;
    expect(card.getBoundingClientRect().width).to.be.at.most(320);
    for (const child of shadow(el).querySelectorAll<HTMLElement>('.base > *, table')) {
      expect(child.getBoundingClientRect().right, child.className || child.localName).to.be.at.most(card.getBoundingClientRect().right);
    }
    const proteinColumn = shadow(el).querySelector<HTMLElement>('td.col-macro')!;
    expect(getComputedStyle(proteinColumn).display).to.equal('none');
    const sub = shadow(el).querySelector<HTMLElement>('.sub')!;
    expect(getComputedStyle(sub).display).to.equal('block');
    expect(sub.textContent!.replace(/\s+/g, ' ')).to.contain(`P ${Math.round(ingredients[0]!.protein * meal.servings * 10) / 10} g`);
  });

  it('is accessible, with and without a result', async () => {
    const el = await fixture<NutriResult>(html`<nutri-result .result=${{ ...meal, shouldUseLabelScanner: true }}></nutri-result>`);
    await expect(el).to.be.accessible();
    el.setAttribute('data-theme', 'dark');
    el.theme = 'dark';
    await el.updateComplete;
    await expect(el).to.be.accessible();
    const empty = await fixture(html`<nutri-result></nutri-result>`);
    await expect(empty).to.be.accessible();
  });
});

describe('<nutri-result> Fix and unknown nutrition', () => {
  it('Fix opens <nutri-fix-food> for the shown food; a correction replaces the card and reaches the page', async () => {
    const fixed = { ...meal, name: '2 eggs and toast', calories: meal.calories - 72, protein: Math.round((meal.protein - 0.1) * 10) / 10, fats: Math.round((meal.fats - 8.1) * 10) / 10, ingredients: ingredients.slice(0, 2) };
    delete (fixed as Partial<RatedFoodResult>).healthRating;
    const calls: unknown[] = [];
    const client = { fixFood: async (argument: unknown) => { calls.push(argument); return fixed; } };
    const el = await fixture<NutriResult>(html`<nutri-result .result=${meal} .client=${client}></nutri-result>`);
    const button = shadow(el).querySelector<HTMLButtonElement>('[part="fix"]')!;
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await el.openFix();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    const fixer = shadow(el).querySelector('nutri-fix-food') as HTMLElement & { food: unknown; apply(issue: string): Promise<void>; updateComplete: Promise<unknown> };
    expect(fixer).to.not.equal(null);
    expect(fixer.food).to.deep.equal(meal);
    const seen = oneEvent(el, 'nutri-result');
    await fixer.apply('no butter');
    const { detail } = await seen;
    expect(detail).to.deep.equal(fixed);
    expect((calls[0] as { issue: string }).issue).to.equal('no butter');
    await el.updateComplete;
    expect(text(el, '.name')).to.equal('2 eggs and toast');
    // The fixer stays open on its "before", so the person sees what changed.
    expect(fixer.isConnected).to.equal(true);
    expect(fixer.food).to.deep.equal(meal);
  });

  it('no-fix hides the action', async () => {
    const el = await fixture<NutriResult>(html`<nutri-result no-fix .result=${meal}></nutri-result>`);
    expect(shadow(el).querySelector('[part="fix"]')).to.equal(null);
  });

  it('a product known without figures says "Nutrition unknown — scan the label", never 0 kcal', async () => {
    const { healthRating } = meal;
    const unknown: RatedFoodResult = {
      name: 'Oat drink (Brand)', calories: 0, protein: 0, carbs: 0, fats: 0, servings: 1, ethanolCarbRatio: 0,
      ingredients: [{ name: 'Oat drink (Brand)', calories: 0, protein: 0, carbs: 0, fats: 0, isAdded: false }],
      shouldUseLabelScanner: true, healthRating,
    };
    const el = await fixture<NutriResult>(html`<nutri-result .result=${unknown}></nutri-result>`);
    expect(text(el, '[part="unknown"]')).to.equal('Nutrition unknown — scan the label');
    expect(shadow(el).querySelector('.energy-value')).to.equal(null);
    expect(shadow(el).querySelector('[part="label-hint"]')).to.not.equal(null);
  });
});
