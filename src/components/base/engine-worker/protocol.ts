import { NutritionApiError } from '../../../api/errors.js';
import type { OperationName } from '../../../api/operations.js';

/*
 * The messages between a page and its engine worker (engine.worker.ts). The page sends the typed
 * method's own argument (text, a Blob, bytes, fixFood's object): the worker validates and encodes
 * it with the engine's api, so that work is off the page's thread too.
 */

export type ToEngineWorker =
  | { type: 'run'; id: number; operation: OperationName; argument: unknown }
  /** The caller gave up: the worker aborts the call's signal (a synchronous stretch still runs on). */
  | { type: 'abort'; id: number }
  /** The page's answer to an `on-device` question. */
  | { type: 'on-device-answer'; request: number; ok: true; value: unknown }
  | { type: 'on-device-answer'; request: number; ok: false; error: WireError };

/**
 * The browser's on-device model (Chrome's LanguageModel) is exposed on Window only, so the
 * worker's engine asks the page: its state, or the foods in a photo (on-device-vision.ts).
 */
export type OnDeviceQuestion = { ask: 'availability' } | { ask: 'identify'; jpeg: Uint8Array };

export type FromEngineWorker =
  /** The worker's module loaded and listens; before this, a failure means no worker can run here. */
  | { type: 'started' }
  /** The engine is loaded and the call begins: its time bound starts now. */
  | { type: 'running'; id: number }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'error'; id: number; error: WireError }
  /** Call `id`'s engine asks the page's on-device model; answered by `on-device-answer`. */
  | ({ type: 'on-device'; id: number; request: number } & OnDeviceQuestion)
  /** The call no longer wants the answer to `request` (its signal aborted). */
  | { type: 'on-device-abort'; request: number };

/**
 * An error as it crosses to the page: structured clone keeps neither NutritionApiError's class
 * nor its code and status, so they are spelled out.
 */
export type WireError =
  | { kind: 'api'; code: string; message: string; status?: number; operation?: string; retryAfterSeconds?: number }
  | { kind: 'error'; name: string; message: string };

export function toWireError(error: unknown): WireError {
  if (error instanceof NutritionApiError) {
    const { code, message, status, operation, retryAfterSeconds } = error;
    return { kind: 'api', code, message, status, operation, retryAfterSeconds };
  }
  if (error instanceof Error) return { kind: 'error', name: error.name, message: error.message };
  return { kind: 'error', name: 'Error', message: String(error) };
}

export function fromWireError(error: WireError): Error {
  if (error.kind === 'api') {
    const { code, message, status, operation, retryAfterSeconds } = error;
    return new NutritionApiError(code, message, { status, operation, retryAfterSeconds });
  }
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}
