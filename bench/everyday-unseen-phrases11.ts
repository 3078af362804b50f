/**
 * An eleventh unseen everyday set (session 22), written by a helper who changed no engine code and
 * scored on main (ad0d229e) before any change of that session: the yardstick the session is measured
 * against. Food-log phrases in wordings the ten earlier unseen sets do not use, as different people
 * type or dictate them: a nurse on nights ("between patients", "at the nurses station"), a trucker
 * ("long haul", "the flying j"), a teenager, a grandparent logging with grandkids, a gym-goer ("after
 * legs", "pre-lift"), someone with type 1 diabetes asking for a carb check, parents logging a
 * toddler's or a preschooler's food, a British voice ("jacket spud", "cottage pie", "bangers", "mash"),
 * in places (a gas-station warmer, a break room vending machine, a cantina, a taqueria, a wok place,
 * an Indian buffet, a mezze place, a sports bar, a fish fry, a church picnic, a county fair, a
 * tailgate, a swim-up bar, a boardwalk, a food court) and forms: terse, dictated run-ons with "uhh"
 * and "like", lists with ",", "+", "-", ":" and newlines, typos ("bluebery", "speghetti", "chese
 * quesdilla", "avacado", "chiken cesar"), emoji, brands with a generic food, "x 2", "a pair of them",
 * "halfsies", "50/50", "3/4 of a foot-long", "a quarter of it", fractions, sizes, units, packages,
 * pouches, cans, cartons, bags, weights in g and oz, counts. Cuisines: Mexican, Chinese, Indian,
 * Japanese, Thai, Vietnamese, Middle Eastern, Greek, Italian, soul food, Cajun, British, Caribbean
 * (maduros) and everyday American. Written for this bench: no benchmark's or dataset's text,
 * nothing copied from the earlier sets.
 *
 * Left out because FNDDS has no row or clear generic food for them (rather than guessed): avocado
 * toast, a tuna melt, a chicken caesar wrap, a chef salad, chana masala, a banh mi, fresh spring
 * rolls, chicken shawarma, jerk chicken, fish and chips, shrimp and grits, mochi ice cream, a protein
 * shake of unsaid size, Thai iced tea, quiche lorraine by the slice; and phrases whose FNDDS portion
 * would be a poor yardstick: a calzone (FNDDS's one calzone is 424 g, 1,650 kcal; its unsaid amount
 * 106 g), plain rice cakes (FNDDS "1 cake" weighs 3 g, a supermarket cake 9 g), deviled egg halves
 * (FNDDS "1 egg" does not say whether it is a half or a whole egg).
 *
 * References follow unseen10's rules (bench/everyday-unseen-phrases10.ts header): an FNDDS 2021–2023
 * food and one of its own portions by exact USDA wording, or "N g" where the phrase gives a weight
 * ("N oz" = N × 28.35 g); an unsaid amount = FNDDS "Quantity not specified" unless FNDDS weighs
 * "1 X"; "a bowl of" soup or stew = 1½ × "1 cup"; a pint = 16 fl oz; "a couple" = 2; "a handful" =
 * 1 oz; a double scoop of ice cream = 1 cup; water, black coffee, tea and diet soda count as 0 beside
 * a food; condiments under 25 kcal are left out. A drink said in fluid ounces with no FNDDS portion
 * of that size = N × "1 fl oz (NFS)" (or "1 fl oz"); a school carton = "1 individual school
 * container"; a 6-inch sub or hoagie = "1 regular or 6" submarine" (a foot-long = 2 of them); a
 * fraction of a food = that fraction of its FNDDS unit ("1 cup" × 0.5 for "half a cup"). Added here:
 *   - a food FNDDS does not name is the generic FNDDS food it is: butter chicken = chicken curry;
 *     maduros = plantain cooked with oil; cuties = tangerines; a muskmelon = cantaloupe; cottage pie =
 *     shepherd's pie; bangers = bun-size pork sausage links; jacket spud = baked potato with peel;
 *     a nacho platter "cheese only" = nachos, cheese only; sunday gravy pasta = pasta with
 *     tomato-based sauce (home recipe) plus FNDDS meatballs with sauce; a cup noodles = ramen soup,
 *     one container; a blueberry muffin = fruit muffin; a lemonade stand's lemonade = lemonade, fruit
 *     juice drink; a diet frozen dinner of chicken, vegetables and rice = FNDDS's diet frozen entree
 *     of the same; Cheerios = plain O's; a Hot Pocket = pizza pocket turnover; Uncrustables = frozen
 *     crustless PB&J; Kraft Dinner = packaged macaroni and cheese; Pringles = restructured chips;
 *     Jack Link's style jerky = beef jerky; Clif = FNDDS's Clif Bar row; Quaker-type chewy bar =
 *     FNDDS's Quaker Chewy row; Goldfish and Ritz have FNDDS rows of their own;
 *   - published figures where a chain or package is named (source beside each): McDonald's,
 *     Chick-fil-A, Taco Bell, Wendy's, Starbucks, Kit Kat, M&M's, Hershey's, Snickers, Eggo.
 *
 * Word overlap: before the set was scored, each phrase was compared with every printed tuning phrase
 * of bench/everyday-phrases.ts and unseen..unseen10 (a throwaway script that prints only this set's
 * phrases): 159 of a first 236 shared at least 60 % of their content words with an older phrase and
 * were given new wordings, places or voices (the foods and amounts kept), chosen by that overlap
 * alone, in three passes (159 → 41 → 6 → 0); none does now. The bench was run once on a near-final
 * draft to time it; the edits after that run came from a second reading of the references against
 * the FNDDS portion lists (a 12-wing portion of 2,100 kcal cut to 6, a 6-inch sub moved to FNDDS's
 * smaller white-bread row, McDonald's items given their published figures, unsaid amounts put on
 * FNDDS's "Quantity not specified", a calzone dropped, a Subway sub made a generic one, vague wordings
 * made plain), never from the engine's answers.
 *
 * Split (fixed by rule, not by score): the same FNV-1a rule as the earlier sets (`unseenSplit`), a
 * third to validation (`npm run bench:everyday -- --set unseen11`). Validation phrases are counted,
 * never read or printed.
 */
