/** Daily limits run on UTC calendar days (DESIGN.md "Daily limit"). */
export function utcDay(now: Date): string {
  const time = now.getTime();
  // Every counted request asks; the day's string is kept until the next midnight (or a clock
  // that goes back) instead of formatting a whole ISO timestamp each time.
  if (time < kept.from || time >= kept.until) {
    const day = now.toISOString().slice(0, 10);
    const from = Date.parse(`${day}T00:00:00Z`);
    kept = { day, from, until: from + 86_400_000 };
  }
  return kept.day;
}
let kept = { day: '', from: 0, until: 0 };

/** The next 00:00 UTC after `now`, when every key's count starts again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
