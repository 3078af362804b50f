/**
 * The descriptions bench/describe-speed.ts times, made from a seeded random stream so the speed
 * bench and the answer corpus (bench/answer-corpus.ts) see the same phrases.
 */
export const QUANTITIES = ['', 'a', 'an', '1', '2', '3', '1/2', '1 1/2', '½', 'two', 'half a', 'a couple of', 'a few', '2-3', '200 g', '150g', '8 oz', '1 cup of', '2 cups', '1 tbsp', '2 tsp', 'a slice of', '2 slices of', 'a bowl of', 'a large', 'a small', 'a glass of', 'a can of', 'a handful of', '1 serving of'];
const FOODS = ['scrambled eggs', 'whole wheat toast', 'butter', 'coffee', 'milk', 'greek yogurt', 'honey', 'banana', 'apple', 'white rice', 'brown rice', 'chicken breast', 'grilled salmon', 'broccoli', 'pepperoni pizza', 'cheeseburger', 'french fries', 'orange juice', 'oatmeal', 'peanut butter', 'strawberries', 'spaghetti with meat sauce', 'caesar salad', 'black beans', 'tortilla chips', 'cola', 'beer', 'red wine', 'almonds', 'bagel with cream cheese', 'pancakes', 'maple syrup', 'bacon', 'mashed potatoes', 'green beans', 'chocolate chip cookie', 'vanilla ice cream', 'tuna sandwich', 'chicken noodle soup', 'mac and cheese'];
const CONNECTIVES = [', ', ' and ', ' with ', ' + ', '\n', ' plus ', ', and '];
const OPENERS = ['', '', '', 'I had ', 'For breakfast, ', 'For dinner I am enjoying ', 'Lunch: ', 'This morning I ate '];

const picker = (random: () => number) => <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Quantities × units × foods × connectives, 1–4 foods each, the same 40 foods again and again. */
export function generatedPhrases(random: () => number, count: number): string[] {
  const pick = picker(random);
  const generated: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = 1 + Math.floor(random() * 4);
    let text = pick(OPENERS);
    for (let k = 0; k < n; k++) {
      if (k > 0) text += pick(CONNECTIVES);
      const q = pick(QUANTITIES);
      text += (q ? q + ' ' : '') + pick(FOODS);
    }
    if (random() < 0.1) text += ' (no sugar)';
    generated.push(text);
  }
  return generated;
}

/** Up to 1,000 descriptions of 1–2 FNDDS foods (first segments of `fnddsNames`, in database order) never described before. */
export function unseenPhrases(random: () => number, fnddsNames: readonly string[]): string[] {
  const pick = picker(random);
  const names = [...new Set(fnddsNames.map((name) => name.split(',')[0]!.toLowerCase()))];
  const fresh: string[] = [];
  while (fresh.length < 1000 && names.length > 1) {
    const a = names.splice(Math.floor(random() * names.length), 1)[0]!;
    const b = names.splice(Math.floor(random() * names.length), 1)[0]!;
    fresh.push(random() < 0.5 ? `${pick(QUANTITIES)} ${a}` : `${pick(QUANTITIES)} ${a} and ${pick(QUANTITIES)} ${b}`);
  }
  return fresh;
}
