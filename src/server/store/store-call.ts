import type { ServiceContext } from '../service-env.js';
import { StoreUnavailableError, type Awaitable } from './store.js';

/**
 * Runs a store call for a request. When the store is unreachable the request is refused with
 * 503 and `Retry-After` (never served uncounted), and the driver's error goes to the request's
 * log line, not to the caller.
 */
export async function storeCall<T>(c: ServiceContext, call: () => Awaitable<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StoreUnavailableError) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      c.get('state').failure = error.cause ?? error;
    }
    throw error;
  }
}
