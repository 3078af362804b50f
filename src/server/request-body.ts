import type { IncomingMessage } from 'node:http';
import { NutritionApiError, formatBytes } from '../api/index.js';

export const MAX_JSON_DEPTH = 64;

const bad = (status: number, message: string) => new NutritionApiError('invalidRequest', message, { status });

/** application/json, optionally with a UTF-8 charset; anything else is 415. */
export function checkContentType(header: string | undefined): void {
  if (!header) {
    throw bad(415, 'The body must be JSON: send the header "Content-Type: application/json"');
  }
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') {
    throw bad(415, `The body must be JSON (Content-Type: application/json), not "${header.slice(0, 80)}"`);
  }
  const charset = params.find((p) => p.startsWith('charset='))?.slice(8).replace(/"/g, '');
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    throw bad(415, `The body must be UTF-8 JSON, not charset ${charset}`);
  }
}

/**
 * Reads the request body, counting bytes as they arrive: a body over `maxBytes` is refused at
 * the limit (413) instead of being buffered, whatever its Content-Length claims.
 */
export function readBody(incoming: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(incoming.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    return Promise.reject(tooLarge(maxBytes, declared));
  }
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
      if (size > maxBytes) {
        cleanup();
        // Stop reading; the answer is sent with "Connection: close" and the socket goes.
        incoming.pause();
        reject(tooLarge(maxBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new NutritionApiError('invalidRequest', 'The request body was cut off before it was complete', { status: 400, cause: error }));
    };
    const onClose = () => {
      if (!incoming.complete) onError(new Error('connection closed'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

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
    throw bad(400, `The body is not valid JSON (${detail.slice(0, 160)})`);
  }
}

/**
 * Nesting depth of JSON text, stopping as soon as it passes `stopAt`. Brackets inside strings
 * do not count. It runs before JSON.parse, which would otherwise build a million-deep array.
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
