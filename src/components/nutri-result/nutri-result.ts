import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Ingredient } from '../../api/index.js';
import { NutriElement } from '../base/nutri-element.js';
import type { NutriResultDetail } from '../base/events.js';
import { formatEnergy, formatGrams, formatServings, type EnergyUnit } from '../base/format.js';
import { KCAL_PER_GRAM } from '../nutri-macros/macro-split.js';
import '../nutri-macros/index.js';
import '../nutri-health-rating/index.js';
// Static, as the card's other parts are: the fixer is a small element over the same base, and
// every bundle of the full set imports it anyway (a dynamic import here split nothing off).
import '../nutri-fix-food/index.js';
import { resultStyles } from './nutri-result.styles.js';
import { checkResult, parseResultAttribute } from './read-result.js';
import { nextSort, sortIngredients, type SortKey, type SortOrder } from './ingredient-sort.js';

const COLUMNS: Array<{ key: SortKey; label: string; macro?: boolean }> = [
  { key: 'name', label: 'Ingredient' },
  { key: 'calories', label: 'Energy' },
  { key: 'protein', label: 'Protein', macro: true },
  { key: 'carbs', label: 'Carbs', macro: true },
  { key: 'fats', label: 'Fat', macro: true },
];

const SERVINGS_STEP = 0.5;

/** A product known without figures (DESIGN.md "scanBarcode"): never shown as "0 kcal". */
function unknown(result: NutriResultDetail): boolean {
  return result.shouldUseLabelScanner && result.calories === 0 && result.protein === 0 && result.carbs === 0 && result.fats === 0;
}
const SERVINGS_MAX = 100;

/**
 * Figures in a FoodResult are for one serving. The servings stepper starts at the result's
 * `servings` (what the input described) and every figure shown, the ingredients included, is
 * the per-serving figure times the stepper's value.
 *
 * @tagname nutri-result
 * @summary Shows a FoodResult: energy, macronutrients, health rating, alcohol and ingredients, scaled to the servings eaten.
 * @fires nutri-servings-change - The servings stepper changed. Detail: `{ servings: number }`.
 * @fires nutri-label-scan - The person followed the `shouldUseLabelScanner` hint. Detail: `{ result }`.
 * @fires nutri-error - The `result` given is not a FoodResult. Detail: `{ error: 'invalidRequest', message }`.
 * @fires nutri-result - A correction made with the Fix action succeeded (from the inner `<nutri-fix-food>`); the card now shows it. Detail: the corrected FoodResult.
 * @slot label-action - Replaces the label-scanner button (shown when `shouldUseLabelScanner` is true).
 * @csspart base - The card.
 * @csspart name - The food's name.
 * @csspart energy - The large energy figure with its unit.
 * @csspart servings - The servings stepper.
 * @csspart macros - The `<nutri-macros>` chart.
 * @csspart rating - The `<nutri-health-rating>` gauge.
 * @csspart alcohol - The alcohol note.
 * @csspart label-hint - The label-scanner hint.
 * @csspart unknown - "Nutrition unknown" in place of the energy, for a product known without figures.
 * @csspart fix - The Fix button.
 * @csspart fixer - The `<nutri-fix-food>` the Fix button opens.
 * @csspart ingredients - The ingredients table.
 * @csspart empty - What shows before there is a result.
 * @csspart problem - The message shown when `result` is not a FoodResult.
 * @cssprop --nutri-color-bg - Card background.
 * @cssprop --nutri-color-surface - Subtle background of controls and empty states.
 * @cssprop --nutri-color-text - Text colour.
 * @cssprop --nutri-color-muted - Secondary text colour.
 * @cssprop --nutri-color-border - Borders and rules.
 * @cssprop --nutri-color-accent - Energy figure, buttons and the `isAdded` marks.
 * @cssprop --nutri-radius - Corner radius of the card.
 * @cssprop --nutri-shadow - The card's shadow.
 * @cssprop --nutri-font-family - Type face.
 */
export class NutriResult extends NutriElement {
  static override styles = [...NutriElement.styles, resultStyles];

  /** The FoodResult to show; as an attribute, its JSON. */
  @property({ attribute: 'result', converter: { fromAttribute: parseResultAttribute } })
  result?: NutriResultDetail;

  /** The heading level of the food's name (2–6). */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 3;

  /** Hides the Fix action (a card that shows a food nobody may correct). */
  @property({ type: Boolean, attribute: 'no-fix', reflect: true }) noFix = false;

  /** Whether the Fix panel is open. */
  @state() fixing = false;

  /** Servings the figures are scaled to; starts at the result's `servings`. */
  @state() servings = 1;

