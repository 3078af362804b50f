import { define } from '../base/define.js';
import { NutriResult } from './nutri-result.js';

export { NutriResult };
define('nutri-result', NutriResult);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-result': NutriResult;
  }
}
