import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener, RequestError } from '@hono/node-server';
import { createApp, type AppOptions, type ServiceApp } from './app.js';
import { openKeyStore } from './data-dir.js';
import type { KeyStore, KeyStoreOptions } from './keys/index.js';
import type { ServiceStore } from './store/index.js';
import { jsonLineLogger, type Logger } from './logger.js';
import { abandonOn } from '../engine/time-bound.js';

export interface ServiceOptions<S extends ServiceStore = KeyStore> extends Omit<AppOptions, 'store' | 'log'> {
  /** Data directory of the SQLite key store (ignored when `store` is given or auth is off). */
  dataDir?: string;
  /** An open store (SQLite or PostgreSQL); the service does not close a store it was given. */
  store?: S;
  keyStoreOptions?: KeyStoreOptions;
  log?: Logger;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The whole request (headers and body) must arrive within this time. */
  requestTimeoutMs?: number;
  /** The headers must arrive within this time; slow-header clients are cut off. */
  headersTimeoutMs?: number;
  keepAliveTimeoutMs?: number;
  /** How long shutdown waits for requests in flight before cutting them off. */
  shutdownGraceMs?: number;
}

export interface RunningService<S extends ServiceStore = KeyStore> {
  readonly url: string;
  readonly port: number;
  readonly host: string;
  readonly server: Server;
  readonly app: ServiceApp;
  readonly store: S | null;
  /** Stops accepting, lets requests in flight finish, closes the database. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

/** Creates the v4 service on Node's HTTP server and starts listening (port 0 picks a free one). */
export async function createServer<S extends ServiceStore = KeyStore>(options: ServiceOptions<S>): Promise<RunningService<S>> {
  const log = options.log ?? jsonLineLogger();
  const auth = options.auth ?? true;
  const ownsStore = auth && !options.store;
  let store: S | null = null;
  if (auth) {
    if (options.store) store = options.store;
    // Without a store of its own type given, S is the default: the SQLite KeyStore.
    else if (options.dataDir) store = openKeyStore(options.dataDir, options.keyStoreOptions) as ServiceStore as S;
    else throw new TypeError('createServer: pass dataDir or store, or auth: false');
  }
  const app = createApp({ ...options, store, log });
  const listener = getRequestListener(app.fetch as never, {
    // The app reads the body itself and closes connections whose body it left unread.
    autoCleanupIncoming: false,
    // What the adapter refuses before the app sees a request (no Host, a bad Host, a backslash
    // in the path) gets the v4 envelope and a log line too.
    errorHandler: (error) => refusedRequest(error, log),
  });
  const server = createHttpServer(
    {
      requestTimeout: options.requestTimeoutMs ?? 30_000,
      headersTimeout: options.headersTimeoutMs ?? 10_000,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 5_000,
      // Node checks the two timeouts above on this interval (30 s by default), which would let a
      // slow-header client hold a socket much longer than headersTimeout.
      connectionsCheckingInterval: 1_000,
      maxHeaderSize: 16 * 1024,
      // Node answers a missing Host with a bare 400 and no event; the adapter refuses it instead.
      requireHostHeader: false,
    },
    listener,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = answerClientError(error, socket);
    if (status) log({ time: new Date().toISOString(), event: 'clientError', status, code: error.code, pid: process.pid });
  });

  const host = options.host ?? DEFAULT_HOST;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? DEFAULT_PORT, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    if (ownsStore) await store?.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT);
  const shownHost = host.includes(':') ? `[${host}]` : host;

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      app.closeConnectionsAfterAnswer();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = options.shutdownGraceMs ?? 10_000;
      // Answers in flight carry "Connection: close", so their connections end once written.
      const late = await abandonOn(stopped, AbortSignal.timeout(grace)).then(() => false, () => true);
      if (late) {
        log({ time: new Date().toISOString(), event: 'shutdown', message: `${app.inFlight} request(s) still running after ${grace} ms; closing their connections` });
        server.closeAllConnections();
        await stopped;
      }
      if (ownsStore) await store?.close();
    })());

  return { url: `http://${shownHost}:${port}`, port, host, server, app, store, close };
}

const REFUSALS: Record<string, string> = {
  'Missing host header': 'The request has no Host header; HTTP/1.1 requires one',
  'Invalid host header': 'The Host header is not a host name (and port)',
  'Backslash in request path': 'The path contains a backslash; paths use "/"',
};

/** The adapter's refusal of a request it could not turn into a fetch Request, as an envelope. */
function refusedRequest(error: unknown, log: Logger): Response {
  const known = error instanceof RequestError;
  const message = known ? (REFUSALS[error.message] ?? 'The request URL is not valid') : 'The service failed while reading this request';
  const status = known ? 400 : 500;
  log({
    time: new Date().toISOString(), event: 'badRequest', status, pid: process.pid,
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  return new Response(JSON.stringify({ success: false, error: known ? 'invalidRequest' : 'internalServerError', message }), {
    status,
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
  });
}

/**
 * Answers what Node's parser or its timers refuse (broken HTTP, headers too large, a request
 * that takes too long to arrive) with the v4 envelope, then destroys the socket. Ending it
 * half-open would leave the parser reading: a request completed after its 408 would still run.
 * A slow body's timeout comes while the app waits for that body; the 408 is sent the same way
 * unless an answer has started.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): number | undefined {
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || response?.headersSent || error.code === 'ECONNRESET') {
    socket.destroy();
    return undefined;
  }
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request did not arrive in time; send it in one go']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are over 16 KiB']
        : [400, 'Bad Request', 'The request is not valid HTTP/1.1'];
  const body = JSON.stringify({ success: false, error: 'invalidRequest', message });
  // Nothing more is read from this client.
  socket.pause();
  socket.write(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
  // A client that does not read its answer does not keep the socket either.
  setTimeout(() => socket.destroy(), 1_000).unref();
  return status;
}
