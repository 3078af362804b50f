import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import type { NutriScanImage } from './nutri-scan-image.js';
import { SOURCE_TEXT, STAGE_TEXT } from './nutri-scan-image.js';
import './index.js';
import '../nutri-config/index.js';
import type { NutriConfig } from '../nutri-config/nutri-config.js';

// The real v4 service, started by the test runner (web-test-runner.service.ts), with the
// engine's Node providers: zxing for barcodes and the committed Open Food Facts index.
let service: { url: string; key: string };
before(async () => {
  service = (await (await fetch('/__nutri-service.json')).json()) as typeof service;
});

const shadow = (el: Element) => el.shadowRoot!;

/** A generated picture with no food in it: a colour gradient drawn on a canvas. */
async function gradientPng(width = 320, height = 240): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, width, 0);
  gradient.addColorStop(0, '#ff2850');
  gradient.addColorStop(1, '#2850ff');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/png' });
}

describe('<nutri-scan-image>', () => {
  it('shows the drop zone and no progress before a photo', async () => {
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    expect(shadow(el).querySelector('nutri-image-input')).to.exist;
    expect(shadow(el).querySelector('[part="progress"]')).to.be.null;
    expect(el.busy).to.equal(false);
  });

  it('analyses a picked photo on the embedded engine: a picture with no food says what works', async function () {
    this.timeout(90_000);
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const started = oneEvent(el, 'nutri-analysis-start');
    const failed = oneEvent(el, 'nutri-error');
    const scanning = el.scan(await gradientPng());
    expect((await started).detail.operation).to.equal('scanImage');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="progress"]')!.textContent).to.match(/…/);
    const detail = (await failed).detail;
    await scanning;
    expect(detail.error).to.equal('noFoodDetected');
    expect(detail.message).to.match(/No food was found in this photo/);
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.contain('No food was found');
    expect(el.busy).to.equal(false);
  });

  it('cancels a running analysis: no result, no error, a nutri-cancel event', async () => {
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const cancelled = oneEvent(el, 'nutri-cancel');
    const scanning = el.scan(await gradientPng());
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="cancel"]')).to.exist;
    (shadow(el).querySelector('[part="cancel"]') as HTMLButtonElement).click();
    await cancelled;
    await scanning;
    await el.updateComplete;
    expect(el.busy).to.equal(false);
    expect(el.result).to.equal(undefined);
    expect(el.error).to.equal(undefined);
  });

  it('an uploaded photo of a pack’s barcode gives the product, and says it came from the barcode', async function () {
    this.timeout(60_000);
    const config = await fixture<NutriConfig>(html`<nutri-config base-url=${service.url} api-key=${service.key}>
      <nutri-scan-image></nutri-scan-image>
    </nutri-config>`);
    const el = config.querySelector<NutriScanImage>('nutri-scan-image')!;
    await el.updateComplete;
    // A pack with Nutella's EAN-13, drawn bar by bar in Chromium (test/image/render-fixtures.ts).
    const png = await (await fetch('/test/fixtures/image/barcode-pack.png')).blob();
    const input = shadow(shadow(el).querySelector('nutri-image-input')!).querySelector<HTMLInputElement>('#file')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File([png], 'barcode.png', { type: 'image/png' }));
    input.files = transfer.files;
    setTimeout(() => input.dispatchEvent(new Event('change', { bubbles: true })));
    const outcome = await Promise.race([oneEvent(el, 'nutri-result'), oneEvent(el, 'nutri-error')]);
    const detail = outcome.detail as { name: string };
    expect(outcome.type, JSON.stringify(detail)).to.equal('nutri-result');
    expect(detail.name).to.match(/^Nutella \(Ferrero\), per 15 g serving \(from the barcode in the photo\)$/);
    await el.updateComplete;
    expect(el.source).to.equal('barcode');
    expect(shadow(el).querySelector('[part="source"]')!.textContent).to.contain(SOURCE_TEXT.barcode);
    expect(shadow(el).querySelector('nutri-result')).to.exist;
  });

  it('offers the live camera and, where the camera is refused or missing, says so and keeps the file picker', async function () {
    this.timeout(20_000);
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const button = shadow(el).querySelector<HTMLButtonElement>('[part="camera"]');
    expect(button, 'a secure page with getUserMedia offers the camera').to.exist;
    button!.click();
    await waitUntil(() => shadow(el).querySelector('.camera-problem') || shadow(el).querySelector('video'), 'the camera opens or is refused', { timeout: 15_000 });
    const problem = shadow(el).querySelector('.camera-problem');
    expect(problem?.textContent ?? 'camera opened').to.match(/The camera (was not allowed|is not available \((NotFoundError|NotReadableError|OverconstrainedError)\))\. Choose a photo instead/);
    expect(shadow(el).querySelector('nutri-image-input')).to.exist;
  });

  it('asks for a photo when scan is called without one', async () => {
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const failed = oneEvent(el, 'nutri-error');
    await el.scan();
    expect((await failed).detail.error).to.equal('invalidRequest');
  });

  it('has words for every stage and every source', () => {
    for (const stage of ['barcode', 'label', 'packaging', 'vision', 'on-device', 'estimate']) expect(STAGE_TEXT[stage]).to.match(/…$/);
    expect(Object.keys(SOURCE_TEXT).sort()).to.deep.equal(['barcode', 'estimate', 'label', 'on-device', 'packaging', 'vision']);
  });
});
