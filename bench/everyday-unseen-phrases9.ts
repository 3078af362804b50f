/**
 * A ninth unseen everyday set (session 20), written by a helper who changed no engine code and
 * scored on main (611eb96, engine code as 0b0547f) before any change of that session: the
 * yardstick the session is measured against. Food-log phrases in wordings the eight earlier unseen
 * sets do not use, as different people type or dictate them: a nurse on a night shift, a trucker,
 * a teenager, a grandparent, a gym-goer, someone with diabetes counting carbs, a parent logging
 * the kids' plates, in different places (a truck stop, a hospital cafeteria, a food court, a
 * ballpark, a fair, a taco truck, a chippy, a pub, a gas station, a hotel, a cinema, a birthday
 * party) and forms: terse, dictated run-ons, lists with ",", "+", "and" and newlines, typos,
 * emoji, brand + generic food, "x2", fractions, "most of", "half of", sizes, units, packages and
 * weights. Cuisines: Mexican, Chinese, Indian, Japanese, Thai, Vietnamese, Middle Eastern,
 * Italian, soul food, British, Caribbean, Korean and everyday American. Written for this bench: no
 * benchmark's text or dataset, nothing copied from the earlier sets. Dishes FNDDS has no row or
 * clear generic food for were left out rather than guessed: banh mi, chicken shawarma, jerk
 * chicken, fresh spring rolls, chana masala, avocado toast, chicken caesar salad, a
 * bacon-egg-and-cheese on a roll; so were phrases whose FNDDS portion looked wrong or too small to
 * score (rice cakes, FNDDS "1 cake" = 3 g; a double espresso, 5 kcal; Greek salad, whose FNDDS row
 * has no dressing).
 *
 * References follow unseen8's rules (bench/everyday-unseen-phrases8.ts header): an FNDDS 2021–2023
 * food and one of its own portions by exact USDA wording, or "N g" where the phrase gives a
 * weight; "a X" or an unsaid amount = FNDDS "Quantity not specified" unless FNDDS weighs "1 X"; "a
 * bowl of" soup or chili = 1½ × "1 cup"; "a plate of" a pasta, rice or noodle dish = 2 × "1 cup";
 * "N oz" of meat or fish = N × 28.35 g; "a glass" of wine = FNDDS "1 glass"; a can of soda or beer
 * = its 12 fl oz can; a pint = 16 fl oz; "a couple of" = 2, "a few" = 3; "half a X" / "1/2" = ½ ×
 * the X portion; "a handful" = 1 oz; a slice of cake or pie = FNDDS's own slice; "a bowl of"
 * cereal = "1 cup" (with ½ cup milk when milk is said; no milk when none is), of fruit = "1 cup";
 * "a splash" of milk = ½ fl oz; milk in coffee or tea with no amount, ketchup, mustard and other
 * condiments under 25 kcal are left out; water, black coffee, tea and diet soda count as 0 beside
 * a food. Added here:
 *   - "most of" = ¾; "a scoop" of ice cream = ½ cup ("two scoops" = 1 cup); half a pint of ice
 *     cream = 1 cup; a takeout container of fried rice = 2 × "1 cup" (as a plate); a bowl of
 *     bibimbap = 2 × "1 cup" (a rice dish's bowl, as a plate); ramen or pho at a shop or said
 *     large = 2 × "1 cup";
 *   - wings are counted as FNDDS's wing pieces ("1 drummette"); a 6-inch or unsized sub = FNDDS "1
 *     regular or 6" submarine"; a sheet-cake slice = FNDDS's 1-layer slice;
 *   - a food FNDDS does not name is the generic FNDDS food it is (carne asada tacos: meat taco, no
 *     cheese; tikka masala and green curry: chicken curry; red beans and rice: beans and white
 *     rice; spaghetti and meatballs or meat sauce: pasta with tomato-based sauce and meat;
 *     fettuccine alfredo: pasta with cream sauce, restaurant; chicken caesar wrap: grilled chicken
 *     wrap; fish and chips: fried fish + restaurant fries; Cheerios: ready-to-eat cereal; Oreos:
 *     FNDDS's own "1 Oreo sandwich"; Goldfish and Cheez-Its: cheese crackers; Sprite:
 *     fruit-flavoured soda; Snickers: nougat candy with nuts; M&Ms: candy-shell chocolate;
 *     Chobani: Greek fruit yogurt; Tropicana: orange juice; Kraft: boxed mac and cheese; Ben &
 *     Jerry's: ice cream; Lay's: potato chips; Doritos, Clif Bar and Nature Valley have FNDDS rows
 *     of their own).
 *
 * Word overlap: a first draft was scored once on main; 108 of its phrases then turned out to share
 * their content words with a phrase of an older set (Jaccard >= 0.67, the check writer8 used,
 * which prints only this set's phrases) and were given new wordings, chosen by that overlap alone,
 * not by the engine's answers. No phrase now overlaps an older one at that threshold.
 *
 * Split (fixed by rule, not by score): the same FNV-1a rule as the earlier sets (`unseenSplit`), a
 * third to validation (`npm run bench:everyday -- --set unseen9`). Validation phrases are counted,
 * never read or printed.
 *
 */
