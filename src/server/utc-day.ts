/** Daily limits run on UTC calendar days (DESIGN.md "Daily limit"). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The next 00:00 UTC after `now`, when every key's count starts again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
