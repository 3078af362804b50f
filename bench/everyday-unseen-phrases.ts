/**
 * Everyday food-log phrases written in session 12 BEFORE any engine change of that session, in the
 * miss classes of issue 23, to estimate accuracy on phrasing the engine was not tuned on (the
 * older bench/everyday-phrases.ts was written together with its fixes). Written for this bench:
 * no benchmark's text, no copy of bench/everyday-phrases.ts.
 *
 * References follow bench/everyday-phrases.ts (an FNDDS 2021–2023 food and one of its own
 * portions by exact USDA wording, or a published figure with its source) and its portion
 * conventions: "a X" = FNDDS "Quantity not specified" unless FNDDS weighs "1 X"; "a bowl of" soup,
 * stew, cereal = 1½ × "1 cup"; "a glass of" a drink = 8 fl oz. Added here:
 *   - a topping, spread, dressing or side named with no amount = that food's own FNDDS
 *     "Quantity not specified" (NHANES's typical amount: butter 14 g, dressing 30 g, nuts 28 g);
 *   - "a scoop of" ice cream = ½ × FNDDS "1 cup" (the carton's serving; FNDDS's "1 scoop" of
 *     120 g is a scoop shop's and is what issue 23 reports as twice the usual);
 *   - a whole item ("a whole large pizza", "a loaf", "a whole pie") = FNDDS's whole-item portion;
 *   - a drink "on the rocks" or "straight from the fridge" is the drink alone (ice has no energy).
 *
 * Split (fixed before any scoring): FNV-1a of the text mod 3 === 0 → validation, else tuning
 * (bench/everyday.ts --set unseen). Validation phrases are counted, never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import { fnv1a } from './fnv1a.js';

export type UnseenClass = 'wording' | 'whole' | 'unit' | 'packaging' | 'framing' | 'toppings' | 'brand' | 'multi';

export interface UnseenPhrase {
  text: string;
  cls: UnseenClass;
  refs: Ref[];
}

const label = (item: string) => `US package label, ${item}`;

export const UNSEEN: UnseenPhrase[] = [
  // ---- A word outside the food decides the food: shape, colour, form, serving words ----
  { text: 'a glass of cranberry juice', cls: 'wording', refs: [['Cranberry juice drink, with high vitamin C', '1 fl oz (NFS)', 8]] },
  { text: 'glass of prune juice', cls: 'wording', refs: [['Prune juice, 100%', '1 fl oz (NFS)', 8]] },
  { text: 'grape juice, one glass', cls: 'wording', refs: [['Grape juice, 100%', '1 fl oz (NFS)', 8]] },
  { text: 'whiskey on the rocks', cls: 'wording', refs: [['Whiskey', '1 drink']] },
  { text: 'a vodka tonic', cls: 'wording', refs: [['Vodka and tonic', '1 drink']] },
  { text: 'margarita on the rocks', cls: 'wording', refs: [['Margarita', '1 drink']] },
  { text: 'a glass of milk straight from the fridge', cls: 'wording', refs: [['Milk, NFS', '1 cup']] },
  { text: 'a cold can of coke straight from the fridge', cls: 'wording', refs: [['Soft drink, cola', '1 can (12 fl oz)']] },
  { text: 'a 6-inch meatball sub', cls: 'wording', refs: [['Meatball sandwich or sub', '1 regular or 6" submarine']] },
  { text: 'a foot long meatball sub', cls: 'wording', refs: [['Meatball sandwich or sub', '1 regular or 6" submarine', 2]] },
  { text: 'a red velvet cupcake', cls: 'wording', refs: [['Cake or cupcake, red velvet', '1 cupcake, any size']] },
  { text: 'a glass of hot apple cider', cls: 'wording', refs: [['Apple cider', '1 fl oz (NFS)', 8]] },
  { text: 'a baked sweet potato', cls: 'wording', refs: [['Sweet potato, baked, NS as to fat', 'Quantity not specified']] },
  { text: 'a slice of meatloaf', cls: 'wording', refs: [['Meat loaf made with beef', '1 medium slice']] },
  { text: 'a green smoothie', cls: 'wording', refs: [['Fruit and vegetable smoothie, non-dairy', 'Quantity not specified']] },
  { text: 'a frozen margarita', cls: 'wording', refs: [['Frozen margarita', '1 drink']] },
  { text: 'a slice of white bread', cls: 'wording', refs: [['Bread, white', '1 medium or regular slice']] },
  { text: 'a cinnamon sugar pretzel', cls: 'wording', refs: [['Pretzels, soft, from frozen, cinnamon sugar coated', '1 pretzel, NS as to size']] },
  { text: 'a cup of dried cranberries', cls: 'wording', refs: [['Cranberries, dried', '1 cup']] },

  // ---- Whole items vs pieces ----
  { text: 'a whole large cheese pizza', cls: 'whole', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 large pizza (13-15" diameter)']] },
  { text: 'an entire medium pepperoni pizza', cls: 'whole', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 medium pizza (11-12" diameter)']] },
  { text: 'half a large pepperoni pizza', cls: 'whole', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 large pizza (13-15" diameter)', 0.5]] },
  { text: 'a small cheese pizza all to myself', cls: 'whole', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 small pizza (8-10" diameter)']] },
  { text: 'a loaf of french bread', cls: 'whole', refs: [['Bread, French or Vienna', '1 loaf (14" long)']] },
  { text: 'a whole baguette', cls: 'whole', refs: [['Bread, French or Vienna', '1 baguette (about 22" long)']] },
  { text: 'a whole cantaloupe', cls: 'whole', refs: [['Cantaloupe, raw', '1 medium melon']] },
  { text: 'a whole avocado', cls: 'whole', refs: [['Avocado, raw', '1 fruit']] },
  { text: 'half an avocado', cls: 'whole', refs: [['Avocado, raw', '1 fruit', 0.5]] },
  { text: 'a whole cucumber', cls: 'whole', refs: [['Cucumber, raw', '1 regular']] },
  { text: 'a whole grapefruit', cls: 'whole', refs: [['Grapefruit, raw', '1 fruit']] },
  { text: 'half a grapefruit', cls: 'whole', refs: [['Grapefruit, raw', '1 half']] },
  { text: 'a whole pumpkin pie', cls: 'whole', refs: [['Pie, pumpkin', '1 regular pie (8-9" dia)']] },
  { text: 'the whole sleeve of ritz crackers', cls: 'whole', refs: [['Crackers, butter (Ritz)', '1 sleeve']] },
  { text: 'a whole bag of microwave popcorn', cls: 'whole', refs: [['Popcorn, microwave, NFS', '1 regular microwave bag']] },
  { text: 'a whole family-size bag of doritos', cls: 'whole', refs: [['Tortilla chips, nacho cheese flavor (Doritos)', '262 g']] },
  { text: 'a box of kraft mac and cheese', cls: 'whole', refs: [['Macaroni or noodles with cheese, made from packaged mix', '1 cup', 3]] },
  { text: 'a pint of chocolate ice cream', cls: 'whole', refs: [['Ice cream, chocolate', '1 cup', 2]] },
  { text: 'a dozen donut holes', cls: 'whole', refs: [['Doughnut holes', '1 doughnut hole', 12]] },

  // ---- Unit sizes: scoop, slice, bowl, wedge, stick ----
  { text: 'a scoop of chocolate ice cream', cls: 'unit', refs: [['Ice cream, chocolate', '1 cup', 0.5]] },
  { text: 'two scoops of vanilla ice cream in a bowl', cls: 'unit', refs: [['Ice cream, vanilla', '1 cup', 1]] },
  { text: 'a slice of cheesecake', cls: 'unit', refs: [['Cheesecake, plain', '1 piece/slice, any size']] },
  { text: 'a slice of pecan pie', cls: 'unit', refs: [['Pie, pecan', '1 regular slice']] },
  { text: 'a slice of pound cake', cls: 'unit', refs: [['Cake, pound', '1 piece/slice, any size']] },
  { text: 'a slice of red velvet cake', cls: 'unit', refs: [['Cake or cupcake, red velvet', '1 piece/slice, any size']] },
  { text: 'a bowl of chicken noodle soup', cls: 'unit', refs: [['Soup, chicken noodle', '1 cup', 1.5]] },
  { text: 'a cup of tomato soup', cls: 'unit', refs: [['Soup, tomato', '1 cup']] },
  { text: 'a bowl of chili with meat', cls: 'unit', refs: [['Chili with meat', '1 cup', 1.5]] },
  { text: 'a wedge of watermelon', cls: 'unit', refs: [['Watermelon, raw', '1 medium wedge/slice']] },
  { text: 'a wedge of cantaloupe', cls: 'unit', refs: [['Cantaloupe, raw', '1 medium wedge/slice']] },
  { text: 'a slice of swiss cheese', cls: 'unit', refs: [['Cheese, Swiss', '1 slice']] },
  { text: 'a tablespoon of peanut butter', cls: 'unit', refs: [['Peanut butter', '1 tablespoon']] },
  { text: 'a cup of blueberries', cls: 'unit', refs: [['Blueberries, raw', '1 cup']] },
  { text: 'a cup of cooked quinoa', cls: 'unit', refs: [['Quinoa, NS as to fat', '1 cup, cooked']] },
  { text: 'a handful of cashews', cls: 'unit', refs: [['Cashews, NFS', '1 oz']] },
  { text: 'a mug of hot cocoa', cls: 'unit', refs: [['Hot chocolate / cocoa, NFS', '1 cup']] },
  { text: 'a large slice of apple pie', cls: 'unit', refs: [['Pie, apple', '1 large slice']] },
  { text: 'a piece of cornbread', cls: 'unit', refs: [['Cornbread, made from home recipe', '1 piece']] },

  // ---- Packaging words: packs, cans, pouches, bottles, boxes ----
  { text: 'a can of tuna, drained', cls: 'packaging', refs: [['Fish, tuna, canned', '1 standard can']] },
  { text: 'a pouch of tuna', cls: 'packaging', refs: [['Fish, tuna, canned', '1 pouch']] },
  { text: 'a snack-size cup of applesauce', cls: 'packaging', refs: [['Applesauce, regular', '1 snack size container']] },
  { text: 'an applesauce pouch', cls: 'packaging', refs: [['Applesauce, regular', '1 pouch']] },
  { text: 'an apple juice box', cls: 'packaging', refs: [['Apple juice, 100%', '1 juice box/pouch (6.75 fl oz)']] },
  { text: 'a 20 oz bottle of gatorade', cls: 'packaging', refs: [['Sports drink (Gatorade G)', '1 bottle (20 fl oz)']] },
  { text: 'a 20 oz bottle of coke', cls: 'packaging', refs: [['Soft drink, cola', '1 bottle (20 fl oz)']] },
  { text: 'a can of chicken noodle soup', cls: 'packaging', refs: [['Soup, chicken noodle, canned', '1 can']] },
  { text: 'a can of tomato soup', cls: 'packaging', refs: [['Soup, tomato, canned', '1 can']] },
  { text: 'a can of chili', cls: 'packaging', refs: [['Chili with meat, canned', '1 can']] },
  { text: 'a snack pack of pineapple chunks', cls: 'packaging', refs: [['Pineapple, canned, NFS', '1 snack size container']] },
  { text: 'a two-pack of peanut butter cups', cls: 'packaging', refs: [{ kcal: 210, carbs: 24, source: label("Reese's Peanut Butter Cups, 1.5 oz 2-cup pack") }] },
  { text: 'a single serve bag of ritz crackers', cls: 'packaging', refs: [['Crackers, butter (Ritz)', '1 small or medium single serving bag']] },
  { text: 'a pack of ritz peanut butter crackers', cls: 'packaging', refs: [['Crackers, sandwich, peanut butter filled (Ritz)', '1 individual package']] },
  { text: 'a medium bag of potato chips', cls: 'packaging', refs: [['Potato chips, plain', '1 medium single serving bag']] },
  { text: 'a mini bag of microwave popcorn', cls: 'packaging', refs: [['Popcorn, microwave, NFS', '1 snack/mini microwave bag']] },
  { text: 'a 100 calorie pack of popcorn', cls: 'packaging', refs: [['Popcorn, microwave, NFS', '1 100 calorie package']] },
  { text: 'a fun size box of grape juice', cls: 'packaging', refs: [['Grape juice, 100%', '1 fun size box (4.23 fl oz)']] },
  { text: 'a packet of ketchup', cls: 'packaging', refs: [['Ketchup', '1 packet']] },

  // ---- Framing that must not block the food ----
  { text: 'grabbed a blueberry muffin on the way home', cls: 'framing', refs: [['Muffin, NFS', 'Quantity not specified']] },
  { text: 'munching on some grapes this afternoon', cls: 'framing', refs: [['Grapes, raw', 'Quantity not specified']] },
  { text: "i'm rewarding myself with a slice of cheesecake", cls: 'framing', refs: [['Cheesecake, plain', '1 piece/slice, any size']] },
  { text: "I've got lasagna waiting for supper", cls: 'framing', refs: [['Lasagna with meat', 'Quantity not specified']] },
  { text: 'wolfed down two hot dogs at the game', cls: 'framing', refs: [['Hot dog sandwich, NFS, on white bun', 'Quantity not specified', 2]] },
  { text: 'nibbling on a bag of pretzels while i work', cls: 'framing', refs: [['Pretzels, hard, NFS', '1 small single serving bag']] },
  { text: 'about to dig into a bowl of beef stew', cls: 'framing', refs: [['Beef, potatoes, and vegetables including carrots, broccoli, and/or dark-green leafy; tomato-based sauce', '1 cup', 1.5]] },
  { text: 'been snacking on a banana and some almonds', cls: 'framing', refs: [['Banana, raw', '1 banana'], ['Almonds, NFS', 'Quantity not specified']] },
  { text: 'my coworker brought donuts and i had one glazed', cls: 'framing', refs: [['Doughnut, yeast type', 'Quantity not specified']] },
  { text: 'late night craving so i made a grilled cheese', cls: 'framing', refs: [['Grilled cheese sandwich, NFS', 'Quantity not specified']] },
  { text: 'on my lunch break eating a turkey sandwich', cls: 'framing', refs: [['Turkey sandwich on white', 'Quantity not specified']] },
  { text: 'quick breakfast before class: two toaster waffles', cls: 'framing', refs: [['Waffle, plain, frozen', '1 waffle', 2]] },
  { text: 'note to self, ate a bowl of corn flakes at 10pm', cls: 'framing', refs: [['Cereal, corn flakes, plain', '1 cup', 1.5]] },
  { text: 'tried a new bbq place and got a pulled pork sandwich', cls: 'framing', refs: [['Barbecue pork sandwich, on white bun', 'Quantity not specified']] },
  { text: 'honestly just had a bag of microwave popcorn for dinner', cls: 'framing', refs: [['Popcorn, microwave, NFS', '1 regular microwave bag']] },
  { text: 'needed something sweet so i had a brownie', cls: 'framing', refs: [['Cookie, brownie, NS as to icing', 'Quantity not specified']] },
  { text: 'sipping on a glass of lemonade on the porch', cls: 'framing', refs: [['Lemonade, fruit juice drink', '1 fl oz (NFS)', 8]] },
  { text: 'finally sat down to a plate of spaghetti', cls: 'framing', refs: [['Pasta with tomato-based sauce, home recipe', '1 cup', 2]] },
  { text: 'the kids and i shared a bag of chips, i had about half', cls: 'framing', refs: [['Potato chips, plain', '1 small single serving bag', 0.5]] },

  // ---- Toppings, spreads and sides with no amount ----
  { text: 'oatmeal with walnuts', cls: 'toppings', refs: [['Oatmeal, regular or quick, made with water, no added fat', 'Quantity not specified'], ['Walnuts, excluding honey roasted', 'Quantity not specified']] },
  { text: 'oatmeal with brown sugar and raisins', cls: 'toppings', refs: [['Oatmeal, regular or quick, made with water, no added fat', 'Quantity not specified'], ['Sugar, brown', 'Quantity not specified'], ['Raisins', 'Quantity not specified']] },
  { text: 'a garden salad with ranch on the side', cls: 'toppings', refs: [['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad'], ['Ranch dressing', 'Quantity not specified']] },
  { text: 'toast with butter', cls: 'toppings', refs: [['Bread, white, toasted', '1 medium or regular slice'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'coffee with cream and sugar', cls: 'toppings', refs: [['Coffee, brewed', 'Quantity not specified'], ['Cream, light', 'Quantity not specified'], ['Sugar, white, granulated or lump', 'Quantity not specified']] },
  { text: 'a baked potato with butter', cls: 'toppings', refs: [['Potato, baked, NFS', 'Quantity not specified'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'greek yogurt with honey', cls: 'toppings', refs: [['Yogurt, Greek, NS as to type of milk or flavor', 'Quantity not specified'], ['Honey', 'Quantity not specified']] },
  { text: 'a steak with a side salad', cls: 'toppings', refs: [['Beef, steak, NFS', 'Quantity not specified'], ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad']] },
  { text: 'a hamburger with a side of fries', cls: 'toppings', refs: [['Hamburger, NFS', '1 hamburger'], ['Potato, french fries, restaurant', 'Quantity not specified']] },
  { text: 'waffles with whipped cream and strawberries', cls: 'toppings', refs: [['Waffle, plain', 'Quantity not specified', 2], ['Cream, whipped', 'Quantity not specified'], ['Strawberries, raw', 'Quantity not specified']] },
  { text: 'a bagel with butter', cls: 'toppings', refs: [['Bagel', 'Quantity not specified'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'chili with cheese and sour cream', cls: 'toppings', refs: [['Chili with meat and beans', 'Quantity not specified'], ['Cheese, Cheddar', 'Quantity not specified'], ['Sour cream, regular', 'Quantity not specified']] },
  { text: 'spaghetti with parmesan', cls: 'toppings', refs: [['Pasta with tomato-based sauce, home recipe', 'Quantity not specified'], ['Cheese, Parmesan, dry grated', 'Quantity not specified']] },
  { text: 'a hot dog with ketchup and mustard', cls: 'toppings', refs: [['Hot dog sandwich, NFS, on white bun', 'Quantity not specified'], ['Ketchup', 'Quantity not specified'], ['Mustard', 'Quantity not specified']] },
  { text: 'cottage cheese with pineapple', cls: 'toppings', refs: [['Cheese, cottage, NFS', 'Quantity not specified'], ['Pineapple, canned, NFS', 'Quantity not specified']] },
  { text: 'pancakes with butter and syrup', cls: 'toppings', refs: [['Pancakes, plain', 'Quantity not specified'], ['Butter, stick', 'Quantity not specified'], ['Pancake syrup', 'Quantity not specified']] },
  { text: 'chicken wings with ranch', cls: 'toppings', refs: [['Chicken wing, fried, coated, from restaurant', 'Quantity not specified'], ['Ranch dressing', 'Quantity not specified']] },
  { text: 'tortilla chips and salsa', cls: 'toppings', refs: [['Tortilla chips, plain', 'Quantity not specified'], ['Salsa, NFS', 'Quantity not specified']] },
  { text: 'tacos with guacamole', cls: 'toppings', refs: [['Taco, NFS', '1 small/regular', 2], ['Guacamole, NFS', 'Quantity not specified']] },

  // ---- Brands and descriptive words ----
  { text: 'a pretzel twist from the mall', cls: 'brand', refs: [['Pretzels, soft, NFS', '1 pretzel, NS as to size']] },
  { text: 'a super-ripe mango', cls: 'brand', refs: [['Mango, raw', '1 mango']] },
  { text: 'a honeycrisp apple', cls: 'brand', refs: [['Apple, raw', '1 medium']] },
  { text: 'a big juicy peach', cls: 'brand', refs: [['Peach, raw', '1 fruit']] },
  { text: 'a perfectly ripe pear', cls: 'brand', refs: [['Pear, raw', '1 fruit']] },
  { text: 'a navel orange', cls: 'brand', refs: [['Orange, raw', '1 fruit']] },
  { text: 'goldfish crackers, a snack bag', cls: 'brand', refs: [['Crackers, cheese (Goldfish)', '1 small or medium single serving bag']] },
  { text: 'a snack bag of cheez-its', cls: 'brand', refs: [['Crackers, cheese (Cheez-It)', '1 small or medium single serving bag']] },
  { text: 'a nature valley crunchy granola bar', cls: 'brand', refs: [['Cereal or granola bar (General Mills Nature Valley Crunchy Granola Bar)', '1 package (2 bars)']] },
  { text: 'a pack of cool ranch doritos', cls: 'brand', refs: [['Tortilla chips, cool ranch flavor (Doritos)', '1 small single serving bag']] },
  { text: 'a bottle of powerade', cls: 'brand', refs: [['Sports drink (Powerade)', '1 bottle (20 fl oz)']] },
  { text: 'a chobani greek yogurt', cls: 'brand', refs: [['Yogurt, Greek, NS as to type of milk or flavor', '1 5.3 oz container']] },
  { text: 'an eggo waffle', cls: 'brand', refs: [['Waffle, plain, frozen', '1 waffle']] },
  { text: 'a slim jim', cls: 'brand', refs: [['Beef jerky', '1 Slim Jim']] },
  { text: 'a fig newton', cls: 'brand', refs: [['Cookie, fig bar', '1 Newton bar']] },
  { text: 'two chips ahoy cookies', cls: 'brand', refs: [['Cookie, chocolate chip', '1 Nabisco Chips Ahoy!', 2]] },
  { text: 'a crispy chicken sandwich', cls: 'brand', refs: [['Chicken fillet sandwich, fried, from fast food', 'Quantity not specified']] },
  { text: 'a jumbo soft pretzel', cls: 'brand', refs: [['Pretzels, soft, NFS', '1 large']] },
  { text: 'an everything bagel', cls: 'brand', refs: [['Bagel', 'Quantity not specified']] },

  // ---- Several foods in one line, typos, lower case ----
  { text: '2 eggs, 2 strips of bacon and a slice of toast', cls: 'multi', refs: [['Egg, whole, fried, NS as to fat', '1 egg', 2], ['Pork bacon, NS as to fresh, smoked or cured, cooked', '1 medium slice (yield after cooking)', 2], ['Bread, white, toasted', '1 medium or regular slice']] },
  { text: 'chiken nuggets and fries', cls: 'multi', refs: [['Chicken nuggets, from fast food', 'Quantity not specified'], ['Potato, french fries, fast food', 'Quantity not specified']] },
  { text: 'cheesburger fries and a coke', cls: 'multi', refs: [['Cheeseburger, NFS', '1 cheeseburger'], ['Potato, french fries, fast food', 'Quantity not specified'], ['Soft drink, cola', 'Quantity not specified']] },
  { text: 'a bannana and a cup of coffee', cls: 'multi', refs: [['Banana, raw', '1 banana'], ['Coffee, brewed', '1 cup (8 fl oz)']] },
  { text: 'brocoli and brown rice', cls: 'multi', refs: [['Broccoli, NS as to form, cooked', 'Quantity not specified'], ['Rice, brown, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'spagetti and meatballs', cls: 'multi', refs: [['Pasta with tomato-based sauce and meat, home recipe', 'Quantity not specified']] },
  { text: 'turkey sandwhich and a bag of chips', cls: 'multi', refs: [['Turkey sandwich on white', 'Quantity not specified'], ['Potato chips, plain', '1 small single serving bag']] },
  { text: 'avacado toast', cls: 'multi', refs: [['Bread, white, toasted', '1 medium or regular slice'], ['Avocado, raw', 'Quantity not specified']] },
  { text: 'yoghurt and granola', cls: 'multi', refs: [['Yogurt, NFS', '1 6 oz container'], ['Cereal, granola', 'Quantity not specified']] },
  { text: 'a glazed donut and a medium iced latte', cls: 'multi', refs: [['Doughnut, yeast type', 'Quantity not specified'], ['Coffee, Iced Latte', '1 medium']] },
  { text: 'grilled chicken, white rice and green beans', cls: 'multi', refs: [['Chicken breast, grilled without sauce, skin not eaten', 'Quantity not specified'], ['Rice, white, cooked, NS as to fat', 'Quantity not specified'], ['Green beans, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'pb and j and a glass of milk', cls: 'multi', refs: [['Peanut butter and jelly sandwich, with regular peanut butter, regular jelly, on white bread', 'Quantity not specified'], ['Milk, NFS', '1 cup']] },
  { text: 'salmon, asparagus, and a baked potato', cls: 'multi', refs: [['Fish, salmon, baked or broiled', 'Quantity not specified'], ['Asparagus, NS as to form, cooked', 'Quantity not specified'], ['Potato, baked, NFS', 'Quantity not specified']] },
  { text: 'cerael with milk', cls: 'multi', refs: [["Cereal, O's, NFS", '1 cup'], ['Milk, NFS', '1 cup', 0.5]] },
  { text: 'a cheese quesadila and salsa', cls: 'multi', refs: [['Quesadilla, cheese only', '1 full circle'], ['Salsa, NFS', 'Quantity not specified']] },
  { text: 'two slices of pizza and a salad', cls: 'multi', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2], ['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad']] },
  { text: 'an apple, a string cheese and some crackers', cls: 'multi', refs: [['Apple, raw', '1 medium'], ['Cheese, Mozzarella, NFS', '1 stick'], ['Crackers, NFS', 'Quantity not specified']] },
  { text: 'scrambled eggs with toast and orange juice', cls: 'multi', refs: [['Egg omelet or scrambled egg, NS as to fat', 'Quantity not specified'], ['Bread, white, toasted', '1 medium or regular slice'], ['Orange juice, 100%, NFS', '1 fl oz (NFS)', 8]] },
  { text: 'burger and onion rings', cls: 'multi', refs: [['Hamburger, NFS', '1 hamburger'], ['Fried onion rings', 'Quantity not specified']] },
];

/** The fixed split: FNV-1a of the phrase's text, a third to validation (counted, never read). */
export function unseenSplit(text: string): 'tuning' | 'validation' {
  return fnv1a(text) % 3 === 0 ? 'validation' : 'tuning';
}
