/*
 * The one way a wait is bounded in time: AbortSignals. `boundedSignal` is the call's own signal
 * joined with AbortSignal.timeout (AbortSignal.any); `abandonOn` stops waiting for work when the
 * signal fires, for work that cannot be stopped from outside (a tesseract recognition, a worker's
 * synchronous stretch): its caller then ends whatever runs it.
 */

export interface BoundedSignal {
  /** Fires when the caller aborts or the time is up, whichever comes first. */
  signal: AbortSignal;
  /** Whether it fired because the time was up (not because the caller aborted). */
  timedOut(): boolean;
}

export function boundedSignal(timeoutMs: number, caller?: AbortSignal): BoundedSignal {
  const time = AbortSignal.timeout(timeoutMs);
  return {
    signal: caller ? AbortSignal.any([caller, time]) : time,
    timedOut: () => time.aborted && !caller?.aborted,
  };
}

/** `work`'s outcome, or the signal's reason as soon as it fires (the work itself goes on). */
export function abandonOn<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
