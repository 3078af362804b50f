/*
 * What a remote caller hears when a dependency fails (issue 28, docs/image.md): `nutri serve`
 * in a child process, its engine in worker threads, a vision provider on loopback that echoes
 * the key and its own URL in its error body, and an Open Food Facts stand-in that fails. The
 * caller gets a fixed sentence naming the dependency; the operator's log keeps the detail. And a
 * 400 the engine finds gives its count back (docs/service.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRaster, encodeJpeg } from '../../src/engine/imaging/index.js';
import { openKeyStore, utcDay } from '../../src/server/index.js';
import { OFF_PRODUCTS, STAND_IN_CODES, startOffServer, type OffServer } from '../support/off-server.js';
import { startVisionServer, type VisionServer } from '../support/vision-server.js';
import { spawnService, type ChildService } from './child-service.js';
import { bearer, post, tempDataDir } from './harness.js';

const VISION_KEY = 'sk-live-echoed-secret-9f8e7d6c5b4a';
const data = tempDataDir();
let vision: VisionServer;
let off: OffServer;
let service: ChildService;
let key: { id: string; key: string };
let photo: string;

beforeAll(async () => {
  [vision, off] = await Promise.all([
    startVisionServer(),
    startOffServer({ products: OFF_PRODUCTS, failing: [STAND_IN_CODES.failing] }),
  ]);
  const store = openKeyStore(data.dir);
  key = store.create({ dailyLimit: 50 });
  store.close();
  service = await spawnService([
    'serve', '--port', '0', '--threads', '1', '--data-dir', data.dir,
    '--vision-url', vision.url, '--vision-model', 'echo-key', '--vision-key', VISION_KEY, '--off-url', off.url,
  ]);
  // A gradient: no barcode, no print, so the photo reaches the vision stage.
  const raster = createRaster(240, 160);
  for (let i = 0; i < raster.width * raster.height; i++) raster.data.set([(i % 240) + 10, 90, 250 - (i % 240), 255], i * 4);
  photo = Buffer.from(await encodeJpeg(raster)).toString('base64');
}, 60_000);
afterAll(async () => {
  service?.child.kill('SIGKILL');
  await Promise.all([vision?.close(), off?.close()]);
  data.remove();
});

const logLines = () => service.stderr().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('a failing dependency, as a remote caller hears it', () => {
  it('a provider that refuses the key and echoes it: "the vision provider refused the key", nothing of the provider', async () => {
    const response = await post(service.url, 'scanImage', { data: { imageData: photo } }, bearer(key.key));
    expect(response.status).toBe(500);
    const body = await response.json() as { success: boolean; error: string; message: string };
    const id = response.headers.get('x-request-id')!;
    expect(body).toEqual({
      success: false,
      error: 'internalServerError',
      message: `The vision provider refused the key; try again later, or describe the meal in words. (request id ${id})`,
    });
    // The provider did get the request and did echo the key and its address.
    expect(vision.requests.at(-1)!.headers.authorization).toBe(`Bearer ${VISION_KEY}`);
    const raw = JSON.stringify(body);
    for (const leak of [VISION_KEY, 'sk-live', new URL(vision.url).host, '/chat/completions', 'Incorrect API key', 'echo-key']) expect(raw).not.toContain(leak);
    // The operator's log has the detail under the same request id (the key itself redacted).
    const line = logLines().find((l) => l.id === id)!;
    expect(line.status).toBe(500);
    expect(String(line.error)).toMatch(/vision provider \(echo-key at http:\/\/127\.0\.0\.1:\d+\/v1\) refused the API key \(HTTP 401: Incorrect API key provided: Bearer \[the vision key\]/);
    expect(service.stderr()).not.toContain(VISION_KEY);
  });

  it('Open Food Facts failing: a fixed sentence, not its address or its page', async () => {
    const response = await post(service.url, 'scanBarcode', { data: { barcode: STAND_IN_CODES.failing } }, bearer(key.key));
    expect(response.status).toBe(500);
    const body = await response.json() as { message: string };
    const id = response.headers.get('x-request-id')!;
    expect(body.message).toBe(`Open Food Facts answered with an error. Try again later, or scan the nutrition label. (request id ${id})`);
    expect(body.message).not.toContain(new URL(off.url).host);
    expect(String(logLines().find((l) => l.id === id)!.error)).toMatch(/Open Food Facts answered HTTP 500 without JSON for barcode 9900000000066/);
  });

  it('the same service and stand-in answer a product Open Food Facts knows (the failure above is the dependency’s)', async () => {
    const response = await post(service.url, 'scanBarcode', { data: { barcode: STAND_IN_CODES.nutella } }, bearer(key.key));
    expect(response.status).toBe(200);
  });
});

describe('a 400 the engine finds does not count', () => {
  it('describeMeal refused by the engine (30 kg of one food) gives its count back; a 200 counts', async () => {
    const day = utcDay(new Date());
    const used = () => {
      const store = openKeyStore(data.dir);
      try {
        return store.used(key.id, day);
      } finally {
        store.close();
      }
    };
    const before = used();
    const refused = await post(service.url, 'describeMeal', { data: { text: '30 kg of white rice' } }, bearer(key.key));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalidRequest', message: expect.stringMatching(/more than anyone eats/) });
    expect(used()).toBe(before);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe(String(50 - before));
    const ok = await post(service.url, 'describeMeal', { data: { text: '200 g of white rice' } }, bearer(key.key));
    expect(ok.status).toBe(200);
    expect(used()).toBe(before + 1);
    expect(ok.headers.get('x-ratelimit-remaining')).toBe(String(50 - before - 1));
  });
});
