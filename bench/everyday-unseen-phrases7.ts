/**
 * A seventh unseen everyday set (session 18), written by a helper who changed no engine code and
 * scored on main (82f2ee9) before any change of that session: the yardstick the session is
 * measured against. Food-log phrases in wordings the six earlier unseen sets
 * (bench/everyday-unseen-phrases.ts … -phrases6.ts) and bench/everyday-phrases.ts do not use, as
 * different people type them — a student, a shift worker, a gym-goer, a grandparent, a new parent,
 * someone on a diet, a traveller — in different places (home, an office, a school canteen, a chain
 * restaurant, a gas station, a food truck, an airport, a hospital café, a BBQ) and forms: terse,
 * full sentences, voice-dictated run-ons with no punctuation, lists with commas, ";", "+" and "&",
 * typos and autocorrect, emoji, units (oz, ml, g, cups, tbsp, slices, a bowl, a pack of, half a,
 * a couple of, a few), and dishes of many cuisines (Vietnamese, Thai, Ethiopian, Brazilian,
 * Peruvian, Polish, Greek, Spanish, German, Southern US, Hawaiian, Japanese, Indian, Mexican,
 * Chinese, British). Written for this bench: no benchmark's text or dataset. Dishes FNDDS has no
 * row for (banh mi, green curry, larb, feijoada, pão de queijo, lomo saltado, schnitzel, souvlaki,
 * loco moco, katsu, tikka masala) were left out rather than guessed.
 *
 * References follow the earlier sets (an FNDDS 2021–2023 food and one of its own portions by exact
 * USDA wording, or "N g" where the phrase gives a weight): "a X" or an unsaid amount = FNDDS
 * "Quantity not specified" unless FNDDS weighs "1 X"; "a bowl of" soup, stew, chili, porridge =
 * 1½ × "1 cup"; "a plate of" a pasta, rice or noodle dish = 2 × "1 cup"; "N oz" of meat or fish =
 * N × "1 oz, cooked" (or N × 28.35 g where the row has no such portion); "N ml" of a drink =
 * N / 29.57 × "1 fl oz"; "a glass" of wine = FNDDS "1 glass"; "a can" of soda or beer = its 12 fl oz
 * can; "a couple of" = 2, "a few" = 3; "half a X" = ½ × the X portion; "a slice" of a cake or pie =
 * FNDDS's own slice; "a handful" = 1 oz; "a pack of" a snack = FNDDS's small single-serving bag;
 * milk in coffee or tea with no amount is left out (under 25 kcal), as are mustard, salsa, duck
 * sauce and chutney; water, black coffee and diet soda count as 0 beside a food. Added here:
 *   - "a big/large bowl" of soup = 2 × "1 cup"; a takeout container or box of a dish = 2 × "1 cup"
 *     (as "a plate"); "a scoop" of rice, mac and cheese or pasta salad = "1 cup";
 *   - a packet of instant ramen = 3 × "1 oz, dry, yields"; a box of mac and cheese = 2½ cups made;
 *     a Big Gulp = 32 fl oz with ice; "a quarter of" / "half a" X = that share of FNDDS's own X.
 *   - a food FNDDS does not name is the generic FNDDS food it is (pad see ew and yakisoba: lo mein;
 *     birria tacos: beef tacos; honey bun: a frosted sweet roll; crumpet: FNDDS's own "1 crumpet"
 *     under English muffin; cream tea's clotted cream: heavy cream; waffle fries: fast-food fries).
 *
 * Split (fixed before any scoring): the same FNV-1a rule as the earlier sets, a third to validation
 * (`npm run bench:everyday -- --set unseen7`). Validation phrases are counted, never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import type { Unseen6Class } from './everyday-unseen-phrases6.js';

export type Unseen7Class = Unseen6Class | 'dictated' | 'emoji';

export interface Unseen7Phrase {
  text: string;
  cls: Unseen7Class;
  refs: Ref[];
}

export const UNSEEN7: Unseen7Phrase[] = [
  // ---- Dishes of many cuisines ----
  { text: 'pho ga large bowl extra noodles', cls: 'cuisine', refs: [['Soup, pho, with meat', '1 cup', 2]] },
  { text: 'pad see ew with beef, takeout box', cls: 'cuisine', refs: [['Lo mein, with beef', '1 cup', 2]] },
  { text: 'mango + sticky rice for dessert', cls: 'cuisine', refs: [['Mango, raw', '1 cup'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'injera with misir wot (red lentils), shared platter, my half', cls: 'cuisine', refs: [['Injera, Ethiopian bread', '1 injera (12" dia)'], ['Lentil curry', '1 cup']] },
  { text: 'ethiopian veggie combo on one injera', cls: 'cuisine', refs: [['Injera, Ethiopian bread', '1 injera (12" dia)'], ['Lentil curry', 'Quantity not specified']] },
  { text: 'brazilian bbq, picanha 6 oz', cls: 'cuisine', refs: [['Beef, steak, NFS', '170 g']] },
  { text: 'peruvian rotisserie chicken, quarter dark meat', cls: 'cuisine', refs: [['Chicken leg, drumstick and thigh, rotisserie, skin eaten', '1 leg']] },
  { text: 'ceviche, a cup, with some sweet potato', cls: 'cuisine', refs: [['Ceviche', '1 cup'], ['Sweet potato, baked, NS as to fat', 'Quantity not specified']] },
  { text: 'a couple of beef empanadas', cls: 'cuisine', refs: [['Empanada, beef', 'Quantity not specified', 2]] },
  { text: '8 potato pierogi with fried onion', cls: 'cuisine', refs: [['Pierogi', '1 item, any size', 8]] },
  { text: 'kielbasa & sauerkraut', cls: 'cuisine', refs: [['Polish sausage', 'Quantity not specified'], ['Sauerkraut', 'Quantity not specified']] },
  { text: 'babcia made golabki, i ate 2 cabbage rolls', cls: 'cuisine', refs: [['Stuffed cabbage rolls with beef and rice', '1 cabbage roll', 2]] },
  { text: 'bowl of borscht w/ sour cream', cls: 'cuisine', refs: [['Soup, borscht', '1 cup', 1.5], ['Sour cream, light', 'Quantity not specified']] },
  { text: 'spanakopita triangle, the big kind', cls: 'cuisine', refs: [['Spanakopita', '1 regular/large']] },
  { text: 'horiatiki salad, no dressing, & a pita', cls: 'cuisine', refs: [['Greek Salad, no dressing', 'Quantity not specified'], ['Bread, pita', '1 medium pita']] },
  { text: 'pita with 3 tbsp hummus and cucumber', cls: 'cuisine', refs: [['Bread, pita', '1 medium pita'], ['Hummus, plain', '1 tablespoon', 3]] },
  { text: 'a slice of spanish tortilla at the tapas bar', cls: 'cuisine', refs: [['Egg omelet or scrambled egg, with potatoes and/or onions, NS as to fat', 'Quantity not specified']] },
  { text: 'paella de mariscos on holiday in valencia, 1 plate', cls: 'cuisine', refs: [['Paella with seafood', '1 cup', 2]] },
  { text: 'churros con chocolate, 3 churros', cls: 'cuisine', refs: [['Churros', '1 regular', 3], ['Hot chocolate / cocoa, NFS', '1 cup']] },
  { text: 'gazpacho, small glass', cls: 'cuisine', refs: [['Soup, gazpacho', '1 cup']] },
  { text: 'bratwurst on a bun with mustard at the beer garden', cls: 'cuisine', refs: [['Bratwurst', '1 bun-size or griller link'], ['Roll, white, soft', '1 medium/regular/sandwich size roll']] },
  { text: 'big soft pretzel from oktoberfest', cls: 'cuisine', refs: [['Pretzels, soft, ready-to-eat, NFS', '1 large']] },
  { text: 'german potato salad, 1 cup', cls: 'cuisine', refs: [['Potato salad, German style', '1 cup']] },
  { text: 'collards + cornbread + fried okra', cls: 'cuisine', refs: [['Collards, fresh, cooked, fat added, NS as to fat type', 'Quantity not specified'], ['Cornbread, made from home recipe', '1 piece'], ['Fried okra', 'Quantity not specified']] },
  { text: 'a piece of fried catfish and hushpuppies x3', cls: 'cuisine', refs: [['Fish, catfish, fried', 'Quantity not specified'], ['Hush puppy', '1 hush puppy', 3]] },
  { text: 'chicken and waffles, 1 waffle 2 pieces chicken', cls: 'cuisine', refs: [['Waffle, plain', '1 medium waffle'], ['Chicken breast, fried, coated, skin / coating eaten, from fast food / restaurant', '1 breast']] },
  { text: 'plate lunch: kalua pig, 2 scoops rice, mac salad', cls: 'cuisine', refs: [['Pork, roast', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', '1 cup, cooked', 2], ['Macaroni or pasta salad, made with creamy dressing', 'Quantity not specified']] },
  { text: 'shave ice w/ 3 flavors', cls: 'cuisine', refs: [['Snow cone', '1 snow cone']] },
  { text: 'miso soup and 6 pieces salmon nigiri', cls: 'cuisine', refs: [['Soup, miso or tofu', '1 cup'], ['Sushi, topped with salmon', '1 piece', 6]] },
  { text: 'yakisoba from the festival stall', cls: 'cuisine', refs: [['Lo mein, with pork', 'Quantity not specified']] },
  { text: 'chicken teriyaki bento w rice', cls: 'cuisine', refs: [['Chicken or turkey with teriyaki', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'veg tempura, 5 pieces', cls: 'cuisine', refs: [['Vegetable tempura', '1 fritter', 5]] },
  { text: 'edamame + a spicy tuna roll (6pc)', cls: 'cuisine', refs: [['Edamame, cooked', 'Quantity not specified'], ['Sushi roll tuna', '1 piece', 6]] },
  { text: 'breakfast at the udupi place: 2 idlis + a cup of sambar', cls: 'cuisine', refs: [['Idli', '1 item', 2], ['Soup, lentil', '1 cup']] },
  { text: 'palak paneer + half a naan', cls: 'cuisine', refs: [['Palak Paneer', 'Quantity not specified'], ['Bread, naan', '1 Naan (10" dia)', 0.5]] },
  { text: 'onion pakoras, like 6', cls: 'cuisine', refs: [['Pakora', '1 pakora', 6]] },
  { text: 'chicken curry over rice from the indian buffet, one plate', cls: 'cuisine', refs: [['Chicken curry with rice', '1 cup', 2]] },
  { text: 'plain dosa w coconut chutney', cls: 'cuisine', refs: [['Dosa, plain', '1 medium']] },
  { text: 'chicken enchiladas x2 w red sauce', cls: 'cuisine', refs: [['Enchilada, chicken', '1 enchilada, any size', 2]] },
  { text: 'pozole rojo, big bowl', cls: 'cuisine', refs: [['Soup, pozole', '1 cup', 2]] },
  { text: 'chilaquiles verdes with a fried egg on top', cls: 'cuisine', refs: [['Chilaquiles', '1 cup'], ['Egg, whole, fried, NS as to fat', '1 egg']] },
  { text: 'chicken mole, 1 cup, plus 2 corn tortillas', cls: 'cuisine', refs: [['Chicken with mole sauce', '1 cup'], ['Tortilla, corn', '1 medium', 2]] },
  { text: 'pork tamale from the lady outside work', cls: 'cuisine', refs: [['Tamale, pork', '1 item, any size']] },
  { text: 'kung pao chicken + egg fried rice, one container each', cls: 'cuisine', refs: [['Kung pao chicken', '1 cup', 2], ['Rice, fried, NFS', '1 cup', 2]] },
  { text: 'egg foo young, 2 patties', cls: 'cuisine', refs: [['Egg foo yung, NFS', '1 patty', 2]] },
  { text: 'chicken lo mein, about 2 cups', cls: 'cuisine', refs: [['Lo mein, with chicken', '1 cup', 2]] },
  { text: '2 egg rolls with duck sauce', cls: 'cuisine', refs: [['Egg roll, with beef and/or pork', '1 egg roll', 2]] },
  { text: 'fish and chips at the chippy', cls: 'cuisine', refs: [['Fish, cod, fried', '1 small/regular fillet'], ['Potato, french fries, NFS', 'Quantity not specified']] },
  { text: 'crumpets x2 with butter', cls: 'cuisine', refs: [['Muffin, English', '1 crumpet', 2], ['Butter, stick', 'Quantity not specified']] },
  { text: 'full english minus the black pudding: 2 eggs, 2 bacon, beans, toast', cls: 'cuisine', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)', 2], ['Baked beans', 'Quantity not specified'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'spud with grated cheddar from the baked potato van', cls: 'cuisine', refs: [['Potato, baked, peel eaten, with cheese', 'Quantity not specified']] },
  { text: 'cream tea in devon: one scone, jam, clotted cream', cls: 'cuisine', refs: [['Scone', 'Quantity not specified'], ['Jam', 'Quantity not specified'], ['Cream, heavy', 'Quantity not specified']] },

  // ---- Places ----
  { text: 'gas station hot dog and a big gulp coke', cls: 'place', refs: [['Hot dog sandwich, beef, on white bun', '1 sandwich'], ['Soft drink, cola', '1 fl oz (with ice)', 32]] },
  { text: 'beef jerky from the gas station, one 3oz bag', cls: 'place', refs: [['Beef jerky', '85 g']] },
  { text: 'airport starbucks: grande latte + a plain croissant', cls: 'place', refs: [['Coffee, Latte', '1 medium'], ['Croissant', 'Quantity not specified']] },
  { text: 'sad airport salad, chicken caesar', cls: 'place', refs: [['Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing', '1 salad'], ['Caesar dressing', 'Quantity not specified']] },
  { text: 'hospital cafe tuna sandwich on wheat', cls: 'place', refs: [['Tuna salad sandwich on wheat', '1 regular']] },
  { text: 'hospital cafeteria mac and cheese, one scoop', cls: 'place', refs: [['Macaroni or noodles with cheese', '1 cup']] },
  { text: 'school canteen pizza slice and chocolate milk', cls: 'place', refs: [['Pizza, cheese, from school lunch, medium crust', '1 piece, NFS'], ['Chocolate milk, low fat (1%)', '1 individual school container']] },
  { text: 'cafeteria chicken nuggets x6 with bbq sauce', cls: 'place', refs: [['Chicken nuggets, from other sources', '1 nugget', 6], ['Barbecue sauce', 'Quantity not specified']] },
  { text: 'food truck birria tacos, 3 of them', cls: 'place', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 3]] },
  { text: 'food truck gyro', cls: 'place', refs: [['Gyro sandwich', '1 sandwich, any size']] },
  { text: 'office potluck: a scoop of pasta salad and a brownie', cls: 'place', refs: [['Macaroni or pasta salad, made with creamy dressing', '1 cup'], ['Cookie, brownie, NS as to icing', 'Quantity not specified']] },
  { text: 'leftover birthday cake in the break room, small slice', cls: 'place', refs: [['Cake or cupcake, white with white icing, bakery', '1 regular or small piece/slice, 2+ layer cake']] },
  { text: 'bbq at my uncles: 1 burger, 1 hot dog, potato salad', cls: 'place', refs: [['Hamburger, NFS', '1 hamburger'], ['Hot dog sandwich, beef, on white bun', '1 sandwich'], ['Potato salad with egg, made with mayonnaise-type salad dressing', 'Quantity not specified']] },
  { text: 'cookout plate - brisket, coleslaw, baked beans', cls: 'place', refs: [['Beef, brisket', 'Quantity not specified'], ['Coleslaw', 'Quantity not specified'], ['Baked beans', 'Quantity not specified']] },
  { text: '3 pork ribs off the smoker', cls: 'place', refs: [['Pork, ribs', '1 rib (yield after cooking, bone removed)', 3]] },
  { text: 'corn on the cob at the bbq, buttered', cls: 'place', refs: [['Corn, NS as to form, cooked', '1 regular ear'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'chipotle burrito bowl chicken rice black beans salsa', cls: 'place', refs: [['Burrito bowl, chicken', 'Quantity not specified']] },
  { text: 'six inch turkey sub on wheat from the sandwich chain', cls: 'place', refs: [['Turkey sandwich or sub, restaurant', '1 regular or 6" submarine']] },
  { text: 'chick fil a sandwich and a medium waffle fries', cls: 'place', refs: [['Chicken fillet sandwich, fried, from fast food', '1 regular sandwich'], ['Potato, french fries, fast food', '1 medium fast food order']] },
  { text: 'auntie annes style pretzel w cinnamon sugar at the mall', cls: 'place', refs: [['Pretzels, soft, ready-to-eat, cinnamon sugar coated', 'Quantity not specified']] },
  { text: 'a bag of pretzels on the plane', cls: 'place', refs: [['Pretzels, hard, plain, salted', '1 small single serving bag']] },
  { text: 'ballpark: 2 hot dogs and a beer', cls: 'place', refs: [['Hot dog sandwich, beef, on white bun', '1 sandwich', 2], ['Beer', '1 can or bottle (12 fl oz)']] },
  { text: 'hotel breakfast buffet - waffle w syrup and some scrambled eggs', cls: 'place', refs: [['Waffle, plain', '1 medium waffle'], ['Syrup, NFS', 'Quantity not specified'], ['Egg omelet or scrambled egg, NS as to fat', 'Quantity not specified']] },

  // ---- People ----
  { text: 'post workout: protein shake with 1 scoop whey in water', cls: 'person', refs: [['Nutritional powder mix (EAS Whey Protein Powder)', '1 scoop EAS Whey']] },
  { text: 'gym lunch 6oz grilled chicken breast, 1 cup brown rice, broccoli', cls: 'person', refs: [['Chicken breast, grilled without sauce, skin not eaten', '1 oz, cooked', 6], ['Rice, brown, cooked, NS as to fat', '1 cup, cooked'], ['Broccoli, fresh, cooked, no added fat', 'Quantity not specified']] },
  { text: '5 egg whites scrambled', cls: 'person', refs: [['Egg white omelet, scrambled, or fried, made with cooking spray', '1 egg white', 5]] },
  { text: '1 cup of 4% cottage cheese topped with pineapple chunks', cls: 'person', refs: [['Cheese, cottage, creamed, large or small curd', '1 cup'], ['Pineapple, raw', 'Quantity not specified']] },
  { text: '2am on the ward, a styrofoam cup of instant noodles', cls: 'person', refs: [['Soup, ramen noodles, water added', '1 individual container']] },
  { text: 'on break at 3am, honey bun and a coffee', cls: 'person', refs: [['Roll, sweet, frosted', 'Quantity not specified'], ['Coffee, brewed', 'Quantity not specified']] },
  { text: 'student dinner: instant ramen with an egg cracked in', cls: 'person', refs: [['Soup, ramen noodles, water added', '1 oz, dry, yields', 3], ['Egg, whole, boiled or poached', '1 egg']] },
  { text: 'dorm breakfast pop tart x2', cls: 'person', refs: [['Breakfast tart', '1 Pop Tart', 2]] },
  { text: 'grandpa had his usual: 2 soft boiled eggs and toast soldiers', cls: 'person', refs: [['Egg, whole, boiled or poached', '1 egg', 2], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'nan had tea and 2 shortbread fingers', cls: 'person', refs: [['Tea, hot, leaf, black', 'Quantity not specified'], ['Cookie, shortbread', '1 small', 2]] },
  { text: 'toddler ate half a grilled cheese and some apple slices', cls: 'person', refs: [['Grilled cheese sandwich, NFS', '1 sandwich', 0.5], ['Apple, raw', 'Quantity not specified']] },
  { text: 'finished my kids leftover chicken nuggets, like 4', cls: 'person', refs: [['Chicken nuggets, from frozen', '1 nugget', 4]] },
  { text: 'new mom fuel: a granola bar at 4am', cls: 'person', refs: [['Cereal or granola bar (General Mills Nature Valley Crunchy Granola Bar)', 'Quantity not specified']] },
  { text: 'breastfeeding snack - handful of almonds', cls: 'person', refs: [['Almonds, NFS', '1 oz']] },
  { text: 'diet day 3: rice cakes x2 w pb', cls: 'person', refs: [['Rice cake', '1 cake', 2], ['Peanut butter', '1 tablespoon', 2]] },
  { text: 'weight watchers lunch, a bowl of veggie soup', cls: 'person', refs: [['Soup, vegetable', '1 cup', 1.5]] },
  { text: 'keto breakfast, 3 eggs fried in butter and 3 slices bacon', cls: 'person', refs: [['Egg, whole, fried with butter', '1 egg', 3], ['Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)', 3]] },
  { text: 'traveling for work, hotel room dinner was a bag of trail mix', cls: 'person', refs: [['Trail mix, NFS', '1 package']] },
  { text: 'teen son demolished a whole large pepperoni pizza', cls: 'person', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 large pizza (13-15" diameter)']] },
  { text: 'my wife had the salmon fillet with a baked potato', cls: 'person', refs: [['Fish, salmon, baked or broiled', '1 small/regular fillet'], ['Potato, baked, peel eaten', '1 medium']] },

  // ---- Voice-dictated run-ons ----
  { text: 'for breakfast i had two slices of whole wheat toast with peanut butter and a banana', cls: 'dictated', refs: [['Bread, whole wheat, toasted', '1 medium or regular slice', 2], ['Peanut butter', '1 tablespoon', 2], ['Banana, raw', '1 banana']] },
  { text: 'lunch was a turkey sandwich on wheat and a small bag of chips', cls: 'dictated', refs: [['Turkey sandwich on wheat', '1 regular'], ['Potato chips, plain', '1 small single serving bag']] },
  { text: 'i had a cup of greek yogurt with some blueberries and a drizzle of honey', cls: 'dictated', refs: [['Yogurt, Greek, NS as to type of milk or flavor', '1 cup'], ['Blueberries, raw', 'Quantity not specified'], ['Honey', 'Quantity not specified']] },
  { text: 'just ate a chicken caesar wrap and a diet coke', cls: 'dictated', refs: [['Chicken fillet wrap sandwich, grilled, from fast food', '1 sandwich, any size']] },
  { text: 'dinner spaghetti with meat sauce about two cups and a side salad with ranch', cls: 'dictated', refs: [['Pasta with tomato-based sauce and meat, home recipe', '1 cup', 2], ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad'], ['Ranch dressing', 'Quantity not specified']] },
  { text: 'snack two clementines and a string cheese', cls: 'dictated', refs: [['Clementine, raw', '1 fruit', 2], ['Cheese, Mozzarella, part skim', '1 stick']] },
  { text: 'ate three slices of cheese pizza at the party', cls: 'dictated', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 3]] },
  { text: 'i made a smoothie with a banana a cup of strawberries and a cup of milk', cls: 'dictated', refs: [['Banana, raw', '1 banana'], ['Strawberries, raw', '1 cup'], ['Milk, NFS', '1 cup']] },
  { text: 'two scrambled eggs with cheese and a english muffin', cls: 'dictated', refs: [['Egg omelet or scrambled egg, with cheese, made with butter', '1 egg', 2], ['Muffin, English', '1 muffin']] },
  { text: 'grilled salmon maybe five ounces and some asparagus', cls: 'dictated', refs: [['Fish, salmon, grilled', '142 g'], ['Asparagus, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'a bowl of chili with cheese and some crackers', cls: 'dictated', refs: [['Chili, NFS', '1 cup', 1.5], ['Cheese, Cheddar', 'Quantity not specified'], ['Crackers, saltine', 'Quantity not specified']] },
  { text: 'half a chicken burrito from chipotle i saved the rest', cls: 'dictated', refs: [['Burrito, chicken, with beans and rice, cheese', '1 large', 0.5]] },
  { text: 'two tacos al pastor and a horchata', cls: 'dictated', refs: [['Taco, corn tortilla, pork, cheese', '1 small/regular', 2], ['Horchata, made with water', 'Quantity not specified']] },
  { text: 'leftover fried rice maybe a cup and a half', cls: 'dictated', refs: [['Rice, fried, NFS', '1 cup', 1.5]] },
  { text: 'oatmeal with brown sugar and raisins one packet', cls: 'dictated', refs: [['Oatmeal, instant, maple flavored, no added fat', '1 packet, dry, yields'], ['Raisins', 'Quantity not specified']] },
  { text: 'a slice of apple pie with vanilla ice cream', cls: 'dictated', refs: [['Pie, apple', '1 regular slice'], ['Ice cream, vanilla', 'Quantity not specified']] },
  { text: 'for dinner i had a pork chop mashed potatoes and green beans', cls: 'dictated', refs: [['Pork, chop, NS as to fat eaten', 'Quantity not specified'], ['Potato, mashed, NFS', 'Quantity not specified'], ['Green beans, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'a handful of cashews and a cheese stick', cls: 'dictated', refs: [['Cashews, NFS', '1 oz'], ['Cheese, Mozzarella, part skim', '1 stick']] },

  // ---- Typos and autocorrect ----
  { text: 'chiken noodel soup, a bowl', cls: 'typo', refs: [['Soup, chicken noodle', '1 cup', 1.5]] },
  { text: 'brocolli and cheeze soup, bowl', cls: 'typo', refs: [['Soup, broccoli cheese', '1 cup', 1.5]] },
  { text: 'bluberry muffin, big one', cls: 'typo', refs: [['Muffin, fruit', '1 large']] },
  { text: 'expresso double shot', cls: 'typo', refs: [['Coffee, espresso', '1 fl oz', 2]] },
  { text: 'guacomole and tortilla chps', cls: 'typo', refs: [['Guacamole, NFS', 'Quantity not specified'], ['Tortilla chips, plain', 'Quantity not specified']] },
  { text: 'lasagne 1 peice', cls: 'typo', refs: [['Lasagna with meat', '1 piece (1/8 of 7" x 12", approx 3-1/2" x 3")']] },
  { text: 'strawbery yoghurt pot', cls: 'typo', refs: [['Yogurt, low fat milk, fruit', '1 6 oz container']] },
  { text: 'quesedilla w chicken', cls: 'typo', refs: [['Quesadilla, chicken', 'Quantity not specified']] },
  { text: 'cesar salad w croutons', cls: 'typo', refs: [['Caesar salad, with romaine, no dressing', 'Quantity not specified'], ['Caesar dressing', 'Quantity not specified']] },
  { text: 'cinammon roll from the bakery', cls: 'typo', refs: [['Roll, sweet, cinnamon bun, frosted', 'Quantity not specified']] },
  { text: 'tuna sandwhich on white bred', cls: 'typo', refs: [['Tuna salad sandwich on white', '1 regular']] },
  { text: 'a bagle w cream cheeze', cls: 'typo', refs: [['Bagel', '1 regular'], ['Cream cheese, regular, plain', 'Quantity not specified']] },
  { text: 'mashed potatos and gravey, 1 cup', cls: 'typo', refs: [['Potato, mashed, NFS', '1 cup'], ['Gravy, beef', 'Quantity not specified']] },
  { text: 'sphagetti bolognaise, plate', cls: 'typo', refs: [['Pasta with tomato-based sauce and meat, home recipe', '1 cup', 2]] },
  { text: 'avacado toast 1 slice', cls: 'typo', refs: [['Bread, white, toasted', '1 medium or regular slice'], ['Avocado, raw', 'Quantity not specified']] },
  { text: 'frech fries small', cls: 'typo', refs: [['Potato, french fries, fast food', '1 small fast food order']] },

  // ---- Measures and amounts ----
  { text: '250 ml orange juice', cls: 'measure', refs: [['Orange juice, 100%, NFS', '1 fl oz (no ice)', 250 / 29.57]] },
  { text: '40g porridge oats made with water', cls: 'measure', refs: [['Oatmeal, regular or quick, made with water, no added fat', '1 oz, dry, yields', 40 / 28.35]] },
  { text: '150g chicken thigh, grilled', cls: 'measure', refs: [['Chicken thigh, grilled without sauce, skin not eaten', '150 g']] },
  { text: '2 tbsp peanut butter on a rice cake', cls: 'measure', refs: [['Peanut butter', '1 tablespoon', 2], ['Rice cake', '1 cake']] },
  { text: 'half a cup of applesauce', cls: 'measure', refs: [['Applesauce, regular', '1 cup', 0.5]] },
  { text: 'steakhouse ribeye, the 12 ounce one', cls: 'measure', refs: [['Beef, steak, ribeye, lean and fat eaten', '340 g']] },
  { text: '1 1/2 cups of cooked pasta with a tbsp olive oil', cls: 'measure', refs: [['Pasta, cooked', '1 cup, cooked', 1.5], ['Olive oil', '1 tablespoon']] },
  { text: 'grabbed the yellow bag of m&ms (peanut) at checkout', cls: 'measure', refs: [['Chocolate candy, candy shell with nuts', '1 pouch/regular size']] },
  { text: 'a couple of slices of ham on 2 crackers', cls: 'measure', refs: [['Ham, prepackaged or deli, luncheon meat', '1 slice, NFS', 2], ['Crackers, saltine', '1 cracker', 2]] },
  { text: 'a few slices of cucumber and 2 tbsp ranch', cls: 'measure', refs: [['Ranch dressing', '1 tablespoon', 2]] },
  { text: '500ml bottle of chocolate milk', cls: 'measure', refs: [['Chocolate milk, NFS', '1 fl oz', 500 / 29.57]] },
  { text: '1 tbsp nutella on toast', cls: 'measure', refs: [['Chocolate hazelnut spread', '1 tablespoon'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'a 20oz mountain dew', cls: 'measure', refs: [['Soft drink, fruit flavored, caffeine containing', '1 bottle (20 fl oz)']] },
  { text: '30 grams of cheddar', cls: 'measure', refs: [['Cheese, Cheddar', '30 g']] },
  { text: '200 g of greek yoghurt', cls: 'measure', refs: [['Yogurt, Greek, NS as to type of milk or flavor', '200 g']] },
  { text: 'half a rotisserie chicken, skin on', cls: 'measure', refs: [['Chicken, NS as to part, rotisserie, skin eaten', '1/2 chicken (yield after cooking, bone removed)']] },
  { text: 'a quarter of a watermelon', cls: 'measure', refs: [['Watermelon, raw', '1 medium melon', 0.25]] },
  { text: '8 oz glass of whole milk', cls: 'measure', refs: [['Milk, whole', '1 cup']] },
  { text: 'a big mug of hot chocolate', cls: 'measure', refs: [['Hot chocolate / cocoa, NFS', '1 cup', 1.5]] },

  // ---- Lists with , ; + & ----
  { text: 'everything bagel; schmear; small oj', cls: 'multi', refs: [['Bagel', '1 regular'], ['Cream cheese, regular, plain', 'Quantity not specified'], ['Orange juice, 100%, NFS', 'Quantity not specified']] },
  { text: 'turkey patty on a bun + side of sweet potato fries', cls: 'multi', refs: [['Turkey or chicken burger, on white bun', '1 sandwich'], ['Sweet potato fries, fast food / restaurant', 'Quantity not specified']] },
  { text: 'steak & eggs', cls: 'multi', refs: [['Beef, steak, NFS', 'Quantity not specified'], ['Egg, whole, fried, NS as to fat', '1 egg', 2]] },
  { text: 'pbj sandwich; 8oz milk', cls: 'multi', refs: [['Peanut butter and jelly sandwich, NFS', '1 sandwich'], ['Milk, NFS', '1 cup']] },
  { text: 'desk lunch = baby carrots, hummus cup, handful pita chips', cls: 'multi', refs: [['Hummus, plain', '1 individual container'], ['Carrots, raw', 'Quantity not specified'], ['Pita chips', '28.35 g']] },
  { text: 'apple; peanut butter 1 tbsp; coffee black', cls: 'multi', refs: [['Apple, raw', '1 medium'], ['Peanut butter', '1 tablespoon']] },
  { text: 'fish tacos x2 & a corona', cls: 'multi', refs: [['Taco, fish', '1 small/regular', 2], ['Beer', '1 can or bottle (12 fl oz)']] },
  { text: 'chicken noodle soup + grilled cheese', cls: 'multi', refs: [['Soup, chicken noodle', 'Quantity not specified'], ['Grilled cheese sandwich, NFS', '1 sandwich']] },
  { text: 'waffles (2), bacon (3), OJ', cls: 'multi', refs: [['Waffle, plain, frozen', '1 waffle', 2], ['Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)', 3], ['Orange juice, 100%, NFS', 'Quantity not specified']] },
  { text: 'cereal & banana & coffee', cls: 'multi', refs: [['Cereal, ready-to-eat, NFS', 'Quantity not specified'], ['Banana, raw', '1 banana'], ['Coffee, brewed', 'Quantity not specified']] },
  { text: 'ham and swiss on white, pickle, chips', cls: 'multi', refs: [['Ham sandwich on white, with cheese', '1 regular'], ['Pickles, dill', 'Quantity not specified'], ['Potato chips, plain', 'Quantity not specified']] },

  // ---- Drinks ----
  { text: 'a glass of white wine', cls: 'drink', refs: [['Wine, white', '1 glass']] },
  { text: 'canada dry ginger ale, 1 can, on the flight', cls: 'drink', refs: [['Soft drink, ginger ale', '1 can (12 fl oz)']] },
  { text: 'gatorade 20oz bottle', cls: 'drink', refs: [['Sports drink, NFS', '1 bottle (20 fl oz)']] },
  { text: 'bottomless brunch, i had 2 mimosas', cls: 'drink', refs: [['Mimosa', 'Quantity not specified', 2]] },
  { text: 'a pint of cider', cls: 'drink', refs: [['Hard cider', '1 fl oz', 16]] },
  { text: 'two shots of tequila', cls: 'drink', refs: [['Tequila', '1 shot', 2]] },
  { text: 'medium cappuccino w whole milk', cls: 'drink', refs: [['Coffee, Cappuccino', '1 medium']] },
  { text: 'chai tea, no milk, 1 sugar', cls: 'drink', refs: [['Sugar, white, granulated or lump', '1 teaspoon']] },
  { text: '16 ounce smoothie from the juice bar, strawberry + banana', cls: 'drink', refs: [['Fruit smoothie, with whole fruit, no dairy', '1 fl oz', 16]] },
  { text: 'a glass of lemonade at grandmas', cls: 'drink', refs: [['Lemonade, fruit juice drink', '1 fl oz (no ice)', 8]] },
  { text: 'sweet tea, large, from the drive thru', cls: 'drink', refs: [['Tea, iced, brewed, black, pre-sweetened with sugar', '1 large drink']] },

  // ---- Emoji ----
  { text: '🍕🍕 two slices pepperoni', cls: 'emoji', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'banana 🍌 and coffee ☕', cls: 'emoji', refs: [['Banana, raw', '1 banana'], ['Coffee, brewed', 'Quantity not specified']] },
  { text: '🍔 + 🍟 from five guys', cls: 'emoji', refs: [['Hamburger, NFS', '1 hamburger'], ['Potato, french fries, fast food', '1 medium fast food order']] },
  { text: 'cheat day 😅 a whole pint of ben and jerrys', cls: 'emoji', refs: [['Ice cream, NFS', '1 cup', 2]] },
  { text: 'ramen night 🍜 tonkotsu', cls: 'emoji', refs: [['Ramen bowl with meat and egg', 'Quantity not specified']] },
  { text: '2 🥚 + 1 🥑 on toast', cls: 'emoji', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Avocado, raw', '1 fruit'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'a donut 🍩 at the office', cls: 'emoji', refs: [['Doughnut, NFS', '1 doughnut']] },
  { text: '🌮🌮🌮 ground beef hard shells', cls: 'emoji', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 3]] },
  { text: '🍏 green apple and a cheese stick 🧀', cls: 'emoji', refs: [['Apple, raw', '1 medium'], ['Cheese, Mozzarella, part skim', '1 stick']] },
  { text: 'sushi 🍣 8 pcs salmon avocado roll', cls: 'emoji', refs: [['Sushi roll, salmon', '1 piece', 8]] },

  // ---- Snacks and sweets ----
  { text: 'a sleeve of ritz', cls: 'snack', refs: [['Crackers, butter (Ritz)', '1 sleeve']] },
  { text: 'cheez-its, a small bag', cls: 'snack', refs: [['Crackers, cheese', '1 small or medium single serving bag']] },
  { text: 'skittles from the vending machine, regular pack', cls: 'snack', refs: [['Candy, fruit flavored pieces', '1 pouch/regular size']] },
  { text: 'kettle corn at the farmers market, a cup or two', cls: 'snack', refs: [['Popcorn, ready-to-eat, kettle', '1 cup', 1.5]] },
  { text: '3 oreo cookies dunked in my tea', cls: 'snack', refs: [['Cookie, chocolate sandwich', '1 Oreo sandwich', 3]] },
  { text: 'a few crackers with brie', cls: 'snack', refs: [['Crackers, butter, plain', '1 cracker', 3], ['Cheese, Brie', 'Quantity not specified']] },
  { text: 'bday 🎂 chocolate layer cake, one slice', cls: 'dessert', refs: [['Cake or cupcake, chocolate with chocolate icing, bakery', '1 regular or small piece/slice, 2+ layer cake']] },
  { text: 'vanilla swirl cone from the ice cream truck', cls: 'dessert', refs: [['Ice cream cone, soft serve, vanilla', '1 cone']] },
  { text: 'hospital café choc chip cookie, the big one', cls: 'dessert', refs: [['Cookie, chocolate chip', '1 large cookie']] },
  { text: 'pecan pie at grandmas thanksgiving, 1 slice', cls: 'dessert', refs: [['Pie, pecan', '1 regular slice']] },
  { text: 'rice pudding, small tub', cls: 'dessert', refs: [['Pudding, rice', '1 snack size container']] },
  { text: 'flan, 1 slice', cls: 'dessert', refs: [['Flan', 'Quantity not specified']] },
  { text: 'baklava and a greek coffee', cls: 'dessert', refs: [['Baklava', '1 piece'], ['Coffee, Turkish', '1 fl oz', 2]] },

  // ---- Home cooking ----
  { text: 'slow cooker stew w beef and carrots, a bowl', cls: 'home', refs: [['Stew, beef', '1 cup', 1.5]] },
  { text: 'tuna salad on lettuce, no bread', cls: 'home', refs: [['Tuna salad, made with mayonnaise', 'Quantity not specified']] },
  { text: 'pot roast, 2 thick slices', cls: 'home', refs: [['Beef, pot roast', '1 thick slice', 2]] },
  { text: 'meatloaf 2 slices', cls: 'home', refs: [['Meat loaf made with beef', '1 medium slice', 2]] },
  { text: 'beef and veg stir fry in soy sauce, about a cup', cls: 'home', refs: [['Stir fried beef and vegetables in soy sauce', '1 cup']] },
  { text: 'two pork chops and applesauce', cls: 'home', refs: [['Pork, chop, NS as to fat eaten', 'Quantity not specified', 2], ['Applesauce, regular', 'Quantity not specified']] },
  { text: 'tomato soup and a grilled cheese for the kids and me', cls: 'home', refs: [['Soup, tomato', '1 cup'], ['Grilled cheese sandwich, NFS', '1 sandwich']] },
  { text: 'sloppy joe on a bun', cls: 'home', refs: [['Sloppy joe sandwich, on white bun', '1 sandwich, any size']] },
  { text: 'egg and bacon breakfast burrito', cls: 'home', refs: [['Egg burrito, with bacon', '1 item, any size']] },
  { text: 'my husband made french toast, i ate three pieces with maple syrup', cls: 'home', refs: [['French toast, plain', '1 slice, any size', 3], ['Syrup, NFS', 'Quantity not specified']] },
  { text: 'mac n cheese from the box, half the box', cls: 'home', refs: [['Macaroni or noodles with cheese, made from packaged mix', '1 cup', 1.25]] },

  // ---- Framing ----
  { text: 'skipped lunch, ate a protein bar in the car', cls: 'framing', refs: [['Nutrition bar or meal replacement bar, NFS', 'Quantity not specified']] },
  { text: 'only managed a cup of soup today, chicken and rice', cls: 'framing', refs: [['Soup, chicken', '1 cup']] },
  { text: 'stole a few fries off my bfs plate', cls: 'framing', refs: [['Potato, french fries, fast food', '1 fry, NS as to shape', 3]] },
  { text: 'treated myself to a cinnabon', cls: 'framing', refs: [['Roll, sweet, cinnamon bun, frosted', '1 Cinnabon']] },
  { text: 'pretty sure i ate like half a bag of tortilla chips', cls: 'framing', refs: [['Tortilla chips, plain', '1 large single serving bag', 0.5]] },
  { text: 'grabbed a chocolate muffin on the way in', cls: 'framing', refs: [['Muffin, chocolate', 'Quantity not specified']] },
  { text: 'breakfast was just black coffee and a hard boiled egg', cls: 'framing', refs: [['Egg, whole, boiled or poached', '1 egg']] },
];
