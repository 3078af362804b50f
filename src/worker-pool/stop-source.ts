/*
 * A call's stop as the worker pools watch it: a plain object, because the service makes one per
 * request and an AbortSignal costs about 7 µs to create on Node 20 (server/stop.ts); a page's
 * caller hands an AbortSignal, seen through `stopSourceOf`.
 */

/** What a call's runner watches: whether it was stopped, why, and a way to be told. */
export interface StopSource {
  readonly stopped: boolean;
  readonly reason: unknown;
  /** Calls `listener` once when stopped (at once if it already is); answers the unsubscribe. */
  onStop(listener: (reason: unknown) => void): () => void;
}

/** An AbortSignal seen as a StopSource (callers of the pools' handlers pass signals). */
export function stopSourceOf(signal: AbortSignal | undefined): StopSource {
  if (!signal) return { stopped: false, reason: undefined, onStop: () => () => {} };
  return {
    get stopped() {
      return signal.aborted;
    },
    get reason() {
      return signal.reason;
    },
    onStop(listener) {
      const onAbort = () => listener(signal.reason);
      if (signal.aborted) {
        onAbort();
        return () => {};
      }
      signal.addEventListener('abort', onAbort, { once: true });
      return () => signal.removeEventListener('abort', onAbort);
    },
  };
}
