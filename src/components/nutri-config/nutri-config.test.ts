import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { RatedFoodResult } from '../../api/index.js';
import { createEngine } from '../../engine/index.js';
import '../index.js';
import type { NutriConfig } from './nutri-config.js';
import type { NutriDescribe } from '../nutri-describe/nutri-describe.js';

// The real v4 service, started by the test runner (web-test-runner.service.ts).
let service: { url: string; key: string; otherOriginKey: string };
before(async () => {
  service = (await (await fetch('/__nutri-service.json')).json()) as typeof service;
});

const shadow = (el: Element) => el.shadowRoot!;

async function configured(attributes: { baseUrl?: string; apiKey?: string; engine?: string }, text: string) {
  const config = await fixture<NutriConfig>(html`<nutri-config
    base-url=${attributes.baseUrl ?? ''} api-key=${attributes.apiKey ?? ''} engine=${attributes.engine ?? ''}>
    <nutri-describe .value=${text}></nutri-describe>
  </nutri-config>`);
  if (!attributes.baseUrl) config.removeAttribute('base-url');
  if (!attributes.engine) config.removeAttribute('engine');
  await config.updateComplete;
  return { config, el: config.querySelector<NutriDescribe>('nutri-describe')! };
}

describe('<nutri-config> with a v4 service', () => {
  it('sends the analysis to base-url with the api-key, over real HTTP', async function () {
    this.timeout(60_000);
    const sent: string[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => sent.push(entry.name)));
    observer.observe({ type: 'resource', buffered: false });
    const { el } = await configured({ baseUrl: service.url, apiKey: service.key }, '2 eggs and toast');
    setTimeout(() => el.submit());
    const { detail } = await oneEvent(el, 'nutri-result');
    const result = detail as RatedFoodResult;
    // The service runs the same engine on the same data: the same text gives the same numbers.
    const local = await (await createEngine()).api.describeMeal('2 eggs and toast');
    expect(result.calories).to.equal(local.calories);
    expect(result.healthRating.rating).to.equal(local.healthRating.rating);
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(sent).to.include(`${service.url}/v4/describeMeal`);
  });

  it('shows a wrong key, a key for another origin and an unreachable service in place', async function () {
    this.timeout(60_000);
    const { config, el } = await configured({ baseUrl: service.url, apiKey: 'nk_wrong_key_0000000000000000' }, 'an apple');
    setTimeout(() => el.submit());
    const wrong = await oneEvent(el, 'nutri-error');
    expect(wrong.detail.error).to.equal('invalidApiKey');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.contain(wrong.detail.message);

    // A live change of the attribute applies to the next analysis.
    config.setAttribute('api-key', service.otherOriginKey);
    await config.updateComplete;
    setTimeout(() => el.submit());
    const origin = await oneEvent(el, 'nutri-error');
    expect(origin.detail.error).to.equal('unauthorized');

    const closedPort = new URL(service.url);
    closedPort.port = '9';
    config.setAttribute('base-url', closedPort.href);
    await config.updateComplete;
    setTimeout(() => el.submit());
    const unreachable = await oneEvent(el, 'nutri-error');
    expect(unreachable.detail.error).to.equal('networkError');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.contain('Could not reach');
  });

  it('engine="embedded" keeps analysis in the page even with a base-url', async function () {
    this.timeout(60_000);
    const unreachable = new URL(service.url);
    unreachable.port = '9';
    const { config, el } = await configured({ baseUrl: unreachable.href, engine: 'embedded' }, 'a banana');
    setTimeout(() => el.submit());
    const { detail } = await oneEvent(el, 'nutri-result');
    expect(detail.name.toLowerCase()).to.contain('banana');
    config.removeAttribute('engine');
    await config.updateComplete;
    setTimeout(() => el.submit());
    expect((await oneEvent(el, 'nutri-error')).detail.error).to.equal('networkError');
  });

  it('is invisible to layout and to assistive technology', async () => {
    const config = await fixture<NutriConfig>(html`<nutri-config><p>inside</p></nutri-config>`);
    expect(getComputedStyle(config).display).to.equal('contents');
    await expect(config).to.be.accessible();
  });
});
