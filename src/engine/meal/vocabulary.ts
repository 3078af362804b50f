/*
 * Words describeMeal reads as descriptions of a food rather than foods (issue 23). Kept as data,
 * one table per kind, so another language adds its own table rather than code.
 */

/** Parts or states every food of its kind has: "with the skin", "including the peel", "with ice". */
export const FOOD_PARTS: ReadonlySet<string> = new Set(
  'skin skins peel peels rind rinds bone bones coating breading batter ice liquid liquids solids juices drippings shell shells fat'.split(' '),
);

/**
 * A word naming the kind of food the food before it is ("both the meat and skin" of a chicken
 * leg, "the fruit and syrup" of canned pears), by the FNDDS/SR category that kind covers.
 */
export const KIND_OF_FOOD: Readonly<Record<string, RegExp>> = {
  meat: /chicken|turkey|poultry|beef|pork|lamb|meat|sausage|frankfurter|bacon|fish|game|ham|veal/i,
  fruit: /fruit|apple|pear|peach|berr|citrus|melon|grape|mango|banana|pineapple|strawberr/i,
  vegetable: /vegetable|bean|carrot|broccoli|spinach|cabbage|corn|onion|tomato|potato/i,
  vegetables: /vegetable|bean|carrot|broccoli|spinach|cabbage|corn|onion|tomato|potato/i,
  fish: /fish|seafood|finfish|shellfish/i,
};
