import { beforeAll, describe, expect, it } from 'vitest';
import { createRaster, type RasterImage } from '../imaging/index.js';
import { createImageClassifier, preprocess, softmax, type ImageClassifier } from './classifier.js';
import { judgeClasses } from './gate.js';

function paint(width: number, height: number, color: (x: number, y: number) => [number, number, number]): RasterImage {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = color(x, y);
      raster.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return raster;
}

let classifier: ImageClassifier;
beforeAll(async () => {
  classifier = await createImageClassifier();
}, 60_000);

describe('preprocessing', () => {
  it('normalises with ImageNet’s mean and std into planar RGB', () => {
    const input = preprocess(paint(300, 200, () => [255, 0, 128]));
    expect(input.length).toBe(3 * 224 * 224);
    expect(input[0]).toBeCloseTo((1 - 0.485) / 0.229, 4);
    expect(input[224 * 224]).toBeCloseTo((0 - 0.456) / 0.224, 4);
    expect(input[2 * 224 * 224 + 500]).toBeCloseTo((128 / 255 - 0.406) / 0.225, 4);
  });

  it('keeps the centre square of a wide image (the left and right edges are cut off)', () => {
    // Left quarter red, the rest blue: after scaling the short side to 256 (width 512) and
    // cutting the centre 224, no red is left.
    const input = preprocess(paint(400, 200, (x) => (x < 100 ? [255, 0, 0] : [0, 0, 255])));
    const red = Array.from(input.subarray(0, 224 * 224)).filter((v) => v > 0).length;
    expect(red).toBe(0);
  });

  it('sees transparent pixels over white, as a page shows a cut-out photo', () => {
    const transparent = paint(50, 50, () => [0, 0, 0]);
    for (let i = 3; i < transparent.data.length; i += 4) transparent.data[i] = 0;
    expect(Array.from(preprocess(transparent))).toEqual(Array.from(preprocess(paint(50, 50, () => [255, 255, 255]))));
    const half = paint(50, 50, () => [0, 0, 0]);
    for (let i = 3; i < half.data.length; i += 4) half.data[i] = 51;
    expect(preprocess(half)[0]).toBeCloseTo((0.8 - 0.485) / 0.229, 4);
  });

  it('refuses an image with no pixels', () => {
    expect(() => preprocess({ width: 0, height: 0, data: new Uint8ClampedArray(0) })).toThrow(/no pixels/);
  });
});

describe('the MobileNetV2 classifier (real model, onnxruntime-web WASM)', () => {
  it('returns the best classes first, as probabilities with their ImageNet names', async () => {
    const top = await classifier.classify(paint(320, 240, (x) => [x % 256, 80, 200]), { topK: 10 });
    expect(top).toHaveLength(10);
    for (let i = 1; i < top.length; i++) expect(top[i]!.p).toBeLessThanOrEqual(top[i - 1]!.p);
    for (const c of top) {
      expect(c.index).toBeGreaterThanOrEqual(0);
      expect(c.index).toBeLessThan(1000);
      expect(c.label.length).toBeGreaterThan(0);
    }
    const all = await classifier.classify(paint(320, 240, (x) => [x % 256, 80, 200]), { topK: 1000 });
    expect(all.reduce((sum, c) => sum + c.p, 0)).toBeCloseTo(1, 3);
  });

  it('gives the same answer for the same pixels (runs queue, never interleave)', async () => {
    const image = paint(256, 256, (x, y) => [(x * 7) % 256, (y * 3) % 256, 90]);
    const [a, b] = await Promise.all([classifier.classify(image), classifier.classify(image)]);
    expect(b).toEqual(a);
  });

  it('finds no food in generated non-food images (a colour gradient, coloured discs)', async () => {
    const gradient = paint(320, 240, (x) => [255 * (x / 320), 40, 255 * (1 - x / 320)]);
    const discs = paint(320, 240, (x, y) => (Math.hypot(x - 160, y - 120) < 70 ? [250, 250, 250] : [20, 110, 40]));
    for (const image of [gradient, discs]) {
      const verdict = judgeClasses(await classifier.classify(image, { topK: 10 }));
      expect(verdict.kind).toBe('notFood');
    }
  });

  it('stops when the caller has already cancelled', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the test'));
    await expect(classifier.classify(paint(64, 64, () => [0, 0, 0]), { signal: controller.signal })).rejects.toThrow('cancelled by the test');
  });
});

describe('softmax', () => {
  it('is stable for large logits and sums to 1', () => {
    const p = softmax([1000, 1000, 999]);
    expect(p[0]).toBeCloseTo(p[1]!, 6);
    expect(p[0]! + p[1]! + p[2]!).toBeCloseTo(1, 6);
  });
});
