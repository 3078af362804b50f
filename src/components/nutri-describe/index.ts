import { define } from '../base/define.js';
import { NutriDescribe } from './nutri-describe.js';

export { NutriDescribe };
define('nutri-describe', NutriDescribe);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-describe': NutriDescribe;
  }
}
