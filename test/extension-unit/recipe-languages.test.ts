/**
 * "Nutrition of this recipe" on recipe pages in French, German, Spanish, Italian, Portuguese and Dutch
 * (issue 25): the JSON-LD as recipe plugins write it, the yield in the page's words ("4
 * personnes", "Für 4 Personen"), every ingredient line read by the real engine in its language,
 * both ways the extension calls it (line chunks summed, and the whole list as one dish shared by
 * the yield, as the offscreen engine runs it). Pages written for these tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, describeMeal, type Engine } from '../../src/engine/index.js';
import { analyzeRecipe } from '../../src/extension/recipe/analyze.js';
import { recipeFromJsonLd } from '../../src/extension/recipe/json-ld.js';
import { parseYield } from '../../src/extension/recipe/yield.js';
import { runEngine } from '../../src/extension/engine/engine-runner.js';

interface Page { lang: string; name: string; yield: string | string[]; servings: number; lines: string[]; foods: RegExp[] }
const PAGES: Page[] = [
  {
    lang: 'fr', name: 'Crêpes de la Chandeleur', yield: '4 personnes', servings: 4,
    lines: ['250 g de farine', '4 œufs', '50 cl de lait', '1 pincée de sel', '2 cuillères à soupe de sucre', '50 g de beurre fondu'],
    foods: [/^Wheat flour/, /^Egg, whole/, /^Milk/, /^Salt/, /^Sugar/, /^Butter/],
  },
  {
    lang: 'de', name: 'Schwäbischer Kartoffelsalat', yield: 'Für 4 Personen', servings: 4,
    lines: ['1 kg Kartoffeln', '1 Zwiebel', '250 ml Gemüsebrühe', '3 EL Essig', '4 EL Sonnenblumenöl', '1 TL Senf', 'Salz und Pfeffer'],
    foods: [/^Potato, boiled/, /^Onions/, /broth/, /^Vinegar/, /^Vegetable oil/, /^Mustard/, /^Salt/],
  },
  {
    lang: 'es', name: 'Tortilla de patatas', yield: ['4', '4 raciones'], servings: 4,
    lines: ['6 huevos', '700 g de patatas', '1 cebolla', '200 ml de aceite de oliva', 'sal'],
    foods: [/^Egg, whole/, /^Potato, boiled/, /^Onions/, /^Olive oil/, /^Salt/],
  },
  {
    lang: 'it', name: 'Spaghetti al pomodoro', yield: '4 porzioni', servings: 4,
    lines: ['320 g di spaghetti', '400 g di pomodori pelati', "2 spicchi d'aglio", "3 cucchiai di olio extravergine d'oliva", 'basilico', 'sale'],
    foods: [/^Pasta, cooked/, /^Tomatoes, canned/, /^Garlic/, /^Olive oil/, /^Basil/, /^Salt/],
  },
  {
    lang: 'pt', name: 'Bolo de laranja', yield: 'Rende 8 porções', servings: 8,
    lines: ['3 ovos', '2 chávenas de farinha', '1 chávena e meia de açúcar', '1 chávena de sumo de laranja', '1/2 chávena de óleo', '1 colher de sopa de fermento em pó'],
    foods: [/^Egg, whole/, /^Wheat flour/, /^Sugar/, /^Orange juice/, /^Vegetable oil/, /baking powder/],
  },
  // Plurals, a flavour after the dish, smoked and ripe beside a name (session 6 classes).
  {
    lang: 'es', name: 'Bizcocho de yogur y plátano', yield: '8 raciones', servings: 8,
    lines: ['2 yogures de fresa', '3 huevos', '3 plátanos maduros', '200 g de harina', '150 g de azúcar', '100 ml de aceite de girasol'],
    foods: [/^Yogurt, NS as to type of milk, fruit/, /^Egg, whole/, /^Banana, raw/, /^Wheat flour/, /^Sugar/, /^Vegetable oil/],
  },
  {
    lang: 'de', name: 'Lachs-Hähnchen-Pfanne', yield: 'Für 4 Personen', servings: 4,
    lines: ['500 g Hähnchenbrust', '200 g Räucherlachs', '2 Zwiebeln', '3 Tomaten', '200 ml Sahne'],
    foods: [/^Chicken breast/, /^Fish, salmon, smoked/, /^Onions/, /^Tomatoes, raw/, /^Cream/],
  },
  // Short lines with a kitchen measure's abbreviation and nothing else to tell the language by
  // ("1 EL Butter" was English, 7 g of butter), and a dish "de" a food (session 7 classes).
  {
    lang: 'de', name: 'Apfelpfannkuchen', yield: 'Für 2 Personen', servings: 2,
    lines: ['1 EL Butter', '2 TL Zucker', '1 EL Honig', '2 Eier', '250 ml Milch'],
    foods: [/^Butter, NFS \(1 tbsp/, /^Sugar.*\(2 tsp/, /^Honey \(1 tbsp/, /^Egg, whole/, /^Milk/],
  },
  {
    lang: 'fr', name: 'Yaourt au miel', yield: '2 personnes', servings: 2,
    lines: ['1 c. à s. de miel', '2 cs de sucre', '1 jus de pomme'],
    foods: [/^Honey \(1 tbsp/, /^Sugar.*\(2 tbsp/, /^Apple juice/],
  },
  {
    lang: 'nl', name: 'Pannenkoeken', yield: '4 personen', servings: 4,
    lines: ['250 gram bloem', '2 eieren', '500 ml melk', 'een snufje zout', '2 eetlepels suiker', '30 gram boter'],
    foods: [/^Wheat flour/, /^Egg, whole/, /^Milk/, /^Salt/, /^Sugar/, /^Butter/],
  },
];

/** A page's JSON-LD block as a recipe plugin writes it (@graph with the site's other nodes). */
function jsonLdBlock(page: Page): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', name: page.name },
      { '@type': 'Recipe', name: page.name, inLanguage: page.lang, recipeYield: page.yield, recipeIngredient: page.lines },
    ],
  });
}

let engine: Engine;
beforeAll(async () => {
  engine = await createEngine();
});

describe.each(PAGES)('a recipe page in $lang', (page) => {
  it('reads the yield in the page\'s words', () => {
    expect(parseYield(page.yield)).toMatchObject({ servings: page.servings, stated: true });
  });

  it('reads every ingredient line to its food, and divides by the yield', async () => {
    const recipe = recipeFromJsonLd([jsonLdBlock(page)]);
    expect(recipe?.ingredients).toEqual(page.lines);
    const { result, recipe: summary } = await analyzeRecipe(recipe, (text) => engine.api.describeMeal(text));
    expect(summary.skippedLines).toEqual([]);
    expect(result.servings).toBe(page.servings);
    expect(result.name).not.toMatch(/not recognised|not understood/);
    expect(result.ingredients).toHaveLength(page.foods.length);
    result.ingredients.forEach((ingredient, k) => expect(ingredient.name).toMatch(page.foods[k]!));
  });

  it('the whole list as one dish (as the offscreen engine runs it) is the same per serving', async () => {
    const text = page.lines.join('\n');
    const shared = (await runEngine({ type: 'describe-recipe', text, servings: page.servings }, { offline: true, onDeviceModel: false })) as Awaited<ReturnType<typeof describeMeal>>;
    const whole = await engine.api.describeMeal(text);
    expect(shared.ingredients).toHaveLength(page.lines.length);
    expect(Math.abs(shared.calories - (whole.calories * whole.servings) / page.servings)).toBeLessThanOrEqual(page.lines.length * 0.5 + 0.5);
  });
});
