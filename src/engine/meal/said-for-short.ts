/**
 * Foods said by a word that, in the database's terms, names something else (session 20): the
 * piece's words are rewritten to the food meant before anything is looked up.
 */

/**
 * Describing words that, said alone, are the drink they describe: "a decaf with cream", "decaf
 * and a muffin". Left a description, the decaf had joined the next food (lost, and "decaf cream"
 * read as a cream cake).
 */
const DRINK_BY_DESCRIBER: Readonly<Record<string, readonly string[]>> = { decaf: ['decaf', 'coffee'] };

/**
 * "meatloaf with ketchup glaze", "salmon with teriyaki glaze", "ham with honey glaze": a glaze of a
 * condiment is that condiment brushed on. FNDDS's only "glaze" is a sugar frosting weighed by
 * the recipe (327 g), so the glaze word named 1,115 kcal of icing on a meatloaf; a sweet glaze
 * ("chocolate glaze" on a donut) is still that frosting.
 */
const GLAZE_OF: Readonly<Record<string, readonly string[]>> = {
  ketchup: ['ketchup'], honey: ['honey'], mustard: ['mustard'], maple: ['maple', 'syrup'],
  teriyaki: ['teriyaki', 'sauce'], bbq: ['bbq', 'sauce'], barbecue: ['barbecue', 'sauce'], hoisin: ['hoisin', 'sauce'],
};

/**
 * "a glass of 2 percent", "a cup of 2%", "a glass of skim": milk said by its fat grade alone, as
 * a US food log says it. Left as written, the grade named no food and the text was refused. Only
 * the grades no other food is said by ("whole" is said of much else), and only poured ("2% of my
 * budget" is no milk).
 */
const MILK_GRADE = /^(?:(\d(?:\.\d)?)\s*(?:%|percent|pct)|(skim|skimmed|nonfat|non-fat|fat-free))$/;

/**
 * The piece's food words, as the food meant is named. `poured`: the words have a measure of their
 * own or are put with a food ("a glass of …", "coffee with …"), where a grade alone is milk.
 */
export function foodMeant(words: string[], poured = false): string[] {
  if (words.length === 1 && Object.hasOwn(DRINK_BY_DESCRIBER, words[0]!)) return [...DRINK_BY_DESCRIBER[words[0]!]!];
  const grade = poured && words.length <= 2 ? MILK_GRADE.exec(words.join(' ')) : null;
  if (grade) return grade[1] !== undefined ? [`${grade[1]}%`, 'milk'] : [grade[2]!, 'milk'];
  const n = words.length;
  if (n >= 2 && words[n - 1] === 'glaze' && Object.hasOwn(GLAZE_OF, words[n - 2]!)) return [...words.slice(0, n - 2), ...GLAZE_OF[words[n - 2]!]!];
  return words;
}

/** Pancakes in a short stack: the reviewed common food "short stack" (three medium, FNDDS weights). */
const SHORT_STACK_PANCAKES = 3;

/**
 * "a short stack" is a diner's serving of pancakes. "short stack of (blueberry) pancakes" names
 * that serving of them, not a food called "short stack"; "short stack of 3 (pancakes)" says how
 * many it held. Left as written, the words matched no food ("short stack of 3" was not
 * recognised) or fell to pancakes' typical 100 g or a blueberry pancake's ounce.
 */
export function servingOfStack(words: readonly string[]): { words: string[]; count: number } | undefined {
  if (words[0] !== 'short' || words[1] !== 'stack' || words[2] !== 'of') return undefined;
  const rest = words.slice(3);
  const said = rest[0] !== undefined && /^\d+$/.test(rest[0]) ? Number(rest[0]) : undefined;
  const kind = said === undefined ? rest : rest.slice(1);
  if (kind.length > 0 && !/^pancakes?$/.test(kind.at(-1)!)) return undefined;
  if (kind.length === 0 && said === undefined) return undefined;
  const count = said ?? SHORT_STACK_PANCAKES;
  return count > 0 ? { words: kind.length > 0 ? kind : ['pancakes'], count } : undefined;
}
