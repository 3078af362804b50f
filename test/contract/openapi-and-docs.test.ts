import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiDocument, operations, errorStatuses } from '../../src/api/index.js';
import { contractMarkdown } from '../../src/api/contract-doc.js';

type Doc = {
  openapi: string;
  paths: Record<string, { post: { operationId: string; responses: Record<string, unknown>; requestBody: { content: Record<string, { schema: unknown; example: unknown }> } } }>;
  components: { schemas: Record<string, unknown> };
};

describe('the OpenAPI document', () => {
  const doc = openApiDocument() as unknown as Doc;

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('has one path per operation of the table, with the table\'s statuses', () => {
    expect(Object.keys(doc.paths).sort()).toEqual(Object.values(operations).map((o) => o.path).sort());
    for (const [name, spec] of Object.entries(operations)) {
      const post = doc.paths[spec.path]!.post;
      expect(post.operationId).toBe(name);
      const statuses = new Set(['200', ...spec.errors.flatMap((code) => errorStatuses[code].map(String))]);
      expect(new Set(Object.keys(post.responses))).toEqual(statuses);
    }
  });

  it('resolves every $ref inside the document itself', () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const target = ref.slice(8, -1);
      expect(target.startsWith('#/components/schemas/'), target).toBe(true);
      expect(doc.components.schemas[target.slice('#/components/schemas/'.length)], target).toBeDefined();
    }
  });

  it('describes the request limits the schemas enforce', () => {
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, { maxLength?: number }> }>;
    expect(JSON.stringify(schemas.DescribeMealDataInput)).toContain('text');
    expect(JSON.stringify(schemas.FoodDataInput)).toContain('ethanol');
    expect(JSON.stringify(schemas.RatedFoodResult)).toContain('healthRating');
    expect(JSON.stringify(schemas.FoodResult)).not.toContain('"healthRating":{"type":"object"');
  });
});

describe('docs/contract.md', () => {
  it('is exactly what the operation table generates (run `npm run docs:contract` after changing the table)', () => {
    const onDisk = readFileSync(new URL('../../docs/contract.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(contractMarkdown());
  });

  it('shows every operation with a request and a response example', () => {
    const text = contractMarkdown();
    for (const [name, spec] of Object.entries(operations)) {
      expect(text).toContain(`### ${name}`);
      expect(text).toContain(`POST ${spec.path}`);
      expect(text).toContain(JSON.stringify({ data: spec.example.request }, null, 2));
    }
  });
});
