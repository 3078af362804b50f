import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { NutriScanLabel } from './nutri-scan-label.js';
import './index.js';
import '../nutri-config/index.js';
import type { NutriConfig } from '../nutri-config/nutri-config.js';

// The real v4 service, started by the test runner (web-test-runner.service.ts): OCR runs there, in Node.
let service: { url: string; key: string };
before(async () => {
  service = (await (await fetch('/__nutri-service.json')).json()) as typeof service;
});

const shadow = (el: Element) => el.shadowRoot!;

async function withService(): Promise<NutriScanLabel> {
  const config = await fixture<NutriConfig>(html`<nutri-config base-url=${service.url} api-key=${service.key}>
    <nutri-scan-label></nutri-scan-label>
  </nutri-config>`);
  const el = config.querySelector<NutriScanLabel>('nutri-scan-label')!;
  await el.updateComplete;
  return el;
}

async function pick(el: NutriScanLabel, url: string, type: string): Promise<void> {
  const blob = await (await fetch(url)).blob();
  const input = shadow(shadow(el).querySelector('nutri-image-input')!).querySelector<HTMLInputElement>('#file')!;
  const transfer = new DataTransfer();
  transfer.items.add(new File([blob], url.split('/').pop()!, { type }));
  input.files = transfer.files;
  setTimeout(() => input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('<nutri-scan-label>', () => {
  it('shows the drop zone and no progress before a photo', async () => {
    const el = await fixture<NutriScanLabel>(html`<nutri-scan-label></nutri-scan-label>`);
    expect(shadow(el).querySelector('nutri-image-input')).to.exist;
    expect(shadow(el).querySelector('[part="progress"]')).to.be.null;
    expect(el.busy).to.equal(false);
  });

  it('reads an uploaded label: progress while reading, then the printed numbers and which column they are', async function () {
    this.timeout(60_000);
    const el = await withService();
    const started = oneEvent(el, 'nutri-analysis-start');
    await pick(el, '/test/fixtures/labels/us-2016.png', 'image/png');
    expect((await started).detail.operation).to.equal('scanLabel');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="progress"]')!.textContent).to.contain('Reading the nutrition label');
    const truth = (await (await fetch('/test/fixtures/labels/truth.json')).json())['us-2016.png'];
    const outcome = await Promise.race([oneEvent(el, 'nutri-result'), oneEvent(el, 'nutri-error')]);
    expect(outcome.type, JSON.stringify(outcome.detail)).to.equal('nutri-result');
    expect(outcome.detail.calories).to.equal(truth.perServing.kcal);
    expect(outcome.detail.fats).to.equal(truth.perServing.fat);
    await el.updateComplete;
    expect(el.column).to.equal(`1 serving (${truth.servingSize})`);
    expect(shadow(el).querySelector('[part="read"]')!.textContent).to.contain(truth.servingSize);
    expect(shadow(el).querySelector('nutri-result')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('says so when the picture holds no label (noLabelDetected)', async function () {
    this.timeout(60_000);
    const el = await withService();
    const canvas = new OffscreenCanvas(320, 240);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e8e0d0';
    context.fillRect(0, 0, 320, 240);
    const failed = oneEvent(el, 'nutri-error');
    await el.scan(await canvas.convertToBlob({ type: 'image/png' }));
    const detail = (await failed).detail;
    expect(detail.error).to.equal('noLabelDetected');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.contain('nutrition panel');
  });

  it('cancels a running read: no result, no error, a nutri-cancel event', async function () {
    this.timeout(30_000);
    const el = await withService();
    const cancelled = oneEvent(el, 'nutri-cancel');
    const reading = el.scan(await (await fetch('/test/fixtures/labels/eu-en.png')).blob());
    await el.updateComplete;
    (shadow(el).querySelector('[part="cancel"]') as HTMLButtonElement).click();
    await cancelled;
    await reading;
    await el.updateComplete;
    expect(el.busy).to.equal(false);
    expect(el.result).to.equal(undefined);
    expect(el.error).to.equal(undefined);
  });

  it('asks for a photo when scan is called without one', async () => {
    const el = await fixture<NutriScanLabel>(html`<nutri-scan-label></nutri-scan-label>`);
    const failed = oneEvent(el, 'nutri-error');
    await el.scan();
    expect((await failed).detail.error).to.equal('invalidRequest');
  });
});
