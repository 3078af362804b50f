/**
 * A fourth unseen everyday set (session 15), written BEFORE any engine change of that session and
 * scored on main first: food-log phrases in wordings the three earlier unseen sets
 * (bench/everyday-unseen-phrases.ts, -phrases2.ts, -phrases3.ts) under-cover — plural and loose
 * counts ("a couple of", "a few", "2-3"), weights and volumes as typed ("250g", "12oz", "half a
 * litre"), brands and chain items, home dishes by their family name, meal prep and leftovers, kids'
 * food, regional foods (UK, Australian, Indian, Mexican, Korean, Filipino, Caribbean, Middle
 * Eastern), drinks by size and brand, snacks by package, fruit and vegetables by the piece and the
 * handful, diet foods, typos and shorthand, framing. Written for this bench: no benchmark's text,
 * and no phrase of bench/everyday-phrases.ts or of the three unseen sets reworded.
 *
 * References follow the earlier sets (an FNDDS 2021–2023 food and one of its own portions by exact
 * USDA wording, or "N g" where the phrase gives a weight; "a X" = FNDDS "Quantity not specified"
 * unless FNDDS weighs "1 X"; "a bowl of" soup, stew, cereal = 1½ × "1 cup"; "a plate of" a pasta or
 * rice dish = 2 × "1 cup"; a topping or side with no amount = its own "Quantity not specified";
 * milk on cereal = ½ cup; "a handful" = 1 oz; "a few" = 3). Added here:
 *   - "a couple of" = 2; "2-3" / "two or three" = the midpoint (2.5); "a half dozen" = 6;
 *   - a weight or volume as typed is the food as eaten (a cooked weight for meat, rice and pasta;
 *     "12oz sirloin" = 340 g of the cooked steak); 1 litre = 33.8 fl oz; a UK pint = 20 fl oz;
 *   - a food FNDDS does not name is the generic FNDDS food it is (crumpet: FNDDS's own "1 crumpet"
 *     of English muffin; digestive biscuit: graham cracker; cottage pie: shepherd's pie; fish
 *     fingers: fish sticks; sausage sizzle: a hot dog on white bun; a Greggs sausage roll: pig in a
 *     blanket; chip butty: fries on two slices of white bread; Uncrustables: FNDDS's one-slice PB&J;
 *     Teddy Grahams, Goldfish: FNDDS's own branded rows); regional dishes FNDDS has no row for
 *     (a torta, bulgogi, pancit, jerk chicken, lassi, ...) were left out rather than guessed;
 *   - a chain's burrito = FNDDS's "1 large"; a "share size" candy bag = FNDDS's "1 large/king
 *     size" (90 g, the share-size package's weight; FNDDS's "sharing/movie theater size" is twice it);
 *   - "sugar-free", "diet", "zero" drinks and jellies take FNDDS's own diet food, not the regular one.
 *
 * Split (fixed before any scoring): the same FNV-1a rule as the earlier sets, a third to validation
 * (`npm run bench:everyday -- --set unseen4`). Validation phrases are counted, never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import type { Unseen3Class } from './everyday-unseen-phrases3.js';

export type Unseen4Class = Unseen3Class | 'count' | 'measure' | 'leftover' | 'kids' | 'regional' | 'diet';

export interface Unseen4Phrase {
  text: string;
  cls: Unseen4Class;
  refs: Ref[];
}

export const UNSEEN4: Unseen4Phrase[] = [
  // ---- Loose and plural counts ----
  { text: 'a couple of slices of deli ham', cls: 'count', refs: [['Ham, prepackaged or deli, luncheon meat', '1 slice, NFS', 2]] },
  { text: 'a few meatballs in sauce', cls: 'count', refs: [['Meatballs, NS as to type of meat, with sauce', '1 meatball with sauce', 3]] },
  { text: '2-3 oatmeal raisin cookies', cls: 'count', refs: [['Cookie, oatmeal, with raisins', '1 medium', 2.5]] },
  { text: 'a couple of beef tacos', cls: 'count', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 2]] },
  { text: 'three or four saltine crackers', cls: 'count', refs: [['Crackers, saltine', '1 cracker', 3.5]] },
  { text: 'a half dozen grilled shrimp', cls: 'count', refs: [['Shrimp, grilled', '1 large/jumbo shrimp', 6]] },
  { text: 'a dozen hot wings', cls: 'count', refs: [['Chicken wing, fried, coated, from restaurant', '1 wing, any size', 12]] },
  // A medjool date is the large one (24 g, SR 'Dates, medjool' 1 date); FNDDS's "1 date" (8 g) is a deglet noor.
  { text: 'a few medjool dates', cls: 'count', refs: [['Date', '24 g', 3]] },
  { text: 'a couple of pancakes', cls: 'count', refs: [['Pancakes, plain', '1 medium pancake', 2]] },
  { text: 'a couple of egg whites', cls: 'count', refs: [['Egg, white, cooked, NS as to fat', '1 egg white', 2]] },
  { text: '4-5 strawberries', cls: 'count', refs: [['Strawberries, raw', '1 fruit', 4.5]] },
  { text: 'two or three chicken nuggets', cls: 'count', refs: [['Chicken nuggets, NFS', '1 nugget', 2.5]] },
  { text: 'a few pieces of sushi', cls: 'count', refs: [['Sushi, NFS', '1 piece', 3]] },
  { text: 'a couple of crackers with peanut butter', cls: 'count', refs: [['Crackers, NFS', '1 cracker', 2], ['Peanut butter', 'Quantity not specified']] },
  { text: 'couple pieces of fried chicken', cls: 'count', refs: [['Chicken, NS as to part, fried, coated, skin / coating eaten', '1 piece', 2]] },

  // ---- Weights and volumes as typed ----
  { text: '250g chicken breast', cls: 'measure', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '250 g']] },
  { text: '12oz sirloin', cls: 'measure', refs: [['Beef, steak, sirloin, NS as to fat eaten', '340 g']] },
  { text: 'half a litre of orange juice', cls: 'measure', refs: [['Orange juice, 100%, NFS', '1 fl oz (NFS)', 16.9]] },
  { text: '200ml semi skimmed milk', cls: 'measure', refs: [['Milk, reduced fat (2%)', '1 fl oz', 6.76]] },
  { text: '150g cooked pasta', cls: 'measure', refs: [['Pasta, cooked', '150 g']] },
  { text: '80g of rolled oats', cls: 'measure', refs: [['Oats, raw', '80 g']] },
  { text: '2 tbsp almond butter', cls: 'measure', refs: [['Almond butter', '1 tablespoon', 2]] },
  { text: '1/4 cup walnuts', cls: 'measure', refs: [['Walnuts, excluding honey roasted', '1 cup', 0.25]] },
  { text: '4 oz baked salmon', cls: 'measure', refs: [['Fish, salmon, baked or broiled', '113 g']] },
  { text: 'a 330ml can of orange fanta', cls: 'measure', refs: [['Soft drink, fruit flavored, caffeine free', '1 fl oz (NFS)', 11.2]] },
  { text: '1.5 cups cooked white rice', cls: 'measure', refs: [['Rice, white, cooked, NS as to fat', '1 cup, cooked', 1.5]] },
  { text: '30 grams of almonds', cls: 'measure', refs: [['Almonds, NFS', '30 g']] },
  { text: '100g cottage cheese', cls: 'measure', refs: [['Cheese, cottage, NFS', '100 g']] },
  { text: '10 oz glass of whole milk', cls: 'measure', refs: [['Milk, whole', '1 fl oz', 10]] },
  { text: '500 g of watermelon', cls: 'measure', refs: [['Watermelon, raw', '500 g']] },
  { text: '3 oz ground beef', cls: 'measure', refs: [['Beef, ground', '85 g']] },
  { text: '40g cheddar', cls: 'measure', refs: [['Cheese, Cheddar', '40 g']] },

  // ---- Brands and chain items ----
  { text: 'a wendys spicy chicken sandwich', cls: 'brand', refs: [['Chicken fillet sandwich, fried, from fast food', 'Quantity not specified']] },
  { text: 'a cup of panera broccoli cheddar soup', cls: 'brand', refs: [['Soup, broccoli cheese', '1 cup']] },
  { text: '10 timbits', cls: 'brand', refs: [['Doughnut holes', '1 doughnut hole', 10]] },
  { text: 'an auntie annes original pretzel', cls: 'brand', refs: [['Pretzels, soft, NFS', '1 pretzel, NS as to size']] },
  { text: 'a chipotle steak burrito', cls: 'brand', refs: [['Burrito, beef, with beans and rice, cheese', '1 large']] },
  { text: 'a greggs sausage roll', cls: 'brand', refs: [['Pig in a blanket', '1 pig in blanket']] },
  { text: 'chick fil a spicy deluxe', cls: 'brand', refs: [['Chicken fillet sandwich, fried, from fast food, with cheese', 'Quantity not specified']] },
  { text: 'a sonic corn dog', cls: 'brand', refs: [['Corn dog', 'Quantity not specified']] },
  { text: 'dunkin bacon egg and cheese on a croissant', cls: 'brand', refs: [['Egg sandwich on croissant, with bacon', '1 regular']] },
  { text: 'a jimmy johns turkey tom', cls: 'brand', refs: [['Turkey sandwich or sub, restaurant', '1 regular or 6" submarine']] },

  // ---- Home dishes by their family name ----
  { text: "my dad's beef stroganoff over noodles", cls: 'home', refs: [['Beef stroganoff with noodles', 'Quantity not specified']] },
  { text: "nana's apple crisp", cls: 'home', refs: [['Crisp, apple', 'Quantity not specified']] },
  { text: 'homemade beef enchiladas, 3', cls: 'home', refs: [['Enchilada, beef', '1 enchilada, any size', 3]] },
  { text: 'a helping of cottage pie', cls: 'home', refs: [["Shepherd's pie", 'Quantity not specified']] },
  { text: '3 stuffed shells', cls: 'home', refs: [['Stuffed shells, cheese-filled, with tomato sauce, meatless', '1 shell (jumbo)', 3]] },
  { text: 'a bowl of beef barley soup', cls: 'home', refs: [['Soup, barley', '1 cup', 1.5]] },
  { text: 'mums cabbage rolls, two', cls: 'home', refs: [['Stuffed cabbage rolls with beef and rice', '1 cabbage roll', 2]] },
  { text: 'a bowl of minestrone', cls: 'home', refs: [['Soup, minestrone', '1 cup', 1.5]] },
  { text: 'four turkey meatballs', cls: 'home', refs: [['Meatballs, NS as to type of meat, with sauce', '1 meatball with sauce', 4]] },
  { text: 'tuna melt on rye', cls: 'home', refs: [['Tuna salad sandwich on wheat, with cheese', 'Quantity not specified']] },
  { text: 'sunday roast chicken with roast potatoes', cls: 'home', refs: [['Chicken, NS as to part, baked, broiled, or roasted, skin eaten', 'Quantity not specified'], ['Potato, roasted, NFS', 'Quantity not specified']] },
  { text: 'a bowl of my wifes chicken tortilla soup', cls: 'home', refs: [['Soup, tortilla', '1 cup', 1.5]] },

  // ---- Meal prep and leftovers ----
  { text: 'meal prep: chicken, rice and broccoli', cls: 'leftover', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified'], ['Broccoli, fresh, cooked, no added fat', 'Quantity not specified']] },
  { text: 'reheated the leftover lasagna', cls: 'leftover', refs: [['Lasagna with meat', 'Quantity not specified']] },
  { text: 'cold pizza from the fridge, 2 slices', cls: 'leftover', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'finished off the leftover mashed potatoes', cls: 'leftover', refs: [['Potato, mashed, NFS', 'Quantity not specified']] },
  { text: 'leftover sesame chicken from last night', cls: 'leftover', refs: [['Sesame chicken', 'Quantity not specified']] },
  { text: '3 egg muffin cups i prepped on sunday', cls: 'leftover', refs: [['Egg omelet or scrambled egg, with vegetables other than dark green and/or tomatoes, NS as to fat', '1 egg', 3]] },
  { text: 'leftover pot roast and carrots', cls: 'leftover', refs: [['Beef, pot roast', 'Quantity not specified'], ['Carrots, fresh, cooked, no added fat', 'Quantity not specified']] },
  { text: 'day old white rice w/ a fried egg', cls: 'leftover', refs: [['Rice, white, cooked, NS as to fat', 'Quantity not specified'], ['Egg, whole, fried, NS as to fat', '1 egg']] },
  { text: 'meal prepped turkey chili, one container', cls: 'leftover', refs: [['Chili with chicken and beans', 'Quantity not specified']] },
  { text: 'the last of the thanksgiving turkey, a few slices', cls: 'leftover', refs: [['Turkey, light and dark meat, roasted, skin eaten', '1 medium slice', 3]] },

  // ---- Kids' food ----
  { text: 'an uncrustable', cls: 'kids', refs: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread', '1 sandwich (1 slice bread)', 1]] },
  { text: 'a handful of animal crackers', cls: 'kids', refs: [['Cookie, animal', '28.35 g']] },
  { text: '5 dino nuggets', cls: 'kids', refs: [['Chicken nuggets, from frozen', '1 nugget', 5]] },
  { text: 'a bag of teddy grahams', cls: 'kids', refs: [['Graham crackers (Teddy Grahams)', '1 small or medium single serving bag']] },
  { text: 'a fruit roll up', cls: 'kids', refs: [['Candy, fruit leather', '1 pouch/regular size']] },
  { text: 'fish sticks and tater tots for the kids, i had 4 sticks and some tots', cls: 'kids', refs: [['Fish, stick', '1 stick', 4], ['Potato tots, frozen, baked', 'Quantity not specified']] },
  { text: 'happy meal with 4 nuggets and small fries', cls: 'kids', refs: [['Chicken nuggets, from fast food', '1 nugget', 4], ['Potato, french fries, fast food', '1 small fast food order']] },
  { text: 'spaghettios, a can', cls: 'kids', refs: [['Pasta with tomato-based sauce, ready-to-heat', '1 can']] },
  { text: 'a sippy cup of whole milk', cls: 'kids', refs: [['Milk, whole', '1 fl oz', 6]] },
  { text: 'a handful of goldfish', cls: 'kids', refs: [['Crackers, cheese (Goldfish)', '28.35 g']] },

  // ---- Regional: UK and Australia ----
  { text: 'beans on toast', cls: 'regional', refs: [['Baked beans', 'Quantity not specified'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'jacket potato with beans and cheese', cls: 'regional', refs: [['Potato, baked, peel eaten, with cheese', 'Quantity not specified'], ['Baked beans', 'Quantity not specified']] },
  { text: 'a packet of crisps', cls: 'regional', refs: [['Potato chips, plain', '1 small single serving bag']] },
  { text: '4 fish fingers', cls: 'regional', refs: [['Fish, stick', '1 stick', 4]] },
  { text: 'a scone with jam and clotted cream', cls: 'regional', refs: [['Scone', '1 regular'], ['Jam', 'Quantity not specified'], ['Cream, heavy', 'Quantity not specified']] },
  { text: 'two crumpets with butter', cls: 'regional', refs: [['Muffin, English', '1 crumpet', 2], ['Butter, stick', 'Quantity not specified']] },
  { text: 'a couple of digestive biscuits', cls: 'regional', refs: [['Graham crackers', '1 large rectangular piece or 2 squares or 4 small rectangular pieces', 2]] },
  { text: 'bangers and mash', cls: 'regional', refs: [['Pork sausage', '1 bun-size or griller link', 2], ['Potato, mashed, NFS', 'Quantity not specified']] },
  { text: 'a pint of lager at the pub', cls: 'regional', refs: [['Beer', '1 fl oz', 20]] },
  { text: 'vegemite on toast', cls: 'regional', refs: [['Yeast extract spread', 'Quantity not specified'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'a sausage sizzle at bunnings', cls: 'regional', refs: [['Hot dog sandwich, NFS, on white bun', 'Quantity not specified']] },
  { text: 'a chip butty', cls: 'regional', refs: [['Potato, french fries, NFS', 'Quantity not specified'], ['Bread, white', '1 medium or regular slice', 2]] },

  // ---- Regional: Indian ----
  { text: '2 rotis and chicken curry', cls: 'regional', refs: [['Bread, chappatti or roti', '1 medium chappatti or roti (7")', 2], ['Chicken curry', 'Quantity not specified']] },
  { text: 'palak paneer with rice', cls: 'regional', refs: [['Palak Paneer', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'a masala dosa', cls: 'regional', refs: [['Dosa, with filling', 'Quantity not specified']] },
  { text: '3 idli with sambar', cls: 'regional', refs: [['Idli', '1 item', 3], ['Sambar, vegetable stew', 'Quantity not specified']] },
  { text: 'an aloo paratha', cls: 'regional', refs: [['Bread, paratha', '1 paratha']] },
  { text: 'a plate of veg pulao', cls: 'regional', refs: [['Rice pilaf', '1 cup', 2]] },

  // ---- Regional: Mexican ----
  { text: '3 chicken taquitos', cls: 'regional', refs: [['Taquito, chicken', '1 small/regular taquito', 3]] },
  { text: 'a plate of chilaquiles', cls: 'regional', refs: [['Chilaquiles', '1 cup', 2]] },
  { text: 'a glass of horchata', cls: 'regional', refs: [['Horchata, made with milk', '1 cup']] },
  { text: 'a concha from the panaderia', cls: 'regional', refs: [['Pan Dulce, with sugar topping', 'Quantity not specified']] },
  { text: '3 pork tamales', cls: 'regional', refs: [['Tamale, pork', '1 item, any size', 3]] },

  // ---- Regional: Korean, Filipino ----
  { text: 'a bowl of bibimbap', cls: 'regional', refs: [['Bibimbap, Korean', '1 cup', 1.5]] },
  { text: 'kimchi fried rice', cls: 'regional', refs: [['Rice, fried, NFS', 'Quantity not specified']] },
  { text: 'a plate of tteokbokki', cls: 'regional', refs: [['Dukboki or Tteokbokki, Korean', '1 cup', 2]] },
  { text: 'chicken adobo with rice', cls: 'regional', refs: [['Adobo, with rice', 'Quantity not specified']] },

  // ---- Regional: Caribbean, Middle Eastern ----
  { text: 'a side of fried plantains', cls: 'regional', refs: [['Plantain, cooked with oil', 'Quantity not specified']] },
  { text: '5 falafel balls', cls: 'regional', refs: [['Falafel', '1 patty', 5]] },
  { text: 'baba ganoush with a pita', cls: 'regional', refs: [['Eggplant dip', 'Quantity not specified'], ['Bread, pita', 'Quantity not specified']] },
  { text: '6 stuffed grape leaves', cls: 'regional', refs: [['Grape leaves stuffed with rice', '1 roll', 6]] },
  { text: 'a lamb kebab plate', cls: 'regional', refs: [['Lamb shish kabob with vegetables, excluding potatoes', '1 shishkabob']] },
  { text: 'mujadara, a bowl', cls: 'regional', refs: [['Rice, white, with lentils, NS as to fat', '1 cup', 1.5]] },

  // ---- Drinks by size and brand ----
  { text: 'a 16 oz monster energy', cls: 'drink', refs: [['Energy drink (Monster)', '1 can or bottle (16 fl oz)']] },
  { text: 'a small oj', cls: 'drink', refs: [['Orange juice, 100%, NFS', '1 fl oz (NFS)', 8]] },
  { text: 'a tall skinny latte', cls: 'drink', refs: [['Coffee, Latte, nonfat', '1 small']] },
  { text: 'a glass of prosecco', cls: 'drink', refs: [['Wine, sparkling', '1 glass']] },
  { text: 'a fairlife chocolate milk', cls: 'drink', refs: [['Chocolate milk, reduced fat (2%)', '1 fl oz', 11.5]] },
  { text: 'a can of coconut water', cls: 'drink', refs: [['Coconut water, unsweetened', '1 fl oz (NFS)', 11.2]] },
  { text: 'a large strawberry lemonade', cls: 'drink', refs: [['Lemonade, fruit juice drink', '1 fl oz (NFS)', 24]] },
  { text: 'a bottle of stella', cls: 'drink', refs: [['Beer', '1 can or bottle (12 fl oz)']] },
  { text: 'an arizona green tea, the big can', cls: 'drink', refs: [['Tea, iced, bottled, green', '1 fl oz (NFS)', 23]] },
  { text: 'a 12 oz sweet tea', cls: 'drink', refs: [['Tea, iced, brewed, black, pre-sweetened with sugar', '1 fl oz (NFS)', 12]] },
  { text: 'two glasses of cabernet', cls: 'drink', refs: [['Wine, red', '1 glass', 2]] },
  { text: 'a large mcdonalds chocolate shake', cls: 'drink', refs: [['Milk shake, fast food, chocolate', '1 large']] },
  { text: 'a 20oz pepsi', cls: 'drink', refs: [['Soft drink, cola', '1 bottle (20 fl oz)']] },

  // ---- Snacks by package ----
  { text: 'a share size bag of peanut m&ms', cls: 'snack', refs: [['Chocolate candy, candy shell with nuts', '1 large/king size']] },
  { text: 'a 100 calorie pack of almonds', cls: 'snack', refs: [['Almonds, NFS', '1 100 calorie package']] },
  { text: 'a bag of popchips', cls: 'snack', refs: [['Potato chips, baked, plain', '1 small single serving bag']] },
  { text: 'a pack of pop tarts, both of them', cls: 'snack', refs: [['Breakfast tart', '1 Pop Tart', 2]] },
  { text: 'a pack of starburst', cls: 'snack', refs: [['Candy, taffy', '1 pouch/regular size']] },
  { text: 'a bag of gummy worms', cls: 'snack', refs: [['Candy, gummy', '1 snack size/pouch/regular size']] },
  { text: 'a snack size bag of fritos', cls: 'snack', refs: [['Corn chips, plain (Fritos)', '1 small single serving bag']] },
  { text: 'an individual cup of guac with some chips', cls: 'snack', refs: [['Guacamole, NFS', '1 individual container'], ['Tortilla chips, plain', 'Quantity not specified']] },
  { text: 'a pack of beef jerky', cls: 'snack', refs: [['Beef jerky', 'Quantity not specified']] },
  { text: 'a bag of kettle chips', cls: 'snack', refs: [['Potato chips, plain', '1 medium single serving bag']] },

  // ---- Fruit and vegetables by the piece and the handful ----
  { text: 'a handful of blueberries', cls: 'produce', refs: [['Blueberries, raw', '28.35 g']] },
  { text: 'a handful of cherries', cls: 'produce', refs: [['Cherries, raw', '28.35 g']] },
  { text: 'a handful of raisins', cls: 'produce', refs: [['Raisins', '28.35 g']] },
  { text: 'a big orange', cls: 'produce', refs: [['Orange, raw', '1 fruit']] },
  { text: 'half a cucumber', cls: 'produce', refs: [['Cucumber, raw', '1 regular', 0.5]] },
  { text: '2 kiwis', cls: 'produce', refs: [['Kiwi fruit, raw', '1 fruit', 2]] },
  { text: 'a peach', cls: 'produce', refs: [['Peach, raw', '1 fruit']] },
  { text: 'a mango, cut up', cls: 'produce', refs: [['Mango, raw', '1 mango']] },
  { text: 'a handful of grapes', cls: 'produce', refs: [['Grapes, raw', '28.35 g']] },
  { text: 'a large baked potato, plain', cls: 'produce', refs: [['Potato, baked, peel eaten', '1 large']] },
  { text: 'a handful of dried apricots', cls: 'produce', refs: [['Apricot, dried', '28.35 g']] },
  { text: 'a couple of plums', cls: 'produce', refs: [['Plum, raw', '1 fruit', 2]] },
  { text: 'a bunch of grapes', cls: 'produce', refs: [['Grapes, raw', '1 cup']] },
  { text: 'roasted brussels sprouts, a cup', cls: 'produce', refs: [['Brussels sprouts, fresh, cooked, fat added', '1 cup']] },
  { text: 'a handful of sugar snap peas', cls: 'produce', refs: [['Snowpeas, raw', '28.35 g']] },

  // ---- Diet foods ----
  { text: 'a low-fat strawberry yogurt', cls: 'diet', refs: [['Yogurt, low fat milk, fruit', '1 6 oz container']] },
  { text: 'a sugar-free jello cup', cls: 'diet', refs: [['Gelatin dessert, sugar free', '1 snack size container']] },
  { text: 'a scoop of whey protein in water', cls: 'diet', refs: [['Nutritional powder mix, protein, NFS', '1 scoop']] },
  { text: 'a fat free chocolate pudding cup', cls: 'diet', refs: [['Pudding, chocolate, ready-to-eat, sugar free', '1 snack size container']] },
  { text: 'a bag of skinny pop', cls: 'diet', refs: [['Popcorn, ready-to-eat, plain', '1 small single serving bag']] },
  { text: 'a light beer', cls: 'diet', refs: [['Beer, light', '1 can or bottle (12 fl oz)']] },
  { text: 'a reduced fat string cheese', cls: 'diet', refs: [['Cheese, Mozzarella, part skim', '1 stick']] },
  { text: 'turkey burger patty, no bun', cls: 'diet', refs: [['Turkey, ground', '1 patty']] },
  { text: 'a cup of cauliflower rice', cls: 'diet', refs: [['Cauliflower, fresh, cooked, no added fat', '1 cup']] },
  { text: '1 cup whole wheat spaghetti', cls: 'diet', refs: [['Pasta, whole grain, cooked', '1 cup, cooked']] },
  { text: 'a zero sugar greek yogurt', cls: 'diet', refs: [['Yogurt, Greek, low fat milk, flavors other than fruit', '1 5.3 oz container']] },
  { text: 'a diet coke and a protein bar', cls: 'diet', refs: [['Soft drink, cola, diet', '1 can (12 fl oz)'], ['Nutrition bar or meal replacement bar, NFS', 'Quantity not specified']] },

  // ---- Typos and shorthand ----
  { text: 'chiken noodle soup', cls: 'typo', refs: [['Soup, chicken noodle', 'Quantity not specified']] },
  { text: 'scrambld eggs and bacon', cls: 'typo', refs: [['Egg omelet or scrambled egg, NS as to fat', 'Quantity not specified'], ['Pork bacon, NS as to fresh, smoked or cured, cooked', 'Quantity not specified']] },
  { text: 'bananna', cls: 'typo', refs: [['Banana, raw', '1 banana']] },
  { text: '1 c cottage chz', cls: 'typo', refs: [['Cheese, cottage, NFS', '1 cup']] },
  { text: '2 slc bacon', cls: 'typo', refs: [['Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)', 2]] },
  { text: 'gr yog w/ berries', cls: 'typo', refs: [['Yogurt, Greek, NS as to type of milk, plain', 'Quantity not specified'], ['Berries, NFS', 'Quantity not specified']] },
  { text: 'oj 8oz', cls: 'typo', refs: [['Orange juice, 100%, NFS', '1 fl oz (NFS)', 8]] },
  { text: 'bfast sandwich', cls: 'typo', refs: [['Egg sandwich on white bread, with meat and cheese', 'Quantity not specified']] },
  { text: 'protien bar', cls: 'typo', refs: [['Nutrition bar or meal replacement bar, NFS', 'Quantity not specified']] },
  { text: 'coffee + 2 creamers', cls: 'typo', refs: [['Coffee, brewed', '1 cup (8 fl oz)'], ['Coffee creamer, liquid, flavored', '1 individual container', 2]] },
  { text: 'bagel w/ cc', cls: 'typo', refs: [['Bagel', 'Quantity not specified'], ['Cream cheese, regular, plain', 'Quantity not specified']] },
  { text: 'mac & chz', cls: 'typo', refs: [['Macaroni or noodles with cheese', 'Quantity not specified']] },
  { text: 'chix wrap', cls: 'typo', refs: [['Chicken fillet wrap sandwich, grilled, from fast food', 'Quantity not specified']] },
  { text: '1/2 avo', cls: 'typo', refs: [['Avocado, raw', '1 fruit', 0.5]] },
  { text: '2 tbs pb', cls: 'typo', refs: [['Peanut butter', '1 tablespoon', 2]] },
  { text: 'quesadila w chicken', cls: 'typo', refs: [['Quesadilla, chicken', '1 full circle']] },

  // ---- Framing ----
  { text: 'my lunch was basically a bag of doritos', cls: 'framing', refs: [['Tortilla chips, flavored', '1 small single serving bag']] },
  { text: 'somebody brought bagels to work so i had one with cream cheese', cls: 'framing', refs: [['Bagel', 'Quantity not specified'], ['Cream cheese, regular, plain', 'Quantity not specified']] },
  { text: 'in the car: a sausage mcmuffin', cls: 'framing', refs: [['Sausage English muffin sandwich', 'Quantity not specified']] },
  { text: 'snacked on a pear between classes', cls: 'framing', refs: [['Pear, raw', '1 fruit']] },
  { text: 'for supper we had fish tacos, i had 2', cls: 'framing', refs: [['Taco, fish', '1 small/regular', 2]] },
  { text: 'cheat day - 2 cheeseburgers', cls: 'framing', refs: [['Cheeseburger, NFS', 'Quantity not specified', 2]] },
  { text: 'not very hungry, just a cup of tomato soup', cls: 'framing', refs: [['Soup, tomato', '1 cup']] },
  { text: "tonight's dinner: spaghetti bolognese", cls: 'framing', refs: [['Pasta with tomato-based sauce and meat, home recipe', 'Quantity not specified']] },
  { text: 'fuelling up before the match with a bowl of pasta', cls: 'framing', refs: [['Pasta, cooked', '1 cup, cooked', 1.5]] },
  { text: 'had to have a donut from the break room', cls: 'framing', refs: [['Doughnut, NFS', 'Quantity not specified']] },
  { text: 'woke up starving and ate a bowl of frosted mini wheats', cls: 'framing', refs: [['Cereal, shredded wheat, flavored', '1 cup', 1.5], ['Milk, NFS', '1 cup', 0.5]] },
  { text: 'around 10am, a clementine', cls: 'framing', refs: [['Clementine, raw', '1 fruit']] },
  { text: 'dessert: a slice of lemon meringue pie', cls: 'framing', refs: [['Pie, lemon meringue', '1 slice, any size']] },
  { text: 'ate like 8 thin mints watching tv', cls: 'framing', refs: [['Cookie, chocolate, with icing or coating', '1 Girl Scout cookie', 8]] },
  { text: 'the kids wanted pizza so i had 3 slices of sausage pizza', cls: 'framing', refs: [['Pizza with meat other than pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 3]] },
  { text: 'between meetings i grabbed a protein shake', cls: 'framing', refs: [['Nutritional drink or shake, high protein, ready-to-drink, NFS', 'Quantity not specified']] },
  { text: 'with dinner i drank 2 glasses of chardonnay', cls: 'framing', refs: [['Wine, white', '1 glass', 2]] },
  { text: 'pre-gym snack was a rice cake with pb', cls: 'framing', refs: [['Rice cake', '1 cake'], ['Peanut butter', 'Quantity not specified']] },
];
