import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { OperationName } from '../api/index.js';
import type { KeyInfo } from './keys/index.js';

/** What the middleware learns about a request; the log line reads it afterwards. */
export interface RequestState {
  id: string;
  operation?: OperationName;
  keyId?: string;
  /** An unexpected error, for the log only. */
  failure?: unknown;
  /** The whole body was read (so the connection may serve a next request). */
  bodyRead?: boolean;
  /** Set once the request is counted: gives the count back (quota.ts `giveBackCount`). */
  giveBack?: () => Promise<void>;
}

/** The key of an authenticated request and its count on the request's UTC day. */
export interface KeyUsage {
  key: KeyInfo;
  day: string;
  used: number;
}

/**
 * The Hono environment of the service. `Bindings` are those of @hono/node-server when it runs
 * there; they are only read (the client's address), never written, and are absent under
 * `app.request()` and other adapters.
 */
export type ServiceEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: { state: RequestState; usage: KeyUsage | undefined; data: unknown };
};

export type ServiceContext = Context<ServiceEnv>;

/** The caller's address, for the per-client cap; 'unknown' where the adapter does not say. */
export function clientAddress(c: ServiceContext): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
