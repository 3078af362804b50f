/*
 * An engine for the worker-pool tests, loaded inside a worker thread by module URL. Its
 * describeMeal busy-loops on the CPU the way a pathological input does, with no await to give
 * the thread back: "spin until <file>" writes <file>.started, then loops until <file> exists;
 * "stuck" never returns; "broken" answers a result that breaks the contract (negative calories);
 * "crash" ends its worker thread (exit code 3) in the middle of the call.
 * Anything else is the word engine's answer.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { NutritionApiError } from '../../src/api/index.js';
import type { ServedEngine } from '../../src/server/engine-shape.js';
import { wordMeal, WORD_FOODS } from './word-engine.js';

export async function createEngine(options: { foods?: number } = {}): Promise<ServedEngine> {
  return {
    operations: ['describeMeal', 'scanLabel'],
    handlers: {
      describeMeal: async (data) => {
        const spin = /^spin until (.+)$/.exec(data.text);
        if (spin) {
          writeFileSync(`${spin[1]}.started`, '');
          while (!existsSync(spin[1]!)) {
            // busy: the thread does nothing else until the file appears
          }
          return wordMeal('toast');
        }
        if (data.text === 'stuck') {
          for (;;) {
            // never returns; only terminating the thread stops it
          }
        }
        if (data.text === 'crash') process.exit(3);
        if (data.text === 'broken') return { ...wordMeal('toast'), calories: -5 };
        return wordMeal(data.text);
      },
      // A slow operation of another kind: spins like "spin until <file>", given as the image.
      scanLabel: async (data) => {
        const file = data.imageData;
        writeFileSync(`${file}.started`, '');
        while (!existsSync(file)) {
          // busy
        }
        throw new NutritionApiError('noFoodDetectedImage', 'no label here');
      },
    },
    // The pool's engineOptions reach here: a test sets `foods` and reads it back from /healthz.
    info: { foods: options.foods ?? Object.keys(WORD_FOODS).length, loadMs: 0 },
  };
}
