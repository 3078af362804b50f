import type { IncomingMessage } from 'node:http';
import { NutritionApiError, formatBytes } from '../api/index.js';
import { truncate } from '../api/truncate.js';
import type { BudgetHold } from './byte-budget.js';

export const MAX_JSON_DEPTH = 64;

const bad = (status: number, message: string) => new NutritionApiError('invalidRequest', message, { status });

/** application/json, optionally with a UTF-8 charset; anything else is 415. */
export function checkContentType(header: string | undefined): void {
  if (!header) {
    throw bad(415, 'The body must be JSON: send the header "Content-Type: application/json"');
  }
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') {
    throw bad(415, `The body must be JSON (Content-Type: application/json), not "${truncate(header, 80)}"`);
  }
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    throw bad(415, `The body must be UTF-8 JSON, not charset ${truncate(charset, 40)}`);
  }
}

/**
 * Reads a request body, counting bytes as they arrive: a body over `maxBytes` is refused at the
 * limit (413) instead of being buffered, whatever its Content-Length claims. Hono's own
 * `c.req.json()` would buffer all of it first. On Node the body is read from the request
 * stream itself (`readIncomingBody`): going through `Request.body` makes @hono/node-server build
 * an undici Request, a web ReadableStream and an AbortSignal per request, about 10 % of a
 * memoised answer's cost. Other adapters (and `app.request()`) give a web Request.
 */
export function readBody(request: Request, incoming: IncomingMessage | undefined, maxBytes: number, budget?: BodyBudget): Promise<Uint8Array> {
  const declared = declaredLength(request, incoming);
  if (declared !== undefined && declared > maxBytes) return Promise.reject(tooLarge(maxBytes, declared));
  const fits = budget ? (size: number) => budget.hold.reserveUpTo(size) : () => true;
  return incoming ? readIncomingBody(incoming, maxBytes, fits, budget) : readWebBody(request, maxBytes, fits, budget);
}

/** The body's Content-Length, when the client declared one. */
export function declaredLength(request: Request, incoming: IncomingMessage | undefined): number | undefined {
  const declared = Number((incoming ? incoming.headers['content-length'] : request.headers.get('content-length')) ?? NaN);
  return Number.isFinite(declared) ? declared : undefined;
}

/**
 * Lets a body of known, allowed length flow in and be dropped unread, so that a client still
 * sending it reads the answer (a 503 "retry later") instead of a broken pipe; nothing is kept.
 */
export function discardBody(request: Request, incoming: IncomingMessage | undefined): void {
  if (incoming) incoming.resume();
  else void request.body?.cancel().catch(() => {});
}

/** The service's budget of image bytes in flight (byte-budget.ts) and this request's hold on it. */
export interface BodyBudget {
  hold: BudgetHold;
  full(): NutritionApiError;
}

/**
 * The stream is left unread rather than destroyed at the limit: destroying Node's request stream
 * destroys the socket before the 413 is sent; the answer carries `Connection: close` instead
 * (see app.ts).
 */
function readIncomingBody(incoming: IncomingMessage, maxBytes: number, fits: (size: number) => boolean, budget?: BodyBudget): Promise<Uint8Array> {
  if (incoming.readableEnded) return Promise.resolve(new Uint8Array(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes || !fits(size)) {
        cleanup();
        incoming.pause();
        reject(size > maxBytes ? tooLarge(maxBytes) : budget!.full());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: unknown) => {
      cleanup();
      reject(cutOff(error));
    };
    const onClose = () => {
      if (!incoming.complete) onError(new Error('the connection closed'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/** The same limit over a web stream. Cancelling is avoided for the reason given above. */
async function readWebBody(request: Request, maxBytes: number, fits: (size: number) => boolean, budget?: BodyBudget): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw tooLarge(maxBytes);
      if (!fits(size)) throw budget!.full();
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof NutritionApiError) throw error;
    throw cutOff(error);
  } finally {
    reader.releaseLock();
  }
  if (chunks.length === 1) return chunks[0]!;
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

const cutOff = (cause: unknown) =>
  new NutritionApiError('invalidRequest', 'The request body was cut off before it was complete', { status: 400, cause });

function tooLarge(maxBytes: number, declared?: number): NutritionApiError {
  const size = declared === undefined ? 'is over' : `is ${formatBytes(declared)}, over`;
  return bad(413, `The body ${size} the limit of ${formatBytes(maxBytes)}. Send a smaller image (downscale or re-encode as JPEG)`);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses a body as JSON, after checks that keep hostile JSON away from the parser and zod. */
export function parseJsonBody(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw bad(400, 'The body is not valid UTF-8 text');
  }
  if (text.trim().length === 0) throw bad(400, 'The body is empty; send {"data": {...}}');
  const depth = jsonDepth(text, maxDepth);
  if (depth > maxDepth) throw bad(400, `The JSON nests more than ${maxDepth} levels deep; a v4 request needs at most 4`);
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof SyntaxError ? error.message.replace(/^JSON\.parse: /, '') : 'unreadable';
    throw bad(400, `The body is not valid JSON (${truncate(detail, 160)})`);
  }
}

/**
 * Nesting depth of JSON text, stopping as soon as it passes `stopAt`. Brackets inside strings
 * do not count. It runs before JSON.parse, which would otherwise build a million-deep array
 * (and zod would then recurse through it).
 */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAt) return max;
      }
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return max;
}
