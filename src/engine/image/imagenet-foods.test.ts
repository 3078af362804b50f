import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFoodDatabase, type FoodDatabase } from '../foods/index.js';
import { parseSynset } from './classifier.js';
import { NAMED_FOOD_CLASSES, UNNAMED_FOOD_CLASSES } from './imagenet-foods.js';

const synset = parseSynset(readFileSync(new URL('../../../public/models/mobilenetv2-imagenet/synset.txt', import.meta.url), 'utf8'));
let db: FoodDatabase;
beforeAll(async () => {
  db = await loadFoodDatabase();
});

describe('ImageNet food classes', () => {
  it('name the class that sits at their index in the model’s class list', () => {
    for (const c of NAMED_FOOD_CLASSES) expect(synset[c.index], `class ${c.index}`).toBe(c.label);
    for (const [index, label] of UNNAMED_FOOD_CLASSES) expect(synset[index], `class ${index}`).toBe(label);
  });

  it('point at a USDA food that exists and at one of that food’s own USDA portions', () => {
    for (const c of NAMED_FOOD_CLASSES) {
      const food = db.get(c.foodId);
      expect(food, `${c.label} → ${c.foodId}`).toBeDefined();
      const portion = db.portions(c.foodId).find((p) => p.description === c.portion);
      expect(portion, `${c.label}: "${c.portion}" among ${db.portions(c.foodId).map((p) => p.description).join(' | ')}`).toBeDefined();
      expect(portion!.grams).toBeGreaterThan(0);
    }
  });

  it('are the food the class names (the USDA name shares a word with the class or its name)', () => {
    for (const c of NAMED_FOOD_CLASSES) {
      const usda = db.get(c.foodId)!.name.toLowerCase();
      const words = `${c.label} ${c.name}`.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3).map((w) => w.replace(/(es|s)$/, ''));
      expect(words.some((w) => usda.includes(w)), `${c.label} → ${usda}`).toBe(true);
    }
  });

  it('never count a class both as nameable and as unnameable', () => {
    for (const c of NAMED_FOOD_CLASSES) expect(UNNAMED_FOOD_CLASSES.has(c.index), c.label).toBe(false);
  });
});
