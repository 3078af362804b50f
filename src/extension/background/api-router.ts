import {
  createClient,
  NutritionApiError,
  operations,
  parseRequestData,
  RatedFoodResult,
  type OperationName,
  type OperationResult,
  type NutritionApi,
  type OperationArguments,
} from '../../api/index.js';
import { loadSettings } from '../settings-store.js';
import type { Settings } from '../settings.js';
import { runOnEngine } from './engine-host.js';

/**
 * Runs one v4 operation where the settings say: the embedded engine (default; Chrome's offscreen
 * document, Firefox's background page), or the configured v4 service. Settings are read per call, so a change in the
 * options page applies to the very next analysis.
 */
export async function callOperation<K extends OperationName>(operation: K, data: unknown, signal?: AbortSignal): Promise<OperationResult<K>> {
  parseRequestData(operation, data);
  const settings = await loadSettings();
  const result = settings.engine === 'remote'
    ? await callService(operation, data, settings.serviceUrl, settings.apiKey, signal)
    : await callEngine(operation, data, settings, signal);
  return operations[operation].result.parse(result) as OperationResult<K>;
}

async function callService(operation: OperationName, data: unknown, serviceUrl: string, apiKey: string, signal?: AbortSignal): Promise<unknown> {
  if (!serviceUrl.trim()) {
    throw new NutritionApiError('invalidRequest', 'The extension is set to use a v4 service but its URL is empty: set it in the options, or switch back to the embedded engine.');
  }
  const client = createClient({ baseUrl: serviceUrl.trim(), apiKey: apiKey.trim() || undefined });
  const method = client[operation] as (argument: unknown, call?: { signal?: AbortSignal }) => Promise<unknown>;
  return method(argumentOf(operation, data), signal ? { signal } : {});
}

/** The typed client's methods take a bare argument (the text, the barcode); the wire carries `data`. */
function argumentOf<K extends OperationName>(operation: K, data: unknown): OperationArguments[K] {
  const spec = operations[operation];
  const record = data as Record<string, unknown>;
  return (spec.argument === 'data' ? data : record[spec.argument]) as OperationArguments[K];
}

/** The embedded engine, wherever this browser runs it (engine-host.ts: the platform seam). */
async function callEngine(operation: OperationName, data: unknown, settings: Settings, signal?: AbortSignal): Promise<unknown> {
  return runOnEngine({ type: 'engine-call', operation, data }, settings, signal);
}

/**
 * A recipe as one dish of `servings` servings, on the embedded engine: figures, rating and tips
 * of one serving. Undefined when a v4 service is configured: the contract has no yield, so the
 * caller sums describeMeal answers and divides them instead.
 */
export async function routedDescribeRecipe(signal?: AbortSignal): Promise<((text: string, servings: number) => Promise<RatedFoodResult>) | undefined> {
  const settings = await loadSettings();
  if (settings.engine === 'remote') return undefined;
  return async (text, servings) => RatedFoodResult.parse(await runOnEngine({ type: 'describe-recipe', text, servings }, settings, signal));
}

/** `describeMeal` as the recipe analysis needs it, routed like every other call; `call.signal` cancels it. */
export const routedDescribeMeal: NutritionApi['describeMeal'] = (text, call) => callOperation('describeMeal', { text }, call?.signal);
