import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { RatedFoodResult } from '../../api/index.js';
import { checkBarcode, normalizeBarcode } from '../../api/gtin.js';
import { NutriElement } from '../base/nutri-element.js';
import { NutriAnalysisElement } from '../base/analysis-element.js';
import { analysisStyles } from '../base/analysis.styles.js';
import type { NutriErrorDetail, NutriImageDetail, NutriResultDetail } from '../base/events.js';
import { AnalysisController, missingOperation } from '../base/analysis-controller.js';
import { formatEnergy } from '../base/format.js';
import '../nutri-image-input/index.js';
import '../nutri-result/index.js';
import { readBarcode } from './read-barcode.js';
import { scanBarcodeStyles } from './nutri-scan-barcode.styles.js';

/** How often a camera frame is read (ms): often enough to feel instant, rare enough to stay cool. */
const FRAME_INTERVAL_MS = 350;

/**
 * What the typed digits are worth so far: nothing to say while the person is still typing a
 * plausible code, the contract's own message once the code is complete or cannot become one.
 */
export function typedBarcodeProblem(value: string): string | undefined {
  const code = normalizeBarcode(value);
  if (code === '') return undefined;
  if (/\D/.test(code) || code.length > 14) return checkBarcode(value);
  if (code.length < 8) return undefined;
  // 8, 12, 13 and 14 digits are whole codes; check them as typed.
  return code.length === 8 || code.length >= 12 ? checkBarcode(value) : undefined;
}

/**
 * Type the digits under the bars (checked as you type), pick or photograph the barcode, or scan it
 * live with the camera; the product's nutrition shows in place. A product known without nutrition
 * shows "nutrition unknown — scan the label", never 0 kcal. Escape or Cancel stops a running
 * lookup or the camera. Without a `client` or `<nutri-config>` it runs on the embedded engine
 * (offline product index, then Open Food Facts unless the engine is offline).
 *
 * @tagname nutri-scan-barcode
 * @summary A barcode → the product's nutrition: typed entry with live checking, photo upload, camera scanning, cancel, and the result in place.
 * @fires nutri-analysis-start - A lookup began. Detail: `{ operation: 'scanBarcode' }`.
 * @fires nutri-result - The lookup succeeded. Detail: the RatedFoodResult.
 * @fires nutri-error - The code was refused, no barcode was found in the picture, or the lookup failed. Detail: `{ error, message }`.
 * @fires nutri-cancel - The person cancelled a running lookup. Detail: `{}`.
 * @fires nutri-label-scan - The person chose to scan the label of a product without nutrition. Detail: `{ result }`.
 * @slot label - The label of the digits field (default "Barcode").
 * @slot placeholder - What shows where the result will appear, before the first lookup.
 * @csspart base - The wrapper.
 * @csspart card - The card holding the field, the picture input and the buttons.
 * @csspart field - The digits field.
 * @csspart hint - The line under the field (format checks).
 * @csspart submit - The Look up button.
 * @csspart camera - The camera button.
 * @csspart video - The live camera view.
 * @csspart input - The `<nutri-image-input>` element.
 * @csspart cancel - The Cancel button (while looking up or scanning).
 * @csspart progress - The progress line.
 * @csspart error - The error message.
 * @csspart output - The space reserved for the result.
 * @csspart result - The `<nutri-result>` element.
 * @csspart unknown - The "nutrition unknown" panel.
 * @cssprop --nutri-scan-barcode-result-min-height - Space reserved for the result (default 24rem).
 * @cssprop --nutri-color-accent - Buttons and focus ring.
 * @cssprop --nutri-color-danger - Error messages.
 */
export class NutriScanBarcode extends NutriAnalysisElement<RatedFoodResult> {
  static override styles = [...NutriElement.styles, analysisStyles, scanBarcodeStyles];

  /** The digits in the field. */
  @property() value = '';

  /** Whether the camera is open. */
  @state() private scanning = false;
  @state() private reading = false;

