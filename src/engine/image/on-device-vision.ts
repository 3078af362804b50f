/**
 * The browser's own on-device model as a vision provider (DESIGN.md "Providers that name dishes,
 * in order"): Chrome's Prompt API (`LanguageModel`) with image input, asked for exactly what the
 * OpenAI-compatible provider is asked (the same instructions, the same `foods` JSON schema as a
 * `responseConstraint`), its answer read by the same parser. Nothing leaves the device; the
 * model only names foods and grams, and every number comes from the food database.
 *
 * `LanguageModel` is exposed on Window only ([Exposed=Window, SecureContext]): the extension's
 * offscreen document and options page have it, its service worker does not, and neither does a
 * component's engine worker (which asks its page: components/base/engine-worker/).
 */
import { NutritionApiError } from '../../api/index.js';
import { abandonOn, boundedSignal } from '../time-bound.js';
import {
  DEFAULT_VISION_TIMEOUT_MS, FOODS_SCHEMA, parseVisionAnswer, VISION_SYSTEM_PROMPT, VISION_USER_PROMPT,
  VisionAnswerRefused, type VisionFood, type VisionProvider,
} from './vision.js';

/** What `LanguageModel.availability()` answers (the Prompt API explainer's four states). */
export type OnDeviceAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';
export const ON_DEVICE_STATES: readonly OnDeviceAvailability[] = ['unavailable', 'downloadable', 'downloading', 'available'];

/** The part of the Prompt API used here, as the browser defines it (a stand-in in tests). */
export interface LanguageModelApi {
  availability(options?: LanguageModelOptions): Promise<string>;
  create(options?: LanguageModelCreateOptions): Promise<LanguageModelSession>;
}

export interface LanguageModelOptions {
  expectedInputs?: { type: 'text' | 'image' | 'audio'; languages?: string[] }[];
  expectedOutputs?: { type: 'text'; languages?: string[] }[];
}

export interface LanguageModelCreateOptions extends LanguageModelOptions {
  initialPrompts?: { role: 'system' | 'user' | 'assistant'; content: string }[];
  monitor?: (monitor: EventTarget) => void;
  signal?: AbortSignal;
}

export interface LanguageModelSession {
  prompt(input: unknown, options?: { responseConstraint?: object; signal?: AbortSignal }): Promise<string>;
  destroy(): void;
}

/** A photo and English words in, English words out: what availability() and create() are told. */
export const ON_DEVICE_MODEL_OPTIONS: Readonly<LanguageModelOptions> = Object.freeze({
  expectedInputs: [{ type: 'image' as const }, { type: 'text' as const, languages: ['en'] }],
  expectedOutputs: [{ type: 'text' as const, languages: ['en'] }],
});

/** How people are told about it: the name in messages, the panel and the options. */
export const ON_DEVICE_LABEL = 'the browser’s built-in model';

/** The browser's `LanguageModel`, or undefined where this context has none (Node, workers, Firefox). */
export function languageModelOf(scope: object = globalThis): LanguageModelApi | undefined {
  const api = (scope as { LanguageModel?: unknown }).LanguageModel;
  return api && typeof (api as LanguageModelApi).availability === 'function' && typeof (api as LanguageModelApi).create === 'function'
    ? (api as LanguageModelApi)
    : undefined;
}

/**
 * The model's state for photos. A browser that refuses the options (no image input in this
 * version) or answers a state the explainer does not name has no model for photos here.
 */
export async function onDeviceAvailability(api: LanguageModelApi | undefined): Promise<OnDeviceAvailability> {
  if (!api) return 'unavailable';
  try {
    const state = await api.availability({ ...ON_DEVICE_MODEL_OPTIONS });
    return (ON_DEVICE_STATES as readonly string[]).includes(state) ? (state as OnDeviceAvailability) : 'unavailable';
  } catch {
    return 'unavailable';
  }
}

/**
 * Starts (or joins) the model's download and resolves once it is there; `onProgress` hears the
 * share downloaded, 0 to 1. Chrome starts a download only inside a user gesture (a click in the
 * options page or on the component's button), so this is called from one, never from the engine.
 */
