import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { NutritionApiError, errorStatus, isErrorCode, type ErrorCode } from '../api/index.js';
import type { ServiceContext } from './service-env.js';

/** The failure envelope through `c.json`, so headers set earlier with `c.header` go with it. */
export function failure(c: ServiceContext, status: number, error: ErrorCode, message: string): Response {
  return c.json({ success: false, error, message }, status as ContentfulStatusCode);
}

/** A NutritionApiError raised by the service's own checks, as an answer. */
export function errorAnswer(c: ServiceContext, error: NutritionApiError): Response {
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  const status = error.status ?? (isErrorCode(error.code) ? errorStatus[error.code] : 500);
  return c.json(error.toEnvelope(), status as ContentfulStatusCode);
}

/** The 500 for anything unexpected: the message carries the request id, the log the cause. */
export function internalError(c: ServiceContext): Response {
  return failure(c, 500, 'internalServerError',
    `The service failed while handling this request. Try again; if it persists, report request id ${c.get('state').id}`);
}
