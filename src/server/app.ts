import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  limits,
  NutritionApiError,
  openApiDocument,
  operationNames,
  operations,
  unimplementedOperation,
  type OperationName,
} from '../api/index.js';
import type { ServiceStore } from './store/index.js';
import type { ServedEngine } from './engine-shape.js';
import type { Logger } from './logger.js';
import type { Site } from './static-files.js';
import { ConcurrencyLimiter } from './ip-limiter.js';
import { corsMiddleware } from './cors.js';
import { errorAnswer, internalError } from './respond.js';
import { allowOrigin, allowScope, authenticate } from './authenticate.js';
import { countRequest, refuseSpentKey } from './quota.js';
import { validateRequest } from './validate.js';
import { runOperation } from './run-operation.js';
import { clientAddress, type RequestState, type ServiceContext, type ServiceEnv } from './service-env.js';
import { truncate } from '../api/truncate.js';
import { callerHungUp } from './hang-up.js';
import { ByteBudget, DEFAULT_IMAGE_BUDGET_BYTES } from './byte-budget.js';

export interface AppOptions {
  engine: ServedEngine;
  /** The key and quota store (SQLite or PostgreSQL); null only with `auth: false`. */
  store: ServiceStore | null;
  /** false: `--no-auth`, for local development only. */
  auth?: boolean;
  log: Logger;
  now?: () => Date;
  maxBodyBytes?: number;
  handlerTimeoutMs?: number;
  maxConcurrentPerClient?: number;
  /**
   * Bytes of image request bodies (scanImage, scanLabel, fixFood) held across the whole
   * service at once (`--image-budget`); past it, image requests get 503 with Retry-After.
   */
  imageBudgetBytes?: number;
  /** Serves GET/HEAD outside /v4 (the demo page). */
  site?: Site;
  /**
   * The service's public base URL for the OpenAPI document's `servers` (`--public-url`).
   * Without it the document says "/" (this same host): copying the request's Host header there
   * would let any caller write the address other clients are told to call.
   */
  publicUrl?: string;
}

export const DEFAULT_HANDLER_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_CONCURRENT_PER_CLIENT = 64;

export interface ServiceApp {
  /** The Hono app: `app.hono.request()` in a test sees exactly what a client sees. */
  readonly hono: Hono<ServiceEnv>;
  fetch: Hono<ServiceEnv>['fetch'];
  request: Hono<ServiceEnv>['request'];
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Bytes of image request bodies held now (the `imageBudgetBytes` budget). */
  readonly imageBytesInFlight: number;
  /** Resolves when no request is in flight. */
  drained(): Promise<void>;
  /** From now on every answer closes its connection (graceful shutdown). */
  closeConnectionsAfterAnswer(): void;
}

const GET = ['GET', 'HEAD', 'OPTIONS'];
const POST = ['POST', 'OPTIONS'];

/**
 * The v4 service as a Hono app: one route per operation of the contract's table, with
 * authentication, access, quota and validation as middleware, answers through `c.json`. It
 * never touches the Node response, so it runs on any Hono adapter (service.ts puts it on Node).
 */
