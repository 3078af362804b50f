import { expect } from '@open-wc/testing';
import { createEngine } from '../../../engine/index.js';
import { embeddedApi } from '../embedded-engine.js';

/*
 * A page whose Content-Security-Policy allows no workers: the embedded engine answers all the
 * same, on the page's thread, and says so once. (Its own file: the policy holds for the whole page.)
 */
describe('the embedded engine under a CSP that blocks workers', () => {
  it('runs on the page’s thread with one console warning, and answers as the engine does', async function () {
    this.timeout(60_000);
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "worker-src 'none'";
    document.head.append(policy);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const api = await embeddedApi();
      const first = await api.describeMeal!('2 eggs and a slice of toast');
      const second = await api.describeMeal!('a pear');
      const engine = (await createEngine()).api;
      expect(first).to.deep.equal(await engine.describeMeal('2 eggs and a slice of toast'));
      expect(second).to.deep.equal(await engine.describeMeal('a pear'));
    } finally {
      console.warn = warn;
    }
    const ours = warnings.filter((message) => message.startsWith('nutri-kit:'));
    expect(ours).to.have.length(1);
    expect(ours[0]).to.match(/runs on the page's main thread because its Web Worker could not start/);
    expect(ours[0]).to.match(/worker-src/);
  });
});
