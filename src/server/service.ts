import { createServer as createHttpServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { createApp, type AppOptions, type ServiceApp } from './app.js';
import { openKeyStore } from './data-dir.js';
import type { KeyStore, KeyStoreOptions } from './keys/index.js';
import { jsonLineLogger, type Logger } from './logger.js';

export interface ServiceOptions extends Omit<AppOptions, 'store' | 'log'> {
  /** Data directory of the key store (ignored when `store` is given or auth is off). */
  dataDir?: string;
  /** An open key store; the service does not close a store it was given. */
  store?: KeyStore;
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

export interface RunningService {
  readonly url: string;
  readonly port: number;
  readonly host: string;
  readonly server: Server;
  readonly app: ServiceApp;
  readonly store: KeyStore | null;
  /** Stops accepting, lets requests in flight finish, closes the database. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

/** Creates the v4 service on Node's HTTP server and starts listening (port 0 picks a free one). */
export async function createServer(options: ServiceOptions): Promise<RunningService> {
  const log = options.log ?? jsonLineLogger();
  const auth = options.auth ?? true;
  const ownsStore = auth && !options.store;
  let store: KeyStore | null = null;
  if (auth) {
    if (options.store) store = options.store;
    else if (options.dataDir) store = openKeyStore(options.dataDir, options.keyStoreOptions);
    else throw new TypeError('createServer: pass dataDir or store, or auth: false');
  }
  const app = createApp({ ...options, store, log });
  const listener = getRequestListener(app.fetch as never, { autoCleanupIncoming: false });
  const server = createHttpServer(
    {
      requestTimeout: options.requestTimeoutMs ?? 30_000,
      headersTimeout: options.headersTimeoutMs ?? 10_000,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 5_000,
      // Node checks the two timeouts above on this interval (30 s by default), which would let a
      // slow-header client hold a socket much longer than headersTimeout.
      connectionsCheckingInterval: 1_000,
      maxHeaderSize: 16 * 1024,
    },
    listener,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = answerClientError(error, socket);
    if (status) log({ time: new Date().toISOString(), event: 'clientError', status, code: error.code, pid: process.pid });
  });

  const host = options.host ?? DEFAULT_HOST;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
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
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), grace);
      });
      if ((await Promise.race([app.drained(), late])) === 'late') {
        log({ time: new Date().toISOString(), event: 'shutdown', message: `${app.inFlight} request(s) still running after ${grace} ms; closing their connections` });
      }
      clearTimeout(timer);
      server.closeAllConnections();
      await stopped;
      if (ownsStore) store?.close();
    })());

  return { url: `http://${shownHost}:${port}`, port, host, server, app, store, close };
}

/**
 * Answers what Node's parser rejects before our handler runs (broken HTTP, headers too large,
 * the request taking too long) with the v4 envelope, then closes the connection.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): number | undefined {
  const busy = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
  if (!socket.writable || busy || error.code === 'ECONNRESET') {
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
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  return status;
}