  @query('video') private video?: HTMLVideoElement;

  private stream?: MediaStream;
  private frameTimer?: ReturnType<typeof setTimeout>;
  private readAbort?: AbortController;

  protected readonly analysis: AnalysisController<RatedFoodResult> = new AnalysisController<RatedFoodResult>(this, {
    operation: 'scanBarcode',
    announce: (result) => result.shouldUseLabelScanner
      ? `${result.name}: nutrition unknown. Scan the label.`
      : `${result.name}: ${formatEnergy(result.calories * result.servings, this.effectiveUnits)} ${this.effectiveUnits}.`,
  });

  /** Whether a lookup, a picture read or the camera is running. */
  override get busy(): boolean {
    return this.analysis.busy || this.reading || this.scanning;
  }

  /** Looks a code up (default: the digits in the field). Resolves when the result or error is shown. */
  async lookup(code: string = this.value): Promise<void> {
    this.value = code;
    const problem = checkBarcode(code);
    if (problem) {
      this.analysis.fail({ error: 'invalidRequest', message: problem });
      return;
    }
    await this.analysis.run(async (api, signal) => {
      if (!api.scanBarcode) throw missingOperation('scanBarcode');
      return api.scanBarcode(normalizeBarcode(code), { signal });
    });
  }

  /** Reads the barcode in a picture, then looks it up. */
  async scanImage(image: Blob): Promise<void> {
    this.readAbort?.abort();
    const controller = new AbortController();
    this.readAbort = controller;
    this.reading = true;
    this.analysis.clearError();
    try {
      const code = await readBarcode(image, controller.signal);
      if (controller.signal.aborted) return;
      if (!code) {
        this.analysis.fail({
          error: 'invalidRequest',
          message: 'No barcode could be read in this picture. Photograph the bars straight on and in focus, filling most of the frame, or type the digits.',
        });
        return;
      }
      this.reading = false;
      await this.lookup(code);
    } catch (error) {
      if (!controller.signal.aborted) {
        this.analysis.fail({ error: 'invalidRequest', message: `The picture could not be read: ${error instanceof Error ? error.message : String(error)}` });
      }
    } finally {
      if (this.readAbort === controller) {
        this.readAbort = undefined;
        this.reading = false;
      }
    }
  }

