import { createMiddleware } from 'hono/factory';
import { NutritionApiError, formatIssues, operations, type OperationName } from '../api/index.js';
import { checkContentType, declaredLength, discardBody, parseJsonBody, readBody } from './request-body.js';
import type { Next } from 'hono';
import type { ServiceContext, ServiceEnv } from './service-env.js';
import type { ByteBudget } from './byte-budget.js';

/**
 * Reads `{"data": {...}}` and validates `data` with the operation's request schema; the answer to
 * a bad request is `invalidRequest` naming the member ("data.text: text is empty; …").
 * It plays the part of @hono/zod-validator's `zValidator('json', …)`, which would read the body
 * with `c.req.json()`: unbounded and parsed before any depth check. Here the body is read while
 * counting bytes (413 at the limit) and nesting is checked before JSON.parse.
 */
export function validateRequest(operation: OperationName, maxBodyBytes: number, images?: ByteBudget) {
  const schema = operations[operation].request;
  return createMiddleware<ServiceEnv>(async (c, next) => {
    checkContentType(c.req.header('content-type'));
    // An image request holds its bytes in the service's budget until its answer is ready: the
    // body, its parse, the decoded image and the engine's copy all live that long.
    const hold = images?.hold();
    try {
      // A declared length that cannot fit is refused before its body is read (the body, at most
      // maxBodyBytes, is dropped as it arrives so the client reads the 503).
      const declared = declaredLength(c.req.raw, c.env?.incoming);
      if (hold && declared !== undefined && declared <= maxBodyBytes && !hold.reserveUpTo(declared)) {
        discardBody(c.req.raw, c.env?.incoming);
        c.get('state').bodyRead = true;
        throw images!.full();
      }
      const bytes = await readBody(c.req.raw, c.env?.incoming, maxBodyBytes, hold && { hold, full: () => images!.full() });
      c.get('state').bodyRead = true;
      await validated(c, bytes, next);
    } finally {
      hold?.release();
    }
  });

  async function validated(c: ServiceContext, bytes: Uint8Array, next: Next): Promise<void> {
    const body = parseJsonBody(bytes);
    if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
      throw new NutritionApiError('invalidRequest', 'The body must be a JSON object of the form {"data": {...}}', { status: 400 });
    }
    const parsed = schema.safeParse((body as { data: unknown }).data);
    if (!parsed.success) throw new NutritionApiError('invalidRequest', formatIssues(parsed.error, 'data'), { status: 400 });
    c.set('data', parsed.data);
    await next();
  }
}
