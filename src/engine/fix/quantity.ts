import { tokenize } from '../meal/tokens.js';
import { readAmount, type Amount } from '../meal/quantity.js';
import type { Size, UnitKind } from '../meal/units.js';

/** An amount a person wrote in a correction: "200 g", "a large glass, 250 ml", "3 slices". */
export interface Quantity {
  count: number;
  /** Canonical unit ("g", "ml", "slice"); undefined for a bare count ("3 eggs"). */
  unit?: string;
  kind?: UnitKind;
  /** Grams per unit (mass) or millilitres per unit (volume). */
  size?: number;
  sizeWord?: Size;
  /** True when a number was written, not just "a"/"an". */
  explicit: boolean;
  /** The amount in the person's words ("250 ml"). */
  text: string;
  /** The amount as describeMeal's reader understood it: what the food database is asked for with a name (parseName). */
  amount: Amount;
}

export interface QuantityRead {
  quantity: Quantity;
  /** What follows the amount ("of chicken"), trimmed. */
  rest: string;
}

/**
 * Reads an amount at the start of `text` with describeMeal's amount reader, so a correction
 * understands exactly the amounts a meal description does ("2 tsp", "a 12 oz can", "½ cup").
 */
export function readQuantity(text: string): QuantityRead | undefined {
  const tokens = tokenize(text);
  if (tokens.length === 0) return undefined;
  const read = readAmount(tokens, 0);
  if (!read) return undefined;
  const { amount } = read;
  const end = read.next > 0 ? tokens[read.next - 1]!.end : 0;
  const start = tokens[0]!.start;
  const rest = read.next < tokens.length ? text.slice(tokens[read.next]!.start).trim() : '';
  const quantity: Quantity = {
    count: amount.count,
    explicit: amount.explicit,
    text: text.slice(start, end).trim(),
    amount,
  };
  if (amount.unit) {
    quantity.unit = amount.unit.name;
    quantity.kind = amount.unit.kind;
    if (amount.unit.size !== undefined) quantity.size = amount.unit.size;
  }
  if (amount.size) quantity.sizeWord = amount.size;
  return { quantity, rest: rest.replace(/^of\s+/, '') };
}

/** Grams of a mass amount; undefined for volumes, counts and household measures. */
export function massGrams(q: Quantity): number | undefined {
  return q.kind === 'mass' && q.size !== undefined ? q.count * q.size : undefined;
}

/** Millilitres of a volume amount. */
export function volumeMl(q: Quantity): number | undefined {
  return q.kind === 'volume' && q.size !== undefined ? q.count * q.size : undefined;
}
