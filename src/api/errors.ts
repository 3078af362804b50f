/*
 * No zod here on purpose: components and pages that only need the error type should not pay
 * for the schema library (the schemas build `z.enum(ERROR_CODES)` themselves).
 */

/**
 * Error identifiers of the v4 interface document, plus `invalidRequest` (DESIGN.md:
 * "Errors beyond the interface document"). These travel on the wire in `error`.
 */
export const ERROR_CODES = [
  'noFoodDetected',
  'noFoodDetectedText',
  'noLabelDetected',
  'barcodeNotFound',
  'unauthorized',
  'invalidApiKey',
  'exceededDailyLimit',
  'internalServerError',
  'invalidRequest',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Identifiers the client gives to failures that never reached a v4 answer. They never travel
 * on the wire; a service must not send them.
 */
export const CLIENT_ERROR_CODES = [
  /** The request could not be sent or the connection dropped before an answer. */
  'networkError',
  /** No answer within `timeoutMs`. */
  'timeout',
  /** The caller aborted through its AbortSignal. */
  'aborted',
  /** The answer was not JSON (a proxy's HTML error page, a truncated body). */
  'badResponse',
  /** The answer was JSON but not a v4 envelope, or its FoodResult broke the schema. */
  'unexpectedResponse',
] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}

/** The main HTTP status of each identifier (DESIGN.md "HTTP status"). */
export const errorStatus: Record<ErrorCode, number> = {
  invalidRequest: 400,
  unauthorized: 401,
  invalidApiKey: 401,
  barcodeNotFound: 404,
  noFoodDetected: 422,
  noFoodDetectedText: 422,
  noLabelDetected: 422,
  exceededDailyLimit: 429,
  internalServerError: 500,
};

/**
 * Every status an identifier may come with, when more than its main one: 413 and 415 are
 * `invalidRequest` for an oversized or non-JSON body; 403 is `unauthorized` for a valid key
 * that may not do this (scope or origin).
 */
export const errorStatuses: Record<ErrorCode, readonly number[]> = {
  invalidRequest: [400, 413, 415],
  unauthorized: [401, 403],
  invalidApiKey: [401],
  barcodeNotFound: [404],
  noFoodDetected: [422],
  noFoodDetectedText: [422],
  noLabelDetected: [422],
  exceededDailyLimit: [429],
  // 501: the operation is in the contract but this service or engine does not implement it.
  internalServerError: [500, 501],
};

/** What each identifier means, in words a person can act on; the default `message`. */
export const errorMeaning: Record<ErrorCode | ClientErrorCode, string> = {
  noFoodDetected: 'No food was found in the image. Try a closer, well-lit photo of the plate.',
  noFoodDetectedText: 'No food was found in the text. Try something like "2 eggs and toast".',
  noLabelDetected:
    'No nutrition label was found in the image. Photograph the whole nutrition panel, flat and in focus.',
  barcodeNotFound: 'The barcode is valid but no product with it is known.',
  unauthorized: 'This request is not authorized: send an API key that may use this operation from this origin.',
  invalidApiKey: 'The API key is malformed, unknown or revoked.',
  exceededDailyLimit: "The API key's daily limit is used up; it resets at 00:00 UTC.",
  internalServerError: 'The service failed while handling the request. Try again; if it persists, report it.',
  invalidRequest: 'The request is not in the shape the operation expects.',
  networkError: 'The service could not be reached.',
  timeout: 'The service did not answer in time.',
  aborted: 'The request was cancelled.',
  badResponse: 'The service answered with something that is not JSON.',
  unexpectedResponse: 'The service answered JSON that is not a v4 response.',
};

export interface NutritionApiErrorOptions {
  /** HTTP status of the answer, when there was one. */
  status?: number;
  /** The v4 operation the failure belongs to. */
  operation?: string;
  /** Seconds until a retry can succeed (from `Retry-After` on 429). */
  retryAfterSeconds?: number;
  cause?: unknown;
  /**
   * What a remote caller may read when `message` holds detail only the operator should see (a
   * dependency's address, its answer): a fixed sentence naming the failing dependency. The
   * service answers with it and logs `message`; in process (CLI, embedded engine) the person
   * reading is the operator and sees `message`.
   */
  publicMessage?: string;
}

/**
 * The one error type of nutri-kit's API surface: the client, the engine and the server all
 * speak it. `code` is for code to branch on, `message` is for a person to read.
 */
export class NutritionApiError extends Error {
  override readonly name = 'NutritionApiError';
  readonly code: ErrorCode | ClientErrorCode | (string & {});
  readonly status: number | undefined;
  readonly operation: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly publicMessage: string | undefined;

  constructor(code: ErrorCode | ClientErrorCode | (string & {}), message?: string, options: NutritionApiErrorOptions = {}) {
    super(message || defaultMessage(code), options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
    this.operation = options.operation;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.publicMessage = options.publicMessage;
  }

  /** The v4 failure envelope for this error. */
  toEnvelope(): { success: false; error: string; message: string } {
    return { success: false, error: this.code, message: this.message };
  }
}

export function defaultMessage(code: string): string {
  return (errorMeaning as Record<string, string>)[code] ?? `The service reported "${code}".`;
}

export function isNutritionApiError(value: unknown): value is NutritionApiError {
  return value instanceof NutritionApiError;
}

/**
 * The one answer for an operation that is in the v4 contract but not implemented where it was
 * called (engine, extension, service): 501 with the operations that are offered, so a caller
 * can tell "not here" from "broken".
 */
export function unimplementedOperation(operation: string, offered: readonly string[]): NutritionApiError {
  const list = offered.length > 0 ? offered.join(', ') : 'no operation';
  return new NutritionApiError('internalServerError', `${operation} is not implemented yet here; this engine offers ${list}.`, {
    operation,
    status: 501,
  });
}
