import { describe, expect, it } from 'vitest';
import { abandonOn, boundedSignal } from './time-bound.js';

const never = new Promise<never>(() => {});

describe('bounding a wait with AbortSignals', () => {
  it('answers the work when it finishes first', async () => {
    const bound = boundedSignal(60_000);
    await expect(abandonOn(Promise.resolve(42), bound.signal)).resolves.toBe(42);
    await expect(abandonOn(Promise.reject(new Error('broken')), bound.signal)).rejects.toThrow('broken');
    expect(bound.timedOut()).toBe(false);
  });

  it('stops waiting when the time is up, and says that it was the time', async () => {
    const bound = boundedSignal(5);
    const error = await abandonOn(never, bound.signal).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('TimeoutError');
    expect(bound.timedOut()).toBe(true);
  });

  it('stops waiting when the caller aborts, with the caller\'s reason, and it was not the time', async () => {
    const caller = new AbortController();
    const bound = boundedSignal(60_000, caller.signal);
    const waiting = abandonOn(never, bound.signal);
    caller.abort(new Error('the person cancelled'));
    await expect(waiting).rejects.toThrow('the person cancelled');
    expect(bound.timedOut()).toBe(false);
    // Already aborted: no wait at all.
    await expect(abandonOn(Promise.resolve(1), bound.signal)).rejects.toThrow('the person cancelled');
  });
});
