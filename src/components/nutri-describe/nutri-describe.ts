import { html, nothing } from 'lit';
import { property, query } from 'lit/decorators.js';
import type { RatedFoodResult } from '../../api/index.js';
import { limits } from '../../api/limits.js';
import { NutriElement } from '../base/nutri-element.js';
import { NutriAnalysisElement } from '../base/analysis-element.js';
import { type NutriErrorDetail, type NutriResultDetail } from '../base/events.js';
import { AnalysisController, missingOperation } from '../base/analysis-controller.js';
import { formatEnergy } from '../base/format.js';
import '../nutri-result/index.js';
import { analysisStyles } from '../base/analysis.styles.js';
import { describeStyles } from './nutri-describe.styles.js';

const whole = new Intl.NumberFormat('en-US');

/** What the person reads for an error, by identifier; other errors show the service's message. */
const SHOWN_MESSAGES: Record<string, string> = {
  noFoodDetectedText: "We could not find a food in that text. Try '2 eggs and toast'.",
};

const DEFAULT_EXAMPLES = [
  '2 eggs and toast with butter',
  'A bowl of oatmeal with banana and honey',
  'Chicken caesar salad',
  '2 slices of pepperoni pizza and a beer',
];

const isMac = typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/**
 * Submit with the button or Ctrl+Enter (⌘+Enter on a Mac); Escape cancels a running analysis.
 * Without a `client` or `<nutri-config>` it runs on the embedded engine, loaded on the first
 * analysis.
 *
 * @tagname nutri-describe
 * @summary A text box that turns a meal description into nutrition: submit, examples, progress, cancel, and the result in place.
 * @fires nutri-analysis-start - An analysis began. Detail: `{ operation: 'describeMeal' }`.
 * @fires nutri-result - The analysis succeeded. Detail: the RatedFoodResult.
 * @fires nutri-error - The text was refused or the analysis failed. Detail: `{ error, message }`.
 * @fires nutri-cancel - The person cancelled a running analysis. Detail: `{}`.
 * @slot label - The text box's label (default "Describe a meal").
 * @slot placeholder - What shows where the result will appear, before the first analysis.
 * @csspart base - The wrapper of form and output.
 * @csspart form - The card holding the text box and buttons.
 * @csspart label - The text box's label.
 * @csspart textarea - The text box.
 * @csspart counter - The character counter.
 * @csspart examples - The example chips' group.
 * @csspart example - One example chip.
 * @csspart submit - The Analyse button.
 * @csspart cancel - The Cancel button (while analysing).
 * @csspart progress - The progress indicator.
 * @csspart error - The error message.
 * @csspart output - The space reserved for the result.
 * @csspart result - The `<nutri-result>` element.
 * @cssprop --nutri-describe-result-min-height - Space reserved for the result so the page does not jump (default 30rem).
 * @cssprop --nutri-color-accent - The Analyse button and focus ring.
 * @cssprop --nutri-color-danger - Error messages and the over-limit counter.
 * @cssprop --nutri-color-danger-soft - Background of error messages.
 */
export class NutriDescribe extends NutriAnalysisElement<RatedFoodResult> {
  static override styles = [...NutriElement.styles, analysisStyles, describeStyles];

  /** The meal description in the text box. */
  @property() value = '';

  /** Placeholder text of the text box. */
  @property() placeholder = 'e.g. 2 eggs, a slice of toast with butter and a coffee with milk';

  /** Example descriptions offered as chips; as an attribute, a JSON array. Empty hides them. */
  @property({ type: Array }) examples: string[] = DEFAULT_EXAMPLES;

  /** The busy / cancel / error / result cycle (shared with the scan components). */
  protected readonly analysis: AnalysisController<RatedFoodResult> = new AnalysisController<RatedFoodResult>(this, {
    operation: 'describeMeal',
    announce: (result) => `${result.name}: ${formatEnergy(result.calories * result.servings, this.effectiveUnits)} ${this.effectiveUnits}.`,
  });

