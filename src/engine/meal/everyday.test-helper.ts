import { beforeAll, expect } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import { NutritionApiError, type RatedFoodResult } from '../../api/index.js';

/*
 * What the everyday-round tests share (describeMeal on the miss classes of each unseen everyday
 * set): one engine per test file and the check that a framed phrase reads as the plain one.
 */

/** The whole answer's energy, every serving counted. */
export const total = (r: RatedFoodResult) => r.calories * r.servings;
/** The foods an answer names, without their amounts. */
export const names = (r: RatedFoodResult) => r.ingredients.map((i) => i.name.replace(/ \(.*\)$/, ''));

/** The check that a framed phrase reads as the plain one (same foods, same energy), on any engine's describeMeal. */
export function readsAsOn(describeMeal: (text: string) => Promise<RatedFoodResult>) {
  return async function readsAs(framed: string, plain: string) {
    const [a, b] = await Promise.all([describeMeal(framed), describeMeal(plain)]);
    expect(names(a)).toEqual(names(b));
    expect(total(a)).toBeCloseTo(total(b), 6);
  };
}

export function useEverydayEngine() {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createEngine();
  });
  const describeMeal = (text: string) => engine.api.describeMeal(text);
  const readsAs = readsAsOn(describeMeal);
  /** The error code a text is refused with, or undefined when it is answered. */
  async function refusedWith(text: string) {
    try {
      await describeMeal(text);
      return undefined;
    } catch (error) {
      return error instanceof NutritionApiError ? error.code : String(error);
    }
  }
  return { describeMeal, readsAs, refusedWith };
}
