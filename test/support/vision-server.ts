/**
 * A stand-in for a hosted vision model: a real HTTP server on loopback speaking the
 * OpenAI-compatible chat completions protocol (POST /v1/chat/completions). The request's
 * `model` picks how it answers, so one server covers every case:
 *
 * - `plain`     `{"foods": [...]}` as the whole message content
 * - `fenced`    the JSON inside a ```json code fence
 * - `prose`     a sentence, the JSON, another sentence
 * - `numbers`   the JSON with calories, protein and a confidence beside each food
 * - `empty`     `{"foods": []}`
 * - `error-500` HTTP 500 with an OpenAI-style error body
 * - `slow`      answers only after `slowMs` (for timeouts)
 * - `nonsense`  a chat message with no food list in it
 * - `not-json`  an HTML page with status 200
 *
 * Hostile answers (issue 28):
 * - `brackets`    150 KB of `{` with the food list at the end (parsing every "{" as a start was quadratic)
 * - `many-foods`  a list of 500 foods
 * - `huge`        a completion whose content grows without end, streamed (`hugeBytes`, default 1.5 GB);
 *                 `sentBytes()` says how much was actually written before the client stopped reading
 * - `drip`        200 OK, then one byte of the answer every 50 ms
 * - `echo-key`    401 whose error message quotes the Authorization header and the URL it was sent to
 * - `redirect-same` / `redirect-elsewhere`  307 to the same path on this host / to `redirectTo`
 *
 * With `key` set, a request without `Authorization: Bearer <key>` gets 401 like OpenAI's.
 * Every request is recorded (headers and parsed body) for the tests to inspect.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendDrip, sendEndless, type SentCounter } from './hostile-bodies.js';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface VisionServerOptions {
  key?: string;
  /** The foods every food-answering scenario names. */
  foods?: { name: string; grams: number }[];
  slowMs?: number;
  /** Where `redirect-elsewhere` points (another host). */
  redirectTo?: string;
  hugeBytes?: number;
}

export interface VisionServer {
  /** Base URL to configure, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Bytes of answer written so far by `huge` answers. */
  sentBytes(): number;
  close(): Promise<void>;
}

export const DEFAULT_FOODS = [
  { name: 'grilled chicken breast', grams: 150 },
  { name: 'white rice', grams: 200 },
  { name: 'steamed broccoli', grams: 80 },
];

function completion(model: string, content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

function openAiError(message: string, type: string): string {
  return JSON.stringify({ error: { message, type, param: null, code: null } });
}

export async function startVisionServer(options: VisionServerOptions = {}): Promise<VisionServer> {
  const foods = options.foods ?? DEFAULT_FOODS;
  const requests: RecordedRequest[] = [];
  const sent: SentCounter = { bytes: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const send = (status: number, text: string, type = 'application/json') => {
        res.writeHead(status, { 'Content-Type': type });
        res.end(text);
      };
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'POST' || path !== '/v1/chat/completions') return send(404, openAiError(`Unknown request URL: ${req.method} ${req.url}`, 'invalid_request_error'));
      if (options.key && req.headers.authorization !== `Bearer ${options.key}`) {
        return send(401, openAiError('Incorrect API key provided.', 'invalid_request_error'));
      }
      const model = typeof body === 'object' && body !== null ? (body as { model?: unknown }).model : undefined;
      const json = JSON.stringify({ foods });
      switch (model) {
        case 'plain': return send(200, completion(model, json));
        case 'fenced': return send(200, completion(model, '```json\n' + JSON.stringify({ foods }, null, 2) + '\n```'));
        case 'prose': return send(200, completion(model, `Sure! Here is what I can see on the plate: ${json} Let me know if you need anything else.`));
        case 'numbers':
          return send(200, completion(model, JSON.stringify({
            foods: foods.map((f) => ({ ...f, calories: 999, protein: 77, confidence: 0.5 })),
            total_calories: 4242,
          })));
        case 'empty': return send(200, completion(model, '{"foods": []}'));
        case 'error-500': return send(500, openAiError('The server had an error while processing your request.', 'server_error'));
        case 'slow': {
          const timer = setTimeout(() => send(200, completion(model, json)), options.slowMs ?? 5_000);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        case 'nonsense': return send(200, completion(model, 'I am sorry, I cannot help with identifying images today.'));
        case 'not-json': return send(200, '<html><body>Bad gateway</body></html>', 'text/html');
        case 'brackets': return send(200, completion(model, '{'.repeat(150_000) + json));
        case 'many-foods':
          return send(200, completion(model, JSON.stringify({ foods: Array.from({ length: 500 }, (_, i) => ({ name: `apple number ${i}`, grams: 100 })) })));
        case 'huge':
          // A completion whose content never ends: `{"choices":[{"message":{"content":"aaaa…`.
          return sendEndless(res, '{"choices":[{"message":{"role":"assistant","content":"', '"}}]}', options.hugeBytes ?? 1.5 * 1024 ** 3, sent);
        case 'drip':
          return sendDrip(res, completion(model, json));
        case 'echo-key':
          return send(401, openAiError(`Incorrect API key provided: ${String(req.headers.authorization)} for http://${req.headers.host}${req.url}`, 'invalid_request_error'));
        case 'redirect-same':
          if ((req.url ?? '').includes('moved=1')) return send(200, completion(model, json));
          res.writeHead(307, { Location: '/v1/chat/completions?moved=1' }).end();
          return;
        case 'redirect-elsewhere':
          res.writeHead(307, { Location: `${options.redirectTo ?? 'http://localhost:9'}/chat/completions` }).end();
          return;
        default: return send(404, openAiError(`The model '${String(model)}' does not exist`, 'invalid_request_error'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    sentBytes: () => sent.bytes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