export function createApp(options: AppOptions): ServiceApp {
  const { engine, log } = options;
  const auth = options.auth ?? true;
  const store = auth ? options.store : null;
  if (auth && !store) throw new TypeError('createApp: a key store is required unless auth is false');
  const now = options.now ?? (() => new Date());
  const maxBodyBytes = options.maxBodyBytes ?? limits.bodyMaxBytes;
  const timeoutMs = options.handlerTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS;
  const limiter = new ConcurrencyLimiter(options.maxConcurrentPerClient ?? DEFAULT_MAX_CONCURRENT_PER_CLIENT);
  const images = new ByteBudget(options.imageBudgetBytes ?? DEFAULT_IMAGE_BUDGET_BYTES);
  const offered = operationNames.filter((name) => engine.operations.includes(name) && engine.handlers[name]);
  const operationPaths = new Map<string, OperationName>(operationNames.map((name) => [operations[name].path, name]));
  let inFlight = 0;
  let closing = false;
  let waiters: Array<() => void> = [];

  const allowedMethods = (path: string): string[] | undefined => {
    if (operationPaths.has(path)) return POST;
    if (path === '/v4/openapi.json' || path === '/healthz') return GET;
    return undefined;
  };

  const app = new Hono<ServiceEnv>();

  // The request id, the in-flight count and one log line per request; runs around everything.
  app.use('*', async (c, next) => {
    const started = performance.now();
    const state: RequestState = { id: randomUUID() };
    c.set('state', state);
    c.set('usage', undefined);
    // Before the answer exists: a header set after it makes Hono rebuild the Response.
    c.header('X-Request-Id', state.id);
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
      if (inFlight === 0) {
        for (const wake of waiters) wake();
        waiters = [];
      }
    }
    // A body left unread (refused before reading, or cut at the limit) must not be parsed as the
    // next request on this connection; closing beats draining gigabytes.
    if (closing || (hasBody(c) && !state.bodyRead)) c.header('Connection', 'close');
    log(logEntry(c, state, started));
  });

  // One client cannot take every slot of the event loop and the engine while others wait.
  app.use('*', async (c, next) => {
    const release = limiter.acquire(clientAddress(c));
    if (!release) {
      c.header('Retry-After', '1');
      throw new NutritionApiError('internalServerError',
        `Too many requests at once from your address (the limit is ${limiter.maxPerClient} in flight); retry in a second`, { status: 503 });
    }
    try {
      await next();
    } finally {
      release();
    }
  });

  // A preflight for a path that does not exist is a 404, not a CORS answer.
  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS' && !allowedMethods(c.req.path)) throw notFound(c.req.path);
    await next();
  });
  app.use('*', corsMiddleware(allowedMethods));

  // Not ok (503) while no engine thread is loaded, e.g. the only one is being replaced after a
  // timeout: a load balancer should send calls elsewhere until it is back.
  app.get('/healthz', (c) => {
    const threads = engine.threads ? { ready: engine.threads.ready, size: engine.threads.size } : undefined;
    const ok = !threads || threads.ready > 0;
    return c.json({
      ok,
      operations: offered,
      ...(engine.info ? { foods: engine.info.foods, loadMs: engine.info.loadMs } : {}),
      ...(threads ? { threads } : {}),
    }, ok ? 200 : 503, { 'Cache-Control': 'no-store' });
  });

  app.get('/v4/openapi.json', (c) => c.json(servedOpenApi(offered, options.publicUrl ?? '/')));

  // Every operation of the table has its route; the engine's handler list decides whether it
  // runs or answers the one "not implemented" error (501) that engine and extension give too.
  for (const name of operationNames) {
    const named: MiddlewareHandler<ServiceEnv> = async (c, next) => {
      c.get('state').operation = name;
      await next();
    };
    if (!offered.includes(name)) {
      app.post(operations[name].path, named, () => {
        throw unimplementedOperation(name, offered);
      });
      continue;
    }
    const access: MiddlewareHandler<ServiceEnv>[] = store
      ? [authenticate(store, now), allowOrigin(), allowScope(name), refuseSpentKey(now)]
      : [];
    const counting: MiddlewareHandler<ServiceEnv>[] = store ? [countRequest(store, now)] : [];
    // A request without an image is a few KB: it is not held to the image budget, and its body
    // limit is that of text, so a flood of images cannot slow it and it cannot be a flood itself.
    const validate = carriesImage(name)
      ? validateRequest(name, maxBodyBytes, images)
      : validateRequest(name, Math.min(maxBodyBytes, TEXT_BODY_MAX_BYTES));
    const chain = [named, ...access, validate, ...counting];
    app.post(operations[name].path, ...(chain as [MiddlewareHandler<ServiceEnv>]), runOperation(name, engine, timeoutMs));
  }

  app.all('*', async (c) => {
    const { method, path } = c.req;
    if ((method === 'GET' || method === 'HEAD') && options.site && !path.startsWith('/v4/')) {
      const page = await options.site.serve(path, method);
      // Through c.body, so the headers set before (request id, CORS) go with the page.
      if (page) {
        const headers = Object.fromEntries(page.headers);
        return page.body ? c.body(page.body, page.status as ContentfulStatusCode, headers) : c.body(null, page.status as ContentfulStatusCode, headers);
      }
    }
    const methods = allowedMethods(path);
    if (!methods) throw notFound(path);
    c.header('Allow', methods.join(', '));
    throw new NutritionApiError('invalidRequest',
      `${path} answers ${methods.filter((m) => m !== 'OPTIONS').join(', ')}, not ${truncate(method, 20)}`, { status: 405 });
  });

  app.onError((error, c) => {
    if (error instanceof NutritionApiError) return errorAnswer(c, error);
    c.get('state').failure = error;
    return internalError(c);
  });

  function notFound(path: string): NutritionApiError {
    const match = /^\/v4\/([^/]*)$/.exec(path);
    const offers = `this service offers ${offered.join(', ') || 'no operation'}`;
    const message = match && match[1] !== 'openapi.json'
      ? `There is no operation "${truncate(match[1]!, 60)}" in v4; ${offers}`
      : `Nothing at ${truncate(path, 100)}. The v4 operations are POST ${offered.map((n) => operations[n].path).join(', ')}; see GET /v4/openapi.json`;
    return new NutritionApiError('invalidRequest', message, { status: 404 });
  }

  return {
    hono: app,
    fetch: app.fetch,
    request: app.request,
    get inFlight() {
      return inFlight;
    },
    get imageBytesInFlight() {
      return images.inFlight;
    },
    drained() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    closeConnectionsAfterAnswer() {
      closing = true;
    },
  };
}

