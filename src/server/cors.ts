import { cors } from 'hono/cors';
import type { Context } from 'hono';

/*
 * CORS for browser callers. Keys travel in headers, never cookies, so echoing the caller's
 * origin exposes nothing a page could not already do with its own key; which origins a key
 * may be used from is decided per key after authentication (403 `unauthorized`).
 */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'X-API-Key', 'Content-Type'];
export const CORS_EXPOSED_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'X-Request-Id'];
export const CORS_MAX_AGE_SECONDS = 600;

/**
 * The origin a browser sent, when it is one serialized origin. `null` (sandboxed frames,
 * file: pages, some redirects) names no site, so echoing it would let every opaque origin in;
 * two Origin headers (joined by the adapter as "a, b") are not something a browser sends.
 */
export function browserOrigin(header: string | undefined): string | undefined {
  if (!header || header.includes(',')) return undefined;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return undefined;
  }
  if (url.origin === 'null' && url.protocol !== 'chrome-extension:') return undefined;
  const serialized = url.protocol === 'chrome-extension:' ? `chrome-extension://${url.host}` : url.origin;
  return serialized === header ? header : undefined;
}

/** Hono's CORS middleware with the methods of the path asked about and only real origins echoed. */
export function corsMiddleware(allowedMethods: (path: string) => string[] | undefined) {
  return cors({
    origin: (origin) => browserOrigin(origin) ?? null,
    allowMethods: (_origin: string, c: Context) => allowedMethods(c.req.path) ?? [],
    allowHeaders: CORS_ALLOWED_HEADERS,
    exposeHeaders: CORS_EXPOSED_HEADERS,
    maxAge: CORS_MAX_AGE_SECONDS,
  });
}
