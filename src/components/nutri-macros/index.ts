import { define } from '../base/define.js';
import { NutriMacros } from './nutri-macros.js';

export { NutriMacros };
export { macroSplit, wholePercents, KCAL_PER_GRAM } from './macro-split.js';
define('nutri-macros', NutriMacros);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-macros': NutriMacros;
  }
}