  @state() private sort?: SortOrder;

  private shown?: NutriResultDetail;
  private fromFix = false;
  /** The food the open correction started from: it stays the fixer's "before" while the card shows "after". */
  private fixBase?: NutriResultDetail;
  private problem?: string;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('result')) {
      this.problem = undefined;
      this.shown = undefined;
      if (this.result !== undefined && this.result !== null) {
        const checked = checkResult(this.result);
        if ('problem' in checked) this.problem = checked.problem;
        else {
          this.shown = checked.result;
          this.servings = checked.result.servings;
          this.sort = undefined;
          // A new food from outside closes a correction of the old one.
          if (!this.fromFix) this.fixing = false;
        }
      }
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('result') && this.problem) this.emit('nutri-error', { error: 'invalidRequest', message: this.problem });
  }

  /** Sets the servings the figures are scaled to (clamped to 0.1–100). */
  setServings(value: number): void {
    if (!Number.isFinite(value)) return;
    const servings = Math.min(SERVINGS_MAX, Math.max(0.1, Math.round(value * 100) / 100));
    if (servings === this.servings) return;
    this.servings = servings;
    this.emit('nutri-servings-change', { servings });
  }

  protected override render() {
    if (this.problem) {
      return html`<p class="problem" part="problem" role="alert">${this.problem}</p>`;
    }
    const result = this.shown;
    if (!result) return html`<p class="empty" part="empty"><slot name="empty">No result yet</slot></p>`;
    const unit = this.effectiveUnits;
    const factor = this.servings;
    const level = Math.min(6, Math.max(2, this.headingLevel || 3));
    const ethanol = result.ethanolCarbRatio * result.carbs;
    const rating = 'healthRating' in result ? result.healthRating : undefined;
    return html`
      <article class="base" part="base" aria-label=${`Nutrition of ${result.name}`}>
        <div class="header">
          <div class="name" part="name" role="heading" aria-level=${level}>${result.name}</div>
          ${unknown(result)
            ? html`<p class="energy unknown" part="unknown">Nutrition unknown — scan the label</p>`
            : html`<p class="energy" part="energy">
                <span class="energy-value num">${formatEnergy(result.calories * factor, unit)}</span>
                <span class="energy-unit">${unit}</span>
              </p>`}
          ${this.renderStepper()}
          <p class="per-serving">
            ${factor === 1
              ? 'One serving'
              : html`${formatServings(factor)} servings of <span class="num">${formatEnergy(result.calories, unit)}</span> ${unit}`}
          </p>
        </div>
        <div class="figures">
        <section aria-label="Macronutrients">
          <h4 class="section-title" aria-hidden="true">Macronutrients</h4>
          <nutri-macros
            part="macros"
            .theme=${this.effectiveTheme}
            .protein=${result.protein * factor}
            .carbs=${result.carbs * factor}
            .fats=${result.fats * factor}
            .ethanol=${ethanol * factor}
          ></nutri-macros>
          ${ethanol > 0
            ? html`<p class="alcohol" part="alcohol">
                The <span class="num">${formatGrams(result.carbs * factor)}</span> g of carbs include
                <strong class="num">${formatGrams(ethanol * factor)} g</strong> of alcohol
                (<span class="num">${formatEnergy(ethanol * factor * KCAL_PER_GRAM.alcohol, unit)}</span> ${unit}), shown apart above.
              </p>`
            : nothing}
        </section>
        ${rating
          ? html`<section aria-label="Health rating">
              <h4 class="section-title" aria-hidden="true">Health rating</h4>
              <nutri-health-rating
                part="rating"
                .theme=${this.effectiveTheme}
                .rating=${rating.rating}
                .tips=${[rating.tip1, rating.tip2, rating.tip3]}
              ></nutri-health-rating>
            </section>`
          : nothing}
        </div>
        ${result.shouldUseLabelScanner
          ? html`<div class="label-hint" part="label-hint">
              <p>This looks like a packaged food: its nutrition label gives exact numbers.</p>
              <slot name="label-action">
                <button class="action" type="button" @click=${this.onLabelScan}>Scan the label</button>
              </slot>
            </div>`
          : nothing}
        ${this.renderIngredients(result.ingredients, factor, unit)}
        ${this.noFix ? nothing : this.renderFix(result)}
      </article>
    `;
  }

  private renderFix(result: NutriResultDetail) {
    // (the card shows `result`; the fixer keeps working from where it was opened)
    return html`
      <div class="fix">
        <button class="action secondary" type="button" part="fix" aria-expanded=${this.fixing ? 'true' : 'false'} @click=${this.toggleFix}>
          ${this.fixing ? 'Close the correction' : 'Fix…'}
        </button>
        ${this.fixing
          ? html`<nutri-fix-food part="fixer" .food=${this.fixBase ?? result} .client=${this.client} .theme=${this.effectiveTheme} .units=${this.effectiveUnits}
              @nutri-result=${this.onFixed}></nutri-fix-food>`
          : nothing}
      </div>
    `;
  }

  /** Opens the correction (`<nutri-fix-food>` for the shown food). */
  async openFix(): Promise<void> {
    if (this.fixing || !this.shown) return;
    this.fixBase = this.shown;
    this.fixing = true;
    await this.updateComplete;
  }

  /** Closes the correction; the card keeps showing the latest food. */
  closeFix(): void {
    this.fixing = false;
  }

  private toggleFix() {
    if (this.fixing) this.closeFix();
    else void this.openFix();
  }

  /** The corrected food replaces the shown one; the event goes on to the page. */
  private onFixed(event: CustomEvent<NutriResultDetail>) {
    if (event.target === this) return;
    this.fromFix = true;
    this.result = event.detail;
    void this.updateComplete.then(() => (this.fromFix = false));
  }

  private renderStepper() {
    return html`
      <div class="stepper" part="servings" role="group" aria-label="Servings">
        <button type="button" aria-label="Fewer servings" ?disabled=${this.servings <= SERVINGS_STEP}
          @click=${() => this.setServings(this.servings - SERVINGS_STEP)}>−</button>
        <label>
          <input type="number" inputmode="decimal" min="0.1" max=${SERVINGS_MAX} step=${SERVINGS_STEP}
            .value=${String(this.servings)} @change=${this.onServingsInput} aria-label="Servings" />
          <span aria-hidden="true">${this.servings === 1 ? 'serving' : 'servings'}</span>
        </label>
        <button type="button" aria-label="More servings" ?disabled=${this.servings >= SERVINGS_MAX}
          @click=${() => this.setServings(this.servings + SERVINGS_STEP)}>+</button>
      </div>
    `;
  }

  private renderIngredients(ingredients: readonly Ingredient[], factor: number, unit: EnergyUnit) {
    if (ingredients.length === 0) return nothing;
    const rows = sortIngredients(ingredients, this.sort);
    return html`
      <section aria-label="Ingredients">
        <h4 class="section-title" aria-hidden="true">Ingredients</h4>
        <table part="ingredients">
          <caption class="visually-hidden">Ingredients for ${formatServings(factor)} ${factor === 1 ? 'serving' : 'servings'}; select a column heading to sort</caption>
          <thead>
            <tr>
              ${COLUMNS.map((column) => {
                const sorted = this.sort?.key === column.key ? this.sort.direction : undefined;
                const label = column.key === 'calories' ? `Energy (${unit})` : column.key === 'name' ? column.label : `${column.label} (g)`;
                return html`<th scope="col" class=${column.macro ? 'col-macro' : ''} aria-sort=${sorted ?? nothing}>
                  <button type="button" class="sort" data-sort=${column.key} @click=${() => (this.sort = nextSort(this.sort, column.key))}>
                    ${label}<span class="arrow" aria-hidden="true">${sorted === 'ascending' ? '↑' : sorted === 'descending' ? '↓' : '↕'}</span>
                  </button>
                </th>`;
              })}
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (item) => html`<tr class=${item.isAdded ? 'added' : ''}>
                <td>
                  <span class="ingredient-name">${item.name}</span>${item.isAdded
                    ? html`<span class="badge" title="Added by a correction or by hand">Added</span>`
                    : nothing}
                  <div class="sub num" aria-hidden="true">
                    P ${formatGrams(item.protein * factor)} g · C ${formatGrams(item.carbs * factor)} g · F ${formatGrams(item.fats * factor)} g
                  </div>
                </td>
                <td class="num">${formatEnergy(item.calories * factor, unit)}</td>
                <td class="num col-macro">${formatGrams(item.protein * factor)}</td>
                <td class="num col-macro">${formatGrams(item.carbs * factor)}</td>
                <td class="num col-macro">${formatGrams(item.fats * factor)}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </section>
    `;
  }

  private onServingsInput(event: Event) {
    const input = event.target as HTMLInputElement;
    const value = input.valueAsNumber;
    if (Number.isFinite(value) && value > 0) this.setServings(value);
    else input.value = String(this.servings);
  }

  private onLabelScan() {
    if (this.shown) this.emit('nutri-label-scan', { result: this.shown });
  }
}
