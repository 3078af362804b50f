import { define } from '../base/define.js';
import { NutriHealthRating } from './nutri-health-rating.js';

export { NutriHealthRating };
export { ratingBand, clampRating } from './rating-band.js';
define('nutri-health-rating', NutriHealthRating);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-health-rating': NutriHealthRating;
  }
}
