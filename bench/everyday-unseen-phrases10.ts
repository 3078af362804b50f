/**
 * A tenth unseen everyday set (session 21), written by a helper who changed no engine code and
 * scored on main (bd6e2256) before any change of that session: the yardstick the session is measured
 * against. Food-log phrases in wordings the nine earlier unseen sets do not use, as different people
 * type or dictate them: a night-shift worker in a break room, a trucker, a teenager, a grandparent, a
 * gym-goer, someone with type 1 diabetes counting carbs, a parent logging a child's plate, a British
 * voice ("eggy bread", "jacket potato", "cottage pie"), in different places (a gas station, a donut
 * shop, a cantina, a taqueria, a wok place, a deli, a drive-in, a fish fry, a church luncheon, a
 * cookout, a ballgame, a swim-up bar, an office potluck, a wedding) and forms: terse, dictated
 * run-ons, lists with ",", "+", "and" and newlines, typos, emoji, brand + generic food, "x2",
 * fractions, "half", sizes, units, packages, cans, weights, counts and "a few handfuls". Cuisines:
 * Mexican, Chinese, Indian, Japanese, Thai, Middle Eastern, Italian, soul food, British, Caribbean,
 * Korean, Tex-Mex and everyday American. Written for this bench: no benchmark's text or dataset,
 * nothing copied from the earlier sets. Dishes FNDDS has no row or clear generic food for were left
 * out rather than guessed: crab rangoon, mango lassi, cannoli, a chai latte, beef bulgogi, curry
 * goat, a Jamaican beef patty, rice and peas, a sausage roll, smothered pork chops, beef and
 * broccoli, baked ziti, beef stroganoff, a Twix, a mall soft pretzel; so were phrases whose FNDDS
 * portion would be a poor yardstick (a dill pickle spear, 6 kcal; cinema popcorn, whose FNDDS bag is
 * far smaller than a cinema's; a homemade rice-crispy square, bigger than FNDDS's bar).
 *
 * References follow unseen9's rules (bench/everyday-unseen-phrases9.ts header, itself on unseen8's):
 * an FNDDS 2021–2023 food and one of its own portions by exact USDA wording, or "N g" where the
 * phrase gives a weight ("N oz" of meat or fish = N × 28.35 g); an unsaid amount = FNDDS "Quantity
 * not specified" unless FNDDS weighs "1 X"; "a bowl of" soup = 1½ × "1 cup"; "a plate" or a takeout
 * container of a rice or noodle dish = 2 × "1 cup"; a pint = 16 fl oz; "a couple" = 2, "a few" = 3;
 * "a handful" = 1 oz; two scoops of ice cream = 1 cup; a bowl of cereal = "1 cup" with ½ cup milk
 * only when milk is said; water, black coffee and diet soda count as 0 beside a food; condiments
 * under 25 kcal are left out. Added here:
 *   - a drink said in fluid ounces with no FNDDS portion of that size = N × "1 fl oz (NFS)" (or
 *     "1 fl oz" where FNDDS has only that); a school carton or "half pint" of milk = FNDDS "1
 *     individual school container"; a "tall boy" = 16 fl oz; a footlong or 12-inch sub = 2 × FNDDS
 *     "1 regular or 6" submarine"; an XL pizza slice = FNDDS "1 piece, extra-large pizza"; mini
 *     candy bars = FNDDS "1 miniature/bite size"; "a few handfuls" = 3 × 1 oz;
 *   - a food FNDDS does not name is the generic FNDDS food it is: a kolache = meat-filled pastry
 *     ("1 kolache"); eggy bread = French toast; farina = cream of wheat; cottage pie = shepherd's
 *     pie; bangers = bun-size pork sausage links; chicken makhani and massaman curry = chicken
 *     curry; jeera rice = white rice; kimchi bokkeumbap = meatless fried rice; maduros = plantain
 *     cooked with oil; a burro = bean and cheese burrito; a hero = a sub; an egg mayo sandwich = egg
 *     salad sandwich; boba milk tea = bubble tea; hard-shell tacos = corn-tortilla beef tacos with
 *     cheese; brands are their generic food (Fage 0% = nonfat plain Greek yogurt; Hormel hash =
 *     corned beef hash; McDonald's hash browns = fast-food hash brown patties; Quaker apple cinnamon
 *     = fruit-flavoured instant oatmeal; Arnold Palmer = iced tea/lemonade drink; Canada Dry = ginger
 *     ale; Truly = hard seltzer; Coors Light = light beer; Jack Link's = beef jerky; Welch's = fruit
 *     snacks; Reese's = peanut-butter-filled chocolate candy, regular pack; Snickers minis = nougat
 *     candy with nuts, miniature; Lance = peanut butter sandwich crackers; Jif = peanut butter;
 *     B&M = baked beans; Progresso and Campbell's = FNDDS's canned soups; Maruchan Instant Lunch =
 *     ramen, one container; Totino's = pizza rolls; Kraft Dinner = packaged macaroni and cheese;
 *     Popeyes = fast-food fried thigh and drumstick; Whataburger = fast-food large-patty hamburger;
 *     Chips Ahoy, Cheetos, KIND, Gatorade, Red Bull and McDonald's burgers have FNDDS rows or
 *     portions of their own).
 *
 * Word overlap: before the set was scored, each phrase was compared with every printed tuning phrase
 * of bench/everyday-phrases.ts and unseen..unseen9 (a throwaway script that prints only this set's
 * phrases): 137 of a first 228 shared at least 60 % of their content words with an older phrase
 * ("a square of homemade lasagna" was word for word an older one) and were given new foods or new
 * wordings, chosen by that overlap alone; none does now. The engine had not been run on the set.
 *
 * Split (fixed by rule, not by score): the same FNV-1a rule as the earlier sets (`unseenSplit`), a
 * third to validation (`npm run bench:everyday -- --set unseen10`). Validation phrases are counted,
 * never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import type { Unseen9Class } from './everyday-unseen-phrases9.js';

export type Unseen10Class = Unseen9Class;

export interface Unseen10Phrase {
  text: string;
  cls: Unseen10Class;
  refs: Ref[];
}

export const UNSEEN10: Unseen10Phrase[] = [
  // ---- Breakfasts ----
  { text: 'cheese grits, about a cup, side order', cls: 'breakfast', refs: [['Grits, with cheese, fat added', '1 cup, cooked']] },
  { text: 'sausage biscuit wrapped in foil from the gas station', cls: 'breakfast', refs: [['Sausage biscuit sandwich', 'Quantity not specified']] },
  { text: 'three silver dollar pancakes, no syrup', cls: 'breakfast', refs: [['Pancakes, plain', '1 silver dollar pancake', 3]] },
  { text: 'sausage kolache from the donut shop', cls: 'breakfast', refs: [['Pastry, meat / poultry-filled', '1 kolache']] },
  { text: 'eggy bread, 2 slices, the way mum makes it', cls: 'breakfast', refs: [['French toast, plain', '1 slice, any size', 2]] },
  { text: 'apple cinnamon quaker instant, one envelope, hot water', cls: 'breakfast', refs: [['Oatmeal, instant, fruit flavored, no added fat', '1 packet, dry, yields']] },
  { text: 'a bowl of farina made with water', cls: 'breakfast', refs: [['Cream of wheat, NFS', '1 cup, cooked']] },
  { text: 'half a 15 oz can of hormel hash, fried up', cls: 'breakfast', refs: [['Corned beef hash', '1 medium can (15 oz)', 0.5]] },
  { text: 'huevos rancheros for brunch at the cantina', cls: 'breakfast', refs: [['Huevos rancheros', 'Quantity not specified']] },
  { text: '3/4 c fage 0%, plain', cls: 'breakfast', refs: [['Yogurt, Greek, nonfat milk, plain', '1 cup', 0.75]] },
  { text: "two mcd's hashbrowns", cls: 'breakfast', refs: [['Potato, hash brown, from fast food', '1 patty', 2]] },
  { text: 'fried chicken biscuit sandwich to go', cls: 'breakfast', refs: [['Chicken fillet biscuit, from fast food', 'Quantity not specified']] },
  { text: 'bowl of old fashioned oats made w milk, topped w half a banana', cls: 'breakfast', refs: [['Oatmeal, regular or quick, made with milk, no added fat', '1 cup, cooked'], ['Banana, raw', '1 banana', 0.5]] },
  { text: 'scrambled egg burrito from the cafeteria', cls: 'breakfast', refs: [['Egg burrito', 'Quantity not specified']] },
  { text: 'cottage cheese w/ canned peaches', cls: 'breakfast', refs: [['Cheese, cottage, NFS', 'Quantity not specified'], ['Peach, canned, in syrup', 'Quantity not specified']] },
  { text: 'toasted english muffin with a pat of butter', cls: 'breakfast', refs: [['Muffin, English', '1 muffin'], ['Butter, stick', '1 pat']] },
  { text: '2 soft poached eggs + one pumpernickel slice', cls: 'breakfast', refs: [['Egg, whole, boiled or poached', '1 egg', 2], ['Bread, pumpernickel', '1 medium or regular slice']] },
  { text: '3 brown-n-serve sausages and a 2-egg scramble', cls: 'breakfast', refs: [['Pork sausage', '1 breakfast size link', 3], ['Egg omelet or scrambled egg, NS as to fat', '1 egg', 2]] },
  { text: 'warmed-up blueberry muffin, a big bakery one', cls: 'breakfast', refs: [['Muffin, fruit', '1 large']] },
  { text: 'half an avocado smashed on 2 pieces of whole wheat toast', cls: 'breakfast', refs: [['Avocado, raw', '1 fruit', 0.5], ['Bread, whole wheat, toasted', '1 medium or regular slice', 2]] },

  // ---- Coffee shop and drinks ----
  { text: 'hot cocoa, 12 oz, made with skim', cls: 'cafe', refs: [['Hot chocolate / cocoa, made with lowfat (1%) or fat free (skim) milk', '1 cup', 1.5]] },
  { text: 'cappuccino, 12 ounce', cls: 'cafe', refs: [['Coffee, Cappuccino', '1 fl oz', 12]] },
  { text: 'arnold palmer, 20 oz bottle', cls: 'drink', refs: [['Iced Tea / Lemonade juice drink', '1 bottle (20 fl oz)']] },
  { text: 'cranberry juice cocktail, 8 ounces', cls: 'drink', refs: [['Cranberry juice drink, with high vitamin C', '1 fl oz (NFS)', 8]] },
  { text: "kid's chocolate milk at lunch, the half pint", cls: 'kids', refs: [['Chocolate milk, low fat (1%)', '1 individual school container']] },
  { text: 'cool blue gatorade from the vending machine, 20oz', cls: 'drink', refs: [['Sports drink (Gatorade G)', '1 bottle (20 fl oz)']] },
  { text: 'a redbull before my shift (the small 8.4 can)', cls: 'drink', refs: [['Energy drink (Red Bull)', '1 can (8.4 fl oz)']] },
  { text: 'a mug of hot apple cider', cls: 'drink', refs: [['Apple cider', 'Quantity not specified']] },
  { text: 'canada dry for my queasy stomach (12 oz)', cls: 'drink', refs: [['Soft drink, ginger ale', '1 can (12 fl oz)']] },
  { text: 'lemonade from the stand, a big 16 oz cup', cls: 'drink', refs: [['Lemonade, fruit juice drink', '1 fl oz (NFS)', 16]] },
  { text: 'eggnog, a cup, christmas eve', cls: 'drink', refs: [['Eggnog', '1 cup']] },
  { text: 'horchata, 16 oz, from the taqueria', cls: 'drink', refs: [['Horchata, made with milk', '1 fl oz', 16]] },
  { text: 'boba milk tea, regular size', cls: 'drink', refs: [['Tea, bubble', '1 item, any size']] },
  { text: 'fountain sweet tea, the 32 oz cup', cls: 'drink', refs: [['Tea, iced, brewed, black, pre-sweetened with sugar', '1 fl oz (NFS)', 32]] },
  { text: 'mexican coke in the glass bottle', cls: 'drink', refs: [['Soft drink, cola', '1 can (12 fl oz)']] },

  // ---- Alcohol ----
  { text: '2 glasses of pinot noir', cls: 'alcohol', refs: [['Wine, red', '1 glass', 2]] },
  { text: 'frozen strawberry daiquiri', cls: 'alcohol', refs: [['Daiquiri', 'Quantity not specified']] },
  { text: "three mimosas (bottomless, don't judge)", cls: 'alcohol', refs: [['Mimosa', 'Quantity not specified', 3]] },
  { text: 'one long island iced tea', cls: 'alcohol', refs: [['Long Island iced tea', 'Quantity not specified']] },
  { text: 'white russian', cls: 'alcohol', refs: [['White Russian', 'Quantity not specified']] },
  { text: 'a pint of porter', cls: 'alcohol', refs: [['Beer', '1 can or bottle (16 fl oz)']] },
  { text: 'tequila sunrise at the swim-up bar', cls: 'alcohol', refs: [['Tequila Sunrise', 'Quantity not specified']] },
  { text: 'jack and coke', cls: 'alcohol', refs: [['Whiskey and cola', 'Quantity not specified']] },
  { text: '3 cans of truly', cls: 'alcohol', refs: [['Hard seltzer', '1 can or bottle (12 fl oz)', 3]] },
  { text: 'rum punch by the pool', cls: 'alcohol', refs: [['Fruit punch, alcoholic', 'Quantity not specified']] },
  { text: 'a screwdriver (vodka + oj)', cls: 'alcohol', refs: [['Screwdriver', 'Quantity not specified']] },
  { text: '2 coors light', cls: 'alcohol', refs: [['Beer, light', '1 can or bottle (12 fl oz)', 2]] },
  { text: 'tonic with vodka, lime wedge', cls: 'alcohol', refs: [['Vodka and tonic', 'Quantity not specified']] },

  // ---- Fast food and takeaway ----
  { text: 'double cheeseburger off the dollar menu', cls: 'fastfood', refs: [['Double cheeseburger (McDonalds)', 'Quantity not specified']] },
  { text: 'large fries (ate all of them)', cls: 'fastfood', refs: [['Potato, french fries, fast food', '1 large fast food order']] },
  { text: 'ten nuggets, no sauce', cls: 'fastfood', refs: [['Chicken nuggets, from fast food', '1 nugget', 10]] },
  { text: 'fried fish sandwich with tartar sauce', cls: 'fastfood', refs: [['Fish sandwich, fried, from fast food', 'Quantity not specified']] },
  { text: 'chili dog from the hot dog stand', cls: 'fastfood', refs: [['Chili hot dog sandwich, on white bun', 'Quantity not specified']] },
  { text: 'corn dog on a stick at the county fair', cls: 'fastfood', refs: [['Corn dog', 'Quantity not specified']] },
  { text: 'o-rings from the burger joint', cls: 'fastfood', refs: [['Fried onion rings', '1 fast food order']] },
  { text: '2 tacos, crispy shells, seasoned beef', cls: 'fastfood', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 2]] },
  { text: 'bean & cheese burro from the taqueria', cls: 'fastfood', refs: [['Burrito, with beans, cheese', 'Quantity not specified']] },
  { text: 'chicken quesadilla, the whole thing', cls: 'fastfood', refs: [['Quesadilla, chicken', '1 full circle']] },
  { text: '4 chicken fingers from the diner', cls: 'fastfood', refs: [['Chicken tenders or strips, breaded, from restaurant', '1 tender, strip, or finger', 4]] },
  { text: 'cheesesteak wit onions, south philly style', cls: 'fastfood', refs: [['Cheese steak sandwich or sub on white', 'Quantity not specified']] },
  { text: 'meatball hero (the big 12 in one)', cls: 'fastfood', refs: [['Meatball sandwich or sub', '1 regular or 6" submarine', 2]] },
  { text: 'sloppy joes x2 on hamburger buns', cls: 'home', refs: [['Sloppy joe sandwich, on white bun', 'Quantity not specified', 2]] },
  { text: 'bbq pork on a bun, carolina style', cls: 'fastfood', refs: [['Barbecue pork sandwich, on white bun', 'Quantity not specified']] },
  { text: 'popeyes 2 pc dark, spicy', cls: 'fastfood', refs: [['Chicken thigh, fried, coated, skin / coating eaten, from fast food', '1 thigh'], ['Chicken drumstick, fried, coated, skin / coating eaten, from fast food / restaurant', '1 drumstick']] },
  { text: 'whataburger with everything on it', cls: 'fastfood', refs: [['Hamburger, from fast food, 1 large patty', 'Quantity not specified']] },
  { text: 'fried chicken sandwich on a brioche bun, hold the pickles', cls: 'fastfood', refs: [['Chicken fillet sandwich, fried, from fast food', 'Quantity not specified']] },
  { text: 'hawaiian pizza 2 slices', cls: 'fastfood', refs: [['Pizza with meat and fruit, medium crust', '1 piece, NFS', 2]] },

  // ---- Home dinners ----
  { text: '1 slice meatloaf + scoop of mash', cls: 'home', refs: [['Meat loaf made with beef', '1 medium slice'], ['Potato, mashed, from fresh, made with milk', 'Quantity not specified']] },
  { text: '2 thick-cut slices of roast beef, au jus', cls: 'home', refs: [['Beef, roast', '1 thick slice', 2]] },
  { text: 'big bowl of chicken and dumplings', cls: 'home', refs: [['Chicken or turkey, dumplings, and vegetables including carrots, broccoli, and/or dark green leafy; gravy', '1 cup', 1.5]] },
  { text: 'tuna noodle casserole, one helping', cls: 'home', refs: [['Tuna noodle casserole with cream or white sauce', 'Quantity not specified']] },
  { text: 'cottage pie, the mince and mash kind', cls: 'home', refs: [["Shepherd's pie", 'Quantity not specified']] },
  
  { text: '2 stuffed bell pepper halves with rice and beef', cls: 'home', refs: [['Stuffed pepper, with rice and meat', '1/2 pepper with filling', 2]] },
  { text: 'oven pork chop, bone in, w/ a side of string beans', cls: 'home', refs: [['Pork, chop, NS as to fat eaten', 'Quantity not specified'], ['Green beans, fresh, cooked, no added fat', 'Quantity not specified']] },
  { text: 'salmon fillet, 6 oz, cedar plank', cls: 'home', refs: [['Fish, salmon, grilled', '170.1 g']] },
  { text: '2 bone-in thighs from the oven, ate the skin', cls: 'home', refs: [['Chicken thigh, baked, broiled, or roasted, skin eaten, from raw', '1 medium thigh', 2]] },
  { text: "corner piece of my mom's lasagna", cls: 'home', refs: [['Lasagna with meat, home recipe', '1 piece (1/6 of 8" square, approx 2-1/2" x 4")']] },
  { text: 'chili mac for dinner', cls: 'home', refs: [['Chili with macaroni', 'Quantity not specified']] },
  { text: 'chicken pot pie (the frozen single kind)', cls: 'frozen', refs: [['Pot pie, chicken', '1 individual pie']] },
  { text: "grilled cheese on white w american + cup of campbell's tomato soup", cls: 'home', refs: [['Grilled cheese sandwich, American cheese, on white bread', 'Quantity not specified'], ['Soup, tomato, canned', '1 cup']] },
  { text: 'split pea & ham soup, big bowl', cls: 'home', refs: [['Soup, split pea, with meat', '1 cup', 1.5]] },
  { text: 'sausage and peppers, a cup or so', cls: 'home', refs: [['Sausage and peppers, no sauce', '1 cup']] },
  { text: '1 c white rice + 1 c black beans (cuban night)', cls: 'measure', refs: [['Rice, white, cooked, NS as to fat', '1 cup, cooked'], ['Black beans, NFS', '1 cup']] },
  { text: 'roast turkey breast 4 oz with cranberry sauce', cls: 'home', refs: [['Turkey, light meat, roasted, skin not eaten', '113 g'], ['Cranberry sauce', 'Quantity not specified']] },
  { text: 'thanksgiving stuffing, a heaping cup', cls: 'home', refs: [['Bread stuffing', '1 cup, NFS']] },

  // ---- Cuisines ----
  { text: '2 enchiladas de pollo', cls: 'cuisine', refs: [['Enchilada, chicken', '1 enchilada, any size', 2]] },
  { text: '3 tamales de puerco (homemade, from a coworker)', cls: 'cuisine', refs: [['Tamale, pork', '1 item, any size', 3]] },
  { text: 'pozole rojo, big bowl', cls: 'cuisine', refs: [['Soup, pozole', '1 cup', 1.5]] },
  { text: 'chile relleno', cls: 'cuisine', refs: [['Chiles rellenos, cheese-filled', '1 chili']] },
  { text: 'churros, 3 of them', cls: 'cuisine', refs: [['Churros', '1 regular', 3]] },
  { text: 'spicy kung pao from the wok place', cls: 'cuisine', refs: [['Kung pao chicken', 'Quantity not specified']] },
  { text: 'szechuan beef from the chinese place', cls: 'cuisine', refs: [['Szechuan beef', 'Quantity not specified']] },
  { text: 'cup of egg drop soup', cls: 'cuisine', refs: [['Soup, egg drop', '1 cup']] },
  { text: 'sesame chicken, lunch special', cls: 'cuisine', refs: [['Sesame chicken', 'Quantity not specified']] },
  { text: 'six pan-fried pork dumplings', cls: 'cuisine', refs: [['Wonton, dumpling or pot sticker, fried', '1 item, any size', 6]] },
  { text: 'vegetable lo mein, takeout container', cls: 'cuisine', refs: [['Lo mein, meatless', '1 cup', 2]] },
  { text: 'chicken makhani and a piece of naan bread', cls: 'cuisine', refs: [['Chicken curry', 'Quantity not specified'], ['Bread, naan', '1 piece (1/4 of 10" dia)']] },
  { text: '2 vegetable samosas', cls: 'cuisine', refs: [['Samosa', '1 regular/large', 2]] },
  { text: 'yellow dal with jeera rice', cls: 'cuisine', refs: [['Dal', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'grocery store california roll, 8 pc', cls: 'cuisine', refs: [['Sushi roll, California', '1 piece', 8]] },
  { text: 'chicken teriyaki bento with rice', cls: 'cuisine', refs: [['Chicken or turkey with teriyaki', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'small miso soup before my sushi', cls: 'cuisine', refs: [['Soup, miso or tofu', 'Quantity not specified']] },
  { text: 'edamame, a cup shelled', cls: 'cuisine', refs: [['Edamame, cooked', '1 cup']] },
  { text: 'shrimp tempura, 5 pieces', cls: 'cuisine', refs: [['Shrimp, fried', '1 large/jumbo shrimp', 5]] },
  { text: 'massaman chicken curry from the thai place', cls: 'cuisine', refs: [['Chicken curry', 'Quantity not specified']] },
  { text: 'falafel plate, 4 pieces, no pita', cls: 'cuisine', refs: [['Falafel', '1 patty', 4]] },
  { text: 'scooped hummus with a whole pita, about 4 tbsp', cls: 'cuisine', refs: [['Hummus, plain', '1 tablespoon', 4], ['Bread, pita', 'Quantity not specified']] },
  { text: 'half a cup of tabouli', cls: 'cuisine', refs: [['Tabbouleh', '1 cup', 0.5]] },
  { text: 'two pieces of pistachio baklava', cls: 'cuisine', refs: [['Baklava', '1 piece', 2]] },
  { text: 'gyro with tzatziki', cls: 'cuisine', refs: [['Gyro sandwich', 'Quantity not specified']] },
  { text: 'chicken parm dinner, no pasta', cls: 'cuisine', refs: [['Chicken or turkey parmigiana', '1 patty with sauce and cheese']] },
  { text: 'eggplant parmesan', cls: 'cuisine', refs: [['Eggplant parmesan casserole, regular', 'Quantity not specified']] },
  { text: 'minestrone, 1 can (progresso)', cls: 'cuisine', refs: [['Soup, minestrone', '1 can']] },
  { text: 'cheese ravioli with marinara', cls: 'cuisine', refs: [['Ravioli, cheese-filled, with tomato sauce', 'Quantity not specified']] },
  { text: '2 pieces of fried catfish at the fish fry', cls: 'cuisine', refs: [['Fish, catfish, fried', '1 small/regular fillet', 2]] },
  { text: 'a mess of collards', cls: 'cuisine', refs: [['Collards, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'square of cornbread', cls: 'cuisine', refs: [['Cornbread, made from home recipe', 'Quantity not specified']] },
  { text: 'candied yams', cls: 'cuisine', refs: [['Sweet potato, candied', 'Quantity not specified']] },
  { text: 'black eyed peas, 1 cup', cls: 'cuisine', refs: [['Blackeyed peas, NFS', '1 cup']] },
  { text: 'a cup of b&m beans over 2 pieces of toast', cls: 'cuisine', refs: [['Baked beans', '1 cup'], ['Bread, white, toasted', '1 medium or regular slice', 2]] },
  { text: 'couple of bangers, scoop of mash', cls: 'cuisine', refs: [['Pork sausage', '1 bun-size or griller link', 2], ['Potato, mashed, from fresh, made with milk', 'Quantity not specified']] },
  { text: 'sweet plantains on the side (maduros)', cls: 'cuisine', refs: [['Plantain, cooked with oil', 'Quantity not specified']] },
  { text: 'plate of kimchi bokkeumbap', cls: 'cuisine', refs: [['Rice, fried, meatless', '1 cup', 2]] },

  // ---- Sandwiches ----
  { text: 'BLT on white', cls: 'sandwich', refs: [['Bacon, lettuce, tomato sandwich on white', 'Quantity not specified']] },
  { text: 'triple-decker club from the deli', cls: 'sandwich', refs: [['Club sandwich or sub, restaurant', 'Quantity not specified']] },
  { text: 'tuna on white w american cheese', cls: 'sandwich', refs: [['Tuna salad sandwich on white, with cheese', 'Quantity not specified']] },
  { text: 'egg mayo sandwich on brown bread', cls: 'sandwich', refs: [['Egg salad sandwich on wheat', 'Quantity not specified']] },
  { text: 'ham & swiss on whole wheat, light mayo', cls: 'sandwich', refs: [['Ham sandwich on wheat, with cheese', 'Quantity not specified']] },
  { text: 'hot reuben with sauerkraut', cls: 'sandwich', refs: [['Reuben sandwich', 'Quantity not specified']] },
  { text: 'roast beef and horseradish on white bread', cls: 'sandwich', refs: [['Roast beef sandwich on white', 'Quantity not specified']] },
  { text: 'chicken salad on honey wheat, from the church luncheon', cls: 'sandwich', refs: [['Chicken salad sandwich on wheat', 'Quantity not specified']] },
  { text: 'peanut butter & grape jelly sandwich, whole grain bread', cls: 'sandwich', refs: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on wheat bread', 'Quantity not specified']] },
  { text: 'cuban sandwich', cls: 'sandwich', refs: [['Cuban sandwich', 'Quantity not specified']] },
  { text: 'french dip with au jus', cls: 'sandwich', refs: [['French dip sandwich', 'Quantity not specified']] },

  // ---- Snacks ----
  { text: 'a fistful of trail mix w raisins and peanuts', cls: 'snack', refs: [['Trail mix with nuts and fruit', '28.35 g']] },
  { text: 'two cheese sticks, part skim mozz', cls: 'snack', refs: [['Cheese, Mozzarella, part skim', '1 stick', 2]] },
  { text: "jack link's jerky, 1 oz", cls: 'brand', refs: [['Beef jerky', '28.35 g']] },
  { text: 'salted cashews, 1 oz', cls: 'snack', refs: [['Cashews, salted', '1 oz']] },
  { text: '2 tbsp of jif on celery stalks', cls: 'snack', refs: [['Peanut butter', '1 tablespoon', 2], ['Celery, raw', 'Quantity not specified']] },
  { text: 'mini carrots (1 snack bag) and 2 tbsp ranch', cls: 'snack', refs: [['Carrots, raw', '1 single serving bag'], ['Ranch dip, regular', '1 tablespoon', 2]] },
  { text: '1 hard-cooked egg w salt', cls: 'snack', refs: [['Egg, whole, boiled or poached', '1 egg']] },
  { text: 'a few handfuls of tortilla chips with pico', cls: 'snack', refs: [['Tortilla chips, plain', '28.35 g', 3]] },
  { text: 'fig bars x2', cls: 'snack', refs: [['Cookie, fig bar', '1 Newton bar', 2]] },
  { text: 'bag of pork rinds', cls: 'snack', refs: [['Pork skin rinds', 'Quantity not specified']] },
  { text: "welch's fruit snacks, one pouch", cls: 'brand', refs: [['Candy, fruit snacks', '1 snack size/pouch/regular size']] },
  { text: '23 almonds', cls: 'count', refs: [['Almonds, NFS', '1 nut', 23]] },
  { text: 'pistachios, about a quarter cup shelled', cls: 'snack', refs: [['Pistachio nuts, NFS', '1 cup, without shell', 0.25]] },
  { text: '4 ritz crackers topped w/ cheddar', cls: 'snack', refs: [['Crackers, butter (Ritz)', '1 cracker', 4], ['Cheese, Cheddar', '1 cracker-size slice', 4]] },
  { text: 'apple slices with caramel dip', cls: 'snack', refs: [['Apple, raw', '1 medium'], ['Caramel dip, regular', 'Quantity not specified']] },
  { text: 'sunflower seeds, 1/4 cup', cls: 'snack', refs: [['Sunflower seeds, NFS', '1 cup, without shell', 0.25]] },

  // ---- Sweets ----
  { text: 'slice of key lime pie', cls: 'dessert', refs: [['Pie, key lime', '1 slice, any size']] },
  { text: 'fudge brownie', cls: 'dessert', refs: [['Cookie, brownie, without icing', 'Quantity not specified']] },
  { text: '3 chips ahoy, dunked in coffee', cls: 'brand', refs: [['Cookie, chocolate chip', '1 Nabisco Chips Ahoy!', 3]] },
  { text: 'a white cupcake w buttercream, grocery bakery', cls: 'dessert', refs: [['Cake or cupcake, white with white icing, bakery', '1 regular cupcake']] },
  { text: 'banana pudding, small bowl', cls: 'dessert', refs: [['Banana pudding', '1 cup']] },
  { text: 'double scoop of rocky road', cls: 'dessert', refs: [['Ice cream, NFS', '1 cup']] },
  { text: 'a popsicle', cls: 'dessert', refs: [['Popsicle', '1 single stick']] },
  { text: 'halloween candy: 3 mini snickers', cls: 'sweet', refs: [['Chocolate candy, nougat filled with nuts', '1 miniature/bite size', 3]] },
  { text: "grabbed a reese's at the register", cls: 'sweet', refs: [['Chocolate candy, peanut butter filled', '1 pouch/regular size']] },
  { text: 'slice of plain cheesecake from costco', cls: 'dessert', refs: [['Cheesecake, plain', '1 piece/slice, any size']] },
  { text: 'apple pie a la mode', cls: 'dessert', refs: [['Pie, apple', '1 regular slice'], ['Ice cream, NFS', '1 cup', 0.5]] },
  { text: 'slice of pecan pie with coffee after dinner', cls: 'dessert', refs: [['Pie, pecan', '1 regular slice']] },
  { text: 'funnel cake with powdered sugar', cls: 'dessert', refs: [['Funnel cake with sugar', '1 cake (6" dia)']] },
  { text: 'a medium choc shake from the drive-in', cls: 'dessert', refs: [['Milk shake, fast food, chocolate', '1 medium']] },
  { text: 'tiramisu for dessert at the italian place', cls: 'dessert', refs: [['Tiramisu', 'Quantity not specified']] },
  { text: "grandma's peach cobbler (no ice cream)", cls: 'dessert', refs: [['Cobbler, peach', 'Quantity not specified']] },

  // ---- Fruit ----
  { text: 'a couple clementines', cls: 'fruit', refs: [['Clementine, raw', '1 fruit', 2]] },
  { text: 'huge slice of watermelon at the cookout', cls: 'fruit', refs: [['Watermelon, raw', '1 large wedge/slice']] },
  { text: 'two golden kiwis', cls: 'fruit', refs: [['Kiwi fruit, raw', '1 fruit', 2]] },
  { text: 'ate a whole ataulfo mango', cls: 'fruit', refs: [['Mango, raw', '1 mango']] },
  { text: 'a cup of red grapes', cls: 'fruit', refs: [['Grapes, raw', '1 cup']] },
  { text: 'a bosc pear from the fruit bowl', cls: 'fruit', refs: [['Pear, raw', '1 fruit']] },
  { text: 'cherries, about a cup', cls: 'fruit', refs: [['Cherries, raw', '1 cup']] },
  { text: 'unsweetened applesauce cup', cls: 'fruit', refs: [['Applesauce, unsweetened', '1 snack size container']] },
  { text: 'prunes, 5 of them', cls: 'fruit', refs: [['Prune, dried', '1 prune', 5]] },
  { text: 'cantaloupe, 2 cups cubed', cls: 'fruit', refs: [['Cantaloupe, raw', '1 cup', 2]] },
  // ---- Several foods, people, places, framing ----
  { text: 'turkey sandwich on wheat, an apple and a string cheese in my lunchbox', cls: 'multi', refs: [['Turkey sandwich on wheat', 'Quantity not specified'], ['Apple, raw', '1 medium'], ['Cheese, Mozzarella, part skim', '1 stick']] },
  { text: 'kids meal: 6 nuggets, small fries, apple juice box', cls: 'kids', refs: [['Chicken nuggets, from fast food', '1 nugget', 6], ['Potato, french fries, fast food', '1 small fast food order'], ['Apple juice, 100%', '1 juice box/pouch (6.75 fl oz)']] },
  { text: 'oatmeal\nblueberries\nspoonful of almond butter', cls: 'multi', refs: [['Oatmeal, NFS', 'Quantity not specified'], ['Blueberries, raw', 'Quantity not specified'], ['Almond butter', '1 tablespoon']] },
  { text: 'rice, black beans, fried plantains and a pork chop', cls: 'multi', refs: [['Rice, white, cooked, NS as to fat', 'Quantity not specified'], ['Black beans, NFS', 'Quantity not specified'], ['Plantain, cooked with oil', 'Quantity not specified'], ['Pork, chop, NS as to fat eaten', 'Quantity not specified']] },
  { text: 'okay so for lunch I had um a ham sandwich on white and a small bag of chips and a diet coke', cls: 'dictated', refs: [['Ham sandwich on white', 'Quantity not specified'], ['Potato chips, plain', '1 small single serving bag']] },
  { text: 'add two slices of pepperoni pizza and a glass of red wine to dinner please', cls: 'dictated', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2], ['Wine, red', '1 glass']] },
  { text: 'uh breakfast was a bowl of cheerios with milk and then a banana on the way out the door', cls: 'dictated', refs: [['Cereal, ready-to-eat, NFS', '1 cup'], ['Milk, NFS', '1 cup', 0.5], ['Banana, raw', '1 banana']] },
  { text: 'for dinner we had grilled chicken breast, steamed broccoli and a baked potato with butter', cls: 'dictated', refs: [['Chicken breast, grilled without sauce, skin not eaten', '1 medium breast'], ['Broccoli, fresh, cooked, no added fat', 'Quantity not specified'], ['Potato, baked, peel eaten, with butter', 'Quantity not specified']] },
  { text: '🌮🌮🌮 pollo asado', cls: 'emoji', refs: [['Taco, corn tortilla, chicken, cheese', '1 small/regular', 3]] },
  { text: '🍩 glazed + ☕ black', cls: 'emoji', refs: [['Doughnut, yeast type', '1 doughnut']] },
  { text: 'day-old pad thai from friday, about 1.5 c (shrimp)', cls: 'leftover', refs: [['Pad Thai with seafood', '1 cup', 1.5]] },
  { text: '🥑 ½ avo w everything bagel seasoning', cls: 'emoji', refs: [['Avocado, raw', '1 fruit', 0.5]] },
  { text: 'chikn noodle soup, one can', cls: 'typo', refs: [['Soup, chicken noodle, canned', '1 can']] },
  { text: 'cheezy quesadila for lunch', cls: 'typo', refs: [['Quesadilla, cheese only', 'Quantity not specified']] },
  { text: 'bluberry pancakes 2 medium', cls: 'typo', refs: [['Pancakes, fruit', '1 medium pancake', 2]] },
  { text: 'brocoli steamed 1 cup', cls: 'typo', refs: [['Broccoli, fresh, cooked, no added fat', '1 cup']] },
  { text: 'cheezburger from mcdonalds', cls: 'typo', refs: [['Cheeseburger (McDonalds)', 'Quantity not specified']] },
  { text: 'break room at 3 am, a pack of lance pb crackers', cls: 'person', refs: [['Crackers, sandwich, peanut butter filled', '1 individual package']] },
  { text: 'trucker breakfast: 3 fried eggs, hash browns and 2 biscuits', cls: 'person', refs: [['Egg, whole, fried with oil', '1 egg', 3], ['Potato, hash brown, from restaurant', 'Quantity not specified'], ['Biscuit, from fast food / restaurant', '1 biscuit', 2]] },
  { text: 'post workout: 8 oz chicken breast and a cup of brown rice', cls: 'person', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '226.8 g'], ['Rice, brown, cooked, NS as to fat', '1 cup, cooked']] },
  { text: 'T1D here - 1/2 c brown rice and 4 oz chicken breast, baked', cls: 'diet', refs: [['Rice, brown, cooked, NS as to fat', '1 cup, cooked', 0.5], ['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '113.4 g']] },
  { text: 'second bowl of frosted flakes w milk.. so 2 bowls total', cls: 'person', refs: [['Cereal, ready-to-eat, NFS', '1 cup', 2], ['Milk, NFS', '1 cup', 1]] },
  { text: 'grandkids made me a grilled cheese and I ate the whole thing', cls: 'person', refs: [['Grilled cheese sandwich, American cheese, on white bread', 'Quantity not specified']] },
  { text: 'office potluck: scoop of potato salad and 2 deviled eggs', cls: 'place', refs: [['Potato salad with egg, made with creamy dressing', '1 cup', 0.5], ['Egg, deviled', '1 egg', 2]] },
  { text: 'ballgame: 1 hot dog, 1 tall boy beer', cls: 'place', refs: [['Hot dog sandwich, NFS, on white bun', 'Quantity not specified'], ['Beer', '1 can or bottle (16 fl oz)']] },
  { text: 'wedding reception - 2 glasses of champagne', cls: 'place', refs: [['Wine, sparkling', '1 glass', 2]] },
  { text: 'cold leftover pizza, last 2 slices, cheese', cls: 'leftover', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'reheated lasagna from sunday, one piece', cls: 'leftover', refs: [['Lasagna with meat, home recipe', '1 piece (1/6 of 8" square, approx 2-1/2" x 4")']] },
  { text: 'no carb breakfast, 2 eggs cooked in butter w 3 slices of bacon', cls: 'diet', refs: [['Bacon, NS as to type of meat, cooked', '1 medium slice (yield after cooking)', 3], ['Egg, whole, fried with butter', '1 egg', 2]] },
  { text: 'fat free greek yogurt with 1/2 cup blueberries', cls: 'diet', refs: [['Yogurt, Greek, nonfat milk, plain', 'Quantity not specified'], ['Blueberries, raw', '1 cup', 0.5]] },
  { text: '150g cooked chicken breast', cls: 'measure', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '150 g']] },
  { text: '2 tablespoons of hummus, dipped cucumbers', cls: 'measure', refs: [['Hummus, plain', '1 tablespoon', 2]] },
  { text: 'warm whole milk, 1 cup, to help me sleep', cls: 'measure', refs: [['Milk, whole', '1 cup']] },
  { text: '40 g almonds', cls: 'measure', refs: [['Almonds, NFS', '40 g']] },
  { text: '5 jumbo shrimp, boiled', cls: 'count', refs: [['Shrimp, steamed or boiled', '1 large/jumbo shrimp', 5]] },
  { text: '6 hot wings at happy hour', cls: 'count', refs: [['Chicken wing, fried, coated, from fast food', '1 drummette', 6]] },
  { text: "five breaded fish sticks (my son's dinner)", cls: 'kids', refs: [['Fish, stick', '1 stick', 5]] },
  { text: 'large jacket potato with a dollop of soured cream', cls: 'size', refs: [['Potato, baked, peel eaten', '1 large'], ['Sour cream, regular', 'Quantity not specified']] },
  { text: 'flamin hot cheetos, the 1 oz bag', cls: 'brand', refs: [['Cheese flavored corn snacks (Cheetos)', '1 small single serving bag']] },
  { text: 'kind bar, fruit and nut', cls: 'brand', refs: [['Cereal or granola bar (KIND Fruit and Nut Bar)', '1 bar']] },
  { text: 'pair of frozen homestyle waffles in the toaster', cls: 'frozen', refs: [['Waffle, plain, frozen', '1 waffle', 2]] },
  { text: 'maruchan instant lunch cup', cls: 'grocery', refs: [['Soup, ramen noodles, water added', '1 individual container']] },
  { text: "totino's, like 8 rolls", cls: 'frozen', refs: [['Pizza rolls', '1 pizza roll', 8]] },
  { text: 'kraft dinner, I had about a cup, kids had the rest', cls: 'kids', refs: [['Macaroni or noodles with cheese, made from packaged mix', '1 cup']] },
  { text: 'leg quarter from a store-bought rotisserie chicken', cls: 'grocery', refs: [['Chicken leg, drumstick and thigh, rotisserie, skin eaten', '1 leg quarter (yield after cooking, bone removed)']] },
  { text: 'we split an XL pepperoni between 4 of us, I ate 2 slices', cls: 'share', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, extra-large pizza', 2]] },
  { text: 'shared an order of cheese nachos with my husband, ate half', cls: 'share', refs: [['Nachos, cheese only', '1 order', 0.5]] },
  { text: 'good morning! log a medium iced latte with oat milk pls', cls: 'framing', refs: [['Coffee, Iced Latte, with non-dairy milk', '1 medium']] },
  { text: 'pretty stressed today, ate a whole sleeve of ritz', cls: 'framing', refs: [['Crackers, butter (Ritz)', '1 sleeve']] },
  { text: '12 green grapes', cls: 'count', refs: [['Grapes, raw', '1 grape', 12]] },
  { text: 'strawberries, 1 cup sliced', cls: 'fruit', refs: [['Strawberries, raw', '1 cup']] },
  { text: 'shrimp cocktail appetizer, 6 shrimp', cls: 'count', refs: [['Shrimp cocktail', '1 shrimp with sauce', 6]] },
];
