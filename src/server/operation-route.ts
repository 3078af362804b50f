import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  errorStatus,
  errorStatuses,
  formatIssues,
  isOperationName,
  NutritionApiError,
  operations,
  type ErrorCode,
  type OperationName,
} from '../api/index.js';
import type { KeyInfo, KeyStore } from './keys/index.js';
import type { OperationHandler, ServedEngine } from './engine-shape.js';
import { readCredentials } from './credentials.js';
import { checkContentType, parseJsonBody, readBody } from './request-body.js';
import { errorResponse, failureResponse, successResponse } from './respond.js';
import { nextUtcMidnight, utcDay } from './utc-day.js';
import { normalizeOrigin } from './keys/index.js';

/** What the route knows about the request it is answering; the log reads it afterwards. */
export interface RequestState {
  id: string;
  operation?: string;
  keyId?: string;
  /** An unexpected error, for the log only. */
  failure?: unknown;
}

export interface OperationRouteOptions {
  engine: ServedEngine;
  /** null: `--no-auth`, every request is let through uncounted. */
  store: KeyStore | null;
  now: () => Date;
  maxBodyBytes: number;
  handlerTimeoutMs: number;
}

/**
 * POST /v4/<operation>: authenticate, check scope and origin, check the day's count, read and
 * validate the body, count the request, run the engine, check its answer against the contract.
 * The order makes every request that passes authentication and validation count, whatever its
 * outcome (DESIGN.md "Daily limit"), and keeps unauthenticated callers from reading bodies.
 */
export function createOperationRoute(options: OperationRouteOptions) {
  const { engine, store, now } = options;
  const implemented = new Set<string>(engine.operations);

  return async function answer(name: string, incoming: IncomingMessage, outgoing: ServerResponse, state: RequestState): Promise<Response> {
    if (!isOperationName(name)) {
      return failureResponse(404, 'invalidRequest', `There is no operation "${name.slice(0, 60)}" in v4; this service offers ${[...implemented].join(', ')}`);
    }
    state.operation = name;
    const handler = engine.handlers[name] as OperationHandler<OperationName> | undefined;
    if (!implemented.has(name) || !handler) {
      return failureResponse(404, 'invalidRequest', `This service does not implement ${name}; it offers ${[...implemented].join(', ') || 'no operation'}`);
    }

    let key: KeyInfo | undefined;
    const day = utcDay(now());
    if (store) {
      const credentials = readCredentials(incoming.headers);
      if (credentials.kind === 'none') {
        return failureResponse(401, 'unauthorized', 'Send your API key as "Authorization: Bearer <key>" or "X-API-Key: <key>"');
      }
      if (credentials.kind === 'unreadable') return failureResponse(401, 'invalidApiKey', credentials.problem);
      const checked = store.authenticate(credentials.key);
      if (!checked.ok) return failureResponse(401, 'invalidApiKey', KEY_PROBLEMS[checked.reason]);
      key = checked.key;
      state.keyId = key.id;

      // Every answer to a known key shows its count, refusals included.
      const used = store.used(key.id, day);
      setRateHeaders(outgoing, key.dailyLimit, used, now());
      const origin = incoming.headers.origin;
      if (origin && key.origins && !key.origins.includes(normalizeOrigin(origin) ?? origin)) {
        return failureResponse(403, 'unauthorized', `This API key may not be used from the web page origin ${origin.slice(0, 100)}; ask for a key that allows it`);
      }
      if (key.scopes && !key.scopes.includes(name)) {
        return failureResponse(403, 'unauthorized', `This API key may not call ${name}; it may call ${key.scopes.join(', ')}`);
      }
      if (used >= key.dailyLimit) return exceeded(outgoing, key, now());
    }

    let data: unknown;
    try {
      checkContentType(incoming.headers['content-type']);
      const body = parseJsonBody(await readBody(incoming, options.maxBodyBytes));
      if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
        return failureResponse(400, 'invalidRequest', 'The body must be a JSON object of the form {"data": {...}}');
      }
      const parsed = operations[name].request.safeParse((body as { data: unknown }).data);
      if (!parsed.success) return failureResponse(400, 'invalidRequest', formatIssues(parsed.error, 'data'));
      data = parsed.data;
    } catch (error) {
      if (error instanceof NutritionApiError) return errorResponse(error, 400);
      throw error;
    }

    if (store && key) {
      const quota = store.consume(key.id, day, key.dailyLimit);
      setRateHeaders(outgoing, key.dailyLimit, quota.used, now());
      if (!quota.allowed) return exceeded(outgoing, key, now());
    }

    return runOperation(name, handler, data, outgoing, state, options.handlerTimeoutMs);
  };
}

