import { define } from '../base/define.js';
import { NutriScanLabel } from './nutri-scan-label.js';

export { NutriScanLabel };
define('nutri-scan-label', NutriScanLabel);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-scan-label': NutriScanLabel;
  }
}
