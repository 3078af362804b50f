import { html, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { NutriElement } from '../base/nutri-element.js';
import { healthRatingStyles } from './nutri-health-rating.styles.js';
import { clampRating, ratingBand } from './rating-band.js';

// A half circle of radius 50 around (60, 62): pathLength 100 makes the dash a percentage.
const ARC = 'M 10 62 A 50 50 0 0 1 110 62';

function tickLine(step: number) {
  const angle = Math.PI - (step / 10) * Math.PI;
  const [x1, y1] = [60 + 43 * Math.cos(angle), 62 - 43 * Math.sin(angle)];
  const [x2, y2] = [60 + 57 * Math.cos(angle), 62 - 57 * Math.sin(angle)];
  return svg`<line class="tick" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`;
}

/**
 * The gauge is a `meter` whose value is also printed as text; the tips are an ordered list.
 *
 * @tagname nutri-health-rating
 * @summary A 0–10 health rating as a gauge, with its three tips.
 * @csspart base - The wrapper of gauge and tips.
 * @csspart gauge - The gauge (role meter).
 * @csspart score - The printed rating.
 * @csspart tips - The list of tips.
 * @csspart tip - One tip.
 * @cssprop --nutri-gauge-size - Width of the gauge (default 9.5rem).
 * @cssprop --nutri-color-good - Colour of ratings 7–10.
 * @cssprop --nutri-color-fair - Colour of ratings 4–6.
 * @cssprop --nutri-color-poor - Colour of ratings 0–3.
 * @cssprop --nutri-color-track - The gauge's empty track.
 */
export class NutriHealthRating extends NutriElement {
  static override styles = [...NutriElement.styles, healthRatingStyles];

  /** The rating, a whole number from 0 (worst) to 10 (best). */
  @property({ type: Number }) rating?: number;

  /** The tips (`tip1`, `tip2`, `tip3` of a HealthRating); as an attribute, a JSON array. */
  @property({ type: Array }) tips: string[] = [];

  /** Hide the tips and show the gauge only. */
  @property({ type: Boolean, attribute: 'no-tips' }) noTips = false;

  protected override render() {
    if (this.rating === undefined || !Number.isFinite(this.rating)) {
      return html`<div class="base empty" part="base">No health rating</div>`;
    }
    const rating = clampRating(this.rating);
    const { band, word } = ratingBand(rating);
    const tips = this.noTips ? [] : this.tips.filter((tip) => typeof tip === 'string' && tip.trim());
    return html`
      <div class="base ${band}" part="base">
        <div
          class="gauge"
          part="gauge"
          role="meter"
          aria-label="Health rating"
          aria-valuemin="0"
          aria-valuemax="10"
          aria-valuenow=${rating}
          aria-valuetext="${rating} out of 10, ${word.toLowerCase()}"
        >
          <svg viewBox="0 0 120 72" aria-hidden="true" focusable="false">
            <path class="track" d=${ARC} fill="none" stroke-width="12" stroke-linecap="butt" pathLength="100"></path>
            <path class="value" d=${ARC} fill="none" stroke-width="12" pathLength="100"
              stroke-dasharray="${rating * 10} 100"></path>
            ${[1, 2, 3, 4, 5, 6, 7, 8, 9].map(tickLine)}
          </svg>
          <div class="readout" aria-hidden="true">
            <span class="score num" part="score">${rating}</span><span class="outof">/10</span>
            <span class="word">${word}</span>
          </div>
        </div>
        ${tips.length
          ? html`<ol class="tips" part="tips" aria-label="Health tips">
              ${tips.map((tip) => html`<li class="tip" part="tip">${tip}</li>`)}
            </ol>`
          : nothing}
      </div>
    `;
  }
}
