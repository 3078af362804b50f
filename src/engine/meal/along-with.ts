import type { Token } from './tokens.js';
import { POSSESSIVES } from './persons.js';

/**
 * "curly fries along with chili", "white rice alongside black beans": "along with"
 * and "alongside" say a food of its own (a hard link), but the food after them may be the part
 * USDA names its one dish "X with Y" by. Such a piece keeps the hard link and this joiner, so the
 * parser offers the run to its one-food test exactly as it offers "X with Y"; when no dish of
 * both is found, the two stay two foods as before.
 */
export const ALONG_JOINER = 'with';

/** Is the piece a food said "along with"/"alongside" the one before (hard link, joiner kept)? */
export const isAlongWith = (piece: { link: string; joiner: string }) => piece.link === 'hard' && piece.joiner === ALONG_JOINER;

/**
 * Where a food said after "along with"/"alongside" is said as one of the person's own ("alongside
 * my beer", "along with our toast"): a thing of its own, never a part of the food before. Found on
 * the raw words, before the noise takes the pronoun out: the start of the possessive and of the
 * word after it.
 */
export function ownedAfterAlong(tokens: readonly Token[]): Set<number> {
  const at = new Set<number>();
  tokens.forEach((token, i) => {
    const after = token.text === 'alongside' ? i + 1 : token.text === 'along' && tokens[i + 1]?.text === 'with' ? i + 2 : -1;
    if (after < 0 || !POSSESSIVES.includes(tokens[after]?.text ?? '')) return;
    at.add(tokens[after]!.start);
    if (tokens[after + 1]) at.add(tokens[after + 1]!.start);
  });
  return at;
}
