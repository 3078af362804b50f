import { define } from '../base/define.js';
import { NutriFixFood } from './nutri-fix-food.js';

export { NutriFixFood };
define('nutri-fix-food', NutriFixFood);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-fix-food': NutriFixFood;
  }
}
