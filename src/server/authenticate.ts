import { createMiddleware } from 'hono/factory';
import { NutritionApiError, type OperationName } from '../api/index.js';
import { normalizeOrigin } from './keys/index.js';
import { storeCall, type ServiceStore } from './store/index.js';
import { readCredentials } from './credentials.js';
import { browserOrigin } from './cors.js';
import { setRateHeaders } from './quota.js';
import type { ServiceEnv } from './service-env.js';
import { truncate } from '../api/truncate.js';
import { utcDay } from './utc-day.js';

const KEY_PROBLEMS = {
  malformed: 'The API key is malformed: nutri-kit keys look like nk_live_<id>_<secret>',
  unknown: 'The API key is not known to this service',
  revoked: 'The API key was revoked; ask for a new one',
} as const;

/**
 * Who is calling: no key → 401 `unauthorized`; a malformed, unknown or revoked key → 401
 * `invalidApiKey`. From here on every answer shows the key's count (refusals included).
 */
export function authenticate(store: ServiceStore, now: () => Date) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const credentials = readCredentials((name) => c.req.header(name));
    if (credentials.kind === 'none') {
      throw new NutritionApiError('unauthorized', 'Send your API key as "Authorization: Bearer <key>" or "X-API-Key: <key>"', { status: 401 });
    }
    if (credentials.kind === 'unreadable') throw new NutritionApiError('invalidApiKey', credentials.problem, { status: 401 });
    const checked = await storeCall(c, () => store.authenticate(credentials.key));
    if (!checked.ok) throw new NutritionApiError('invalidApiKey', KEY_PROBLEMS[checked.reason], { status: 401 });
    const at = now();
    const day = utcDay(at);
    const used = await storeCall(c, () => store.used(checked.key.id, day));
    c.get('state').keyId = checked.key.id;
    c.set('usage', { key: checked.key, day, used });
    setRateHeaders(c, checked.key.dailyLimit, used, at);
    await next();
  });
}

/**
 * A key with allowed origins may be used only from those browser origins. Requests without an
 * Origin (servers, the CLI) are not browser calls and pass; an Origin that is not one real
 * origin (`null`, two headers) matches no list.
 */
export function allowOrigin() {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const origins = c.get('usage')?.key.origins;
    const header = c.req.header('origin');
    if (origins && header !== undefined) {
      const origin = browserOrigin(header);
      if (!origin || !origins.includes(normalizeOrigin(origin) ?? origin)) {
        throw new NutritionApiError('unauthorized',
          `This API key may not be used from the web page origin ${truncate(header, 100)}; ask for a key that allows it`, { status: 403 });
      }
    }
    await next();
  });
}

/** The operation must be in the key's scopes (no scopes: every operation). */
export function allowScope(operation: OperationName) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const scopes = c.get('usage')?.key.scopes;
    if (scopes && !scopes.includes(operation)) {
      throw new NutritionApiError('unauthorized', `This API key may not call ${operation}; it may call ${scopes.join(', ')}`, { status: 403 });
    }
    await next();
  });
}
