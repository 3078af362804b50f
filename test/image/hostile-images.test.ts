import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NutritionApiError } from '../../src/api/index.js';
import { decodeImage, readImageHeader } from '../../src/engine/imaging/index.js';
import { WORKING_PIXELS } from '../../src/engine/imaging/limits.js';
import { spawnService, type ChildService } from '../server/child-service.js';
import { runCli } from '../support/run-cli.js';
import {
  gifWithHugeFrame, jpegWithTwoSizes, plainPng, pngWithHugeIccProfile, pngWithSecondIhdr, truncated, webpLargerThanCanvas,
} from '../support/hostile-images.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MEASURED = fileURLToPath(new URL('../support/measured-cli.ts', import.meta.url));

interface Measured { code: number | null; out: string; err: string; seconds: number; peakMb: number }

/** `nutri <args>` in a child process: its envelope, its time and its peak resident memory. */
function measured(args: string[]): Promise<Measured> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', MEASURED, ...args], { cwd: ROOT, env: { ...process.env, NUTRI_OFFLINE: '1' } });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
  return new Promise((resolve) => child.once('exit', (code) => {
    const peak = /peak-rss-mb (\d+)/.exec(err);
    resolve({ code, out, err, seconds: (performance.now() - started) / 1000, peakMb: peak ? Number(peak[1]) : Number.NaN });
  }));
}

async function refusal(bytes: Uint8Array): Promise<NutritionApiError> {
  const error = await decodeImage(bytes).then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(NutritionApiError);
  expect((error as NutritionApiError).code).toBe('invalidRequest');
  return error as NutritionApiError;
}

let bigJpeg: Buffer;
const dir = mkdtempSync(join(tmpdir(), 'nutri-hostile-'));
const files: Record<string, string> = {};

beforeAll(async () => {
  // A legal 39.6 MP photo: gradients and noise, so it decodes like a real one.
  bigJpeg = await sharp({ create: { width: 7680, height: 5160, channels: 3, background: '#c8b4a0', noise: { type: 'gaussian', mean: 128, sigma: 4 } } })
    .jpeg({ quality: 60 }).toBuffer();
  const write = (name: string, bytes: Uint8Array) => {
    files[name] = join(dir, name);
    writeFileSync(files[name]!, bytes);
  };
  write('second-ihdr.png', pngWithSecondIhdr());
  write('icc-bomb.png', await pngWithHugeIccProfile(500));
  write('huge-frame.gif', gifWithHugeFrame());
  write('truncated.jpg', truncated(bigJpeg, 2048));
  write('big.jpg', bigJpeg);
  write('small.jpg', await sharp(bigJpeg).resize(1200).jpeg({ quality: 60 }).toBuffer());
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the image gate refuses before any decoder allocates', () => {
  it('a PNG with a second IHDR (1×1, then 12,000×12,000) is refused for declaring its size twice', async () => {
    const error = await refusal(pngWithSecondIhdr());
    expect(error.message).toMatch(/PNG image was refused: it declares its size twice/);
  });

  it('a 35-byte GIF whose frame is 65,535 px square on a 10×10 screen is refused for its frame', async () => {
    const gif = gifWithHugeFrame();
    expect(gif.length).toBe(35);
    expect((await refusal(gif)).message).toMatch(/GIF image was refused: a frame is 65535×65535 pixels/);
  });

  it('a GIF frame outside its small screen grows the size that is checked', () => {
    const gif = gifWithHugeFrame();
    gif.writeUInt16LE(3000, 24);
    gif.writeUInt16LE(2000, 26);
    expect(readImageHeader(gif)).toMatchObject({ width: 3000, height: 2000 });
  });

  it('a cut-off JPEG that promises 39.6 MP from 2 KB is refused as truncated', async () => {
    expect((await refusal(truncated(bigJpeg, 2048))).message).toMatch(/JPEG image was refused: it declares 7680×5160 pixels but holds only \d+ bytes of image data/);
  });

  it('a JPEG with two frame headers of different sizes is refused', async () => {
    expect((await refusal(jpegWithTwoSizes(bigJpeg, 1, 1))).message).toMatch(/declares two sizes \(1×1 and 7680×5160\)/);
  });

  it('a WebP whose bitstream is larger than its canvas is refused', async () => {
    expect((await refusal(webpLargerThanCanvas())).message).toMatch(/WebP image was refused: its image data is larger than its canvas/);
  });

  it('a PNG over the side limit is refused by its size, with what to do', async () => {
    const long = plainPng(20_000, 1);
    expect((await refusal(long)).message).toMatch(/20000×1 pixels .* Downscale the photo/);
  });

  it('an ICC profile, however large, never reaches the decoder: the 1×1 PNG decodes', async () => {
    const png = await pngWithHugeIccProfile(50);
    const header = readImageHeader(png);
    expect(header.decodable.length).toBeLessThan(png.length);
    const raster = await decodeImage(png);
    expect([raster.width, raster.height]).toEqual([1, 1]);
  });

  it('a legal 39.6 MP JPEG is decoded straight to the working size', async () => {
    const raster = await decodeImage(bigJpeg);
    expect(raster.width * raster.height).toBeLessThanOrEqual(WORKING_PIXELS);
    expect(raster.width / raster.height).toBeCloseTo(7680 / 5160, 2);
    // The photo's grey (noise about 128) survives the reduced-scale decode.
    expect(raster.data[0]).toBeGreaterThan(100);
    expect(raster.data[0]).toBeLessThan(160);
  });

  it('a JPEG cut off in transfer, with most of its data, is read as far as it goes', async () => {
    const raster = await decodeImage(truncated(bigJpeg, Math.floor(bigJpeg.length / 2)));
    expect(raster.width * raster.height).toBeLessThanOrEqual(WORKING_PIXELS);
  });

  it('a damaged image\'s message names no decoder internals', async () => {
    const png = plainPng(64, 64);
    // Corrupt the compressed rows, keep the structure: the decoder fails, the gate does not.
    const idat = png.indexOf('IDAT') + 4;
    png.fill(0x55, idat + 2, idat + 20);
    const error = await refusal(png);
    expect(error.message).toBe('The PNG image could not be decoded; it may be truncated or damaged. Send the photo again as a plain JPEG or PNG.');
  });
});