const KEY_PROBLEMS = {
  malformed: 'The API key is malformed: nutri-kit keys look like nk_live_<id>_<secret>',
  unknown: 'The API key is not known to this service',
  revoked: 'The API key was revoked; ask for a new one',
} as const;

function setRateHeaders(outgoing: ServerResponse, limit: number, used: number, now: Date): void {
  outgoing.setHeader('X-RateLimit-Limit', String(limit));
  outgoing.setHeader('X-RateLimit-Remaining', String(Math.max(0, limit - used)));
  outgoing.setHeader('X-RateLimit-Reset', String(Math.floor(nextUtcMidnight(now).getTime() / 1000)));
}

function exceeded(outgoing: ServerResponse, key: KeyInfo, now: Date): Response {
  const reset = nextUtcMidnight(now);
  const seconds = Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000));
  outgoing.setHeader('Retry-After', String(seconds));
  return failureResponse(429, 'exceededDailyLimit',
    `This API key has used its ${key.dailyLimit} requests for today; the count starts again at 00:00 UTC (${reset.toISOString()})`);
}

class HandlerTimeout extends Error {}

async function runOperation(
  name: OperationName,
  handler: OperationHandler<OperationName>,
  data: unknown,
  outgoing: ServerResponse,
  state: RequestState,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  // A caller who hangs up no longer needs the work done.
  const onClose = () => {
    if (!outgoing.writableFinished) controller.abort(new Error('the client closed the connection'));
  };
  outgoing.once('close', onClose);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new HandlerTimeout());
      reject(new HandlerTimeout());
    }, timeoutMs);
  });
  let result: unknown;
  try {
    result = await Promise.race([handler(data as never, { signal: controller.signal }), timeout]);
  } catch (error) {
    if (error instanceof HandlerTimeout) {
      state.failure = new Error(`${name} did not finish within ${timeoutMs} ms`);
      return failureResponse(500, 'internalServerError', `${name} did not finish within ${Math.round(timeoutMs / 1000)} s; try again, or send a smaller input (request id ${state.id})`);
    }
    return engineFailure(name, error, state);
  } finally {
    clearTimeout(timer);
    outgoing.off('close', onClose);
  }
  const checked = operations[name].result.safeParse(result);
  if (!checked.success) {
    state.failure = new Error(`the engine's ${name} result breaks the contract: ${formatIssues(checked.error, 'data')}`);
    return internalError(state);
  }
  return successResponse(checked.data);
}

/** An error the engine meant (no food found, barcode unknown) keeps its identifier; anything else is a 500. */
function engineFailure(name: OperationName, error: unknown, state: RequestState): Response {
  const allowed: readonly string[] = operations[name].errors;
  if (error instanceof NutritionApiError && allowed.includes(error.code) && error.code !== 'internalServerError') {
    const code = error.code as ErrorCode;
    const status = error.status !== undefined && errorStatuses[code].includes(error.status) ? error.status : errorStatus[code];
    return failureResponse(status, code, error.message);
  }
  state.failure = error;
  return internalError(state);
}

export function internalError(state: RequestState): Response {
  return failureResponse(500, 'internalServerError',
    `The service failed while handling this request. Try again; if it persists, report request id ${state.id}`);
}
