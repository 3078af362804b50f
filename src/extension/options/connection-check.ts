import { createClient, NutritionApiError } from '../../api/index.js';

export type ConnectionProblem =
  | 'invalidUrl'
  | 'unreachable'
  | 'cors'
  | 'invalidApiKey'
  | 'unauthorized'
  | 'exceededDailyLimit'
  | 'timeout'
  | 'notV4'
  | 'serviceError';

export interface ConnectionReport {
  ok: boolean;
  problem?: ConnectionProblem;
  message: string;
}

export interface CheckOptions {
  /** The origin the browser sends (the extension's), for the words of a CORS problem. */
  origin: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const PROBE_MEAL = '1 apple';

/**
 * "Test connection": one real describeMeal against the service, with the failure told apart:
 * a URL that is not one, a service that does not answer, one that answers but refuses this
 * origin (CORS), a key it rejects or that may not do this, a quota used up, or something that
 * is not a v4 service at all. It uses one request of the key's daily quota.
 */
export async function checkConnection(serviceUrl: string, apiKey: string, options: CheckOptions): Promise<ConnectionReport> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let base: URL;
  try {
    base = new URL(serviceUrl.trim());
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('scheme');
  } catch {
    return { ok: false, problem: 'invalidUrl', message: `“${serviceUrl}” is not an http(s) URL. Enter the service’s base URL, e.g. http://127.0.0.1:8787.` };
  }
  const client = createClient({ baseUrl: base.href, apiKey: apiKey.trim() || undefined, timeoutMs: options.timeoutMs ?? 8_000, fetch: fetchImpl });
  try {
    const result = await client.describeMeal(PROBE_MEAL);
    return { ok: true, message: `Connected: ${client.baseUrl} answered describeMeal (“${PROBE_MEAL}” = ${Math.round(result.calories * result.servings)} kcal).` };
  } catch (error) {
    if (!(error instanceof NutritionApiError)) {
      return { ok: false, problem: 'serviceError', message: `The test failed: ${error instanceof Error ? error.message : String(error)}` };
    }
    return explain(error, client.baseUrl, apiKey.trim(), options.origin, fetchImpl);
  }
}

async function explain(error: NutritionApiError, baseUrl: string, apiKey: string, origin: string, fetchImpl: typeof fetch): Promise<ConnectionReport> {
  switch (error.code) {
    case 'networkError': {
      // A browser says only "Failed to fetch" for both; an opaque no-cors request still gets
      // through to a running service that merely refuses this origin.
      const reachable = await fetchImpl(baseUrl + '/v4/describeMeal', { method: 'POST', mode: 'no-cors' }).then(() => true, () => false);
      return reachable
        ? { ok: false, problem: 'cors', message: `${baseUrl} is running but does not allow requests from this extension (CORS): allow the origin ${origin} on the service (or in the key’s allowed origins), or press “Allow access” to let the extension reach it directly.` }
        : { ok: false, problem: 'unreachable', message: `${baseUrl} is unreachable: nothing answered. Is the service running, and are the host and port right?` };
    }
    case 'timeout':
      return { ok: false, problem: 'timeout', message: error.message };
    case 'invalidApiKey':
      return { ok: false, problem: 'invalidApiKey', message: `The service rejected the API key (invalidApiKey): it is malformed, unknown or revoked. ${error.message}` };
    case 'unauthorized':
      return {
        ok: false,
        problem: 'unauthorized',
        message: apiKey
          ? `The key is valid but may not do this (unauthorized): it lacks the describeMeal scope, or its allowed origins do not include ${origin}. ${error.message}`
          : `The service needs an API key (unauthorized): enter one. ${error.message}`,
      };
    case 'exceededDailyLimit':
      return { ok: false, problem: 'exceededDailyLimit', message: `The connection and the key work, but the key’s daily limit is used up (exceededDailyLimit). ${error.message}` };
    case 'badResponse':
    case 'unexpectedResponse':
      return { ok: false, problem: 'notV4', message: `Something answered at ${baseUrl}, but not as a v4 nutrition service: ${error.message}` };
    default:
      return { ok: false, problem: 'serviceError', message: `The service answered ${error.code}: ${error.message}` };
  }
}
