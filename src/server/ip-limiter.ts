/**
 * Counts requests in flight per client address, so one client cannot take every slot of the
 * event loop and the engine while others wait.
 */
export class ConcurrencyLimiter {
  private readonly active = new Map<string, number>();

  constructor(readonly maxPerClient: number) {}

  /** Takes a slot for `client`; answers a release function, or undefined when it is full. */
  acquire(client: string): (() => void) | undefined {
    const current = this.active.get(client) ?? 0;
    if (current >= this.maxPerClient) return undefined;
    this.active.set(client, current + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.active.get(client) ?? 1) - 1;
      if (left <= 0) this.active.delete(client);
      else this.active.set(client, left);
    };
  }

  inFlight(client: string): number {
    return this.active.get(client) ?? 0;
  }
}
