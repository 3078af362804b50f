import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { RatedFoodResult } from '../../api/index.js';
import { NutriElement } from '../base/nutri-element.js';
import { NutriAnalysisElement } from '../base/analysis-element.js';
import { analysisStyles } from '../base/analysis.styles.js';
import type { NutriErrorDetail, NutriImageDetail, NutriResultDetail } from '../base/events.js';
import { AnalysisController, missingOperation } from '../base/analysis-controller.js';
import { formatEnergy } from '../base/format.js';
import '../nutri-image-input/index.js';
import '../nutri-result/index.js';
import { scanLabelStyles } from './nutri-scan-label.styles.js';

/**
 * Pick, drop or paste a photo of a nutrition panel; the element sends it to `scanLabel` at once
 * and shows the numbers read off the panel (one serving as printed, else per 100 g), with a
 * line that says which column was read. Reading takes a second or two: a progress line and a
 * Cancel button (or Escape) are shown meanwhile. Without a `client` or `<nutri-config>` it runs
 * on the embedded engine, loaded on the first photo.
 *
 * @tagname nutri-scan-label
 * @summary A photo of a nutrition label → the numbers printed on it: upload, paste, drop, progress, cancel, and the result in place.
 * @fires nutri-analysis-start - An analysis began. Detail: `{ operation: 'scanLabel' }`.
 * @fires nutri-result - The label was read. Detail: the RatedFoodResult.
 * @fires nutri-error - The image was refused, no panel was found, or the analysis failed. Detail: `{ error, message }`.
 * @fires nutri-cancel - The person cancelled a running analysis. Detail: `{}`.
 * @slot label - The label above the drop zone (default "Photo of the nutrition label").
 * @slot placeholder - What shows where the result will appear, before the first analysis.
 * @csspart base - The wrapper.
 * @csspart card - The card holding the picker and the buttons.
 * @csspart input - The `<nutri-image-input>` element.
 * @csspart submit - The "Read again" button.
 * @csspart cancel - The Cancel button (while reading).
 * @csspart progress - The progress line.
 * @csspart read - The line that says which column of the panel was read.
 * @csspart error - The error message.
 * @csspart output - The space reserved for the result.
 * @csspart result - The `<nutri-result>` element.
 * @cssprop --nutri-scan-label-result-min-height - Space reserved for the result so the page does not jump (default 24rem).
 * @cssprop --nutri-color-accent - Buttons and focus ring.
 * @cssprop --nutri-color-danger - Error messages.
 */
export class NutriScanLabel extends NutriAnalysisElement<RatedFoodResult> {
  static override styles = [...NutriElement.styles, analysisStyles, scanLabelStyles];

  /** The photo last picked (or passed to `scan`). */
  image?: Blob;

  protected readonly analysis: AnalysisController<RatedFoodResult> = new AnalysisController<RatedFoodResult>(this, {
    operation: 'scanLabel',
    announce: (result) => `${result.name}: ${formatEnergy(result.calories * result.servings, this.effectiveUnits)} ${this.effectiveUnits}.`,
  });

  /** Which column of the panel the result holds, from its name ("1 serving (30 g)", "per 100 g"), or ''. */
  get column(): string {
    return /^Nutrition label, (.+)$/.exec(this.result?.name ?? '')?.[1] ?? '';
  }

  /** Reads a photo (default: the one last picked). Resolves when the result or error is shown. */
  async scan(image: Blob | undefined = this.image): Promise<void> {
    if (!image) {
      this.analysis.fail({ error: 'invalidRequest', message: 'Choose, drop or paste a photo of the nutrition label first.' });
      return;
    }
    this.image = image;
    await this.analysis.run(async (api, signal) => {
      if (!api.scanLabel) throw missingOperation('scanLabel');
      return api.scanLabel(image, { signal });
    });
  }

  protected override render() {
    const busy = this.busy;
    return html`
      <div class="base" part="base">
        <div class="card" part="card" aria-busy=${busy ? 'true' : 'false'}>
          <nutri-image-input part="input" ?disabled=${busy} .theme=${this.effectiveTheme} @nutri-image=${this.onImage} @nutri-error=${this.onInputError}>
            <span slot="label"><slot name="label">Photo of the nutrition label</slot></span>
          </nutri-image-input>
          <div class="actions">
            ${busy
              ? html`<button class="cancel" part="cancel" type="button" @click=${this.cancel}>Cancel</button>
                  <span class="progress" part="progress"><span class="spinner" aria-hidden="true"></span>Reading the nutrition label…</span>`
              : this.image
                ? html`<button class="submit" part="submit" type="button" @click=${() => void this.scan()}>Read again</button>`
                : nothing}
          </div>
          ${this.column && !busy ? html`<p class="read" part="read">Read from the label: <strong>${this.column}</strong>, as printed.</p>` : nothing}
        </div>
        ${this.renderStatus()}
        ${this.renderOutput({ mark: '🏷️', idle: 'A photo of the nutrition panel on a pack: flat, in focus, the whole table in view.', busy: 'Reading the label…' })}
      </div>
    `;
  }

  private onImage(event: CustomEvent<NutriImageDetail>) {
    event.stopPropagation();
    void this.scan(event.detail.blob);
  }
}
