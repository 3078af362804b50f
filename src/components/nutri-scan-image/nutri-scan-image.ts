import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { CallOptions, RatedFoodResult } from '../../api/index.js';
import { imageAnswerSource, type ImageAnswerSource } from '../../api/image-source.js';
import { NutriElement } from '../base/nutri-element.js';
import { NutriAnalysisElement } from '../base/analysis-element.js';
import { analysisStyles } from '../base/analysis.styles.js';
import type { NutriErrorDetail, NutriImageDetail, NutriResultDetail } from '../base/events.js';
import { AnalysisController, missingOperation } from '../base/analysis-controller.js';
import { embeddedApi, onDeviceModelAllowed } from '../base/embedded-engine.js';
import type * as OnDeviceModule from '../../engine/image/on-device-vision.js';
import { formatEnergy } from '../base/format.js';
import '../nutri-image-input/index.js';
import '../nutri-result/index.js';
import { scanImageStyles } from './nutri-scan-image.styles.js';

/** What the person reads while a stage works (the embedded engine reports its stages). */
export const STAGE_TEXT: Readonly<Record<string, string>> = {
  barcode: 'Looking for a barcode…',
  label: 'Reading the nutrition label…',
  packaging: 'Reading the packaging…',
  vision: 'Asking the vision model…',
  'on-device': 'Asking the browser’s built-in model…',
  estimate: 'Recognising the food…',
};

/** Live camera where the page may ask for it (a secure context with getUserMedia). */
const liveCamera = () =>
  typeof navigator !== 'undefined' && typeof window !== 'undefined' && window.isSecureContext && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Where the answer came from, in words. */
export const SOURCE_TEXT: Readonly<Record<ImageAnswerSource, string>> = {
  barcode: 'the barcode in the photo (product data)',
  label: 'the nutrition label in the photo',
  packaging: 'the text on the packaging',
  vision: 'the foods the vision model named, with figures from the USDA database',
  'on-device': 'the foods this browser’s built-in model named (on this device), with figures from the USDA database',
  estimate: 'an estimate from the photo (one typical USDA portion)',
};

/**
 * Pick, drop, paste or photograph a picture of food; the element sends it to `scanImage` at
 * once and shows the result, naming where the answer came from (barcode, label, packaging,
 * vision model, the browser's built-in model or estimate). Escape or Cancel stops a running
 * analysis (the built-in model's prompt too). Without a `client` or `<nutri-config>` it runs on
 * the embedded engine, loaded on the first photo; where the page has Chrome's on-device model
 * (`LanguageModel`) that engine asks it to name dishes, on the device.
 *
 * @tagname nutri-scan-image
 * @summary A photo of food, a package or a barcode → nutrition: camera, upload, paste, drop, progress by stage, cancel, and the result in place.
 * @fires nutri-analysis-start - An analysis began. Detail: `{ operation: 'scanImage' }`.
 * @fires nutri-result - The analysis succeeded. Detail: the RatedFoodResult.
 * @fires nutri-error - The image was refused or the analysis failed. Detail: `{ error, message }`.
 * @fires nutri-cancel - The person cancelled a running analysis. Detail: `{}`.
 * @fires nutri-label-scan - The person followed the result's "Scan the label" hint. Detail: `{ result }`.
 * @slot label - The label above the drop zone (default "Photo of your food").
 * @slot placeholder - What shows where the result will appear, before the first analysis.
 * @csspart base - The wrapper.
 * @csspart card - The card holding the picker and the buttons.
 * @csspart input - The `<nutri-image-input>` element.
 * @csspart camera - The "Use the camera" button (where the page may use a camera).
 * @csspart video - The live camera preview.
 * @csspart shutter - The "Take the photo" button under the preview.
 * @csspart submit - The "Analyse again" button.
 * @csspart cancel - The Cancel button (while analysing).
 * @csspart progress - The progress line, naming the stage at work.
 * @csspart source - The line that says where the answer came from.
 * @csspart on-device - Where the browser's built-in model could name dishes once downloaded: the offer, its progress.
 * @csspart on-device-download - The "Download the built-in model" button (a click: Chrome's download needs one).
 * @csspart error - The error message.
 * @csspart output - The space reserved for the result.
 * @csspart result - The `<nutri-result>` element.
 * @cssprop --nutri-scan-image-result-min-height - Space reserved for the result so the page does not jump (default 30rem).
 * @cssprop --nutri-color-accent - Buttons and focus ring.
 * @cssprop --nutri-color-danger - Error messages.
 */
