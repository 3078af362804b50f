/**
 * Where a scanImage answer came from, said inside the v4 FoodResult: a fixed ending of its
 * name. No dependencies, so components can read it without loading the engine.
 */
export type ImageAnswerSource = 'barcode' | 'label' | 'packaging' | 'vision' | 'on-device' | 'estimate';

export const SOURCE_SUFFIX: Readonly<Record<ImageAnswerSource, string>> = {
  barcode: ' (from the barcode in the photo)',
  label: ' (from the nutrition label in the photo)',
  packaging: ' (from the packaging text in the photo)',
  vision: ' (foods named by the vision model)',
  'on-device': ' (foods named by the browser’s built-in model)',
  estimate: ' (estimated from the photo)',
};

/** Which stage answered, read from a result's name; undefined for other results. */
export function imageAnswerSource(name: string): ImageAnswerSource | undefined {
  for (const [source, suffix] of Object.entries(SOURCE_SUFFIX) as [ImageAnswerSource, string][]) {
    if (name.endsWith(suffix)) return source;
  }
  return undefined;
}
