import { define } from '../base/define.js';
import { NutriConfig } from './nutri-config.js';

export { NutriConfig };
define('nutri-config', NutriConfig);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-config': NutriConfig;
  }
}
