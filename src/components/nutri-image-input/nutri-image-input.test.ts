import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { limits } from '../../api/limits.js';
import './index.js';
import { prepareImage } from './prepare-image.js';
import type { NutriImageInput } from './nutri-image-input.js';

/** A photo-like image that compresses badly: random noise over a gradient. */
async function noisyPng(width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  const image = context.createImageData(width, height);
  let seed = 12345;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    image.data[i] = seed & 0xff;
    image.data[i + 1] = (seed >> 8) & 0xff;
    image.data[i + 2] = (seed >> 16) & 0xff;
    image.data[i + 3] = 255;
  }
  context.putImageData(image, 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

async function smallPng(): Promise<Blob> {
  const canvas = new OffscreenCanvas(40, 30);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#c33';
  context.fillRect(0, 0, 40, 30);
  return canvas.convertToBlob({ type: 'image/png' });
}

describe('image preparation', () => {
  it('downscales and re-encodes a large photo to a JPEG under the limit that still decodes', async function () {
    this.timeout(60_000);
    const big = await noisyPng(3200, 2400);
    expect(big.size).to.be.above(limits.imageMaxBytes); // the test needs an image over the limit
    const prepared = await prepareImage(big);
    if (!prepared.ok) throw new Error(prepared.error.message);
    const { image } = prepared;
    expect(image.reencoded).to.equal(true);
    expect(image.type).to.equal('image/jpeg');
    expect(image.bytes).to.equal(image.blob.size);
    expect(image.blob.size).to.be.at.most(limits.imageMaxBytes);
    expect(image.originalBytes).to.equal(big.size);
    expect(Math.max(image.width, image.height)).to.be.at.most(2560);
    expect(image.width / image.height).to.be.closeTo(3200 / 2400, 0.01);
    const head = new Uint8Array(await image.blob.slice(0, 3).arrayBuffer());
    expect([...head]).to.deep.equal([0xff, 0xd8, 0xff]);
    const decoded = await createImageBitmap(image.blob);
    expect([decoded.width, decoded.height]).to.deep.equal([image.width, image.height]);
  });

  it('keeps shrinking until a tight byte limit is met', async function () {
    this.timeout(60_000);
    const photo = await noisyPng(1600, 1200);
    const maxBytes = 150 * 1024;
    const prepared = await prepareImage(photo, { maxBytes });
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect(prepared.image.blob.size).to.be.at.most(maxBytes);
    expect(prepared.image.width).to.be.below(1600);
    const decoded = await createImageBitmap(prepared.image.blob);
    expect(decoded.width).to.equal(prepared.image.width);
  });

  it('sends an image that already fits as it is', async () => {
    const png = await smallPng();
    const prepared = await prepareImage(png);
    if (!prepared.ok) throw new Error(prepared.error.message);
    expect(prepared.image.reencoded).to.equal(false);
    expect(prepared.image.blob).to.equal(png);
    expect(prepared.image.type).to.equal('image/png');
    expect([prepared.image.width, prepared.image.height]).to.deep.equal([40, 30]);
  });

  it('refuses a file that is not an image with a message a person can act on', async () => {
    const prepared = await prepareImage(new Blob(['%PDF-1.7 not an image'], { type: 'application/pdf' }));
    expect(prepared.ok).to.equal(false);
    if (prepared.ok) return;
    expect(prepared.error.error).to.equal('invalidRequest');
    expect(prepared.error.message).to.contain('not an image');
  });
});

describe('<nutri-image-input>', () => {
  it('emits nutri-image for a dropped image and previews it', async () => {
    const el = await fixture<NutriImageInput>(html`<nutri-image-input></nutri-image-input>`);
    const transfer = new DataTransfer();
    transfer.items.add(new File([await smallPng()], 'plate.png', { type: 'image/png' }));
    const zone = el.shadowRoot!.querySelector('[part="dropzone"]')!;
    setTimeout(() => zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true })));
    const { detail } = await oneEvent(el, 'nutri-image');
    expect(detail.source).to.equal('drop');
    expect([detail.width, detail.height]).to.deep.equal([40, 30]);
    await el.updateComplete;
    const preview = el.shadowRoot!.querySelector<HTMLImageElement>('[part="preview"]')!;
    expect(preview.src).to.match(/^blob:/);
    expect(el.shadowRoot!.querySelector('[part="info"]')!.textContent).to.contain('plate.png: 40×30 PNG');
  });

  it('emits nutri-image for a pasted image', async () => {
    const el = await fixture<NutriImageInput>(html`<nutri-image-input></nutri-image-input>`);
    const transfer = new DataTransfer();
    transfer.items.add(new File([await smallPng()], 'clip.png', { type: 'image/png' }));
    const zone = el.shadowRoot!.querySelector<HTMLElement>('[part="dropzone"]')!;
    zone.focus();
    setTimeout(() => zone.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, composed: true })));
    const { detail } = await oneEvent(el, 'nutri-image');
    expect(detail.source).to.equal('paste');
  });

  it('shows an unreadable file as an error in place and fires nutri-error', async () => {
    const el = await fixture<NutriImageInput>(html`<nutri-image-input></nutri-image-input>`);
    setTimeout(() => el.prepare(new File(['hello'], 'notes.txt', { type: 'text/plain' })));
    const { detail } = await oneEvent(el, 'nutri-error');
    expect(detail.error).to.equal('invalidRequest');
    await el.updateComplete;
    const shown = el.shadowRoot!.querySelector('[part="error"]')!;
    expect(shown.getAttribute('role')).to.equal('alert');
    expect(shown.textContent).to.equal(detail.message);
  });

  it('is accessible, empty and with a preview', async () => {
    const el = await fixture<NutriImageInput>(html`<nutri-image-input></nutri-image-input>`);
    await expect(el).to.be.accessible();
    await el.prepare(await smallPng());
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});
