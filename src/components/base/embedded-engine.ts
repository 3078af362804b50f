import type { NutritionApi } from '../../api/index.js';

export type PartialApi = Partial<NutritionApi>;

let loading: Promise<PartialApi> | undefined;

/**
 * The embedded engine, loaded on first use: the import and the engine's data fetch happen
 * when a person first asks for an analysis, never on page load. One engine per page.
 */
export function embeddedApi(): Promise<PartialApi> {
  loading ??= import('../../engine/index.js')
    .then(async ({ createEngine }) => (await createEngine()).api as PartialApi)
    .catch((error: unknown) => {
      // A failed load (offline static host, missing data) may succeed on the next try.
      loading = undefined;
      throw error;
    });
  return loading;
}