  @query('textarea') private textarea!: HTMLTextAreaElement;

  /** Analyses the current `value`. Resolves when the result or error is shown. */
  async submit(): Promise<void> {
    const text = this.value;
    const problem = checkText(text);
    if (problem) {
      this.analysis.fail(problem);
      return;
    }
    await this.analysis.run(async (api, signal) => {
      if (!api.describeMeal) throw missingOperation('describeMeal');
      return api.describeMeal(text, { signal });
    });
  }

  override focus(options?: FocusOptions): void {
    this.textarea?.focus(options);
  }

  protected override render() {
    const length = this.value.length;
    const over = length > limits.textMaxChars;
    const shownError = this.error ? SHOWN_MESSAGES[this.error.error] ?? this.error.message : '';
    return html`
      <div class="base" part="base">
        <form class="card" part="form" @submit=${this.onSubmit} aria-busy=${this.busy ? 'true' : 'false'}>
          <label class="label" part="label" for="text"><slot name="label">Describe a meal</slot></label>
          <div class="field">
            <textarea
              id="text"
              part="textarea"
              .value=${this.value}
              placeholder=${this.placeholder}
              aria-describedby="counter shortcut error"
              aria-invalid=${over || this.error?.error === 'invalidRequest' ? 'true' : 'false'}
              @input=${this.onInput}
              @keydown=${this.onKeydown}
            ></textarea>
            <div class="meta">
              <span id="shortcut" class="shortcut">${isMac ? '⌘' : 'Ctrl'}+Enter to analyse</span>
              <span id="counter" part="counter" class="count num ${over ? 'over' : ''}"
                >${whole.format(length)} / ${whole.format(limits.textMaxChars)}<span class="visually-hidden"> characters</span></span
              >
            </div>
          </div>
          ${this.examples.length
            ? html`<div class="examples" part="examples" role="group" aria-labelledby="examples-label">
                <span class="examples-label" id="examples-label">Try</span>
                ${this.examples.map(
                  (example) => html`<button type="button" class="chip" part="example" @click=${() => this.useExample(example)}>
                    ${example}
                  </button>`,
                )}
              </div>`
            : nothing}
          <div class="actions">
            <button class="submit" part="submit" type="submit" ?disabled=${this.busy}>Analyse</button>
            ${this.busy
              ? html`<button class="cancel" part="cancel" type="button" @click=${this.cancel}>Cancel</button>
                  <span class="progress" part="progress"><span class="spinner" aria-hidden="true"></span>Analysing…</span>`
              : nothing}
          </div>
        </form>
        ${this.renderStatus(shownError)}
        ${this.renderOutput({ mark: '🍽', idle: 'Your meal’s nutrition appears here.', busy: 'Analysing your meal…' })}
      </div>
    `;
  }

  private onInput(event: Event) {
    this.value = (event.target as HTMLTextAreaElement).value;
    if (this.error?.error === 'invalidRequest' && !checkText(this.value)) this.analysis.clearError();
  }

  private onKeydown(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void this.submit();
    } else if (event.key === 'Escape' && this.busy) {
      event.preventDefault();
      this.cancel();
    }
  }

  private onSubmit(event: SubmitEvent) {
    event.preventDefault();
    void this.submit();
  }

  private useExample(example: string) {
    this.value = example;
    this.analysis.clearError();
    this.textarea?.focus();
  }
}

/** The contract's checks on `text`, done before any call so the message can be specific. */
function checkText(text: string): NutriErrorDetail | undefined {
  if (!text.trim()) {
    return { error: 'invalidRequest', message: "Describe a meal first, for example '2 eggs and toast'." };
  }
  if (text.length > limits.textMaxChars) {
    return {
      error: 'invalidRequest',
      message: `The description has ${whole.format(text.length)} characters; the limit is ${whole.format(limits.textMaxChars)}. Shorten it a little.`,
    };
  }
  return undefined;
}
