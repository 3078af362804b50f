import { createMiddleware } from 'hono/factory';
import type { ServiceEnv } from './service-env.js';

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

/**
 * CORS for every answer: the caller's origin when it is one real origin, `Vary: Origin`, the
 * exposed headers, and the preflight answer (204) for OPTIONS. It plays the part of Hono's
 * `cors()`, which sets its headers on `c.res` before the answer exists; Hono then rebuilds the
 * final Response around a web stream (and again for every header set after it), losing
 * @hono/node-server's direct write of a string body. Here every header goes through `c.header`
 * before the answer is built, so `c.json` takes them along.
 */
export function corsMiddleware(allowedMethods: (path: string) => string[] | undefined) {
  const exposed = CORS_EXPOSED_HEADERS.join(',');
  const allowedHeaders = CORS_ALLOWED_HEADERS.join(',');
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const origin = browserOrigin(c.req.header('origin'));
    if (origin) c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Expose-Headers', exposed);
    c.header('Vary', 'Origin');
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
      const methods = allowedMethods(c.req.path);
      if (methods?.length) c.header('Access-Control-Allow-Methods', methods.join(','));
      c.header('Access-Control-Allow-Headers', allowedHeaders);
      c.header('Vary', 'Access-Control-Request-Headers', { append: true });
      return c.body(null, 204);
    }
    await next();
  });
}
