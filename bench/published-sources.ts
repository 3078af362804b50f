/**
 * How the everyday sets name a published figure's source: one wording per chain or package, so
 * each set (bench/everyday-unseen-phrases11.ts on) writes only the item.
 */
const source = (name: string) => (item: string) => `${name}, ${item}`;

export const mcd = source("McDonald's US nutrition (mcdonalds.com)");
export const wendys = source("Wendy's US nutrition (wendys.com)");
export const cfa = source('Chick-fil-A nutrition (chick-fil-a.com)');
export const tb = source('Taco Bell US nutrition (tacobell.com)');
export const bk = source('Burger King US nutrition (bk.com)');
export const innout = source('In-N-Out nutrition (in-n-out.com)');
export const chipotle = source('Chipotle nutrition calculator (chipotle.com)');
export const sbux = source('Starbucks US nutrition (starbucks.com)');
export const cinnabon = source('Cinnabon nutrition (cinnabon.com)');
export const label = source('US package label');
