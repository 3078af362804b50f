import { expect, fixture, html } from '@open-wc/testing';
import { define } from './define.js';
import '../index.js';
import { NutriResult } from '../nutri-result/nutri-result.js';

describe('define()', () => {
  it('tolerates a second registration of the same tag (two copies of the kit on one page)', () => {
    class SecondCopy extends NutriResult {}
    expect(() => define('nutri-result', SecondCopy)).to.not.throw();
    expect(customElements.get('nutri-result')).to.equal(NutriResult);
  });

  it('registers every element from the components entry point', () => {
    for (const tag of ['nutri-config', 'nutri-result', 'nutri-macros', 'nutri-health-rating', 'nutri-describe', 'nutri-image-input']) {
      expect(customElements.get(tag), tag).to.not.equal(undefined);
    }
  });

  it('touches no network on page load: the engine and its data wait for the first analysis', async () => {
    await fixture(html`<div>
      <nutri-describe></nutri-describe>
      <nutri-result></nutri-result>
      <nutri-image-input></nutri-image-input>
      <nutri-health-rating rating="5"></nutri-health-rating>
      <nutri-macros protein="1" carbs="2" fats="3"></nutri-macros>
    </div>`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(fetched.filter((url) => /\.gz$|\/engine\/|\/api\/client/.test(url))).to.deep.equal([]);
    // The check is able to see such requests: the component modules themselves were loaded.
    expect(fetched.some((url) => url.includes('/components/nutri-describe/'))).to.equal(true);
  });
});
