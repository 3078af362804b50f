/*
 * A vision provider that answers as an attacker would (issue 28): answers built to make parsing
 * quadratic, lists of hundreds of foods, answers of gigabytes, answers that drip in, redirects to
 * another host, an error body that echoes the key. Each against the real provider client over
 * HTTP on loopback, with the stand-in speaking the chat completions protocol.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../src/api/index.js';
import {
  createVisionProvider,
  MAX_VISION_ANSWER_CHARS,
  MAX_VISION_FOODS,
  parseVisionAnswer,
  VISION_PROBLEMS,
} from '../../src/engine/image/vision.js';
import { createRaster, encodeJpeg } from '../../src/engine/imaging/index.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../support/run-cli.js';
import { DEFAULT_FOODS, startVisionServer, type VisionServer } from '../support/vision-server.js';

let server: VisionServer;
let elsewhere: VisionServer;
let jpeg: Uint8Array;

beforeAll(async () => {
  elsewhere = await startVisionServer();
  // "localhost" is another host name than the 127.0.0.1 the provider is configured with.
  server = await startVisionServer({ redirectTo: elsewhere.url.replace('127.0.0.1', 'localhost') });
  const raster = createRaster(32, 32);
  raster.data.fill(180);
  jpeg = await encodeJpeg(raster);
});
afterAll(async () => {
  await Promise.all([server.close(), elsewhere.close()]);
});

async function failure(promise: Promise<unknown>): Promise<NutritionApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(NutritionApiError);
  return error as NutritionApiError;
}

describe('hostile vision answers are read in bounded time and memory', () => {
  it('150 KB of "{" before the list (30 s of parsing before) is refused at once as too large', { timeout: 5_000 }, async () => {
    const error = await failure(createVisionProvider({ url: server.url, model: 'brackets' }).identify(jpeg));
    expect(error.message).toMatch(/answered 150\d+ characters, more than the 65536 read/);
    expect(error.publicMessage).toBe(`${VISION_PROBLEMS.tooLarge}; try again later, or describe the meal in words.`);
  });

  it.each([
    ['open braces', '{'.repeat(MAX_VISION_ANSWER_CHARS - 60)],
    ['open brackets', '['.repeat(MAX_VISION_ANSWER_CHARS - 60)],
    ['unclosed "foods" keys', '{"foods":['.repeat((MAX_VISION_ANSWER_CHARS - 60) / 10)],
    ['a quote then braces', '"' + '{'.repeat(MAX_VISION_ANSWER_CHARS - 61)],
    ['closed empty objects', '{}'.repeat((MAX_VISION_ANSWER_CHARS - 60) / 2)],
    ['nested arrays', '['.repeat(20_000) + ']'.repeat(20_000)],
  ])('an answer of %s just under the cap still finds the list after it', { timeout: 5_000 }, (_, noise) => {
    const content = noise + ' {"foods":[{"name":"banana","grams":120}]}';
    expect(content.length).toBeLessThanOrEqual(MAX_VISION_ANSWER_CHARS);
    expect(parseVisionAnswer(content)).toEqual([{ name: 'banana', grams: 120 }]);
  });

  it('still reads fenced JSON, prose around JSON and a list nested one level down', () => {
    const foods = [{ name: 'white rice', grams: 200 }];
    expect(parseVisionAnswer('```json\n{"foods":[{"name":"white rice","grams":200}]}\n```')).toEqual(foods);
    expect(parseVisionAnswer('Here you go: {"result": {"foods":[{"name":"white rice","grams":200}]}} Enjoy!')).toEqual(foods);
    expect(parseVisionAnswer('{I think: "foods": [{"name":"white rice","grams":200}]}')).toEqual(foods);
    expect(parseVisionAnswer('It\'s "rice": [{"name":"white rice","grams":200}]')).toEqual(foods);
  });

  it(`a list of more than ${MAX_VISION_FOODS} foods is refused, not 500 describe lookups`, async () => {
    const error = await failure(createVisionProvider({ url: server.url, model: 'many-foods' }).identify(jpeg));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/named 500 foods, more than the 50/);
    expect(error.publicMessage).toMatch(/^The vision provider named more foods than one photo can hold/);
  });

  it('names and grams are bounded: a 30 KB name is cut, grams past 5 kg or not finite are dropped', () => {
    const name = 'rice '.repeat(6_000);
    const [food] = parseVisionAnswer(JSON.stringify({ foods: [{ name, grams: 1e308 }] }))!;
    expect(food!.name.length).toBeLessThanOrEqual(100);
    expect(food!.grams).toBeUndefined();
    expect(parseVisionAnswer('{"foods":[{"name":"rice","grams":"1e400"}]}')).toEqual([{ name: 'rice' }]);
  });

  it('a 1.5 GB answer is stopped at the byte limit: the provider writes only a few MB of it', async () => {
    const before = process.memoryUsage().rss;
    const error = await failure(createVisionProvider({ url: server.url, model: 'huge' }).identify(jpeg));
    expect(error.message).toMatch(/sent an answer over 1 MiB; it was not read/);
    expect(error.publicMessage).toMatch(/^The vision provider sent an answer too large to read/);
    // What the kernel's socket buffers took before the client stopped reading; far from 1.5 GB.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.sentBytes()).toBeLessThan(64 * 1024 * 1024);
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('an answer that drips in a byte at a time ends with the time bound, reported as a timeout', async () => {
    const error = await failure(createVisionProvider({ url: server.url, model: 'drip', timeoutMs: 400 }).identify(jpeg));
    expect(error.message).toMatch(/did not answer within 400 ms/);
    expect(error.publicMessage).toMatch(/^The vision provider timed out/);
  });
});

describe('redirects', () => {
  it('a 307 to the same host is followed, with the request body again', async () => {
    const provider = createVisionProvider({ url: server.url, model: 'redirect-same', key: 'sk-same-host' });
    expect(await provider.identify(jpeg)).toEqual(DEFAULT_FOODS);
    const [first, second] = server.requests.slice(-2);
    expect(first!.path).toBe('/v1/chat/completions');
    expect(second!.path).toBe('/v1/chat/completions?moved=1');
    expect((second!.body as { model: string }).model).toBe('redirect-same');
  });

  it('a redirect to another host is not followed: the photo and the key never reach it', async () => {
    const seen = elsewhere.requests.length;
    const error = await failure(createVisionProvider({ url: server.url, model: 'redirect-elsewhere', key: 'sk-do-not-forward' }).identify(jpeg));
    expect(error.code).toBe('internalServerError');
    expect(error.message).toMatch(/redirected the request.*only same-host redirects/);
    expect(error.publicMessage).toMatch(/^The vision provider redirected the request elsewhere/);
    expect(elsewhere.requests.length).toBe(seen);
  });
});

describe('what a provider error says', () => {
  it('a provider that echoes the key: the public sentence names the problem only; the detail has no key', async () => {
    const key = 'sk-live-very-secret-0123456789';
    const error = await failure(createVisionProvider({ url: server.url, model: 'echo-key', key }).identify(jpeg));
    expect(error.publicMessage).toBe(`${VISION_PROBLEMS.refusedKey}; try again later, or describe the meal in words.`);
    expect(error.publicMessage).not.toMatch(/127\.0\.0\.1|sk-live|Incorrect/);
    // The operator's detail keeps the provider's words and address, but not the key.
    expect(error.message).toMatch(/refused the API key \(HTTP 401: Incorrect API key provided: Bearer \[the vision key\]/);
    expect(error.message).not.toContain(key);
  });
});

describe('nutri image with a hostile provider', () => {
  it('150 KB of braces (20 s in the CLI before) ends at once with the provider problem, exit 1', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nutri-vision-hostile-'));
    try {
      const file = join(dir, 'grey.jpg');
      writeFileSync(file, jpeg);
      const { code, out } = await runCli(['image', file, '--vision-url', server.url, '--vision-model', 'brackets'], { env: { NUTRI_OFFLINE: '1' } });
      expect(code).toBe(1);
      // The CLI's reader is the operator: the detail, with the provider named.
      expect(JSON.parse(out)).toMatchObject({
        success: false, error: 'internalServerError', message: expect.stringMatching(/vision provider \(brackets at .*\) answered 150\d+ characters, more than the 65536 read/),
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