describe('nutri label / nutri image on hostile files: bounded time and memory, JSON on stdout', () => {
  const cases: [string, RegExp][] = [
    ['second-ihdr.png', /declares its size twice/],
    ['icc-bomb.png', /./],
    ['huge-frame.gif', /a frame is 65535×65535/],
    ['truncated.jpg', /truncated/],
  ];
  for (const command of ['label', 'image']) {
    for (const [name, message] of cases) {
      it(`nutri ${command} ${name}`, async () => {
        const run = await measured([command, files[name]!]);
        const body = JSON.parse(run.out);
        expect(run.out.trim().split('\n')).toHaveLength(1);
        if (name === 'icc-bomb.png') {
          // A 1×1 white picture: the profile is dropped, the pixels hold no food and no panel.
          expect(body.success).toBe(false);
          expect(['noLabelDetected', 'noFoodDetected']).toContain(body.error);
        } else {
          expect(body).toMatchObject({ success: false, error: 'invalidRequest', message: expect.stringMatching(message) });
          expect(run.code).toBe(1);
          // Refused by the gate, before any model loads. Generous: before the gate these took 26–60 s.
          expect(run.seconds).toBeLessThan(20);
        }
        // Before the gate these held 1.2–3.6 GB. A harmless 1×1 photo's run (food data, the
        // ImageNet model, OCR) peaks just under 400 MB, and once at 402 MB on a loaded machine;
        // 450 still catches any decoder that holds a declared size.
        expect(run.peakMb).toBeLessThan(450);
      }, 60_000);
    }
  }

  // What an operation costs on any photo (the food database, the OCR and image models) is the
  // baseline; a 39.6 MP photo may add only its working-size pixels and what the stages make of
  // them. Before the reduced-scale decode it added 1–2 GB. Measured now on this noise photo:
  // label +60–200 MB; image +150–215 MB, most of it OCR that goes on in stages that ran out of
  // time (noise keeps OCR busy) while the next stage reads (the issue 28 note says so).
  for (const command of ['label', 'image']) {
    it(`nutri ${command} on a legal 39.6 MP photo costs little more memory than on a small one`, async () => {
      const small = await measured([command, files['small.jpg']!]);
      const big = await measured([command, files['big.jpg']!]);
      for (const run of [small, big]) expect(JSON.parse(run.out)).toMatchObject({ success: false });
      expect(big.peakMb - small.peakMb).toBeLessThan(300);
    }, 240_000);
  }
});

describe('the service on hostile images', () => {
  let service: ChildService;
  let key: string;
  const data = mkdtempSync(join(tmpdir(), 'nutri-hostile-service-'));
  beforeAll(async () => {
    const created = await runCli(['keys', 'create', '--name', 'hostile', '--data-dir', data, '--json']);
    key = JSON.parse(created.out).key;
    service = await spawnService(['serve', '--port', '0', '--data-dir', data, '--threads', '2'], { NUTRI_OFFLINE: '1' });
  }, 60_000);
  afterAll(async () => {
    service?.child.kill();
    await service?.exited;
    rmSync(data, { recursive: true, force: true });
  });

  it('answers each with invalidRequest at once, both engine threads stay free, /healthz stays ok', async () => {
    const post = (operation: string, bytes: Uint8Array) => fetch(`${service.url}/v4/${operation}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { imageData: Buffer.from(bytes).toString('base64') } }),
    });
    const hostile = [gifWithHugeFrame(), gifWithHugeFrame(), pngWithSecondIhdr(), truncated(bigJpeg, 2048)];
    const answers = Promise.all(hostile.flatMap((bytes) => [post('scanImage', bytes), post('scanLabel', bytes)]));
    const health = await fetch(`${service.url}/healthz`);
    expect(health.status).toBe(200);
    for (const response of await answers) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, error: 'invalidRequest', message: expect.stringMatching(/image was refused/) });
    }
    // Both threads are free: a plain request is answered next.
    const meal = await fetch(`${service.url}/v4/describeMeal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { text: 'an apple' } }),
    });
    expect(meal.status).toBe(200);
    expect(service.stdout()).not.toMatch(/Invalid typed array length/);
  }, 60_000);
});
