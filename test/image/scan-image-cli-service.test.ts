import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, NutritionApiError, RatedFoodResult } from '../../src/api/index.js';
import { createEngine } from '../../src/engine/index.js';
import { createRaster, encodeJpeg } from '../../src/engine/imaging/index.js';
import { NOT_FOOD_MESSAGE } from '../../src/engine/image/scan-image.js';
import { createServer, type RunningService } from '../../src/server/index.js';
import { memoryLog, tempDataDir } from '../server/harness.js';
import { runCli } from '../support/run-cli.js';
import { startVisionServer, type VisionServer } from '../support/vision-server.js';

const dir = mkdtempSync(join(tmpdir(), 'nutri-image-'));
let vision: VisionServer;
let photo: Uint8Array;
let photoFile: string;

beforeAll(async () => {
  vision = await startVisionServer();
  // A generated picture: a colour gradient (no food in it).
  const raster = createRaster(480, 320);
  for (let i = 0; i < raster.width * raster.height; i++) raster.data.set([(i % 480) / 2, 60, 255 - (i % 480) / 2, 255], i * 4);
  photo = await encodeJpeg(raster);
  photoFile = join(dir, 'gradient.jpg');
  writeFileSync(photoFile, photo);
});
afterAll(async () => {
  await vision.close();
  rmSync(dir, { recursive: true, force: true });
});

const nutri = (args: string[], env: Record<string, string> = {}) => runCli(args, { env: { NUTRI_OFFLINE: '1', ...env } });

describe('nutri image', () => {
  it('with a vision provider prints the result whose figures come from the food database', async () => {
    const { code, out, err } = await nutri(['image', photoFile, '--vision-url', vision.url, '--vision-model', 'prose']);
    expect(err).toBe('');
    expect(code).toBe(0);
    const envelope = JSON.parse(out) as { success: boolean; data: unknown };
    expect(envelope.success).toBe(true);
    const result = RatedFoodResult.parse(envelope.data);
    expect(result.name).toMatch(/grilled chicken breast.*\(foods named by the vision model\)$/);
    expect(result.ingredients).toHaveLength(3);
  });

  it('reads the provider from NUTRI_VISION_* as well', async () => {
    const { code, out } = await nutri(['image', photoFile], { NUTRI_VISION_URL: vision.url, NUTRI_VISION_MODEL: 'plain' });
    expect(code).toBe(0);
    expect(JSON.parse(out).data.name).toMatch(/\(foods named by the vision model\)$/);
    expect((vision.requests.at(-1)!.body as { model: string }).model).toBe('plain');
  });

  it('offline, a picture without food is noFoodDetected on stdout and exit 1', async () => {
    const { code, out } = await nutri(['image', photoFile]);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toEqual({ success: false, error: 'noFoodDetected', message: NOT_FOOD_MESSAGE });
  });
});

describe('nutri image with a provider problem', () => {
  it('prints internalServerError whose message names the provider problem, exit 1', async () => {
    const { code, out } = await nutri(['image', photoFile, '--vision-url', vision.url, '--vision-model', 'error-500']);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ success: false, error: 'internalServerError', message: expect.stringMatching(/vision provider \(error-500 at http:\/\/127\.0\.0\.1:\d+\/v1\) answered HTTP 500/) });
  });
});

describe('POST /v4/scanImage on the real service', () => {
  let service: RunningService;
  let key: string;
  const data = tempDataDir();
  const { log } = memoryLog();
  beforeAll(async () => {
    const engine = await createEngine({ config: { offline: true, vision: { url: vision.url, model: 'fenced' } } });
    service = await createServer({ engine, dataDir: data.dir, port: 0, log });
    key = service.store!.create({ dailyLimit: 100 }).key;
  });
  afterAll(async () => {
    await service?.close();
    data.remove();
  });

  it('answers a photo through the typed client with the vision stage’s result', async () => {
    const client = createClient({ baseUrl: service.url, apiKey: key });
    const result = await client.scanImage(new Blob([photo as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }));
    expect(result.name).toMatch(/\(foods named by the vision model\)$/);
    expect(result.healthRating.rating).toBeGreaterThanOrEqual(0);
  });

  it('a provider with no food to report is 422 noFoodDetected', async () => {
    const engine = await createEngine({ config: { offline: true, vision: { url: vision.url, model: 'empty' } } });
    const other = await createServer({ engine, dataDir: tempDataDir().dir, port: 0, log });
    try {
      const otherKey = other.store!.create({ dailyLimit: 10 }).key;
      const response = await fetch(`${other.url}/v4/scanImage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${otherKey}` },
        body: JSON.stringify({ data: { imageData: Buffer.from(photo).toString('base64') } }),
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ success: false, error: 'noFoodDetected', message: expect.stringMatching(/found no food/) });
    } finally {
      await other.close();
    }
  });

  // DESIGN.md: a provider problem is a 500 whose message names it; over HTTP the caller gets the
  // fixed sentence (docs/image.md), never the provider's address or words.
  it('a provider problem is a 500 internalServerError that names the problem', async () => {
    const engine = await createEngine({ config: { offline: true, vision: { url: vision.url, model: 'nonsense' } } });
    const other = await createServer({ engine, dataDir: tempDataDir().dir, port: 0, log });
    try {
      const client = createClient({ baseUrl: other.url, apiKey: other.store!.create({ dailyLimit: 10 }).key });
      const error = await client.scanImage(photo).then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(NutritionApiError);
      expect((error as NutritionApiError).code).toBe('internalServerError');
      expect((error as NutritionApiError).status).toBe(500);
      expect((error as NutritionApiError).message).toMatch(/^The vision provider answered without a list of foods; try again later, or describe the meal in words\. \(request id [0-9a-f-]{36}\)$/);
      expect((error as NutritionApiError).message).not.toMatch(/127\.0\.0\.1|nonsense|I am sorry/);
    } finally {
      await other.close();
    }
  });
});
