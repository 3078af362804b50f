/*
 * A heading a food log puts before its foods (session 19): "kids lunchbox: a juice box, an apple",
 * "marathon training: big bowl of pasta", "note to self: had cereal at midnight", "at the game:
 * garlic fries". The words before the colon say whose, where or why, and had joined the first food's
 * name, so that food was lost ("logging my daughter's plate: 3 fish fingers" found no fish). A
 * heading is a few words at the start of the text or of a line, with no figure, followed by ": " and
 * more text; it is dropped only when its own words name no food, so "pizza: 2 slices" (the amount
 * of the food the heading names) and "sunday roast: beef, potatoes" (a dish whose parts follow,
 * read as they were) keep their words.
 */

/** Longer than this, the words before a colon are a sentence, not a heading. */
const MAX_HEADING_WORDS = 6;
const HEADING = /(^|\n)[ \t]*([^\n:0-9]+?)[ \t]*:[ \t]+(?=\S)/g;

/** `text` without the headings before its foods; `namesFood` says whether words name a food of their own. */
export function withoutHeadings(text: string, namesFood: (words: string) => boolean): string {
  if (!text.includes(':')) return text;
  return text.replace(HEADING, (whole, start: string, heading: string) => {
    const words = heading.trim().split(/\s+/);
    if (words.length > MAX_HEADING_WORDS || !/[a-z]/i.test(heading)) return whole;
    return namesFood(heading) ? whole : start;
  });
}
