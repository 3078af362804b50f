/**
 * A second unseen everyday set (session 13), written BEFORE any engine change of that session and
 * scored on main first: food-log phrases of everyday foods the first unseen set
 * (bench/everyday-unseen-phrases.ts) does not cover — breakfasts, cafe drinks, fast food, frozen
 * meals, fruit, sandwiches, dishes of other cuisines, desserts, alcohol, snacks — written as people
 * type them (lower case, "w/", "2 c", "tbsp", typos, brands, framing), plus new phrases in the miss
 * classes of issue 23. Written for this bench: no benchmark's text, no phrase of the first set or of
 * bench/everyday-phrases.ts reworded.
 *
 * References follow the first unseen set (an FNDDS 2021–2023 food and one of its own portions by
 * exact USDA wording): "a X" = FNDDS "Quantity not specified" unless FNDDS weighs "1 X"; "a bowl
 * of" soup, stew, cereal = 1½ × "1 cup"; "a glass of" a drink = 8 fl oz (wine: FNDDS's "1 glass");
 * a topping, spread or side with no amount = its own "Quantity not specified"; milk on cereal =
 * ½ cup; "a scoop of" ice cream = ½ × "1 cup"; a cafe size "tall / grande / venti" = FNDDS's
 * small / medium / large; a whole item = FNDDS's whole-item portion; "a handful" of nuts or
 * snacks = 1 oz; "a few" = 3; "a plate of" nachos = FNDDS's "1 order"; a "caramel macchiato"
 * is the cafe chain's drink (a flavoured latte), not FNDDS's 2 fl oz espresso macchiato.
 *
 * Split (fixed before any scoring): the same FNV-1a rule as the first set, a third to validation
 * (`npm run bench:everyday -- --set unseen2`). Validation phrases are counted, never read or printed.
 */
import type { Ref } from './everyday-phrases.js';
import type { UnseenClass } from './everyday-unseen-phrases.js';

export type Unseen2Class = UnseenClass | 'breakfast' | 'cafe' | 'fastfood' | 'frozen' | 'fruit' | 'sandwich' | 'ethnic' | 'dessert' | 'alcohol' | 'snack';

export interface Unseen2Phrase {
  text: string;
  cls: Unseen2Class;
  refs: Ref[];
}

