import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NutritionApiError, type OperationResult } from '../../src/api/index.js';
import { createServer, type RunningService, type ServiceOptions, type ServedEngine, type Logger } from '../../src/server/index.js';

/** A fresh data directory under the system temp dir; never the home directory. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'nutri-server-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Collects the service's log lines so tests can read them. */
export function memoryLog(): { log: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  return { log: (entry) => lines.push(entry as Record<string, unknown>), lines };
}

/*
 * A small engine for the server's own tests, where what is analysed does not matter but the
 * answer must be a real, contract-valid result: it sums a per-word table, so numbers depend on
 * the input. The end-to-end tests use createEngine() instead.
 */
export const WORD_FOODS: Record<string, { calories: number; protein: number; carbs: number; fats: number }> = {
  egg: { calories: 72, protein: 6.3, carbs: 0.4, fats: 4.8 },
  toast: { calories: 82, protein: 3.8, carbs: 14.6, fats: 1.2 },
  apple: { calories: 95, protein: 0.5, carbs: 25.1, fats: 0.3 },
};

export function wordMeal(text: string): OperationResult<'describeMeal'> {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const found = words.map((w) => w.replace(/s$/, '')).filter((w) => w in WORD_FOODS);
  if (found.length === 0) throw new NutritionApiError('noFoodDetectedText', `No food in "${text}"`);
  const ingredients = found.map((w) => ({ name: w, ...WORD_FOODS[w]!, isAdded: false }));
  const sum = (k: 'calories' | 'protein' | 'carbs' | 'fats') => Math.round(ingredients.reduce((s, i) => s + i[k], 0) * 10) / 10;
  return {
    name: text,
    calories: Math.round(sum('calories')),
    protein: sum('protein'),
    carbs: sum('carbs'),
    fats: sum('fats'),
    servings: 1,
    ethanolCarbRatio: 0,
    ingredients,
    healthRating: { rating: 6, tip1: 'Add a vegetable.', tip2: 'Drink water.', tip3: 'Mind the salt.' },
    shouldUseLabelScanner: false,
  };
}

export interface WordEngineHooks {
  /** Called before describeMeal answers; a test may make it wait or throw. */
  beforeDescribe?: (text: string, signal: AbortSignal | undefined) => Promise<void> | void;
}

export function wordEngine(hooks: WordEngineHooks = {}): ServedEngine {
  return {
    operations: ['describeMeal', 'scanBarcode', 'scanImage'],
    handlers: {
      describeMeal: async (data, options) => {
        await hooks.beforeDescribe?.(data.text, options.signal);
        return wordMeal(data.text);
      },
      scanImage: async (data) => {
        throw new NutritionApiError('noFoodDetected', `No food found in the ${data.imageData.length}-character image`);
      },
      scanBarcode: async (data) => {
        throw new NutritionApiError('barcodeNotFound', `No product with barcode ${data.barcode} is known`);
      },
    },
    info: { foods: Object.keys(WORD_FOODS).length, loadMs: 0 },
  };
}

export interface TestService extends RunningService {
  dataDir: string;
  lines: Record<string, unknown>[];
  stop: () => Promise<void>;
}

export async function startTestService(options: Partial<ServiceOptions> = {}, dataDir?: string): Promise<TestService> {
  const temp = dataDir ? undefined : tempDataDir();
  const dir = dataDir ?? temp!.dir;
  const { log, lines } = memoryLog();
  const service = await createServer({ engine: wordEngine(), dataDir: dir, port: 0, log, ...options });
  return Object.assign(service, {
    dataDir: dir,
    lines,
    stop: async () => {
      await service.close();
      temp?.remove();
    },
  });
}

/** POSTs `body` (an object is sent as JSON) to an operation with the given headers. */
export async function post(base: string, operation: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}/v4/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
