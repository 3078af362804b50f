/*
 * Chains whose written names hold a word a food log reads otherwise (session 27): "chick fil a"
 * typed with spaces ends on an article, so "chick fil a nuggets" was one nugget with no chain
 * ("a nuggets") and "chick fil a sandwich" a plain sandwich; "in n out" left an "n" not
 * understood. Written the chain's own way (hyphens), each is one word the reviewed names and the
 * place readers already hold.
 */
const CHAIN_SPELLINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bchick[\s-]*fil[\s-]*a\b/gi, 'chick-fil-a'],
  [/\bin[\s-]+n[\s-]+out\b/gi, 'in-n-out'],
];

/** `text` with each chain's name typed apart written the chain's own way. */
export function withChainSpellings(text: string): string {
  let out = text;
  for (const [typed, written] of CHAIN_SPELLINGS) out = out.replace(typed, written);
  return out;
}