export const UNSEEN2: Unseen2Phrase[] = [
  // ---- Breakfasts ----
  { text: 'bowl of honey nut cheerios w/ 2% milk', cls: 'breakfast', refs: [["Cereal, O's, honey nut", '1 cup', 1.5], ['Milk, reduced fat (2%)', '1 cup', 0.5]] },
  { text: '2 scrambled eggs w/ cheese', cls: 'breakfast', refs: [['Egg omelet or scrambled egg, with cheese, made with butter', '1 egg', 2]] },
  { text: '3 pancakes w/ syrup', cls: 'breakfast', refs: [['Pancakes, plain', '1 medium pancake', 3], ['Pancake syrup', 'Quantity not specified']] },
  { text: 'french toast, 2 slices', cls: 'breakfast', refs: [['French toast, plain', '1 slice, any size', 2]] },
  { text: 'two hard boiled eggs', cls: 'breakfast', refs: [['Egg, whole, boiled or poached', '1 egg', 2]] },
  { text: 'a packet of maple brown sugar instant oatmeal', cls: 'breakfast', refs: [['Oatmeal, instant, maple flavored, no added fat', '1 packet, dry, yields']] },
  { text: 'grits w/ butter', cls: 'breakfast', refs: [['Grits, regular or quick, made with water, no added fat', 'Quantity not specified'], ['Butter, stick', 'Quantity not specified']] },
  { text: 'biscuits and gravy', cls: 'breakfast', refs: [['Biscuit with gravy', '1 biscuit with gravy']] },
  { text: 'a side of hash browns', cls: 'breakfast', refs: [['Potato, hash brown, NFS', 'Quantity not specified']] },
  { text: 'a butter croissant', cls: 'breakfast', refs: [['Croissant', 'Quantity not specified']] },
  { text: 'a frosted cinnamon roll', cls: 'breakfast', refs: [['Roll, sweet, cinnamon bun, frosted', 'Quantity not specified']] },
  { text: 'corned beef hash w/ a fried egg', cls: 'breakfast', refs: [['Corned beef hash', 'Quantity not specified'], ['Egg, whole, fried, NS as to fat', '1 egg']] },
  { text: 'a breakfast burrito w/ egg and sausage', cls: 'breakfast', refs: [['Egg burrito, with sausage', '1 item, any size']] },

  // ---- Cafe drinks ----
  { text: 'a venti skim latte', cls: 'cafe', refs: [['Coffee, Latte, nonfat', '1 large']] },
  { text: 'tall vanilla latte w/ oat milk', cls: 'cafe', refs: [['Coffee, Latte, with non-dairy milk, flavored', '1 small']] },
  { text: 'a venti iced caramel latte', cls: 'cafe', refs: [['Coffee, Iced Latte, flavored', '1 large']] },
  { text: 'medium cappuccino', cls: 'cafe', refs: [['Coffee, Cappuccino', '1 medium']] },
  { text: 'a cafe mocha', cls: 'cafe', refs: [['Coffee, Cafe Mocha', 'Quantity not specified']] },
  { text: 'a double shot of espresso', cls: 'cafe', refs: [['Coffee, espresso', '1 fl oz', 2]] },
  { text: 'a caramel macchiato', cls: 'cafe', refs: [['Coffee, Latte, flavored', 'Quantity not specified']] },
  { text: 'a taro bubble tea', cls: 'cafe', refs: [['Tea, bubble', '1 item, any size']] },
  { text: 'hot chocolate w/ whipped cream', cls: 'cafe', refs: [['Hot chocolate / cocoa, with whipped cream', 'Quantity not specified']] },
  { text: 'cup of green tea w/ honey', cls: 'cafe', refs: [['Tea, hot, leaf, green', '1 cup'], ['Honey', 'Quantity not specified']] },
  { text: 'a large iced mocha', cls: 'cafe', refs: [['Coffee, Iced Cafe Mocha', '1 large']] },
  { text: 'a mango smoothie w/ yogurt', cls: 'cafe', refs: [['Fruit smoothie, with whole fruit and dairy', 'Quantity not specified']] },

  // ---- Fast food ----
  { text: 'a big mac and a large fry', cls: 'fastfood', refs: [['Big Mac (McDonalds)', "1 McDonald's Big Mac"], ['Potato, french fries, fast food', '1 large fast food order']] },
  { text: 'whopper w/ cheese', cls: 'fastfood', refs: [['Whopper with cheese (Burger King)', 'Quantity not specified']] },
  { text: '10 piece mcnuggets', cls: 'fastfood', refs: [['Chicken nuggets, from fast food', '1 nugget', 10]] },
  { text: '2 crunchy beef tacos', cls: 'fastfood', refs: [['Taco, corn tortilla, beef, cheese', '1 small/regular', 2]] },
  { text: 'chicken burrito bowl w/ rice and beans', cls: 'fastfood', refs: [['Burrito bowl, chicken, with beans and rice', '1 item, any size']] },
  { text: 'a bean burrito', cls: 'fastfood', refs: [['Burrito, with beans, cheese', 'Quantity not specified']] },
  { text: 'an order of onion rings', cls: 'fastfood', refs: [['Fried onion rings', '1 fast food order']] },
  { text: 'a corn dog at the fair', cls: 'fastfood', refs: [['Corn dog', 'Quantity not specified']] },
  { text: 'half a chicken quesadilla', cls: 'fastfood', refs: [['Quesadilla, chicken', '1 half circle']] },
  { text: 'a fried chicken drumstick', cls: 'fastfood', refs: [['Chicken drumstick, fried, coated, skin / coating eaten, from fast food / restaurant', '1 drumstick']] },
  { text: 'a double cheeseburger', cls: 'fastfood', refs: [['Double cheeseburger (McDonalds)', 'Quantity not specified']] },

  // ---- Frozen and packaged meals ----
  { text: 'a frozen bean and cheese burrito', cls: 'frozen', refs: [['Burrito, with beans, cheese', 'Quantity not specified']] },
  { text: 'a ham and cheese hot pocket', cls: 'frozen', refs: [['Turnover or hot pocket, ham', '1 regular/large']] },
  { text: 'a beef pot pie', cls: 'frozen', refs: [['Pot pie, beef', '1 individual pie']] },
  { text: '6 fish sticks', cls: 'frozen', refs: [['Fish, stick', '1 stick', 6]] },
  { text: 'a pack of ramen noodles', cls: 'frozen', refs: [['Soup, ramen noodles, water added', '1 oz, dry, yields', 3]] },
  { text: 'pizza rolls, about 12', cls: 'frozen', refs: [['Pizza rolls', '1 pizza roll', 12]] },
  { text: 'half a frozen pepperoni pizza', cls: 'frozen', refs: [['Pizza with pepperoni, from frozen, medium crust', '1 frozen medium pizza (11-13" diameter)', 0.5]] },
  { text: 'a lean cuisine teriyaki chicken', cls: 'frozen', refs: [['Teriyaki chicken with rice and vegetable, diet frozen meal', '1 Lean Cuisine meal (11 oz)']] },
  { text: 'a tv dinner, salisbury steak', cls: 'frozen', refs: [['Salisbury steak dinner, NFS, frozen meal', '1 meal (11 oz)']] },

  // ---- Fruit ----
  { text: 'a cup of red grapes', cls: 'fruit', refs: [['Grapes, raw', '1 cup']] },
  { text: '2 clementines', cls: 'fruit', refs: [['Clementine, raw', '1 fruit', 2]] },
  { text: 'a kiwi', cls: 'fruit', refs: [['Kiwi fruit, raw', '1 fruit']] },
  { text: 'a bowl of cut up watermelon', cls: 'fruit', refs: [['Watermelon, raw', '1 cup', 1.5]] },
  { text: 'a plum', cls: 'fruit', refs: [['Plum, raw', '1 fruit']] },
  { text: 'a ripe banana', cls: 'fruit', refs: [['Banana, raw', '1 banana']] },
  { text: '1 c strawberries', cls: 'fruit', refs: [['Strawberries, raw', '1 cup']] },
  { text: 'a nectarine', cls: 'fruit', refs: [['Nectarine, raw', '1 fruit']] },
  { text: 'a cup of fresh pineapple', cls: 'fruit', refs: [['Pineapple, raw', '1 cup']] },
  { text: 'a bowl of cherries', cls: 'fruit', refs: [['Cherries, raw', '1 cup', 1.5]] },
  { text: 'a fruit cup in syrup', cls: 'fruit', refs: [['Fruit cocktail, canned, in syrup', '1 snack size container']] },
  { text: 'sliced apple w/ peanut butter', cls: 'fruit', refs: [['Apple, raw', '1 medium'], ['Peanut butter', 'Quantity not specified']] },

  // ---- Sandwiches and wraps ----
  { text: 'a blt on toast', cls: 'sandwich', refs: [['Bacon, lettuce, tomato sandwich on white', '1 sandwich, any size']] },
  { text: 'ham and cheese sandwich on wheat', cls: 'sandwich', refs: [['Ham sandwich on wheat, with cheese', 'Quantity not specified']] },
  { text: 'a tuna salad sandwich', cls: 'sandwich', refs: [['Tuna salad sandwich on white', 'Quantity not specified']] },
  { text: 'a turkey club on wheat', cls: 'sandwich', refs: [['Club sandwich on wheat', '1 sandwich, any size']] },
  { text: 'a reuben', cls: 'sandwich', refs: [['Reuben sandwich', 'Quantity not specified']] },
  { text: 'egg salad sandwich', cls: 'sandwich', refs: [['Egg salad sandwich on white', 'Quantity not specified']] },
  { text: 'a grilled chicken wrap', cls: 'sandwich', refs: [['Chicken fillet wrap sandwich, grilled, from fast food', '1 sandwich, any size']] },
  { text: '2 sloppy joes', cls: 'sandwich', refs: [['Sloppy joe sandwich, on white bun', '1 sandwich, any size', 2]] },
  { text: 'a cuban sandwich', cls: 'sandwich', refs: [['Cuban sandwich', 'Quantity not specified']] },

  // ---- Dishes of other cuisines ----
  { text: 'shrimp pad thai', cls: 'ethnic', refs: [['Pad Thai with seafood', 'Quantity not specified']] },
  { text: '6 potstickers', cls: 'ethnic', refs: [['Wonton, dumpling or pot sticker, fried', '1 item, any size', 6]] },
  { text: 'shrimp fried rice', cls: 'ethnic', refs: [['Rice, fried, with shrimp', 'Quantity not specified']] },
  { text: 'orange chicken', cls: 'ethnic', refs: [['Orange chicken', 'Quantity not specified']] },
  { text: 'beef and broccoli', cls: 'ethnic', refs: [['Beef and broccoli', 'Quantity not specified']] },
  { text: 'a plate of lo mein', cls: 'ethnic', refs: [['Lo mein, NFS', '1 cup', 2]] },
  { text: 'hummus and pita', cls: 'ethnic', refs: [['Hummus, plain', 'Quantity not specified'], ['Bread, pita', 'Quantity not specified']] },
  { text: '2 chicken enchiladas', cls: 'ethnic', refs: [['Enchilada, chicken', '1 enchilada, any size', 2]] },
  { text: '2 chicken tamales', cls: 'ethnic', refs: [['Tamale, chicken', '1 item, any size', 2]] },
  { text: 'a cup of miso soup', cls: 'ethnic', refs: [['Soup, miso or tofu', '1 cup']] },
  { text: 'an egg roll', cls: 'ethnic', refs: [['Egg roll, with beef and/or pork', '1 egg roll']] },
  { text: 'a samosa', cls: 'ethnic', refs: [['Samosa', 'Quantity not specified']] },
  { text: 'beans and rice from the food truck', cls: 'ethnic', refs: [['Beans and rice, from fast food / restaurant', 'Quantity not specified']] },
  { text: 'a bowl of chicken curry', cls: 'ethnic', refs: [['Chicken curry', '1 cup', 1.5]] },

  // ---- Desserts ----
  { text: 'a piece of carrot cake', cls: 'dessert', refs: [['Cake or cupcake, carrot', '1 piece/slice, any size']] },
  { text: 'a fun size snickers', cls: 'dessert', refs: [['Chocolate candy, nougat filled with nuts', '1 fun/snack size']] },
  { text: 'some chocolate pudding', cls: 'dessert', refs: [['Pudding, chocolate, NFS', 'Quantity not specified']] },
  { text: 'a popsicle', cls: 'dessert', refs: [['Popsicle', '1 single stick']] },
  { text: 'an ice cream sandwich', cls: 'dessert', refs: [['Ice cream sandwich, vanilla', '1 sandwich']] },
  { text: 'a slice of key lime pie', cls: 'dessert', refs: [['Pie, key lime', '1 slice, any size']] },
  { text: 'strawberry shortcake', cls: 'dessert', refs: [['Cake, strawberry shortcake', '1 piece/slice, any size']] },
  { text: 'a big chocolate chip cookie', cls: 'dessert', refs: [['Cookie, chocolate chip', '1 large cookie']] },
  { text: 'a piece of tiramisu', cls: 'dessert', refs: [['Tiramisu', 'Quantity not specified']] },
  { text: 'a twinkie', cls: 'dessert', refs: [['Snack cake, white', '1 snack cake']] },

  // ---- Alcohol ----
  { text: '2 beers', cls: 'alcohol', refs: [['Beer', '1 can or bottle (12 fl oz)', 2]] },
  { text: 'a glass of rose', cls: 'alcohol', refs: [['Wine, rose', '1 glass']] },
  { text: 'two glasses of white wine w/ dinner', cls: 'alcohol', refs: [['Wine, white', '1 glass', 2]] },
  { text: 'a bud light', cls: 'alcohol', refs: [['Beer, light', '1 can or bottle (12 fl oz)']] },
  { text: 'a pint of ipa', cls: 'alcohol', refs: [['Beer, higher alcohol', '1 can or bottle (16 fl oz)']] },
  { text: 'a mimosa at brunch', cls: 'alcohol', refs: [['Mimosa', '1 drink']] },
  { text: 'a moscow mule', cls: 'alcohol', refs: [['Moscow mule', '1 drink']] },
  { text: 'gin and tonic', cls: 'alcohol', refs: [['Gin and tonic', '1 drink']] },
  { text: 'a shot of tequila', cls: 'alcohol', refs: [['Tequila', '1 shot']] },
  { text: 'rum and coke', cls: 'alcohol', refs: [['Rum and cola', '1 drink']] },
  { text: 'a pina colada by the pool', cls: 'alcohol', refs: [['Pina Colada', '1 drink']] },
  { text: 'a can of hard seltzer', cls: 'alcohol', refs: [['Hard seltzer', '1 can or bottle (12 fl oz)']] },
  { text: 'a mojito', cls: 'alcohol', refs: [['Mojito', '1 drink']] },
  { text: 'a glass of champagne', cls: 'alcohol', refs: [['Wine, sparkling', '1 glass']] },

  // ---- Snacks ----
  { text: 'a handful of pretzels', cls: 'snack', refs: [['Pretzels, hard, NFS', 'Quantity not specified']] },
  { text: 'a handful of pistachios', cls: 'snack', refs: [['Pistachio nuts, NFS', '1 oz, NFS']] },
  { text: 'baby carrots w/ ranch', cls: 'snack', refs: [['Carrots, raw', 'Quantity not specified'], ['Ranch dressing', 'Quantity not specified']] },
  { text: 'celery w/ peanut butter', cls: 'snack', refs: [['Celery, raw', 'Quantity not specified'], ['Peanut butter', 'Quantity not specified']] },
  { text: 'a rice cake', cls: 'snack', refs: [['Rice cake', '1 cake']] },
  { text: 'trail mix, a handful', cls: 'snack', refs: [['Trail mix with chocolate', 'Quantity not specified']] },
  { text: 'a bag of cheetos', cls: 'snack', refs: [['Cheese flavored corn snacks (Cheetos)', '1 small single serving bag']] },
  { text: 'a string cheese and a few crackers', cls: 'snack', refs: [['Cheese, Mozzarella, NFS', '1 stick'], ['Crackers, NFS', '1 cracker', 3]] },
  { text: 'a cup of edamame', cls: 'snack', refs: [['Edamame, cooked', '1 cup']] },

  // ---- A word outside the food decides the food ----
  { text: 'a strawberry milkshake', cls: 'wording', refs: [['Milk shake, fast food, flavors other than chocolate', 'Quantity not specified']] },
  { text: 'a peanut butter cookie', cls: 'wording', refs: [['Cookie, peanut butter', 'Quantity not specified']] },
  { text: 'a blueberry bagel', cls: 'wording', refs: [['Bagel, with fruit other than raisins', 'Quantity not specified']] },
  { text: 'a lemon poppyseed muffin', cls: 'wording', refs: [['Muffin, NFS', 'Quantity not specified']] },
  { text: 'a glass of tomato juice', cls: 'wording', refs: [['Tomato juice, 100%', '1 fl oz (NFS)', 8]] },
  { text: 'orange juice, no pulp, a small glass', cls: 'wording', refs: [['Orange juice, 100%, NFS', '1 fl oz (NFS)', 6]] },
  { text: 'a bowl of tomato basil soup', cls: 'wording', refs: [['Soup, tomato', '1 cup', 1.5]] },
  { text: 'sweet tea, a tall glass', cls: 'wording', refs: [['Tea, iced, brewed, black, pre-sweetened with sugar', '1 fl oz (NFS)', 16]] },

  // ---- Whole items vs pieces ----
  { text: 'a snack bag of baby carrots', cls: 'whole', refs: [['Carrots, raw', '1 single serving bag']] },
  { text: 'the whole pint of ben and jerrys', cls: 'whole', refs: [['Ice cream, vanilla, with additional ingredients', '1 cup', 2]] },
  { text: 'a whole mango', cls: 'whole', refs: [['Mango, raw', '1 mango']] },

  { text: 'a whole naan', cls: 'whole', refs: [['Bread, naan', '1 Naan (10" dia)']] },
  { text: 'a whole cinnabon', cls: 'whole', refs: [['Roll, sweet, cinnamon bun, frosted', '1 Cinnabon']] },
  { text: 'a whole chicken quesadilla', cls: 'whole', refs: [['Quesadilla, chicken', '1 full circle']] },
  { text: 'a small can of corned beef hash', cls: 'whole', refs: [['Corned beef hash', '1 small can (7 oz)']] },

  // ---- Unit sizes ----
  { text: 'a cup of white rice', cls: 'unit', refs: [['Rice, white, cooked, NS as to fat', '1 cup, cooked']] },
  { text: '1 tbsp olive oil', cls: 'unit', refs: [['Olive oil', '1 tablespoon']] },
  { text: 'an ounce of cheddar', cls: 'unit', refs: [['Cheese, Cheddar', '28.35 g']] },
  { text: '2 tbsp hummus', cls: 'unit', refs: [['Hummus, plain', '1 tablespoon', 2]] },
  { text: 'half a cup of cottage cheese', cls: 'unit', refs: [['Cheese, cottage, NFS', '1 cup', 0.5]] },
  { text: 'a pat of butter', cls: 'unit', refs: [['Butter, stick', '1 pat']] },
  { text: 'a dollop of sour cream', cls: 'unit', refs: [['Sour cream, regular', '1 tablespoon']] },
  { text: 'a spoonful of nutella', cls: 'unit', refs: [['Chocolate hazelnut spread', '1 tablespoon']] },
  { text: 'a slice of cheese pizza', cls: 'unit', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS']] },

  // ---- Packaging ----
  { text: 'a can of red bull', cls: 'packaging', refs: [['Energy drink (Red Bull)', '1 can (8.4 fl oz)']] },
  { text: 'a mini box of raisins', cls: 'packaging', refs: [['Raisins', '1 miniature box (.5 oz)']] },
  { text: 'a yoplait strawberry yogurt', cls: 'packaging', refs: [['Yogurt, NS as to type of milk, fruit', '1 6 oz container']] },
  { text: 'a carton of chocolate milk', cls: 'packaging', refs: [['Chocolate milk, NFS', '1 individual school container']] },
  { text: 'a bottle of apple juice', cls: 'packaging', refs: [['Apple juice, 100%', '1 bottle (10 fl oz)']] },
  { text: 'a single serve cup of hummus', cls: 'packaging', refs: [['Hummus, plain', '1 individual container']] },
  { text: 'a pack of peanut m&ms', cls: 'packaging', refs: [['Chocolate candy, candy shell with nuts', '1 pouch/regular size']] },
  { text: 'a small bag of gummy bears', cls: 'packaging', refs: [['Candy, gummy', '1 snack size/pouch/regular size']] },

  // ---- Framing ----
  { text: 'just finished a plate of nachos', cls: 'framing', refs: [['Nachos, cheese only', '1 order']] },
  { text: 'for lunch i had a turkey wrap', cls: 'framing', refs: [['Turkey sandwich wrap', '1 sandwich, any size']] },
  { text: 'pre workout banana', cls: 'framing', refs: [['Banana, raw', '1 banana']] },
  { text: 'had leftover pizza, 2 slices', cls: 'framing', refs: [['Pizza, cheese, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'ordered pad thai for dinner tonight', cls: 'framing', refs: [['Pad Thai, NFS', 'Quantity not specified']] },
  { text: 'my mom made pot roast', cls: 'framing', refs: [['Beef, pot roast', 'Quantity not specified']] },
  { text: 'at the movies, split a large popcorn w/ my bf', cls: 'framing', refs: [['Popcorn, movie theater, with added butter', '1 large order', 0.5]] },
  { text: 'treated myself to a cupcake after work', cls: 'framing', refs: [['Cake or cupcake, NFS', '1 cupcake, any size']] },

  // ---- Toppings and sides ----
  { text: 'a side salad w/ italian dressing', cls: 'toppings', refs: [['Lettuce, salad with assorted vegetables including tomatoes and/or carrots, no dressing', '1 side salad'], ['Italian dressing, made with vinegar and oil', 'Quantity not specified']] },
  { text: 'a plain bagel w/ cream cheese', cls: 'toppings', refs: [['Bagel', 'Quantity not specified'], ['Cream cheese, regular, plain', 'Quantity not specified']] },
  { text: 'fries w/ ketchup', cls: 'toppings', refs: [['Potato, french fries, NFS', 'Quantity not specified'], ['Ketchup', 'Quantity not specified']] },
  { text: 'oatmeal w/ a sliced banana', cls: 'toppings', refs: [['Oatmeal, regular or quick, made with water, no added fat', 'Quantity not specified'], ['Banana, raw', '1 banana']] },
  { text: 'rice w/ soy sauce', cls: 'toppings', refs: [['Rice, white, cooked, NS as to fat', 'Quantity not specified'], ['Soy sauce', 'Quantity not specified']] },
  { text: 'an english muffin w/ jam', cls: 'toppings', refs: [['Muffin, English', '1 muffin'], ['Jam', 'Quantity not specified']] },

  // ---- Brands ----
  { text: 'half a clif bar', cls: 'brand', refs: [['Nutrition bar (Clif Bar)', '1 bar', 0.5]] },
  { text: 'a strawberry pop tart', cls: 'brand', refs: [['Breakfast tart', '1 Pop Tart']] },
  { text: 'a capri sun', cls: 'brand', refs: [['Fruit juice drink (Capri Sun)', '1 Capri Sun pouch']] },
  { text: 'a can of monster', cls: 'brand', refs: [['Energy drink (Monster)', '1 can or bottle (16 fl oz)']] },
  { text: 'a snapple peach tea', cls: 'brand', refs: [['Tea, iced, bottled, black', '1 Snapple bottle (16 fl oz)']] },
  { text: 'a small bag of takis', cls: 'brand', refs: [['Tortilla chips, flavored', '1 small single serving bag']] },

  // ---- Several foods, typos, shorthand ----
  { text: 'chiken tacos and rice', cls: 'multi', refs: [['Taco, corn tortilla, chicken, cheese', '1 small/regular', 2], ['Rice, white, cooked, NS as to fat', 'Quantity not specified']] },
  { text: 'cesar salad w/ grilled chicken', cls: 'multi', refs: [['Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce, tomato, cheese, no dressing', '1 salad'], ['Caesar dressing', 'Quantity not specified']] },
  { text: 'pepperoni piza 2 slices', cls: 'multi', refs: [['Pizza with pepperoni, from restaurant or fast food, NS as to type of crust', '1 piece, NFS', 2]] },
  { text: 'sausage, eggs and hashbrowns', cls: 'multi', refs: [['Pork sausage', 'Quantity not specified'], ['Egg omelet or scrambled egg, NS as to fat', 'Quantity not specified'], ['Potato, hash brown, NFS', 'Quantity not specified']] },
  { text: 'steak, mashed potatos and corn', cls: 'multi', refs: [['Beef, steak, NFS', 'Quantity not specified'], ['Potato, mashed, NFS', 'Quantity not specified'], ['Corn, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'grilled salmon w/ quinoa and brocolli', cls: 'multi', refs: [['Fish, salmon, grilled', 'Quantity not specified'], ['Quinoa, NS as to fat', 'Quantity not specified'], ['Broccoli, NS as to form, cooked', 'Quantity not specified']] },
  { text: 'a turkey burger w/ sweet potato fries', cls: 'multi', refs: [['Turkey or chicken burger, on white bun', '1 sandwich'], ['Sweet potato fries, NFS', 'Quantity not specified']] },
  { text: 'mac n cheese and a hot dog', cls: 'multi', refs: [['Macaroni or noodles with cheese', 'Quantity not specified'], ['Hot dog sandwich, NFS, on white bun', 'Quantity not specified']] },
  { text: 'yogurt parfait and a coffee', cls: 'multi', refs: [['Yogurt parfait, with fruit', 'Quantity not specified'], ['Coffee, brewed', 'Quantity not specified']] },
  { text: 'chicken alfredo w/ garlic bread', cls: 'multi', refs: [['Pasta with cream sauce and poultry, home recipe', 'Quantity not specified'], ['Garlic bread, NFS', 'Quantity not specified']] },
  { text: 'pb toast and a glass of oj', cls: 'multi', refs: [['Bread, white, toasted', '1 medium or regular slice'], ['Peanut butter', 'Quantity not specified'], ['Orange juice, 100%, NFS', '1 fl oz (NFS)', 8]] },
  { text: 'bowl of chili and cornbread', cls: 'multi', refs: [['Chili with meat and beans', '1 cup', 1.5], ['Cornbread, made from home recipe', '1 piece']] },
];
