// The page bench/image-browser.ts drives: the embedded engine in Chromium, timing each stage.
import { NutritionApiError } from '../../src/api/index.js';
import { createEngine } from '../../src/engine/index.js';
import { scanImage, type ImageStage } from '../../src/engine/image/scan-image.js';
import { imageAnswerSource } from '../../src/api/image-source.js';

const engine = createEngine({ config: { offline: true } });

async function run(imageData: string) {
  const { context } = await engine;
  const stageMs: Record<string, number> = {};
  let current = 'decode';
  let since = performance.now();
  const t0 = since;
  const close = () => {
    const now = performance.now();
    stageMs[current] = now - since;
    since = now;
  };
  let answeredBy = '';
  try {
    const result = await scanImage(context, { imageData }, { onStage: (stage: ImageStage) => (close(), (current = stage)) });
    answeredBy = imageAnswerSource(result.name) ?? 'unknown';
  } catch (error) {
    answeredBy = error instanceof NutritionApiError && error.code === 'noFoodDetected' ? `${current} (no food)` : `${current} (error: ${(error as Error).message})`;
  }
  close();
  return { stageMs, totalMs: performance.now() - t0, answeredBy };
}

(window as unknown as { nutriBench: unknown }).nutriBench = { run, ready: engine.then(() => true) };
