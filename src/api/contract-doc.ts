import { operations, type OperationSpec } from './operations.js';
import { errorMeaning, errorStatuses, ERROR_CODES } from './errors.js';
import { limits, formatBytes } from './limits.js';

/*
 * docs/contract.md is this function's output (`npm run docs:contract`), and a test fails when the
 * file and the operation table disagree, so the document cannot drift from the code.
 */

const json = (value: unknown) => '```json\n' + JSON.stringify(value, null, 2) + '\n```';

function operationSection(name: string, spec: OperationSpec): string {
  const codes = spec.errors.map((code) => `\`${code}\` (${errorStatuses[code].join('/')})`).join(', ');
  const hasRating = name !== 'fixFood';
  return [
    `### ${name}`,
    '',
    `\`POST ${spec.path}\` — ${spec.summary}.`,
    '',
    `Result: FoodResult ${hasRating ? '**with** `healthRating`' : '**without** `healthRating`'}. Errors: ${codes}.`,
    '',
    'Request:',
    '',
    json({ data: spec.example.request }),
    '',
    'Response (200):',
    '',
    json({ success: true, data: spec.example.result }),
    '',
  ].join('\n');
}

export function contractMarkdown(): string {
  const statusRows = ERROR_CODES.map(
    (code) => `| \`${code}\` | ${errorStatuses[code].join(', ')} | ${errorMeaning[code]} |`,
  );
  const opRows = Object.entries(operations).map(
    ([name, spec]) => `| ${name} | \`${spec.path}\` | ${spec.errors.map((e) => `\`${e}\``).join(' ')} |`,
  );
  return [
    '# The v4 contract',
    '',
    '<!-- Generated from src/api/operations.ts by `npm run docs:contract`; a test checks it. Do not edit by hand. -->',
    '',
    'The Nutrition Analysis Service v4 ([interface document](v4-interface.md)) with the points it leaves open',
    'settled as in DESIGN.md. The zod schemas in `src/api` are the single source: the client, the server,',
    '`GET /v4/openapi.json` and this page are derived from them.',
    '',
    '## Envelope',
    '',
    'Every request is `POST` with `Content-Type: application/json` and the body `{"data": {...}}`.',
    'A success is `{"success": true, "data": <FoodResult>}`; a failure is',
    '`{"success": false, "error": "<identifier>", "message": "<text a person can read>"}`.',
    '`message` is an addition to the interface document and is always present on failures from nutri-kit.',
    'Clients treat an identifier they do not know as a failure with its message.',
    '',
    '## Authentication',
    '',
    'Send the key as `Authorization: Bearer <key>` (or `X-API-Key: <key>`). No key: 401 `unauthorized`.',
    'A malformed, unknown or revoked key: 401 `invalidApiKey`. A valid key that may not do this (operation',
    'not in its scopes, browser `Origin` not in its allowed origins): 403 `unauthorized`. The embedded engine',
    'needs no key.',
    '',
    '## Daily limit',
    '',
    'Counted per key per UTC day and reset at 00:00 UTC. Every request that passes authentication and',
    'validation counts, whatever its outcome. Answers carry `X-RateLimit-Limit`, `X-RateLimit-Remaining` and',
    '`X-RateLimit-Reset` (Unix seconds); a 429 `exceededDailyLimit` carries `Retry-After` (seconds).',
    '',
    '## Units and meaning',
    '',
    '- `calories` in kcal (whole numbers); `protein`, `carbs`, `fats` in grams (one decimal).',
    '- Figures are for **one serving**; `servings` is how many servings the input shows (consumed = figure × servings).',
    '  A meal of several different things is one serving of that meal; "2 slices of pizza" is 2 servings of one slice;',
    '  a recipe that yields 4 is 4 servings of a quarter each; a label or barcode product is one serving as printed',
    '  (per 100 g when the pack gives no serving size, and the name says so).',
    '- `ingredients` are the parts of one serving; their figures add up to the totals (±1 for rounding).',
    '- Alcohol: `carbs` includes grams of ethanol; `ethanolCarbRatio` is the share of `carbs` that is ethanol (0–1).',
    '  fixFood takes `foodData.ethanol` in grams per serving: `ethanol = ethanolCarbRatio × carbs`. Ethanol counts 7 kcal/g.',
    '- `healthRating.rating` is a whole number 0–10 (10 best) with three specific tips; see [health-rating.md](health-rating.md).',
    '- `isAdded` is true for an ingredient a correction or the client added; false for what the analysis found.',
    '- `shouldUseLabelScanner` is true when a nutrition panel would give better numbers than the input did.',
    '',
    '## Limits',
    '',
    `- \`text\`: 1 to ${limits.textMaxChars.toLocaleString('en-US')} characters; \`issue\`: 1 to ${limits.issueMaxChars.toLocaleString('en-US')}.`,
    `- \`barcode\`: ${limits.barcodeMinDigits}–${limits.barcodeMaxDigits} digits after removing spaces and dashes, with a valid GTIN check digit.`,
    `- \`imageData\`: base64 or a \`data:image/...;base64,\` URL of a JPEG, PNG, WebP or GIF, at most ${formatBytes(limits.imageMaxBytes)} decoded.`,
    `- Request body: at most ${formatBytes(limits.bodyMaxBytes)} (413 beyond); a body that is not JSON: 415.`,
    '',
    '## Errors and HTTP status',
    '',
    '| identifier | HTTP status | meaning (the default `message`) |',
    '|---|---|---|',
    ...statusRows,
    '',
    'Answers of the service itself, outside any operation (see [service.md](service.md)), use the same envelope:',
    'an unknown path is 404 `invalidRequest`; an operation of the contract that the engine does not implement is 501',
    '`internalServerError` naming the operations it offers (the same answer from the embedded engine); a wrong method is',
    '405 `invalidRequest` with `Allow`; a request whose headers or body arrive too slowly is 408 `invalidRequest`;',
    'headers over 16 KiB are 431 `invalidRequest`; too many requests in flight from one client address is 503',
    '`internalServerError` with `Retry-After: 1` (not 429, which means the key\'s day is used up).',
    '',
    '## Operations',
    '',
    '| operation | path | error identifiers |',
    '|---|---|---|',
    ...opRows,
    '',
    ...Object.entries(operations).map(([name, spec]) => operationSection(name, spec)),
  ].join('\n');
}
