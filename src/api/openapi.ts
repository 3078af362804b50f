import { z } from 'zod';
import { operations } from './operations.js';
import { errorMeaning, errorStatuses, type ErrorCode } from './errors.js';
import { FailureEnvelope, requestEnvelope, successEnvelope } from './schemas.js';
import { limits } from './limits.js';

type JsonSchema = Record<string, unknown>;

/**
 * zod names shared schemas (`.meta({ id })`) in a local `$defs`, but inside an OpenAPI document a
 * `#/$defs/X` reference resolves against the document root; so named schemas move to
 * `components.schemas` and references follow them. Input and output shapes of one schema differ
 * (defaults make members optional on input), hence the `Input` suffix.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  add(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const suffix = io === 'input' ? 'Input' : '';
    const { $schema: _s, $defs, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    const rename = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rename);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? [key, `#/components/schemas/${inner.slice(8)}${suffix}`]
            : [key, rename(inner)],
        ),
      );
    };
    for (const [name, def] of Object.entries($defs ?? {})) this.components[name + suffix] = rename(def) as JsonSchema;
    return rename(root) as JsonSchema;
  }
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'No API key, or an invalid one',
  403: 'The key may not do this',
  404: 'Not found',
  413: 'Body over the size limit',
  415: 'Body is not JSON',
  422: 'Nothing to analyse was found',
  429: 'Daily limit used up',
  500: 'Internal error',
};

/** Groups an operation's error identifiers by HTTP status. */
function failuresByStatus(errors: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errors) {
    for (const status of errorStatuses[code]) {
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

const rateLimitHeaders = {
  'X-RateLimit-Limit': { description: "The key's daily limit", schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left today (UTC)', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Unix time (seconds) of the next 00:00 UTC', schema: { type: 'integer' } },
  'X-Request-Id': { description: 'Identifies the request in the service log', schema: { type: 'string' } },
};

/** The OpenAPI 3.1 document of the v4 service, produced from the operation table. */
export function openApiDocument(options: { serverUrl?: string } = {}): JsonSchema {
  const schemas = new SchemaCollector();
  const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => schemas.add(schema, io);
  const failure = jsonSchema(FailureEnvelope, 'output');
  const paths: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(operations)) {
    const responses: Record<string, unknown> = {
      200: {
        description: 'The analysis',
        headers: rateLimitHeaders,
        content: {
          'application/json': { schema: jsonSchema(successEnvelope(spec.result), 'output'), example: { success: true, data: spec.example.result } },
        },
      },
    };
    for (const [status, codes] of failuresByStatus(spec.errors)) {
      const headers: Record<string, unknown> = { ...rateLimitHeaders };
      if (status === 429) headers['Retry-After'] = { description: 'Seconds until 00:00 UTC', schema: { type: 'integer' } };
      responses[status] = {
        description: `${STATUS_TEXT[status] ?? 'Failure'}: ${codes.join(', ')}`,
        headers,
        content: {
          'application/json': {
            schema: { allOf: [failure, { properties: { error: { type: 'string', enum: codes } } }] },
            example: { success: false, error: codes[0], message: errorMeaning[codes[0]!] },
          },
        },
      };
    }
    paths[spec.path] = {
      post: {
        operationId: name,
        summary: spec.summary,
        security: [{ bearer: [] }, { apiKeyHeader: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: jsonSchema(requestEnvelope(spec.request), 'input'), example: { data: spec.example.request } },
          },
        },
        responses,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Nutrition Analysis Service',
      version: '4',
      description:
        `Five POST operations that turn food into numbers. Figures are per serving: kcal and grams. ` +
        `Bodies are at most ${limits.bodyMaxBytes / 1024 / 1024} MiB; see docs/contract.md.`,
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    paths,
    components: {
      schemas: schemas.components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <key>' },
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      },
    },
  };
}
