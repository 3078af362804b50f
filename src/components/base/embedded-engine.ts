import type { NutritionApi } from '../../api/index.js';
import { createWorkerEngine, type WorkerEngine } from './engine-worker/worker-engine.js';
import { startEngineWorker } from './engine-worker/start-worker.js';
import type { OnDeviceVision } from '../../engine/image/on-device-vision.js';

export type PartialApi = Partial<NutritionApi>;

export interface EmbeddedEngineOptions {
  /** Run the engine in a Web Worker (default). `false` runs it on the page's thread. */
  worker?: boolean;
  /**
   * A call still running this long after it began is stopped and its worker replaced (default
   * 30 s); loading the engine's data is not counted.
   */
  timeoutMs?: number;
  /** After a cancel, how long CPU-bound work may take to stop before its worker is terminated (default 250 ms). */
  abortGraceMs?: number;
  /**
   * Let the browser's on-device model (Chrome's Prompt API) name dishes in photos where the page
   * has one (default true); `false` is the off switch. It runs on the device: nothing is sent.
   */
  onDeviceModel?: boolean;
}

let options: EmbeddedEngineOptions = {};
let engine: WorkerEngine | undefined;
let inPage: Promise<PartialApi> | undefined;

/**
 * The engine on the page's own thread: the fallback where no worker can start, and `worker: false`.
 * The import and the data fetch wait for the first analysis.
 */
function engineInPage(): Promise<PartialApi> {
  inPage ??= import('../../engine/index.js')
    .then(async ({ createEngine }) => (await createEngine({ config: { onDeviceModel: options.onDeviceModel !== false } })).api as PartialApi)
    .catch((error: unknown) => {
      // A failed load (offline static host, missing data) may succeed on the next try.
      inPage = undefined;
      throw error;
    });
  return inPage;
}

/**
 * The embedded engine, one per page, in a Web Worker so a long analysis never freezes the page
 * and a cancel stops the work; where no worker can start it runs on the page's thread (one
 * console warning says so). Nothing loads before the first analysis: the worker, the engine and
 * its data all wait for a person to ask.
 */
export function embeddedApi(): Promise<PartialApi> {
  if (options.worker === false) return engineInPage();
  engine ??= createWorkerEngine({
    createWorker: startEngineWorker,
    inProcess: engineInPage,
    timeoutMs: options.timeoutMs,
    abortGraceMs: options.abortGraceMs,
    onDevice: pageOnDevice,
  });
  return Promise.resolve(engine.api);
}

let onDevice: Promise<OnDeviceVision> | undefined;
/**
 * The page's on-device model for the worker's engine (LanguageModel is on Window only). Its
 * module loads only when the engine first asks, so a page with components fetches nothing early.
 */
async function pageOnDevice(): Promise<OnDeviceVision | undefined> {
  if (options.onDeviceModel === false || !('LanguageModel' in globalThis)) return undefined;
  onDevice ??= import('../../engine/image/on-device-vision.js').then(({ createOnDeviceVision, languageModelOf }) => createOnDeviceVision(() => languageModelOf()));
  return onDevice;
}

/** Whether the embedded engine may ask the page's on-device model (not switched off). */
export function onDeviceModelAllowed(): boolean {
  return options.onDeviceModel !== false;
}

/**
 * Sets how the embedded engine runs, for the analyses after this call: a running worker is
 * stopped (its calls are refused) and the next analysis starts one with the new options.
 */
export function configureEmbeddedEngine(next: EmbeddedEngineOptions): void {
  engine?.close();
  engine = undefined;
  inPage = undefined;
  options = { ...next };
}
