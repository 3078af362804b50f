import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { NutritionApi, RatedFoodResult } from '../../api/index.js';
import { limits } from '../../api/limits.js';
import { createEngine } from '../../engine/index.js';
import './index.js';
import '../nutri-config/index.js';
import type { NutriDescribe } from './nutri-describe.js';
import type { NutriResult } from '../nutri-result/nutri-result.js';
import type { NutriConfig } from '../nutri-config/nutri-config.js';

type DescribeApi = Pick<NutritionApi, 'describeMeal'>;

// The real engine on the real data, served by the test server from /public/data.
let engine: DescribeApi;
before(async function () {
  this.timeout(60_000);
  engine = (await createEngine()).api;
});

/** The real engine, counting its calls: proves which API an element used. */
function counted(api: DescribeApi) {
  const calls: string[] = [];
  const wrapped: DescribeApi = { describeMeal: (text, options) => (calls.push(text), api.describeMeal(text, options)) };
  return { api: wrapped, calls };
}

const shadow = (el: Element) => el.shadowRoot!;
const number = (value: string | null | undefined) => Number((value ?? '').replace(/[^\d.]/g, ''));

async function typeInto(el: NutriDescribe, text: string) {
  shadow(el).querySelector('textarea')!.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

describe('<nutri-describe>', () => {
  it('analyses typed text on Ctrl+Enter with the embedded engine and renders the result', async function () {
    this.timeout(60_000);
    const el = await fixture<NutriDescribe>(html`<nutri-describe></nutri-describe>`);
    await typeInto(el, '2 eggs and a slice of toast');
    expect(el.value).to.equal('2 eggs and a slice of toast');
    const started = oneEvent(el, 'nutri-analysis-start');
    const resulted = oneEvent(el, 'nutri-result');
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ up: 'Control' });
    expect((await started).detail.operation).to.equal('describeMeal');
    const result = (await resulted).detail as RatedFoodResult;

    // The same text through the engine directly gives the same numbers.
    const expected = await engine.describeMeal('2 eggs and a slice of toast');
    expect(result.calories).to.equal(expected.calories);
    expect(result.ingredients.map((item) => item.name)).to.deep.equal(expected.ingredients.map((item) => item.name));
    expect(result.healthRating.rating).to.be.within(0, 10);
    const sum = result.ingredients.reduce((total, item) => total + item.calories, 0);
    expect(Math.abs(sum - result.calories)).to.be.at.most(1);

    await el.updateComplete;
    const shown = shadow(el).querySelector<NutriResult>('nutri-result')!;
    await shown.updateComplete;
    expect(shown.result).to.equal(result);
    const energy = number(shown.shadowRoot!.querySelector('.energy-value')!.textContent);
    expect(energy).to.equal(Math.round(expected.calories * expected.servings));
    expect(shadow(el).querySelector('[role="status"]')!.textContent).to.contain(result.name);
    await expect(el).to.be.accessible();
  });

  it("shows noFoodDetectedText in place as \"We could not find a food in that text. Try '2 eggs and toast'.\"", async function () {
    this.timeout(60_000);
    const el = await fixture<NutriDescribe>(html`<nutri-describe .value=${'my car is blue'}></nutri-describe>`);
    setTimeout(() => shadow(el).querySelector<HTMLButtonElement>('[part="submit"]')!.click());
    const { detail } = await oneEvent(el, 'nutri-error');
    expect(detail.error).to.equal('noFoodDetectedText');
    await el.updateComplete;
    const error = shadow(el).querySelector('[part="error"]')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.textContent!.trim()).to.contain("We could not find a food in that text. Try '2 eggs and toast'.");
    expect(shadow(el).querySelector('nutri-result')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('refuses empty text and text over the limit in place, without calling the API', async () => {
    const { api, calls } = counted(engine);
    const el = await fixture<NutriDescribe>(html`<nutri-describe .client=${api}></nutri-describe>`);
    setTimeout(() => el.submit());
    const empty = await oneEvent(el, 'nutri-error');
    expect(empty.detail.error).to.equal('invalidRequest');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.contain('Describe a meal first');

    const long = 'rice and beans, '.repeat(Math.ceil((limits.textMaxChars + 1) / 16)).slice(0, limits.textMaxChars + 1);
    el.value = long;
    await el.updateComplete;
    const counter = shadow(el).querySelector('[part="counter"]')!;
    expect(counter.classList.contains('over')).to.equal(true);
    expect(counter.textContent).to.contain(`${(limits.textMaxChars + 1).toLocaleString('en-US')} / ${limits.textMaxChars.toLocaleString('en-US')}`);
    setTimeout(() => el.submit());
    const over = await oneEvent(el, 'nutri-error');
    expect(over.detail.message).to.contain(`the limit is ${limits.textMaxChars.toLocaleString('en-US')}`);
    expect(shadow(el).querySelector('textarea')!.getAttribute('aria-invalid')).to.equal('true');
    expect(calls).to.deep.equal([]);
  });

  it('fills the text box from an example chip', async () => {
    const el = await fixture<NutriDescribe>(html`<nutri-describe .examples=${['A banana', 'Oatmeal with milk']}></nutri-describe>`);
    const chips = shadow(el).querySelectorAll<HTMLButtonElement>('[part="example"]');
    expect(chips).to.have.length(2);
    chips[1]!.click();
    await el.updateComplete;
    expect(el.value).to.equal('Oatmeal with milk');
    expect(shadow(el).querySelector('textarea')!.value).to.equal('Oatmeal with milk');
    expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('textarea'));
  });

  it('cancels a running analysis: no result, nutri-cancel fired, ready again', async () => {
    // The real engine behind a gate the test opens, so the analysis is still running when the
    // person presses Cancel.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gated: DescribeApi = { describeMeal: async (text, options) => (await gate, engine.describeMeal(text, options)) };
    const el = await fixture<NutriDescribe>(html`<nutri-describe .client=${gated} .value=${'a bowl of oatmeal'}></nutri-describe>`);
    let results = 0;
    el.addEventListener('nutri-result', () => results++);
    const running = el.submit();
    await el.updateComplete;
    expect(el.busy).to.equal(true);
    expect(shadow(el).querySelector('[part="submit"]')!.hasAttribute('disabled')).to.equal(true);
    expect(shadow(el).querySelector('[part="progress"]')).to.not.equal(null);
    const cancel = shadow(el).querySelector<HTMLButtonElement>('[part="cancel"]')!;
    setTimeout(() => cancel.click());
    await oneEvent(el, 'nutri-cancel');
    open();
    await running;
    await el.updateComplete;
    expect(el.busy).to.equal(false);
    expect(results).to.equal(0);
    expect(shadow(el).querySelector('nutri-result')).to.equal(null);
    expect(shadow(el).querySelector('[role="status"]')!.textContent).to.contain('cancelled');
    expect(shadow(el).querySelector('[part="submit"]')!.hasAttribute('disabled')).to.equal(false);
  });

  it('cancels with Escape from the text box', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gated: DescribeApi = { describeMeal: async (text, options) => (await gate, engine.describeMeal(text, options)) };
    const el = await fixture<NutriDescribe>(html`<nutri-describe .client=${gated} .value=${'toast'}></nutri-describe>`);
    shadow(el).querySelector('textarea')!.focus();
    const running = el.submit();
    await el.updateComplete;
    const cancelled = oneEvent(el, 'nutri-cancel');
    await sendKeys({ press: 'Escape' });
    await cancelled;
    open();
    await running;
    expect(el.busy).to.equal(false);
  });

  it('uses its client property over the nearest <nutri-config>, and the config over the embedded engine', async function () {
    this.timeout(60_000);
    const own = counted(engine);
    const configured = counted(engine);
    const config = await fixture<NutriConfig>(html`<nutri-config .client=${configured.api}>
      <nutri-describe id="a" .value=${'an apple'}></nutri-describe>
      <section><nutri-describe id="b" .value=${'a banana'}></nutri-describe></section>
    </nutri-config>`);
    const a = config.querySelector<NutriDescribe>('#a')!;
    const b = config.querySelector<NutriDescribe>('#b')!;
    a.client = own.api;
    await a.submit();
    await b.submit();
    expect(own.calls).to.deep.equal(['an apple']);
    expect(configured.calls).to.deep.equal(['a banana']);

    // A live change: the next analysis uses the new configuration, no reload.
    const replacement = counted(engine);
    config.client = replacement.api;
    await config.updateComplete;
    await b.submit();
    expect(replacement.calls).to.deep.equal(['a banana']);
    expect(configured.calls).to.have.length(1);
  });

  it('finds <nutri-config> across shadow roots and follows its units live', async function () {
    this.timeout(60_000);
    const configured = counted(engine);
    const host = await fixture(html`<nutri-config units="kcal"><div id="host"></div></nutri-config>`);
    const config = host as NutriConfig;
    config.client = configured.api;
    const root = host.querySelector('#host')!.attachShadow({ mode: 'open' });
    const el = document.createElement('nutri-describe');
    el.value = 'a glass of milk';
    root.append(el);
    await el.submit();
    expect(configured.calls).to.deep.equal(['a glass of milk']);
    await el.updateComplete;
    const shown = shadow(el).querySelector<NutriResult>('nutri-result')!;
    await shown.updateComplete;
    const kcal = shown.result!.calories * shown.result!.servings;
    expect(number(shown.shadowRoot!.querySelector('.energy-value')!.textContent)).to.equal(Math.round(kcal));
    config.units = 'kJ';
    await config.updateComplete;
    await el.updateComplete;
    await shown.updateComplete;
    expect(shown.shadowRoot!.querySelector('.energy-unit')!.textContent).to.equal('kJ');
    expect(number(shown.shadowRoot!.querySelector('.energy-value')!.textContent)).to.equal(Math.round(kcal * 4.184));
  });

  it('with no-result fires events only', async function () {
    this.timeout(60_000);
    const el = await fixture<NutriDescribe>(html`<nutri-describe no-result .client=${engine} .value=${'a cup of coffee with milk'}></nutri-describe>`);
    setTimeout(() => el.submit());
    const { detail } = await oneEvent(el, 'nutri-result');
    expect(detail.calories).to.be.above(0);
    await el.updateComplete;
    expect(shadow(el).querySelector('nutri-result')).to.equal(null);
    expect(shadow(el).querySelector('[part="output"]')).to.equal(null);
  });

  it('reserves the space of the result so the page below does not move when it arrives', async function () {
    this.timeout(60_000);
    const el = await fixture<NutriDescribe>(html`<nutri-describe .client=${engine} .value=${'an apple'}
      style="--nutri-describe-result-min-height: 60rem"></nutri-describe>`);
    const output = shadow(el).querySelector<HTMLElement>('[part="output"]')!;
    const before = output.getBoundingClientRect().height;
    expect(before).to.equal(60 * parseFloat(getComputedStyle(document.documentElement).fontSize));
    await el.submit();
    await el.updateComplete;
    const shown = shadow(el).querySelector<NutriResult>('nutri-result')!;
    await shown.updateComplete;
    expect(shown.getBoundingClientRect().height).to.be.above(0).and.at.most(before);
    expect(output.getBoundingClientRect().height).to.equal(before);
  });

  it('is accessible when idle, and every control is reachable with Tab', async () => {
    const el = await fixture<NutriDescribe>(html`<nutri-describe .examples=${['A banana']}></nutri-describe>`);
    await expect(el).to.be.accessible();
    shadow(el).querySelector('textarea')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement?.getAttribute('part')).to.equal('example');
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement?.getAttribute('part')).to.equal('submit');
  });
});
