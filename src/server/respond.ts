import { NutritionApiError, type ErrorCode } from '../api/index.js';

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_TYPE, ...headers } });
}

export function successResponse(data: unknown): Response {
  return jsonResponse(200, { success: true, data });
}

/** The failure envelope, with the identifier's main status unless told otherwise. */
export function failureResponse(status: number, error: ErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return jsonResponse(status, { success: false, error, message }, headers);
}

/** A NutritionApiError from our own checks, as an answer. */
export function errorResponse(error: NutritionApiError, fallbackStatus: number): Response {
  return jsonResponse(error.status ?? fallbackStatus, error.toEnvelope());
}
