import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { limits, formatBytes } from '../../api/limits.js';
import { NutriElement } from '../base/nutri-element.js';
import type { NutriErrorDetail, NutriImageDetail } from '../base/events.js';
import { imageInputStyles } from './nutri-image-input.styles.js';
import { DEFAULT_MAX_DIMENSION, prepareImage } from './prepare-image.js';

const cameraCapture = typeof document !== 'undefined' && 'capture' in document.createElement('input');

/**
 * Large photos are downscaled and re-encoded as JPEG until they fit the upload limit. The
 * element only prepares the image; a scanning element or your code sends it.
 *
 * @tagname nutri-image-input
 * @summary Picks an image for analysis (file, drag and drop, paste, camera), previews it and prepares it for upload.
 * @fires nutri-image - An image is ready. Detail: `{ blob, type, width, height, bytes, originalBytes, reencoded, source }`.
 * @fires nutri-error - The file is not a readable image or cannot be made small enough. Detail: `{ error, message }`.
 * @slot label - The label above the drop zone (default "Photo").
 * @slot hint - The text inside the empty drop zone.
 * @csspart base - The wrapper.
 * @csspart label - The label.
 * @csspart dropzone - The drop and paste target.
 * @csspart preview - The preview image.
 * @csspart choose - The "Choose a photo" button.
 * @csspart camera - The "Take a photo" button (where the browser can capture).
 * @csspart info - The size line under the drop zone.
 * @csspart error - The error message.
 * @cssprop --nutri-image-preview-height - Height of the preview (default 12rem); the drop zone keeps it reserved.
 * @cssprop --nutri-color-accent - Buttons and the drag highlight.
 */
export class NutriImageInput extends NutriElement {
  static override styles = [...NutriElement.styles, imageInputStyles];

  /** Largest image to emit, in bytes (default: the v4 limit, 8 MiB). */
  @property({ type: Number, attribute: 'max-bytes' }) maxBytes: number = limits.imageMaxBytes;

  /** Longest side in pixels; larger images are downscaled (default 2560). */
  @property({ type: Number, attribute: 'max-dimension' }) maxDimension = DEFAULT_MAX_DIMENSION;

  /** Disables picking. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** The prepared image, once there is one. */
  @state() value?: NutriImageDetail;

  @state() private error?: NutriErrorDetail;
  @state() private busy = false;
  @state() private over = false;
  @state() private previewUrl?: string;
  @state() private fileName = '';