export async function downloadOnDeviceModel(api: LanguageModelApi, options: { onProgress?: (loaded: number) => void; signal?: AbortSignal } = {}): Promise<void> {
  const session = await api.create({
    ...ON_DEVICE_MODEL_OPTIONS,
    monitor(monitor) {
      monitor.addEventListener('downloadprogress', (event) => {
        const loaded = (event as Event & { loaded?: unknown }).loaded;
        if (typeof loaded === 'number' && Number.isFinite(loaded)) options.onProgress?.(Math.min(1, Math.max(0, loaded)));
      });
    },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  session.destroy();
}

/** A vision provider that may not be usable at every moment: it says so before it is asked. */
export interface OnDeviceVision extends VisionProvider {
  /** Who answered, for messages ("the browser's built-in model"). */
  readonly label: string;
  /** Its state; `absent` where there turns out to be no model at all (a page asked by its worker), and nothing is said. */
  availability(): Promise<OnDeviceAvailability | 'absent'>;
}

export interface OnDeviceVisionOptions {
  /** How long one answer may take, the session's creation included (default: the vision provider's 60 s). */
  timeoutMs?: number;
}

/** The problems of the on-device model, in the vision provider's words (vision.ts VISION_PROBLEMS). */
const ON_DEVICE_PROBLEMS = {
  timedOut: 'The browser’s built-in model timed out',
  failed: 'The browser’s built-in model failed',
  notReady: 'The browser’s built-in model is not ready',
  noFoods: 'The browser’s built-in model answered without a list of foods',
  tooLarge: 'The browser’s built-in model sent an answer too long to read',
  tooManyFoods: 'The browser’s built-in model named more foods than one photo can hold',
} as const;
type OnDeviceProblem = keyof typeof ON_DEVICE_PROBLEMS;

function onDeviceError(kind: OnDeviceProblem, detail: string, cause?: unknown): NutritionApiError {
  return new NutritionApiError('internalServerError', `${ON_DEVICE_PROBLEMS[kind]}: ${detail}. Try again, or describe the meal in words.`, {
    status: 500,
    publicMessage: `${ON_DEVICE_PROBLEMS[kind]}; try again, or describe the meal in words.`,
    ...(cause === undefined ? {} : { cause }),
  });
}

/**
 * The provider over `api` (a getter is read at each call, so a model installed or removed later
 * is seen). One session per photo, destroyed after its answer: the model holds memory (GBs on
 * the GPU) that a page should not keep while nobody asks.
 */
export function createOnDeviceVision(api: LanguageModelApi | (() => LanguageModelApi | undefined), options: OnDeviceVisionOptions = {}): OnDeviceVision {
  const current = typeof api === 'function' ? api : () => api;
  const timeoutMs = options.timeoutMs ?? DEFAULT_VISION_TIMEOUT_MS;
  return {
    label: ON_DEVICE_LABEL,
    availability: () => onDeviceAvailability(current()),
    async identify(jpeg, call = {}): Promise<VisionFood[]> {
      const outer = call.signal;
      outer?.throwIfAborted();
      const model = current();
      if (!model) throw onDeviceError('notReady', 'this page has no Prompt API (LanguageModel)');
      const bound = boundedSignal(timeoutMs, outer);
      let session: LanguageModelSession | undefined;
      try {
        let answer: unknown;
        try {
          const creating = model.create({
            ...ON_DEVICE_MODEL_OPTIONS,
            initialPrompts: [{ role: 'system', content: VISION_SYSTEM_PROMPT }],
            signal: bound.signal,
          });
          // A session that arrives after the bound is still destroyed.
          creating.then((late) => {
            if (bound.signal.aborted && late !== session) late.destroy();
          }, () => undefined);
          // A model that does not honour the signal is abandoned: the bound holds regardless.
          session = await abandonOn(creating, bound.signal);
          answer = await abandonOn(
            session.prompt(
              [{ role: 'user', content: [{ type: 'text', value: VISION_USER_PROMPT }, { type: 'image', value: new Blob([jpeg as BlobPart], { type: 'image/jpeg' }) }] }],
              { responseConstraint: FOODS_SCHEMA, signal: bound.signal },
            ),
            bound.signal,
          );
        } catch (error) {
          if (outer?.aborted) throw outer.reason;
          if (bound.timedOut()) throw onDeviceError('timedOut', `no answer within ${formatMs(timeoutMs)}`, error);
          const name = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
          throw onDeviceError('failed', name.slice(0, 200), error);
        }
        if (typeof answer !== 'string') throw onDeviceError('noFoods', 'its answer was not text');
        let foods: VisionFood[] | undefined;
        try {
          foods = parseVisionAnswer(answer);
        } catch (error) {
          if (error instanceof VisionAnswerRefused) throw onDeviceError(error.kind, error.message, error);
          throw error;
        }
        if (!foods) throw onDeviceError('noFoods', `it answered "${answer.replace(/\s+/g, ' ').slice(0, 80)}"`);
        return foods;
      } finally {
        session?.destroy();
      }
    },
  };
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
