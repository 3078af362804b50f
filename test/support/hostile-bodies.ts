import type { ServerResponse } from 'node:http';

/*
 * The two bodies a hostile or broken upstream sends, shared by the Open Food Facts and the
 * vision stand-ins: one that never ends, and one that trickles. Both stop when the client
 * hangs up, so a test that passes leaves no server writing into the void.
 */

/** Tallies what the endless bodies of one server wrote before their clients stopped reading. */
export interface SentCounter {
  bytes: number;
}

/**
 * 200 OK with `head`, then `total` bytes of filler inside a JSON string, then `tail`, written
 * only as fast as the client reads (drain): a client without a size cap holds all of it.
 */
export function sendEndless(res: ServerResponse, head: string, tail: string, total: number, counter: SentCounter): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  res.write(head);
  const pump = () => {
    while (counter.bytes < total && !res.destroyed) {
      counter.bytes += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end(tail);
  };
  pump();
}

/** 200 OK, then `text` one character every `everyMs`: a body that is valid but never in time. */
export function sendDrip(res: ServerResponse, text: string, everyMs = 50): void {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  let at = 0;
  const timer = setInterval(() => {
    if (at >= text.length) return void (clearInterval(timer), res.end());
    res.write(text[at++]);
  }, everyMs);
  res.on('close', () => clearInterval(timer));
}
