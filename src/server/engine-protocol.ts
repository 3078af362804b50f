import { NutritionApiError, type OperationName } from '../api/index.js';
import { ContractBreach } from './checked-answer.js';

/** What a worker of the engine pool is started with. */
export interface WorkerSetup {
  /** URL of a module whose `createEngine(options)` answers a ServedEngine. */
  engineModule: string;
  engineOptions: unknown;
}

export type ToWorker =
  /**
   * `envelope`: the worker checks the result against the operation's result schema and answers
   * the success envelope as JSON text (`answer`), so the service thread neither clones the
   * result object back nor validates and serialises it (see engine-shape.ts `answer`).
   */
  | { type: 'run'; id: number; operation: OperationName; data: unknown; envelope?: boolean }
  | { type: 'abort'; id: number };

export type FromWorker =
  | { type: 'ready'; operations: OperationName[]; info: { foods: number; loadMs: number } | undefined }
  | { type: 'failed'; error: SerializedError }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'answer'; id: number; json: string }
  | { type: 'error'; id: number; error: SerializedError };

/**
 * An error as it crosses the thread boundary: structured clone keeps neither the class nor
 * NutritionApiError's code and status, so both kinds are spelled out.
 */
export type SerializedError =
  | { kind: 'api'; code: string; message: string; status?: number; operation?: string; publicMessage?: string }
  | { kind: 'error'; name: string; message: string; stack?: string }
  /** The engine's result breaks the operation's result schema (checked in the worker). */
  | { kind: 'contract'; message: string };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof ContractBreach) return { kind: 'contract', message: error.message };
  if (error instanceof NutritionApiError) {
    return {
      kind: 'api', code: error.code, message: error.message, status: error.status, operation: error.operation,
      ...(error.publicMessage === undefined ? {} : { publicMessage: error.publicMessage }),
    };
  }
  if (error instanceof Error) return { kind: 'error', name: error.name, message: error.message, stack: error.stack };
  return { kind: 'error', name: 'Error', message: String(error) };
}

export function deserializeError(error: SerializedError): Error {
  if (error.kind === 'contract') return new ContractBreach(error.message);
  if (error.kind === 'api') {
    return new NutritionApiError(error.code, error.message, {
      status: error.status, operation: error.operation,
      ...(error.publicMessage === undefined ? {} : { publicMessage: error.publicMessage }),
    });
  }
  const revived = new Error(error.message);
  revived.name = error.name;
  if (error.stack) revived.stack = error.stack;
  return revived;
}
