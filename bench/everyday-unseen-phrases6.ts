/**
 * A sixth unseen everyday set (session 17), written BEFORE any engine change of that session and
 * scored on main first: food-log phrases in wordings the five earlier unseen sets
 * (bench/everyday-unseen-phrases.ts … -phrases5.ts) and bench/everyday-phrases.ts do not use, as
 * different people type them — a teen, a nurse on nights, a runner, a retiree, a parent, a
 * diabetic counting carbs — in different places (a canteen, a chain restaurant, a petrol station,
 * a café, street food, a fair, a party) and forms: terse ("2 eggs, toast, OJ"), lists with commas,
 * semicolons and "+", typos and phone autocorrect, units (ml, oz, g, tbsp, cups, a handful, a can),
 * and dishes of many cuisines. Written for this bench: no benchmark's text or dataset. A word-overlap
 * check (Jaccard of content words ≥ 0.67) against every older set's phrases replaced each draft that
 * reworded an older phrase (about 55 drafts); dishes FNDDS has no row for (onigiri, udon, carbonara,
 * risotto, chana masala, butter chicken, lassi, elote, shawarma, halo-halo, Turkish delight, jerk
 * chicken, Jamaican patties, curry goat, pancit, döner, pasties, sausage rolls, katsu, cannoli,
 * mochi, chai lattes, frappuccinos, breakfast burritos) were left out rather than guessed.
 *
 * References follow the earlier sets (an FNDDS 2021–2023 food and one of its own portions by exact
 * USDA wording, or "N g" where the phrase gives a weight; "a X" = FNDDS "Quantity not specified"
 * unless FNDDS weighs "1 X"; "a bowl of" soup, stew, chili, porridge = 1½ × "1 cup"; "a plate of" a
 * pasta, rice or noodle dish = 2 × "1 cup"; a topping or side with no amount = its own "Quantity
 * not specified"; milk on cereal = ½ cup; "a scoop" of ice cream = ½ cup; "a handful" = 1 oz; a
 * counted cookie = FNDDS's medium). Added here:
 *   - "N ml" of a drink = N / 29.57 × FNDDS "1 fl oz"; "a pint" of beer = 16 fl oz; "a pint" of ice
 *     cream = 2 cups; "N g" of dry oats = N / 28.35 × "1 oz, dry, yields";
 *   - "a can of" beans or chickpeas, drained = 1½ cups; "3 tbsp" of a cereal = 3/16 cup;
 *   - "a 10 inch pizza" = FNDDS's own "1 small pizza (8-10" diameter)"; "a family size bag …,
 *     shared 4 ways" = 1 oz each (FNDDS has no family-size bag; a quarter of one is about 1 oz of
 *     a share bag, the conservative reading); "street tacos" = FNDDS "1 small/regular";
 *   - a food FNDDS does not name is the generic FNDDS food it is (a croque monsieur: a ham and
 *     cheese sandwich; digestives: FNDDS's medium cookie; a Babybel: a slice of Gouda or Edam; a
 *     Klondike: a chocolate-coated vanilla ice cream bar; Milky Way: a nougat-filled chocolate
 *     candy; halal-cart chicken over rice: chicken curry with rice, a plate; maduros: plantain
 *     cooked with oil; a blueberry muffin: FNDDS's fruit muffin; fruit loaf: fruit bread);
 *   - water and sparkling water have no energy: "a can of la croix and a pear" is the pear.
 *
 * Split (fixed before any scoring): the same FNV-1a rule as the earlier sets, a third to validation
 * (`npm run bench:everyday -- --set unseen6`). Validation phrases are counted, never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import type { Unseen5Class } from './everyday-unseen-phrases5.js';

export type Unseen6Class = Unseen5Class | 'place';

export interface Unseen6Phrase {
  text: string;
  cls: Unseen6Class;
  refs: Ref[];
}

export const UNSEEN6: Unseen6Phrase[] = [
  // ---- Dishes of many cuisines (Korean, Indian, Mexican, Middle Eastern, Caribbean, Filipino, Turkish, French, British, Japanese, Chinese, Italian, Vietnamese, US diners) ----
  { text: 'bibimbap from the korean place', cls: 'cuisine', refs: [['Bibimbap, Korean', 'Quantity not specified']] },
  { text: 'a bowl of tteokbokki', cls: 'cuisine', refs: [['Dukboki or Tteokbokki, Korean', '1 cup', 1.5]] },
  { text: 'korean fried chicken, 6 wings + a side of kimchi', cls: 'cuisine', refs: [['Chicken wing, fried, coated, from restaurant', '1 wing, any size', 6], ['Kimchi', 'Quantity not specified']] },
  { text: '2 veg samosas w/ mint chutney', cls: 'cuisine', refs: [['Samosa', 'Quantity not specified', 2]] },
  { text: 'dal with basmati rice', cls: 'cuisine', refs: [['Dal', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'lamb biryani, about 2 cups', cls: 'cuisine', refs: [['Biryani with meat', '1 cup', 2]] },
  { text: 'masala dosa at the south indian place', cls: 'cuisine', refs: [['Dosa, with filling', '1 medium']] },
  { text: 'a cup of lentil curry and half a naan', cls: 'cuisine', refs: [['Lentil curry', '1 cup'], ['Bread, naan', '1 Naan (10" dia)', 0.5]] },
  { text: '3 chicken tacos on corn tortillas', cls: 'cuisine', refs: [['Taco, corn tortilla, chicken, cheese', '1 small/regular', 3]] },
  { text: 'big beef bean and rice burrito from the truck', cls: 'cuisine', refs: [['Burrito, beef, with beans and rice, cheese', '1 large']] },
  { text: 'steak quesadilla, only ate 2 triangles', cls: 'cuisine', refs: [['Quesadilla, beef or pork', '1 triangular piece', 2]] },
  { text: '2 pork tamales for xmas eve', cls: 'cuisine', refs: [['Tamale, beef', '1 item, any size', 2]] },
  { text: 'beef taquitos x4', cls: 'cuisine', refs: [['Taquito, beef or pork', '1 small/regular taquito', 4]] },
  { text: 'chips & guac', cls: 'cuisine', refs: [['Tortilla chips, plain', 'Quantity not specified'], ['Guacamole, NFS', 'Quantity not specified']] },
  { text: 'falafel wrap from the kebab shop', cls: 'cuisine', refs: [['Falafel sandwich', '1 sandwich, any size']] },
  { text: '4 falafel and a tbsp of tahini', cls: 'cuisine', refs: [['Falafel', '1 patty', 4], ['Tahini', '1 tablespoon']] },
  { text: 'a cup of tabbouleh', cls: 'cuisine', refs: [['Tabbouleh', '1 cup']] },
  { text: '2 squares of baklava', cls: 'cuisine', refs: [['Baklava', '1 piece', 2]] },
  { text: 'a lamb shish kebab skewer', cls: 'cuisine', refs: [['Lamb shish kabob with vegetables, excluding potatoes', '1 shishkabob']] },
  { text: 'gyro from the greek diner', cls: 'cuisine', refs: [['Gyro sandwich', '1 sandwich, any size']] },
  { text: 'maduros, 5 slices', cls: 'cuisine', refs: [['Plantain, cooked with oil', '1 slice', 5]] },
  { text: 'adobo over noodles, 1 cup', cls: 'cuisine', refs: [['Adobo, with noodles', '1 cup']] },
  { text: '6 lumpia at the party', cls: 'cuisine', refs: [['Egg roll, meatless', '1 miniature egg roll', 6]] },
  { text: 'turkish red lentil soup, one bowl', cls: 'cuisine', refs: [['Soup, lentil', '1 cup', 1.5]] },
  { text: 'a turkish coffee', cls: 'cuisine', refs: [['Coffee, Turkish', '1 fl oz', 2]] },
  { text: 'one individual bacon quiche from the bakery', cls: 'cuisine', refs: [['Quiche with meat, poultry or fish', '1 individual quiche']] },
  { text: 'a nutella crepe from the stand', cls: 'cuisine', refs: [['Crepe, chocolate filled', '1 crepe with filling, any size']] },
  { text: 'fruit scone with butter', cls: 'cuisine', refs: [['Scone, with fruit', '1 regular'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'shepherds pie, 1 cup', cls: 'cuisine', refs: [["Shepherd's pie", '1 cup']] },
  { text: 'heinz beans on 2 toasts', cls: 'cuisine', refs: [['Baked beans', 'Quantity not specified'], ['Bread, white, toasted', '1 medium or regular slice', 2]] },
  { text: 'salted edamame, about 20 pods', cls: 'cuisine', refs: [['Edamame, cooked', '1 pod, yields', 20]] },
  { text: 'california roll, 8 pc', cls: 'cuisine', refs: [['Sushi roll, California', '1 piece', 8]] },
  { text: 'tonkotsu ramen w egg, one bowl', cls: 'cuisine', refs: [['Ramen bowl with meat and egg', '1 cup', 1.5]] },
  { text: 'orange chicken + steamed rice from panda', cls: 'cuisine', refs: [['Orange chicken', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'beef w/ broccoli, about a cup', cls: 'cuisine', refs: [['Beef and broccoli', '1 cup']] },
  { text: 'steamed pork dumplings x8', cls: 'cuisine', refs: [['Wonton, dumpling or pot sticker, steamed', '1 item, any size', 8]] },
  { text: 'a pork bao bun', cls: 'cuisine', refs: [['Bao bun', '1 item, any size']] },
  { text: 'wonton soup, small', cls: 'cuisine', refs: [['Soup, wonton', '1 cup']] },
  { text: "general tso's chicken, 1 cup", cls: 'cuisine', refs: [['General Tso chicken', '1 cup']] },
  { text: 'a square of tiramisu', cls: 'cuisine', refs: [['Tiramisu', '1 piece']] },
  { text: 'minestrone, a mug', cls: 'cuisine', refs: [['Soup, minestrone', '1 cup']] },
  { text: 'a reuben at the deli', cls: 'cuisine', refs: [['Reuben sandwich', '1 sandwich, any size']] },
  { text: '2 biscuits smothered in sausage gravy', cls: 'cuisine', refs: [['Biscuit with gravy', '1 biscuit with gravy', 2]] },
  { text: 'turkey club on white toast', cls: 'cuisine', refs: [['Club sandwich on white', '1 sandwich, any size']] },
  { text: 'a small chocolate shake', cls: 'cuisine', refs: [['Milk shake, fast food, chocolate', '1 small']] },
  { text: 'short stack of pancakes with syrup', cls: 'cuisine', refs: [['Pancakes, plain', '1 medium pancake', 3], ['Syrup, NFS', 'Quantity not specified']] },
  { text: 'pho tai, one bowl', cls: 'cuisine', refs: [['Soup, pho, with meat', '1 cup', 1.5]] },
  { text: 'croque monsieur and a coffee', cls: 'cuisine', refs: [['Ham sandwich on white, with cheese', '1 regular'], ['Coffee, brewed', '1 cup (8 fl oz)']] },
  { text: 'french onion soup, a crock', cls: 'cuisine', refs: [['Soup, French onion', '1 cup', 1.5]] },
  { text: 'meatloaf and mash at the diner', cls: 'cuisine', refs: [['Meat loaf made with beef', '1 medium slice'], ['Potato, mashed, NFS', 'Quantity not specified']] },
  { text: 'pozole rojo, 2 cups', cls: 'cuisine', refs: [['Soup, pozole', '1 cup', 2]] },
  { text: 'a medium pita + 4 tbsp eggplant dip', cls: 'cuisine', refs: [['Bread, pita', '1 medium pita'], ['Eggplant dip', '1 tablespoon', 4]] },

  // ---- Who logs: a teen, a nurse on nights, a runner, a retiree, a parent, a diabetic counting carbs ----
  { text: 'like 2 bags of takis lol', cls: 'person', refs: [['Tortilla chips, flavored', '1 small single serving bag', 2]] },
  { text: 'a can of monster before school', cls: 'person', refs: [['Energy drink (Monster)', '1 can or bottle (16 fl oz)']] },
  { text: '2 uncrustables', cls: 'person', refs: [['Peanut butter and jelly sandwich, frozen commercial product without crusts', '1 sandwich', 2]] },
  { text: 'pizza slice at lunch + a gatorade', cls: 'person', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS'], ['Sports drink (Gatorade G)', '1 bottle (20 fl oz)']] },
  { text: 'half a sleeve of oreos, like 8', cls: 'person', refs: [['Cookie, chocolate sandwich', '1 Oreo sandwich', 8]] },
  { text: 'on break at 3am: a granola bar and coffee with creamer', cls: 'person', refs: [['Cereal or Granola bar, NFS', '1 bar'], ['Coffee, brewed', '1 cup (8 fl oz)'], ['Coffee creamer, liquid', '1 individual container']] },
  { text: 'break room donut, glazed', cls: 'person', refs: [['Doughnut, yeast type', '1 doughnut']] },
  { text: '4am greek yogurt with granola', cls: 'person', refs: [['Yogurt, Greek, NS as to type of milk, plain', 'Quantity not specified'], ['Cereal, granola', 'Quantity not specified']] },
  { text: 'bagel and a banana before my long run', cls: 'person', refs: [['Bagel', '1 regular'], ['Banana, raw', '1 banana']] },
  { text: '16oz chocolate milk after the run', cls: 'person', refs: [['Chocolate milk, NFS', '1 fl oz', 16]] },
  { text: 'recovery brekkie: 2 scrambled eggs on toast', cls: 'person', refs: [['Egg omelet or scrambled egg, made with butter', '1 egg', 2], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'tea and two digestives', cls: 'person', refs: [['Tea, hot, leaf, black', '1 cup'], ['Cookie, NFS', '1 medium', 2]] },
  { text: 'half a grapefruit and a boiled egg', cls: 'person', refs: [['Grapefruit, raw', '1 half'], ['Egg, whole, boiled or poached', '1 egg']] },
  { text: 'bran flakes with skim milk', cls: 'person', refs: [['Cereal, bran flakes, plain', '1 cup'], ['Milk, fat free (skim)', '1 cup', 0.5]] },
  { text: "the kids' mac n cheese, i finished about half a cup", cls: 'person', refs: [['Macaroni or noodles with cheese', '1 cup', 0.5]] },
  { text: "my son's goldfish, maybe half a cup", cls: 'person', refs: [['Crackers, cheese (Goldfish)', '1 cup, NFS', 0.5]] },
  { text: 'apple slices and a string cheese', cls: 'person', refs: [['Apple, raw', '1 medium'], ['Cheese, Mozzarella, NFS', '1 stick']] },
  { text: 'pb and j for the school run', cls: 'person', refs: [['Peanut butter and jelly sandwich, NFS', '1 sandwich']] },
  { text: '1 cup brown rice + grilled chicken breast (45g carbs)', cls: 'person', refs: [['Rice, brown, cooked, NS as to fat', '1 cup, cooked'], ['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '1 medium breast']] },
  { text: '1 slice whole wheat bread w 1 tbsp pb', cls: 'person', refs: [['Bread, whole wheat', '1 medium or regular slice'], ['Peanut butter', '1 tablespoon']] },
  { text: 'diet coke and a side salad with ranch', cls: 'person', refs: [['Soft drink, cola, diet', '1 can (12 fl oz)'], ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad'], ['Ranch dressing', 'Quantity not specified']] },
  { text: 'sf choc pudding snack cup', cls: 'person', refs: [['Pudding, chocolate, ready-to-eat, sugar free', '1 snack size container']] },
  { text: 'small apple for my 15 carb snack', cls: 'person', refs: [['Apple, raw', '1 small']] },

  // ---- Where: a canteen, a chain restaurant, a petrol station, a café, street food, a fair, a party ----
  { text: 'work canteen: fish fingers, chips and peas', cls: 'place', refs: [['Fish, stick', '1 stick', 4], ['Potato, french fries, NFS', 'Quantity not specified'], ['Green peas, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'canteen jacket potato with tuna mayo', cls: 'place', refs: [['Potato, baked, NFS', '1 medium'], ['Tuna salad, made with creamy dressing', 'Quantity not specified']] },
  { text: '2 breadsticks at olive garden', cls: 'place', refs: [['Breadsticks, soft, NFS', '1 medium stick', 2]] },
  { text: 'roller grill hot dog from the petrol station', cls: 'place', refs: [['Hot dog sandwich, NFS, on white bun', '1 sandwich']] },
  { text: 'a bag of beef jerky from the servo', cls: 'place', refs: [['Beef jerky', 'Quantity not specified']] },
  { text: '2 taquitos from 7-eleven', cls: 'place', refs: [['Taquito, beef or pork', '1 small/regular taquito', 2]] },
  { text: 'blueberry muffin and a flat white at the cafe', cls: 'place', refs: [['Muffin, fruit', '1 medium'], ['Coffee, Latte', '1 cup (8 fl oz)']] },
  { text: 'a cinnabon', cls: 'place', refs: [['Roll, sweet, cinnamon bun, frosted', '1 Cinnabon']] },
  { text: 'a soft pretzel from the street cart', cls: 'place', refs: [['Pretzels, soft, NFS', '1 medium/regular']] },
  { text: 'halal cart chicken over rice', cls: 'place', refs: [['Chicken curry with rice', '1 cup', 2]] },
  { text: 'corndog on a stick at the rodeo', cls: 'place', refs: [['Corn dog', '1 regular']] },
  { text: 'funnel cake w powdered sugar', cls: 'place', refs: [['Funnel cake with sugar', '1 cake (6" dia)']] },
  { text: 'bday party: slice of chocolate cake + scoop of vanilla', cls: 'place', refs: [['Cake or cupcake, chocolate with chocolate icing, bakery', '1 regular or small piece/slice, 1 layer cake'], ['Ice cream, vanilla', '1 cup', 0.5]] },
  { text: '3 pigs in a blanket at the party', cls: 'place', refs: [['Pig in a blanket', '1 pig in blanket', 3]] },
  { text: 'deviled eggs x3', cls: 'place', refs: [['Egg, deviled', '1 egg', 3]] },
  { text: '2 glasses of prosecco at the wedding', cls: 'place', refs: [['Wine, sparkling', '1 glass', 2]] },
  { text: 'potluck: a scoop of potato salad and some baked beans', cls: 'place', refs: [['Potato salad with egg, made with creamy dressing', 'Quantity not specified'], ['Baked beans', 'Quantity not specified']] },
  { text: 'costco hot dog combo', cls: 'place', refs: [['Hot dog sandwich, NFS, on white bun', '1 sandwich'], ['Soft drink, cola', '1 fl oz (NFS)', 20]] },
  { text: 'movie theater popcorn, small', cls: 'place', refs: [['Popcorn, movie theater, with added butter', '1 small order']] },

  // ---- Units: ml, oz, g, tbsp, cups, a handful, a can ----
  { text: '250ml orange juice', cls: 'measure', refs: [['Orange juice, 100%, NFS', '1 fl oz (NFS)', 8.45]] },
  { text: '120g salmon fillet, grilled', cls: 'measure', refs: [['Fish, salmon, baked or broiled', '120 g']] },
  { text: '2 tbsp hummus with carrot sticks', cls: 'measure', refs: [['Hummus, plain', '1 tablespoon', 2], ['Carrots, raw', 'Quantity not specified']] },
  { text: '330ml coca cola', cls: 'measure', refs: [['Soft drink, cola', '1 fl oz (NFS)', 11.16]] },
  { text: '8oz sirloin', cls: 'measure', refs: [['Beef, steak, sirloin, NS as to fat eaten', '227 g']] },
  { text: '150g plain greek yoghurt', cls: 'measure', refs: [['Yogurt, Greek, NS as to type of milk, plain', '150 g']] },
  { text: '1/2 cup cottage cheese', cls: 'measure', refs: [['Cheese, cottage, NFS', '1 cup', 0.5]] },
  { text: '3 tbsp granola on my yogurt', cls: 'measure', refs: [['Cereal, granola', '1 cup', 0.1875], ['Yogurt, NS as to type of milk, plain', 'Quantity not specified']] },
  { text: 'a 500ml bottle of coke zero', cls: 'measure', refs: [['Soft drink, cola, diet', '1 bottle (16.9 fl oz or 500 ml)']] },
  { text: '60g of porridge oats made with water', cls: 'measure', refs: [['Oatmeal, NFS', '1 oz, dry, yields', 2.116]] },
  { text: 'a tbsp of olive oil on my salad', cls: 'measure', refs: [['Olive oil', '1 tablespoon'], ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', 'Quantity not specified']] },
  { text: 'a 340g rib eye', cls: 'measure', refs: [['Beef, steak, ribeye, NS as to fat eaten', '340 g']] },
  { text: 'a can of chickpeas, drained', cls: 'measure', refs: [['Chickpeas, from canned, no added fat', '1 cup', 1.5]] },
  { text: 'half a can of black beans', cls: 'measure', refs: [['Black beans, from canned, no added fat', '1 cup', 0.75]] },
  { text: '200g chicken thigh, roasted', cls: 'measure', refs: [['Chicken thigh, baked, broiled, or roasted, skin not eaten, from raw', '200 g']] },
  { text: 'couple handfuls of honey roasted cashews', cls: 'measure', refs: [['Cashews, honey roasted', '28.35 g', 2]] },
  { text: 'a tablespoon of honey in my tea', cls: 'measure', refs: [['Honey', '1 tablespoon'], ['Tea, hot, leaf, black', '1 cup']] },
  { text: '2 oz of cheddar', cls: 'measure', refs: [['Cheese, Cheddar', '56.7 g']] },
  { text: 'a tall can of ipa', cls: 'measure', refs: [['Beer, higher alcohol', '1 can or bottle (16 fl oz)']] },

  // ---- Lists with commas, semicolons and "+" ----
  { text: '2 eggs, toast, OJ', cls: 'multi', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Bread, white, toasted', '1 medium or regular slice'], ['Orange juice, 100%, NFS', '1 fl oz (NFS)', 8]] },
  { text: 'full english - 2 sausages, 2 rashers of bacon, fried egg, beans, toast', cls: 'multi', refs: [['Pork sausage', '1 bun-size or griller link', 2], ['Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)', 2], ['Egg, whole, fried, NS as to fat', '1 egg'], ['Baked beans', 'Quantity not specified'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'chicken + rice + broc', cls: 'multi', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '1 medium breast'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified'], ['Broccoli, fresh, cooked, no added fat', 'Quantity not specified']] },
  { text: 'oatmeal; blueberries; a spoon of brown sugar', cls: 'multi', refs: [['Oatmeal, NFS', '1 cup, cooked'], ['Blueberries, raw', 'Quantity not specified'], ['Sugar, brown', '1 teaspoon, NFS']] },
  { text: 'spag bol and garlic bread', cls: 'multi', refs: [['Pasta with tomato-based sauce and meat, home recipe', 'Quantity not specified'], ['Garlic bread, NFS', '1 medium slice']] },
  { text: 'salmon, asparagus, sweet potato', cls: 'multi', refs: [['Fish, salmon, baked or broiled', '1 small/regular fillet'], ['Asparagus, fresh, cooked, no added fat', 'Quantity not specified'], ['Sweet potato, baked, no added fat', '1 medium']] },
  { text: 'turkey wrap, chips, diet pepsi', cls: 'multi', refs: [['Turkey sandwich wrap', '1 sandwich, any size'], ['Potato chips, NFS', '1 small single serving bag'], ['Soft drink, cola, diet', '1 can (12 fl oz)']] },
  { text: 'strip steak & a baked spud with sour cream', cls: 'multi', refs: [['Beef, steak, NFS', 'Quantity not specified'], ['Potato, baked, NFS', '1 medium'], ['Sour cream, regular', 'Quantity not specified']] },
  { text: 'pork chops (1), mash, sweetcorn', cls: 'multi', refs: [['Pork, chop, lean and fat eaten', '1 regular'], ['Potato, mashed, NFS', 'Quantity not specified'], ['Corn, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'grilled cheese and a cup of tomato soup', cls: 'multi', refs: [['Grilled cheese sandwich, NFS', '1 sandwich'], ['Soup, tomato', '1 cup']] },

  // ---- Whole items and packages eaten whole ----
  { text: 'a whole large bag of crisps', cls: 'whole', refs: [['Potato chips, NFS', '1 large single serving bag']] },
  { text: 'polished off a pint of haagen dazs vanilla', cls: 'whole', refs: [['Ice cream, vanilla', '1 cup', 2]] },
  { text: 'a family size bag of sun chips, shared 4 ways', cls: 'whole', refs: [['Multigrain chips (Sun Chips)', '28.35 g', 4]] },
  { text: 'a whole rotisserie chicken breast', cls: 'whole', refs: [['Chicken breast, rotisserie, skin eaten', '1 breast']] },
  { text: 'an entire sleeve of ritz, 16 crackers', cls: 'whole', refs: [['Crackers, butter (Ritz)', '1 cracker', 16]] },
  { text: 'snacked on an english cucumber', cls: 'whole', refs: [['Cucumber, raw', '1 regular']] },
  { text: 'ate 1 entire avo', cls: 'whole', refs: [['Avocado, raw', '1 fruit']] },
  { text: 'a 10 inch cheese pizza to myself', cls: 'whole', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 small pizza (8-10" diameter)']] },

  // ---- Packaging words ----
  { text: 'a snack size bag of cheetos', cls: 'packaging', refs: [['Cheese flavored corn snacks', '1 small single serving bag']] },
  { text: 'reeses, the 2 cup pack', cls: 'packaging', refs: [['Chocolate candy, peanut butter filled', '1 pouch/regular size']] },
  { text: 'a drained tin of tuna with a squeeze of lemon', cls: 'packaging', refs: [['Fish, tuna, canned', '1 standard can']] },
  { text: 'a cup of mandarin oranges, the little plastic one', cls: 'packaging', refs: [['Orange, canned, NFS', '1 snack size container']] },
  { text: '3 fun size milky ways', cls: 'packaging', refs: [['Chocolate candy, nougat filled', '1 fun/snack size', 3]] },
  { text: '2 little boxes of sun maid raisins', cls: 'packaging', refs: [['Raisins', '1 miniature box (.5 oz)', 2]] },
  { text: 'an individual cup of chobani', cls: 'packaging', refs: [['Yogurt, Greek, NS as to type of milk, fruit', '1 5.3 oz container']] },

  // ---- Typos and phone autocorrect ----
  { text: 'chicken noodel soup, a mug', cls: 'typo', refs: [['Soup, chicken noodle', '1 cup']] },
  { text: 'scrambeled eggs x3', cls: 'typo', refs: [['Egg omelet or scrambled egg, made with butter', '1 egg', 3]] },
  { text: 'a tuna sandwhich', cls: 'typo', refs: [['Tuna salad sandwich on white', '1 regular']] },
  { text: 'chicken ceasar salad from wendys', cls: 'typo', refs: [['Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing', "1 Wendy's salad"]] },
  { text: 'bannana and a yougurt', cls: 'typo', refs: [['Banana, raw', '1 banana'], ['Yogurt, NS as to type of milk, fruit', 'Quantity not specified']] },
  { text: 'half an avacado on rye toast', cls: 'typo', refs: [['Avocado, raw', '1 fruit', 0.5], ['Bread, rye', '1 medium or regular slice']] },
  { text: 'quesadila with just cheese, a full one', cls: 'typo', refs: [['Quesadilla, cheese only', '1 full circle']] },
  { text: 'tomatoe soup and grilled chese', cls: 'typo', refs: [['Soup, tomato', 'Quantity not specified'], ['Grilled cheese sandwich, NFS', '1 sandwich']] },
  { text: 'choclate chip cookies, 2', cls: 'typo', refs: [['Cookie, chocolate chip', '1 medium cookie', 2]] },
  { text: 'a cheezburger and fires', cls: 'typo', refs: [['Cheeseburger, NFS', '1 cheeseburger'], ['Potato, french fries, NFS', 'Quantity not specified']] },
  { text: 'pepperonni pizza 2 slices', cls: 'typo', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'raisin bagle toasted w butter', cls: 'typo', refs: [['Bagel, with raisins', '1 regular'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'hashbrowns + 2 sausage patties', cls: 'typo', refs: [['Potato, hash brown, NFS', 'Quantity not specified'], ['Pork sausage', '1 patty', 2]] },
  { text: 'strawberies with whipped cream', cls: 'typo', refs: [['Strawberries, raw', 'Quantity not specified'], ['Cream, whipped', 'Quantity not specified']] },

  // ---- Diets: low-carb, low-fat, meal replacements ----
  { text: 'egg white omelette with spinach, 3 whites', cls: 'diet', refs: [['Egg white omelet, scrambled, or fried, NS as to fat', '1 egg white', 3]] },
  { text: 'a slim fast shake', cls: 'diet', refs: [['Nutritional drink or shake, ready-to-drink (Slim Fast)', '1 can (11 fl oz)']] },
  { text: 'keto: 3 strips bacon and 2 eggs fried in butter', cls: 'diet', refs: [['Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)', 3], ['Egg, whole, fried with butter', '1 egg', 2]] },
  { text: 'low fat cottage cheese and pineapple chunks', cls: 'diet', refs: [['Cheese, cottage, low fat', 'Quantity not specified'], ['Pineapple, canned, NFS', 'Quantity not specified']] },
  { text: 'one of those 100 calorie almond packs', cls: 'diet', refs: [['Almonds, NFS', '1 100 calorie package']] },
  { text: 'lettuce wrap burger, no bun', cls: 'diet', refs: [['Beef, ground, patty', '1 quarter lb patty']] },
  { text: 'half a bagel thin with light cream cheese', cls: 'diet', refs: [['Bagel', '1 Bagel Thin', 0.5], ['Cream cheese, light', 'Quantity not specified']] },

  // ---- Everyday snacks ----
  { text: 'a bag of pretzels from the vending machine', cls: 'snack', refs: [['Pretzels, hard, NFS', '1 small single serving bag']] },
  { text: 'string cheese and a handful of grapes', cls: 'snack', refs: [['Cheese, Mozzarella, NFS', '1 stick'], ['Grapes, raw', '28.35 g']] },
  { text: 'trail mix, about a quarter cup', cls: 'snack', refs: [['Trail mix, NFS', '1 cup', 0.25]] },
  { text: 'celery with 2 tbsp peanut butter', cls: 'snack', refs: [['Celery, raw', 'Quantity not specified'], ['Peanut butter', '1 tablespoon', 2]] },
  { text: '2 fruit roll-ups from the lunchbox', cls: 'snack', refs: [['Candy, fruit leather', '1 pouch/regular size', 2]] },
  { text: 'half a bag of butter microwave popcorn', cls: 'snack', refs: [['Popcorn, microwave, NFS', '1 regular microwave bag', 0.5]] },
  { text: '4 saltines with cheese', cls: 'snack', refs: [['Crackers, saltine', '1 cracker', 4], ['Cheese, Cheddar', 'Quantity not specified']] },
  { text: 'a banana and 10 almonds', cls: 'snack', refs: [['Banana, raw', '1 banana'], ['Almonds, NFS', '1 nut', 10]] },
  { text: 'dark choc almond kind bar', cls: 'snack', refs: [['Cereal or granola bar (KIND Fruit and Nut Bar)', '1 bar']] },
  { text: 'a clementine and a babybel', cls: 'snack', refs: [['Clementine, raw', '1 fruit'], ['Cheese, Gouda or Edam', '1 slice']] },
  { text: 'a handful of sunflower seeds', cls: 'snack', refs: [['Sunflower seeds, NFS', '28.35 g']] },
  { text: 'a rice krispie square', cls: 'snack', refs: [['Cereal or granola bar, with rice cereal', '1 Rice Krispies bar']] },
  { text: 'a snack pack of applesauce', cls: 'snack', refs: [['Applesauce, regular', '1 snack size container']] },
  { text: 'small bag of cool ranch doritos', cls: 'snack', refs: [['Tortilla chips, flavored', '1 small single serving bag']] },

  // ---- Desserts ----
  { text: 'a slice of cheesecake from the cheesecake factory', cls: 'dessert', refs: [['Cheesecake, plain', '1 piece/slice, any size']] },
  { text: '2 scoops of mint choc chip in a cone', cls: 'dessert', refs: [['Ice cream, chocolate, with additional ingredients', '1 cup'], ['Cookie, cone shell, ice cream type, wafer or cake', '1 cone']] },
  { text: 'a brownie with ice cream', cls: 'dessert', refs: [['Cookie, brownie, NS as to icing', '1 medium'], ['Ice cream, vanilla', '1 cup', 0.5]] },
  { text: 'a bowl of jello', cls: 'dessert', refs: [['Gelatin dessert', '1 cup']] },
  { text: 'a peach cobbler, 1 cup', cls: 'dessert', refs: [['Cobbler, peach', '1 cup']] },
  { text: '2 macarons', cls: 'dessert', refs: [['Cookie, macaroon', '1 cookie', 2]] },
  { text: 'a slice of fruit loaf', cls: 'dessert', refs: [['Bread, fruit', '1 slice']] },
  { text: 'a creme brulee', cls: 'dessert', refs: [['Creme brulee', 'Quantity not specified']] },
  { text: 'a klondike bar', cls: 'dessert', refs: [['Ice cream bar, vanilla, chocolate coated', '1 bar']] },
  { text: 'a flan, restaurant portion', cls: 'dessert', refs: [['Flan', '1 cup', 0.5]] },

  // ---- Drinks ----
  { text: 'cocoa w mini marshmallows', cls: 'drink', refs: [['Hot chocolate / cocoa, NFS', '1 cup'], ['Candy, marshmallow', '1 miniature/bite size', 10]] },
  { text: 'canada dry, one can', cls: 'drink', refs: [['Soft drink, ginger ale', '1 can (12 fl oz)']] },
  { text: '2 pints of lager', cls: 'drink', refs: [['Beer', '1 fl oz', 32]] },
  { text: '2 g&ts', cls: 'drink', refs: [['Gin and tonic', '1 drink', 2]] },
  { text: 'a large glass of red', cls: 'drink', refs: [['Wine, red', '1 fl oz', 9]] },
  { text: 'a boba milk tea, regular', cls: 'drink', refs: [['Tea, bubble', '1 item, any size']] },
  { text: '16 oz kombucha', cls: 'drink', refs: [['Tea, kombucha', '1 fl oz (NFS)', 16]] },
  { text: 'a cup of coconut water', cls: 'drink', refs: [['Coconut water, unsweetened', '1 fl oz (NFS)', 8]] },
  { text: 'a can of la croix and a pear', cls: 'drink', refs: [['Pear, raw', '1 fruit']] },
  { text: 'horchata, a big cup', cls: 'drink', refs: [['Horchata, made with water', '1 fl oz', 16]] },
  { text: '2 margs at happy hour', cls: 'drink', refs: [['Margarita', '1 drink', 2]] },

  // ---- Leftovers ----
  { text: 'leftover lasagna, one piece', cls: 'leftover', refs: [['Lasagna with meat', '1 piece (1/8 of 7" x 12", approx 3-1/2" x 3")']] },
  { text: 'reheated pad thai from last night', cls: 'leftover', refs: [['Pad Thai with chicken', 'Quantity not specified']] },
  { text: 'cold pizza, 2 slices, sausage', cls: 'leftover', refs: [['Pizza with meat other than pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'reheated chili from the weekend, a bowl', cls: 'leftover', refs: [['Chili, NFS', '1 cup', 1.5]] },
  { text: 'a leftover drumstick', cls: 'leftover', refs: [['Chicken drumstick, fried, coated, skin / coating eaten, from raw', '1 medium drumstick']] },
  { text: 'what was left of the beef stew, about a cup', cls: 'leftover', refs: [['Stew, beef', '1 cup']] },
  { text: 'sunday roast leftovers: roast beef and potatoes', cls: 'leftover', refs: [['Beef, roast', 'Quantity not specified'], ['Potato, home fries, NFS', 'Quantity not specified']] },

  // ---- Framing ----
  { text: 'carrot cake slice, deserved it', cls: 'framing', refs: [['Cake or cupcake, carrot', '1 piece/slice, any size']] },
  { text: 'ended up having a bowl of cereal for dinner', cls: 'framing', refs: [['Cereal, ready-to-eat, NFS', '1 cup', 1.5], ['Milk, NFS', '1 cup', 0.5]] },
  { text: 'munching on some grapes while i work', cls: 'framing', refs: [['Grapes, raw', 'Quantity not specified']] },
  { text: 'i think i had about 2 cups of popcorn', cls: 'framing', refs: [['Popcorn, air-popped, no butter added', '1 cup, popped', 2]] },
  { text: 'not hungry so just a banana', cls: 'framing', refs: [['Banana, raw', '1 banana']] },
  { text: 'my mum made cottage pie, i had a big portion', cls: 'framing', refs: [["Shepherd's pie", '1 cup', 1.5]] },
  { text: 'snacked on a few pretzels at my desk', cls: 'framing', refs: [['Pretzels, hard, NFS', 'Quantity not specified']] },
  { text: 'hubby made spag and meatballs, 1 plate', cls: 'framing', refs: [['Pasta with tomato-based sauce and meat, home recipe', '1 cup', 2]] },
  { text: 'went to mcdonalds, got a big mac and medium fries', cls: 'framing', refs: [['Big Mac (McDonalds)', "1 McDonald's Big Mac"], ['Potato, french fries, fast food', '1 medium fast food order']] },
  { text: 'post-church brunch: eggs benedict', cls: 'framing', refs: [['Egg, Benedict', '1 egg', 2]] },
];
