import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import type { NutriScanImage } from './nutri-scan-image.js';
import { SOURCE_TEXT } from './nutri-scan-image.js';
import './index.js';
import { configureEmbeddedEngine } from '../base/embedded-engine.js';
import { createEngine } from '../../engine/index.js';
import { FOODS_SCHEMA } from '../../engine/image/vision.js';
import { installLanguageModelStandIn, type StandInScenario, type StandInState } from '../../../test/support/language-model-stand-in.js';

/*
 * <nutri-scan-image> on a page where the browser has its on-device model (Chrome's Prompt API):
 * a stand-in LanguageModel on this window (the real model cannot run here; Chromium's own API
 * answers "unavailable"). The embedded engine runs in a Web Worker, where LanguageModel does not
 * exist, and asks the page for it: these tests prove the question crosses and the answer counts.
 */

const FOODS = [{ name: 'spaghetti with meat sauce', grams: 350 }];
const PLAIN = JSON.stringify({ foods: FOODS });
const shadow = (el: Element) => el.shadowRoot!;

const real = Object.getOwnPropertyDescriptor(window, 'LanguageModel');
let model: StandInState;

function use(scenario: Partial<StandInScenario>): StandInState {
  model = installLanguageModelStandIn(window, { availability: 'available', answer: PLAIN, ...scenario });
  return model;
}

/** A picture with no food in it (stripes): whatever names a dish here is the model. */
async function stripes(): Promise<Blob> {
  const canvas = new OffscreenCanvas(320, 200);
  const context = canvas.getContext('2d')!;
  for (let x = 0; x < 320; x += 40) {
    context.fillStyle = (x / 40) % 2 ? '#4670c8' : '#c8d2e6';
    context.fillRect(x, 0, 40, 200);
  }
  return canvas.convertToBlob({ type: 'image/png' });
}

describe('<nutri-scan-image> with the browser’s on-device model', () => {
  after(() => {
    if (real) Object.defineProperty(window, 'LanguageModel', real);
    else delete (window as { LanguageModel?: unknown }).LanguageModel;
    configureEmbeddedEngine({});
  });
  beforeEach(() => configureEmbeddedEngine({}));

  it('the worker’s engine asks the page’s model: the photo and the foods schema go in, the database’s figures come out', async function () {
    this.timeout(120_000);
    use({});
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const done = oneEvent(el, 'nutri-result');
    await el.scan(await stripes());
    const result = (await done).detail;
    expect(el.source).to.equal('on-device');
    const expected = await (await createEngine()).api.describeMeal('350 g spaghetti with meat sauce');
    expect(result.calories).to.equal(expected.calories);
    expect(result.protein).to.equal(expected.protein);
    await el.updateComplete;
    expect(shadow(el).querySelector('[part="source"]')!.textContent).to.contain(SOURCE_TEXT['on-device']);
    expect(model.log.prompts).to.have.length(1);
    const prompt = model.log.prompts[0]!;
    expect(prompt.responseConstraint).to.deep.equal(FOODS_SCHEMA);
    const image = (prompt.input as { content: { type: string; value: { type: string; head: number[] } }[] }[])[0]!.content.find((part) => part.type === 'image')!.value;
    expect(image.type).to.equal('image/jpeg');
    expect(image.head).to.deep.equal([0xff, 0xd8, 0xff]);
    expect(model.log.destroyed).to.equal(1);
  });

  it('Cancel aborts the model’s prompt and destroys its session', async function () {
    this.timeout(60_000);
    use({ hang: true });
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const cancelled = oneEvent(el, 'nutri-cancel');
    const scanning = el.scan(await stripes());
    await waitUntil(() => model.log.prompts.length === 1, 'the model was never asked', { timeout: 45_000 });
    (shadow(el).querySelector('[part="cancel"]') as HTMLButtonElement).click();
    await cancelled;
    await scanning;
    await waitUntil(() => model.log.aborted === 1 && model.log.destroyed === 1, 'the prompt was not aborted');
    expect(el.result).to.equal(undefined);
  });

  it('a slow model is not cut off by the engine call’s own bound: the model has its own', async function () {
    this.timeout(120_000);
    // The call's bound (15 s, ample for the worker's own work, cold) is shorter than the model's answer.
    configureEmbeddedEngine({ timeoutMs: 15_000 });
    use({ delayMs: 20_000 });
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const done = oneEvent(el, 'nutri-result');
    await el.scan(await stripes());
    await done;
    expect(el.source).to.equal('on-device');
    expect(model.log.prompts).to.have.length(1);
  });

  it('a nonsense answer is an error that names the model', async function () {
    this.timeout(60_000);
    use({ answer: 'Looks tasty!' });
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const failed = oneEvent(el, 'nutri-error');
    await el.scan(await stripes());
    const detail = (await failed).detail;
    expect(detail.error).to.equal('internalServerError');
    expect(detail.message).to.match(/built-in model answered without a list of foods/);
  });

  it('a model still to download is not asked, and the message says it could recognise the dish', async function () {
    this.timeout(60_000);
    use({ availability: 'downloadable' });
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const failed = oneEvent(el, 'nutri-error');
    await el.scan(await stripes());
    const detail = (await failed).detail;
    expect(detail.error).to.equal('noFoodDetected');
    expect(detail.message).to.contain('could recognise the dish once it is downloaded');
    expect(model.log.created).to.have.length(0);
  });

  it('offers the download where nothing named the dish; a click starts it, its progress shows, then it is ready', async function () {
    this.timeout(60_000);
    use({ availability: 'downloadable', progress: [0, 0.25, 0.5, 1] });
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    await el.scan(await stripes());
    expect(el.error?.error).to.equal('noFoodDetected');
    await el.updateComplete;
    const button = shadow(el).querySelector<HTMLButtonElement>('[part="on-device-download"]');
    expect(button, 'the download offer').to.exist;
    expect(shadow(el).querySelector('[part="on-device"]')!.textContent).to.contain('once it is downloaded');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(shadow(el).querySelector('[part="on-device"]')?.textContent ?? ''));
    observer.observe(shadow(el), { subtree: true, childList: true, characterData: true });
    // A real click (Chrome starts a download only in a user gesture; the stand-in checks it too).
    const box = button!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    await waitUntil(() => shadow(el).querySelector('[part="on-device"]')?.textContent?.includes('is ready'), 'the model never became ready');
    observer.disconnect();
    expect(seen.some((text) => text.includes('Downloading this browser’s built-in model… 50 %'))).to.equal(true);
    expect(model.log.refusedWithoutGesture).to.equal(0);
    expect(model.log.created[0]).to.include({ hadMonitor: true });
    expect(model.log.destroyed).to.equal(1);
    // Analysed again, the model now names the dish.
    await el.scan();
    expect(el.source).to.equal('on-device');
  });

  it('switched off (configureEmbeddedEngine({ onDeviceModel: false })), the model is never asked', async function () {
    this.timeout(60_000);
    configureEmbeddedEngine({ onDeviceModel: false });
    use({});
    const el = await fixture<NutriScanImage>(html`<nutri-scan-image></nutri-scan-image>`);
    const failed = oneEvent(el, 'nutri-error');
    await el.scan(await stripes());
    const detail = (await failed).detail;
    expect(detail.error).to.equal('noFoodDetected');
    // Off (or no model on the page at all): nothing is said about it.
    expect(detail.message).not.to.contain('built-in model');
    expect(model.log.availability).to.have.length(0);
    expect(model.log.prompts).to.have.length(0);
  });
});
