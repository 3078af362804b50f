import { expect, fixture, html } from '@open-wc/testing';
import './index.js';
import type { NutriMacros } from './nutri-macros.js';

const legend = (el: NutriMacros) =>
  [...el.shadowRoot!.querySelectorAll('.item')].map((item) => item.textContent!.replace(/\s+/g, ' ').trim());

describe('<nutri-macros>', () => {
  it('prints grams and energy shares as text, from attributes', async () => {
    const el = await fixture<NutriMacros>(html`<nutri-macros protein="20" carbs="50" fats="10"></nutri-macros>`);
    // Atwater: 20×4 = 80, 50×4 = 200, 10×9 = 90 kcal of 370.
    const total = 20 * 4 + 50 * 4 + 10 * 9;
    const shares = [(20 * 4) / total, (50 * 4) / total, (10 * 9) / total].map((share) => share * 100);
    const rows = legend(el);
    expect(rows).to.have.length(3);
    expect(rows[0]).to.match(new RegExp(`^Protein 20 g (${Math.floor(shares[0]!)}|${Math.ceil(shares[0]!)})% of energy$`));
    expect(rows[1]).to.contain('Carbs 50 g');
    expect(rows[2]).to.contain('Fat 10 g');
    const percents = rows.map((row) => Number(/(\d+)%/.exec(row)![1]));
    expect(percents.reduce((a, b) => a + b, 0)).to.equal(100);
  });

  it('draws one ring segment per macronutrient, sized by its share, hidden from screen readers', async () => {
    const el = await fixture<NutriMacros>(html`<nutri-macros protein="10" carbs="10" fats="0"></nutri-macros>`);
    const chart = el.shadowRoot!.querySelector('svg')!;
    expect(chart.getAttribute('aria-hidden')).to.equal('true');
    const segments = [...chart.querySelectorAll('.segment')];
    expect(segments).to.have.length(2);
    const lengths = segments.map((segment) => Number(segment.getAttribute('stroke-dasharray')!.split(' ')[0]));
    expect(Math.abs(lengths[0]! - lengths[1]!)).to.be.below(0.01);
    expect(lengths[0]! + lengths[1]!).to.be.within(97, 100);
  });

  it('splits alcohol out of carbs when ethanol is given', async () => {
    const el = await fixture<NutriMacros>(html`<nutri-macros protein="1.6" carbs="26.6" fats="0" ethanol="13.8"></nutri-macros>`);
    const rows = legend(el);
    expect(rows).to.have.length(4);
    expect(rows[1]).to.contain(`Carbs ${Math.round((26.6 - 13.8) * 10) / 10} g`);
    expect(rows[3]).to.contain('Alcohol 13.8 g');
  });

  it('is accessible', async () => {
    const el = await fixture<NutriMacros>(html`<nutri-macros protein="12" carbs="30" fats="8"></nutri-macros>`);
    await expect(el).to.be.accessible();
  });
});
