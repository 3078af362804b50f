import {
  errorStatus,
  errorStatuses,
  NutritionApiError,
  operations,
  type ErrorCode,
  type OperationName,
} from '../api/index.js';
import type { OperationHandler, ServedEngine } from './engine-shape.js';
import { checkedSuccessJson, ContractBreach } from './checked-answer.js';
import { failure, internalError } from './respond.js';
import type { ServiceContext } from './service-env.js';
import { onCallerHangUp } from './hang-up.js';
import { abandonOnStop, Stop } from './stop.js';
import { giveBackCount } from './quota.js';

/** An operation ran past its time bound (here, or in the engine pool that stopped it). */
export class OperationTimeout extends Error {
  override readonly name = 'OperationTimeout';
  constructor(readonly operation: string, readonly timeoutMs: number) {
    super(`${operation} did not finish within ${timeoutMs} ms`);
  }
}

export function tooLongMessage(timeoutMs: number, requestId: string): string {
  return `The analysis took too long (more than ${Math.max(1, Math.round(timeoutMs / 1000))} s) and was stopped; ` +
    `try again, or send a smaller input (request id ${requestId})`;
}

/**
 * Runs the engine on validated data with a time bound and an AbortSignal that fires on the
 * timeout or when the caller hangs up, then checks the answer against the result schema: an
 * answer that breaks the contract becomes a 500 rather than wrong numbers on someone's screen.
 */
export function runOperation<K extends OperationName>(operation: K, engine: ServedEngine, timeoutMs: number) {
  const handler = engine.handlers[operation] as OperationHandler<K>;
  // The checked envelope as text: from the engine pool's workers, or checked here.
  const answer: (data: unknown, stop: Stop) => Promise<string> = engine.answer
    ? (data, stop) => engine.answer!(operation, data, stop)
    : async (data, stop) => checkedSuccessJson(operation, await handler(data as never, { signal: stop.signal }));
  return async (c: ServiceContext): Promise<Response> => {
    const state = c.get('state');
    // One stop for both ends (the time bound, the caller hanging up); an AbortSignal is made
    // only for an engine in process, which asks for one.
    const stop = new Stop();
    const unwatch = onCallerHangUp(c, (reason) => stop.stop(reason));
    // The time bound stops the call like a hang-up does, and the wait ends with it either way.
    const timer = setTimeout(() => stop.stop(new OperationTimeout(operation, timeoutMs)), timeoutMs);
    let json: string;
    try {
      json = await abandonOnStop(answer(c.get('data'), stop), stop);
    } catch (error) {
      if (error instanceof OperationTimeout) {
        state.failure = error;
        return failure(c, 500, 'internalServerError', tooLongMessage(error.timeoutMs, state.id));
      }
      if (error instanceof ContractBreach) {
        state.failure = error;
        return internalError(c);
      }
      return await engineFailure(c, operation, error);
    } finally {
      clearTimeout(timer);
      unwatch();
    }
    return c.body(json, 200, { 'Content-Type': 'application/json' });
  };
}

/**
 * An error the engine meant (a NutritionApiError: no food found, barcode unknown, an operation
 * it does not have, a provider that failed) keeps its identifier. Its message goes to the caller
 * as it is, except for internalServerError: there a remote caller reads only the fixed sentence
 * the error carries for it (`publicMessage`: "The vision provider refused the key; …", never
 * the provider's address, key or words) or, without one, the generic 500 with the request id;
 * the full message goes to the log. Only "not implemented" (501) is written for callers as it is.
 */
async function engineFailure(c: ServiceContext, operation: OperationName, error: unknown): Promise<Response> {
  const allowed: readonly string[] = operations[operation].errors;
  if (error instanceof NutritionApiError && allowed.includes(error.code)) {
    const code = error.code as ErrorCode;
    if (code !== 'internalServerError') {
      const status = error.status !== undefined && errorStatuses[code].includes(error.status) ? error.status : errorStatus[code];
      // docs/service.md: a 400 the engine finds does not count, like one the validator finds.
      if (code === 'invalidRequest') await giveBackCount(c);
      return failure(c, status, code, error.message);
    }
    c.get('state').failure = error;
    if (error.status === 501) return failure(c, 501, code, error.message);
    if (error.publicMessage) return failure(c, 500, code, `${error.publicMessage} (request id ${c.get('state').id})`);
  } else {
    c.get('state').failure = error;
  }
  return internalError(c);
}
