/**
 * The group words USDA leads a food's name with ("Nuts, coconut cream, raw", "Fast foods,
 * hamburger", "Babyfood, …", "Fish, perch, …"): they sort the foods and head none of them. One
 * list for every reader: the matcher (a name segment after one is the food itself) and the short
 * names of the health tips (dropped before the food). Lower case, as USDA writes them.
 */
export const USDA_GROUP_WORDS: ReadonlySet<string> = new Set([
  'nuts',
  'seeds',
  'beverages',
  'beverage',
  'babyfood',
  'baby food',
  'fast foods',
  'candies',
  'snacks',
  'spices',
  'restaurant',
  'cereals',
  'school lunch',
  'fish',
]);
