/**
 * The on-device stage of scanImage: after a configured vision provider (which answers or says
 * why not whenever it is configured) and before the ImageNet gate, the browser's built-in model
 * names the foods where it is ready. Where it could be but is not (still to download, or
 * downloading), the stage passes and leaves a note that the final "no food" message carries.
 */
import { NutritionApiError } from '../../api/index.js';
import { encodeJpeg, fitWithin } from '../imaging/index.js';
import { flattenOnWhite } from './flatten.js';
import type { OnDeviceAvailability } from './on-device-vision.js';
import type { StageRunner } from './scan-image.js';
import { resolveVisionFoods } from './vision-result.js';

/** The model sees the photo as the configured provider does: at most 1024 px, JPEG. */
const ON_DEVICE_MAX_SIDE = 1024;

/** What the person is told when nothing else named the dish and the model was not ready. */
export const ON_DEVICE_NOTES: Readonly<Partial<Record<OnDeviceAvailability | 'absent', string>>> = {
  downloadable: 'This browser’s built-in model could recognise the dish once it is downloaded (start the download from the settings; it stays on this device).',
  downloading: 'This browser’s built-in model is still downloading; once it is done it can recognise the dish.',
  unavailable: 'This browser’s built-in model cannot read photos on this device.',
};

export const onDeviceStage: StageRunner = async (scan, signal) => {
  // A configured provider has had its say: its "no food" or its failure is final.
  if (await scan.ctx.vision()) return undefined;
  const provider = await scan.ctx.onDeviceVision();
  if (!provider) return undefined;
  const state = await provider.availability();
  signal.throwIfAborted();
  if (state !== 'available') {
    const note = ON_DEVICE_NOTES[state];
    if (note) scan.notes.push(note);
    return undefined;
  }
  const jpeg = await encodeJpeg(flattenOnWhite(fitWithin(scan.raster, ON_DEVICE_MAX_SIDE)), 85);
  const foods = await provider.identify(jpeg, { signal });
  if (foods.length === 0) {
    throw new NutritionApiError('noFoodDetected', `${capitalise(provider.label)} found no food in this photo. Try a closer photo of the food, or describe the meal in words.`, {
      status: 422,
      operation: 'scanImage',
    });
  }
  return resolveVisionFoods(await scan.ctx.foods(), foods, provider.label);
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
