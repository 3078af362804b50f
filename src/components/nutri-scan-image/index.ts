import { define } from '../base/define.js';
import { NutriScanImage } from './nutri-scan-image.js';

export { NutriScanImage };
define('nutri-scan-image', NutriScanImage);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-scan-image': NutriScanImage;
  }
}
