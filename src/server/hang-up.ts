import type { ServiceContext } from './service-env.js';
import { stopSourceOf } from './stop.js';

/*
 * Whether the caller stopped waiting for its answer. On Node this is read from the response
 * object: asking the web Request for its `signal` makes @hono/node-server create an
 * AbortController (and Node 20 makes each signal transferable) for every request, a cost paid
 * even by the requests that never hang up. Other adapters and `app.request()` have the signal.
 */

/** The caller hung up before the answer was written. */
export function callerHungUp(c: ServiceContext): boolean {
  const outgoing = c.env?.outgoing;
  if (outgoing) return outgoing.destroyed && !outgoing.writableFinished;
  return c.req.raw.signal.aborted;
}

/** Calls `listener` once if the caller hangs up; answers the function that stops watching. */
export function onCallerHangUp(c: ServiceContext, listener: (reason: unknown) => void): () => void {
  const outgoing = c.env?.outgoing;
  if (outgoing) {
    const onClose = () => {
      if (!outgoing.writableFinished) listener(new Error('the client closed the connection'));
    };
    if (outgoing.destroyed) {
      onClose();
      return () => {};
    }
    outgoing.once('close', onClose);
    return () => outgoing.off('close', onClose);
  }
  return stopSourceOf(c.req.raw.signal).onStop(listener);
}
