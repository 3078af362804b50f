import type { ClientErrorCode, ErrorCode, FoodResult, RatedFoodResult } from '../../api/index.js';

/** Detail of `nutri-error`: the v4 identifier and a message that is safe to show a person. */
export interface NutriErrorDetail {
  error: ErrorCode | ClientErrorCode | (string & {});
  message: string;
}

/** Detail of `nutri-result`: the operation's result (fixFood's has no healthRating). */
export type NutriResultDetail = RatedFoodResult | FoodResult;

/** Detail of `nutri-image`: an image prepared for upload, under the v4 size limit. */
export interface NutriImageDetail {
  /** The bytes to send (JPEG after re-encoding, else the original file). */
  blob: Blob;
  /** `image/jpeg`, `image/png`, `image/webp` or `image/gif`. */
  type: string;
  width: number;
  height: number;
  /** Size of `blob`, in bytes. */
  bytes: number;
  /** Size of the file the person picked, in bytes. */
  originalBytes: number;
  /** Whether the image was downscaled or re-encoded. */
  reencoded: boolean;
  /** Where it came from. */
  source: 'file' | 'drop' | 'paste' | 'camera';
}

/** Detail of `nutri-servings-change`. */
export interface NutriServingsDetail {
  servings: number;
}

/** Detail of `nutri-label-scan`: the result whose `shouldUseLabelScanner` hint was followed. */
export interface NutriLabelScanDetail {
  result: NutriResultDetail;
}

/** Detail of `nutri-analysis-start`. */
export interface NutriAnalysisStartDetail {
  operation: 'describeMeal' | 'scanImage' | 'scanLabel' | 'scanBarcode' | 'fixFood';
}

/** Every event the kit fires, by name. */
export interface NutriEventMap {
  'nutri-result': NutriResultDetail;
  'nutri-error': NutriErrorDetail;
  'nutri-image': NutriImageDetail;
  'nutri-servings-change': NutriServingsDetail;
  'nutri-label-scan': NutriLabelScanDetail;
  'nutri-analysis-start': NutriAnalysisStartDetail;
  'nutri-cancel': Record<string, never>;
}

export type NutriEventName = keyof NutriEventMap;

declare global {
  interface HTMLElementEventMap {
    'nutri-result': CustomEvent<NutriResultDetail>;
    'nutri-error': CustomEvent<NutriErrorDetail>;
    'nutri-image': CustomEvent<NutriImageDetail>;
    'nutri-servings-change': CustomEvent<NutriServingsDetail>;
    'nutri-label-scan': CustomEvent<NutriLabelScanDetail>;
    'nutri-analysis-start': CustomEvent<NutriAnalysisStartDetail>;
    'nutri-cancel': CustomEvent<Record<string, never>>;
  }
}

/**
 * Turns anything a call can throw into the `nutri-error` detail. NutritionApiError is read by
 * its shape, not `instanceof`, so errors from another copy of the kit (or the engine chunk)
 * keep their identifier.
 */
export function toErrorDetail(error: unknown): NutriErrorDetail {
  if (error && typeof error === 'object') {
    const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && typeof message === 'string') return { error: code, message };
    if (name === 'AbortError') return { error: 'aborted', message: 'The analysis was cancelled.' };
    if (typeof message === 'string' && message) {
      return { error: 'internalServerError', message: `The analysis failed: ${message}` };
    }
  }
  return { error: 'internalServerError', message: 'The analysis failed for an unknown reason. Try again.' };
}
