import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { toFoodData, type FoodResult, type NutritionApi, type RatedFoodResult } from '../../api/index.js';
import { createEngine } from '../../engine/index.js';
import './index.js';
import type { NutriFixFood } from './nutri-fix-food.js';

type FixApi = Pick<NutritionApi, 'describeMeal' | 'fixFood'>;

// The real engine on the real data, served by the test server from /public/data.
let engine: FixApi;
let meal: RatedFoodResult;
before(async function () {
  this.timeout(60_000);
  engine = (await createEngine()).api;
  meal = await engine.describeMeal('a cheeseburger, fries and a coke');
});

/** The real engine, counting fixFood calls: proves what the element sent. */
function counted() {
  const issues: string[] = [];
  const api: Pick<NutritionApi, 'fixFood'> = {
    fixFood: (argument, options) => (issues.push(argument.issue), engine.fixFood(argument, options)),
  };
  return { api, issues };
}

const shadow = (el: Element) => el.shadowRoot!;
const expected = (food: FoodResult | RatedFoodResult, issue: string) => engine.fixFood({ issue, foodData: toFoodData(food) });

async function fixtureWith(food: RatedFoodResult) {
  const { api, issues } = counted();
  const el = await fixture<NutriFixFood>(html`<nutri-fix-food .food=${food} .client=${api}></nutri-fix-food>`);
  return { el, issues };
}

describe('<nutri-fix-food>', () => {
  it('applies the correction typed in "What\'s wrong?" on Ctrl+Enter and shows before → after', async function () {
    this.timeout(60_000);
    const { el, issues } = await fixtureWith(meal);
    shadow(el).querySelector('textarea')!.focus();
    await sendKeys({ type: 'no fries' });
    const resulted = oneEvent(el, 'nutri-result');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Control' });
    const result = (await resulted).detail as FoodResult;
    expect(issues).to.deep.equal(['no fries']);
    expect(result).to.deep.equal(await expected(meal, 'no fries'));
    expect(result).not.to.have.property('healthRating');
    await el.updateComplete;
    expect(el.value).to.equal('');
    const rows = shadow(el).querySelectorAll('li');
    expect(rows.length).to.equal(meal.ingredients.length - 1);
    const energy = shadow(el).querySelector('.figure dd')!.textContent!.replace(/\s+/g, ' ').replace(/,/g, '');
    expect(energy).to.contain(String(meal.calories)).and.to.contain(String(result.calories));
    expect(shadow(el).querySelector('.figure .down')).to.exist;
  });

  it('removes an ingredient with its ✕, and the next correction applies to the corrected food', async function () {
    this.timeout(60_000);
    const { el, issues } = await fixtureWith(meal);
    const cola = meal.ingredients.findIndex((i) => /cola/i.test(i.name));
    const resulted = oneEvent(el, 'nutri-result');
    shadow(el).querySelectorAll<HTMLButtonElement>('[part="remove"]')[cola]!.click();
    const first = (await resulted).detail as FoodResult;
    expect(issues[0]).to.match(/^no soft drink cola$/);
    expect(first.ingredients.some((i) => /cola/i.test(i.name))).to.equal(false);
    expect(first.calories).to.equal(meal.calories - meal.ingredients[cola]!.calories);

    const second = oneEvent(el, 'nutri-result');
    await el.apply('I only ate half');
    const half = (await second).detail as FoodResult;
    expect(half).to.deep.equal(await expected(first, 'I only ate half'));
  });

  it('changes an ingredient\'s grams and adds a food by name, marked added', async function () {
    this.timeout(60_000);
    const rice = await engine.describeMeal('a cup of white rice and a chicken breast');
    const { el } = await fixtureWith(rice);
    const chicken = rice.ingredients.findIndex((i) => /chicken/i.test(i.name));
    const input = shadow(el).querySelectorAll<HTMLInputElement>('[part="amount"]')[chicken]!;
    const resulted = oneEvent(el, 'nutri-result');
    input.value = '200';
    input.dispatchEvent(new Event('change'));
    const heavier = (await resulted).detail as FoodResult;
    expect(heavier.ingredients[chicken]!.name).to.contain('200 g');

    const add = shadow(el).querySelector<HTMLInputElement>('[part="add"]')!;
    add.focus();
    await sendKeys({ type: 'a side salad' });
    const added = oneEvent(el, 'nutri-result');
    await sendKeys({ press: 'Enter' });
    const withSalad = (await added).detail as FoodResult;
    expect(withSalad.ingredients.at(-1)!.isAdded).to.equal(true);
    await el.updateComplete;
    expect(shadow(el).querySelectorAll('.added').length).to.equal(1);
  });

  it('with no-result fires events only: the food as given stays shown, and the next correction starts from it', async function () {
    this.timeout(60_000);
    const { api, issues } = counted();
    const el = await fixture<NutriFixFood>(html`<nutri-fix-food no-result .food=${meal} .client=${api}></nutri-fix-food>`);
    const resulted = oneEvent(el, 'nutri-result');
    await el.apply('no fries');
    const result = (await resulted).detail as FoodResult;
    expect(result).to.deep.equal(await expected(meal, 'no fries'));
    await el.updateComplete;
    expect(el.current).to.equal(meal);
    expect(shadow(el).querySelectorAll('li').length).to.equal(meal.ingredients.length);
    expect(shadow(el).querySelector('[part="name"]')!.textContent).to.equal(meal.name);
    expect(shadow(el).querySelector('.figure .was')).to.equal(null);

    const second = oneEvent(el, 'nutri-result');
    await el.apply('I only ate half');
    expect((await second).detail).to.deep.equal(await expected(meal, 'I only ate half'));
    expect(issues).to.deep.equal(['no fries', 'I only ate half']);
  });

  it('shows a refusal in place, naming the words, and keeps the food', async function () {
    this.timeout(60_000);
    const { el } = await fixtureWith(meal);
    el.value = 'my car is blue';
    const failed = oneEvent(el, 'nutri-error');
    await el.apply();
    const detail = (await failed).detail;
    expect(detail.error).to.equal('noFoodDetected');
    expect(detail.message).to.contain('my car is blue');
    await el.updateComplete;
    expect(shadow(el).querySelector('[role="alert"]')!.textContent).to.contain('my car is blue');
    expect(el.current).to.equal(meal);
    expect(el.value).to.equal('my car is blue');
  });

  it('refuses an empty correction before calling, and a suggestion fills the box', async () => {
    const { el, issues } = await fixtureWith(meal);
    const failed = oneEvent(el, 'nutri-error');
    await el.apply();
    expect((await failed).detail.error).to.equal('invalidRequest');
    expect(issues).to.deep.equal([]);
    const chips = [...shadow(el).querySelectorAll<HTMLButtonElement>('[part="suggestion"]')];
    const half = chips.find((c) => c.textContent!.trim() === 'I only ate half')!;
    half.click();
    await el.updateComplete;
    expect(el.value).to.equal('I only ate half');
  });

  it('is accessible', async () => {
    const { el } = await fixtureWith(meal);
    await expect(el).to.be.accessible();
  });
});
