/**
 * What ImageNet's classes mean for food, as data. Every named class points at one USDA food
 * (its id in the engine's food database) and one of that food's own USDA portions; the test
 * beside this file checks both against the database and the class list.
 */

export interface NamedFoodClass {
  /** ImageNet class index (row of synset.txt). */
  index: number;
  /** The class's first synset name, checked against synset.txt by the tests. */
  label: string;
  /** The food as a person says it, for the result's name. */
  name: string;
  /** USDA food id in the engine's database ('fndds:<code>' or 'sr:<ndb>'). */
  foodId: string;
  /** One of that food's USDA portions, exactly as USDA wrote it. */
  portion: string;
  /**
   * Least probability, in every view of the photo (gate.ts, GATE_VIEWS), at which the class
   * names the photo; OFFER_ONLY for classes that never name it alone.
   */
  minP: number;
}

/**
 * Food-101-like photos (bench/image-gate.ts, 10 Food-101 classes of food_mnist, tuning half):
 * when all three views agree, no class other than the catch-alls below named a wrong dish at
 * 0.85 or more (the highest: pretzel 0.82 on apple pie, burrito 0.79 on baklava), while 15 of 20
 * breakfast burritos were named at ≥ 0.85.
 */
const CLEAR = 0.85;
/**
 * Classes the model gives to dishes it has never seen, sure of them in every view: apple pie
 * and baklava as "potpie" (1.00), beef tartare and ribs as "meat loaf" (0.97), desserts as "ice
 * cream" (0.94), beet salad as "cauliflower" (0.92), pastries as "French loaf", mashed or
 * creamed dishes as "mashed potato", salads as "broccoli", layered desserts as "trifle". No
 * probability tells them apart from the real thing, so they are offered as candidates for the
 * person to pick, never given as the answer.
 */
const OFFER_ONLY = Infinity;

export const NAMED_FOOD_CLASSES: readonly NamedFoodClass[] = [
  { index: 924, label: 'guacamole', name: 'Guacamole', foodId: 'fndds:63409010', portion: 'Quantity not specified', minP: CLEAR },
  { index: 927, label: 'trifle', name: 'Trifle', foodId: 'fndds:13252590', portion: '1 cup', minP: OFFER_ONLY },
  { index: 928, label: 'ice cream', name: 'Ice cream', foodId: 'fndds:13110000', portion: '1 scoop', minP: OFFER_ONLY },
  { index: 929, label: 'ice lolly', name: 'Ice pop (popsicle)', foodId: 'fndds:91611000', portion: '1 single stick', minP: CLEAR },
  { index: 930, label: 'French loaf', name: 'French bread', foodId: 'fndds:51107010', portion: '1 medium or regular slice', minP: OFFER_ONLY },
  { index: 931, label: 'bagel', name: 'Bagel', foodId: 'fndds:51180010', portion: '1 regular', minP: CLEAR },
  { index: 932, label: 'pretzel', name: 'Soft pretzel', foodId: 'fndds:54408400', portion: '1 medium/regular', minP: CLEAR },
  { index: 933, label: 'cheeseburger', name: 'Cheeseburger', foodId: 'fndds:27510155', portion: '1 cheeseburger', minP: CLEAR },
  { index: 934, label: 'hotdog', name: 'Hot dog', foodId: 'fndds:27564000', portion: '1 sandwich', minP: CLEAR },
  { index: 935, label: 'mashed potato', name: 'Mashed potatoes', foodId: 'fndds:71501000', portion: 'Quantity not specified', minP: OFFER_ONLY },
  { index: 936, label: 'head cabbage', name: 'Cabbage', foodId: 'fndds:75103000', portion: '1 cup', minP: CLEAR },
  { index: 937, label: 'broccoli', name: 'Broccoli', foodId: 'fndds:72201100', portion: '1 cup', minP: OFFER_ONLY },
  { index: 938, label: 'cauliflower', name: 'Cauliflower', foodId: 'fndds:75107000', portion: '1 cup', minP: OFFER_ONLY },
  { index: 939, label: 'zucchini', name: 'Zucchini (summer squash)', foodId: 'fndds:75128010', portion: '1 cup', minP: CLEAR },
  { index: 940, label: 'spaghetti squash', name: 'Spaghetti squash', foodId: 'sr:11492', portion: '1 cup, cubes', minP: CLEAR },
  { index: 941, label: 'acorn squash', name: 'Acorn squash', foodId: 'fndds:73302010', portion: '1 cup', minP: CLEAR },
  { index: 942, label: 'butternut squash', name: 'Butternut squash', foodId: 'fndds:73302010', portion: '1 cup', minP: CLEAR },
  { index: 943, label: 'cucumber', name: 'Cucumber', foodId: 'fndds:75111000', portion: '1 cup', minP: CLEAR },
  { index: 944, label: 'artichoke', name: 'Artichoke', foodId: 'fndds:75100750', portion: '1 whole', minP: CLEAR },
  { index: 945, label: 'bell pepper', name: 'Bell pepper', foodId: 'fndds:75122100', portion: '1 regular', minP: CLEAR },
  { index: 946, label: 'cardoon', name: 'Cardoon', foodId: 'sr:11122', portion: '1 cup, shredded', minP: CLEAR },
  { index: 947, label: 'mushroom', name: 'Mushrooms', foodId: 'fndds:75115000', portion: '1 cup', minP: CLEAR },
  { index: 948, label: 'Granny Smith', name: 'Granny Smith apple', foodId: 'sr:09502', portion: '1 medium', minP: CLEAR },
  { index: 949, label: 'strawberry', name: 'Strawberries', foodId: 'fndds:63223020', portion: '1 cup', minP: CLEAR },
  { index: 950, label: 'orange', name: 'Orange', foodId: 'fndds:61119010', portion: '1 fruit', minP: CLEAR },
  { index: 951, label: 'lemon', name: 'Lemon', foodId: 'fndds:61113010', portion: '1 fruit', minP: CLEAR },
  { index: 952, label: 'fig', name: 'Fig', foodId: 'fndds:63119010', portion: '1 fig', minP: CLEAR },
  { index: 953, label: 'pineapple', name: 'Pineapple', foodId: 'fndds:63141010', portion: '1 cup', minP: CLEAR },
  { index: 954, label: 'banana', name: 'Banana', foodId: 'fndds:63107010', portion: '1 banana', minP: CLEAR },
  { index: 955, label: 'jackfruit', name: 'Jackfruit', foodId: 'sr:09144', portion: '1 cup, sliced', minP: CLEAR },
  { index: 957, label: 'pomegranate', name: 'Pomegranate', foodId: 'fndds:63145010', portion: '1 cup', minP: CLEAR },
  { index: 962, label: 'meat loaf', name: 'Meat loaf', foodId: 'fndds:27260010', portion: '1 medium slice', minP: OFFER_ONLY },
  { index: 963, label: 'pizza', name: 'Pizza', foodId: 'fndds:58106210', portion: '1 piece, NFS', minP: CLEAR },
  { index: 964, label: 'potpie', name: 'Pot pie', foodId: 'fndds:27347100', portion: '1 individual pie', minP: OFFER_ONLY },
  { index: 965, label: 'burrito', name: 'Burrito', foodId: 'fndds:58102300', portion: '1 small/regular', minP: CLEAR },
  { index: 966, label: 'red wine', name: 'Red wine', foodId: 'fndds:93401010', portion: '1 glass', minP: CLEAR },
  { index: 967, label: 'espresso', name: 'Espresso', foodId: 'fndds:92101610', portion: '1 espresso cup (2 fl oz)', minP: CLEAR },
  { index: 969, label: 'eggnog', name: 'Eggnog', foodId: 'fndds:11531000', portion: '1 cup', minP: CLEAR },
  { index: 987, label: 'corn', name: 'Corn on the cob', foodId: 'fndds:75109600', portion: '1 regular ear', minP: CLEAR },
  { index: 998, label: 'ear', name: 'Corn on the cob', foodId: 'fndds:75109600', portion: '1 regular ear', minP: CLEAR },
];

