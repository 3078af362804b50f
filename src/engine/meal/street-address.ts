/*
 * A street address names streets and towns, never food (issue 23, session 21): "45 Peach Tree
 * Court, Atlanta", "Apt 3B, 19 Olive Street, Boston MA" were given cherries, peaches, olives and
 * Boston lettuce, the house number read as a count of them. An address has a shape no food log
 * has: a house number, a name in capitals, then a street's kind in capitals or its abbreviation
 * ("Lane", "St."), and after it a town, a state's two letters and a postcode. The whole of it goes
 * before the text is read; "2 cherry pies on Oak Street" keeps its pies (lower case, no number
 * before the street's name).
 */

/** The kinds of street an address ends its street's name with, written out or short. */
const STREET_KINDS = [
  'Street', 'St', 'Lane', 'Ln', 'Road', 'Rd', 'Avenue', 'Ave', 'Av', 'Court', 'Ct', 'Drive', 'Dr', 'Boulevard', 'Blvd',
  'Way', 'Place', 'Pl', 'Terrace', 'Ter', 'Close', 'Crescent', 'Cres', 'Parkway', 'Pkwy', 'Highway', 'Hwy', 'Circle', 'Cir',
  'Square', 'Sq', 'Trail', 'Trl', 'Row', 'Alley', 'Grove', 'Gardens', 'Mews',
];

/** A capitalised word of a street's or a town's name ("Peach", "Tree", "O'Neil"). */
const NAME = String.raw`[A-Z][a-zA-Z'’.-]*`;
/**
 * House number, one to three name words, the street's kind; then, optionally, a town of one to
 * three words, a state or province in two capitals and a postcode (US, or UK/Canada's two halves).
 */
const ADDRESS = new RegExp(
  String.raw`\b\d+[A-Za-z]?\s+(?:${NAME}\s+){1,3}(?:${STREET_KINDS.join('|')})\b\.?` +
    // The town only after a comma and before what closes an address: a sentence after it keeps its words.
    String.raw`(?:,\s*${NAME}(?:\s+${NAME}){0,2}(?=\s*(?:,|$|[A-Z]{2}\b|\d{5})))?(?:,?\s*[A-Z]{2}\b)?(?:\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z0-9]?\s*\d[A-Z]{2}))?`,
  'g',
);

/** `text` without the street addresses in it (each replaced by a space). */
export function withoutStreetAddresses(text: string): string {
  return /\d/.test(text) ? text.replace(ADDRESS, ' ') : text;
}
