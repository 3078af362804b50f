import { createMiddleware } from 'hono/factory';
import { NutritionApiError, formatIssues, operations, type OperationName } from '../api/index.js';
import { checkContentType, parseJsonBody, readBody } from './request-body.js';
import type { ServiceEnv } from './service-env.js';

/**
 * Reads `{"data": {...}}` and validates `data` with the operation's request schema; the answer to
 * a bad request is `invalidRequest` naming the member ("data.text: text is empty; …").
 * It plays the part of @hono/zod-validator's `zValidator('json', …)`, which would read the body
 * with `c.req.json()`: unbounded and parsed before any depth check. Here the body is read while
 * counting bytes (413 at the limit) and nesting is checked before JSON.parse.
 */
export function validateRequest(operation: OperationName, maxBodyBytes: number) {
  const schema = operations[operation].request;
  return createMiddleware<ServiceEnv>(async (c, next) => {
    checkContentType(c.req.header('content-type'));
    const bytes = await readBody(c.req.raw, c.env?.incoming, maxBodyBytes);
    c.get('state').bodyRead = true;
    const body = parseJsonBody(bytes);
    if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
      throw new NutritionApiError('invalidRequest', 'The body must be a JSON object of the form {"data": {...}}', { status: 400 });
    }
    const parsed = schema.safeParse((body as { data: unknown }).data);
    if (!parsed.success) throw new NutritionApiError('invalidRequest', formatIssues(parsed.error, 'data'), { status: 400 });
    c.set('data', parsed.data);
    await next();
  });
}
