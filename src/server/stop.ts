/*
 * A one-shot "stop" for a call: the time bound or the caller hanging up. The service creates one
 * per request; an AbortSignal costs about 7 µs to create on Node 20 (each is made transferable)
 * and its EventTarget listeners as much again, a few per cent of an answer's cost. So the stop
 * is a plain object, and an AbortSignal is made only for a handler that asks for one (the engine
 * in process); the engine pool listens to the plain object.
 */

import type { StopSource } from '../worker-pool/stop-source.js';

export { stopSourceOf, type StopSource } from '../worker-pool/stop-source.js';

export class Stop implements StopSource {
  stopped = false;
  reason: unknown;
  private listeners: Array<(reason: unknown) => void> = [];
  private controller?: AbortController;

  stop(reason: unknown): void {
    if (this.stopped) return;
    this.stopped = true;
    this.reason = reason;
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener(reason);
    this.controller?.abort(reason);
  }

  onStop(listener: (reason: unknown) => void): () => void {
    if (this.stopped) {
      listener(this.reason);
      return () => {};
    }
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /** An AbortSignal that follows this stop, made on first use. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.stopped) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }
}

/**
 * `work`'s outcome, or the stop's reason as soon as it is stopped (the work itself goes on): the
 * service's counterpart of abandonOn (src/engine/time-bound.ts) for its plain stop.
 */
export function abandonOnStop<T>(work: Promise<T>, stop: StopSource): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const unwatch = stop.onStop(reject);
    work.then(
      (value) => {
        unwatch();
        resolve(value);
      },
      (error: unknown) => {
        unwatch();
        reject(error);
      },
    );
  });
}