import type { PublishedRef, Ref } from './everyday-phrases.js';
import type { Unseen10Class } from './everyday-unseen-phrases10.js';
import { cfa, label, mcd, sbux, tb, wendys } from './published-sources.js';

export type Unseen11Class = Unseen10Class;

export interface Unseen11Phrase {
  text: string;
  cls: Unseen11Class;
  refs: Ref[];
}

const p = (kcal: number, source: string, carbs?: number): PublishedRef => (carbs === undefined ? { kcal, source } : { kcal, carbs, source });

export const UNSEEN11: Unseen11Phrase[] = [
  // ---- Breakfasts ----
  { text: 'night shift snack at 3am: a wheat bagel with a schmear of cream cheese', cls: 'person', refs: [['Bagel, wheat', '1 regular'], ['Cream cheese, regular, plain', '1 tablespoon', 2]] },
  { text: 'bowl of oatmeal made w water, sliced half a banana on top', cls: 'breakfast', refs: [['Oatmeal, regular or quick, made with water, no added fat', '1 cup, cooked'], ['Banana, raw', '1 banana', 0.5]] },
  { text: 'three medium pancakes with 2 tbsp syrup', cls: 'breakfast', refs: [['Pancakes, plain', '1 medium pancake', 3], ['Syrup, NFS', '1 tablespoon', 2]] },
  { text: 'brunch spot served me one thick belgian waffle, nothing on it', cls: 'breakfast', refs: [['Waffle, plain', '1 thick / Belgian waffle']] },
  { text: 'toaster waffles for both kids, 2 apiece so 4 total', cls: 'kids', refs: [['Waffle, plain, frozen', '1 waffle', 4]] },
  { text: 'small croissant and a black coffee', cls: 'cafe', refs: [['Croissant', '1 small croissant']] },
  { text: 'chocolate croissant from the bakery counter', cls: 'cafe', refs: [['Croissant, chocolate', '1 croissant']] },
  { text: 'sawmill gravy over a split biscuit, one order at the cracker barrel-type place', cls: 'regional', refs: [['Biscuit with gravy', '1 biscuit with gravy']] },
  { text: 'cheesy grits, a coffee mug full, grandpa style', cls: 'regional', refs: [['Grits, with cheese, NS as to fat', '1 cup, cooked']] },
  { text: 'strawberry greek yoghurt tub 5.3oz nonfat', cls: 'grocery', refs: [['Yogurt, Greek, nonfat milk, fruit', '1 5.3 oz container']] },
  { text: 'peeled 2 hardboiled eggs in the locker room pre-lift', cls: 'person', refs: [['Egg, whole, boiled or poached', '1 egg', 2]] },
  { text: 'scrambled eggs x3 and one slice of whole wheat toast', cls: 'breakfast', refs: [['Egg omelet or scrambled egg, NS as to fat', '1 egg', 3], ['Bread, whole wheat, toasted', '1 medium or regular slice']] },
  { text: 'cup of cheerios drowned in a cup of 2 percent', cls: 'breakfast', refs: [['Cereal, O\'s, plain', '1 cup'], ['Milk, reduced fat (2%)', '1 cup']] },
  { text: 'glass of OJ', cls: 'drink', refs: [['Orange juice, 100%, NFS', 'Quantity not specified']] },
  { text: 'a 16 oz bottle of orange juice from the gas station', cls: 'place', refs: [['Orange juice, 100%, canned, bottled or in a carton', '1 bottle (16 fl oz)']] },
  { text: 'sausage n egg burrito wrapped in foil from the gas station warmer', cls: 'cuisine', refs: [['Egg burrito, with sausage', '1 item, any size']] },
  { text: 'plate of huevos rancheros at the cantina this morning', cls: 'cuisine', refs: [['Huevos rancheros', 'Quantity not specified']] },
  { text: 'dusted 2 slices of french toast w confectioners sugar for sunday', cls: 'breakfast', refs: [['French toast, plain', '1 slice, any size', 2]] },
  { text: 'medium bluebery muffin grabbed at the nurses station', cls: 'cafe', refs: [['Muffin, fruit', '1 medium']] },
  { text: 'cinnamon roll from the mall, a big one', cls: 'sweet', refs: [['Roll, sweet, cinnamon bun, frosted', '1 large']] },
  { text: 'poured maybe half a cup granola into a cup of fat free milk', cls: 'measure', refs: [['Cereal, granola', '1 cup', 0.5], ['Milk, fat free (skim)', '1 cup']] },
  { text: 'cup of corned beef hash topped w 1 sunny side egg', cls: 'home', refs: [['Corned beef hash', '1 cup, NFS'], ['Egg, whole, fried, NS as to fat', '1 egg']] },
  { text: 'wolfed down a crispy-edged english muffin w one butter pat', cls: 'breakfast', refs: [['Muffin, English', '1 muffin'], ['Butter, stick', '1 pat']] },
  { text: 'cream of wheat 1 cup, 2 tsp brown sugar', cls: 'breakfast', refs: [['Cream of wheat, NFS', '1 cup, cooked'], ['Sugar, brown', '1 teaspoon, NFS', 2]] },
  { text: 'grabbed one sausage biscuit sandwich on my commute, regular size', cls: 'fastfood', refs: [['Sausage biscuit sandwich', '1 regular']] },
  { text: 'eggs benedict, brunch with the girls', cls: 'breakfast', refs: [['Egg, Benedict', 'Quantity not specified']] },
  // ---- Sandwiches and lunches ----
  { text: 'deli turkey w swiss cheese sandwich brought in a brown bag', cls: 'sandwich', refs: [['Turkey sandwich on wheat, with cheese', 'Quantity not specified']] },
  { text: 'a BLT, toasted white bread', cls: 'sandwich', refs: [['Bacon, lettuce, tomato sandwich on white', 'Quantity not specified']] },
  { text: 'rainy day combo: american grilled cheese + a mug of cream of tomato', cls: 'lunch', refs: [['Grilled cheese sandwich, American cheese, on white bread', '1 sandwich'], ['Soup, cream of tomato', '1 cup']] },
  { text: 'ham sandwich, packed it from home', cls: 'sandwich', refs: [['Ham sandwich on white', 'Quantity not specified']] },
  { text: 'split a reuben with my coworker so half', cls: 'share', refs: [['Reuben sandwich', 'Quantity not specified', 0.5]] },
  { text: 'packed my son\'s lunchbox with a peanut butter jelly sandwich on whole wheat', cls: 'kids', refs: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on wheat bread', '1 sandwich']] },
  { text: 'philly cheesesteak from the food truck', cls: 'place', refs: [['Cheese steak sandwich or sub on white', 'Quantity not specified']] },
  { text: 'egg salad sandwich, white bread, church luncheon', cls: 'sandwich', refs: [['Egg salad sandwich on white', 'Quantity not specified']] },
  { text: 'six-inch italian cold cut hoagie', cls: 'size', refs: [['Italian sandwich on white', '1 regular or 6" submarine']] },
  { text: 'sick day: bowl of canned chicken noodle, 4 saltine crackers', cls: 'lunch', refs: [['Soup, chicken noodle, canned', '1 cup', 1.5], ['Crackers, saltine', '1 cracker', 4]] },
  { text: 'ordered the cobb, skipped dressing entirely', cls: 'lunch', refs: [['Cobb salad, no dressing', 'Quantity not specified']] },
  { text: 'bowl of chili with beans, topped w shredded cheddar', cls: 'home', refs: [['Chili with meat and beans', '1 cup', 1.5], ['Cheese, Cheddar', '1 cup, shredded', 0.25]] },
  { text: 'one frank in a white bun with yellow mustard, 7th inning', cls: 'place', refs: [['Hot dog sandwich, NFS, on white bun', '1 sandwich']] },
  { text: 'state fair corndogs, i had 2 regular ones', cls: 'count', refs: [['Corn dog', '1 regular', 2]] },
  { text: 'chicken salad on a bed of lettuce, about a cup', cls: 'measure', refs: [['Chicken or turkey salad, made with mayonnaise', '1 cup']] },
  { text: 'medium slab of mom\'s meatloaf next to a cup of whipped potatoes', cls: 'home', refs: [['Meat loaf, NS as to type of meat', '1 medium slice'], ['Potato, mashed, NFS', '1 cup']] },
  // ---- Snacks ----
  { text: 'a handful of almonds between patients', cls: 'person', refs: [['Almonds, NFS', '1 oz']] },
  { text: 'peeled 2 mozzarella string cheeses on rounds', cls: 'snack', refs: [['Cheese, Mozzarella, part skim', '1 stick', 2]] },
  { text: 'tiny pretzel packet out of the breakroom machine at 2am', cls: 'packaging', refs: [['Pretzels, hard, NFS', '1 small single serving bag']] },
  { text: 'dipped 8 mini carrots into 4 tbsp hummus', cls: 'snack', refs: [['Hummus, plain', '1 tablespoon', 4], ['Carrots, raw', '1 baby carrot', 8]] },
  { text: 'ants-on-a-log minus raisins: 2 celery ribs, 2 tbsp pb', cls: 'snack', refs: [['Peanut butter', '1 tablespoon', 2], ['Celery, raw', '1 stalk', 2]] },
  { text: 'polished off an entire regular bag of butter microwave popcorn', cls: 'snack', refs: [['Popcorn, microwave, butter flavored', '1 regular microwave bag']] },
  { text: 'a granola bar, the chewy kind', cls: 'snack', refs: [['Cereal or granola bar (Quaker Chewy Granola Bar)', '1 bar']] },
  { text: '2 small bags tortilla chips dunked in about 1/4 cup red salsa', cls: 'snack', refs: [['Tortilla chips, plain', '1 small single serving bag', 2], ['Salsa, red', '1 tablespoon', 4]] },
  { text: '8 ritz, roughly half a sleeve, while cooking', cls: 'snack', refs: [['Crackers, butter (Ritz)', '1 cracker', 8]] },
  { text: 'some trail mix maybe a quarter cup', cls: 'measure', refs: [['Trail mix with chocolate', '1 cup', 0.25]] },
  { text: 'toddler munched 10 animal cookies at daycare pickup', cls: 'kids', refs: [['Cookie, animal', '1 cracker', 10]] },
  { text: '1 oz of goldfish crackers for the car seat', cls: 'kids', refs: [['Crackers, cheese (Goldfish)', '28.35 g']] },
  { text: 'sunflower seeds, 1 oz shelled', cls: 'snack', refs: [['Sunflower seeds, NFS', '1 oz, without shell']] },
  { text: 'pork rinds, a small bag (keto)', cls: 'diet', refs: [['Pork skin rinds', '1 small single serving bag']] },
  { text: 'lowfat cottage chz 1/2 c topped w 1/2 c canned pineapple', cls: 'diet', refs: [['Cheese, cottage, low fat', '1 cup', 0.5], ['Pineapple, canned, NFS', '1 cup', 0.5]] },
  { text: 'mozz stick plus a medium gala apple from my purse', cls: 'multi', refs: [['Cheese, Mozzarella, part skim', '1 stick'], ['Apple, raw', '1 medium']] },
  { text: 'podded edamame beans, one cup, sea salt on top', cls: 'cuisine', refs: [['Edamame, cooked', '1 cup']] },
  { text: 'an ounce of jack links style beef jerky, trucker fuel', cls: 'snack', refs: [['Beef jerky', '28.35 g']] },
  { text: 'a bag of potato chips, the 1 oz snack size', cls: 'packaging', refs: [['Potato chips, plain', '1 small single serving bag']] },
  // ---- Drinks and alcohol ----
  { text: 'two cans of regular coke on the road', cls: 'person', refs: [['Soft drink, cola', '1 can (12 fl oz)', 2]] },
  { text: 'large styrofoam cup of sweetened iced tea at the flying j', cls: 'place', refs: [['Tea, iced, brewed, black, pre-sweetened with sugar', '1 large drink']] },
  { text: '20oz mtn dew bottle, long haul', cls: 'drink', refs: [['Soft drink, fruit flavored, caffeine containing', '1 bottle (20 fl oz)']] },
  { text: 'a cup of hot chocolate with whole milk', cls: 'drink', refs: [['Hot chocolate / cocoa, dry mix, made with whole or reduced fat (2%) milk', '1 cup']] },
  { text: 'cafeteria choc milk carton, 2% reduced fat', cls: 'kids', refs: [['Chocolate milk, reduced fat (2%)', '1 individual school container']] },
  { text: 'preschooler drank one 6.75 oz apple juice pouch', cls: 'kids', refs: [['Apple juice, 100%', '1 juice box/pouch (6.75 fl oz)']] },
  { text: '16 ounces of stout on tap at trivia night', cls: 'alcohol', refs: [['Beer', '1 fl oz', 16]] },
  { text: 'two 12oz bud lights on the porch', cls: 'alcohol', refs: [['Beer, light', '1 can or bottle (12 fl oz)', 2]] },
  { text: 'poured myself a glass of pinot grigio after bedtime', cls: 'alcohol', refs: [['Wine, white', '1 glass']] },
  { text: '🍹 one lime margarita, salted rim, rocks', cls: 'emoji', refs: [['Margarita', '1 drink']] },
  { text: 'a shot of tequila', cls: 'alcohol', refs: [['Tequila', '1 shot']] },
  { text: 'two cuba libres poolside', cls: 'alcohol', refs: [['Rum and cola', '1 drink', 2]] },
  { text: 'bottomless brunch, stopped at 2 mimosas', cls: 'alcohol', refs: [['Mimosa', '1 drink', 2]] },
  { text: 'G&T, one, hotel lobby bar', cls: 'alcohol', refs: [['Gin and tonic', '1 drink']] },
  { text: '16 fl oz strawberry-banana whole fruit smoothie, no yogurt', cls: 'drink', refs: [['Fruit smoothie, with whole fruit, no dairy', '1 fl oz', 16]] },
  { text: 'small caffe latte (12 oz) after my shift', cls: 'cafe', refs: [['Coffee, Latte', '1 small']] },
  { text: 'large iced coffee, cream and sugar already stirred in', cls: 'cafe', refs: [['Iced Coffee, pre-lightened and pre-sweetened', '1 large']] },
  { text: 'medium capp, dusted w cocoa', cls: 'cafe', refs: [['Coffee, Cappuccino', '1 medium']] },
  { text: '8 oz lemonade bought off the neighbor kids curbside', cls: 'drink', refs: [['Lemonade, fruit juice drink', '1 fl oz (NFS)', 8]] },
  { text: '20 fl oz gatorade during my 10k', cls: 'drink', refs: [['Sports drink (Gatorade G)', '1 bottle (20 fl oz)']] },
  { text: '11.2 oz coconut water carton, unsweetened, post yoga', cls: 'drink', refs: [['Coconut water, unsweetened', '1 fl oz (NFS)', 11.2]] },
  { text: 'eggnog, one cup, christmas eve', cls: 'drink', refs: [['Eggnog', '1 cup']] },
  // ---- Takeaway and fast food ----
  { text: 'McDonald\'s McChicken and a small fries', cls: 'fastfood', refs: [p(400, mcd('McChicken')), p(230, mcd('World Famous Fries, small'))] },
  { text: '10pc nuggies with a packet of barbecue dip', cls: 'count', refs: [['Chicken nuggets, from fast food', '1 nugget', 10], ['Barbecue sauce', '1 packet']] },
  { text: 'half dozen breaded bone-in wings at the sports bar', cls: 'count', refs: [['Chicken wing, fried, coated, from restaurant', '1 wing, any size', 6]] },
  { text: 'swapped fries for a fast food order of onion rings', cls: 'sides', refs: [['Fried onion rings', '1 fast food order']] },
  { text: 'a cheeseburger and a vanilla shake from the drive thru', cls: 'fastfood', refs: [['Cheeseburger, from fast food, 1 small patty', '1 cheeseburger'], ['Milk shake, fast food, flavors other than chocolate', '1 small']] },
  { text: '1 cup of chicken pad thai out of the takeout carton', cls: 'share', refs: [['Pad Thai with chicken', '1 cup']] },
  { text: 'general tsos, a cup, plus a cup of steamed rice', cls: 'cuisine', refs: [['General Tso chicken', '1 cup'], ['Rice, white, cooked, no added fat', '1 cup, cooked']] },
  { text: 'panda express style orange chix, 1.5 c', cls: 'cuisine', refs: [['Orange chicken', '1 cup', 1.5]] },
  { text: 'pork egg rolls, a pair of them', cls: 'cuisine', refs: [['Egg roll, with beef and/or pork', '1 egg roll', 2]] },
  { text: 'veggie lo mein x 2 cups, meatless', cls: 'cuisine', refs: [['Lo mein, meatless', '1 cup', 2]] },
  { text: 'bowl of hot & sour soup from the wok place', cls: 'cuisine', refs: [['Soup, hot and sour', '1 cup', 1.5]] },
  { text: 'indian buffet: 1 cup butter chicken curry, quarter of a naan', cls: 'cuisine', refs: [['Chicken curry', '1 cup'], ['Bread, naan', '1 piece (1/4 of 10" dia)']] },
  { text: 'samosas, 2 of them, potato', cls: 'cuisine', refs: [['Samosa', '1 regular/large', 2]] },
  { text: '8 pieces of cali roll from the grocery sushi case', cls: 'count', refs: [['Sushi roll, California', '1 piece', 8]] },
  { text: 'complimentary miso broth before sushi arrived', cls: 'cuisine', refs: [['Soup, miso or tofu', 'Quantity not specified']] },
  { text: 'teriyaki chicken 1 c on 1 c steamed jasmine', cls: 'cuisine', refs: [['Chicken or turkey with teriyaki', '1 cup'], ['Rice, white, cooked, no added fat', '1 cup, cooked']] },
  { text: 'bowl of pho with beef, skipped the noodles refill', cls: 'cuisine', refs: [['Soup, pho, with meat', '1 cup', 1.5]] },
  { text: 'falafel pita', cls: 'cuisine', refs: [['Falafel sandwich', 'Quantity not specified']] },
  { text: 'lamb gyro wrapped in pita from the cart on 6th', cls: 'cuisine', refs: [['Gyro sandwich', 'Quantity not specified']] },
  { text: '1/2 c tabouli salad at the mezze place', cls: 'cuisine', refs: [['Tabbouleh', '1 cup', 0.5]] },
  { text: 'three small beef tacos with cheese on corn, taqueria', cls: 'cuisine', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 3]] },
  { text: 'chicken quesadilla, whole thing', cls: 'cuisine', refs: [['Quesadilla, chicken', '1 full circle']] },
  { text: 'bean & cheese burrito from the freezer aisle, one', cls: 'cuisine', refs: [['Burrito, with beans, cheese', 'Quantity not specified']] },
  { text: 'a couple of meatless enchiladas with red chile', cls: 'cuisine', refs: [['Enchilada, no meat', '1 enchilada, any size', 2]] },
  { text: 'abuela\'s pork tamales, I ate 3', cls: 'cuisine', refs: [['Tamale, pork', '1 item, any size', 3]] },
  { text: 'hubby and me went halfsies on a nacho platter, cheese only', cls: 'share', refs: [['Nachos, cheese only', '1 order', 0.5]] },
  { text: 'small bag of tortilla chips and about 4 tbsp guacamole', cls: 'cuisine', refs: [['Tortilla chips, plain', '1 small single serving bag'], ['Guacamole, NFS', '1 tablespoon', 4]] },
  { text: '3 slices off a medium pepperoni pie, delivery', cls: 'count', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, medium pizza', 3]] },
  // ---- Home dinners ----
  { text: 'sunday gravy: 2 cups pasta in red sauce, 3 meatballs', cls: 'home', refs: [['Pasta with tomato-based sauce, home recipe', '1 cup', 2], ['Meatballs, NS as to type of meat, with sauce', '1 meatball with sauce', 3]] },
  { text: '2 cups homemade creamy fettuccine w grilled chicken', cls: 'home', refs: [['Pasta with cream sauce and poultry, home recipe', '1 cup', 2]] },
  { text: 'a baked chicken breast, skin off, and a cup of steamed broccoli', cls: 'diet', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', 'Quantity not specified'], ['Broccoli, fresh, cooked, no added fat', '1 cup']] },
  { text: '6oz salmon fillet off the grill, lemon pepper', cls: 'measure', refs: [['Fish, salmon, baked or broiled', '170 g']] },
  { text: 'crockpot roast with carrots and spuds, 2 cups', cls: 'home', refs: [['Beef, potatoes, and vegetables including carrots, broccoli, and/or dark-green leafy; gravy', '1 cup', 2]] },
  { text: 'one breaded porkchop, skillet', cls: 'home', refs: [['Pork, chop, coated, NS as to fat eaten', '1 regular']] },
  { text: 'church picnic: 1 fried thigh + 1 fried leg', cls: 'regional', refs: [['Chicken thigh, fried, coated, skin / coating eaten, from raw', '1 medium thigh'], ['Chicken drumstick, fried, coated, skin / coating eaten, from raw', '1 medium drumstick']] },
  { text: 'collard greens and a piece of cornbread', cls: 'regional', refs: [['Collards, fresh, cooked, fat added, NS as to fat type', 'Quantity not specified'], ['Cornbread, prepared from mix', '1 piece']] },
  { text: '1 c baked macaroni & cheese at the cookout', cls: 'home', refs: [['Macaroni or noodles with cheese', '1 cup']] },
  { text: 'monday red beans over rice, new orleans style, 2 cups', cls: 'regional', refs: [['Kidney beans and white rice', '1 cup', 2]] },
  { text: 'a cup of cajun jambalaya with sausage and rice', cls: 'regional', refs: [['Jambalaya with meat and rice', '1 cup']] },
  { text: 'friday fish fry - 2 cornmeal-crusted catfish filets', cls: 'regional', refs: [['Fish, catfish, fried', '1 small/regular fillet', 2]] },
  { text: 'sweet plantain maduros fried in oil, 1 cup', cls: 'sides', refs: [['Plantain, cooked with oil', '1 cup']] },
  { text: 'reheated leftover beef stew w potatoes carrots, bowlful', cls: 'leftover', refs: [['Beef, potatoes, and vegetables including carrots, broccoli, and/or dark-green leafy; gravy', '1 cup', 1.5]] },
  { text: '1 cup tuna noodle bake w cream sauce, potluck', cls: 'home', refs: [['Tuna noodle casserole with cream or white sauce', '1 cup']] },
  { text: 'one marie callender type chicken pot pie individual', cls: 'frozen', refs: [['Pot pie, chicken', '1 individual pie']] },
  { text: '2 pork bangers on a cup of mash, pub dinner', cls: 'cuisine', refs: [['Pork sausage', '1 bun-size or griller link', 2], ['Potato, mashed, NFS', '1 cup']] },
  { text: 'medium jacket spud, skin and all, dollop of soured cream', cls: 'sides', refs: [['Potato, baked, peel eaten, with sour cream', '1 medium']] },
  { text: 'cup of sweet tater fries, dipped in nothing', cls: 'sides', refs: [['Sweet potato fries, NFS', '1 cup']] },
  { text: 'corn on the cob with butter, 2 ears', cls: 'produce', refs: [['Corn, fresh, cooked with butter or margarine', '1 regular ear', 2]] },
  { text: 'side of coleslaw', cls: 'sides', refs: [['Coleslaw', 'Quantity not specified']] },
  { text: '1/2 c of aunt deb\'s potato salad (has egg)', cls: 'sides', refs: [['Potato salad with egg, made with mayonnaise', '1 cup', 0.5]] },
  { text: 'green bean casserole at thanksgiving', cls: 'home', refs: [['Green bean casserole', 'Quantity not specified']] },
  { text: 'a cup of grandma\'s thanksgiving dressing', cls: 'home', refs: [['Bread stuffing', '1 cup, NFS']] },
  { text: 'turkey, white meat, 4 oz', cls: 'measure', refs: [['Turkey, light meat, roasted, skin not eaten', '113 g']] },
  { text: 'one square of beef lasagne, reheated', cls: 'cuisine', refs: [['Lasagna with meat', '1 piece (1/6 of 8" square, approx 2-1/2" x 4")']] },
  { text: 'chicken parmesan cutlet plus 1 cup pasta with marinara', cls: 'cuisine', refs: [['Chicken or turkey parmigiana', '1 patty with sauce and cheese'], ['Pasta with tomato-based sauce, home recipe', '1 cup']] },
  { text: 'stir fry chicken and vegetables over brown rice', cls: 'home', refs: [['Chicken or turkey and vegetables including carrots, broccoli, and/or dark-green leafy; no potatoes, soy-based sauce', 'Quantity not specified'], ['Rice, brown, cooked, no added fat', 'Quantity not specified']] },
  { text: 'diet frozen dinner, chicken veggies and rice', cls: 'frozen', refs: [['Chicken and vegetable entree with rice, diet frozen meal', 'Quantity not specified']] },
  { text: 'tacos at home, 3 hard shell beef', cls: 'home', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 3]] },
  { text: 'manwich sloppy joe on a white bun', cls: 'home', refs: [['Sloppy joe sandwich, on white bun', 'Quantity not specified']] },
  { text: 'hamburger helper, 1 cup', cls: 'home', refs: [['Macaroni or noodles with cheese and meat, prepared from Hamburger Helper mix', '1 cup']] },
  { text: 'cup noodles style ramen, one container', cls: 'packaging', refs: [['Soup, ramen noodles, water added', '1 individual container']] },
  { text: 'scrambled-egg rice stir fry from day-old rice, two cups, zero meat', cls: 'cuisine', refs: [['Rice, fried, meatless', '1 cup', 2]] },
  { text: '1 cup cottage pie aka shepherds pie', cls: 'cuisine', refs: [['Shepherd\'s pie', '1 cup']] },
  // ---- Fruit and veg ----
  { text: 'medium honeycrisp', cls: 'fruit', refs: [['Apple, raw', '1 medium']] },
  { text: 'peeled 2 cuties mandarins for the carpool', cls: 'fruit', refs: [['Tangerine, raw', '1 fruit', 2]] },
  { text: 'cup of red seedless grapes', cls: 'fruit', refs: [['Grapes, raw', '1 cup']] },
  { text: 'watermelon, 2 wedges', cls: 'fruit', refs: [['Watermelon, raw', '1 small wedge/slice', 2]] },
  { text: 'strawberries, 1 cup sliced', cls: 'fruit', refs: [['Strawberries, raw', '1 cup']] },
  { text: 'one bosc pear, unpeeled, at my desk', cls: 'fruit', refs: [['Pear, raw', '1 fruit']] },
  { text: 'half of a medium muskmelon', cls: 'fruit', refs: [['Cantaloupe, raw', '1 medium melon', 0.5]] },
  { text: 'ate a whole ataulfo mango standing over the sink', cls: 'fruit', refs: [['Mango, raw', '1 mango']] },
  { text: 'juicy georgia peach, roadside stand', cls: 'fruit', refs: [['Peach, raw', '1 fruit']] },
  { text: '1/2 c fresh blueberries in my oats', cls: 'fruit', refs: [['Blueberries, raw', '1 cup', 0.5]] },
  { text: 'fruit cup in juice, the little plastic one', cls: 'packaging', refs: [['Fruit cocktail, canned, juice pack', '1 snack size container']] },
  { text: 'one squeeze pouch of unsweetened applesauce', cls: 'kids', refs: [['Applesauce, unsweetened', '1 pouch']] },
  { text: 'house salad (1.5 cups greens), 2 tbsp oil & vinegar italian', cls: 'sides', refs: [['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 cup', 1.5], ['Italian dressing, made with vinegar and oil', '1 tablespoon', 2]] },
  { text: 'half an avocado with salt', cls: 'produce', refs: [['Avocado, raw', '1 fruit', 0.5]] },
  { text: '6 cherry toms off the vine', cls: 'produce', refs: [['Tomatoes, raw', '1 cherry', 6]] },
  // ---- Sweets and desserts ----
  { text: 'double dip chocolate on a cake cone, boardwalk', cls: 'dessert', refs: [['Ice cream, chocolate', '1 cup'], ['Cookie, cone shell, ice cream type, wafer or cake', '1 cone']] },
  { text: 'dutch apple pie wedge, regular, one scoop vanilla melting on it', cls: 'dessert', refs: [['Pie, apple', '1 regular slice'], ['Ice cream, vanilla', '1 scoop']] },
  { text: 'one yeast raised donut from the box at work', cls: 'sweet', refs: [['Doughnut, yeast type', '1 doughnut']] },
  { text: 'brownie, one square', cls: 'sweet', refs: [['Cookie, brownie, NS as to icing', '1 medium']] },
  { text: 'three oreo cookies after supper, straight from the sleeve', cls: 'sweet', refs: [['Cookie, chocolate sandwich', '1 Oreo sandwich', 3]] },
  { text: 'plain new york cheesecake slice, anniversary treat', cls: 'dessert', refs: [['Cheesecake, plain', '1 piece/slice, any size']] },
  { text: 'birthday cake with frosting, one slice, for my daughter\'s party', cls: 'kids', refs: [['Cake or cupcake, white with white icing, bakery', '1 regular or small piece/slice, 2+ layer cake']] },
  { text: 'frosted cupcake from the bake sale', cls: 'sweet', refs: [['Cake or cupcake, NFS', '1 cupcake, any size']] },
  { text: 'kitkat, regular 1.5 oz', cls: 'brand', refs: [p(210, label('Kit Kat, 1.5 oz bar'), 27)] },
  { text: 'regular pouch of plain m and ms', cls: 'brand', refs: [p(240, label('M&M\'s Milk Chocolate, 1.69 oz pouch'), 34)] },
  { text: 'split a hersheys milk chocolate bar with my grandson, half', cls: 'brand', refs: [p(110, label('Hershey\'s Milk Chocolate bar, 1.55 oz (220 kcal, 26 g carbs), half'), 13)] },
  { text: 'skittles, the king size bag lol', cls: 'brand', refs: [['Candy, fruit flavored pieces', '1 large/king size']] },
  { text: 'a popsicle', cls: 'dessert', refs: [['Popsicle', '1 single stick']] },
  { text: 'cup of nana pudding w nilla wafers at the potluck', cls: 'regional', refs: [['Banana pudding', '1 cup']] },
  { text: 'cup of peach cobbler + a scoop of vanilla', cls: 'regional', refs: [['Cobbler, peach', '1 cup'], ['Ice cream, vanilla', '1 scoop']] },
  { text: 'chocolate chip cookies, 2 big bakery ones', cls: 'sweet', refs: [['Cookie, chocolate chip', '1 large cookie', 2]] },
  { text: 'wrapped rice crispy bar, the small one', cls: 'sweet', refs: [['Cereal or granola bar, with rice cereal', '1 Rice Krispies bar']] },
  { text: 'slice of pumpkin pie with a dollop of whipped cream', cls: 'dessert', refs: [['Pie, pumpkin', '1 regular slice'], ['Cream, whipped', 'Quantity not specified']] },
  { text: 'frozen yogurt, about a cup', cls: 'dessert', refs: [['Frozen yogurt, NFS', '1 cup']] },
  { text: 'piece of pistachio baklava from the greek bakery', cls: 'cuisine', refs: [['Baklava', '1 piece']] },
  { text: '2 churros w cinnamon sugar at the stadium', cls: 'cuisine', refs: [['Churros', '1 regular', 2]] },
  { text: 'flan, a small dish', cls: 'cuisine', refs: [['Flan', 'Quantity not specified']] },
  { text: 'tiramisu, one serving, date night', cls: 'cuisine', refs: [['Tiramisu', 'Quantity not specified']] },
  { text: 'couple bites of my wife\'s brownie, a quarter of it maybe', cls: 'share', refs: [['Cookie, brownie, NS as to icing', '1 medium', 0.25]] },
  // ---- Meals with several foods, noisy framing ----
  { text: 'log lunch pls — fried chicken sammich, lil bag of chips, diet coke', cls: 'multi', refs: [['Chicken fillet sandwich, NFS', '1 sandwich, any size'], ['Potato chips, plain', '1 small single serving bag']] },
  { text: 'good morning! coffee with creamer and a banana to start', cls: 'framing', refs: [['Coffee, brewed', '1 cup (8 fl oz)'], ['Coffee creamer, liquid', '1 individual container'], ['Banana, raw', '1 banana']] },
  { text: 'add to dinner - grilled steak 8 oz, baked potato, side salad', cls: 'multi', refs: [['Beef, steak, NFS', '227 g'], ['Potato, baked, peel eaten', '1 medium'], ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad']] },
  { text: 'ate 2 slices of toast w butter and a cup of tea, feeling sick today', cls: 'framing', refs: [['Bread, white, toasted', '1 medium or regular slice', 2], ['Butter, stick', '1 pat', 2]] },
  { text: 'kids meal for my daughter: 4 breaded chicken strips + a cup of sliced apple', cls: 'kids', refs: [['Chicken tenders or strips, breaded, from fast food', '1 tender, strip, or finger', 4], ['Apple, raw', '1 cup']] },
  { text: 'diner breakfast\n2 eggs over easy\n2 strips bacon\ncup of hashbrowns', cls: 'multi', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Bacon, NS as to type of meat, cooked', '1 medium slice (yield after cooking)', 2], ['Potato, hash brown, NFS', '1 cup']] },
  { text: 'parfait: lowfat plain yogurt container + 1/4 c granola + 1/2 c blueberries', cls: 'multi', refs: [['Yogurt, low fat milk, plain', '1 container, NFS'], ['Cereal, granola', '1 cup', 0.25], ['Blueberries, raw', '1 cup', 0.5]] },
  { text: 'just finished dinner at my moms, pot roast and green beans and a roll', cls: 'dictated', refs: [['Beef, pot roast', 'Quantity not specified'], ['Green beans, NS as to form, cooked', 'Quantity not specified'], ['Roll, white, soft', '1 medium/regular/sandwich size roll']] },
  { text: 'uhh i think i had like a turkey club and a cup of coffee around noon', cls: 'dictated', refs: [['Club sandwich on white', 'Quantity not specified']] },
  { text: 'T1D carb check - 1 cup cooked white rice and 1 cup black beans', cls: 'diet', refs: [['Rice, white, cooked, no added fat', '1 cup, cooked'], ['Black beans, NFS', '1 cup']] },
  { text: 'after legs: 2 scoops whey isolate in water plus a banana', cls: 'person', refs: [['Nutritional powder mix, whey based, NFS', '1 scoop, NFS', 2], ['Banana, raw', '1 banana']] },
  { text: 'tuesday supper: meatloaf, green beans, mashed taters', cls: 'multi', refs: [['Meat loaf, NS as to type of meat', 'Quantity not specified'], ['Green beans, NS as to form, cooked', 'Quantity not specified'], ['Potato, mashed, NFS', 'Quantity not specified']] },
  { text: 'road trip lunch - turkey 6 inch sub and a small bag of baked chips', cls: 'brand', refs: [['Turkey sandwich or sub, restaurant', '1 regular or 6" submarine'], ['Potato chips, baked, plain', '1 small single serving bag']] },
  { text: 'county fair 🎡 funnel cake w powdered sugar + 16 oz lemonade', cls: 'place', refs: [['Funnel cake with sugar', '1 cake (6" dia)'], ['Lemonade, fruit juice drink', '1 fl oz (NFS)', 16]] },
  { text: 'movie night 🍿 nachos + a large sprite', cls: 'emoji', refs: [['Nachos, cheese only', '1 order'], ['Soft drink, fruit flavored, caffeine free', '1 large drink']] },
  { text: 'reheated sesame chicken from friday\'s takeout, a cup', cls: 'leftover', refs: [['Sesame chicken', '1 cup']] },
  { text: 'the rest of the mac n cheese from yesterday, maybe half cup', cls: 'leftover', refs: [['Macaroni or noodles with cheese', '1 cup', 0.5]] },
  { text: 'ate 3/4 of a foot-long turkey hoagie', cls: 'share', refs: [['Turkey sandwich or sub, restaurant', '1 regular or 6" submarine', 1.5]] },
  { text: 'grandkids and I split a large cheese pizza, I had 2 slices', cls: 'person', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, large pizza', 2]] },
  { text: 'chese quesdilla from the food court', cls: 'typo', refs: [['Quesadilla, cheese only', '1 full circle']] },
  { text: 'speghetti bolognaise 1 cup', cls: 'typo', refs: [['Pasta with tomato-based sauce and meat, restaurant', '1 cup']] },
  { text: 'brocoli and chedder soup, a bowl', cls: 'typo', refs: [['Soup, broccoli cheese', '1 cup', 1.5]] },
  { text: 'grilled chiken cesar salad, hold the dressing', cls: 'typo', refs: [['Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing', '1 salad']] },
  { text: '1/2 avacado sprinkled w everything seasoning & flaky salt', cls: 'typo', refs: [['Avocado, raw', '1 fruit', 0.5]] },
  { text: 'bannana and pb toast', cls: 'typo', refs: [['Banana, raw', '1 banana'], ['Bread, white, toasted', '1 medium or regular slice'], ['Peanut butter', '1 tablespoon']] },
  { text: '🍕🍕 2 plain slices from the corner pizzeria', cls: 'emoji', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: '🍌 banana on my walk', cls: 'emoji', refs: [['Banana, raw', '1 banana']] },
  { text: '🍺🍺🍺 tailgate, three 12oz light beers', cls: 'emoji', refs: [['Beer, light', '1 can or bottle (12 fl oz)', 3]] },
  { text: '4 ounces of those peeled mini carrots', cls: 'produce', refs: [['Carrots, raw', '113 g']] },
  { text: '100g cooked brown rice', cls: 'measure', refs: [['Rice, brown, cooked, no added fat', '100 g']] },
  { text: '150g grilled skinless chicken breast, meal prep', cls: 'measure', refs: [['Chicken breast, grilled without sauce, skin not eaten', '150 g']] },
  { text: '2 oz of cheddar cheese', cls: 'measure', refs: [['Cheese, Cheddar', '57 g']] },
  { text: 'a quarter cup of raisins', cls: 'measure', refs: [['Raisins', '1 cup', 0.25]] },
  { text: 'three quarters of a cup of low fat cottage cheese', cls: 'measure', refs: [['Cheese, cottage, low fat', '1 cup', 0.75]] },
  { text: '1 tbsp nutella spread on a slice of white toast', cls: 'brand', refs: [['Chocolate hazelnut spread', '1 tablespoon'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'Eggo waffles, 2', cls: 'brand', refs: [p(180, label('Eggo Homestyle waffles, 2 waffles (70 g)'))] },
  { text: 'clif energy bar on the trail', cls: 'brand', refs: [['Nutrition bar (Clif Bar)', '1 bar']] },
  { text: 'one pepperoni hot pocket nuked in the microwave', cls: 'brand', refs: [['Turnover or hot pocket, pizza pocket, meat', '1 regular/large']] },
  { text: 'Uncrustables pb and grape, 1', cls: 'brand', refs: [['Peanut butter and jelly sandwich, frozen commercial product without crusts', '1 sandwich']] },
  { text: '1 cup of blue box kraft dinner', cls: 'brand', refs: [['Macaroni or noodles with cheese, made from packaged mix', '1 cup']] },
  { text: 'snickers bar from the checkout lane', cls: 'brand', refs: [p(250, label('Snickers, 1.86 oz bar'), 33)] },
  { text: '2.5 oz can of original pringles', cls: 'brand', refs: [['Potato chips, restructured, plain', '71 g']] },
  { text: 'grande caramel frapp from starbucks (whole milk, whip)', cls: 'chain', refs: [p(380, sbux('Caramel Frappuccino, grande, whole milk, whipped cream'))] },
  { text: '8ct chick-fil-a nuggets, no sauce, drive through', cls: 'chain', refs: [p(250, cfa('Nuggets, 8-count'), 11)] },
  { text: 'taco bell crunchwrap supreme', cls: 'chain', refs: [p(530, tb('Crunchwrap Supreme'), 71)] },
  { text: 'small chocolate frosty from wendys, road trip', cls: 'chain', refs: [p(350, wendys('Chocolate Frosty, small'))] },
    { text: 'mcdonalds QPC no meal', cls: 'chain', refs: [p(520, mcd('Quarter Pounder with Cheese'), 42)] },
  { text: 'egg mcmuffin + 1 hashbrown patty, mcd\'s', cls: 'chain', refs: [p(310, mcd('Egg McMuffin'), 30), p(140, mcd('Hash Browns'), 18)] },
];
