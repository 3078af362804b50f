import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { NutriScanBarcode } from './nutri-scan-barcode.js';
import { typedBarcodeProblem } from './nutri-scan-barcode.js';
import './index.js';

const shadow = (el: Element) => el.shadowRoot!;

/*
 * An EAN-13 drawn on a canvas from the symbology's own tables (left half in L/G codes chosen by
 * the first digit, right half in R codes), so the upload test does not depend on any writer.
 */
const L = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const G = L.map((code) => [...code].map((b) => (b === '0' ? '1' : '0')).reverse().join(''));
const R = L.map((code) => [...code].map((b) => (b === '0' ? '1' : '0')).join(''));
const PARITY = ['LLLLLL', 'LLGLGG', 'LLGGLG', 'LLGGGL', 'LGLLGG', 'LGGLLG', 'LGGGLL', 'LGLGLG', 'LGLGGL', 'LGGLGL'];

async function ean13Png(code: string, module = 3): Promise<Blob> {
  const d = [...code].map(Number);
  let bits = '101';
  for (let i = 1; i <= 6; i++) bits += (PARITY[d[0]!]![i - 1] === 'L' ? L : G)[d[i]!];
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R[d[i]!];
  bits += '101';
  const quiet = 12;
  const width = (bits.length + 2 * quiet) * module;
  const height = Math.round(width * 0.6);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000';
  [...bits].forEach((bit, i) => {
    if (bit === '1') context.fillRect((quiet + i) * module, module * 4, module, height - module * 8);
  });
  return canvas.convertToBlob({ type: 'image/png' });
}

async function blankPng(): Promise<Blob> {
  const canvas = new OffscreenCanvas(300, 200);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#e8e0d0';
  context.fillRect(0, 0, 300, 200);
  return canvas.convertToBlob({ type: 'image/png' });
}

function type(el: NutriScanBarcode, text: string) {
  const input = shadow(el).querySelector<HTMLInputElement>('[part="field"]')!;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('<nutri-scan-barcode>', () => {
  it('checks the digits as they are typed: a wrong check digit says which digit is right', async () => {
    const el = await fixture<NutriScanBarcode>(html`<nutri-scan-barcode></nutri-scan-barcode>`);
    const field = shadow(el).querySelector<HTMLInputElement>('[part="field"]')!;
    const submit = shadow(el).querySelector<HTMLButtonElement>('[part="submit"]')!;
    type(el, '300274');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="hint"]')!.textContent).to.contain('6 digits; a barcode has 8 to 14');
    expect(field.getAttribute('aria-invalid')).to.equal('false');
    expect(submit.disabled).to.equal(true);
    type(el, '3302742456021');
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="hint"]')!.textContent).to.contain('the last digit should be 0');
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    expect(submit.disabled).to.equal(true);
    type(el, '3302 7424 5602 0');
    await el.updateComplete;
    expect(field.getAttribute('aria-invalid')).to.equal('false');
    expect(submit.disabled).to.equal(false);
  });

  it('the typing check waits for a whole code and flags letters at once', () => {
    expect(typedBarcodeProblem('30274245')).to.match(/wrong check digit/);
    expect(typedBarcodeProblem('3302742456')).to.equal(undefined);
    expect(typedBarcodeProblem('33027a')).to.match(/not a digit/);
  });

  it('looks a typed code up on the embedded engine (offline index) and shows the product', async function () {
    this.timeout(60_000);
    const el = await fixture<NutriScanBarcode>(html`<nutri-scan-barcode></nutri-scan-barcode>`);
    type(el, '3302742456020');
    await el.updateComplete;
    const done = oneEvent(el, 'nutri-result');
    shadow(el).querySelector<HTMLButtonElement>('[part="submit"]')!.click();
    const result = (await done).detail;
    // products.jsonl.gz: 147.9 kcal per 100 g, a 300 g serving.
    expect(result.name).to.equal('BOX JAMBON EMMENTAL (coquillettes jambon, emmental) (Fleury Michon), per 300 g serving');
    expect(result.calories).to.equal(Math.round(147.9 * 3));
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="result"]')).to.exist;
  });

  it('a product without usable nutrition shows "nutrition unknown — scan the label", not 0 kcal', async function () {
    this.timeout(60_000);
    const el = await fixture<NutriScanBarcode>(html`<nutri-scan-barcode></nutri-scan-barcode>`);
    const done = oneEvent(el, 'nutri-result');
    void el.lookup('3178530416541');
    expect((await done).detail.shouldUseLabelScanner).to.equal(true);
    await el.updateComplete;
    const unknown = shadow(el).querySelector('[part="unknown"]')!;
    expect(unknown.textContent).to.contain('Nutrition unknown — scan the label');
    expect(unknown.textContent).not.to.contain('kcal');
    expect(shadow(el).querySelector('[part="result"]')).to.be.null;
    const labelScan = oneEvent(el, 'nutri-label-scan');
    unknown.querySelector('button')!.click();
    expect((await labelScan).detail.result.name).to.equal('Galettes au bon beurre');
  });

  it('reads the barcode in an uploaded picture and looks it up', async function () {
    this.timeout(60_000);
    const el = await fixture<NutriScanBarcode>(html`<nutri-scan-barcode></nutri-scan-barcode>`);
    const done = oneEvent(el, 'nutri-result');
    void el.scanImage(await ean13Png('3302742456020'));
    const result = (await done).detail;
    expect(result.name).to.match(/^BOX JAMBON EMMENTAL/);
    expect(el.value).to.equal('3302742456020');
  });

  it('a picture without a barcode says so', async function () {
    this.timeout(60_000);
    const el = await fixture<NutriScanBarcode>(html`<nutri-scan-barcode></nutri-scan-barcode>`);
    const failed = oneEvent(el, 'nutri-error');
    void el.scanImage(await blankPng());
    expect((await failed).detail.message).to.match(/No barcode could be read in this picture/);
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="error"]')!.textContent).to.contain('No barcode');
  });

  it('without a camera, the camera button says what to do instead and leaves nothing running', async () => {
    const el = await fixture<NutriScanBarcode>(html`<nutri-scan-barcode></nutri-scan-barcode>`);
    const failed = oneEvent(el, 'nutri-error');
    shadow(el).querySelector<HTMLButtonElement>('[part="camera"]')!.click();
    expect((await failed).detail.message).to.match(/(camera could not be opened|gives no camera).*pick a photo of the barcode instead, or type the digits/i);
    await el.updateComplete;
    expect(el.busy).to.equal(false);
    expect(shadow(el).querySelector('[part="video"]')).to.be.null;
  });

  it('is accessible', async () => {
    const el = await fixture<NutriScanBarcode>(html`<nutri-scan-barcode></nutri-scan-barcode>`);
    await expect(el).to.be.accessible();
  });
});
