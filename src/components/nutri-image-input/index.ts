import { define } from '../base/define.js';
import { NutriImageInput } from './nutri-image-input.js';

export { NutriImageInput };
export { prepareImage, DEFAULT_MAX_DIMENSION, type PrepareImageOptions, type PreparedImage } from './prepare-image.js';
define('nutri-image-input', NutriImageInput);

declare global {
  interface HTMLElementTagNameMap {
    'nutri-image-input': NutriImageInput;
  }
}
