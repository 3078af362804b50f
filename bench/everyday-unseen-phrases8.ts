/**
 * An eighth unseen everyday set (session 19), written by a helper who changed no engine code and
 * scored on main (2761c4b) before any change of that session: the yardstick the session is
 * measured against. Food-log phrases in wordings the seven earlier unseen sets
 * (bench/everyday-unseen-phrases.ts … -phrases7.ts) and bench/everyday-phrases.ts do not use, as
 * different people type or dictate them — an office worker, a pensioner, an athlete, a student, a
 * parent logging a child's plate, someone counting carbs, a tourist — in different places (home, a
 * deli, a diner, a ramen shop, a cinema, a stadium, a train, a hotel breakfast buffet, a kebab shop,
 * a bakery, a vending machine, a wedding) and forms: terse, full sentences, dictated run-ons
 * ("okay so breakfast was …", "hey add …", "log … please"), lists with ",", ";", "+", "&" and
 * newlines, typos, emoji, brand + food, "x2"/"2 x", fractions "1/2", "½", "3/4", and units (oz, ml,
 * g, cups, tbsp, slices, a bowl, a pack of, a handful, a scoop, a splash, a pint, a ladle, a mug).
 * Cuisines: Korean, Filipino, Turkish, Lebanese, Caribbean, West African, Russian, Italian, French,
 * Cajun, Tex-Mex, Malaysian, Indonesian, Sri Lankan, Scandinavian, Jewish deli, British and
 * everyday American. Written for this bench: no benchmark's text or dataset. Dishes FNDDS has no
 * row or generic food for (lahmacun, kibbeh, egusi, laksa, satay, syrniki, lassi, hot toddy, patty
 * melt, sausage roll, sticky toffee pudding, tofu scramble) were left out rather than guessed.
 *
 * References follow the earlier sets (an FNDDS 2021–2023 food and one of its own portions by exact
 * USDA wording, or "N g" where the phrase gives a weight): "a X" or an unsaid amount = FNDDS
 * "Quantity not specified" unless FNDDS weighs "1 X"; "a bowl of" soup, stew or porridge =
 * 1½ × "1 cup", "a big bowl" = 2 × "1 cup"; "a plate of" (or a paper plate full of) a pasta, rice or
 * noodle dish = 2 × "1 cup"; "N oz" of meat or fish = N × 28.35 g; "N ml" of a drink =
 * N / 29.57 × "1 fl oz"; "a glass" of wine = FNDDS "1 glass"; a can of soda = its 12 fl oz can;
 * "a couple of" = 2, "a few" = 3; "half a X" / "1/2" / "½" = ½ × the X portion; "a slice" of a
 * cake or pie = FNDDS's own slice; "a handful" (small or not) = 1 oz; "a pack of" a snack =
 * FNDDS's small single-serving bag or its own package; milk in coffee or tea with no amount is left
 * out, as are ketchup, mustard, salsa and other condiments under 25 kcal; water, black coffee, tea
 * and diet soda count as 0 beside a food. Added here:
 *   - a ramen-shop bowl, a stone bowl (dolsot) or a "whole bowl" of a noodle soup = 2 × "1 cup"
 *     (as a big bowl); "a bowl of" cereal, ice cream or fruit = "1 cup" (cereal's milk = ½ cup);
 *   - "a splash" of milk or cream = ½ fl oz (1 tbsp); "a ladle" = ½ cup; "a mug" = "1 cup";
 *     "a pint" = 16 fl oz (US), half a pint of ice cream = "1 cup"; a flat white = an 8 fl oz
 *     latte; "venti" = FNDDS's largest cup ("1 large");
 *   - a baguette sandwich = FNDDS "1 large" sandwich; "a square" of a casserole or pie = FNDDS's slice;
 *   - "a smear" of a spread = 1 tbsp; a sandwich FNDDS does not have = its bread + FNDDS's
 *     guideline amount of the filling on a regular sandwich (pastrami on rye);
 *   - granola as a topping = FNDDS's single serving (30 g); a tin of beans = 415 g (the standard
 *     tin's net weight); a family-share bag with its weight on it = that weight;
 *   - a food FNDDS does not name is the generic FNDDS food it is (doner wrap: gyro; jollof: Spanish
 *     rice; mee goreng: lo mein; nasi goreng: chicken fried rice; roti canai and chapati: roti;
 *     pelmeni: steamed dumplings; gyoza: fried pot stickers; rice and peas: kidney beans and rice;
 *     Jamaican patty: beef turnover; curry goat: stewed goat; lechon: roast pork; kanelbulle:
 *     unfrosted cinnamon bun; digestives: graham crackers; Weetabix: shredded-wheat biscuits;
 *     Cheerios: ready-to-eat cereal; cel-ray and Sprite: fruit-flavoured soda; Snickers: nougat
 *     candy with nuts; Reese's: peanut-butter-filled candy; Skittles: fruit-flavoured candy pieces;
 *     cannoli: Italian pastry with cheese; Yorkshire pudding: popover; pistachio gelato: gelato;
 *     baba ghanoush: eggplant dip; a chicken tikka or caesar wrap: FNDDS's grilled chicken wrap;
 *     café crème: latte; queso: cheese dip; Filipino spaghetti: pasta with meat sauce). An energy
 *     gel, which neither FNDDS nor SR has, takes its label figure (GU Energy Gel, 100 kcal).
 *
 * Split (fixed before any scoring): the same FNV-1a rule as the earlier sets, a third to validation
 * (`npm run bench:everyday -- --set unseen8`). Validation phrases are counted, never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import type { Unseen7Class } from './everyday-unseen-phrases7.js';

export type Unseen8Class = Unseen7Class;

export interface Unseen8Phrase {
  text: string;
  cls: Unseen8Class;
  refs: Ref[];
}

export const UNSEEN8: Unseen8Phrase[] = [
  // ---- Cuisines ----
  { text: 'bibimbap at the korean place, one stone bowl', cls: 'cuisine', refs: [['Bibimbap, Korean', '1 cup', 2]] },
  { text: 'tteokbokki from a street cart, about a cup', cls: 'cuisine', refs: [['Dukboki or Tteokbokki, Korean', '1 cup']] },
  { text: 'side of kimchi + steamed rice 1 cup', cls: 'cuisine', refs: [['Kimchi', 'Quantity not specified'], ['Rice, white, cooked, no added fat', '1 cup, cooked']] },
  { text: 'korean fried chicken wings, 6 of them', cls: 'cuisine', refs: [['Chicken wing, fried, coated, from restaurant', '1 wing, any size', 6]] },
  { text: "lola's chicken adobo over rice, a cup and a half", cls: 'cuisine', refs: [['Adobo, with rice', '1 cup', 1.5]] },
  { text: 'filipino spaghetti at the birthday party, paper plate full', cls: 'cuisine', refs: [['Pasta with tomato-based sauce and meat, home recipe', '1 cup', 2]] },
  { text: 'lechon, a few pieces off the roast pig', cls: 'cuisine', refs: [['Pork, roast', '1 regular/thin slice', 3]] },
  { text: 'turkish coffee and one square of baklava', cls: 'cuisine', refs: [['Coffee, Turkish', 'Quantity not specified'], ['Baklava', '1 piece']] },
  { text: 'grilled lamb kabob on a stick, peppers and onions on it', cls: 'cuisine', refs: [['Lamb shish kabob with vegetables, excluding potatoes', '1 shishkabob']] },
  { text: 'doner wrap from the kebab shop after the pub', cls: 'cuisine', refs: [['Gyro sandwich', '1 sandwich, any size']] },
  { text: 'lebanese mezze: hummus, tabbouleh, 4 falafel, 1 pita', cls: 'cuisine', refs: [['Hummus, plain', 'Quantity not specified'], ['Tabbouleh', 'Quantity not specified'], ['Falafel', '1 patty', 4], ['Bread, pita', '1 medium pita']] },
  { text: 'falafel sandwich with tahini, takeaway', cls: 'cuisine', refs: [['Falafel sandwich', '1 sandwich, any size']] },
  { text: 'smoky eggplant dip (baba ghanoush) + pita crisps', cls: 'cuisine', refs: [['Eggplant dip', 'Quantity not specified'], ['Pita chips', 'Quantity not specified']] },
  { text: 'oxtail stew with rice and peas, caribbean takeout', cls: 'cuisine', refs: [['Beef, oxtails', 'Quantity not specified'], ['Kidney beans and rice, from fast food / restaurant', '1 cup']] },
  { text: 'fried plantains, one whole plantain worth', cls: 'cuisine', refs: [['Plantain, cooked with oil', '1 whole']] },
  { text: 'jamaican beef patty from the corner shop', cls: 'cuisine', refs: [['Turnover or hot pocket, beef', 'Quantity not specified']] },
  { text: 'curry goat w/ roti', cls: 'cuisine', refs: [['Stewed goat, Puerto Rican style', 'Quantity not specified'], ['Bread, chappatti or roti', '1 medium chappatti or roti (7")']] },
  { text: 'one ball of fufu at the ghanaian spot', cls: 'cuisine', refs: [['Fufu', 'Quantity not specified']] },
  { text: 'nigerian jollof rice 2 cups at the owambe', cls: 'cuisine', refs: [['Spanish rice, fat added', '1 cup', 2]] },
  { text: 'borshch with a dollop of smetana, one bowl', cls: 'cuisine', refs: [['Soup, borscht', '1 cup', 1.5], ['Sour cream, regular', 'Quantity not specified']] },
  { text: 'pelmeni x15 with butter', cls: 'cuisine', refs: [['Wonton, dumpling or pot sticker, steamed', '1 item, any size', 15], ['Butter, stick', 'Quantity not specified']] },
  { text: 'beef stroganoff over egg noodles, 1 cup', cls: 'cuisine', refs: [['Beef stroganoff with noodles', '1 cup']] },
  { text: 'potato gnocchi in tomato sauce, a cup', cls: 'cuisine', refs: [['Gnocchi, potato', '1 cup'], ['Spaghetti sauce', 'Quantity not specified']] },
  { text: 'tiramisu for dessert at the trattoria', cls: 'cuisine', refs: [['Tiramisu', '1 piece']] },
  { text: 'minestrone and 2 pieces of bruschetta', cls: 'cuisine', refs: [['Soup, minestrone', '1 cup'], ['Bruschetta', '1 slice', 2]] },
  { text: 'quiche lorraine, one slice, bistro lunch', cls: 'cuisine', refs: [['Quiche with meat, poultry or fish', '1 piece (1/8 of 9" dia)']] },
  { text: 'two crêpes with strawberries from the creperie', cls: 'cuisine', refs: [['Crepe, fruit filled', '1 crepe with filling, any size', 2]] },
  { text: 'ratatouille, 1 cup, with a hunk of baguette', cls: 'cuisine', refs: [['Ratatouille', '1 cup'], ['Bread, French or Vienna', 'Quantity not specified']] },
  { text: 'pain au chocolat and a café crème', cls: 'cuisine', refs: [['Croissant, chocolate', '1 croissant'], ['Coffee, Latte', 'Quantity not specified']] },
  { text: 'gumbo over rice, new orleans, big bowl', cls: 'cuisine', refs: [['Gumbo with rice', '1 cup', 2]] },
  { text: 'jambalaya 1 cup', cls: 'cuisine', refs: [['Jambalaya with meat and rice', '1 cup']] },
  { text: '3 beignets dusted in powdered sugar', cls: 'cuisine', refs: [['Beignet', '1 beignet', 3]] },
  { text: 'red beans and rice, cajun kitchen, monday special', cls: 'cuisine', refs: [['Kidney beans and rice, from fast food / restaurant', '1 cup']] },
  { text: 'sizzling chicken fajitas, I made 3', cls: 'cuisine', refs: [['Fajita, chicken', '1 fajita', 3]] },
  { text: 'plate of loaded nachos to share, i had half', cls: 'cuisine', refs: [['Nachos, NFS', '1 order', 0.5]] },
  { text: 'beef chimichanga w/ rice & refried beans', cls: 'cuisine', refs: [['Chimichanga, meat', '1 item, any size'], ['Spanish rice, from restaurant', 'Quantity not specified'], ['Refried beans', 'Quantity not specified']] },
  { text: 'chips and queso at the tex mex joint', cls: 'cuisine', refs: [['Tortilla chips, plain', 'Quantity not specified'], ['Cheese dip', 'Quantity not specified']] },
  { text: 'nasi goreng with a fried egg on top', cls: 'cuisine', refs: [['Rice, fried, with chicken', 'Quantity not specified'], ['Egg, whole, fried, NS as to fat', '1 egg']] },
  { text: 'mee goreng from the hawker stall, one plate', cls: 'cuisine', refs: [['Lo mein, NFS', '1 cup', 2]] },
  { text: 'roti canai x2 with dhal', cls: 'cuisine', refs: [['Bread, chappatti or roti', '1 medium chappatti or roti (7")', 2], ['Lentil curry', 'Quantity not specified']] },
  { text: 'sri lankan fish curry and rice, one plate', cls: 'cuisine', refs: [['Fish curry with rice', '1 cup', 2]] },
  { text: 'dhal curry, 1 cup, with 2 chapatis', cls: 'cuisine', refs: [['Lentil curry', '1 cup'], ['Bread, chappatti or roti', '1 medium chappatti or roti (7")', 2]] },
  { text: 'swedish meatballs with gravy, 8 meatballs', cls: 'cuisine', refs: [['Swedish meatballs with cream or white sauce', '1 meatball with sauce', 8]] },
  { text: 'pickled herring on 2 crispbreads', cls: 'cuisine', refs: [['Fish, herring', 'Quantity not specified'], ['Crackers, crispbread', '1 crispbread or cracker', 2]] },
  { text: 'smoked salmon on rye, open faced, 1 slice', cls: 'cuisine', refs: [['Fish, salmon, smoked', 'Quantity not specified'], ['Bread, rye', '1 medium or regular slice']] },
  { text: 'kanelbulle (swedish cinnamon bun) with fika coffee', cls: 'cuisine', refs: [['Roll, sweet, cinnamon bun, no frosting', 'Quantity not specified'], ['Coffee, brewed', 'Quantity not specified']] },
  { text: 'pastrami on rye from the deli, the regular size', cls: 'cuisine', refs: [['Pastrami, NFS', 'Guideline amount on regular sandwich'], ['Bread, rye', '1 medium or regular slice', 2]] },
  { text: 'matzo ball soup, a bowl', cls: 'cuisine', refs: [['Soup, Matzo ball', '1 cup', 1.5]] },
  { text: 'potato knish + a cel-ray', cls: 'cuisine', refs: [['Knish', '1 item, any size'], ['Soft drink, fruit flavored, caffeine free', '1 can (12 fl oz)']] },
  { text: 'everything bagel with lox and schmear', cls: 'cuisine', refs: [['Bagel', '1 regular'], ['Fish, salmon, smoked', 'Quantity not specified'], ['Cream cheese, regular, plain', 'Quantity not specified']] },
  { text: '3 potato latkes with applesauce', cls: 'cuisine', refs: [['Potato pancake', '1 medium pancake', 3], ['Applesauce, regular', 'Quantity not specified']] },
  { text: 'challah french toast, 2 thick slices', cls: 'cuisine', refs: [['French toast, plain', '1 slice, any size', 2]] },
  { text: 'corned beef hash w 2 poached eggs', cls: 'cuisine', refs: [['Corned beef hash', 'Quantity not specified'], ['Egg, whole, boiled or poached', '1 egg', 2]] },

  // ---- Places ----
  { text: 'deli counter: half pound of potato salad', cls: 'place', refs: [['Potato salad, made with mayonnaise', '227 g']] },
  { text: 'diner breakfast — short stack of 3 pancakes w syrup', cls: 'place', refs: [['Pancakes, plain, fast food / restaurant', '1 medium pancake', 3], ['Syrup, NFS', 'Quantity not specified']] },
  { text: 'diner cheeseburger and a side of onion rings', cls: 'place', refs: [['Cheeseburger, on white bun, 1 medium patty', '1 cheeseburger'], ['Fried onion rings', 'Quantity not specified']] },
  { text: 'diner coffee refills and a slice of cherry pie', cls: 'place', refs: [['Coffee, brewed', 'Quantity not specified'], ['Pie, cherry', '1 regular slice']] },
  { text: 'tonkotsu ramen at the ramen shop, whole bowl', cls: 'place', refs: [['Ramen bowl with meat and egg', '1 cup', 2]] },
  { text: 'ramen shop gyoza, 5 pcs', cls: 'place', refs: [['Wonton, dumpling or pot sticker, fried', '1 item, any size', 5]] },
  { text: 'cinema: medium popcorn with butter and a large coke', cls: 'place', refs: [['Popcorn, movie theater, with added butter', '1 medium order'], ['Soft drink, cola', '1 large drink']] },
  { text: 'movie theater nachos with cheese', cls: 'place', refs: [['Nachos, cheese only', '1 order']] },
  { text: 'stadium hot dog + pretzel + a 16oz beer', cls: 'place', refs: [['Hot dog sandwich, beef, on white bun', '1 sandwich'], ['Pretzels, soft, ready-to-eat, NFS', 'Quantity not specified'], ['Beer', '1 can or bottle (16 fl oz)']] },
  { text: 'at the game: garlic fries, shared, I ate about half', cls: 'place', refs: [['Potato, french fries, restaurant', 'Quantity not specified', 0.5]] },
  { text: 'train buffet car: cheese and pickle sandwich and a tea', cls: 'place', refs: [['Cheese sandwich, cheddar cheese, on white bread', '1 sandwich'], ['Tea, hot, leaf, black', 'Quantity not specified']] },
  { text: 'a bag of crisps & a caramel chocolate bar on the train', cls: 'place', refs: [['Potato chips, plain', '1 small single serving bag'], ['Chocolate candy, caramel filled', '1 pouch/regular size']] },
  { text: 'hotel breakfast buffet: 2 sausages, hash browns, baked beans', cls: 'place', refs: [['Pork sausage', '1 breakfast size link', 2], ['Potato, hash brown, from restaurant', 'Quantity not specified'], ['Baked beans', 'Quantity not specified']] },
  { text: 'hotel buffet yogurt parfait and a mini croissant', cls: 'place', refs: [['Yogurt parfait, with fruit', 'Quantity not specified'], ['Croissant', '1 mini croissant']] },
  { text: 'kebab shop chips with garlic mayo, small box', cls: 'place', refs: [['Potato, french fries, restaurant', 'Quantity not specified'], ['Mayonnaise, regular', 'Quantity not specified']] },
  { text: 'bakery run: a cheese danish and a little custard tart', cls: 'place', refs: [['Danish pastry, with cheese', 'Quantity not specified'], ['Pie, custard', '1 individual pie']] },
  { text: 'sourdough loaf from the bakery, ate 2 slices w butter', cls: 'place', refs: [['Bread, sour dough', '1 medium or regular slice', 2], ['Butter, stick', 'Quantity not specified']] },
  { text: 'vending machine snickers', cls: 'place', refs: [['Chocolate candy, nougat filled with nuts', '1 pouch/regular size']] },
  { text: 'vending machine bag of cheetos + a can of sprite', cls: 'place', refs: [['Cheese flavored corn snacks (Cheetos)', '1 small single serving bag'], ['Soft drink, fruit flavored, caffeine free', '1 can (12 fl oz)']] },
  { text: 'wedding reception: chicken breast, mashed potatoes, green beans, a glass of champagne', cls: 'place', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 'Quantity not specified'], ['Potato, mashed, NFS', 'Quantity not specified'], ['Green beans, cooked, from restaurant', 'Quantity not specified'], ['Wine, sparkling', '1 glass']] },
  { text: 'piece of wedding cake and 2 glasses of prosecco', cls: 'place', refs: [['Cake or cupcake, white with white icing, bakery', '1 regular or small piece/slice, 2+ layer cake'], ['Wine, sparkling', '1 glass', 2]] },
  { text: 'food court orange chicken over fried rice', cls: 'place', refs: [['Orange chicken', 'Quantity not specified'], ['Rice, fried, NFS', 'Quantity not specified']] },
  { text: 'street fair funnel cake', cls: 'place', refs: [['Funnel cake with sugar', 'Quantity not specified']] },
  { text: 'county fair corn dog on a stick', cls: 'place', refs: [['Corn dog', '1 regular']] },
  { text: 'hospital vending: peanut butter crackers, one pack', cls: 'place', refs: [['Crackers, sandwich, peanut butter filled', '1 individual package']] },
  { text: 'petrol station meal deal - chicken mayo sandwich, crisps, a coke', cls: 'place', refs: [['Chicken salad sandwich on white', '1 regular'], ['Potato chips, plain', '1 small single serving bag'], ['Soft drink, cola', 'Quantity not specified']] },
  { text: 'coffee cart muffin, blueberry, massive', cls: 'place', refs: [['Muffin, fruit', '1 large']] },

  // ---- People ----
  { text: 'office lunch at my desk: leftover chicken stir fry, 1.5 cups', cls: 'person', refs: [['Chicken or turkey and vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, soy-based sauce', '1 cup', 1.5]] },
  { text: 'afternoon slump, 2 digestive biscuits with tea', cls: 'person', refs: [['Graham crackers', '1 large rectangular piece or 2 squares or 4 small rectangular pieces', 2], ['Tea, hot, leaf, black', 'Quantity not specified']] },
  { text: 'pensioner lunch: tin of tomato soup and bread & butter', cls: 'person', refs: [['Soup, tomato, canned', '1 can'], ['Bread, white', '1 medium or regular slice'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'grandma had a soft boiled egg and half a grapefruit', cls: 'person', refs: [['Egg, whole, boiled or poached', '1 egg'], ['Grapefruit, raw', '1 half']] },
  { text: 'marathon training: big bowl of pasta with marinara', cls: 'person', refs: [['Pasta with tomato-based sauce, home recipe', '1 cup', 2]] },
  { text: 'pre-run banana and a gel', cls: 'person', refs: [['Banana, raw', '1 banana'], { kcal: 100, carbs: 22, source: 'energy gel label, one 32 g packet (GU Energy Gel): 100 kcal, 22 g carbs' }] },
  { text: 'after lifting: 8oz steak and a sweet potato', cls: 'person', refs: [['Beef, steak, NFS', '227 g'], ['Sweet potato, baked, NS as to fat', 'Quantity not specified']] },
  { text: 'a powerbar after spin class', cls: 'person', refs: [['Nutrition bar (PowerBar)', '1 bar']] },
  { text: 'college dinner: 2 slices of leftover pepperoni pizza, cold', cls: 'person', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'student budget meal, baked beans on toast', cls: 'person', refs: [['Baked beans', 'Quantity not specified'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'my 4yo ate 1/2 a pb&j and some goldfish crackers', cls: 'person', refs: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread', '1 sandwich', 0.5], ['Crackers, cheese (Goldfish)', 'Quantity not specified']] },
  { text: "logging my daughter's plate: 3 fish fingers, peas, ketchup", cls: 'person', refs: [['Fish, stick', '1 stick', 3], ['Green peas, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'baby had a pouch of apple puree', cls: 'person', refs: [['Baby Toddler fruit, NFS', '1 pouch']] },
  { text: 'kids lunchbox: a juice box, a cheese stick, an apple', cls: 'person', refs: [['Apple juice, 100%', '1 juice box/pouch (6.75 fl oz)'], ['Cheese, Mozzarella, part skim', '1 stick'], ['Apple, raw', '1 medium']] },
  { text: 'counting carbs: 1 cup of brown rice and grilled chicken', cls: 'person', refs: [['Rice, brown, cooked, no added fat', '1 cup, cooked'], ['Chicken breast, grilled without sauce, skin not eaten', 'Quantity not specified']] },
  { text: 'low carb dinner, bunless burger with cheese', cls: 'person', refs: [['Beef, ground, patty', '1 patty, NFS'], ['Cheese, American', '1 slice']] },
  { text: 'tourist in rome: gelato, 2 scoops pistachio', cls: 'person', refs: [['Gelato, vanilla', '1 scoop', 2]] },
  { text: 'first day in paris, a ham and butter baguette sandwich', cls: 'person', refs: [['Ham sandwich on white', '1 large'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'vegan lunch, lentil soup and a slice of sourdough', cls: 'person', refs: [['Soup, lentil', 'Quantity not specified'], ['Bread, sour dough', '1 medium or regular slice']] },
  { text: 'night nurse snack - cup noodles and a fun size chocolate bar', cls: 'person', refs: [['Soup, ramen noodles, water added', '1 individual container'], ['Chocolate candy, nougat filled', '1 fun/snack size']] },

  // ---- Dictated run-ons ----
  { text: 'okay so breakfast was a bowl of cheerios with two percent milk and a cup of coffee with a splash of cream', cls: 'dictated', refs: [['Cereal, ready-to-eat, NFS', '1 cup'], ['Milk, reduced fat (2%)', '1 cup', 0.5], ['Coffee, brewed', '1 cup (8 fl oz)'], ['Cream, half and half', '1 fl oz', 0.5]] },
  { text: 'add lunch a chicken quesadilla with sour cream and guac', cls: 'dictated', refs: [['Quesadilla, chicken', 'Quantity not specified'], ['Sour cream, regular', 'Quantity not specified'], ['Guacamole, NFS', 'Quantity not specified']] },
  { text: 'log two hard boiled eggs and a slice of whole wheat toast please', cls: 'dictated', refs: [['Egg, whole, boiled or poached', '1 egg', 2], ['Bread, whole wheat, toasted', '1 medium or regular slice']] },
  { text: 'hey add a large iced mocha to today', cls: 'dictated', refs: [['Coffee, Iced Cafe Mocha', '1 large']] },
  { text: 'dinner was meatloaf with ketchup glaze and mashed potatoes and corn', cls: 'dictated', refs: [['Meat loaf made with beef, with tomato-based sauce', 'Quantity not specified'], ['Potato, mashed, NFS', 'Quantity not specified'], ['Corn, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'i just had like a handful of pretzels and some string cheese', cls: 'dictated', refs: [['Pretzels, hard, plain, salted', '28.35 g'], ['Cheese, Mozzarella, part skim', '1 stick']] },
  { text: 'record a turkey club sandwich and a cup of tomato soup for lunch', cls: 'dictated', refs: [['Club sandwich on white', '1 sandwich, any size'], ['Soup, tomato', '1 cup']] },
  { text: 'two fish tacos with cabbage and a mexican coke', cls: 'dictated', refs: [['Taco, fish', '1 small/regular', 2], ['Soft drink, cola', '1 can (12 fl oz)']] },
  { text: 'supper was a chicken pot pie the frozen kind the individual one', cls: 'dictated', refs: [['Pot pie, chicken', '1 individual pie']] },
  { text: 'i had a bowl of vanilla ice cream with chocolate syrup before bed', cls: 'dictated', refs: [['Ice cream, vanilla', '1 cup'], ['Chocolate syrup', 'Quantity not specified']] },
  { text: 'snack was an apple with two tablespoons of almond butter', cls: 'dictated', refs: [['Apple, raw', '1 medium'], ['Almond butter', '1 tablespoon', 2]] },
  { text: 'three chocolate chip cookies and a glass of milk', cls: 'dictated', refs: [['Cookie, chocolate chip', '1 medium cookie', 3], ['Milk, NFS', '1 cup']] },
  { text: 'um breakfast burrito with egg sausage and cheese from the drive thru', cls: 'dictated', refs: [['Egg burrito, with sausage', '1 item, any size']] },
  { text: 'i ate a pear and a small handful of walnuts around four', cls: 'dictated', refs: [['Pear, raw', '1 fruit'], ['Walnuts, excluding honey roasted', '1 oz']] },

  // ---- Typos ----
  { text: 'chickn tikka wrap', cls: 'typo', refs: [['Chicken fillet wrap sandwich, grilled, from fast food', '1 sandwich, any size']] },
  { text: 'cappucino medium w oat milk', cls: 'typo', refs: [['Coffee, Cappuccino, with non-dairy milk', '1 medium']] },
  { text: 'cheesburgr w/ frys', cls: 'typo', refs: [['Cheeseburger, from fast food, 1 medium patty', '1 cheeseburger'], ['Potato, french fries, fast food', 'Quantity not specified']] },
  { text: 'pancaks w blueberrys x3', cls: 'typo', refs: [['Pancakes, plain', '1 medium pancake', 3]] },
  { text: 'omelete with ham and chese', cls: 'typo', refs: [['Egg omelet or scrambled egg, with cheese and meat, NS as to fat', 'Quantity not specified']] },
  { text: 'zuchini bread slice', cls: 'typo', refs: [['Bread, zucchini', '1 slice']] },
  { text: 'tomatoe soup & grilld cheese', cls: 'typo', refs: [['Soup, tomato', 'Quantity not specified'], ['Grilled cheese sandwich, NFS', '1 sandwich']] },
  { text: 'yoghert with granolla', cls: 'typo', refs: [['Yogurt, NS as to type of milk or flavor', 'Quantity not specified'], ['Cereal, granola', '1 prepackaged single serving']] },
  { text: 'chocolat croisant', cls: 'typo', refs: [['Croissant, chocolate', '1 croissant']] },
  { text: 'fettucine alfedo plate', cls: 'typo', refs: [['Pasta with cream sauce, home recipe', '1 cup', 2]] },
  { text: 'spinich salad w/ feta, no dressin', cls: 'typo', refs: [['Spinach salad, no dressing', 'Quantity not specified'], ['Cheese, Feta', 'Quantity not specified']] },
  { text: 'hummous and carots', cls: 'typo', refs: [['Hummus, plain', 'Quantity not specified'], ['Carrots, raw', 'Quantity not specified']] },
  { text: 'sausge mcmuffin w egg', cls: 'typo', refs: [['Egg sandwich on English muffin, with sausage', '1 regular']] },
  { text: 'peperoni pizza 2 slizes', cls: 'typo', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'watermellon 2 cups', cls: 'typo', refs: [['Watermelon, raw', '1 cup', 2]] },

  // ---- Measures, fractions, units ----
  { text: '½ c cottage cheese topped w ½ c canned peach slices', cls: 'measure', refs: [['Cheese, cottage, creamed, large or small curd', '1 cup', 0.5], ['Peach, canned, NFS', '1 cup', 0.5]] },
  { text: '1/2 avocado on 1 slice sourdough', cls: 'measure', refs: [['Avocado, raw', '1 fruit', 0.5], ['Bread, sour dough', '1 medium or regular slice']] },
  { text: '200g greek yogurt 0% + 30g granola', cls: 'measure', refs: [['Yogurt, Greek, nonfat milk, plain', '200 g'], ['Cereal, granola', '30 g']] },
  { text: '3 oz salmon, 1 cup quinoa', cls: 'measure', refs: [['Fish, salmon, baked or broiled', '28.35 g', 3], ['Quinoa, NS as to fat', '1 cup, cooked']] },
  { text: '330ml can of coke', cls: 'measure', refs: [['Soft drink, cola', '1 fl oz (no ice)', 330 / 29.57]] },
  { text: '500 ml bottle of orange juice', cls: 'measure', refs: [['Orange juice, 100%, NFS', '1 fl oz (no ice)', 500 / 29.57]] },
  { text: '2 tbsp nutella on a slice of white toast', cls: 'measure', refs: [['Chocolate hazelnut spread', '1 tablespoon', 2], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'choc ice cream cone, single scoop, from the ice cream truck', cls: 'measure', refs: [['Ice cream cone, scooped, chocolate', '1 cone']] },
  { text: '4 slices of turkey breast deli meat', cls: 'measure', refs: [['Turkey, prepackaged or deli, luncheon meat', '1 slice, NFS', 4]] },
  { text: 'a splash of whole milk in my tea x3 mugs', cls: 'measure', refs: [['Tea, hot, leaf, black', '1 cup', 3], ['Milk, whole', '1 fl oz', 1.5]] },
  { text: '8 oz glass of chocolate milk', cls: 'measure', refs: [['Chocolate milk, NFS', '1 cup']] },
  { text: '1.5 oz shot of vodka with soda water', cls: 'measure', refs: [['Vodka', '1 jigger']] },
  { text: 'one tbsp olive oil + 2 cups roasted broccoli', cls: 'measure', refs: [['Olive oil', '1 tablespoon'], ['Broccoli, fresh, cooked, no added fat', '1 cup', 2]] },
  { text: '2 x weetabix with 150ml semi skimmed', cls: 'measure', refs: [['Cereal, shredded wheat, plain', '1 rectangular biscuit', 2], ['Milk, reduced fat (2%)', '1 fl oz', 150 / 29.57]] },
  { text: '3/4 cup of blueberries', cls: 'measure', refs: [['Blueberries, raw', '1 cup', 0.75]] },
  { text: '100 g dark chocolate bar, ate a third', cls: 'measure', refs: [['Dark chocolate candy', '100 g', 1 / 3]] },

  // ---- Lists and many items ----
  { text: 'fried eggs x2; toast x2; glass of oj', cls: 'multi', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Bread, white, toasted', '1 medium or regular slice', 2], ['Orange juice, 100%, NFS', 'Quantity not specified']] },
  { text: 'turkey + swiss on rye & a pickle', cls: 'multi', refs: [['Turkey sandwich on wheat, with cheese', '1 regular'], ['Pickles, dill', 'Quantity not specified']] },
  { text: 'chicken caesar salad\ngarlic bread\nsparkling water', cls: 'multi', refs: [['Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing', 'Quantity not specified'], ['Caesar dressing', 'Quantity not specified'], ['Garlic bread, NFS', '1 medium slice']] },
  { text: 'brekkie - porridge, banana, black coffee', cls: 'multi', refs: [['Oatmeal, regular or quick, made with water, no added fat', '1 cup, cooked'], ['Banana, raw', '1 banana']] },
  { text: 'lunch: soup + half sandwich combo (broccoli cheddar, turkey)', cls: 'multi', refs: [['Soup, broccoli cheese', '1 cup'], ['Turkey sandwich on white', '1 regular', 0.5]] },
  { text: '2 tacos, 1 burrito, 1 large soda', cls: 'multi', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 2], ['Burrito, beef, with beans and rice, cheese', '1 small/regular'], ['Soft drink, cola', '1 large drink']] },
  { text: 'salad bar: lettuce, chickpeas, hard egg, croutons, ranch', cls: 'multi', refs: [['Lettuce, raw', 'Quantity not specified'], ['Chickpeas, from canned, no added fat', 'Quantity not specified'], ['Egg, whole, boiled or poached', '1 egg'], ['Croutons', 'Quantity not specified'], ['Ranch dressing', 'Quantity not specified']] },
  { text: 'steak, baked potato w sour cream, side salad', cls: 'multi', refs: [['Beef, steak, NFS', 'Quantity not specified'], ['Potato, baked, peel eaten, with sour cream', 'Quantity not specified'], ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad']] },
  { text: 'apple, 10 almonds, 1 cheese string', cls: 'multi', refs: [['Apple, raw', '1 medium'], ['Almonds, NFS', '1 nut', 10], ['Cheese, Mozzarella, part skim', '1 stick']] },
  { text: 'rice + dal + aloo gobi + 1 roti', cls: 'multi', refs: [['Rice, white, cooked, no added fat', 'Quantity not specified'], ['Lentil curry', 'Quantity not specified'], ['Vegetable curry', 'Quantity not specified'], ['Bread, chappatti or roti', '1 medium chappatti or roti (7")']] },

  // ---- Drinks ----
  { text: 'iced caramel latte, venti, oat milk', cls: 'drink', refs: [['Coffee, Iced Latte, with non-dairy milk, flavored', '1 large']] },
  { text: 'two pints of lager at the pub', cls: 'drink', refs: [['Beer', '1 fl oz', 32]] },
  { text: 'ginger kombucha, the 16 oz bottle from the fridge case', cls: 'drink', refs: [['Tea, kombucha', '1 fl oz (no ice)', 16]] },
  { text: 'large sweet tea from the gas station', cls: 'drink', refs: [['Tea, iced, brewed, black, pre-sweetened with sugar', '1 large drink']] },
  { text: 'strawberry banana smoothie, medium, from the smoothie shop', cls: 'drink', refs: [['Fruit smoothie, with whole fruit, no dairy', '1 medium']] },
  { text: 'small mango smoothie made with yogurt', cls: 'drink', refs: [['Fruit smoothie, with whole fruit and dairy', '1 small']] },
  { text: 'boba run: taro milk tea w pearls', cls: 'drink', refs: [['Tea, bubble', '1 item, any size']] },
  { text: 'whiskey sour at the hotel bar', cls: 'drink', refs: [['Whiskey sour', '1 drink']] },
  { text: 'glass of rosé on the terrace', cls: 'drink', refs: [['Wine, rose', '1 glass']] },
  { text: 'hot cocoa after sledding, one mug, mini marshmallows', cls: 'drink', refs: [['Hot chocolate / cocoa, NFS', '1 cup']] },
  { text: 'gatorade 20oz bottle after soccer', cls: 'drink', refs: [['Sports drink (Gatorade G)', '1 bottle (20 fl oz)']] },
  { text: 'flat white with whole milk', cls: 'drink', refs: [['Coffee, Latte', '1 cup (8 fl oz)']] },

  // ---- Emoji ----
  { text: '🍔🍟 + 🥤', cls: 'emoji', refs: [['Hamburger, NFS', '1 hamburger'], ['Potato, french fries, fast food', 'Quantity not specified'], ['Soft drink, cola', 'Quantity not specified']] },
  { text: '🍣 x8 pieces', cls: 'emoji', refs: [['Sushi, NFS', '1 piece', 8]] },
  { text: '2 🍌 and ☕', cls: 'emoji', refs: [['Banana, raw', '1 banana', 2]] },
  { text: 'pizza night 🍕🍕🍕 (3 slices)', cls: 'emoji', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 3]] },
  { text: '🥗 w/ grilled chicken 💪', cls: 'emoji', refs: [['Chicken or turkey garden salad, chicken and/or turkey, tomato and/or carrots, other vegetables, no dressing', 'Quantity not specified']] },
  { text: '🍩 and a ☕ with milk', cls: 'emoji', refs: [['Doughnut, NFS', '1 doughnut'], ['Coffee, brewed', 'Quantity not specified']] },
  { text: 'taco tuesday 🌮🌮', cls: 'emoji', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 2]] },
  { text: '🍜 pho tai, regular size', cls: 'emoji', refs: [['Soup, pho, with meat', '1 cup', 1.5]] },
  { text: '🍎🍎 + peanut butter 2tbsp', cls: 'emoji', refs: [['Apple, raw', '1 medium', 2], ['Peanut butter', '1 tablespoon', 2]] },
  { text: '🥐 + 🍊 juice', cls: 'emoji', refs: [['Croissant', 'Quantity not specified'], ['Orange juice, 100%, NFS', 'Quantity not specified']] },

  // ---- Brands and packaged foods ----
  { text: 'one pack of ramen noodles (maruchan) whole thing', cls: 'brand', refs: [['Soup, ramen noodles, water added', '1 oz, dry, yields', 3]] },
  { text: 'oreos, 4 cookies', cls: 'brand', refs: [['Cookie, chocolate sandwich', '1 Oreo sandwich', 4]] },
  { text: 'a clif bar, chocolate chip', cls: 'brand', refs: [['Nutrition bar (Clif Bar)', '1 bar']] },
  { text: "lay's classic, the 1 oz bag", cls: 'brand', refs: [['Potato chips, plain', '28.35 g']] },
  { text: '2 reeses peanut butter cups from the register', cls: 'brand', refs: [['Chocolate candy, peanut butter filled', '1 pouch/regular size']] },
  { text: 'chobani strawberry cup', cls: 'brand', refs: [['Yogurt, Greek, low fat milk, fruit', '1 5.3 oz container']] },
  { text: 'heinz beanz half a tin', cls: 'brand', refs: [['Baked beans', '207.5 g']] },
  { text: 'a pack of skittles from the checkout', cls: 'brand', refs: [['Candy, fruit flavored pieces', '1 pouch/regular size']] },
  { text: 'kraft mac n cheese, ate the whole box', cls: 'brand', refs: [['Macaroni or noodles with cheese, made from packaged mix', '1 cup', 2.5]] },
  { text: 'nature valley bar, 2 in the pack', cls: 'brand', refs: [['Cereal or granola bar (General Mills Nature Valley Crunchy Granola Bar)', 'Quantity not specified', 2]] },
  { text: 'a 9.25 oz bag of doritos split 4 ways', cls: 'brand', refs: [['Tortilla chips, flavored', '262 g', 0.25]] },
  { text: 'ben & jerrys pint, half of it', cls: 'brand', refs: [['Ice cream, NFS', '1 cup']] },

  // ---- Snacks ----
  { text: 'grabbed a handful of gorp on the hike', cls: 'snack', refs: [['Trail mix, NFS', '28.35 g']] },
  { text: 'celery sticks with 2 tbsp cream cheese', cls: 'snack', refs: [['Celery, raw', 'Quantity not specified'], ['Cream cheese, regular, plain', '1 tablespoon', 2]] },
  { text: 'small bowl of popcorn, about 3 cups', cls: 'snack', refs: [['Popcorn, NFS', '1 cup, popped', 3]] },
  { text: 'rice crackers, a small pack', cls: 'snack', refs: [['Crackers, rice', 'Quantity not specified']] },
  { text: 'a couple of rice cakes with a smear of peanut butter', cls: 'snack', refs: [['Rice cake', '1 cake', 2], ['Peanut butter', '1 tablespoon']] },
  { text: 'hard boiled egg and a few cherry tomatoes', cls: 'snack', refs: [['Egg, whole, boiled or poached', '1 egg'], ['Tomatoes, raw', '1 cherry', 3]] },

  // ---- Desserts ----
  { text: 'slice of new york cheesecake', cls: 'dessert', refs: [['Cheesecake, plain', '1 piece/slice, any size']] },
  { text: 'two squares of my homemade lemon bars', cls: 'dessert', refs: [['Cookie, lemon bar', 'Quantity not specified', 2]] },
  { text: 'a warm brownie with a scoop of vanilla', cls: 'dessert', refs: [['Cookie, brownie, without icing', 'Quantity not specified'], ['Ice cream, vanilla', '1 scoop']] },
  { text: 'key lime pie at the seafood shack, 1 slice', cls: 'dessert', refs: [['Pie, key lime', '1 slice, any size']] },
  { text: 'rice pudding snack cup from the fridge', cls: 'dessert', refs: [['Pudding, rice', '1 snack size container']] },
  { text: 'a cannoli from the italian bakery', cls: 'dessert', refs: [['Pastry, Italian, with cheese', 'Quantity not specified']] },
  { text: 'bowl of strawberries and whipped cream', cls: 'dessert', refs: [['Strawberries, raw', '1 cup'], ['Cream, whipped', 'Quantity not specified']] },

  // ---- Home cooking ----
  { text: 'homemade chili, 2 ladles, with shredded cheese', cls: 'home', refs: [['Chili with meat and beans', '1 cup'], ['Cheese, Cheddar', 'Quantity not specified']] },
  { text: 'sunday roast: 3 slices of roast beef, 2 roast potatoes, yorkshire pudding, gravy', cls: 'home', refs: [['Beef, roast', '1 regular/thin slice', 3], ['Potato, roasted, from fresh, peel eaten, fat added, NS as to fat type', 'Quantity not specified', 2], ['Popover', '1 popover'], ['Gravy, beef', 'Quantity not specified']] },
  { text: 'made shepherds pie, had a good square of it', cls: 'home', refs: [["Shepherd's pie", '1 slice, any size']] },
  { text: 'tuna casserole leftovers, about a cup', cls: 'home', refs: [['Tuna noodle casserole with cream or white sauce', '1 cup']] },
  { text: 'sheet pan chicken thighs (2) and roasted carrots', cls: 'home', refs: [['Chicken thigh, baked, broiled, or roasted, skin eaten, from raw', '1 medium thigh', 2], ['Carrots, fresh, cooked, fat added, NS as to fat type', 'Quantity not specified']] },
  { text: 'beef and broccoli I cooked, over a cup of white rice', cls: 'home', refs: [['Beef and broccoli', 'Quantity not specified'], ['Rice, white, cooked, no added fat', '1 cup, cooked']] },
  { text: 'homemade tuna salad on 2 slices of wheat', cls: 'home', refs: [['Tuna salad sandwich on wheat', '1 regular']] },
  { text: 'egg fried rice i made with leftover rice, a big bowl', cls: 'home', refs: [['Rice, fried, meatless', '1 cup', 2]] },

  // ---- Framing ----
  { text: 'treated myself to a slice of carrot cake after the dentist', cls: 'framing', refs: [['Cake or cupcake, carrot', '1 piece/slice, any size']] },
  { text: "couldn't resist the donut in the break room", cls: 'framing', refs: [['Doughnut, NFS', '1 doughnut']] },
  { text: 'note to self: had a bowl of cereal at midnight again', cls: 'framing', refs: [['Cereal, ready-to-eat, NFS', '1 cup'], ['Milk, NFS', '1 cup', 0.5]] },
  { text: 'not proud of it but 2 krispy kremes', cls: 'framing', refs: [['Doughnut, yeast type', '1 doughnut', 2]] },
  { text: 'the kids talked me into mcdonalds, i got a quarter pounder', cls: 'framing', refs: [['Cheeseburger, from fast food, 1 large patty', '1 cheeseburger']] },
  { text: 'was starving so i grabbed a chicken caesar wrap', cls: 'framing', refs: [['Chicken fillet wrap sandwich, grilled, from fast food', '1 sandwich, any size']] },
  { text: 'my husband made us omelettes, mine had 3 eggs and peppers', cls: 'framing', refs: [['Egg omelet or scrambled egg, with vegetables other than dark green and/or tomatoes, fat added', '1 egg', 3]] },
  { text: 'finishing off the last of the lasagna, one more piece', cls: 'framing', refs: [['Lasagna with meat', '1 piece (1/8 of 7" x 12", approx 3-1/2" x 3")']] },
];
