import { define } from '../base/define.js';
import { NutriScanBarcode } from './nutri-scan-barcode.js';

export { NutriScanBarcode };
define('nutri-scan-barcode', NutriScanBarcode);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-scan-barcode': NutriScanBarcode;
  }
}