export class NutriScanImage extends NutriAnalysisElement<RatedFoodResult> {
  static override styles = [...NutriElement.styles, analysisStyles, scanImageStyles];

  /** The photo last picked (or passed to `scan`). */
  image?: Blob;

  /** The live camera stream while the preview is open. */
  @state() private stream?: MediaStream;
  @state() private cameraProblem = '';
  /** The page's built-in model could name dishes once downloaded ('downloadable' / 'downloading'), or '' when there is nothing to offer. */
  @state() private onDeviceOffer: '' | 'downloadable' | 'downloading' | 'ready' = '';
  /** The download's share while it runs here (0 to 1), or undefined. */
  @state() private onDeviceLoaded?: number;
  @state() private onDeviceProblem = '';
  /** The on-device module, loaded when an offer is made, so the click can call create() at once (in its gesture). */
  private onDeviceModule?: typeof OnDeviceModule;
  @query('video') private video?: HTMLVideoElement;

  protected readonly analysis: AnalysisController<RatedFoodResult> = new AnalysisController<RatedFoodResult>(this, {
    operation: 'scanImage',
    announce: (result) => `${result.name}: ${formatEnergy(result.calories * result.servings, this.effectiveUnits)} ${this.effectiveUnits}.`,
  });

  /** The stage at work ('barcode', 'label', 'packaging', 'vision', 'estimate'), or '' when idle or not reported. */
  get stage(): string {
    return this.analysis.stage;
  }

  /** Where the last result came from, read from its name. */
  get source(): ImageAnswerSource | undefined {
    return this.result ? imageAnswerSource(this.result.name) : undefined;
  }

  /** Analyses a photo (default: the one last picked). Resolves when the result or error is shown. */
  async scan(image: Blob | undefined = this.image): Promise<void> {
    if (!image) {
      this.analysis.fail({ error: 'invalidRequest', message: 'Choose, drop or paste a photo first.' });
      return;
    }
    this.image = image;
    await this.analysis.run(async (api, signal, progress) => {
      if (!api.scanImage) throw missingOperation('scanImage');
      // The embedded engine reports its stages; a remote service does not, and this is ignored there.
      const options = { signal, onStage: (stage: string) => progress(stage) } as CallOptions;
      return api.scanImage(image, options);
    });
    // An offer is a nicety: whatever goes wrong in it never hides the analysis's own outcome.
    await this.offerOnDeviceModel().catch(() => undefined);
  }

  /**
   * After a photo nothing named as a dish (no food found, or only the gate's estimate) on the
   * embedded engine: where the page's built-in model is still to download, offer the download.
   * Chrome starts it only in a user gesture, which the engine (in a worker) never has.
   */
  private async offerOnDeviceModel(): Promise<void> {
    if (this.onDeviceOffer !== 'ready') this.onDeviceOffer = '';
    const unnamed = this.error?.error === 'noFoodDetected' || this.source === 'estimate';
    if (!unnamed || !('LanguageModel' in globalThis) || !onDeviceModelAllowed()) return;
    if ((await this.resolveApi()) !== (await embeddedApi())) return;
    this.onDeviceModule ??= await import('../../engine/image/on-device-vision.js');
    const state = await this.onDeviceModule.onDeviceAvailability(this.onDeviceModule.languageModelOf());
    if (state === 'downloadable' || state === 'downloading') this.onDeviceOffer = state;
  }

  /** Downloads the page's built-in model, showing its progress; called from the button's click. */
  async downloadOnDeviceModel(): Promise<void> {
    const module = this.onDeviceModule;
    const api = module?.languageModelOf();
    if (!module || !api) return;
    this.onDeviceProblem = '';
    this.onDeviceLoaded = 0;
    try {
      // Nothing is awaited before create(): the click's gesture must still be active.
      await module.downloadOnDeviceModel(api, { onProgress: (loaded) => (this.onDeviceLoaded = loaded) });
      this.onDeviceOffer = 'ready';
    } catch (error) {
      this.onDeviceProblem = `The download did not start or stopped (${error instanceof Error ? error.message : String(error)}). Try again; Chrome needs a click and enough free disk space.`;
    } finally {
      this.onDeviceLoaded = undefined;
    }
  }

