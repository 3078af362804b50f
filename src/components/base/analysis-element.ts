import { html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { AnalysisController } from './analysis-controller.js';
import type { NutriErrorDetail, NutriResultDetail } from './events.js';
import { NutriElement } from './nutri-element.js';
// <nutri-result> is registered by the elements that render it (renderOutput), not here: the card
// itself holds a <nutri-fix-food>, which is an analysing element too.

/**
 * What every analysing element shares (`<nutri-describe>`, the scan elements, `<nutri-fix-food>`):
 * its analysis cycle's state as read-only properties, cancel, the error and live region, and the
 * result card in place. Each element brings its own `AnalysisController` and its own input.
 */
export abstract class NutriAnalysisElement<T extends NutriResultDetail> extends NutriElement {
  /** Only fire events: do not render the result. */
  @property({ type: Boolean, attribute: 'no-result', reflect: true }) noResult = false;

  protected abstract readonly analysis: AnalysisController<T>;

  /** The last result, or undefined. */
  get result(): T | undefined {
    return this.analysis.result;
  }

  /** The error in place, or undefined. */
  get error(): NutriErrorDetail | undefined {
    return this.analysis.error;
  }

  /** Whether an analysis is running. */
  get busy(): boolean {
    return this.analysis.busy;
  }

  /** Stops a running analysis; its answer, if it still comes, is ignored. */
  cancel(): void {
    this.analysis.cancel();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onEscape);
  }

  override disconnectedCallback(): void {
    this.removeEventListener('keydown', this.onEscape);
    super.disconnectedCallback();
  }

  /** Escape anywhere in the element cancels a running analysis (unless an inner control took it). */
  private readonly onEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.busy || event.defaultPrevented) return;
    event.preventDefault();
    this.cancel();
  };

  /** A photo the inner `<nutri-image-input>` refused (not an image, too large) is this element's error. */
  protected onInputError(event: CustomEvent<NutriErrorDetail>): void {
    event.stopPropagation();
    this.analysis.fail(event.detail);
  }

  /** The error (as `message` words it, by default the service's own) and the polite live region. */
  protected renderStatus(message: string | undefined = this.error?.message) {
    return html`<div id="error" class="error" part="error" role="alert">${message && !this.busy
        ? html`<span class="error-icon" aria-hidden="true">!</span><span class="error-message">${message}</span>`
        : nothing}</div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.analysis.announcement}</div>`;
  }

  /** The result card, or a placeholder that keeps the room so the page does not jump. */
  protected renderOutput(placeholder: { mark: string; idle: string; busy: string }) {
    if (this.noResult) return nothing;
    return html`<div class="output" part="output">
      ${this.result
        ? html`<nutri-result part="result" .result=${this.result} .theme=${this.effectiveTheme} .units=${this.effectiveUnits}></nutri-result>`
        : html`<div class="placeholder ${this.busy ? 'busy' : ''}">
            <span class="placeholder-mark" aria-hidden="true">${placeholder.mark}</span>
            <slot name="placeholder">${this.busy ? placeholder.busy : placeholder.idle}</slot>
          </div>`}
    </div>`;
  }
}
