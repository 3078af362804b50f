import { expect, fixture, html } from '@open-wc/testing';
import './index.js';
import type { NutriHealthRating } from './nutri-health-rating.js';

const tips = ['Add a side of vegetables for fibre.', 'Use half the cheese to cut saturated fat.', 'Drink water instead of soda.'];

describe('<nutri-health-rating>', () => {
  it('shows the rating as a meter and as text, with its three tips', async () => {
    const el = await fixture<NutriHealthRating>(html`<nutri-health-rating rating="8" .tips=${tips}></nutri-health-rating>`);
    const meter = el.shadowRoot!.querySelector('[role="meter"]')!;
    expect(meter.getAttribute('aria-valuenow')).to.equal('8');
    expect(meter.getAttribute('aria-valuetext')).to.equal('8 out of 10, good');
    expect(el.shadowRoot!.querySelector('.score')!.textContent).to.equal('8');
    expect([...el.shadowRoot!.querySelectorAll('.tip')].map((tip) => tip.textContent)).to.deep.equal(tips);
    // The gauge's value arc covers 8 of 10 steps.
    expect(el.shadowRoot!.querySelector('.value')!.getAttribute('stroke-dasharray')).to.equal('80 100');
  });

  it('colours the gauge by band and reads tips from a JSON attribute', async () => {
    const el = await fixture<NutriHealthRating>(html`<nutri-health-rating rating="2" tips=${JSON.stringify(tips)}></nutri-health-rating>`);
    expect(el.shadowRoot!.querySelector('.base')!.classList.contains('poor')).to.equal(true);
    expect(el.shadowRoot!.querySelectorAll('.tip')).to.have.length(3);
    el.rating = 5;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.base')!.classList.contains('fair')).to.equal(true);
    const poorColour = getComputedStyle(el.shadowRoot!.querySelector('.word')!).color;
    el.style.setProperty('--nutri-color-fair', 'rgb(9, 8, 7)');
    expect(getComputedStyle(el.shadowRoot!.querySelector('.word')!).color).to.equal('rgb(9, 8, 7)');
    expect(poorColour).to.not.equal('rgb(9, 8, 7)');
  });

  it('hides tips with no-tips and says when there is no rating', async () => {
    const el = await fixture<NutriHealthRating>(html`<nutri-health-rating rating="6" no-tips .tips=${tips}></nutri-health-rating>`);
    expect(el.shadowRoot!.querySelector('.tips')).to.equal(null);
    const none = await fixture<NutriHealthRating>(html`<nutri-health-rating></nutri-health-rating>`);
    expect(none.shadowRoot!.textContent).to.contain('No health rating');
  });

  it('is accessible', async () => {
    const el = await fixture<NutriHealthRating>(html`<nutri-health-rating rating="7" .tips=${tips}></nutri-health-rating>`);
    await expect(el).to.be.accessible();
  });
});
