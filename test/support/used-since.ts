import { utcDay } from '../../src/server/index.js';

/**
 * A key's count over every UTC day from `since` to now. A request is counted under the day it
 * was made, so a test run that crosses midnight UTC splits its calls over two days; a key made
 * for one test has no other calls, so the sum is exactly the test's.
 */
export function usedSince(store: { used(keyId: string, day: string): number }, keyId: string, since: Date): number {
  const last = utcDay(new Date());
  let total = 0;
  for (let time = since.getTime(); ; time += 86_400_000) {
    const day = utcDay(new Date(time));
    total += store.used(keyId, day);
    if (day >= last) return total;
  }
}