  @query('#file') private fileInput!: HTMLInputElement;
  @query('#camera') private cameraInput?: HTMLInputElement;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('paste', this.onPaste);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('paste', this.onPaste);
    this.revokePreview();
  }

  /** Prepares an image as if the person had picked it; resolves with the emitted detail. */
  async prepare(file: Blob, source: NutriImageDetail['source'] = 'file'): Promise<NutriImageDetail | undefined> {
    this.busy = true;
    this.error = undefined;
    this.fileName = file instanceof File ? file.name : '';
    try {
      const prepared = await prepareImage(file, { maxBytes: this.maxBytes, maxDimension: this.maxDimension, source });
      if (!prepared.ok) {
        this.error = prepared.error;
        this.emit('nutri-error', prepared.error);
        return undefined;
      }
      this.value = prepared.image;
      this.revokePreview();
      this.previewUrl = URL.createObjectURL(prepared.image.blob);
      this.emit('nutri-image', prepared.image);
      return prepared.image;
    } finally {
      this.busy = false;
    }
  }

  /** Forgets the image. */
  clear(): void {
    this.value = undefined;
    this.error = undefined;
    this.fileName = '';
    this.revokePreview();
  }

  private revokePreview() {
    if (this.previewUrl) URL.revokeObjectURL(this.previewUrl);
    this.previewUrl = undefined;
  }

  protected override render() {
    const value = this.value;
    return html`
      <div class="base" part="base">
        <span class="label" part="label" id="label"><slot name="label">Photo</slot></span>
        <div
          class="dropzone ${this.over ? 'over' : ''}"
          part="dropzone"
          role="group"
          aria-labelledby="label"
          aria-describedby="hint info"
          tabindex="0"
          @dragenter=${this.onDragOver}
          @dragover=${this.onDragOver}
          @dragleave=${() => (this.over = false)}
          @drop=${this.onDrop}
          @keydown=${this.onKeydown}
        >
          ${this.previewUrl
            ? html`<img class="preview" part="preview" src=${this.previewUrl} alt="Preview of the chosen image" />`
            : html`<svg class="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.5" aria-hidden="true">
                  <rect x="3" y="5" width="18" height="14" rx="2.5"></rect>
                  <circle cx="9" cy="10" r="1.8"></circle>
                  <path d="m4 17 5-4.5 3.5 3 3-2.5L20 17"></path>
                </svg>
                <p class="hint" id="hint"><slot name="hint">Drop a photo here, paste one, or choose a file.</slot></p>`}
          <div class="buttons">
            <button class="button" part="choose" type="button" ?disabled=${this.disabled || this.busy} @click=${() => this.fileInput.click()}>
              ${value ? 'Choose another photo' : 'Choose a photo'}
            </button>
            ${cameraCapture
              ? html`<button class="button secondary" part="camera" type="button" ?disabled=${this.disabled || this.busy}
                  @click=${() => this.cameraInput?.click()}>Take a photo</button>`
              : nothing}
          </div>
          <input id="file" type="file" accept="image/*" tabindex="-1" aria-hidden="true" @change=${(e: Event) => this.onPick(e, 'file')} />
          ${cameraCapture
            ? html`<input id="camera" type="file" accept="image/*" capture="environment" tabindex="-1" aria-hidden="true"
                @change=${(e: Event) => this.onPick(e, 'camera')} />`
            : nothing}
        </div>
        <p class="info" part="info" id="info" aria-live="polite">${this.describeValue()}</p>
        <p class="error" part="error" role="alert">${this.error?.message ?? nothing}</p>
      </div>
    `;
  }

  private describeValue() {
    if (this.busy) return 'Preparing the image…';
    const value = this.value;
    if (!value) return '';
    const name = this.fileName ? `${this.fileName}: ` : '';
    const kind = value.type.replace('image/', '').toUpperCase();
    const size = `${value.width}×${value.height} ${kind}, ${formatBytes(value.bytes)}`;
    return value.reencoded ? `${name}${size} (resized from ${formatBytes(value.originalBytes)})` : `${name}${size}`;
  }

  private onPick(event: Event, source: 'file' | 'camera') {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (file) void this.prepare(file, source);
  }

  private onDragOver(event: DragEvent) {
    if (this.disabled) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    this.over = true;
  }

  private onDrop(event: DragEvent) {
    event.preventDefault();
    this.over = false;
    if (this.disabled) return;
    const file = firstImage(event.dataTransfer);
    if (file) void this.prepare(file, 'drop');
    else this.reject('What was dropped is not an image file. Drop a JPEG, PNG, WebP or GIF photo.');
  }

  private onPaste = (event: ClipboardEvent) => {
    if (this.disabled) return;
    const file = firstImage(event.clipboardData);
    if (!file) return;
    event.preventDefault();
    void this.prepare(file, 'paste');
  };

  private onKeydown(event: KeyboardEvent) {
    if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget && !this.disabled) {
      event.preventDefault();
      this.fileInput.click();
    }
  }

  private reject(message: string) {
    this.error = { error: 'invalidRequest', message };
    this.emit('nutri-error', this.error);
  }
}

function firstImage(data: DataTransfer | null): File | undefined {
  if (!data) return undefined;
  for (const file of Array.from(data.files)) if (file.type.startsWith('image/')) return file;
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile() ?? undefined;
  }
  return undefined;
}
