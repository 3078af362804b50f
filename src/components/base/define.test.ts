import { expect } from '@open-wc/testing';
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
});
