import { z } from 'zod';
import { operations, type OperationName, type OperationResult } from './operations.js';
import { bindApi, type NutritionApi, type CallOptions } from './api.js';
import { NutritionApiError, type ClientErrorCode } from './errors.js';
import { LenientFailureEnvelope } from './schemas.js';
import { formatIssues } from './format-issues.js';

export interface ClientOptions {
  /** Where the v4 service lives, e.g. "https://nutri.example" or "http://127.0.0.1:8787". */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /** A fetch to use instead of the global one (tests, proxies, extension contexts). */
  fetch?: typeof fetch;
  /** Give up on an answer after this many milliseconds (default 30 000; 0 = never). */
  timeoutMs?: number;
  /** Extra headers for every request. */
  headers?: Record<string, string>;
}

export type NutritionClient = NutritionApi & { readonly baseUrl: string };

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * A typed client for any v4 service. Requests are validated before they leave the process,
 * answers are validated against the schemas, and every failure is a NutritionApiError.
 */
export function createClient(options: ClientOptions): NutritionClient {
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const send = async <K extends OperationName>(operation: K, data: unknown, call: CallOptions): Promise<OperationResult<K>> => {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    if (typeof fetchImpl !== 'function') {
      throw new NutritionApiError('networkError', 'There is no fetch in this environment; pass one in createClient({ fetch })', { operation });
    }
    const url = baseUrl + operations[operation].path;
    const headers: Record<string, string> = {
      ...options.headers,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

    const { signal, cleanup, reason } = linkSignals(call.signal, timeoutMs);
    let response: Response;
    let body: string;
    try {
      response = await fetchImpl(url, { method: 'POST', headers, body: JSON.stringify({ data }), signal });
      body = await response.text();
    } catch (error) {
      throw transportError(operation, url, reason(), timeoutMs, error);
    } finally {
      cleanup();
    }
    return readAnswer(operation, url, response, body);
  };

  const client = bindApi((operation, data, call) => send(operation, data, call));
  return Object.assign(client, { baseUrl });
}

function normalizeBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new NutritionApiError('invalidRequest', `baseUrl "${baseUrl}" is not an absolute URL such as "http://127.0.0.1:8787"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new NutritionApiError('invalidRequest', `baseUrl must be http or https, not ${url.protocol}`);
  }
  return url.href.replace(/\/+$/, '');
}

type AbortReason = 'timeout' | 'aborted' | undefined;

/** One signal that fires on the caller's abort or on the timeout, and says which it was. */
function linkSignals(outer: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let why: AbortReason;
  const onAbort = () => {
    why ??= 'aborted';
    controller.abort(outer?.reason);
  };
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  const timer = timeoutMs > 0
    ? setTimeout(() => {
        why ??= 'timeout';
        controller.abort(new Error('timeout'));
      }, timeoutMs)
    : undefined;
  return {
    signal: controller.signal,
    reason: () => why,
    cleanup: () => {
      if (timer) clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

function transportError(operation: string, url: string, why: AbortReason, timeoutMs: number, error: unknown) {
  if (why === 'timeout') {
    return new NutritionApiError('timeout', `${url} did not answer within ${timeoutMs / 1000} s`, { operation, cause: error });
  }
  if (why === 'aborted') {
    return new NutritionApiError('aborted', `${operation} was cancelled before ${url} answered`, { operation, cause: error });
  }
  const detail = describeNetworkError(error);
  return new NutritionApiError('networkError', `Could not reach ${url}: ${detail}`, { operation, cause: error });
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code;
  if (code === 'ECONNREFUSED') return 'the connection was refused (is the service running on that port?)';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'the connection dropped before the answer was complete';
  if (code === 'ENOTFOUND') return 'the host name does not resolve';
  if (code) return `${code}${cause?.message ? ` (${cause.message})` : ''}`;
  const message = error instanceof Error ? error.message : String(error);
  // Browsers say only "Failed to fetch": CORS, DNS, offline and refused all look the same.
  return /failed to fetch|networkerror|load failed/i.test(message)
    ? `${message} (the service is unreachable, or it does not allow this origin through CORS)`
    : message;
}

function readAnswer<K extends OperationName>(operation: K, url: string, response: Response, body: string): OperationResult<K> {
  const status = response.status;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    const start = body.trim().slice(0, 60).replace(/\s+/g, ' ');
    throw clientError('badResponse', `${url} answered HTTP ${status} with a body that is not JSON${start ? ` ("${start}…")` : ' (empty)'}`, operation, status);
  }
  const envelope = json as { success?: unknown };
  if (envelope && typeof envelope === 'object' && envelope.success === false) {
    const failure = LenientFailureEnvelope.safeParse(json);
    if (!failure.success) {
      throw clientError('unexpectedResponse', `${url} answered a failure that is not a v4 envelope: ${formatIssues(failure.error)}`, operation, status);
    }
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new NutritionApiError(failure.data.error, failure.data.message, {
      operation,
      status,
      retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    });
  }
  const success = z.object({ success: z.literal(true), data: operations[operation].result }).safeParse(json);
  if (!success.success) {
    throw clientError('unexpectedResponse', `${url} answered HTTP ${status} with JSON that is not a v4 ${operation} result: ${formatIssues(success.error)}`, operation, status);
  }
  if (status < 200 || status > 299) {
    throw clientError('unexpectedResponse', `${url} answered HTTP ${status} with a success envelope`, operation, status);
  }
  return success.data.data as OperationResult<K>;
}

function clientError(code: ClientErrorCode, message: string, operation: string, status: number) {
  return new NutritionApiError(code, message, { operation, status });
}
