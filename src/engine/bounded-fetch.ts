/**
 * One request to a remote dependency (the vision provider, Open Food Facts) read within bounds:
 * redirects followed only on the same host, a few at most; the answer read as it streams and
 * stopped at a byte limit, whatever its Content-Length says; the caller's signal covering the
 * body as well as the headers, so an answer that drips in a byte at a time ends with the time
 * bound instead of holding the call (issue 28: a 1.5 GB answer held 3.6 GB; OFF followed a
 * redirect to any host).
 */

/** Why an answer was not read. The caller words it for its dependency. */
export type BoundedFetchProblem =
  /** A redirect to another host, a downgrade to http, or one a browser would not show us. */
  | 'redirectElsewhere'
  | 'tooManyRedirects'
  /** The answer is larger than `maxBytes`. */
  | 'tooLarge';

export class BoundedFetchError extends Error {
  override readonly name = 'BoundedFetchError';
  constructor(readonly problem: BoundedFetchProblem, message: string) {
    super(message);
  }
}

export interface BoundedFetchOptions {
  fetch?: typeof fetch;
  /** The most bytes of answer read; more is `tooLarge` and the rest is never read. */
  maxBytes: number;
  /** Default 3. */
  maxRedirects?: number;
}

export interface BoundedAnswer {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The body as UTF-8 text (invalid bytes replaced). */
  text: string;
  /** The URL that answered, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Statuses that keep the method and body of a POST. */
const KEEP_METHOD = new Set([307, 308]);
export const DEFAULT_MAX_REDIRECTS = 3;

/**
 * Same host, same port (or the scheme's default port after an upgrade), and never from https
 * down to http. A provider or OFF mirror that moves to another host is the operator's to
 * configure, not the answer's to decide.
 */
export function sameHostRedirect(from: URL, to: URL): boolean {
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (from.protocol === 'https:' && to.protocol === 'http:') return false;
  if (to.hostname !== from.hostname || to.username || to.password) return false;
  if (to.protocol === from.protocol) return to.port === from.port;
  // http → https on the same host: only between the default ports.
  return from.port === '' && to.port === '';
}

export async function fetchBounded(url: string, init: RequestInit, options: BoundedFetchOptions): Promise<BoundedAnswer> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let current = new URL(url);
  // Redirects are ours to judge, so fetch must not follow them itself.
  const request: RequestInit = { ...init, redirect: 'manual' };
  for (let hops = 0; ; hops++) {
    const response = await fetchImpl(current.href, request);
    // A browser hides a redirect's target from a 'manual' fetch: there is nothing to check.
    if (response.type === 'opaqueredirect') throw new BoundedFetchError('redirectElsewhere', `${current.origin} answered with a redirect the browser does not disclose`);
    if (!REDIRECTS.has(response.status)) {
      const text = await readLimited(response, options.maxBytes);
      return { status: response.status, ok: response.ok, headers: response.headers, text, url: current.href };
    }
    await response.body?.cancel().catch(() => {});
    const location = response.headers.get('location');
    const method = (request.method ?? 'GET').toUpperCase();
    let next: URL | undefined;
    try {
      next = location ? new URL(location, current) : undefined;
    } catch {
      next = undefined;
    }
    if (!next || !sameHostRedirect(current, next) || (method !== 'GET' && method !== 'HEAD' && !KEEP_METHOD.has(response.status))) {
      throw new BoundedFetchError('redirectElsewhere',
        `${current.origin} answered HTTP ${response.status} redirecting to ${next ? next.origin : 'an unreadable location'}; only same-host redirects that keep the request are followed`);
    }
    if (hops >= maxRedirects) throw new BoundedFetchError('tooManyRedirects', `${current.origin} redirected more than ${maxRedirects} times`);
    current = next;
  }
}

/**
 * A response's body as its chunks, counted as they arrive and given up (the stream cancelled) at
 * more than `maxBytes`: undefined then. A declared Content-Length over the limit is refused before
 * reading; otherwise the declared length is not trusted. One reader for every body whose sender
 * chooses its size (providers, Open Food Facts, a page's images in the extension).
 */
export async function readCappedChunks(response: Response, maxBytes: number): Promise<Uint8Array[] | undefined> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    return undefined;
  }
  if (!response.body) return [];
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return chunks;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return undefined;
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
}

/** The body as text, read with readCappedChunks; over `maxBytes` is a tooLarge error. The fetch's signal aborts the read. */
export async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const chunks = await readCappedChunks(response, maxBytes);
  if (!chunks) throw tooLarge(maxBytes);
  const decoder = new TextDecoder('utf-8');
  let text = '';
  for (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

function tooLarge(maxBytes: number): BoundedFetchError {
  return new BoundedFetchError('tooLarge', `the answer is larger than ${maxBytes} bytes`);
}
