/**
 * The foods of foods.json.gz, stored by column so that loading them is cheap.
 *
 * Parsing one small JSON array per food, with an array of numbers and an array of portions
 * inside, was the largest part of the engine's load (about 14,220 × 5 arrays and 170,000
 * numbers). Here a food's nutrient values and portions are each one string, split on the
 * food's first use: a session looks at a few hundred of the 14,220 foods. Ids, names,
 * categories and common names are plain aligned arrays, read as they are.
 */
/** One food as the build makes it: id, name, category (index into `categories`), nutrient values (null: not reported), portions, SR common names. */
export type FoodRow = [id: string, name: string, category: number, values: (number | null)[], portions: [description: string, grams: number][], commonNames?: string];

/** The "foods" member of foods.json.gz: one array per column, all aligned by food. */
export interface PackedFoods {
  ids: string[];
  names: string[];
  categories: number[];
  /** Nutrient values in the file's `nutrients` order, joined by ","; empty where USDA reports none. */
  values: string[];
  /** Portions as description and grams, all joined by a tab ("1 cup\t240\t1 tbsp\t15"); "" for none. */
  portions: string[];
  /** SR28 common names; "" for none. */
  commonNames: string[];
}

const VALUE_SEPARATOR = ',';
const PORTION_SEPARATOR = '\t';

/** The build's rows as columns. Numbers are written as JSON writes them, so they read back as the same doubles. */
export function packFoods(rows: readonly FoodRow[]): PackedFoods {
  const packed: PackedFoods = { ids: [], names: [], categories: [], values: [], portions: [], commonNames: [] };
  for (const [id, name, category, values, portions, commonNames] of rows) {
    // "" would read back as one unreported value, not as none: every food has its columns.
    if (values.length === 0) throw new Error(`${id}: no nutrient values`);
    for (const [description] of portions) {
      if (description.includes(PORTION_SEPARATOR)) throw new Error(`${id}: portion ${JSON.stringify(description)} holds a tab, the portions' separator`);
    }
    packed.ids.push(id);
    packed.names.push(name);
    packed.categories.push(category);
    packed.values.push(values.map((v) => (v === null ? '' : String(v))).join(VALUE_SEPARATOR));
    packed.portions.push(portions.map(([description, grams]) => `${description}${PORTION_SEPARATOR}${grams}`).join(PORTION_SEPARATOR));
    packed.commonNames.push(commonNames ?? '');
  }
  return packed;
}

/** Read access to packed foods; a food's values and portions are split only when asked for. */
export class FoodRows {
  readonly count: number;

  constructor(private readonly packed: PackedFoods) {
    this.count = packed.ids.length;
    for (const column of ['names', 'categories', 'values', 'portions', 'commonNames'] as const) {
      if (packed[column].length !== this.count) throw new RangeError(`foods.${column} has ${packed[column].length} entries for ${this.count} foods`);
    }
  }

  id(i: number): string {
    return this.packed.ids[i]!;
  }

  name(i: number): string {
    return this.packed.names[i]!;
  }

  category(i: number): number {
    return this.packed.categories[i]!;
  }

  commonNames(i: number): string | undefined {
    return this.packed.commonNames[i] || undefined;
  }

  /** Food i's nutrient values in the file's `nutrients` order, null where not reported (split anew: the database keeps the Food it makes of them). */
  values(i: number): (number | null)[] {
    return this.packed.values[i]!.split(VALUE_SEPARATOR).map((v) => (v === '' ? null : Number(v)));
  }

  /** Food i's portions (split anew: the database keeps the Portion objects it makes of them). */
  portions(i: number): [string, number][] {
    const text = this.packed.portions[i]!;
    if (text === '') return [];
    const parts = text.split(PORTION_SEPARATOR);
    const out: [string, number][] = [];
    for (let k = 0; k + 1 < parts.length; k += 2) out.push([parts[k]!, Number(parts[k + 1])]);
    return out;
  }

  /** Food i as the build made it. */
  row(i: number): FoodRow {
    const row: FoodRow = [this.id(i), this.name(i), this.category(i), this.values(i), this.portions(i)];
    const common = this.commonNames(i);
    if (common) row.push(common);
    return row;
  }
}