  /** Opens the camera and looks up the first barcode it sees. */
  async startCamera(): Promise<void> {
    if (this.scanning) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      this.analysis.fail({ error: 'invalidRequest', message: 'This browser gives no camera to pages; pick a photo of the barcode instead, or type the digits.' });
      return;
    }
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      this.analysis.fail({ error: 'invalidRequest', message: `The camera could not be opened (${error instanceof Error ? error.message : String(error)}). Pick a photo of the barcode instead, or type the digits.` });
      return;
    }
    this.scanning = true;
    this.analysis.clearError();
    await this.updateComplete;
    if (this.video) {
      this.video.srcObject = this.stream;
      await this.video.play().catch(() => undefined);
    }
    this.scheduleFrame();
  }

  /** Closes the camera. */
  stopCamera(): void {
    clearTimeout(this.frameTimer);
    this.frameTimer = undefined;
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = undefined;
    this.scanning = false;
  }

  /** Stops whatever runs: the camera, a picture being read, a lookup. */
  override cancel(): void {
    this.stopCamera();
    if (this.readAbort) {
      this.readAbort.abort();
      this.readAbort = undefined;
      this.reading = false;
      this.emit('nutri-cancel', {});
    }
    this.analysis.cancel();
  }

  private scheduleFrame() {
    this.frameTimer = setTimeout(() => void this.readFrame(), FRAME_INTERVAL_MS);
  }

  private async readFrame() {
    const video = this.video;
    if (!this.scanning || !video || video.videoWidth === 0) {
      if (this.scanning) this.scheduleFrame();
      return;
    }
    const canvas = new OffscreenCanvas(video.videoWidth, video.videoHeight);
    canvas.getContext('2d')!.drawImage(video, 0, 0);
    const frame = await canvas.convertToBlob({ type: 'image/png' });
    const code = await readBarcode(frame).catch(() => undefined);
    if (!this.scanning) return;
    if (code) {
      this.stopCamera();
      await this.lookup(code);
    } else this.scheduleFrame();
  }

  override disconnectedCallback(): void {
    this.cancel();
    super.disconnectedCallback();
  }

  protected override render() {
    const problem = typedBarcodeProblem(this.value);
    const digits = normalizeBarcode(this.value).replace(/\D/g, '').length;
    const lookingUp = this.analysis.busy;
    return html`
      <div class="base" part="base">
        <form class="card" part="card" aria-busy=${this.busy ? 'true' : 'false'} @submit=${this.onSubmit}>
          <label class="label" for="code"><slot name="label">Barcode</slot></label>
          <div class="row">
            <input id="code" part="field" class="field" type="text" inputmode="numeric" autocomplete="off" spellcheck="false"
              placeholder="e.g. 3017620422003" .value=${this.value} ?disabled=${lookingUp}
              aria-invalid=${problem ? 'true' : 'false'} aria-describedby="hint"
              @input=${this.onInput} />
            <button class="submit" part="submit" type="submit" ?disabled=${lookingUp || !!problem || digits < 8}>Look up</button>
            <button class="secondary camera" part="camera" type="button" ?disabled=${this.busy} @click=${() => void this.startCamera()}>Scan with camera</button>
          </div>
          <p id="hint" class="hint ${problem ? 'invalid' : ''}" part="hint">${problem
            ?? (digits > 0 && digits < 8 ? `${digits} digit${digits === 1 ? '' : 's'}; a barcode has 8 to 14.` : 'The 8 to 14 digits under the bars (EAN, UPC).')}</p>
          ${this.scanning
            ? html`<video part="video" class="video" muted playsinline aria-label="Camera view: hold the barcode inside the frame"></video>`
            : nothing}
          <nutri-image-input part="input" ?disabled=${this.busy} .theme=${this.effectiveTheme} @nutri-image=${this.onImage} @nutri-error=${this.onInputError}>
            <span slot="label">Or a photo of the barcode</span>
          </nutri-image-input>
          <div class="actions">
            ${this.busy
              ? html`<button class="cancel" part="cancel" type="button" @click=${this.cancel}>Cancel</button>
                  <span class="progress" part="progress"><span class="spinner" aria-hidden="true"></span>${this.scanning
                    ? 'Looking for a barcode in the camera view…'
                    : this.reading ? 'Reading the barcode in the picture…' : 'Looking the product up…'}</span>`
              : nothing}
          </div>
        </form>
        ${this.renderStatus()}
        ${this.renderOutput()}
      </div>
    `;
  }

  protected override renderOutput() {
    const result = this.result;
    if (result?.shouldUseLabelScanner) {
      return html`<div class="output" part="output">
        <section class="card unknown" part="unknown" aria-label="Nutrition unknown">
          <h3>${result.name}</h3>
          <p class="unknown-title">Nutrition unknown — scan the label</p>
          <p>${result.healthRating?.tip1 ?? ''}</p>
          <button class="submit" type="button" @click=${() => this.emit('nutri-label-scan', { result })}>Scan the label</button>
        </section>
      </div>`;
    }
    return super.renderOutput({ mark: '▮▯▮▮▯▮', idle: 'Type, photograph or scan the barcode of a packaged food.', busy: 'Looking the product up…' });
  }

  private onInput(event: Event) {
    this.value = (event.target as HTMLInputElement).value;
    this.analysis.clearError();
  }

  private onSubmit(event: Event) {
    event.preventDefault();
    void this.lookup();
  }

  private onImage(event: CustomEvent<NutriImageDetail>) {
    event.stopPropagation();
    void this.scanImage(event.detail.blob);
  }
}