/**
 * Classes that mean "there is food here" without saying which: dishes USDA has no entry or no
 * portion for (consomme, carbonara, custard apple), what food is served in or made with
 * (plates, bowls, pans, trays), shops and places that sell it, and what the model reaches
 * for when a plate looks like nothing it knows (crabs and fungi for meat, honeycomb for fried
 * dough). They count towards "food" but never name it.
 */
export const UNNAMED_FOOD_CLASSES: ReadonlyMap<number, string> = new Map([
  [118, 'Dungeness crab'], [119, 'rock crab'], [121, 'king crab'], [122, 'American lobster'], [123, 'spiny lobster'], [124, 'crayfish'],
  [415, 'bakery'], [441, 'beer glass'], [467, 'butcher shop'], [469, 'caldron'], [504, 'coffee mug'], [521, 'Crock Pot'],
  [532, 'dining table'], [544, 'Dutch oven'], [567, 'frying pan'], [572, 'goblet'], [582, 'grocery store'], [599, 'honeycomb'],
  [618, 'ladle'], [659, 'mixing bowl'], [762, 'restaurant'], [766, 'rotisserie'], [809, 'soup bowl'], [813, 'spatula'],
  [828, 'strainer'], [868, 'tray'], [909, 'wok'], [910, 'wooden spoon'],
  [923, 'plate'], [925, 'consomme'], [926, 'hot pot'], [956, 'custard apple'], [959, 'carbonara'],
  [960, 'chocolate sauce'], [961, 'dough'], [968, 'cup'],
  [991, 'coral fungus'], [992, 'agaric'], [993, 'gyromitra'], [995, 'earthstar'], [996, 'hen-of-the-woods'], [997, 'bolete'],
]);

export const NAMED_BY_INDEX: ReadonlyMap<number, NamedFoodClass> = new Map(NAMED_FOOD_CLASSES.map((c) => [c.index, c]));
