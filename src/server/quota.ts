import { createMiddleware } from 'hono/factory';
import { NutritionApiError } from '../api/index.js';
import type { KeyInfo } from './keys/index.js';
import { storeCall, type ServiceStore } from './store/index.js';
import type { ServiceContext, ServiceEnv } from './service-env.js';
import { nextUtcMidnight } from './utc-day.js';

export function setRateHeaders(c: ServiceContext, limit: number, used: number, now: Date): void {
  c.header('X-RateLimit-Limit', String(limit));
  c.header('X-RateLimit-Remaining', String(Math.max(0, limit - used)));
  c.header('X-RateLimit-Reset', String(Math.floor(nextUtcMidnight(now).getTime() / 1000)));
}

function exceeded(c: ServiceContext, key: KeyInfo, now: Date): NutritionApiError {
  const reset = nextUtcMidnight(now);
  c.header('Retry-After', String(Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000))));
  return new NutritionApiError('exceededDailyLimit',
    `This API key has used its ${key.dailyLimit} requests for today; the count starts again at 00:00 UTC (${reset.toISOString()})`, { status: 429 });
}

/**
 * A key whose day is used up is refused before its body is read: reading (and parsing) up to
 * 12 MiB for a request that cannot run would let a spent key still cost the service work.
 */
export function refuseSpentKey(now: () => Date) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const usage = c.get('usage');
    if (usage && usage.used >= usage.key.dailyLimit) throw exceeded(c, usage.key, now());
    await next();
  });
}

/**
 * Counts the request, after validation and before the engine runs (DESIGN.md: every request
 * that passes authentication and validation counts, whatever its outcome). One SQL statement
 * decides and counts, so concurrent requests cannot both take the last slot, also on other
 * instances sharing the store. A store that cannot be reached refuses the request (503).
 */
export function countRequest(store: ServiceStore, now: () => Date) {
  return createMiddleware<ServiceEnv>(async (c, next) => {
    const usage = c.get('usage');
    if (usage) {
      const at = now();
      const quota = await storeCall(c, () => store.count(usage.key.id, usage.day, usage.key.dailyLimit));
      setRateHeaders(c, usage.key.dailyLimit, quota.used, at);
      if (!quota.allowed) throw exceeded(c, usage.key, at);
      c.get('state').giveBack = async () => {
        const used = await store.refund(usage.key.id, usage.day);
        setRateHeaders(c, usage.key.dailyLimit, used, now());
      };
    }
    await next();
  });
}

/**
 * Gives back the count of a request the engine found invalid (400): docs/service.md promises
 * that a 400 does not count, whichever layer finds it. Once per request; a store that fails
 * here leaves the count (the request did run), it does not turn a 400 into a 500.
 */
export async function giveBackCount(c: ServiceContext): Promise<void> {
  const state = c.get('state');
  const giveBack = state.giveBack;
  state.giveBack = undefined;
  try {
    await giveBack?.();
  } catch (error) {
    state.failure ??= error;
  }
}
