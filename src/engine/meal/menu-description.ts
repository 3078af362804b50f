/*
 * A menu line pasted as a log (session 27): "Classic Cheeseburger — beef patty, cheddar, lettuce,
 * tomato, bun". A menu writes the dish's name, a dash of typesetting (an em or en dash, never the
 * hyphen people type), then what the dish is made of; each part had been counted again beside the
 * dish (1,008 kcal for a 488 kcal burger). The shape is read: a name that names a food before the
 * dash, and after it a list of three parts or more with no figure, each naming a food. The dish is
 * read alone.
 */

/** Fewer parts than this after a dash may be foods served with the dish ("burger – fries, coke"). */
const MIN_DESCRIBED_PARTS = 3;
const MENU_DASH = /\s*[—–]\s*/;

/** `text` without the list of what a menu's dish is made of (see above); `namesFood` says whether words name a food. */
export function withoutMenuDescription(text: string, namesFood: (words: string) => boolean): string {
  const parts = text.split(MENU_DASH);
  if (parts.length !== 2) return text;
  const [name, description] = parts as [string, string];
  if (/[0-9]/.test(description) || !/[a-z]/i.test(name) || !namesFood(name)) return text;
  const listed = description.split(/,|\band\b|&/).map((p) => p.trim()).filter(Boolean);
  // The parts name foods, all but one at most (a "bun" names none alone): "Apple — iPhone, iPad,
  // Mac" lists no ingredients, and stays as it is.
  return listed.length >= MIN_DESCRIBED_PARTS && listed.filter((part) => !namesFood(part)).length <= 1 ? name.trim() : text;
}