  private renderOnDeviceOffer() {
    if (!this.onDeviceOffer || this.busy) return nothing;
    const loaded = this.onDeviceLoaded;
    const text = this.onDeviceOffer === 'ready'
      ? 'This browser’s built-in model is ready: analyse the photo again to let it name the dish, on this device.'
      : loaded !== undefined
        ? `Downloading this browser’s built-in model… ${Math.floor(loaded * 100)} %`
        : this.onDeviceOffer === 'downloading'
          ? 'This browser’s built-in model is downloading; once it is done it can name dishes, on this device.'
          : 'This browser has a built-in model that can name dishes on this device, once it is downloaded (a few GB, once).';
    return html`<div class="on-device" part="on-device" role="status">
      <p>${text}</p>
      ${loaded !== undefined ? html`<progress max="1" .value=${loaded} aria-label="Download of the built-in model"></progress>` : nothing}
      ${this.onDeviceOffer !== 'ready' && loaded === undefined
        ? html`<div class="actions"><button class="cancel" part="on-device-download" type="button" @click=${() => void this.downloadOnDeviceModel()}>
            ${this.onDeviceOffer === 'downloading' ? 'Show the download’s progress' : 'Download the built-in model'}
          </button></div>`
        : nothing}
      ${this.onDeviceProblem ? html`<p class="camera-problem">${this.onDeviceProblem}</p>` : nothing}
    </div>`;
  }

  /**
   * Opens the live camera preview (getUserMedia, the back camera where there is one). Where the
   * camera is refused or missing, says so; choosing or photographing a file still works.
   */
  async openCamera(): Promise<void> {
    this.cameraProblem = '';
    try {
      this.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      await this.updateComplete;
      if (this.video) {
        this.video.srcObject = this.stream;
        await this.video.play().catch(() => undefined);
      }
    } catch (error) {
      const name = error instanceof DOMException ? error.name : 'Error';
      this.cameraProblem =
        name === 'NotAllowedError'
          ? 'The camera was not allowed. Choose a photo instead, or allow the camera for this site.'
          : `The camera is not available (${name}). Choose a photo instead.`;
    }
  }

  /** Closes the live preview and releases the camera. */
  closeCamera(): void {
    for (const track of this.stream?.getTracks() ?? []) track.stop();
    this.stream = undefined;
  }

  /** Takes the current camera frame as a JPEG and analyses it. */
  async takePhoto(): Promise<void> {
    const video = this.video;
    if (!video || !video.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')!.drawImage(video, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    this.closeCamera();
    if (blob) await this.scan(blob);
  }

  override disconnectedCallback(): void {
    this.closeCamera();
    super.disconnectedCallback();
  }

  protected override render() {
    const busy = this.busy;
    const source = this.source;
    return html`
      <div class="base" part="base">
        <div class="card" part="card" aria-busy=${busy ? 'true' : 'false'}>
          <nutri-image-input part="input" ?disabled=${busy} .theme=${this.effectiveTheme} @nutri-image=${this.onImage} @nutri-error=${this.onInputError}>
            <span slot="label"><slot name="label">Photo of your food</slot></span>
          </nutri-image-input>
          ${this.stream
            ? html`<div class="camera">
                <video part="video" autoplay playsinline muted aria-label="Camera preview"></video>
                <div class="actions">
                  <button class="submit" part="shutter" type="button" @click=${() => void this.takePhoto()}>Take the photo</button>
                  <button class="cancel" type="button" @click=${this.closeCamera}>Close the camera</button>
                </div>
              </div>`
            : nothing}
          ${this.cameraProblem ? html`<p class="camera-problem" role="status">${this.cameraProblem}</p>` : nothing}
          <div class="actions">
            ${!busy && !this.stream && liveCamera()
              ? html`<button class="cancel" part="camera" type="button" @click=${() => void this.openCamera()}>Use the camera</button>`
              : nothing}
            ${busy
              ? html`<button class="cancel" part="cancel" type="button" @click=${this.cancel}>Cancel</button>
                  <span class="progress" part="progress"><span class="spinner" aria-hidden="true"></span>${STAGE_TEXT[this.stage] ?? 'Analysing the photo…'}</span>`
              : this.image
                ? html`<button class="submit" part="submit" type="button" @click=${() => void this.scan()}>Analyse again</button>`
                : nothing}
          </div>
          ${source && !busy ? html`<p class="source" part="source">Answer from <strong>${SOURCE_TEXT[source]}</strong>.</p>` : nothing}
          ${this.renderOnDeviceOffer()}
        </div>
        ${this.renderStatus()}
        ${this.renderOutput({ mark: '📷', idle: 'A photo of a meal, a package, its barcode or its nutrition label.', busy: 'Analysing your photo…' })}
      </div>
    `;
  }

  private onImage(event: CustomEvent<NutriImageDetail>) {
    // The inner element's event is ours to re-emit only as a result; keep it inside.
    event.stopPropagation();
    void this.scan(event.detail.blob);
  }
}
