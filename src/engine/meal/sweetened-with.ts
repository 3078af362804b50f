import type { Token } from './tokens.js';
import { matchUnit } from './units.js';
import { cardinalWords } from '../text/number-words.js';

/*
 * "tea sweetened with 1 tbsp honey", "coffee sweetened with two sugars", "oatmeal sweetened with a
 * tablespoon of maple syrup": a sweetener said with its own amount is a food added in that amount,
 * beside the food it went in, as "tea with 1 tbsp honey" is. Read as how the food was made
 * ("sweetened" joins what follows "with" to the food before it), the amount was lost: the words
 * became one food, the honey, at a default 7 g, and the tea was gone. Without an amount
 * ("iced tea sweetened with sugar") it still names FNDDS's sweetened variant.
 */

const NUMBER_WORDS = cardinalWords(1, 12);

/** Does an amount the person measured open the words at `i` ("1 tbsp", "two", "a tablespoon of")? */
function measuredAt(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!token) return false;
  if (token.kind === 'number' || NUMBER_WORDS.has(token.text) || token.text === 'half') return true;
  if (token.text !== 'a' && token.text !== 'an') return false;
  const words = tokens.slice(i + 1, i + 3).map((t) => t.text);
  return matchUnit(words, 0, false) !== undefined;
}

/** "sweetened with <amount>" said as "with <amount>": the sweetener is a food of its own, in that amount. */
export function sweetenerWithItsAmount(tokens: Token[]): Token[] {
  let out: Token[] | undefined;
  for (let i = tokens.length - 2; i >= 0; i--) {
    if (tokens[i]!.text !== 'sweetened' || tokens[i + 1]!.text !== 'with' || !measuredAt(tokens, i + 2)) continue;
    out ??= [...tokens];
    out.splice(i, 1);
  }
  return out ?? tokens;
}
