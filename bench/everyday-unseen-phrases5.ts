/**
 * A fifth unseen everyday set (session 16), written BEFORE any engine change of that session and
 * scored on main first: food-log phrases in wordings the four earlier unseen sets
 * (bench/everyday-unseen-phrases.ts … -phrases4.ts) and bench/everyday-phrases.ts do not use, as
 * different people type them — a student, a parent logging a child's plate, a gym-goer, an older
 * person, a shift worker, a dieter — with "x2", "one and a half", "half a", "some", "a big plate
 * of", "two thirds of"; chain and supermarket items; drinks with size words; dishes "with" sides
 * and toppings; dishes of many cuisines; snacks, desserts, leftovers, typos and framing. Written
 * for this bench: no benchmark's text, and a word-overlap check against every older set's phrases
 * replaced each draft that reworded an older phrase (about 45 drafts).
 *
 * References follow the earlier sets (an FNDDS 2021–2023 food and one of its own portions by exact
 * USDA wording, or "N g" where the phrase gives a weight; "a X" = FNDDS "Quantity not specified"
 * unless FNDDS weighs "1 X"; "a bowl of" soup, stew, cereal, porridge = 1½ × "1 cup"; "a plate of"
 * a pasta, rice or noodle dish = 2 × "1 cup"; a topping or side with no amount = its own "Quantity
 * not specified"; milk on cereal = ½ cup; "a scoop" of ice cream = ½ cup; "a handful" = 1 oz).
 * Added here:
 *   - "x2" after or before a food = 2; "one and a half" / "1 and a half" = 1.5; "two thirds of" =
 *     0.667; "a few spoonfuls" = 3 tablespoons; "a pint of" soup = 2 cups, of a drink = 16 fl oz;
 *   - "a big plate of" = 1½ × "a plate of" (3 cups); "a big / tall glass of" = 12 fl oz;
 *   - "a pack of instant ramen" = FNDDS's 3 oz dry ("1 oz, dry, yields" × 3); "a cup of noodles"
 *     = FNDDS's own "1 individual container";
 *   - a food FNDDS does not name is the generic FNDDS food it is (a honey bun: a frosted sweet
 *     roll; paczki: jelly doughnuts; a kielbasa: Polish sausage; a Subway Italian BMT: the Italian
 *     sub; a McDonald's sweet tea: FNDDS's own "1 medium drink"); dishes FNDDS has no row for
 *     (jollof rice, egusi, doro wat, lomo saltado, feijoada, pão de queijo, coxinha, banh mi, Thai
 *     curries, mango sticky rice, schnitzel, spaetzle, crab rangoon, tres leches, kolaches) were
 *     left out rather than guessed;
 *   - water has no energy: "a litre bottle of water and a banana" is the banana.
 *
 * Split (fixed before any scoring): the same FNV-1a rule as the earlier sets, a third to validation
 * (`npm run bench:everyday -- --set unseen5`). Validation phrases are counted, never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import type { Unseen4Class } from './everyday-unseen-phrases4.js';

export type Unseen5Class = Unseen4Class | 'person' | 'sides';

export interface Unseen5Phrase {
  text: string;
  cls: Unseen5Class;
  refs: Ref[];
}

export const UNSEEN5: Unseen5Phrase[] = [
  // ---- Dishes of many cuisines (Chinese takeaway, Japanese, Thai, Vietnamese, Italian, Greek, Spanish, German, Polish, West African, Ethiopian, Latin American, Southern US, Tex-Mex) ----
  { text: 'chinese takeaway - sweet and sour chicken and egg fried rice', cls: 'cuisine', refs: [['Sweet and sour chicken or turkey', 'Quantity not specified'], ['Rice, fried, NFS', 'Quantity not specified']] },
  { text: 'a pint of hot and sour soup', cls: 'cuisine', refs: [['Soup, hot and sour', '1 cup', 2]] },
  { text: '2 egg rolls from the chinese place', cls: 'cuisine', refs: [['Egg roll, with beef and/or pork', '1 egg roll', 2]] },
  { text: 'kung pao chicken over white rice', cls: 'cuisine', refs: [['Kung pao chicken', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'a plate of chicken curry and rice', cls: 'cuisine', refs: [['Chicken curry with rice', '1 cup', 2]] },
  { text: 'a cup of lobster bisque', cls: 'cuisine', refs: [['Soup, bisque', '1 cup']] },
  { text: '8 pieces of salmon roll', cls: 'cuisine', refs: [['Sushi roll, salmon', '1 piece', 8]] },
  { text: 'an eel roll, 6 pieces', cls: 'cuisine', refs: [['Sushi roll, eel', '1 piece', 6]] },
  { text: 'a bowl of chicken ramen at the ramen shop', cls: 'cuisine', refs: [['Ramen bowl with chicken', '1 cup', 1.5]] },
  { text: 'miso soup and 2 pieces of tuna nigiri', cls: 'cuisine', refs: [['Soup, miso or tofu', 'Quantity not specified'], ['Sushi, topped with tuna', '1 piece', 2]] },
  { text: 'a chicken empanada', cls: 'cuisine', refs: [['Empanada, chicken', 'Quantity not specified']] },
  { text: 'gyoza x6', cls: 'cuisine', refs: [['Wonton, dumpling or pot sticker, fried', '1 item, any size', 6]] },
  { text: 'shrimp teriyaki with a side of fried rice', cls: 'cuisine', refs: [['Shrimp teriyaki', 'Quantity not specified'], ['Rice, fried, NFS', 'Quantity not specified']] },
  { text: 'pad thai takeout, tofu', cls: 'cuisine', refs: [['Pad Thai, meatless', 'Quantity not specified']] },
  { text: 'a bowl of chicken congee', cls: 'cuisine', refs: [['Congee, with meat, poultry, and/or seafood', '1 cup', 1.5]] },
  { text: '2 fresh summer rolls', cls: 'cuisine', refs: [['Roll with meat and/or shrimp, vegetables and rice paper, not fried', '1 roll (4-1/4" x 1-1/2" dia)', 2]] },
  { text: 'chicken parm with a side of spaghetti', cls: 'cuisine', refs: [['Chicken or turkey parmigiana', 'Quantity not specified'], ['Pasta with tomato-based sauce, home recipe', 'Quantity not specified']] },
  { text: 'potato gnocchi with pesto, a plate', cls: 'cuisine', refs: [['Gnocchi, potato', '1 cup', 2], ['Pesto sauce', 'Quantity not specified']] },
  { text: '2 slices of margherita pizza', cls: 'cuisine', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'frito pie from the concession stand', cls: 'cuisine', refs: [['Frito pie', 'Quantity not specified']] },
  { text: 'a piece of spanakopita', cls: 'cuisine', refs: [['Spanakopita', 'Quantity not specified']] },
  { text: 'greek salad, no dressing', cls: 'cuisine', refs: [['Greek Salad, no dressing', 'Quantity not specified']] },
  { text: 'seafood paella, one plate', cls: 'cuisine', refs: [['Paella with seafood', '1 cup', 2]] },
  { text: 'churros x3', cls: 'cuisine', refs: [['Churros', '1 regular', 3]] },
  { text: 'a bowl of gazpacho', cls: 'cuisine', refs: [['Soup, gazpacho', '1 cup', 1.5]] },
  { text: 'a bratwurst on a bun with sauerkraut', cls: 'cuisine', refs: [['Bratwurst', '1 bun-size or griller link'], ['Roll, white, hot dog bun', '1 hot dog bun'], ['Sauerkraut', 'Quantity not specified']] },
  { text: '3 potato pancakes with applesauce', cls: 'cuisine', refs: [['Potato pancake', '1 medium pancake', 3], ['Applesauce, regular', 'Quantity not specified']] },
  { text: 'a slice of black forest cake', cls: 'cuisine', refs: [['Cake or cupcake, Black Forest', '1 piece/slice, any size']] },
  { text: '2 paczki', cls: 'cuisine', refs: [['Doughnut, jelly', '1 doughnut', 2]] },
  { text: 'a kielbasa link', cls: 'cuisine', refs: [['Polish sausage', '1 bun-size or griller link']] },
  { text: 'a bowl of borscht', cls: 'cuisine', refs: [['Soup, borscht', '1 cup', 1.5]] },
  { text: 'a ball of fufu', cls: 'cuisine', refs: [['Fufu', 'Quantity not specified']] },
  { text: 'injera with lentil curry', cls: 'cuisine', refs: [['Injera, Ethiopian bread', '1 injera (12" dia)'], ['Lentil curry', 'Quantity not specified']] },
  { text: 'a cup of ceviche', cls: 'cuisine', refs: [['Ceviche', '1 cup']] },
  { text: 'a bowl of cheesy grits', cls: 'cuisine', refs: [['Grits, with cheese, NS as to fat', '1 cup, cooked', 1.5]] },
  { text: 'chicken fried steak with gravy', cls: 'cuisine', refs: [['Beef, steak, country fried', 'Quantity not specified'], ['Gravy, NFS', 'Quantity not specified']] },
  { text: 'a side of collard greens', cls: 'cuisine', refs: [['Collards, fresh, cooked, fat added, NS as to fat type', 'Quantity not specified']] },
  { text: '5 hush puppies', cls: 'cuisine', refs: [['Hush puppy', '1 hush puppy', 5]] },
  { text: 'red beans and rice, a bowl', cls: 'cuisine', refs: [['Kidney beans and rice, from fast food / restaurant', '1 cup', 1.5]] },
  { text: 'seafood gumbo over rice', cls: 'cuisine', refs: [['Gumbo with rice', 'Quantity not specified']] },
  { text: 'a slice of sweet potato pie', cls: 'cuisine', refs: [['Pie, sweet potato', '1 regular slice']] },
  { text: 'a chicken chimichanga', cls: 'cuisine', refs: [['Chimichanga, chicken', '1 item, any size']] },
  { text: 'chips and queso', cls: 'cuisine', refs: [['Tortilla chips, plain', 'Quantity not specified'], ['Cheese dip', 'Quantity not specified']] },
  { text: 'a plate of beef nachos', cls: 'cuisine', refs: [['Nachos, beef or pork', '1 order']] },
  { text: 'sopapillas with honey, 4', cls: 'cuisine', refs: [['Sopaipilla with syrup or honey', '1 sopaipilla (1 1/2" x 1 1/2")', 4]] },
  { text: 'fried okra, a side', cls: 'cuisine', refs: [['Fried okra', 'Quantity not specified']] },
  { text: 'bbq brisket, 3 slices, with a side of slaw', cls: 'cuisine', refs: [['Beef, brisket', '1 regular/thin slice', 3], ['Coleslaw', 'Quantity not specified']] },
  { text: 'moo shu pork, no pancakes', cls: 'cuisine', refs: [['Moo Shu pork, without Chinese pancake', 'Quantity not specified']] },
  { text: 'a meat and cheese calzone', cls: 'cuisine', refs: [['Calzone, with meat and cheese', '1 calzone or stromboli']] },
  { text: 'cheese tortellini in red sauce, a bowl', cls: 'cuisine', refs: [['Tortellini, cheese-filled, meatless, with tomato sauce', '1 cup', 1.5]] },

  // ---- Who logs food: a student, a parent, a gym-goer, an older person, a shift worker, a dieter ----
  { text: 'dorm dinner: 2 packs of instant ramen', cls: 'person', refs: [['Soup, ramen noodles, water added', '1 oz, dry, yields', 6]] },
  { text: 'dining hall pizza, 2 slices of pepperoni', cls: 'person', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: "toddler's leftovers - half a grilled cheese", cls: 'person', refs: [['Grilled cheese sandwich, NFS', '1 sandwich', 0.5]] },
  { text: 'post workout: 6 egg whites and a cup of oatmeal', cls: 'person', refs: [['Egg, white, cooked, NS as to fat', '1 egg white', 6], ['Oatmeal, NFS', '1 cup, cooked']] },
  { text: 'post-lift meal: 6oz sirloin and a cup of jasmine rice', cls: 'person', refs: [['Beef, steak, sirloin, NS as to fat eaten', '170 g'], ['Rice, white, cooked, NS as to fat', '1 cup, cooked']] },
  { text: 'protein shake with a banana and a spoon of peanut butter', cls: 'person', refs: [['Nutritional drink or shake, high protein, ready-to-drink, NFS', 'Quantity not specified'], ['Banana, raw', '1 banana'], ['Peanut butter', '1 tablespoon']] },
  { text: 'a bowl of porridge with brown sugar', cls: 'person', refs: [['Oatmeal, NFS', '1 cup, cooked', 1.5], ['Sugar, brown', 'Quantity not specified']] },
  { text: '5 prunes', cls: 'person', refs: [['Prune, dried', '1 prune', 5]] },
  { text: 'a soft boiled egg and a slice of toast', cls: 'person', refs: [['Egg, whole, boiled or poached', '1 egg'], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'half a cup of tinned peaches in syrup', cls: 'person', refs: [['Peach, canned, in syrup', '1 cup', 0.5]] },
  { text: '3am vending machine honey bun', cls: 'person', refs: [['Roll, sweet, frosted', 'Quantity not specified']] },
  { text: 'night shift snack: a cup of noodles', cls: 'person', refs: [['Soup, ramen noodles, water added', '1 individual container']] },
  { text: '2 rice cakes with cottage cheese', cls: 'person', refs: [['Rice cake', '1 cake', 2], ['Cheese, cottage, NFS', 'Quantity not specified']] },
  { text: 'a slice of dry wheat toast', cls: 'person', refs: [['Bread, whole wheat, toasted', '1 medium or regular slice']] },
  { text: 'school lunch: chicken patty on a bun, a carton of milk and an apple', cls: 'person', refs: [['Chicken fillet sandwich, fried, on white bun', 'Quantity not specified'], ['Milk, low fat (1%)', '1 individual school container'], ['Apple, raw', '1 medium']] },
  { text: 'quick lunch at my desk, a turkey sandwich', cls: 'person', refs: [['Turkey sandwich or sub, restaurant', 'Quantity not specified']] },

  // ---- Counts and shares as typed ("x2", "one and a half", "half a", "some", "a big plate of", "two thirds of") ----
  { text: 'one and a half chicken breasts', cls: 'count', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '1 medium breast', 1.5]] },
  { text: '1.5 cups of bran flakes with skim milk', cls: 'count', refs: [['Cereal, bran flakes, plain', '1 cup', 1.5], ['Milk, fat free (skim)', '1 cup', 0.5]] },
  { text: 'half an oat bran muffin', cls: 'count', refs: [['Muffin, oat bran', '1 medium', 0.5]] },
  { text: 'tacos x3, chicken', cls: 'count', refs: [['Taco, corn tortilla, chicken, cheese', '1 small/regular', 3]] },
  { text: 'some grapes', cls: 'count', refs: [['Grapes, raw', 'Quantity not specified']] },
  { text: 'a big plate of fettuccine alfredo', cls: 'count', refs: [['Pasta with cream sauce, restaurant', '1 cup', 3]] },
  { text: 'half an avocado on two slices of toast', cls: 'count', refs: [['Avocado, raw', '1 fruit', 0.5], ['Bread, white, toasted', '1 medium or regular slice', 2]] },
  { text: '2 slices of pepperoni pizza and a garlic knot', cls: 'count', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2], ['Roll, garlic', '1 medium/regular/sandwich size roll']] },
  { text: '1 and a half bagels with butter', cls: 'count', refs: [['Bagel', '1 regular', 1.5], ['Butter, stick', 'Quantity not specified']] },
  { text: 'a few spoonfuls of peanut butter', cls: 'count', refs: [['Peanut butter', '1 tablespoon', 3]] },
  { text: 'a dozen almonds', cls: 'count', refs: [['Almonds, NFS', '1 nut', 12]] },
  { text: 'a drumstick and thigh off a rotisserie chicken', cls: 'count', refs: [['Chicken leg, drumstick and thigh, rotisserie, skin eaten', '1 leg']] },
  { text: 'two thirds of a cup of rice', cls: 'count', refs: [['Rice, white, cooked, NS as to fat', '1 cup, cooked', 0.667]] },
  { text: '3 slices of bacon and 2 eggs over easy', cls: 'count', refs: [['Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)', 3], ['Egg, whole, fried, NS as to fat', '1 egg', 2]] },
  { text: 'one and a half bananas', cls: 'count', refs: [['Banana, raw', '1 banana', 1.5]] },
  { text: '2 slices of rye with swiss cheese', cls: 'count', refs: [['Bread, rye', '1 medium or regular slice', 2], ['Cheese, Swiss', 'Quantity not specified']] },
  { text: 'a large can of tuna with a tbsp of mayo', cls: 'count', refs: [['Fish, tuna, canned', '1 large can'], ['Mayonnaise, regular', '1 tablespoon']] },
  { text: 'x2 hash brown patties', cls: 'count', refs: [['Potato, hash brown, from fast food', '1 patty', 2]] },
  { text: 'a can of split pea soup, the whole can', cls: 'count', refs: [['Soup, split pea', '1 can']] },
  { text: '2 packets of apple cinnamon oatmeal', cls: 'count', refs: [['Oatmeal, instant, fruit flavored, no added fat', '1 packet, dry, yields', 2]] },

  // ---- Chain and supermarket items ----
  { text: 'a 6 inch italian bmt from subway', cls: 'chain', refs: [['Italian sandwich or sub, restaurant', '1 regular or 6" submarine']] },
  { text: 'kfc 2 piece with mashed potatoes', cls: 'chain', refs: [['Chicken, NS as to part, fried, coated, skin / coating eaten', '1 piece', 2], ['Potato, mashed, from fast food', 'Quantity not specified']] },
  { text: 'a subway 6 inch turkey on wheat', cls: 'chain', refs: [['Turkey sandwich or sub, restaurant', '1 regular or 6" submarine']] },
  { text: 'dominos pepperoni, 3 slices', cls: 'chain', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 3]] },
  { text: '2 hot pockets', cls: 'chain', refs: [['Turnover or hot pocket, NFS', '1 regular/large', 2]] },
  { text: 'a subway cookie', cls: 'chain', refs: [['Cookie, chocolate chip', '1 large cookie']] },
  { text: 'a pain au chocolat', cls: 'chain', refs: [['Croissant, chocolate', '1 croissant']] },
  { text: 'a chick fil a chicken biscuit', cls: 'chain', refs: [['Chicken fillet biscuit, from fast food', '1 sandwich, any size']] },
  { text: 'a sausage biscuit from the drive thru', cls: 'chain', refs: [['Sausage biscuit sandwich', '1 regular']] },

  // ---- Drinks with size words ----
  { text: 'a big glass of grapefruit juice', cls: 'drink', refs: [['Grapefruit juice, 100%, NS as to form', '1 fl oz (NFS)', 12]] },
  { text: 'a mug of warm milk with honey', cls: 'drink', refs: [['Milk, NFS', '1 cup'], ['Honey', 'Quantity not specified']] },
  { text: 'a small apple juice', cls: 'drink', refs: [['Apple juice, 100%', '1 fl oz (NFS)', 8]] },
  { text: '2 coronas', cls: 'drink', refs: [['Beer', '1 can or bottle (12 fl oz)', 2]] },
  { text: 'a pint of chocolate milk', cls: 'drink', refs: [['Chocolate milk, NFS', '1 fl oz', 16]] },
  { text: 'a medium sweet tea from mcdonalds', cls: 'drink', refs: [['Tea, iced, brewed, black, pre-sweetened with sugar', '1 medium drink']] },
  { text: 'a sugar free red bull', cls: 'drink', refs: [['Energy drink, sugar-free (Red Bull)', '1 can (8.4 fl oz)']] },
  { text: '2 shots of tequila', cls: 'drink', refs: [['Tequila', '1 shot', 2]] },
  { text: 'half a bottle of rose', cls: 'drink', refs: [['Wine, rose', '1/2 bottle']] },
  { text: 'a litre bottle of water and a banana', cls: 'drink', refs: [['Banana, raw', '1 banana']] },
  { text: 'a bottle of root beer', cls: 'drink', refs: [['Soft drink, root beer', '1 bottle (20 fl oz)']] },
  { text: 'a tall glass of oj with breakfast', cls: 'drink', refs: [['Orange juice, 100%, NFS', '1 fl oz (NFS)', 12]] },
  { text: 'a mug of tea with milk and 2 sugars', cls: 'drink', refs: [['Tea, hot, leaf, black', '1 cup'], ['Milk, NFS', '1 fl oz', 0.5], ['Sugar, white, granulated or lump', '1 teaspoon', 2]] },
  { text: 'a 16 oz mango smoothie', cls: 'drink', refs: [['Fruit smoothie, with whole fruit and dairy', '1 fl oz', 16]] },
  { text: 'a big glass of lemonade', cls: 'drink', refs: [['Lemonade, fruit juice drink', '1 fl oz (NFS)', 12]] },
  { text: 'a glass of eggnog', cls: 'drink', refs: [['Eggnog', '1 cup']] },

  // ---- Dishes "with" sides and toppings ----
  { text: 'a cheesy baked potato', cls: 'sides', refs: [['Potato, baked, peel eaten, with cheese', 'Quantity not specified']] },
  { text: 'chicken breast with steamed broccoli and brown rice', cls: 'sides', refs: [['Chicken breast, baked, broiled, or roasted, skin not eaten, from raw', '1 medium breast'], ['Broccoli, fresh, cooked, no added fat', 'Quantity not specified'], ['Rice, brown, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'pancakes with blueberries, 3', cls: 'sides', refs: [['Pancakes, plain', '1 medium pancake', 3], ['Blueberries, raw', 'Quantity not specified']] },
  { text: 'baked cod with new potatoes', cls: 'sides', refs: [['Fish, cod, baked or broiled', '1 small/regular fillet'], ['Potato, boiled, from fresh,  peel eaten, no added fat', '1 new potato', 3]] },
  { text: 'oatmeal with banana and honey', cls: 'sides', refs: [['Oatmeal, NFS', 'Quantity not specified'], ['Banana, raw', '1 banana'], ['Honey', 'Quantity not specified']] },
  { text: 'a hot fudge sundae', cls: 'sides', refs: [['Ice cream sundae, hot fudge topping', '1 sundae']] },
  { text: 'a chili dog with onions', cls: 'sides', refs: [['Chili hot dog sandwich, on white bun', '1 sandwich']] },
  { text: 'chicken tenders with honey mustard', cls: 'sides', refs: [['Chicken tenders or strips, breaded, from restaurant', 'Quantity not specified'], ['Honey mustard dip', 'Quantity not specified']] },
  { text: 'fish and chips with mushy peas', cls: 'sides', refs: [['Fish, NS as to type, fried', 'Quantity not specified'], ['Potato, french fries, NFS', 'Quantity not specified'], ['Green peas, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'eggs benny, 2', cls: 'sides', refs: [['Egg, Benedict', '1 egg', 2]] },
  { text: 'corn on the cob with butter', cls: 'sides', refs: [['Corn, fresh, cooked, no added fat', '1 regular ear'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'a t-bone with a side salad', cls: 'sides', refs: [['Beef, steak, T-bone, NS as to fat eaten', 'Quantity not specified'], ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad']] },
  { text: 'egg and bacon on a bagel', cls: 'sides', refs: [['Egg sandwich on bagel, with bacon', '1 regular']] },
  { text: 'a scoop of macaroni salad at the bbq', cls: 'sides', refs: [['Macaroni or pasta salad, made with mayonnaise', 'Quantity not specified']] },

  // ---- Everyday snacks ----
  { text: 'a small pack of mixed nuts', cls: 'snack', refs: [['Mixed nuts, NFS', '1 package']] },
  { text: 'a slice of gouda and some crackers', cls: 'snack', refs: [['Cheese, Gouda or Edam', '1 slice'], ['Crackers, NFS', 'Quantity not specified']] },
  { text: 'pretzel rods, 3', cls: 'snack', refs: [['Pretzels, hard, NFS', '1 rod', 3]] },
  { text: '4 fig newtons', cls: 'snack', refs: [['Cookie, fig bar', '1 Newton bar', 4]] },
  { text: '2 rice krispies treats', cls: 'snack', refs: [['Cereal or granola bar, with rice cereal', '1 Rice Krispies bar', 2]] },
  { text: 'a mini bag of kettle corn', cls: 'snack', refs: [['Popcorn, microwave, kettle', '1 snack/mini microwave bag']] },
  { text: 'about 30 pistachios', cls: 'snack', refs: [['Pistachio nuts, NFS', '1 nut', 30]] },
  { text: 'banana with a tbsp of almond butter', cls: 'snack', refs: [['Banana, raw', '1 banana'], ['Almond butter', '1 tablespoon']] },
  { text: 'pita chips and hummus', cls: 'snack', refs: [['Pita chips', 'Quantity not specified'], ['Hummus, plain', 'Quantity not specified']] },
  { text: 'a big bag of cheese puffs', cls: 'snack', refs: [['Cheese flavored corn snacks', '1 large single serving bag']] },
  { text: 'a pack of ritz cheese sandwich crackers', cls: 'snack', refs: [['Crackers, sandwich, cheese filled (Ritz)', '1 individual package']] },
  { text: 'a bag of white cheddar popcorn', cls: 'snack', refs: [['Popcorn, ready-to-eat, cheese flavored', '1 small single serving bag']] },
  { text: 'a handful of wasabi peas', cls: 'snack', refs: [['Wasabi peas', '28.35 g']] },
  { text: 'a glass of skim milk and 2 graham crackers', cls: 'snack', refs: [['Milk, fat free (skim)', '1 cup'], ['Graham crackers', '1 large rectangular piece or 2 squares or 4 small rectangular pieces', 2]] },

  // ---- Desserts ----
  { text: 'a slice of apple strudel', cls: 'dessert', refs: [['Strudel, apple', '1 piece']] },
  { text: 'a chocolate eclair', cls: 'dessert', refs: [['Cream puff, eclair, custard or cream filled, iced', '1 eclair (5" x 2" x 1-3/4")']] },
  { text: 'a slice of custard pie', cls: 'dessert', refs: [['Pie, custard', '1 slice, any size']] },
  { text: 'apple pie a la mode', cls: 'dessert', refs: [['Pie, apple', '1 regular slice'], ['Ice cream, vanilla', '1 cup', 0.5]] },
  { text: 'a slice of lemon drizzle cake', cls: 'dessert', refs: [['Cake or cupcake, lemon', '1 piece/slice, any size']] },
  { text: 'a fudgsicle', cls: 'dessert', refs: [['Fudgesicle', '1 sicle']] },
  { text: 'a slice of coconut cake', cls: 'dessert', refs: [['Cake or cupcake, coconut', '1 piece/slice, any size']] },
  { text: 'a slice of cherry pie', cls: 'dessert', refs: [['Pie, cherry', '1 regular slice']] },
  { text: 'a cup of fruit cocktail in juice', cls: 'dessert', refs: [['Fruit cocktail, canned, juice pack', '1 cup']] },
  { text: 'a slice of pumpkin pie with cool whip', cls: 'dessert', refs: [['Pie, pumpkin', '1 regular slice'], ['Whipped topping', 'Quantity not specified']] },
  { text: 'a cup of rice pudding', cls: 'dessert', refs: [['Pudding, rice', '1 cup']] },
  { text: 'a piece of fudge', cls: 'dessert', refs: [['Chocolate candy, fudge', '1 piece']] },

  // ---- Autocorrect and typos ----
  { text: 'brocoli and cheese soup', cls: 'typo', refs: [['Soup, broccoli cheese', 'Quantity not specified']] },
  { text: 'spagetti with meatsauce', cls: 'typo', refs: [['Pasta with tomato-based sauce and meat, home recipe', 'Quantity not specified']] },
  { text: 'an expresso', cls: 'typo', refs: [['Coffee, espresso', '1 espresso cup (2 fl oz)']] },
  { text: 'strawberry yoghurt', cls: 'typo', refs: [['Yogurt, NS as to type of milk, fruit', 'Quantity not specified']] },
  { text: 'avo toast with a poached egg', cls: 'typo', refs: [['Avocado, raw', 'Quantity not specified'], ['Bread, whole wheat, toasted', '1 medium or regular slice'], ['Egg, whole, boiled or poached', '1 egg']] },
  { text: 'mozarella sticks x5', cls: 'typo', refs: [['Mozzarella sticks, breaded, baked, or fried', '1 piece or stick (4" x 1" x 3/4")', 5]] },
  { text: 'lasagne, a big square', cls: 'typo', refs: [['Lasagna with meat', '1 piece (1/8 of 7" x 12", approx 3-1/2" x 3")']] },
  { text: 'onion rigns, a side', cls: 'typo', refs: [['Fried onion rings', 'Quantity not specified']] },

  // ---- Leftovers ----
  { text: 'leftover chinese, about a cup of lo mein', cls: 'leftover', refs: [['Lo mein, NFS', '1 cup']] },
  { text: 'the rest of the mac and cheese from last night', cls: 'leftover', refs: [['Macaroni or noodles with cheese', 'Quantity not specified']] },
  { text: 'leftover turkey and stuffing', cls: 'leftover', refs: [['Turkey, light and dark meat, roasted, skin eaten', 'Quantity not specified'], ['Bread stuffing', 'Quantity not specified']] },
  { text: 'leftover pizza for breakfast, one slice of pepperoni', cls: 'leftover', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS']] },
  { text: 'the last 2 slices of meatloaf', cls: 'leftover', refs: [['Meat loaf made with beef', '1 medium slice', 2]] },
  { text: "yesterday's fried rice, warmed up", cls: 'leftover', refs: [['Rice, fried, NFS', 'Quantity not specified']] },
  { text: 'some leftover roast beef on a roll', cls: 'leftover', refs: [['Roast beef sandwich on white', 'Quantity not specified']] },
  { text: 'leftover curry and naan', cls: 'leftover', refs: [['Chicken curry', 'Quantity not specified'], ['Bread, naan', 'Quantity not specified']] },
  { text: 'cold leftover spaghetti straight from the pot', cls: 'leftover', refs: [['Pasta with tomato-based sauce, home recipe', 'Quantity not specified']] },
  { text: 'two leftover chicken enchiladas', cls: 'leftover', refs: [['Enchilada, chicken', '1 enchilada, any size', 2]] },

  // ---- Framing ----
  { text: 'for breakfast i had 2 boiled eggs', cls: 'framing', refs: [['Egg, whole, boiled or poached', '1 egg', 2]] },
  { text: 'grabbed a banana on my way out', cls: 'framing', refs: [['Banana, raw', '1 banana']] },
  { text: 'rewarded myself with a vanilla cupcake', cls: 'framing', refs: [['Cake or cupcake, white with white icing, bakery', '1 regular cupcake']] },
  { text: 'my snack today was an apple with peanut butter', cls: 'framing', refs: [['Apple, raw', '1 medium'], ['Peanut butter', 'Quantity not specified']] },
  { text: 'had some chicken soup because i was sick', cls: 'framing', refs: [['Soup, chicken noodle', 'Quantity not specified']] },
  { text: 'dinner tonight was 2 pork chops and green beans', cls: 'framing', refs: [['Pork, chop, lean and fat eaten', '1 regular', 2], ['Green beans, fresh, cooked, fat added, NS as to fat type', 'Quantity not specified']] },
  { text: 'date night: shared a pizza, i had 3 slices', cls: 'framing', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 3]] },
  { text: 'midnight snack - toast with nutella', cls: 'framing', refs: [['Bread, white, toasted', '1 medium or regular slice'], ['Chocolate hazelnut spread', 'Guideline amount per slice of bread/roll']] },
  { text: 'just had a small salad for lunch', cls: 'framing', refs: [['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad']] },
  { text: 'afternoon pick me up: a latte', cls: 'framing', refs: [['Coffee, Latte', 'Quantity not specified']] },
  { text: 'i only ate half a sandwich, ham and cheese', cls: 'framing', refs: [['Ham sandwich on white, with cheese', '1 regular', 0.5]] },
  { text: 'brunch with friends - french toast and bacon', cls: 'framing', refs: [['French toast, plain', 'Quantity not specified'], ['Pork bacon, NS as to fresh, smoked or cured, cooked', 'Quantity not specified']] },
  { text: 'after the game we got wings, i ate 10', cls: 'framing', refs: [['Chicken wing, fried, coated, from restaurant', '1 wing, any size', 10]] },
  { text: 'couldnt resist a jelly donut', cls: 'framing', refs: [['Doughnut, jelly', '1 doughnut']] },
];