import type { Ref } from './everyday-phrases.js';
import type { Unseen8Class } from './everyday-unseen-phrases8.js';

export type Unseen9Class = Unseen8Class;

export interface Unseen9Phrase {
  text: string;
  cls: Unseen9Class;
  refs: Ref[];
}

export const UNSEEN9: Unseen9Phrase[] = [
  // ---- Breakfasts ----
  { text: 'two fried eggs and a slice of wheat toast', cls: 'breakfast', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Bread, whole wheat, toasted', '1 medium or regular slice']] },
  { text: 'oats (a bowl) topped w one banana sliced up', cls: 'breakfast', refs: [['Oatmeal, regular or quick, made with water, no added fat', '1 cup, cooked', 1.5], ['Banana, raw', '1 banana']] },
  { text: 'grabbed a bagel, schmear of cream cheese', cls: 'breakfast', refs: [['Bagel', '1 regular'], ['Cream cheese, regular, plain', 'Quantity not specified']] },
  { text: 'short stack of 3 w/ 2 tbsp syrup', cls: 'breakfast', refs: [['Pancakes, plain', '1 medium pancake', 3], ['Pancake syrup', '1 tablespoon', 2]] },
  { text: 'belgian waffle at the hotel', cls: 'breakfast', refs: [['Waffle, plain', '1 thick / Belgian waffle']] },
  { text: 'bowl of grits with butter', cls: 'breakfast', refs: [['Grits, regular or quick, made with water, fat added', '1 cup, cooked', 1.5]] },
  { text: 'greek yogurt cup 5.3 oz', cls: 'breakfast', refs: [['Yogurt, Greek, NS as to type of milk or flavor', '1 5.3 oz container']] },
  { text: 'three egg scramble, no cheese', cls: 'breakfast', refs: [['Egg omelet or scrambled egg, NS as to fat', '1 egg', 3]] },
  { text: 'bacon egg and cheese biscuit', cls: 'breakfast', refs: [['Egg sandwich on biscuit, with bacon and cheese', 'Quantity not specified']] },
  { text: 'biscuit sammie w sausage n egg, got it on the way to work', cls: 'breakfast', refs: [['Egg sandwich on biscuit, with sausage', '1 regular']] },
  { text: 'just a croissant, medium', cls: 'breakfast', refs: [['Croissant', '1 medium croissant']] },
  { text: 'couple crispy bacon strips on the side', cls: 'breakfast', refs: [['Bacon, NS as to type of meat, cooked', '1 medium slice (yield after cooking)', 2]] },
  { text: 'cheerios with 2% milk, one bowl', cls: 'breakfast', refs: [['Cereal, ready-to-eat, NFS', '1 cup'], ['Milk, reduced fat (2%)', '1 cup', 0.5]] },
  { text: 'english muffin w butter', cls: 'breakfast', refs: [['Muffin, English', '1 muffin'], ['Butter, NFS', 'Quantity not specified']] },
  { text: 'hash browns, a patty', cls: 'breakfast', refs: [['Potato, hash brown, from fast food', '1 patty']] },
  { text: 'blueberry muffin from the coffee cart', cls: 'breakfast', refs: [['Muffin, fruit', '1 medium']] },
  { text: 'sausage gravy over a biscuit at the diner', cls: 'breakfast', refs: [['Biscuit with gravy', 'Quantity not specified']] },
  { text: 'made french toast for me and ate 2 pieces', cls: 'breakfast', refs: [['French toast, plain', '1 slice, any size', 2]] },
  { text: 'huevos rancheros at brunch', cls: 'breakfast', refs: [['Huevos rancheros', 'Quantity not specified']] },
  { text: 'peanut butter toast (1 slice white, 1 tbsp pb)', cls: 'breakfast', refs: [['Bread, white, toasted', '1 medium or regular slice'], ['Peanut butter', '1 tablespoon']] },

  // ---- Sandwiches and lunch ----
  { text: 'turkey and swiss on wheat', cls: 'sandwich', refs: [['Turkey sandwich on wheat, with cheese', 'Quantity not specified']] },
  { text: 'grilled cheese sandwich', cls: 'sandwich', refs: [['Grilled cheese sandwich, American cheese, on white bread', '1 sandwich']] },
  { text: 'bacon lettuce tomato sammy on white', cls: 'sandwich', refs: [['Bacon, lettuce, tomato sandwich on white', 'Quantity not specified']] },
  { text: 'tuna salad on white bread, only ate half', cls: 'sandwich', refs: [['Tuna salad sandwich on white', 'Quantity not specified', 0.5]] },
  { text: 'pb&j for lunch', cls: 'sandwich', refs: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread', 'Quantity not specified']] },
  { text: 'ham sandwich on white, no cheese', cls: 'sandwich', refs: [['Ham sandwich on white', 'Quantity not specified']] },
  { text: 'a cup of chicken noodle soup and a few saltines', cls: 'lunch', refs: [['Soup, chicken noodle', '1 cup'], ['Crackers, saltine', '1 cracker', 3]] },
  { text: 'cheesesteak from the cart', cls: 'sandwich', refs: [['Cheese steak sandwich or sub on white', 'Quantity not specified']] },
  { text: 'six inch meatball marinara sub', cls: 'sandwich', refs: [['Meatball sandwich or sub', '1 regular or 6" submarine']] },
  { text: 'egg salad on white from the deli case', cls: 'sandwich', refs: [['Egg salad sandwich on white', 'Quantity not specified']] },
  { text: 'corned beef reuben from the deli', cls: 'sandwich', refs: [['Reuben sandwich', '1 sandwich, any size']] },

  // ---- Snacks ----
  { text: 'grabbed some almonds, about a handful, at my desk', cls: 'snack', refs: [['Almonds, NFS', '1 oz']] },
  { text: 'small bag of pretzels', cls: 'snack', refs: [['Pretzels, hard, NFS', '1 small single serving bag']] },
  { text: 'string cheese x2', cls: 'snack', refs: [['Cheese, Mozzarella, NFS', '1 stick', 2]] },
  { text: 'sliced apple dipped in PB (2 tablespoons)', cls: 'snack', refs: [['Apple, raw', '1 medium'], ['Peanut butter', '1 tablespoon', 2]] },
  { text: 'lunch-size bag of plain chips', cls: 'snack', refs: [['Potato chips, NFS', '1 small single serving bag']] },
  { text: 'popcorn at the movies, medium tub', cls: 'snack', refs: [['Popcorn, movie theater, with added butter', '1 medium order']] },
  { text: 'celery sticks and 2 tbsp ranch', cls: 'snack', refs: [['Celery, raw', 'Quantity not specified'], ['Ranch dressing', '1 tablespoon', 2]] },
  { text: 'goldfish crackers, one of the little packs', cls: 'snack', refs: [['Crackers, cheese', '1 small or medium single serving bag']] },
  { text: 'half a cup of trail mix', cls: 'snack', refs: [['Trail mix, NFS', '1 cup', 0.5]] },
  { text: 'baby carrots dipped in hummus', cls: 'snack', refs: [['Hummus, plain', 'Quantity not specified'], ['Carrots, raw', 'Quantity not specified']] },
  { text: 'beef jerky, 1 oz', cls: 'snack', refs: [['Beef jerky', '28.35 g']] },
  { text: '½ c cottage cheese w pepper', cls: 'snack', refs: [['Cheese, cottage, NFS', '1 cup', 0.5]] },
  { text: 'ate a clif bar on the hike', cls: 'brand', refs: [['Nutrition bar (Clif Bar)', '1 bar']] },
  { text: 'couple of oreos', cls: 'snack', refs: [['Cookie, chocolate sandwich', '1 Oreo sandwich', 2]] },
  { text: 'doritos, small bag', cls: 'snack', refs: [['Tortilla chips, nacho cheese flavor (Doritos)', '1 small single serving bag']] },
  { text: 'one boiled egg from the meal prep batch', cls: 'snack', refs: [['Egg, whole, boiled or poached', '1 egg']] },

  // ---- Drinks ----
  { text: 'iced latte, the big one', cls: 'drink', refs: [['Coffee, Iced Latte', '1 large']] },
  { text: 'cappuccino, medium size, at the airport', cls: 'drink', refs: [['Coffee, Cappuccino', '1 medium']] },
  { text: 'glass of fresh-squeezed orange juice at the hotel', cls: 'drink', refs: [['Orange juice, 100%, NFS', 'Quantity not specified']] },
  { text: '20oz bottle of Coca-Cola from the cooler', cls: 'drink', refs: [['Soft drink, cola', '1 bottle (20 fl oz)']] },
  { text: 'cracked open a sprite can after the gym', cls: 'drink', refs: [['Soft drink, fruit flavored, caffeine free', '1 can (12 fl oz)']] },
  { text: 'mug of cocoa by the fire', cls: 'drink', refs: [['Hot chocolate / cocoa, NFS', '1 cup']] },
  { text: 'poured myself a glass of whole milk before bed', cls: 'drink', refs: [['Milk, whole', '1 cup']] },
  { text: 'drank a whole 20 ounce gatorade at practice', cls: 'drink', refs: [['Sports drink (Gatorade G)', '1 bottle (20 fl oz)']] },
  { text: 'a large sweet tea with lunch at the bbq joint', cls: 'drink', refs: [['Tea, iced, brewed, black, pre-sweetened with sugar', '1 large drink']] },
  { text: 'kid had an 8 ounce chocolate milk', cls: 'drink', refs: [['Chocolate milk, NFS', '1 cup']] },
  { text: 'smoothie w strawberries and banana, about 16 ounces', cls: 'drink', refs: [['Fruit smoothie, NFS', '1 fl oz', 16]] },
  { text: 'mocha, medium, whole milk', cls: 'drink', refs: [['Coffee, Cafe Mocha', '1 medium']] },
  { text: 'a juicebox of apple juice for my daughter', cls: 'drink', refs: [['Apple juice, 100%', '1 juice box/pouch (6.75 fl oz)']] },
  { text: 'energy drink, 16 oz can', cls: 'drink', refs: [['Energy Drink', '1 can or bottle (16 fl oz)']] },

  // ---- Alcohol ----
  { text: 'had 2 bottles of beer watching the game', cls: 'alcohol', refs: [['Beer', '1 can or bottle (12 fl oz)', 2]] },
  { text: 'one glass of cabernet with dinner', cls: 'alcohol', refs: [['Wine, red', '1 glass']] },
  { text: 'a pint of lager after work', cls: 'alcohol', refs: [['Beer', '1 fl oz', 16]] },
  { text: 'one marg on the rocks at happy hour', cls: 'alcohol', refs: [['Margarita', 'Quantity not specified']] },
  { text: 'bacardi and coke, just the one', cls: 'alcohol', refs: [['Rum and cola', 'Quantity not specified']] },
  { text: 'couple glasses of white wine', cls: 'alcohol', refs: [['Wine, white', '1 glass', 2]] },
  { text: '3 light beers', cls: 'alcohol', refs: [['Beer, light', '1 can or bottle (12 fl oz)', 3]] },
  { text: 'vodka soda x2', cls: 'alcohol', refs: [['Vodka and soda', 'Quantity not specified', 2]] },
  { text: 'a shot of whiskey', cls: 'alcohol', refs: [['Whiskey', '1 shot']] },
  { text: 'bottomless brunch but I only had one mimosa', cls: 'alcohol', refs: [['Mimosa', 'Quantity not specified']] },

  // ---- Fruit and veg ----
  { text: 'ate a banana on the bus', cls: 'fruit', refs: [['Banana, raw', '1 banana']] },
  { text: 'peeled 2 cuties', cls: 'fruit', refs: [['Clementine, raw', '1 fruit', 2]] },
  { text: 'cup of grapes', cls: 'fruit', refs: [['Grapes, raw', '1 cup']] },
  { text: 'bowl of strawberries', cls: 'fruit', refs: [['Strawberries, raw', '1 cup']] },
  { text: 'avocado, half of one, sliced on the side', cls: 'fruit', refs: [['Avocado, raw', '1 fruit', 0.5]] },
  { text: 'watermelon, 2 cups cubed', cls: 'fruit', refs: [['Watermelon, raw', '1 cup', 2]] },
  { text: 'an orange', cls: 'fruit', refs: [['Orange, raw', '1 fruit']] },
  { text: 'one ripe pear', cls: 'fruit', refs: [['Pear, raw', '1 fruit']] },
  { text: 'half a cup of fresh blueberries', cls: 'fruit', refs: [['Blueberries, raw', '1 cup', 0.5]] },
  { text: 'small box of raisins', cls: 'fruit', refs: [['Raisins', '1 small box (1.5 oz)']] },
  { text: 'cut up an entire mango and ate it', cls: 'fruit', refs: [['Mango, raw', '1 mango']] },
  { text: 'juicy peach from the farmers market', cls: 'fruit', refs: [['Peach, raw', '1 fruit']] },
  { text: 'small garden salad, italian dressing (2 tbsp)', cls: 'sides', refs: [['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', 'Quantity not specified'], ['Italian dressing, made with vinegar and oil', '1 tablespoon', 2]] },

  // ---- Takeaway and fast food ----
  { text: 'cheeseburger and medium fries', cls: 'fastfood', refs: [['Cheeseburger, from fast food, 1 medium patty', 'Quantity not specified'], ['Potato, french fries, fast food', '1 medium fast food order']] },
  { text: '10 piece chicken nuggets', cls: 'fastfood', refs: [['Chicken nuggets, from fast food', '1 nugget', 10]] },
  { text: 'plain cheese pizza, 2 slices, at the party', cls: 'fastfood', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'hot dog at the ballpark', cls: 'fastfood', refs: [['Hot dog sandwich, NFS, on white bun', '1 sandwich']] },
  { text: 'small fry from the burger place', cls: 'fastfood', refs: [['Potato, french fries, fast food', '1 small fast food order']] },
  { text: 'crispy chicken sandwich at the drive-thru', cls: 'fastfood', refs: [['Chicken fillet sandwich, fried, from fast food', '1 regular sandwich']] },
  { text: 'cod and chips from the chip shop', cls: 'regional', refs: [['Fish, cod, fried', 'Quantity not specified'], ['Potato, french fries, restaurant', 'Quantity not specified']] },
  { text: 'got the onion ring basket', cls: 'fastfood', refs: [['Fried onion rings', '1 fast food order']] },
  { text: 'a plain hamburger', cls: 'fastfood', refs: [['Hamburger, from fast food, 1 medium patty', 'Quantity not specified']] },
  { text: 'vanilla milkshake small', cls: 'fastfood', refs: [['Milk shake, fast food, flavors other than chocolate', '1 small']] },
  { text: 'personal size pepperoni pizza for one', cls: 'fastfood', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 personal size pizza (5-7" diameter)']] },
  { text: 'county fair corndog', cls: 'fastfood', refs: [['Corn dog', '1 regular']] },
  { text: '6 buffalo wings at trivia night', cls: 'fastfood', refs: [['Chicken "wings" with hot sauce, from fast food / restaurant', '1 drummette', 6]] },

  // ---- Home dinners ----
  { text: 'a plate of spaghetti with meatballs at nonna\'s', cls: 'home', refs: [['Pasta with tomato-based sauce and meat, home recipe', '1 cup', 2]] },
  { text: 'mom\'s meatloaf with mashed taters', cls: 'home', refs: [['Meat loaf made with beef', 'Quantity not specified'], ['Potato, mashed, NFS', 'Quantity not specified']] },
  { text: 'grilled chkn breast w/ 1c brown rice', cls: 'home', refs: [['Chicken breast, grilled without sauce, skin not eaten', 'Quantity not specified'], ['Rice, brown, cooked, NS as to fat', '1 cup, cooked']] },
  { text: 'pot roast, about 4 oz', cls: 'home', refs: [['Beef, pot roast', '113.4 g']] },
  { text: '6 ounce salmon fillet baked in the oven', cls: 'home', refs: [['Fish, salmon, baked or broiled', '170.1 g']] },
  { text: 'chili with beans, one bowl, on a cold night', cls: 'home', refs: [['Chili with meat and beans', '1 cup', 1.5]] },
  { text: 'tacos tuesday, 3 ground beef tacos', cls: 'home', refs: [['Taco, NFS', '1 small/regular', 3]] },
  { text: 'jacket potato w sour cream', cls: 'home', refs: [['Potato, baked, peel eaten, with sour cream', '1 medium']] },
  { text: 'pork chop and green beans', cls: 'home', refs: [['Pork, chop, NS as to fat eaten', 'Quantity not specified'], ['Green beans, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'mac and cheese from the box, 1 cup', cls: 'home', refs: [['Macaroni or noodles with cheese, made from packaged mix', '1 cup']] },
  { text: 'reheated a piece of lasagna from sunday', cls: 'home', refs: [['Lasagna with meat', 'Quantity not specified']] },
  { text: 'tuna casserole, a cup', cls: 'home', refs: [['Tuna noodle casserole with cream or white sauce', '1 cup']] },
  { text: 'an 8 oz sirloin with a baked potato', cls: 'home', refs: [['Beef, steak, sirloin, NS as to fat eaten', '226.8 g'], ['Potato, baked, peel eaten', '1 medium']] },
  { text: 'rotisserie chicken, a leg', cls: 'home', refs: [['Chicken leg, drumstick and thigh, rotisserie, skin eaten', '1 leg']] },

  // ---- Cuisines ----
  { text: 'carne asada tacos x3 from the taco truck', cls: 'cuisine', refs: [['Taco, meat, no cheese', '1 small/regular', 3]] },
  { text: 'burrito w chicken from the taqueria', cls: 'cuisine', refs: [['Burrito, chicken, with beans and rice, cheese', 'Quantity not specified']] },
  { text: 'cheese quesadilla', cls: 'cuisine', refs: [['Quesadilla, cheese only', 'Quantity not specified']] },
  { text: 'chips and guac', cls: 'cuisine', refs: [['Tortilla chips, plain', 'Quantity not specified'], ['Guacamole, NFS', 'Quantity not specified']] },
  { text: 'pair of pork tamales from the lady at church', cls: 'cuisine', refs: [['Tamale, pork', '1 item, any size', 2]] },
  { text: 'enchiladas rojas, 2, filled with chicken', cls: 'cuisine', refs: [['Enchilada, chicken', '1 enchilada, any size', 2]] },
  { text: 'chipotle-style bowl: chicken, rice, beans', cls: 'cuisine', refs: [['Burrito bowl, chicken, with beans and rice', 'Quantity not specified']] },
  { text: 'chicken fried rice, takeout container', cls: 'cuisine', refs: [['Rice, fried, with chicken', '1 cup', 2]] },
  { text: 'general tso chicken with white rice', cls: 'cuisine', refs: [['General Tso chicken', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'beef lo mein', cls: 'cuisine', refs: [['Lo mein, with beef', 'Quantity not specified']] },
  { text: 'dim sum: 4 steamed pork dumplings', cls: 'cuisine', refs: [['Wonton, dumpling or pot sticker, steamed', '1 item, any size', 4]] },
  { text: 'crispy egg roll with the takeout', cls: 'cuisine', refs: [['Egg roll, with beef and/or pork', '1 egg roll']] },
  { text: 'hot and sour soup, small', cls: 'cuisine', refs: [['Soup, hot and sour', '1 cup']] },
  { text: 'orange chicken, 1 cup', cls: 'cuisine', refs: [['Orange chicken', '1 cup']] },
  { text: 'chicken tikka masala + naan', cls: 'cuisine', refs: [['Chicken curry', 'Quantity not specified'], ['Bread, naan', '1 Naan (10" dia)']] },
  { text: 'dal with rice', cls: 'cuisine', refs: [['Dal', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: '2 samosas', cls: 'cuisine', refs: [['Samosa', '1 regular/large', 2]] },
  { text: 'california roll, 8 pieces', cls: 'cuisine', refs: [['Sushi roll, California', '1 piece', 8]] },
  { text: 'miso soup', cls: 'cuisine', refs: [['Soup, miso or tofu', '1 cup']] },
  { text: 'salmon nigiri x4', cls: 'cuisine', refs: [['Sushi, topped with salmon', '1 piece', 4]] },
  { text: 'tonkotsu ramen', cls: 'cuisine', refs: [['Ramen bowl with meat and egg', '1 cup', 2]] },
  { text: 'chicken teriyaki bowl', cls: 'cuisine', refs: [['Chicken or turkey with teriyaki', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'chicken pad thai from the thai spot', cls: 'cuisine', refs: [['Pad Thai with chicken', 'Quantity not specified']] },
  { text: 'green curry chicken w rice', cls: 'cuisine', refs: [['Chicken curry', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'beef pho, large', cls: 'cuisine', refs: [['Soup, pho, with meat', '1 cup', 2]] },
  { text: 'falafel in a wrap from the food truck', cls: 'cuisine', refs: [['Falafel sandwich', '1 sandwich, any size']] },
  { text: 'lamb gyro with tzatziki', cls: 'cuisine', refs: [['Gyro sandwich', 'Quantity not specified']] },
  { text: 'tabbouleh side, 1 cup', cls: 'cuisine', refs: [['Tabbouleh', '1 cup']] },
  { text: 'a piece of honey-soaked baklava', cls: 'cuisine', refs: [['Baklava', '1 piece']] },
  { text: 'a plate of fettuccine alfredo at the italian place', cls: 'cuisine', refs: [['Pasta with cream sauce, restaurant', '1 cup', 2]] },
  { text: 'tiramisu slice', cls: 'cuisine', refs: [['Tiramisu', '1 piece']] },
  { text: 'fried chicken thigh and collard greens', cls: 'cuisine', refs: [['Chicken thigh, fried, coated, skin / coating eaten, from raw', '1 medium thigh'], ['Collards, fresh, cooked, fat added, NS as to fat type', 'Quantity not specified']] },
  { text: 'cornbread, a piece, from the box mix', cls: 'cuisine', refs: [['Cornbread, prepared from mix', '1 piece']] },
  { text: 'maduros on the side', cls: 'cuisine', refs: [['Plantain, cooked with oil', 'Quantity not specified']] },
  { text: 'red beans and rice, a cup', cls: 'cuisine', refs: [['Beans and white rice', '1 cup']] },
  { text: 'bibimbap with a fried egg, a bowl', cls: 'cuisine', refs: [['Bibimbap, Korean', '1 cup', 2]] },
  { text: 'shepherd\'s pie, a portion', cls: 'cuisine', refs: [["Shepherd's pie", 'Quantity not specified']] },

  // ---- Sweets ----
  { text: 'chocolate layer cake, a regular slice', cls: 'dessert', refs: [['Cake or cupcake, chocolate with chocolate icing, bakery', '1 regular or small piece/slice, 2+ layer cake']] },
  { text: 'a double scoop of vanilla in a cup', cls: 'dessert', refs: [['Ice cream, vanilla', '1 cup']] },
  { text: 'one glazed from dunkin', cls: 'dessert', refs: [['Doughnut, yeast type', '1 doughnut']] },
  { text: 'fudgy brownie from the bake sale', cls: 'dessert', refs: [['Cookie, brownie, NS as to icing', 'Quantity not specified']] },
  { text: 'slice of warm apple pie, scoop of vanilla on top', cls: 'dessert', refs: [['Pie, apple', '1 regular slice'], ['Ice cream, vanilla', '1 cup', 0.5]] },
  { text: 'cheesecake', cls: 'dessert', refs: [['Cheesecake, plain', '1 piece/slice, any size']] },
  { text: '3 choc chip cookies fresh from the oven', cls: 'dessert', refs: [['Cookie, chocolate chip', '1 medium cookie', 3]] },
  { text: 'regular size snickers from the checkout line', cls: 'brand', refs: [['Chocolate candy, nougat filled with nuts', '1 pouch/regular size']] },
  { text: 'fun size m&ms x3', cls: 'brand', refs: [['Chocolate candy, candy shell', '1 fun/snack size', 3]] },
  { text: 'cupcake w frosting', cls: 'dessert', refs: [['Cake or cupcake, NFS', '1 cupcake, any size']] },
  { text: 'gummy bears, a handful', cls: 'dessert', refs: [['Candy, gummy', '28.35 g']] },
  { text: 'cone of vanilla soft-serve at the beach', cls: 'dessert', refs: [['Ice cream cone, soft serve, vanilla', 'Quantity not specified']] },

  // ---- Amounts said every way ----
  { text: 'half of a turkey sub', cls: 'measure', refs: [['Turkey sandwich or sub, restaurant', '1 regular or 6" submarine', 0.5]] },
  { text: 'most of a large pizza slice, pepperoni', cls: 'measure', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, large pizza', 0.75]] },
  { text: 'measured out half a cup of jasmine rice', cls: 'measure', refs: [['Rice, white, cooked, NS as to fat', '1 cup, cooked', 0.5]] },
  { text: 'grilled chicken, 150 grams', cls: 'measure', refs: [['Chicken breast, grilled without sauce, skin not eaten', '150 g']] },
  { text: 'weighed 200 grams of plain greek yogurt', cls: 'measure', refs: [['Yogurt, Greek, NS as to type of milk, plain', '200 g']] },
  { text: '2 cups of cooked spaghetti with marinara', cls: 'measure', refs: [['Pasta with tomato-based sauce, home recipe', '1 cup', 2]] },
  { text: 'tea sweetened with 1 tbsp honey', cls: 'measure', refs: [['Honey', '1 tablespoon']] },
  { text: '3 oz of ham', cls: 'measure', refs: [['Ham, prepackaged or deli, luncheon meat', '85.05 g']] },
  { text: 'a few crackers with cheddar', cls: 'count', refs: [['Crackers, saltine', '1 cracker', 3], ['Cheese, Cheddar', 'Quantity not specified']] },
  { text: 'a couple eggs, scrambled', cls: 'count', refs: [['Egg omelet or scrambled egg, NS as to fat', '1 egg', 2]] },
  { text: 'dozen wings', cls: 'count', refs: [['Chicken "wings", plain, from fast food / restaurant', '1 drummette', 12]] },
  { text: 'one and a half cups of milk', cls: 'measure', refs: [['Milk, NFS', '1 cup', 1.5]] },
  { text: 'ate a 12-ounce rib eye steak for my birthday', cls: 'measure', refs: [['Beef, steak, ribeye, NS as to fat eaten', '340.2 g']] },
  { text: 'half-litre coke bottle', cls: 'measure', refs: [['Soft drink, cola', '1 bottle (16.9 fl oz or 500 ml)']] },

  // ---- Several-food meals ----
  { text: 'lunch: turkey sandwich, chips, apple', cls: 'multi', refs: [['Turkey sandwich on white', 'Quantity not specified'], ['Potato chips, NFS', '1 small single serving bag'], ['Apple, raw', '1 medium']] },
  { text: 'dinner was salmon, rice and broccoli', cls: 'multi', refs: [['Fish, salmon, baked or broiled', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified'], ['Broccoli, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'breakfast = 2 scrambled eggs / 1 slice white toast / glass of OJ', cls: 'multi', refs: [['Egg omelet or scrambled egg, NS as to fat', '1 egg', 2], ['Bread, white, toasted', '1 medium or regular slice'], ['Orange juice, 100%, NFS', 'Quantity not specified']] },
  { text: 'burger + fries + coke', cls: 'multi', refs: [['Hamburger, from fast food, 1 medium patty', 'Quantity not specified'], ['Potato, french fries, fast food', 'Quantity not specified'], ['Soft drink, cola', 'Quantity not specified']] },
  { text: 'cereal and a banana', cls: 'multi', refs: [['Cereal, ready-to-eat, NFS', '1 cup'], ['Banana, raw', '1 banana']] },
  { text: 'chicken, mashed potatoes, green beans, dinner roll', cls: 'multi', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 'Quantity not specified'], ['Potato, mashed, NFS', 'Quantity not specified'], ['Green beans, NS as to form, cooked', 'Quantity not specified'], ['Roll, white, soft', '1 medium/regular/sandwich size roll']] },
  { text: 'pizza 2 slices and a beer', cls: 'multi', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2], ['Beer', '1 can or bottle (12 fl oz)']] },
  { text: 'yogurt\ngranola\nberries', cls: 'multi', refs: [['Yogurt, NS as to type of milk or flavor', 'Quantity not specified'], ['Cereal, granola', '1 prepackaged single serving'], ['Berries, NFS', 'Quantity not specified']] },

  // ---- Framing, places, voices ----
  { text: 'night shift snack at 3am: a cheese danish from the vending machine', cls: 'person', refs: [['Danish pastry, with cheese', 'Quantity not specified']] },
  { text: 'truck stop breakfast - 2 eggs over easy, hash browns, sausage links x3', cls: 'person', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Potato, hash brown, from fast food', 'Quantity not specified'], ['Pork sausage', '1 breakfast size link', 3]] },
  { text: 'post workout protein shake with a banana', cls: 'person', refs: [['Nutritional drink or shake, high protein, ready-to-drink, NFS', 'Quantity not specified'], ['Banana, raw', '1 banana']] },
  { text: 'grandkids and I had ice cream sandwiches, I had one', cls: 'person', refs: [['Ice cream sandwich, vanilla', 'Quantity not specified']] },
  { text: 'for the kids: 2 corn dogs and apple slices', cls: 'kids', refs: [['Corn dog', '1 regular', 2], ['Apple, raw', 'Quantity not specified']] },
  { text: 'my son ate half a pb and j', cls: 'kids', refs: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread', 'Quantity not specified', 0.5]] },
  { text: 'counting carbs: a cup of white rice', cls: 'diet', refs: [['Rice, white, cooked, NS as to fat', '1 cup, cooked']] },
  { text: 'low carb lunch: cobb salad no dressing', cls: 'diet', refs: [['Cobb salad, no dressing', 'Quantity not specified']] },
  { text: 'hey can you log a chicken caesar wrap', cls: 'framing', refs: [['Chicken fillet wrap sandwich, grilled, from fast food', 'Quantity not specified']] },
  { text: 'add 1 medium apple', cls: 'framing', refs: [['Apple, raw', '1 medium']] },
  { text: 'good morning! had a blueberry muffin and a latte', cls: 'framing', refs: [['Muffin, fruit', '1 medium'], ['Coffee, Latte', 'Quantity not specified']] },
  { text: 'hospital cafeteria mac n cheese', cls: 'place', refs: [['Macaroni or noodles with cheese', 'Quantity not specified']] },
  { text: 'food court orange chicken and chow mein', cls: 'place', refs: [['Orange chicken', 'Quantity not specified'], ['Chow mein or chop suey, NS as to type of meat, with noodles', 'Quantity not specified']] },
  { text: 'roller grill hot dog from the 7-eleven', cls: 'place', refs: [['Hot dog sandwich, NFS, on white bun', '1 sandwich']] },
  { text: 'at the birthday party: slice of sheet cake', cls: 'place', refs: [['Cake or cupcake, white with white icing, bakery', '1 regular or small piece/slice, 1 layer cake']] },
  { text: 'feeling lazy so cereal for dinner lol, 2 bowls', cls: 'framing', refs: [['Cereal, ready-to-eat, NFS', '1 cup', 2]] },
  { text: 'ok so for lunch i had like a chicken quesadilla and some sour cream', cls: 'dictated', refs: [['Quesadilla, chicken', 'Quantity not specified'], ['Sour cream, regular', 'Quantity not specified']] },
  { text: 'um breakfast was a bowl of cheerios and coffee with a splash of milk', cls: 'dictated', refs: [['Cereal, ready-to-eat, NFS', '1 cup'], ['Milk, NFS', '1 fl oz', 0.5]] },
  { text: 'so dinner tonight was two slices of meatloaf and some corn', cls: 'dictated', refs: [['Meat loaf made with beef', '1 medium slice', 2], ['Corn, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'log two tacos and a coke', cls: 'dictated', refs: [['Taco, NFS', '1 small/regular', 2], ['Soft drink, cola', 'Quantity not specified']] },

  // ---- Typos ----
  { text: 'cheesburger', cls: 'typo', refs: [['Cheeseburger, from fast food, 1 medium patty', 'Quantity not specified']] },
  { text: 'choclate chip cooky', cls: 'typo', refs: [['Cookie, chocolate chip', '1 medium cookie']] },
  { text: 'spagetti with meat sauce', cls: 'typo', refs: [['Pasta with tomato-based sauce and meat, home recipe', 'Quantity not specified']] },
  { text: 'brocoli and chiken', cls: 'typo', refs: [['Broccoli, NS as to form, cooked', 'Quantity not specified'], ['Chicken breast, NS as to cooking method, skin not eaten', 'Quantity not specified']] },
  { text: 'banaan', cls: 'typo', refs: [['Banana, raw', '1 banana']] },
  { text: 'quesedilla', cls: 'typo', refs: [['Quesadilla, cheese only', 'Quantity not specified']] },
  { text: 'straberry yogurt', cls: 'typo', refs: [['Yogurt, NS as to type of milk, fruit', 'Quantity not specified']] },

  // ---- Emoji ----
  { text: '2 🍌 before my run', cls: 'emoji', refs: [['Banana, raw', '1 banana', 2]] },
  { text: 'coffee ☕ and a donut 🍩', cls: 'emoji', refs: [['Doughnut, NFS', 'Quantity not specified']] },
  { text: '🍔 + 🍟', cls: 'emoji', refs: [['Hamburger, from fast food, 1 medium patty', 'Quantity not specified'], ['Potato, french fries, fast food', 'Quantity not specified']] },
  { text: 'ramen 🍜 at the noodle bar', cls: 'emoji', refs: [['Ramen bowl, NFS', '1 cup', 2]] },
  { text: 'an 🍎 at recess', cls: 'emoji', refs: [['Apple, raw', '1 medium']] },
  { text: 'sushi night 🍣 salmon roll 6 pcs', cls: 'emoji', refs: [['Sushi roll, salmon', '1 piece', 6]] },
  { text: '🍺 with the guys (just 1)', cls: 'emoji', refs: [['Beer', '1 can or bottle (12 fl oz)']] },

  // ---- Brands with a generic food ----
  { text: 'one of those chobani strawberry yogurts', cls: 'brand', refs: [['Yogurt, Greek, NS as to type of milk, fruit', '1 5.3 oz container']] },
  { text: 'tropicana oj 12 oz', cls: 'brand', refs: [['Orange juice, 100%, NFS', '1 fl oz (NFS)', 12]] },
  { text: 'snack-size cheez-it pouch', cls: 'brand', refs: [['Crackers, cheese', '1 small or medium single serving bag']] },
  { text: 'kraft mac and cheese 1 cup', cls: 'brand', refs: [['Macaroni or noodles with cheese, made from packaged mix', '1 cup']] },
  { text: 'nature valley granola bar (2 bars)', cls: 'brand', refs: [['Cereal or granola bar (General Mills Nature Valley Crunchy Granola Bar)', '1 bar', 2]] },
  { text: 'lays classic chips, 1 oz bag', cls: 'brand', refs: [['Potato chips, NFS', '28.35 g']] },
  { text: 'ben and jerrys, half a pint', cls: 'brand', refs: [['Ice cream, NFS', '1 cup']] },
];
