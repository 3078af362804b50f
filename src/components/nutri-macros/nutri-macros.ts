import { html, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { NutriElement } from '../base/nutri-element.js';
import { formatGrams } from '../base/format.js';
import { macrosStyles } from './nutri-macros.styles.js';
import { macroSplit, wholePercents } from './macro-split.js';

const RADIUS = 15.9155; // circumference 100, so dash lengths are percentages
const GAP = 0.8;

/**
 * The grams and percentages are text in the legend; the chart repeats them as decoration and is
 * hidden from assistive technology. Alcohol gets its own segment when `ethanol` is above 0.
 *
 * @tagname nutri-macros
 * @summary Protein, carbohydrate and fat in grams, with a ring chart of their share of the energy.
 * @csspart base - The wrapper of chart and legend.
 * @csspart chart - The ring chart (an SVG).
 * @csspart legend - The list of macronutrients.
 * @csspart item - One legend entry.
 * @cssprop --nutri-macros-size - Diameter of the ring chart (default 7.5rem).
 * @cssprop --nutri-color-protein - Protein colour.
 * @cssprop --nutri-color-carbs - Carbohydrate colour.
 * @cssprop --nutri-color-fat - Fat colour.
 * @cssprop --nutri-color-alcohol - Alcohol colour.
 * @cssprop --nutri-color-track - The ring's empty track.
 */
export class NutriMacros extends NutriElement {
  static override styles = [...NutriElement.styles, macrosStyles];

  /** Protein, grams. */
  @property({ type: Number }) protein = 0;
  /** Carbohydrate, grams (including ethanol, as in a FoodResult). */
  @property({ type: Number }) carbs = 0;
  /** Fat, grams. */
  @property({ type: Number }) fats = 0;
  /** Ethanol, grams (the part of `carbs` that is alcohol). */
  @property({ type: Number }) ethanol = 0;
  /** Accessible name of the list (default "Macronutrients"). */
  @property() label = 'Macronutrients';

  protected override render() {
    const split = macroSplit(this.protein, this.carbs, this.fats, this.ethanol);
    const percents = wholePercents(split.map((part) => part.share));
    const drawn = split.filter((part) => part.share > 0);
    const gap = drawn.length > 1 ? GAP : 0;
    let offset = 0;
    const segments = drawn.map((part) => {
      const length = Math.max(part.share * 100 - gap, 0.001);
      const segment = svg`<circle class="segment ${part.key}" cx="21" cy="21" r=${RADIUS} fill="none" stroke-width="6"
        stroke-dasharray="${length} ${100 - length}" stroke-dashoffset=${-offset}></circle>`;
      offset += part.share * 100;
      return segment;
    });
    return html`
      <div class="base" part="base">
        <svg class="chart" part="chart" viewBox="0 0 42 42" aria-hidden="true" focusable="false">
          <circle class="track" cx="21" cy="21" r=${RADIUS} fill="none" stroke-width="6"></circle>
          ${segments}
        </svg>
        <ul class="legend" part="legend" aria-label=${this.label}>
          ${split.map(
            (part, i) => html`<li class="item ${part.key}" part="item">
              <span class="swatch" aria-hidden="true"></span>
              <span class="name">${part.label}</span>
              <span class="grams num">${formatGrams(part.grams)} g</span>
              <span class="percent num">${percents[i]}%<span class="visually-hidden"> of energy</span></span>
            </li>`,
          )}
        </ul>
      </div>
    `;
  }
}
