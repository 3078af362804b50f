/**
 * A third unseen everyday set (session 14), written BEFORE any engine change of that session and
 * scored on main first: food-log phrases in wordings the two earlier unseen sets
 * (bench/everyday-unseen-phrases.ts, bench/everyday-unseen-phrases2.ts) do not use — home cooking,
 * supermarket products by brand, chain items, school and work lunches, drinks by size, snacks and
 * sweets, fruit and vegetables by the piece, breakfasts, other cuisines, size words, shares, typos
 * and shorthand, framing. Written for this bench: no benchmark's text, and no phrase of the older
 * sets reworded (a word-overlap check against bench/everyday-phrases.ts and both unseen sets;
 * phrases that were close to an older one were dropped before any scoring).
 *
 * References follow the two earlier sets (an FNDDS 2021–2023 food and one of its own portions by
 * exact USDA wording; "a X" = FNDDS "Quantity not specified" unless FNDDS weighs "1 X"; "a bowl of"
 * soup, stew, cereal = 1½ × "1 cup"; "a glass of" wine = FNDDS's "1 glass"; a topping or side with
 * no amount = its own "Quantity not specified"; milk on cereal = ½ cup; "a handful" = 1 oz; "a few"
 * = 3). Added here:
 *   - "a big bowl of" = 2 × "1 cup"; "a plate of" a pasta or rice dish = 2 × "1 cup" (unseen2's lo mein);
 *   - a fast-food drink by size = FNDDS's "small / medium / large drink"; a pint or a tall boy of
 *     beer = FNDDS's 16 fl oz can; "split a bottle" of wine with one person = FNDDS's "1/2 bottle";
 *   - "split / shared X with N people" = X ÷ (N + 1); "half of a footlong" = one 6" sub;
 *   - a brand FNDDS does not name = the generic FNDDS food it is (Frosted Flakes: flavoured corn
 *     flakes; Lucky Charms: frosted oats with marshmallows; Sprite: caffeine-free fruit-flavoured soda;
 *     Mountain Dew: the caffeine-containing one; Dr Pepper: pepper type; Reese's: peanut-butter-filled
 *     chocolate; Skittles: fruit-flavoured pieces; Babybel: Gouda or Edam, its 21 g "Quantity not
 *     specified"; Hostess cupcake: chocolate snack cake; oatmeal creme pie: the large oatmeal sandwich
 *     cookie with creme; Premier Protein: the high-protein shake; White Claw: hard seltzer; mint chip:
 *     vanilla ice cream with additional ingredients; vitamin water: fruit-flavoured water beverage).
 *
 * Split (fixed before any scoring): the same FNV-1a rule as the earlier sets, a third to validation
 * (`npm run bench:everyday -- --set unseen3`). Validation phrases are counted, never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import type { Unseen2Class } from './everyday-unseen-phrases2.js';

export type Unseen3Class = Unseen2Class | 'home' | 'grocery' | 'chain' | 'lunch' | 'drink' | 'sweet' | 'produce' | 'cuisine' | 'size' | 'share' | 'typo';

export interface Unseen3Phrase {
  text: string;
  cls: Unseen3Class;
  refs: Ref[];
}

export const UNSEEN3: Unseen3Phrase[] = [
  // ---- Home cooking ----
  { text: 'leftover chili from sunday', cls: 'home', refs: [['Chili with meat and beans', 'Quantity not specified']] },
  { text: 'a square of homemade lasagna', cls: 'home', refs: [['Lasagna with meat, home recipe', '1 piece (1/6 of 8" square, approx 2-1/2" x 4")']] },
  { text: 'a slice of chicken pot pie', cls: 'home', refs: [['Pot pie, chicken', '1 slice, any size']] },
  { text: 'tuna noodle casserole, one serving', cls: 'home', refs: [['Tuna noodle casserole with cream or white sauce', 'Quantity not specified']] },
  { text: 'two stuffed pepper halves', cls: 'home', refs: [['Stuffed pepper, with rice and meat', '1/2 pepper with filling', 2]] },
  { text: "shepherd's pie, a helping", cls: 'home', refs: [["Shepherd's pie", 'Quantity not specified']] },
  { text: 'a roasted chicken thigh with the skin', cls: 'home', refs: [['Chicken thigh, baked, broiled, or roasted, skin eaten, from raw', '1 medium thigh']] },
  { text: 'a cup of split pea soup', cls: 'home', refs: [['Soup, split pea, with meat', '1 cup']] },
  { text: 'chicken and dumplings', cls: 'home', refs: [['Chicken or turkey with dumplings', 'Quantity not specified']] },
  { text: 'a bowl of jambalaya', cls: 'home', refs: [['Jambalaya with meat and rice', '1 cup', 1.5]] },
  { text: 'chicken parm', cls: 'home', refs: [['Chicken or turkey parmigiana', 'Quantity not specified']] },
  { text: '3 deviled eggs', cls: 'home', refs: [['Egg, deviled', '1 egg', 3]] },
  { text: 'a scoop of potato salad at the bbq', cls: 'home', refs: [['Potato salad with egg, made with mayonnaise', 'Quantity not specified']] },
  { text: 'grandmas pot of chicken soup, one bowl', cls: 'home', refs: [['Soup, chicken noodle', '1 cup', 1.5]] },
  { text: 'baked ziti', cls: 'home', refs: [['Pasta with tomato-based sauce and cheese', 'Quantity not specified']] },
  { text: 'a grilled pork chop', cls: 'home', refs: [['Pork, chop, NS as to fat eaten', 'Quantity not specified']] },
  { text: 'a cup of homemade mashed potatoes w/ gravy', cls: 'home', refs: [['Potato, mashed, from fresh, made with milk, with gravy', '1 cup']] },
  { text: 'a bowl of white chicken chili', cls: 'home', refs: [['Chili with chicken and beans', '1 cup', 1.5]] },
  { text: 'pan fried tilapia fillet', cls: 'home', refs: [['Fish, tilapia, fried', '1 small/regular fillet']] },
  { text: 'a bowl of turkey chili', cls: 'home', refs: [['Chili with chicken and beans', '1 cup', 1.5]] },
  { text: 'tofu and veggie stir fry', cls: 'home', refs: [['Tofu and vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, with soy-based sauce', 'Quantity not specified']] },

  // ---- Supermarket products by brand ----
  { text: 'a bowl of frosted flakes w/ whole milk', cls: 'grocery', refs: [['Cereal, corn flakes, flavored', '1 cup', 1.5], ['Milk, whole', '1 cup', 0.5]] },
  { text: 'lucky charms, 1 cup dry', cls: 'grocery', refs: [['Cereal, frosted oats with marshmallows', '1 cup']] },
  { text: 'a powerbar', cls: 'grocery', refs: [['Nutrition bar (PowerBar)', '1 bar']] },
  { text: 'a premier protein shake', cls: 'grocery', refs: [['Nutritional drink or shake, high protein, ready-to-drink, NFS', 'Quantity not specified']] },
  { text: 'a vanilla ensure', cls: 'grocery', refs: [['Nutritional drink or shake, ready-to-drink (Ensure)', '1 bottle (8 fl oz)']] },
  { text: 'a jello cup', cls: 'grocery', refs: [['Gelatin dessert', '1 snack size container']] },
  { text: 'a snack pack chocolate pudding', cls: 'grocery', refs: [['Pudding, chocolate, ready-to-eat', '1 snack size container']] },
  { text: 'a small can of pringles', cls: 'grocery', refs: [['Potato chips, restructured, plain', '1 small can']] },
  { text: 'a kraft single on a cracker', cls: 'grocery', refs: [['Cheese, American', '1 slice'], ['Crackers, NFS', '1 cracker']] },
  { text: 'a babybel', cls: 'grocery', refs: [['Cheese, Gouda or Edam', 'Quantity not specified']] },
  { text: 'a go-gurt tube', cls: 'grocery', refs: [['Yogurt tube', '1 tube']] },
  { text: 'a quaker chewy bar', cls: 'grocery', refs: [['Cereal or granola bar (Quaker Chewy Granola Bar)', '1 bar']] },
  { text: 'a nutri grain bar', cls: 'grocery', refs: [["Cereal or granola bar (Kellogg's Nutri-Grain Cereal Bar)", '1 Nutri-Grain Bar']] },
  { text: 'honey bunches of oats with skim milk', cls: 'grocery', refs: [['Cereal, oat bunches', 'Quantity not specified'], ['Milk, fat free (skim)', '1 cup', 0.5]] },
  { text: 'two eggo waffles w/ syrup', cls: 'grocery', refs: [['Waffle, plain, frozen', '1 waffle', 2], ['Pancake syrup', 'Quantity not specified']] },
  { text: 'a slice of zucchini bread', cls: 'grocery', refs: [['Bread, zucchini', '1 slice']] },
  { text: 'half a sleeve of saltines', cls: 'grocery', refs: [['Crackers, saltine', '1 sleeve', 0.5]] },

  // ---- Restaurant and chain items ----
  { text: 'a dunkin boston kreme', cls: 'chain', refs: [['Doughnut, custard-filled, with icing', '1 doughnut']] },
  { text: 'an olive garden breadstick', cls: 'chain', refs: [['Breadsticks, soft, NFS', 'Quantity not specified']] },
  { text: 'arbys classic roast beef', cls: 'chain', refs: [{ kcal: 361, carbs: 33, source: "USDA SR28 21527 ARBY'S, roast beef sandwich, classic: 1 sandwich, 149 g" }] },
  { text: 'panda express kung pao chicken', cls: 'chain', refs: [['Kung pao chicken', 'Quantity not specified']] },
  { text: 'popeyes 2 piece dark meat', cls: 'chain', refs: [['Chicken thigh, fried, coated, skin / coating eaten, from fast food', '1 thigh'], ['Chicken drumstick, fried, coated, skin / coating eaten, from fast food / restaurant', '1 drumstick']] },
  { text: 'a burger king whopper jr w/ cheese', cls: 'chain', refs: [['Whopper Jr with cheese (Burger King)', 'Quantity not specified']] },

  // ---- School and work lunches ----
  { text: 'school lunch: a slice of cheese pizza and chocolate milk', cls: 'lunch', refs: [['Pizza, cheese, from school lunch, medium crust', '1 piece, NFS'], ['Chocolate milk, NFS', '1 individual school container']] },
  { text: '3 chicken strips from the cafeteria', cls: 'lunch', refs: [['Chicken tenders or strips, breaded, from school lunch', '1 strip', 3]] },
  { text: 'packed a pb&j on whole wheat', cls: 'lunch', refs: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on wheat bread', '1 sandwich']] },
  { text: 'a bologna sandwich w/ mustard', cls: 'lunch', refs: [['Bologna sandwich on white', 'Quantity not specified'], ['Mustard', 'Quantity not specified']] },
  { text: 'cup noodles at my desk', cls: 'lunch', refs: [['Soup, ramen noodles, water added', '1 individual container']] },
  { text: 'a microwave burrito between meetings', cls: 'lunch', refs: [['Burrito, with beans, cheese', 'Quantity not specified']] },
  { text: 'a cup of soup and half a turkey sandwich', cls: 'lunch', refs: [['Soup, NFS', '1 cup'], ['Turkey sandwich on white', 'Quantity not specified', 0.5]] },
  { text: 'brown bag lunch: ham sandwich, an apple, a juice box', cls: 'lunch', refs: [['Ham sandwich on white', 'Quantity not specified'], ['Apple, raw', '1 medium'], ['Apple juice, 100%', '1 juice box/pouch (6.75 fl oz)']] },
  { text: 'leftover fried rice for lunch', cls: 'lunch', refs: [['Rice, fried, NFS', 'Quantity not specified']] },
  { text: 'chicken salad sandwich on wheat from the cafe', cls: 'lunch', refs: [['Chicken salad sandwich on wheat', 'Quantity not specified']] },

  // ---- Drinks ----
  { text: 'a can of sprite', cls: 'drink', refs: [['Soft drink, fruit flavored, caffeine free', '1 can (12 fl oz)']] },
  { text: 'a 20 oz mountain dew', cls: 'drink', refs: [['Soft drink, fruit flavored, caffeine containing', '1 bottle (20 fl oz)']] },
  { text: 'a medium dr pepper', cls: 'drink', refs: [['Soft drink, pepper type', '1 medium drink']] },
  { text: 'a glass of merlot', cls: 'drink', refs: [['Wine, red', '1 glass']] },
  { text: 'a pint of guinness', cls: 'drink', refs: [['Beer', '1 can or bottle (16 fl oz)']] },
  { text: 'a tall boy of coors light', cls: 'drink', refs: [['Beer, light', '1 can or bottle (16 fl oz)']] },
  { text: 'split a bottle of red with my husband', cls: 'drink', refs: [['Wine, red', '1/2 bottle']] },
  { text: 'a can of a&w root beer', cls: 'drink', refs: [['Soft drink, root beer', '1 can (12 fl oz)']] },
  { text: 'a bottle of kombucha', cls: 'drink', refs: [['Tea, kombucha', 'Quantity not specified']] },
  { text: 'a glass of sweetened almond milk', cls: 'drink', refs: [['Almond milk, sweetened', '1 cup']] },
  { text: 'a whiskey sour', cls: 'drink', refs: [['Whiskey sour', '1 drink']] },
  { text: 'a long island at happy hour', cls: 'drink', refs: [['Long Island iced tea', '1 drink']] },
  { text: 'a bloody mary at brunch', cls: 'drink', refs: [['Bloody Mary', '1 drink']] },
  { text: 'a glass of red sangria', cls: 'drink', refs: [['Sangria, red', '1 glass']] },
  { text: 'a bottle of hard cider', cls: 'drink', refs: [['Hard cider', '1 can or bottle (12 fl oz)']] },
  { text: 'a white claw', cls: 'drink', refs: [['Hard seltzer', '1 can or bottle (12 fl oz)']] },
  { text: 'a large coke from mcdonalds', cls: 'drink', refs: [['Soft drink, cola', '1 large drink']] },
  { text: 'a chocolate shake, medium', cls: 'drink', refs: [['Milk shake, fast food, chocolate', '1 medium']] },
  { text: 'a cup of hot tea with milk and sugar', cls: 'drink', refs: [['Tea, hot, with milk', '1 cup'], ['Sugar, white, granulated or lump', 'Quantity not specified']] },
  { text: 'a 20 oz vitamin water', cls: 'drink', refs: [['Water beverage, fruit flavored', '1 fl oz', 20]] },
  { text: 'a can of ginger ale', cls: 'drink', refs: [['Soft drink, ginger ale', '1 can (12 fl oz)']] },
  { text: 'a 32 oz gatorade', cls: 'drink', refs: [['Sports drink (Gatorade G)', '1 bottle (32 fl oz)']] },

  // ---- Snacks and sweets ----
  { text: 'a king size reeses', cls: 'sweet', refs: [['Chocolate candy, peanut butter filled', '1 large/king size']] },
  { text: 'a piece of baklava', cls: 'sweet', refs: [['Baklava', '1 piece']] },
  { text: 'a slice of birthday cake', cls: 'sweet', refs: [['Cake or cupcake, white with white icing, bakery', '1 regular or small piece/slice, 2+ layer cake']] },
  { text: 'a churro', cls: 'sweet', refs: [['Churros', '1 regular']] },
  { text: 'a soft serve cone', cls: 'sweet', refs: [['Ice cream cone, soft serve, vanilla', '1 cone']] },
  { text: 'a hostess cupcake', cls: 'sweet', refs: [['Snack cake, chocolate', '1 snack cake']] },
  { text: 'an oatmeal creme pie', cls: 'sweet', refs: [['Cookie, oatmeal sandwich, with creme filling', '1 large sandwich']] },
  { text: 'a handful of skittles', cls: 'sweet', refs: [['Candy, fruit flavored pieces', '28.35 g']] },
  { text: 'a big piece of chocolate cake', cls: 'sweet', refs: [['Cake or cupcake, chocolate with chocolate icing, bakery', '1 large piece/slice, 2+ layer cake']] },
  { text: 'two scoops of mint chip', cls: 'sweet', refs: [['Ice cream, vanilla, with additional ingredients', '1 cup']] },
  { text: 'a bag of sun chips', cls: 'sweet', refs: [['Multigrain chips (Sun Chips)', '1 small single serving bag']] },
  { text: 'a few triscuits', cls: 'sweet', refs: [['Crackers, woven wheat, plain (Triscuit)', '1 cracker', 3]] },
  { text: 'a slice of pumpkin bread', cls: 'sweet', refs: [['Bread, pumpkin', '1 slice']] },
  { text: 'a lemon bar', cls: 'sweet', refs: [['Cookie, lemon bar', 'Quantity not specified']] },

  // ---- Fruit and vegetables by the piece ----
  { text: 'a large apple', cls: 'produce', refs: [['Apple, raw', '1 large']] },
  { text: '2 bananas', cls: 'produce', refs: [['Banana, raw', '1 banana', 2]] },
  { text: '3 apricots', cls: 'produce', refs: [['Apricot, raw', '1 apricot', 3]] },
  { text: 'a tangerine', cls: 'produce', refs: [['Tangerine, raw', '1 fruit']] },
  { text: '10 baby carrots', cls: 'produce', refs: [['Carrots, raw', '1 baby carrot', 10]] },
  { text: 'an ear of corn w/ butter', cls: 'produce', refs: [['Corn, fresh, cooked, no added fat', '1 regular ear'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'a cup of steamed broccoli', cls: 'produce', refs: [['Broccoli, fresh, cooked, no added fat', '1 cup']] },
  { text: 'a side of green beans', cls: 'produce', refs: [['Green beans, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'a pomegranate', cls: 'produce', refs: [['Pomegranate, raw', '1 fruit']] },
  { text: 'a dozen strawberries', cls: 'produce', refs: [['Strawberries, raw', '1 fruit', 12]] },
  { text: 'half a papaya', cls: 'produce', refs: [['Papaya, raw', '1 fruit', 0.5]] },
  { text: '5 cherry tomatoes', cls: 'produce', refs: [['Tomatoes, raw', '1 cherry', 5]] },
  { text: 'a medium sweet potato', cls: 'produce', refs: [['Sweet potato, baked, no added fat', '1 medium']] },
  { text: 'a cup of mixed berries', cls: 'produce', refs: [['Berries, NFS', '1 cup']] },
  { text: 'an asian pear', cls: 'produce', refs: [['Pear, Asian, raw', '1 fruit']] },
  { text: 'a cup of black beans', cls: 'produce', refs: [['Black beans, NFS', '1 cup']] },
  { text: 'a pear', cls: 'produce', refs: [['Pear, raw', '1 fruit']] },
  { text: '1 cup cooked spinach', cls: 'produce', refs: [['Spinach, fresh, cooked, no added fat', '1 cup']] },

  // ---- Breakfasts ----
  { text: '2 eggs over easy and toast', cls: 'breakfast', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'a veggie omelette', cls: 'breakfast', refs: [['Egg omelet or scrambled egg, with vegetables other than dark green and/or tomatoes, NS as to fat', 'Quantity not specified']] },
  { text: 'steel cut oats w/ blueberries', cls: 'breakfast', refs: [['Oatmeal, regular or quick, made with water, no added fat', 'Quantity not specified'], ['Blueberries, raw', 'Quantity not specified']] },
  { text: 'a sausage egg and cheese biscuit', cls: 'breakfast', refs: [['Egg sandwich on biscuit, with sausage and cheese', 'Quantity not specified']] },
  { text: 'a cinnamon raisin bagel w/ cream cheese', cls: 'breakfast', refs: [['Bagel, with raisins', 'Quantity not specified'], ['Cream cheese, regular, plain', 'Quantity not specified']] },
  { text: 'an egg and cheese english muffin', cls: 'breakfast', refs: [['Egg sandwich on English muffin', '1 regular']] },
  { text: 'a bowl of cream of wheat', cls: 'breakfast', refs: [['Cream of wheat, regular or quick, made with water, no added fat', '1 cup, cooked', 1.5]] },
  { text: '4 strips of turkey bacon', cls: 'breakfast', refs: [['Turkey bacon, cooked', '1 slice, NFS', 4]] },
  { text: 'a slice of quiche', cls: 'breakfast', refs: [['Quiche with meat, poultry or fish', '1 piece (1/8 of 9" dia)']] },
  { text: 'granola w/ almond milk', cls: 'breakfast', refs: [['Cereal, granola', 'Quantity not specified'], ['Almond milk, NFS', '1 cup', 0.5]] },
  { text: 'huevos rancheros', cls: 'breakfast', refs: [['Huevos rancheros', 'Quantity not specified']] },
  { text: 'a slice of toast with avocado and an egg on top', cls: 'breakfast', refs: [['Bread, white, toasted', '1 medium or regular slice'], ['Avocado, raw', 'Quantity not specified'], ['Egg, whole, fried, NS as to fat', '1 egg']] },

  // ---- Other cuisines ----
  { text: 'a beef chimichanga', cls: 'cuisine', refs: [['Chimichanga, meat', 'Quantity not specified']] },
  { text: 'a chile relleno', cls: 'cuisine', refs: [['Chiles rellenos, cheese-filled', 'Quantity not specified']] },
  { text: 'a bowl of pozole', cls: 'cuisine', refs: [['Soup, pozole', '1 cup', 1.5]] },
  { text: '2 chicken fajitas', cls: 'cuisine', refs: [['Fajita, chicken', '1 fajita', 2]] },
  { text: 'butter chicken w/ basmati rice', cls: 'cuisine', refs: [['Chicken curry', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'a bowl of dal', cls: 'cuisine', refs: [['Dal', '1 cup', 1.5]] },
  { text: 'a piece of garlic naan', cls: 'cuisine', refs: [['Bread, naan', 'Quantity not specified']] },
  { text: 'a plate of chicken biryani', cls: 'cuisine', refs: [['Biryani with chicken', '1 cup', 2]] },
  { text: 'a spicy tuna roll', cls: 'cuisine', refs: [['Sushi roll tuna', 'Quantity not specified']] },
  { text: '2 pieces of salmon nigiri', cls: 'cuisine', refs: [['Sushi, topped with salmon', '1 piece', 2]] },
  { text: 'tabbouleh, a side', cls: 'cuisine', refs: [['Tabbouleh', 'Quantity not specified']] },
  { text: 'sweet and sour pork', cls: 'cuisine', refs: [['Sweet and sour pork', 'Quantity not specified']] },
  { text: '2 steamed pork buns', cls: 'cuisine', refs: [['Bao bun', '1 item, any size', 2]] },
  { text: 'a bowl of wonton soup', cls: 'cuisine', refs: [['Soup, wonton', '1 cup', 1.5]] },
  { text: 'egg drop soup, small', cls: 'cuisine', refs: [['Soup, egg drop', '1 cup']] },
  { text: '2 beef empanadas', cls: 'cuisine', refs: [['Empanada, beef', '1 regular/large', 2]] },
  { text: 'a plate of pierogies, 6', cls: 'cuisine', refs: [['Pierogi', '1 item, any size', 6]] },
  { text: 'an avocado roll', cls: 'cuisine', refs: [['Sushi roll, avocado', 'Quantity not specified']] },
  { text: '2 cheese pupusas', cls: 'cuisine', refs: [['Pupusa, cheese only', '1 item, any size', 2]] },
  { text: 'a carnitas burrito w/ rice and beans', cls: 'cuisine', refs: [['Burrito, pork, with beans and rice, cheese', 'Quantity not specified']] },

  // ---- Sizes ----
  { text: 'a big bowl of chicken noodle', cls: 'size', refs: [['Soup, chicken noodle', '1 cup', 2]] },
  { text: 'a jumbo blueberry muffin', cls: 'size', refs: [['Muffin, fruit', '1 large']] },
  { text: '6 mozzarella sticks', cls: 'size', refs: [['Mozzarella sticks, breaded, baked, or fried', '1 piece or stick (4" x 1" x 3/4")', 6]] },
  { text: 'a medium order of tots', cls: 'size', refs: [['Potato tots, fast food / restaurant', '1 fast food order']] },
  { text: 'an extra large slice of pepperoni', cls: 'size', refs: [['Pizza with pepperoni, from restaurant or fast food,  medium crust', '1 piece, extra-large pizza']] },
  { text: 'a mini bagel', cls: 'size', refs: [['Bagel', '1 miniature']] },
  { text: 'a large cheese pizza slice', cls: 'size', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, large pizza']] },
  { text: 'a veggie burger on a bun', cls: 'home', refs: [['Veggie burger, on bun', '1 sandwich']] },

  // ---- Shares ----
  { text: 'split a large cheese pizza with my 3 roommates', cls: 'share', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 large pizza (13-15" diameter)', 0.25]] },
  { text: 'shared an order of nachos with my wife', cls: 'share', refs: [['Nachos, NFS', '1 order', 0.5]] },
  { text: 'half of a footlong meatball sub', cls: 'share', refs: [['Meatball sandwich or sub', '1 regular or 6" submarine']] },
  { text: 'ate half my burrito', cls: 'share', refs: [['Burrito, NFS', 'Quantity not specified', 0.5]] },
  { text: 'half a cantaloupe', cls: 'share', refs: [['Cantaloupe, raw', '1 medium melon', 0.5]] },
  { text: 'a quarter of a rotisserie chicken', cls: 'share', refs: [['Chicken, NS as to part, rotisserie, skin eaten', '1/2 chicken (yield after cooking, bone removed)', 0.5]] },
  { text: 'my kid and i split a blueberry muffin', cls: 'share', refs: [['Muffin, fruit', 'Quantity not specified', 0.5]] },
  { text: 'half a can of pringles', cls: 'share', refs: [['Potato chips, restructured, plain', '1 regular can', 0.5]] },

  // ---- Typos and shorthand ----
  { text: 'chkn breast 6oz', cls: 'typo', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '1 oz, cooked', 6]] },
  { text: '2 scrmbled eggs', cls: 'typo', refs: [['Egg omelet or scrambled egg, NS as to fat', '1 egg', 2]] },
  { text: 'brkfst burrito', cls: 'typo', refs: [['Egg burrito', 'Quantity not specified']] },
  { text: 'grilld cheese', cls: 'typo', refs: [['Grilled cheese sandwich, American cheese, on white bread', 'Quantity not specified']] },
  { text: 'cofee w/ creamer', cls: 'typo', refs: [['Coffee, brewed', '1 cup (8 fl oz)'], ['Coffee creamer, liquid, flavored', 'Quantity not specified']] },
  { text: 'hamburgr and frys', cls: 'typo', refs: [['Hamburger, NFS', 'Quantity not specified'], ['Potato, french fries, NFS', 'Quantity not specified']] },
  { text: 'spinich salad', cls: 'typo', refs: [['Spinach salad, no dressing', 'Quantity not specified']] },
  { text: 'tuna sandwitch', cls: 'typo', refs: [['Tuna salad sandwich on white', 'Quantity not specified']] },
  { text: 'pbj', cls: 'typo', refs: [['Peanut butter and jelly sandwich, NFS', 'Quantity not specified']] },
  { text: '1/2 c brown rice', cls: 'typo', refs: [['Rice, brown, cooked, NS as to fat', '1 cup, cooked', 0.5]] },
  { text: '1 tbsp pb', cls: 'typo', refs: [['Peanut butter', '1 tablespoon']] },
  { text: 'lg fries', cls: 'typo', refs: [['Potato, french fries, fast food', '1 large fast food order']] },
  { text: 'med coke', cls: 'typo', refs: [['Soft drink, cola', '1 medium drink']] },
  { text: '2 slcs whole wheat toast', cls: 'typo', refs: [['Bread, whole wheat, toasted', '1 medium or regular slice', 2]] },
  { text: 'guacamole n chips', cls: 'typo', refs: [['Guacamole, NFS', 'Quantity not specified'], ['Tortilla chips, plain', 'Quantity not specified']] },
  { text: 'greek yogurt 170g', cls: 'typo', refs: [['Yogurt, Greek, NS as to type of milk, plain', '170 g']] },
  { text: 'oatmeal 1 cup cooked', cls: 'typo', refs: [['Oatmeal, regular or quick, made with water, no added fat', '1 cup, cooked']] },

  // ---- Framing ----
  { text: 'grabbed a hot dog at the gas station', cls: 'framing', refs: [['Hot dog sandwich, NFS, on white bun', 'Quantity not specified']] },
  { text: 'snuck a couple of cookies from the jar', cls: 'framing', refs: [['Cookie, chocolate chip', '1 medium cookie', 2]] },
  { text: 'lunch today - a chicken burrito bowl', cls: 'framing', refs: [['Burrito bowl, chicken', '1 item, any size']] },
  { text: 'post-run recovery: chocolate milk', cls: 'framing', refs: [['Chocolate milk, NFS', '1 cup']] },
  { text: 'midnight snack - a bowl of cereal', cls: 'framing', refs: [['Cereal, ready-to-eat, NFS', '1 cup', 1.5], ['Milk, NFS', '1 cup', 0.5]] },
  { text: 'the usual: a bagel with lox', cls: 'framing', refs: [['Bagel', 'Quantity not specified'], ['Fish, salmon, smoked', 'Quantity not specified']] },
  { text: 'work potluck, i had a plate of baked mac', cls: 'framing', refs: [['Macaroni or noodles with cheese', '1 cup', 2]] },
  { text: 'inhaled a slice of pizza before practice', cls: 'framing', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS']] },
  { text: 'had some hummus with carrot sticks around 3', cls: 'framing', refs: [['Hummus, plain', 'Quantity not specified'], ['Carrots, raw', 'Quantity not specified']] },
  { text: 'kids left half a grilled cheese so i ate it', cls: 'framing', refs: [['Grilled cheese sandwich, American cheese, on white bread', 'Quantity not specified', 0.5]] },
  { text: 'breakfast on the go: a banana and a coffee', cls: 'framing', refs: [['Banana, raw', '1 banana'], ['Coffee, brewed', 'Quantity not specified']] },
  { text: 'dinner was a couple of slices of meatloaf', cls: 'framing', refs: [['Meat loaf made with beef', '1 medium slice', 2]] },
  { text: 'finishing the day with a glass of pinot grigio', cls: 'framing', refs: [['Wine, white', '1 glass']] },
  { text: 'the boys and i crushed a tray of garlic bread, i had 2 slices', cls: 'framing', refs: [['Garlic bread, NFS', '1 medium slice', 2]] },
  { text: 'treating myself to a shot of vodka tonight', cls: 'framing', refs: [['Vodka', '1 shot']] },

];
