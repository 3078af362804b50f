import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { limits, openApiDocument, operations } from '../api/index.js';
import type { KeyStore } from './keys/index.js';
import type { ServedEngine } from './engine-shape.js';
import type { Logger } from './logger.js';
import type { Site } from './static-files.js';
import { ConcurrencyLimiter } from './ip-limiter.js';
import { corsHeaders, preflightHeaders } from './cors.js';
import { failureResponse, jsonResponse } from './respond.js';
import { createOperationRoute, internalError, type RequestState } from './operation-route.js';

export interface AppOptions {
  engine: ServedEngine;
  /** The key store; null only with `auth: false`. */
  store: KeyStore | null;
  /** false: `--no-auth`, for local development only. */
  auth?: boolean;
  log: Logger;
  now?: () => Date;
  maxBodyBytes?: number;
  handlerTimeoutMs?: number;
  maxConcurrentPerClient?: number;
  /** Serves GET/HEAD outside /v4 (the demo page). */
  site?: Site;
}

export const DEFAULT_HANDLER_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_CONCURRENT_PER_CLIENT = 64;

type Env = { Bindings: HttpBindings; Variables: { state: RequestState } };

export interface ServiceApp {
  fetch: Hono<Env>['fetch'];
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Resolves when no request is in flight. */
  drained(): Promise<void>;
  /** From now on every answer closes its connection (graceful shutdown). */
  closeConnectionsAfterAnswer(): void;
}

/** The v4 service as a fetch handler over Node's request and response. */
export function createApp(options: AppOptions): ServiceApp {
  const { engine, log } = options;
  const auth = options.auth ?? true;
  if (auth && !options.store) throw new TypeError('createApp: a key store is required unless auth is false');
  const now = options.now ?? (() => new Date());
  const limiter = new ConcurrencyLimiter(options.maxConcurrentPerClient ?? DEFAULT_MAX_CONCURRENT_PER_CLIENT);
  const answerOperation = createOperationRoute({
    engine,
    store: auth ? options.store : null,
    now,
    maxBodyBytes: options.maxBodyBytes ?? limits.bodyMaxBytes,
    handlerTimeoutMs: options.handlerTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS,
  });
  const offered = operationsOffered(engine);
  let inFlight = 0;
  let closing = false;
  let waiters: Array<() => void> = [];

  const app = new Hono<Env>();

  // Bookkeeping for every request: id, CORS, per-client cap, the log line, connection reuse.
  app.use('*', async (c, next) => {
    const { incoming, outgoing } = c.env;
    const started = performance.now();
    const state: RequestState = { id: randomUUID() };
    c.set('state', state);
    inFlight++;
    const client = incoming.socket.remoteAddress ?? 'unknown';
    const release = limiter.acquire(client);
    outgoing.once('close', () => {
      release?.();
      inFlight--;
      if (inFlight === 0) {
        for (const wake of waiters) wake();
        waiters = [];
      }
      const entry: Record<string, unknown> = {
        time: new Date().toISOString(),
        id: state.id,
        method: incoming.method,
        path: c.req.path,
        status: outgoing.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        // With --workers several processes write to one stderr.
        pid: process.pid,
      };
      if (state.operation) entry.operation = state.operation;
      if (state.keyId) entry.keyId = state.keyId;
      if (!outgoing.writableFinished) entry.aborted = true;
      if (state.failure !== undefined) {
        const failure = state.failure;
        entry.error = failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure);
        if (failure instanceof Error && failure.stack) entry.stack = failure.stack;
      }
      log(entry);
    });
    outgoing.setHeader('X-Request-Id', state.id);
    for (const [name, value] of Object.entries(corsHeaders(incoming.headers.origin))) outgoing.setHeader(name, value);
    if (!release) {
      outgoing.setHeader('Retry-After', '1');
      c.res = failureResponse(503, 'internalServerError',
        `Too many requests at once from your address (the limit is ${limiter.maxPerClient} in flight); retry in a second`);
    } else {
      await next();
    }
    // A body we did not read (refused early, or over the limit) must not be read for the next
    // request on this connection: close it instead of draining gigabytes.
    if (closing || !incoming.complete) outgoing.setHeader('Connection', 'close');
  });

  app.get('/healthz', (c) =>
    jsonResponse(200, {
      ok: true,
      operations: offered,
      ...(engine.info ? { foods: engine.info.foods, loadMs: engine.info.loadMs } : {}),
    }, { 'Cache-Control': 'no-store' }),
  );

  app.get('/v4/openapi.json', (c) => jsonResponse(200, servedOpenApi(engine, new URL(c.req.url).origin)));

  app.options('*', (c) => {
    const methods = allowedMethods(c.req.path);
    if (!methods) return notFound(c.req.path);
    return new Response(null, { status: 204, headers: preflightHeaders(c.env.incoming.headers.origin, methods) });
  });

  app.all('/v4/openapi.json', (c) => methodNotAllowed(c.req.path, c.req.method));
  app.all('/healthz', (c) => methodNotAllowed(c.req.path, c.req.method));
  app.post('/v4/:operation', (c) => answerOperation(c.req.param('operation'), c.env.incoming, c.env.outgoing, c.get('state')));

  app.all('*', async (c) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method === 'GET' || method === 'HEAD') && options.site && !path.startsWith('/v4/')) {
      const page = await options.site.serve(path, method);
      if (page) return page;
    }
    return methodNotAllowed(path, method);
  });

  app.onError((error, c) => {
    const state = c.get('state') ?? { id: 'unknown' };
    state.failure = error;
    return internalError(state);
  });

  function notFound(path: string): Response {
    return failureResponse(404, 'invalidRequest',
      `Nothing at ${path.slice(0, 100)}. The v4 operations are POST ${offered.map((n) => operations[n].path).join(', ')}; see GET /v4/openapi.json`);
  }

  function methodNotAllowed(path: string, method: string): Response {
    const methods = allowedMethods(path);
    if (!methods) return notFound(path);
    return failureResponse(405, 'invalidRequest', `${path} answers ${methods.replace(', OPTIONS', '')}, not ${method}`, { Allow: methods });
  }

  function allowedMethods(path: string): string | undefined {
    if (/^\/v4\/[^/]+$/.test(path) && path !== '/v4/openapi.json') return 'POST, OPTIONS';
    if (path === '/v4/openapi.json' || path === '/healthz') return 'GET, HEAD, OPTIONS';
    return undefined;
  }

  return {
    fetch: app.fetch,
    get inFlight() {
      return inFlight;
    },
    drained() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    closeConnectionsAfterAnswer() {
      closing = true;
    },
  };
}

function operationsOffered(engine: ServedEngine) {
  return engine.operations.filter((name) => engine.handlers[name]);
}

/** The OpenAPI document, limited to the operations this service implements. */
function servedOpenApi(engine: ServedEngine, origin: string) {
  const document = openApiDocument({ serverUrl: origin });
  const offered = new Set<string>(operationsOffered(engine).map((name) => operations[name].path));
  const paths = document.paths as Record<string, unknown>;
  document.paths = Object.fromEntries(Object.entries(paths).filter(([path]) => offered.has(path)));
  return document;
}
