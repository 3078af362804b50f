import { html, nothing } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { FoodResult, Ingredient, RatedFoodResult } from '../../api/index.js';
import { toFoodData } from '../../api/food-data.js';
import { limits } from '../../api/limits.js';
import { NutriElement } from '../base/nutri-element.js';
import { NutriAnalysisElement } from '../base/analysis-element.js';
import type { NutriErrorDetail } from '../base/events.js';
import { AnalysisController, missingOperation } from '../base/analysis-controller.js';
import { formatEnergy, formatGrams } from '../base/format.js';
import { analysisStyles } from '../base/analysis.styles.js';
import { fixFoodStyles } from './nutri-fix-food.styles.js';

const whole = new Intl.NumberFormat('en-US');
const isMac = typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** "Potato, french fries, NFS (110 g)" → "potato french fries": an ingredient as words fixFood reads back. */
export function spokenName(ingredientName: string): string {
  return ingredientName
    .replace(/\s*\([^()]*\)\s*$/, '')
    .replace(/\b(?:NFS|NS as to [^,]*|from restaurant[^,]*|from fast food[^,]*|no added fat)/gi, ' ')
    .replace(/[,()/]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Grams of one serving an ingredient's name gives ("… (1 cup, 163 g)"), when it gives them. */
export function gramsInName(ingredientName: string): number | undefined {
  const m = /(\d+(?:\.\d+)?) g[,)]/.exec(ingredientName);
  return m ? Number(m[1]) : undefined;
}

/**
 * Corrections people make most, worded from the food itself: its largest parts, a share,
 * the servings.
 */
function suggestionsFor(food: FoodResult | RatedFoodResult): string[] {
  const parts = [...food.ingredients].sort((a, b) => b.calories - a.calories).slice(0, 2);
  // The first segment of a USDA name is what the part is: "no potato" finds "Potato, french fries".
  const named = food.ingredients.length > 1 ? parts.map((p) => `no ${spokenName(p.name.split(',')[0]!)}`) : [];
  return [...named, 'I only ate half', `it was ${food.servings === 1 ? 2 : food.servings + 1} servings`, 'add a side salad'];
}

/**
 * Corrects an analysis in plain words ("no fries", "the rice was brown rice", "it was 450
 * calories") or by editing its ingredient list, through the API's fixFood. Apply with the
 * button or Ctrl+Enter (⌘+Enter on a Mac); Escape cancels. Each correction applies to the
 * latest corrected food, and the figures show before → after against the food first given.
 * With `no-result` the element only fires events, as the other analysing elements do: it keeps
 * showing and correcting `food`, and the page shows each answer (and may pass it back as `food`).
 *
 * @tagname nutri-fix-food
 * @summary Fix an analysis: a "What's wrong?" box with suggestions, an editable ingredient list, and before → after figures.
 * @fires nutri-analysis-start - A correction began. Detail: `{ operation: 'fixFood' }`.
 * @fires nutri-result - The correction succeeded. Detail: the corrected FoodResult (no healthRating).
 * @fires nutri-error - The correction was refused or failed. Detail: `{ error, message }`; the food is unchanged.
 * @fires nutri-cancel - The person cancelled a running correction. Detail: `{}`.
 * @csspart base - The card.
 * @csspart name - The food's name.
 * @csspart figures - The before → after figures.
 * @csspart ingredients - The ingredient list.
 * @csspart ingredient - One ingredient row.
 * @csspart remove - An ingredient's remove button.
 * @csspart amount - An ingredient's grams field.
 * @csspart add - The "add by name" field.
 * @csspart textarea - The "What's wrong?" box.
 * @csspart suggestions - The suggestion chips' group.
 * @csspart suggestion - One suggestion chip.
 * @csspart submit - The Apply button.
 * @csspart cancel - The Cancel button (while applying).
 * @csspart error - The error message.
 * @cssprop --nutri-color-accent - The Apply button, "added" badges and lower figures.
 * @cssprop --nutri-color-danger - Errors and higher figures.
 */
export class NutriFixFood extends NutriAnalysisElement<FoodResult> {
  static override styles = [...NutriElement.styles, analysisStyles, fixFoodStyles];

  /** The food to correct: any FoodResult (a describeMeal, scan or earlier fixFood answer). */
  @property({ attribute: false }) food?: FoodResult | RatedFoodResult;

  /** The photo the food came from (base64 or a data URL), sent along; "" when there was none. */
  @property({ attribute: false }) imageData = '';

  /** The correction in the "What's wrong?" box. */
  @property() value = '';

  /** Suggestions offered as chips; by default worded from the food. Empty hides them. */
  @property({ type: Array }) suggestions?: string[];

  @state() private adding = '';

  /** The busy / cancel / error / result cycle (shared with the other analysing elements). */
  protected readonly analysis: AnalysisController<FoodResult> = new AnalysisController<FoodResult>(this, {
    operation: 'fixFood',
    announce: (result) => `Corrected: ${result.name}: ${formatEnergy(result.calories * result.servings, this.effectiveUnits)} ${this.effectiveUnits}.`,
  });

  @query('textarea') private textarea?: HTMLTextAreaElement;

  /** The food corrections apply to now: the latest corrected one, else `food` (with `no-result`, always `food`). */
  get current(): FoodResult | RatedFoodResult | undefined {
    return this.noResult ? this.food : this.analysis.result ?? this.food;
  }

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    // A new food from the page starts over: earlier corrections were of another food.
    if (changed.has('food') && changed.get('food') !== undefined) {
      this.analysis.result = undefined;
      this.analysis.clearError();
    }
  }

  /** Applies the correction in the box (or `issue`). Resolves when the answer or error is shown. */
  async apply(issue: string = this.value): Promise<void> {
    const food = this.current;
    const problem = checkIssue(issue, food);
    if (problem) {
      this.analysis.fail(problem);
      return;
    }
    await this.analysis.run(async (api, signal) => {
      if (!api.fixFood) throw missingOperation('fixFood');
      return api.fixFood({ issue, imageData: this.imageData, foodData: toFoodData(food!) }, { signal });
    });
    if (!this.analysis.error && issue === this.value) this.value = '';
  }

  /** Removes one ingredient of the current food. */
  removeIngredient(ingredient: Ingredient): Promise<void> {
    return this.apply(`no ${spokenName(ingredient.name)}`);
  }

  /** Sets the grams of one ingredient of the current food. */
  setGrams(ingredient: Ingredient, grams: number): Promise<void> {
    return this.apply(`the ${spokenName(ingredient.name)} was ${Math.round(grams * 10) / 10} g`);
  }

  /** Adds a food by name ("a side salad", "2 teaspoons of sugar"). */
  addFood(words: string): Promise<void> {
    return this.apply(`add ${words.trim()}`);
  }

  override focus(options?: FocusOptions): void {
    this.textarea?.focus(options);
  }

  protected override render() {
    const food = this.current;
    if (!food) return html`<div class="base card" part="base"><p class="empty">No food to fix yet.</p></div>`;
    const over = this.value.length > limits.issueMaxChars;
    const suggestions = this.suggestions ?? suggestionsFor(food);
    return html`
      <div class="base card" part="base" aria-busy=${this.busy ? 'true' : 'false'}>
        <p class="name" part="name">${food.name}</p>
        ${this.renderFigures(food)}
        ${this.renderIngredients(food)}
        <form @submit=${this.onSubmit}>
          <label class="label" for="issue">What's wrong?</label>
          <textarea
            id="issue"
            part="textarea"
            .value=${this.value}
            placeholder="e.g. no fries, the rice was brown rice, I only ate half"
            aria-describedby="shortcut error"
            aria-invalid=${over || this.error?.error === 'invalidRequest' ? 'true' : 'false'}
            @input=${(e: Event) => (this.value = (e.target as HTMLTextAreaElement).value)}
            @keydown=${this.onKeydown}
          ></textarea>
          <div class="meta">
            <span id="shortcut">${isMac ? '⌘' : 'Ctrl'}+Enter to apply</span>
            <span>${whole.format(this.value.length)} / ${whole.format(limits.issueMaxChars)}</span>
          </div>
          ${suggestions.length
            ? html`<div class="suggestions" part="suggestions" role="group" aria-label="Suggestions">
                ${suggestions.map((s) => html`<button type="button" class="chip" part="suggestion" @click=${() => this.useSuggestion(s)}>${s}</button>`)}
              </div>`
            : nothing}
          <div class="actions">
            <button class="submit" part="submit" type="submit" ?disabled=${this.busy}>Apply</button>
            ${this.busy
              ? html`<button class="cancel" part="cancel" type="button" @click=${this.cancel}>Cancel</button>
                  <span class="progress">Applying…</span>`
              : nothing}
          </div>
        </form>
        ${this.renderStatus()}
      </div>
    `;
  }

  private renderFigures(food: FoodResult | RatedFoodResult) {
    // The answer in place is the result this element renders; with no-result there is none.
    const before = this.food && this.result && !this.noResult ? this.food : undefined;
    const unit = this.effectiveUnits;
    const row = (label: string, now: number, was: number | undefined, format: (x: number) => string, suffix: string) => {
      const changed = was !== undefined && format(was) !== format(now);
      return html`<div class="figure">
        <dt>${label}</dt>
        <dd>
          ${changed ? html`<span class="was"><span class="visually-hidden">was </span>${format(was!)}</span><span class="visually-hidden">now </span>` : nothing}<span
            class=${changed ? (now > was! ? 'up' : 'down') : ''}
            >${format(now)}${suffix}</span
          >
        </dd>
      </div>`;
    };
    const energy = (kcal: number) => formatEnergy(kcal, unit);
    return html`<dl class="compare" part="figures">
      ${row(unit, food.calories, before?.calories, energy, '')}
      ${row('protein', food.protein, before?.protein, formatGrams, ' g')}
      ${row('carbs', food.carbs, before?.carbs, formatGrams, ' g')}
      ${row('fat', food.fats, before?.fats, formatGrams, ' g')}
    </dl>
    ${food.servings !== 1 || (before && before.servings !== food.servings)
      ? html`<p class="empty">Servings: ${before && before.servings !== food.servings ? html`<span class="was">${before.servings}</span>` : nothing}${food.servings}</p>`
      : nothing}`;
  }

  private renderIngredients(food: FoodResult | RatedFoodResult) {
    return html`<ul part="ingredients" aria-label="Ingredients">
        ${food.ingredients.map((ingredient) => {
          const grams = gramsInName(ingredient.name);
          const label = spokenName(ingredient.name);
          return html`<li part="ingredient">
            <span class="ingredient-name">${ingredient.name}${ingredient.isAdded ? html`<span class="added">added</span>` : nothing}</span>
            <span class="kcal">${formatEnergy(ingredient.calories, this.effectiveUnits)} ${this.effectiveUnits}</span>
            ${grams !== undefined
              ? html`<input
                  class="grams"
                  part="amount"
                  type="number"
                  min="0"
                  step="any"
                  inputmode="decimal"
                  aria-label=${`Grams of ${label}`}
                  .value=${String(grams)}
                  ?disabled=${this.busy}
                  @change=${(e: Event) => this.onGrams(ingredient, e)}
                />`
              : html`<span></span>`}
            <button type="button" class="icon" part="remove" aria-label=${`Remove ${label}`} ?disabled=${this.busy || food.ingredients.length < 2} @click=${() => this.removeIngredient(ingredient)}>✕</button>
          </li>`;
        })}
      </ul>
      <form class="add" @submit=${this.onAdd}>
        <input part="add" aria-label="Add a food by name" placeholder="Add a food, e.g. a side salad" .value=${this.adding} @input=${(e: Event) => (this.adding = (e.target as HTMLInputElement).value)} />
        <button class="secondary" type="submit" ?disabled=${this.busy || this.adding.trim() === ''}>Add</button>
      </form>`;
  }

  private onGrams(ingredient: Ingredient, event: Event) {
    const grams = Number((event.target as HTMLInputElement).value);
    if (!Number.isFinite(grams) || grams <= 0) {
      this.analysis.fail({ error: 'invalidRequest', message: 'Give the grams as a number above 0.' });
      return;
    }
    void this.setGrams(ingredient, grams);
  }

  private async onAdd(event: SubmitEvent) {
    event.preventDefault();
    const words = this.adding;
    if (!words.trim()) return;
    await this.addFood(words);
    if (!this.analysis.error) this.adding = '';
  }

  private onKeydown(event: KeyboardEvent) {
    // Escape (cancel) is the base element's, anywhere in the element.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void this.apply();
    }
  }

  private onSubmit(event: SubmitEvent) {
    event.preventDefault();
    void this.apply();
  }

  private useSuggestion(suggestion: string) {
    this.value = suggestion;
    this.analysis.clearError();
    this.textarea?.focus();
  }
}

/** The contract's checks on `issue`, before any call, so the message can be specific. */
function checkIssue(issue: string, food: FoodResult | RatedFoodResult | undefined): NutriErrorDetail | undefined {
  if (!food) return { error: 'invalidRequest', message: 'There is no food to fix: set the food first.' };
  if (!issue.trim()) return { error: 'invalidRequest', message: "Say what is wrong first, for example 'no fries' or 'I only ate half'." };
  if (issue.length > limits.issueMaxChars) {
    return { error: 'invalidRequest', message: `The correction has ${whole.format(issue.length)} characters; the limit is ${whole.format(limits.issueMaxChars)}.` };
  }
  return undefined;
}