/**
 * The body limit of an operation without an image (describeMeal, scanBarcode): describeMeal's
 * 2,000 characters, each written as a JSON escape (\uXXXX, 6 bytes), are 12 KB.
 */
export const TEXT_BODY_MAX_BYTES = 64 * 1024;

/** Operations whose request carries `imageData` (from the contract's schemas). */
function carriesImage(name: OperationName): boolean {
  const request = operations[name].request;
  return request instanceof z.ZodObject && 'imageData' in request.shape;
}

function hasBody(c: ServiceContext): boolean {
  const length = c.req.header('content-length');
  return length !== undefined ? length !== '0' : c.req.header('transfer-encoding') !== undefined;
}

/**
 * The request's log line. A caller that hung up before the answer was ready got no answer:
 * its line says `"status": null, "aborted": true`, not the status nobody received.
 */
function logEntry(c: ServiceContext, state: RequestState, started: number): Record<string, unknown> {
  const aborted = callerHungUp(c);
  const entry: Record<string, unknown> = {
    time: new Date().toISOString(),
    id: state.id,
    method: c.req.method,
    path: truncate(c.req.path, 200),
    status: aborted ? null : c.res.status,
    ms: Math.round((performance.now() - started) * 10) / 10,
    // With --workers several processes write to one stderr.
    pid: process.pid,
  };
  if (state.operation) entry.operation = state.operation;
  if (state.keyId) entry.keyId = state.keyId;
  if (aborted) entry.aborted = true;
  if (state.failure !== undefined) {
    const failure = state.failure;
    entry.error = failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure);
    if (failure instanceof Error && failure.stack) entry.stack = failure.stack;
  }
  return entry;
}

/** The OpenAPI document, limited to the operations this service implements. */
function servedOpenApi(offered: readonly OperationName[], serverUrl: string) {
  const document = openApiDocument({ serverUrl });
  const paths = new Set<string>(offered.map((name) => operations[name].path));
  document.paths = Object.fromEntries(Object.entries(document.paths as Record<string, unknown>).filter(([path]) => paths.has(path)));
  return document;
}
