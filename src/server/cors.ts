/*
 * CORS for browser callers. Keys travel in headers, never cookies, so echoing the caller's
 * origin exposes nothing a page could not already do with its own key; which origins a key
 * may be used from is decided per key after authentication (403 `unauthorized`).
 */
export const CORS_ALLOWED_HEADERS = 'Authorization, X-API-Key, Content-Type';
export const CORS_EXPOSED_HEADERS = 'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Retry-After, X-Request-Id';
export const CORS_MAX_AGE_SECONDS = 600;

/** Headers every answer to a browser request carries. */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': CORS_EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/** Headers of a preflight answer for a path that allows `methods`. */
export function preflightHeaders(origin: string | undefined, methods: string): Record<string, string> {
  return {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': CORS_ALLOWED_HEADERS,
    'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
    Allow: methods,
  };
}
