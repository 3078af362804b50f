/**
 * describeMeal on text that names no food (issue 23: "only text with no food is
 * noFoodDetectedText", and the extension sends a photo's alt text and captions through it).
 * Counts how often such text gets calories anyway, per class, beside a control set of short food
 * texts that must keep their answer, so a stricter matcher shows what it costs.
 * Every sentence is written for this bench. Half of each class (odd rows) is the validation part:
 * tune a change on even rows, report both.
 * Usage: npm run bench:no-food [-- --list] [-- --set 2|3|4|5|6|7|8|9|10|11]   (--list names the tune rows that got calories)
 * `--set 2` (session 18, written by a helper who changed no code, scored on main first) scores a
 * second, harder set: sentences that name no food but use words that are food, brand or dish names
 * in another sense ("kind regards", "jam session", "cookie settings", "the club was loud"), beside
 * short food texts written the same way that must keep their answer ("club sandwich for lunch").
 * The same split: odd rows of each class are validation, counted only.
 * `--set 3` (session 19, likewise written first and scored on main) covers what the first two
 * under-cover: recipe-site and web-shop chrome, restaurant reviews naming no dish, food-word names
 * of people, places and teams, song and film titles, bare metaphors and alt text of photos with no
 * food, beside 32 food controls written the same way ("the carbonara was rich and creamy").
 * `--set 4` (session 20, likewise written first and scored on main) is what a right-click on any web
 * page can send: UI strings, news headlines, sports scores, idioms that use food words ("a piece of
 * cake", "couch potato"), non-food products with fruit names (phones, boards, soap), song, film and
 * book titles, weather lines, code snippets and street addresses — ten of each, odd rows validation —
 * beside 32 plain food texts that must keep their answer.
 * `--set 5` (session 21, likewise written first and scored on main) is more of the same in new words,
 * nine of each class plus names of people, places and brands that are not foods ("Sandwich, Kent"),
 * beside 32 food controls written as pages show food: recipe lines, menu items, product titles with
 * a weight and social posts about a meal.
 * `--set 6` (session 22, likewise written first and scored on main) is a sixth round in new words:
 * set 5's ten classes plus lines out of chats and e-mails that name no food, nine of each (odd rows
 * validation), beside 32 food controls written as pages show food (recipe lines, menu items, product
 * titles with a weight or count, social posts and reviews about a meal).
 * `--set 7` (session 23, likewise written first and scored on main) is ten kinds sets 1–6 lack:
 * calendar and timetable lines, money and stock lines, health readings, log and error lines, unit
 * conversions and arithmetic, parcel status, job-ad and résumé lines, travel notices, game text and
 * classified ads, nine of each (odd rows validation), beside 32 food controls written as pages show
 * food.
 * `--set 8` (session 24, likewise written first and scored on main) is ten more kinds sets 1–7 lack:
 * legal and policy text, form fields and prompts, quotations, homework and exam lines, vehicle specs,
 * dosage instructions, craft and garden steps, social-post meta lines, workout logs and household
 * measures ("1 cup of bleach per gallon"), nine of each (odd rows validation), beside 32 food controls
 * written as pages show food (recipe lines, menu items, product titles, posts about a meal).
 * `--set 9` (session 25, likewise written first and scored on main) is ten more kinds sets 1–8 lack:
 * real-estate listings, device specs, garment care labels, citations, turn-by-turn directions,
 * tickets and bookings, artwork labels, poll and election results, changelog lines and profile bios,
 * nine of each (odd rows validation), beside 32 food controls written as pages show food.
 * `--set 10` (session 26, likewise written first and scored on main) is ten more kinds sets 1–9 lack:
 * horoscopes and fortunes, recipe-card metadata (times, servings, course, rating prompts), nature and
 * science facts, school notices, pet adoption listings (pets with food names), troubleshooting steps,
 * donation appeals, coupon fine print, paint and colour names ("Butter Cream", "Mocha velvet") and
 * short replies and reactions, nine of each (odd rows validation), beside 32 food controls written as
 * pages show food (recipe lines, menu items, product titles, posts about a meal).
 * `--set 11` (session 27, likewise written first and scored on main) is ten more kinds sets 1–10 lack:
 * video captions and sound cues, crossword and trivia clues, signs and notices, reviews of non-food
 * products, order, serial and tracking numbers, book blurbs, invitations and event lines, safety
 * instructions, live sports commentary and jokes or riddles, nine of each (odd rows validation), beside
 * 32 food controls written as pages show food (recipe lines, menu items, product titles, posts about a meal).
 */
import { performance } from 'node:perf_hooks';
import { NutritionApiError } from '../src/api/index.js';
import { createEngine } from '../src/engine/index.js';

type NoFoodClass = 'photo caption' | 'page chrome' | 'everyday sentence' | 'name or place';
type NoFood2Class = 'idiom' | 'brand or product' | 'page chrome' | 'photo caption' | 'sport or event' | 'place or person' | 'work and tech';
type NoFood3Class = 'recipe-site chrome' | 'shop chrome' | 'review, no dish' | 'food-word name' | 'song or film title' | 'bare metaphor' | 'alt text, no food';
type NoFood4Class = 'ui string' | 'news headline' | 'sports score' | 'food-word idiom' | 'non-food product' | 'title' | 'weather' | 'code snippet' | 'address';
type NoFood5Class = NoFood4Class | 'name, place or brand';
type NoFood6Class = NoFood5Class | 'chat or email line';

const NO_FOOD_1: Record<NoFoodClass, string[]> = {
  'photo caption': [
    'Our kitchen window at sunset', 'A view of the harbour at sunset', 'Golden retriever puppy on the lawn',
    'The garden in spring', 'Family reunion 2024', 'Sunday morning light through the curtains',
    'Kids playing on the beach', 'Snow on the mountain pass', 'Grandma knitting by the fire',
    'Our new living room sofa', 'The lazy cat asleep on the rug', 'Wedding photo by the lake',
    'Autumn leaves in the park', 'Sailing boat in the bay', 'Portrait of a young woman in a red dress',
    'Team photo after the final match',
  ],
  'page chrome': [
    'Click here to subscribe', 'Read more about our team', 'Welcome to our blog', 'Share on social media',
    'Sign in to your account', 'Privacy policy and terms of use', 'Next page', 'Leave a comment below',
    'Back to top', 'Subscribe to the newsletter',
  ],
  'everyday sentence': [
    'my bike is broken', 'no thanks', 'Meeting notes from Tuesday', 'The quick brown fox jumps over the lazy dog',
    'Happy birthday to my sister', 'New car smell', 'I need to call the plumber tomorrow',
    'The train was late again this morning', 'Remember to water the plants', 'What a lovely day for a walk',
    'Homework is due on Friday', 'The printer is out of paper',
  ],
  'name or place': [
    'Photo by John Smith', 'Summer holiday in Italy', 'Orange county sunset', 'Apple iPhone 15 review',
    'Chelsea vs Arsenal highlights', 'Downtown Chicago skyline', 'Poland travel guide', 'Turkey and Greece cruise',
    'Jack Black interview', 'Olive Garden parking lot',
  ],
};

/**
 * Set 2: no food named, but a word in each is a food, brand or dish name used in another sense.
 * Written for this bench (session 18); no dataset's text.
 */
const NO_FOOD_2: Record<NoFood2Class, string[]> = {
  'idiom': [
    "he's a real ham on stage", 'butter fingers today, dropped my phone twice', 'that exam was a piece of cake',
    "she's the apple of my eye", 'we are all in a pickle now', 'spill the tea about the meeting',
    'he went cold turkey on social media', 'that movie was pure cheese', 'the new boss is a tough cookie',
    'my brother is such a couch potato', "it's not my cup of tea", 'everyone chip in for the gift please',
    'bring home the bacon this year', 'he is nuts about vintage cars', 'walking on eggshells around him',
  ],
  'brand or product': [
    'apple watch strap broke', 'new blackberry case arrived', 'my raspberry pi will not boot',
    'cleaned the ipod nano screen', 'ordered a kindle paperwhite cover', 'orange mobile contract renewal',
    'java update failed again', 'android oreo is too old for this app', 'red bull racing lost the lead',
    'mars rover sent new pictures', 'the jaguar needs a service', 'bought a new kitchenaid mixer stand',
    'firefox keeps asking about cookies',
  ],
  'page chrome': [
    'Cookie settings', 'Accept all cookies', 'Kind regards, the support team', 'Manage your cookie preferences',
    'Breadcrumb: Home > Blog > Recipes', 'Sign up for our recipe newsletter', 'Rate this recipe',
    'Jump to recipe', 'Print this page', 'Menu', 'Save to your recipe box', 'Show nutrition facts',
  ],
  'photo caption': [
    'Our cat Muffin asleep on the windowsill', 'Peaches the pony at the county fair', 'Jam session in the garage',
    'Sunset over the Big Apple', 'Bean bag chairs in the new office', 'Our dog Biscuit meeting the neighbours',
    'Honey, I shrunk the garden', 'The candy-striped lighthouse', 'The kids in their pumpkin costumes',
    'Cherry blossoms along the river', 'Lemon yellow front door after painting', 'Olive green wedding dresses',
  ],
  'sport or event': [
    'the turkey trot 5k is on thursday', 'super bowl party at my place', 'the club was loud last night',
    'we won the orange bowl', 'rolled a turkey at bowling, three strikes', 'sugar ray leonard documentary tonight',
    'the melbourne cup starts at three', 'the pepsi halftime show was great', 'jam session tonight at eight',
    'pancake day race at school', 'the grapefruit league opens next week', 'a cracking match at the emirates',
  ],
  'place or person': [
    'flight to Turkey boarded late', 'driving through Hershey, Pennsylvania', 'Chili Davis signed autographs',
    'met Kevin Bacon at the airport', 'Olive and Peach are my two nieces', 'Orange, California traffic was awful',
    'our hotel on Cherry Street', 'Sandwich is a town in Kent', 'Hamburg harbour at night',
    'Chef Ramsay on TV again', 'visiting Cheddar Gorge this weekend', 'the Brie region train timetable',
  ],
  'work and tech': [
    'clear the browser cache and cookies', 'the server is toast after the update', 'spam folder is full again',
    'team lunch and learn moved to friday', 'breadboard the circuit before soldering', 'the sandbox build passed',
    'pushed the hotfix, now the pipeline is green', 'onion routing explained for beginners', 'nutshell of the quarterly report',
    'the recipe for success is planning', 'brown bag session on security at noon', 'meeting about the pie chart colors',
  ],
};

/**
 * Set 3 (session 19, written by a helper who changed no code, scored on main before the session's
 * changes): classes the first two sets under-cover — the chrome of recipe sites and web shops
 * around a food, restaurant reviews that name no dish, names of people, places and teams that are
 * food words, song and film titles, metaphors with no "like"/"as", and alt text of photos with no
 * food in them. Written for this bench; no dataset's text.
 */
const NO_FOOD_3: Record<NoFood3Class, string[]> = {
  'recipe-site chrome': [
    'Jump to Recipe · Print Recipe', 'Rate this recipe: ★★★★☆ (212 votes)', 'Prep time 15 mins | Cook time 40 mins | Serves 4',
    'Nutrition facts are estimates and are provided for informational purposes only', 'Pin it for later!',
    'Did you make this? Tag us on Instagram', 'This post may contain affiliate links', 'Skip to content',
    'Scroll down for the printable recipe card', 'Course: Main · Cuisine: Italian · Difficulty: Easy',
    'Reviews (48) · Questions (3)', 'As an Amazon Associate I earn from qualifying purchases', 'Metric | US customary',
  ],
  'shop chrome': [
    'Add to cart', 'Free shipping on orders over $35', 'Only 3 left in stock - order soon', 'Customers also bought',
    'Proceed to checkout', 'Subscribe & save 15 %', 'Out of stock — notify me when available', 'Quantity: 1 ▾',
    'Ships in 2-3 business days', 'Your basket is empty', 'Apply promo code at checkout', 'Sold by Fresh Direct LLC',
    'Compare with similar items',
  ],
  'review, no dish': [
    'great service, will come back', 'the waiter was rude and we waited forty minutes', 'lovely atmosphere, a bit noisy on fridays',
    'five stars, the staff made my birthday special', 'parking is a nightmare but worth it', 'way overpriced for what you get',
    'cozy spot, friendly owner, clean bathrooms', 'reservation was lost and nobody apologized', 'best brunch spot in town, no question',
    'Booked a table for six, they sat us right away', 'the patio has a great view of the river', 'too loud to hold a conversation',
  ],
  'food-word name': [
    'Georgia Peach wins the spelling bee', 'the Green Bay Packers beat the Bears', 'Tim Curry was brilliant in that role',
    'Cinnamon is our new kitten', 'Kevin Bean hosts the morning show', 'Cherry Hill Mall closes early on sunday',
    'The Cleveland Browns fans were loud', 'a walk around Plum Island', 'Sarah Lemon joined the board in may',
    'Ginger and Basil are the twins in my class', 'driving past Strawberry Fields in Central Park', 'the Miami Heat signed a new guard',
  ],
  'song or film title': [
    'Blueberry Hill on the jukebox', 'watching Fried Green Tomatoes with mum', 'Strawberry Fields Forever is my ringtone',
    'Sugar Sugar by the Archies', 'we saw Chocolat at the film club', 'Cherry Pie came on the radio in the car',
    'the kids love Cloudy with a Chance of Meatballs', 'James and the Giant Peach, act two rehearsal', 'Watermelon Sugar was playing at the gym',
    'American Pie, the song, all eight minutes of it', 'Coconut by Harry Nilsson', 'rewatched Pulp Fiction last night',
  ],
  'bare metaphor': [
    'my brain is mush today', "this traffic jam is a nightmare", 'the new intern is a real peach', 'my legs are jelly after that run',
    'her voice is pure honey', 'the meeting was a total lemon', "that car's a lemon", 'my inbox is spaghetti',
    "the plot is half-baked", "he's the big cheese around here", 'the old laptop is toast', 'that referee is bananas',
  ],
  'alt text, no food': [
    'A red bicycle leaning against a brick wall', 'Two hikers on a snowy ridge at dawn', 'Screenshot of the settings menu',
    'Black and white photo of a lighthouse', 'A toddler asleep in a car seat', 'Logo of the company on a blue background',
    'Close-up of a wristwatch on a wooden desk', 'A crowded train platform in the rain', 'Chart showing monthly website traffic',
    'An empty kitchen with white cabinets', 'Headshot of the author smiling', 'Illustration of a cartoon fox reading a book',
  ],
};

/** Set 3 controls: short food texts written like the set's sentences (a dish on a recipe page, in a review). */
const NO_FOOD_4: Record<NoFood4Class, string[]> = {
  'ui string': [
    'Sign in to continue', 'Add to cart', 'Show more replies', 'This field is required', 'Download the app',
    'Your session has expired. Please log in again.', 'Back to top', 'Terms of Service | Privacy Policy', 'Share this article', 'Loading…',
  ],
  'news headline': [
    'City council approves new bike lanes downtown', 'Stocks slide as inflation fears return', 'Storm knocks out power to thousands',
    'Local school wins state robotics title', 'Senate passes infrastructure bill after late-night vote', 'Airline cancels flights amid pilot shortage',
    'Museum reopens after two-year renovation', 'Police seek witnesses to highway crash', 'Tech giant announces layoffs in cloud division', 'Bridge closure expected to last until spring',
  ],
  'sports score': [
    'Lakers 112, Celtics 108 (OT)', 'Final: Yankees 5, Red Sox 3', 'Arsenal 2-1 Chelsea, full time', 'Chiefs win 27-20 to clinch the division',
    'Djokovic advances in straight sets 6-3 6-4 6-2', 'Half time: Leeds 0 Everton 0', 'Packers fall to Bears 24-17', 'Verstappen takes pole in Monaco',
    'Maple Leafs beat Canadiens 4-2', 'Warriors lose third straight at home',
  ],
  'food-word idiom': [
    "Don't spill the beans before the party", 'He went bananas when the team scored', 'He has been a couch potato all weekend', 'Honestly the driving test was a cakewalk',
    'Welcome to the Big Apple', 'Opera was never really his cup of tea', 'We need to bring home the bacon', 'Stop crying over spilled milk',
    'Our landlord is one smart cookie', "Don't put all your eggs in one basket",
  ],
  'non-food product': [
    'Apple iPhone 15 Pro, 256 GB, blue titanium', 'Raspberry Pi 4 Model B 8GB', 'Samsung Galaxy Tab with keyboard cover', 'Blackberry Bold 9900 charger',
    'Peppermint scented hand soap refill, 1 L', 'Orange traffic cones, pack of 12', 'Honeywell air purifier filter', 'Coconut Creek office chair, ergonomic mesh',
    'Android Jelly Bean update notes', 'Java SE Development Kit 21 download',
  ],
  'title': [
    'Breakfast at Tiffany\'s (1961)', 'Blueberry Hill by Fats Domino', 'The Grapes of Wrath by John Steinbeck', 'A Clockwork Orange',
    'Fried Green Tomatoes, now streaming', 'Chocolat starring Juliette Binoche', 'Cherry Bomb by The Runaways', 'Like Water for Chocolate, a novel',
    'Cake by the Ocean, DNCE', 'James and the Giant Peach, chapter 3',
  ],
  'weather': [
    'Partly cloudy, high of 72°F, 10% chance of rain', 'Winter storm warning in effect until 6 PM', 'Humidity 84%, wind NW 12 mph', 'Sunrise 6:42 AM, sunset 7:58 PM',
    'Heat advisory: stay hydrated and avoid the midday sun', 'Scattered showers tonight, clearing by morning', 'UV index 9, very high',
    'Fog will lift by mid-morning', 'Air quality: moderate', 'Snow totals of 4 to 8 inches expected',
  ],
  'code snippet': [
    'const apple = fruits.find((f) => f.id === id);', 'git commit -m "fix cookie consent banner"', 'SELECT * FROM orders WHERE total > 100;', 'npm install --save-dev vitest',
    'if (cake == null) throw new Error("missing")', 'docker run -p 8080:80 nginx', 'import pandas as pd', 'def bake(tray): return tray.sort()',
    'Error: Cannot read properties of undefined (reading \'map\')', 'pip install requests==2.31.0',
  ],
  'address': [
    '1600 Pennsylvania Avenue NW, Washington, DC 20500', '221B Baker Street, London', '350 Fifth Avenue, New York, NY 10118', '12 Orange Grove Road, Pasadena, CA',
    'Suite 400, 88 Cherry Lane, Austin TX 78701', 'PO Box 1234, Burlington, VT', '45 Peach Tree Court, Atlanta, GA 30303', 'Unit 7, Mill Lane Industrial Estate, Leeds LS9',
    'Apt 3B, 19 Olive Street, Boston MA', '4 Rue de la Paix, 75002 Paris',
  ],
};

/**
 * Set 5 (session 21, written by a helper who changed no code, scored on main before the session's
 * changes): more of what a right-click on any page can send, in new words — set 4's nine classes
 * plus names of people, places and brands that are not foods (a food word inside many of them),
 * nine of each, odd rows validation. Written for this bench; no dataset's text.
 */
const NO_FOOD_5: Record<NoFood5Class, string[]> = {
  'ui string': [
    'Forgot your password?', 'Continue with Google', 'Items in your basket will be saved for 30 days',
    'Drag and drop files here or click to browse', 'Mark all as read', 'You have 3 unread notifications',
    'Accept all cookies', 'Free returns within 60 days', 'Page 2 of 14',
  ],
  'news headline': [
    'Storm knocks out power to 40,000 homes across the county', 'Central bank holds interest rates steady for third month',
    'Teachers union votes to end week-long strike', 'Wildfire forces evacuation of two mountain towns',
    'Airline cancels hundreds of flights after software outage', 'New bridge opens two years behind schedule',
    'Mayor announces plan to cut downtown traffic by a third', 'Astronomers spot a comet visible to the naked eye next week',
    'Housing prices fall for the first time since 2019',
  ],
  'sports score': [
    'Warriors 121, Suns 117', 'FT: Liverpool 3-0 Brighton', 'Dodgers win 4-2 in 11 innings',
    'Chiefs edge Bills 27-24 on last-second field goal', 'Swiatek beats Sabalenka 7-5 6-4', 'Maple Leafs 2, Canucks 1 (SO)',
    'End of 3rd: Bruins 3, Rangers 3', 'Ireland 24-19 France, full time', 'Verstappen wins from pole, Norris second',
  ],
  'food-word idiom': [
    'In a nutshell, the project is three weeks late.', 'She has been walking on eggshells around her boss all week.',
    'Those new phones are selling like hotcakes.', "Honestly it's apples and oranges, you can't compare them.",
    'The bonus was just the icing on the cake.', 'He is the big cheese in the marketing department now.',
    "Don't cry over spilled milk, we can redo the slides.", 'Take his review with a grain of salt.',
    'That contract is our bread and butter.',
  ],
  'non-food product': [
    'Blackberry Curve 8520 replacement battery', 'Orange Pi 5 single-board computer, 8GB RAM',
    'Peppermint scented candle, 3-wick, 14.5 oz', 'Honeycrisp red wall paint, 1 gallon, satin finish',
    'Raspberry Pi camera module v3', 'Coconut hand cream, 75 ml tube', 'Lemon yellow rain jacket, kids size 8',
    'Cherry wood bookshelf with 5 shelves', 'Vanilla bean body lotion, 16 fl oz pump',
  ],
  'title': [
    'Fried Green Tomatoes (1991) - full cast and crew', 'Watermelon Sugar - Harry Styles (Official Video)',
    'The Grapes of Wrath by John Steinbeck, paperback', 'Chapter 4: The Cinnamon Bird',
    'James and the Giant Peach, audiobook narrated', 'Strawberry Fields Forever (Remastered 2009)',
    'A Clockwork Orange - 50th anniversary edition', 'Season 2, Episode 5: The Honey Trap',
    'Like Water for Chocolate: a reading guide',
  ],
  'weather': [
    'Tonight: clear skies, low of 4°C', 'Wind advisory in effect until 8 PM', 'Scattered thunderstorms after 2pm, 60% chance',
    'UV index: very high, 9', 'Feels like 31°. Humidity 78%.', 'Frost likely overnight in sheltered valleys',
    'Sunrise 6:42 am, sunset 7:58 pm', 'Heavy snow expected Thursday, 6-10 inches', 'Pollen count: moderate (tree)',
  ],
  'code snippet': [
    'const fruit = items.filter((x) => x.ripe);', 'SELECT name, price FROM products WHERE price > 10;',
    'npm install --save-dev vitest', 'if err != nil { return err }', 'git checkout -b feature/cookie-banner',
    'docker run -p 8080:80 nginx', 'for (let i = 0; i < 10; i++) {', 'pip install pandas==2.2.1',
    'export default function App() { return null; }',
  ],
  'address': [
    '1600 Amphitheatre Parkway, Mountain View, CA 94043', 'Flat 3, 27 Orchard Road, Leeds LS6 2QA',
    '742 Evergreen Terrace, Springfield', 'Suite 400, 55 Cherry Street, Seattle, WA 98104',
    'PO Box 1187, Austin, TX 78767', '18 Rue des Lilas, 75019 Paris', '2210 Peachtree Rd NW, Atlanta, GA 30309',
    'Unit 9, Mill Lane Industrial Estate', '350 Fifth Avenue, New York, NY 10118',
  ],
  'name, place or brand': [
    'Gwyneth Paltrow named her daughter Apple', 'Kevin Bacon and Kyra Sedgwick at the premiere', 'Sandwich, Kent, England',
    'Hershey, Pennsylvania, population 14,000', 'Chiquita Brands International annual report', 'Turkey and Greece sign energy deal',
    'Ginger Rogers and Fred Astaire, 1935', 'Cookie Monster turns 55', 'Salt Lake City International Airport',
  ],
};

/**
 * Set 5 controls: food as people right-click it on a page — recipe lines, menu items, product
 * titles with a weight, social posts about a meal. Must keep their answer.
 */
const FOOD_CONTROL_5 = [
  '2 cups cooked white rice', '1 lb ground turkey, browned', '3 large eggs, beaten', '1 cup whole milk',
  'Grilled Chicken Sandwich with fries — $12.99', 'Classic Cheeseburger, lettuce, tomato, onion',
  'Margherita pizza, 12 inch', 'Chicken Caesar Wrap 480 cal', 'Beef & Bean Burrito', 'Kids Mac & Cheese',
  'Old-fashioned rolled oats, 42 oz canister', 'Creamy peanut butter, 16 oz jar', 'Mini pretzel twists, 1 oz bag',
  'Frozen cheese pizza, 21.3 oz', 'Chocolate chip cookies, family size 18.2 oz',
  'Sunday pancakes with maple syrup and bacon 🥞', 'ate way too much lasagna tonight',
  'best fish tacos in town, two of them and a margarita', 'homemade chicken noodle soup for the win',
  'just had a massive burrito bowl with extra guac', 'grabbed a bagel with lox on the way to work',
  'bowl of ramen with a soft boiled egg', 'Greek salad with feta and olives', 'Pulled pork sliders (3)',
  'Fresh fruit cup: melon, grapes and pineapple', 'Banana bread, one thick slice', 'Hot chocolate with whipped cream',
  'Turkey club on sourdough', 'Shrimp fried rice, large', 'Vanilla ice cream cone', 'Steak and eggs breakfast',
  'Apple pie à la mode',
];

const FOOD_CONTROL_4 = [
  'a bowl of tomato soup', 'two slices of pepperoni pizza', 'two scrambled eggs on rye toast', 'a Cuban sandwich with pickles',
  'banana and peanut butter', 'a glass of orange juice', 'chicken fried rice', 'a cheeseburger with fries',
  'a cup of coffee with milk and sugar', 'a slice of apple pie', 'beef and broccoli stir fry', 'oatmeal with blueberries',
  'a big oatmeal raisin cookie', 'spaghetti with marinara sauce', 'a Caesar salad', 'shrimp scampi over linguine',
  'two tacos al pastor', 'a bagel with cream cheese', 'a strawberry milkshake', 'a stack of buttermilk pancakes',
  'a ham and cheese croissant', 'vegetable curry with naan', 'a baked potato with butter', 'baked ziti with ricotta',
  'a peach', 'a bag of potato chips', 'chicken noodle soup', 'a glass of red wine',
  'fish tacos with cabbage', 'a cinnamon raisin bagel', 'greek yogurt with honey', 'a bratwurst on a bun with sauerkraut',
];

const FOOD_CONTROL_3 = [
  'Print Recipe: Classic Banana Bread', 'Jump to recipe for chicken tikka masala', 'the carbonara was rich and creamy',
  'great service and the burger was juicy', 'Add to cart: 2 bagels with cream cheese', 'Rate this recipe: easy beef chili',
  'the fish tacos were the best part', 'A bowl of tomato soup with a grilled cheese sandwich', 'Close-up of a slice of pepperoni pizza',
  'Photo: a stack of pancakes with blueberries', 'we shared a plate of nachos, decent', 'Serves 4: lemon garlic roast chicken',
  'the pho was too salty but the spring rolls were great', 'Customers also bought: oatmeal raisin cookies', 'Free shipping on our granola, 12 oz bag',
  'the waiter brought us garlic bread', 'our kitten watched me eat a peach', 'I had a slice of cherry pie at the diner',
  'An overhead shot of a caesar salad', 'two scoops of strawberry ice cream', 'Prep time 10 mins: avocado toast',
  'the brisket sandwich was worth the wait', 'a toddler eating a banana in a high chair', 'spaghetti and meatballs for dinner',
  'half a cantaloupe for breakfast', 'the risotto was undercooked, but the tiramisu saved it', 'a mug of hot chocolate by the fire',
  'Ingredients: 2 cups flour, 1 cup sugar, 2 eggs', 'my kid ate mac and cheese at the party', 'a jelly doughnut from the bakery',
  'the pad thai had too much sugar', 'fried green tomatoes with remoulade',
];

/** Set 2 controls: short food texts using the same words, which must keep an answer. */
const FOOD_CONTROL_2 = [
  'club sandwich for lunch', 'a kind bar', 'ham and cheese toastie', 'butter on my toast', 'a piece of carrot cake',
  'an apple and a pear', 'a glass of iced tea', 'roast turkey with gravy', 'mac and cheese', 'chocolate chip cookie',
  'baked potato with beans', 'pickles and a cheese sandwich', 'bacon and eggs', 'a handful of mixed nuts', 'two fried eggs',
  'cherry pie slice', 'a jam doughnut', 'a blueberry muffin', 'peach yogurt', 'hot dog with mustard',
  'honey on porridge', 'a bowl of chili', 'pumpkin soup', 'a bag of candy corn', 'a red bull',
  'a mars bar', 'a cup of tea with milk', 'a bowl of cereal with milk', 'an orange', 'olive bread, 2 slices',
  'a bagel with lox', 'spam and rice', 'a pancake with syrup', 'hamburger and fries',
];

/** Short food texts, photo-caption style: a stricter matcher must keep answering these. */
const FOOD_CONTROL_1 = [
  'Spaghetti with meat sauce', 'Chicken curry with rice', 'A bowl of oatmeal', 'Grilled salmon', 'Apple pie',
  'Caesar salad', 'Pancakes with maple syrup', 'Hot dog', 'Orange juice', 'Hush puppies', 'Banana bread',
  'Beef tacos', 'Tomato soup', 'A glass of milk', 'Scrambled eggs on toast', 'Turkey sandwich',
];

/**
 * Set 6 (session 22, written by a helper who changed no code, scored on main before the session's
 * changes): a sixth round of what a right-click on any page can send, in words sets 1–5 do not use —
 * set 5's ten classes plus lines out of chats and e-mails that name no food (many with a food word in
 * another sense), nine of each, odd rows validation. Written for this bench; no dataset's text.
 */
const NO_FOOD_6: Record<NoFood6Class, string[]> = {
  'ui string': [
    'Swipe left to dismiss', 'Your session will expire in 2 minutes', 'Drag files here or browse',
    'Mark all as read', 'Two-factor authentication is now on', 'Showing 1–20 of 348 results',
    'Undo send', 'Tap to retry', 'Dark mode (beta)',
  ],
  'news headline': [
    'City council delays vote on new bike lanes', 'Wildfire smoke prompts air quality alert across three counties',
    'Central bank holds rates steady for a fourth month', 'Strike at the port enters its second week',
    'Astronomers spot a comet visible to the naked eye next week', 'School board approves later start times',
    'Flooding closes the interstate near the river crossing', 'Museum returns stolen statue after forty years',
    'Union and carmaker reach tentative deal',
  ],
  'sports score': [
    'Rangers 4, Bruins 2 (OT)', 'Final: Seahawks 27 – Rams 24', 'Djokovic wins in straight sets 6-3 6-4 6-2',
    'Half time: Arsenal 1-1 Spurs', 'Top of the 9th, tied 3-3, two outs', 'Bulls 118, Pacers 109 — final',
    'She finished the marathon in 2:21:47', 'Penalty shootout: Spain advance 5-4', 'Lap 43 of 58: Verstappen leads by 6.2 s',
  ],
  'food-word idiom': [
    'She really brings home the bacon in that family', 'Stay cool as a cucumber during the interview',
    'That proposal is the cream of the crop', 'The kids went bananas when the snow started',
    'Those concert tickets sold like hotcakes', 'Quit walking on eggshells around him',
    'Stop cherry-picking the numbers to fit your story', 'It is just sour grapes because he lost',
    "Take the forecast with a grain of salt",
  ],
  'non-food product': [
    'Wireless earbuds with noise cancelling, charcoal', 'Raspberry Pi 5 starter kit with case and fan',
    'Orange hi-vis safety vest, size L', 'Peppermint-scented hand soap refill, 1 L',
    'Blackberry-shaped silicone teether for babies', 'Vanilla-scented soy candle in a glass jar',
    'Walnut desk organizer with three drawers', 'Lemon yellow raincoat for toddlers',
    'Coconut fibre doormat, 60 x 40 cm',
  ],
  title: [
    'Breakfast at Tiffany\'s (1961)', 'The Grapes of Wrath — John Steinbeck', 'Strawberry Fields Forever — The Beatles',
    'Fried Green Tomatoes (1991) — trailer', 'Like Water for Chocolate, a novel', 'Sugar Man — Rodriguez',
    'The Cider House Rules (Vintage edition)', 'Cherry Bomb — The Runaways', 'James and the Giant Peach, chapter 3',
  ],
  weather: [
    'Tonight: mostly clear, low of 41°F', 'Wind advisory in effect until 8 PM', 'UV index 9 — very high',
    'Chance of thunderstorms 60 % after 3 pm', 'Fog early, then sunny, high 72', 'Freezing drizzle possible overnight',
    'Pollen count: high (trees)', 'Heat index near 105 this afternoon', 'Snow totals 4 to 6 inches by morning',
  ],
  'code snippet': [
    'git rebase -i HEAD~3', 'SELECT count(*) FROM orders WHERE status = \'open\';', 'docker compose up -d --build',
    'const [state, setState] = useState(0);', 'pip install -r requirements.txt', 'for (let i = 0; i < n; i++) sum += a[i];',
    'kubectl get pods -n staging', 'npm run lint -- --fix', 'if err != nil { return err }',
  ],
  address: [
    '221B Baker Street, London NW1 6XE', '4400 Sunset Blvd, Suite 210, Los Angeles, CA 90027', 'PO Box 1187, Anchorage AK 99510',
    'Apt 5C, 312 West 88th St, New York, NY 10024', '18 Rue de Rivoli, 75004 Paris', '1600 Amphitheatre Pkwy, Mountain View, CA',
    'Unit 7, Riverside Industrial Estate, Leeds LS10', '77 Massachusetts Ave, Cambridge, MA 02139', 'Lot 14, Route 9, Hudson Valley',
  ],
  'name, place or brand': [
    'Chelsea Peretti', 'Appleton, Wisconsin', 'Marmalade Boy (manga)', 'Ginger Spice', 'Cheddar Gorge, Somerset',
    'Bagel Technologies Inc.', 'Oreo, Android 8.0', 'Candy Crowley, CNN', 'Tim Horton (hockey player)',
  ],
  'chat or email line': [
    'Running 10 min late, save me a seat', 'Can you cover my shift on Saturday?', 'Attached is the signed lease, thanks!',
    'lol that meeting could have been an email', 'Happy birthday!! hope it is a sweet one 🎉', 'Reminder: dentist at 4:15',
    'Are we still on for the jam session tonight?', 'Per my last email, the deadline is Friday', 'ok see you at the station',
  ],
};

/**
 * Set 6 controls: food as people right-click it on a page — recipe lines, menu items, product
 * titles with a weight or count, social posts and reviews about a meal. Must keep their answer.
 */
const FOOD_CONTROL_6 = [
  '2 cups cooked jasmine rice', '1 lb ground turkey, browned', '3 tbsp extra virgin olive oil', 'one 15 oz can chickpeas, drained',
  'Chicken Caesar Salad — romaine, parmesan, croutons', 'Double Bacon Cheeseburger with fries', 'Shrimp Fried Rice (large)',
  'Margherita pizza, 12 inch', 'Loaded baked potato with chives', 'Beef brisket plate, two sides',
  'Kirkland Signature Mixed Nuts, 2.5 lb', 'Nature Valley Oats \'n Honey granola bars, 12 ct', 'Organic whole milk, half gallon',
  'Chobani vanilla Greek yogurt 5.3 oz', 'Tillamook medium cheddar block, 8 oz', 'Bananas, bunch of 6',
  'best ramen I have had all year 🍜', 'made banana bread this morning, the whole house smells amazing',
  'grabbed a bagel and coffee before the train', 'our taco tuesday spread 🌮🌮', 'brunch: eggs benedict and a mimosa',
  'two slices of pepperoni and a coke for lunch', 'homemade chili simmering all afternoon', 'fish tacos on the beach today',
  'The pad thai was a little sweet but huge portions', 'Their fried chicken sandwich is the real deal',
  'Ordered the lamb gyro and a side of fries', 'Pancakes were fluffy, bacon crispy', 'a bowl of pho after a long day',
  'Snack idea: apple slices with almond butter', 'Kids lunchbox: turkey roll-ups, grapes, cheese stick', 'Post-run smoothie with banana and spinach',
];

/**
 * Set 7 (session 23, written by a helper who changed no code, scored on main before the session's
 * changes): a seventh round of what a right-click on any page can send, in kinds sets 1–6 do not
 * have — calendar and timetable lines, money and stock lines, health and fitness readings with no
 * food, log and error lines, unit conversions and arithmetic, delivery and order status of non-food
 * parcels, job-ad and résumé lines, travel and transit notices, game text, classified ads — many with
 * a food word in another sense ("Apple shares", "Orange Line", "Java developer"), nine of each, odd
 * rows validation. Written for this bench; no dataset's text.
 */
type NoFood7Class = 'calendar or timetable' | 'money or stock' | 'health reading' | 'log or error line' | 'unit or arithmetic' | 'parcel status' | 'job or resume line' | 'travel notice' | 'game text' | 'classified ad';
const NO_FOOD_7: Record<NoFood7Class, string[]> = {
  'calendar or timetable': [
    'Standup moved to 9:30 tomorrow', 'Dentist, Thu 14:00–14:45', 'Route 12 departs every 20 min until 11 pm', 'Sprint review — Friday, conference room B',
    'Out of office Dec 23 – Jan 2', 'Parent-teacher night: Oct 9, 6–8 pm', 'Reminder: renew passport by March', 'Yoga class rescheduled to Wednesday', 'Last train to Harlow 23:47, platform 3',
  ],
  'money or stock': [
    'Apple shares close up 1.8% at $231.40', 'Invoice #20931 due in 14 days', 'Transfer of $250.00 to savings complete', 'Mortgage rate 6.12% APR, 30-year fixed',
    'Orange S.A. dividend €0.75 per share', 'Balance: $1,204.17 available', 'Your card ending 4471 was charged $19.99', 'Crypto market cap falls below $2T', 'Monthly budget: 82% used',
  ],
  'health reading': [
    'Resting heart rate 61 bpm', 'Sleep score 78 · 7 h 12 min', '10,482 steps today', 'Blood pressure 118/76 mmHg',
    'SpO2 97%', 'Take one tablet twice daily', 'Next dose in 4 hours', 'VO2 max 44 (good)', 'Stand goal: 9 of 12 hours',
  ],
  'log or error line': [
    'ERROR 502 Bad Gateway', '[WARN] disk usage at 91% on /dev/sda1', 'Segmentation fault (core dumped)', 'npm ERR! code ENOENT',
    'INFO Connected to redis at 10.0.0.4:6379', 'Build failed in 3m 12s', 'Exception in thread "main" java.lang.NullPointerException', 'cron: job nightly-backup finished (exit 0)', 'Kernel panic - not syncing',
  ],
  'unit or arithmetic': [
    '5 km = 3.11 miles', '72°F is 22.2°C', '12 × 15 = 180', '1 inch = 2.54 cm',
    'Convert 3 gigabytes to megabytes', '15% of 240 is 36', '60 mph ≈ 97 km/h', '√144 = 12', '2.5 acres in square feet',
  ],
  'parcel status': [
    'Your package is out for delivery', 'Delivered to front porch at 2:14 pm', 'Label created, not yet in transit', 'Arrived at sorting facility, Memphis TN',
    'Return label emailed', 'Order #A55-1029: phone case, shipped', 'Delivery attempted — no access to building', 'Estimated arrival Tue, Nov 4', 'Refund issued to original payment method',
  ],
  'job or resume line': [
    'Senior Java developer, hybrid, 3 days on site', 'Proficient in Excel and PowerPoint', '5+ years of experience in logistics', 'Apply by Friday; references on request',
    'Forklift certification required', 'B.Sc. Mechanical Engineering, 2016', 'Salary range $68k–$82k plus benefits', 'Night shift warehouse associate', 'Team lead, customer success (8 reports)',
  ],
  'travel notice': [
    'Gate change: flight UA 431 now departs from C22', 'Orange Line delays due to signal problems', 'Boarding group 3', 'Check-in opens 24 hours before departure',
    'Road closed between exits 14 and 16', 'Seat 17A, window', 'Ferry crossing cancelled due to high winds', 'Passport control, all passengers', 'Hotel check-out by 11 am',
  ],
  'game text': [
    'Level 12 unlocked!', 'Press Start to continue', 'You have 3 lives left', 'Achievement: Speed Runner',
    'Quest complete: return to the blacksmith', 'Game over — try again?', 'Player 2 has joined the lobby', 'New high score: 48,210', 'Daily reward: 50 gems',
  ],
  'classified ad': [
    '2 bed 1 bath apartment, $1,450/mo, pets ok', 'For sale: kids bike, 20 inch, $40', 'Free couch, must pick up', 'Lost cat, grey tabby, answers to Pepper',
    '2014 Honda Civic, 98k miles, one owner', 'Piano lessons for beginners, $30/hr', 'Room for rent near campus', 'Garage sale Saturday 8am–noon', 'Wanted: used lawn mower',
  ],
};

/**
 * Set 7 controls: food as people right-click it on a page — recipe lines, menu items, product
 * titles with a weight or count, social posts and reviews about a meal. Must keep their answer.
 */
const FOOD_CONTROL_7 = [
  '1 cup cooked quinoa', '2 tablespoons olive oil', '4 large eggs, whisked', '1 lb ground turkey',
  'Chicken Caesar Wrap — 640 cal', 'Pepperoni Pizza, large slice', 'Grilled Salmon with Rice Pilaf', 'Two Pancakes with Maple Syrup',
  'Organic Bananas, 2 lb bag', 'Greek Yogurt, Plain, 32 oz', 'Salted Butter, 4 sticks', 'Frozen Blueberries 16 oz',
  'Made chicken fajitas tonight', 'Best burrito I have had in months', 'Lunch today: tomato soup and grilled cheese', 'Late night ramen run',
  'The tacos here are amazing', 'Cheeseburger and fries, no regrets', 'Breakfast of champions: oatmeal with berries', 'Grabbed a bagel on the way in',
  '½ cup brown rice', '4 oz sirloin steak', 'Spaghetti Bolognese (serves 4)', 'Vanilla ice cream, two scoops',
  'Mixed nuts, 1.5 oz pack', 'Cheddar cheese slices, 12 ct', 'Iced caramel latte, medium', 'Fried chicken sandwich with pickles',
  'Homemade apple pie', 'Caprese salad with fresh mozzarella', 'Shrimp fried rice', 'Hummus and veggie plate',
];

type NoFood8Class = 'legal or policy text' | 'form field or prompt' | 'quotation' | 'homework or exam' | 'vehicle spec' | 'dosage instruction' | 'craft or garden step' | 'social post meta' | 'workout log' | 'household measure';
const NO_FOOD_8: Record<NoFood8Class, string[]> = {
  'legal or policy text': [
    'By continuing you agree to the Terms of Service and acknowledge the Privacy Notice.',
    'This warranty does not cover damage caused by misuse, accident or unauthorized repair.',
    'Section 4.2: Either party may terminate this agreement with thirty days written notice.',
    'We retain account data for 24 months after your last login, unless the law requires otherwise.',
    'All trademarks are the property of their respective owners.',
    'Refunds are issued to the original payment method within 5 to 10 business days.',
    'You must be at least 13 years old to create an account.',
    'Subscriptions renew automatically unless cancelled 24 hours before the end of the period.',
    'The licensor grants you a non-exclusive, non-transferable license to use the software.',
  ],
  'form field or prompt': [
    'Please enter a valid email address',
    'Password must contain at least 8 characters, one number and one symbol',
    'Date of birth (MM/DD/YYYY)',
    'This field is required',
    'Upload a file no larger than 10 MB',
    'Confirm your phone number to continue',
    'Select your country or region',
    'Promo code applied: 15% off your first order',
    'How did you hear about us? (optional)',
  ],
  'quotation': [
    '"The only way to do great work is to love what you do."',
    'Not all those who wander are lost.',
    '"In the middle of difficulty lies opportunity." — attributed to Einstein',
    'Be yourself; everyone else is already taken.',
    'The best time to plant a tree was twenty years ago. The second best time is now.',
    '"Simplicity is the ultimate sophistication."',
    'Fortune favors the bold.',
    '"Whether you think you can, or you think you can\'t, you\'re right."',
    'Do or do not, there is no try.',
  ],
  'homework or exam': [
    'Question 3: Solve for x if 4x + 7 = 31. Show your work.',
    'Write a 500-word essay on the causes of the First World War.',
    'Label the parts of a plant cell: nucleus, cell wall, chloroplast.',
    'A train leaves at 2 pm travelling 60 miles per hour; when does it arrive 150 miles away?',
    'Exam duration: 90 minutes. Answer all questions in section A and two from section B.',
    'Find the area of a circle with a radius of 5 cm.',
    'Translate the following sentences into French.',
    'Homework due Friday: read chapter 7 and answer questions 1 to 10.',
    'Name three renewable sources of energy and give one advantage of each.',
  ],
  'vehicle spec': [
    '2.0L turbocharged four-cylinder, 255 hp, 8-speed automatic',
    '0 to 60 mph in 5.4 seconds, top speed 155 mph',
    'EPA estimated 31 city / 39 highway mpg',
    'Cargo volume 28.1 cu ft behind the second row',
    'Towing capacity up to 7,500 lbs when properly equipped',
    'All-wheel drive, heated seats, 12.3-inch touchscreen',
    'Battery range: 310 miles on a full charge, DC fast charging to 80% in 30 minutes',
    'Curb weight 3,450 lbs, wheelbase 111.4 in',
    'Tire pressure: 35 psi front, 33 psi rear',
  ],
  'dosage instruction': [
    'Take one tablet by mouth twice daily.',
    'Adults and children 12 years and over: 2 caplets every 6 hours while symptoms last.',
    'Do not exceed 8 tablets in 24 hours.',
    'Apply a thin layer to the affected area 3 times a day.',
    'Shake well before use. Store below 25°C.',
    'Use 2 sprays in each nostril once daily.',
    'Take on an empty stomach. Do not crush or chew.',
    'Keep out of reach of children. If swallowed, contact a poison control center.',
    'Discard 28 days after opening.',
  ],
  'craft or garden step': [
    'Cast on 40 stitches and knit 2, purl 2 for 6 rows.',
    'Plant bulbs 6 inches deep and 4 inches apart in well-drained soil.',
    'Sand the surface with 120-grit paper, then apply two coats of varnish.',
    'Water seedlings once a week, more often in hot weather.',
    'Cut two pieces of fabric 12 x 18 inches and pin the right sides together.',
    'Prune roses in late winter just above an outward-facing bud.',
    'Drill a 1/4 inch pilot hole before driving the screw.',
    'Mix equal parts potting soil and perlite for succulents.',
    'Glue the frame, clamp it, and let it dry for 24 hours.',
  ],
  'social post meta': [
    '1.2K likes · 87 comments · 14 shares',
    'Replying to @jordan_m and 2 others',
    'Posted 3h ago · Edited',
    'Follow for more content like this!',
    'Pinned by creator',
    'View 23 more replies',
    'This account is private. Follow to see their photos and videos.',
    'Liked by mia.k and 340 others',
    'Sponsored · Learn more',
  ],
  'workout log': [
    '3 sets of 10 squats at 135 lbs',
    'Ran 5K in 27:40, average pace 8:54 per mile',
    'Plank 3 x 60 seconds, rest 30 seconds between',
    'Leg day: deadlifts 4x6, lunges 3x12 each leg',
    '45 minutes of cycling, zone 2 heart rate',
    'Swam 20 laps freestyle, 1000 meters total',
    'Push-ups: 4 sets to failure (22, 18, 15, 12)',
    'Yoga flow 30 min, then stretching 10 min',
    'Walked 12,000 steps today, 6.1 miles',
  ],
  'household measure': [
    'Add 1 cup of bleach per gallon for disinfecting surfaces.',
    'Use 2 tablespoons of laundry detergent per load, or half for small loads.',
    'Mix one part ammonia with three parts water in a spray bottle to clean windows.',
    'Fill the reservoir to the MAX line and descale every 3 months.',
    'Pour half a cup of drain cleaner down the sink and wait 15 minutes.',
    'Dilute the concentrate 1:10 before mopping.',
    'Set the thermostat to 68 degrees at night to save energy.',
    'Add a capful of fabric softener during the rinse cycle.',
    'Replace the air filter every 90 days.',
  ],
};

/**
 * Set 8 controls: food as people right-click it on a page — recipe lines, menu items, product
 * titles with a weight or count, social posts and reviews about a meal. Must keep their answer.
 */
const FOOD_CONTROL_8 = [
  '2 cups cooked jasmine rice',
  '1 lb ground turkey, browned and drained',
  '3 tablespoons extra virgin olive oil',
  '1 large sweet potato, peeled and cubed',
  '4 boneless skinless chicken thighs',
  '1 can (15 oz) chickpeas, rinsed',
  'Grilled Salmon Plate — with lemon rice and asparagus',
  'Classic Cheeseburger with fries',
  'Chicken Caesar Wrap',
  'Buttermilk Pancake Stack (3) with maple syrup',
  'Margherita Pizza, 12 inch',
  'Shrimp Fried Rice, large',
  'Beef Pho, regular bowl',
  'Veggie Omelette with toast',
  'Organic Rolled Oats, 42 oz canister',
  'Honey Roasted Peanuts, 16 oz jar',
  'Frozen Blueberries, 3 lb bag',
  'Whole Milk, 1 gallon',
  'Sourdough Bread Loaf, 24 oz',
  'Dark Chocolate Bar 70% Cacao, 3.5 oz',
  'Greek Yogurt Variety Pack, 12 x 5.3 oz',
  'just had the best breakfast burrito of my life',
  'Sunday brunch: eggs benedict and a mimosa',
  'meal prep done: chicken, rice and broccoli for the week',
  'finally tried the spicy ramen everyone talks about',
  'late night snack: a bowl of cereal',
  'the lasagna at this place is huge, easily two meals',
  'two tacos al pastor and a horchata, perfect lunch',
  'Mom\'s apple pie, still warm from the oven',
  'a bagel with lox and cream cheese',
  'movie night with a big bowl of popcorn',
  'grabbed a turkey and swiss on rye for lunch',
];

/**
 * Set 9 (session 25, written by a helper who changed no code, scored on main first): ten kinds sets
 * 1–8 lack, nine of each (odd rows validation) — real-estate listings, device specs, garment care
 * labels, citations and references, turn-by-turn directions, tickets and bookings, museum and
 * artwork labels, poll and election results, software changelog lines and profile bios — many with a
 * food word in another sense ("Peach Street", "Cherry cabinets", "Raspberry Pi", "Honey Badger").
 */
type NoFood9Class = 'real-estate listing' | 'device spec' | 'care label' | 'citation' | 'directions' | 'ticket or booking' | 'artwork label' | 'poll or result' | 'changelog line' | 'profile bio';
const NO_FOOD_9: Record<NoFood9Class, string[]> = {
  'real-estate listing': [
    '3 bed, 2 bath ranch on a quiet cul-de-sac, 1,640 sq ft',
    'Updated kitchen with cherry cabinets and granite counters',
    'Open house Saturday 1–4 pm, 412 Peach Tree Lane',
    'Corner lot, 0.31 acres, two-car garage, new roof 2022',
    'Price reduced! Now $389,900 — seller motivated',
    'Walk-in pantry, mudroom and finished basement',
    'HOA $145/month includes pool and clubhouse',
    'Charming bungalow in the Orchard Park school district',
    'Studio apartment, utilities included, no pets, available June 1',
  ],
  'device spec': [
    'Octa-core processor, 8 GB RAM, 256 GB storage',
    '6.1-inch OLED display, 2532 x 1170 pixels',
    'Raspberry Pi 4 Model B, 4 GB, USB-C power',
    'Battery: 5000 mAh, 33 W fast charging',
    'Weight 1.24 kg, thickness 15.6 mm, aluminium chassis',
    'Wi-Fi 6E, Bluetooth 5.3, two Thunderbolt 4 ports',
    'Blackberry Bold 9900, QWERTY keyboard, 2.8" touchscreen',
    '48 MP main camera, f/1.8, optical image stabilisation',
    'Operating temperature 0–40 °C, IP68 water resistance',
  ],
  'care label': [
    'Machine wash cold, gentle cycle, do not bleach',
    'Tumble dry low. Remove promptly.',
    'Dry clean only',
    '100% cotton. Wash inside out with like colours.',
    'Do not iron on print',
    'Hand wash in lukewarm water, lay flat to dry',
    'Shell: 80% wool, 20% nylon. Lining: 100% polyester.',
    'Colour: Mustard. Size: M. Made in Portugal.',
    'Wash before first wear; colour may transfer',
  ],
  'citation': [
    'Smith, J. and Lee, K. (2019). Journal of Applied Physics, 126(4), 045301.',
    'doi:10.1038/s41586-020-2649-2',
    'Retrieved March 3, 2023, from https://example.org/report',
    'In: Proceedings of the 12th Workshop on Graph Theory, pp. 88–97.',
    'Brown, A. The Grapes of Wrath: A Critical Reading. Oxford, 2004.',
    'See also: Table 2 and Appendix B.',
    'ISBN 978-0-14-303943-3',
    'Cited by 1,284 · Related articles · All 9 versions',
    'Garcia M., et al. Nature Reviews Neuroscience 2021; 22: 311–325.',
  ],
  'directions': [
    'In 400 feet, turn left onto Walnut Street',
    'Continue on I-90 W for 12 miles',
    'Take exit 23B toward Cranberry Township',
    'At the roundabout, take the second exit',
    'Your destination is on the right',
    'Merge onto US-1 S, then keep left at the fork',
    'Head north on Olive Ave toward 3rd St',
    'Rerouting… traffic ahead adds 8 minutes',
    'Arrive at Gate B by 7:45 am for boarding',
  ],
  'ticket or booking': [
    'Row F, Seat 14 · Section 112 · Gate 3',
    'Booking reference: QX7L2P · 2 adults',
    'Check-in from 3:00 pm, check-out by 11:00 am',
    'Standard Double Room, non-refundable, 2 nights',
    'Admit one — General Admission — No re-entry',
    'Boarding group 4 · Seat 22C · Zone 2',
    'Your table for 4 is confirmed for Friday at 7:30 pm',
    'Platform 9, coach D, seat 41 (window)',
    'Please present this QR code at the entrance',
  ],
  'artwork label': [
    'Oil on canvas, 1887. 73 × 92 cm. Gift of the Hale family.',
    'Untitled (Blue Figure), acrylic and graphite on paper',
    'Bronze, cast 1921, on loan from a private collection',
    'Still Life with a Pewter Jug, attributed to a follower of Zurbarán',
    'Gallery 14 · Photography is permitted without flash',
    'Woodblock print, ink and colour on paper, Edo period',
    'Marble bust of a young woman, Roman, 2nd century AD',
    'Mixed media installation, dimensions variable',
    'Silver gelatin print, printed 1968',
  ],
  'poll or result': [
    'Candidate A 51.8 %, Candidate B 46.9 %, 98 % of precincts reporting',
    'Measure 3 passes with 62 % of the vote',
    'Poll of 1,204 likely voters, margin of error ±3.1 points',
    'Approve 44 %, disapprove 49 %, unsure 7 %',
    'Turnout reached 67 percent, the highest since 1992',
    'Final results: Yes 12,408 · No 9,377',
    'Which should we build next? A) bike lanes 38 % B) parking 21 %',
    'Council seat, District 4: Ortiz re-elected by 312 votes',
    'Vote now — poll closes at midnight',
  ],
  'changelog line': [
    'v2.4.1 — Fixed a crash when opening large files',
    'Improved startup time by roughly 30 %',
    'Deprecated: the legacy sync API will be removed in 3.0',
    'Added dark mode and a new onboarding screen',
    'Bumped dependencies; no functional changes',
    'Security: patched an issue in the cookie parser (CVE-2024-1234)',
    'Known issue: notifications may arrive late on Android 12',
    'Renamed the "Pie chart" widget to "Donut chart"',
    'Breaking: config keys are now case-sensitive',
  ],
  'profile bio': [
    'Dog mom, runner, amateur photographer',
    'Software engineer in Austin. Opinions are my own.',
    'Chasing sunsets and good books',
    'Honey Badger fan since day one',
    'Teacher | Coach | Dad of three',
    'Nurse by day, guitarist by night',
    'Cat person. Mountain biker. Sometimes funny.',
    'Building things on the internet since 2009',
    'She/her · Seattle · Plant collector',
  ],
};

/**
 * Set 9 controls: food as pages show it — recipe lines, menu items, product titles with a weight or
 * count, posts about a meal. Must keep their answer.
 */
const FOOD_CONTROL_9 = [
  '2 cups shredded mozzarella',
  '1 pound lean ground beef',
  '6 slices thick-cut bacon, chopped',
  '1 medium yellow onion, diced',
  '2 ripe bananas, mashed',
  '1/2 cup unsalted butter, softened',
  '3 cups low-sodium chicken broth',
  'Crispy Chicken Tenders with honey mustard',
  'Fish Tacos (2) with cabbage slaw',
  'Bacon Cheeseburger and onion rings',
  'Chicken Pad Thai',
  'Spinach and Feta Omelette',
  'Pepperoni Calzone',
  'Tomato Basil Soup, cup',
  'Natural Creamy Peanut Butter, 16 oz jar',
  'Old Fashioned Rolled Oats, 18 oz',
  'Cage-Free Large Brown Eggs, 12 ct',
  'Baby Spinach, 5 oz clamshell',
  'Sharp Cheddar Cheese Block, 8 oz',
  'Frozen Mixed Vegetables, 12 oz bag',
  'Vanilla Almond Granola Bars, 6 ct',
  'Red Seedless Grapes, 2 lb',
  'made chili for the family tonight',
  'first pumpkin spice latte of the season',
  'tried the new smash burger place downtown, so good',
  'lunch: turkey club and a cup of tomato soup',
  'homemade banana pancakes this morning',
  'birthday cake for dessert, two slices',
  'sushi night: salmon rolls and miso soup',
  'pancakes and bacon at the diner',
  'a big plate of spaghetti and meatballs',
  'grabbed tacos from the food truck',
];

type NoFood10Class = 'horoscope or fortune' | 'recipe-card metadata' | 'nature or science fact' | 'school notice' | 'pet adoption listing' | 'troubleshooting step' | 'donation appeal' | 'coupon fine print' | 'paint or colour name' | 'reaction or short reply';
const NO_FOOD_10: Record<NoFood10Class, string[]> = {
  'horoscope or fortune': [
    'Aries: a conversation you have been putting off goes better than you expect.',
    'Your lucky numbers are 4, 17, 22 and 38.',
    'Gemini — money matters settle by Thursday; keep receipts.',
    'A pleasant surprise is waiting for you around the corner.',
    'Virgo, this is the week to finish old projects before starting new ones.',
    'You will travel to a place with many bridges.',
    'Capricorn: rest is productive too. Say no to one extra commitment.',
    'Mercury goes retrograde on the 14th, so double-check your plans.',
    'Pisces — an old friend reaches out; answer with an open heart.',
  ],
  'recipe-card metadata': [
    'Prep Time 15 minutes · Cook Time 40 minutes · Total Time 55 minutes',
    'Servings: 6 people',
    'Course: Main · Cuisine: Mediterranean',
    'Difficulty: easy   Equipment: 9x13 baking dish, whisk',
    'Author: Dana from the test kitchen',
    'Yield: about 24 pieces',
    'Calories: 312 kcal per serving (estimate)',
    'Did you make this? Tag us and leave a star rating below!',
    'Keyword: weeknight, freezer-friendly, one pan',
  ],
  'nature or science fact': [
    'An adult blue whale can be longer than two school buses.',
    'Honeybees visit about two million flowers to make one jar.',
    'Light from the Sun takes about eight minutes to reach Earth.',
    'Octopuses have three hearts and blue blood.',
    'The Sahara was green about six thousand years ago.',
    'A single lightning bolt is hotter than the surface of the Sun.',
    'Sea otters hold hands while they sleep so they do not drift apart.',
    'Water expands by roughly nine percent when it freezes.',
    'Some tortoises live for more than 150 years.',
  ],
  'school notice': [
    'Picture day is Thursday — please send a signed form and a comb.',
    'Early dismissal at 12:30 on Friday for teacher training.',
    'Reminder: library books are due back before winter break.',
    'Field trip permission slips must be returned by Monday.',
    'Parent-teacher conferences: sign up for a 15-minute slot online.',
    'Please label jackets, water bottles and backpacks with your child\'s name.',
    'Spirit week: Tuesday is pajama day, Wednesday is crazy hair day.',
    'The science fair has moved to the gym because of the weather.',
    'Bus 12 will run about 20 minutes late this week due to road works.',
  ],
  'pet adoption listing': [
    'Meet Biscuit, a 3-year-old beagle mix who loves long walks.',
    'Pepper is a shy tabby, 2 years old, good with older kids.',
    'Adopt Nugget: male guinea pig, litter trained, adoption fee $25.',
    'Mochi (female, 8 months) is spayed, microchipped and up to date on shots.',
    'Waffles is a senior pug looking for a quiet home without stairs.',
    'Peanut the ferret needs a home with no other small animals.',
    'Bonded pair Ginger and Nutmeg must be adopted together.',
    'Cookie, a 5-year-old husky, needs a fenced yard and lots of exercise.',
    'Olive, a calm lab mix, is house-trained and crate-trained.',
  ],
  'troubleshooting step': [
    'Hold the reset button for 10 seconds until the light blinks amber.',
    'Unplug the router, wait 30 seconds, then plug it back in.',
    'If the printer shows E-04, open the rear cover and remove any paper.',
    'Clear your browser cache and try signing in again.',
    'Make sure Bluetooth is on and the headphones are in pairing mode.',
    'Restart the app; if the problem continues, reinstall it.',
    'Check that the water valve behind the washer is fully open.',
    'Run the disk check from Settings > Storage > Tools.',
    'Replace both AA batteries and reset the thermostat to factory settings.',
  ],
  'donation appeal': [
    '$25 buys a warm winter coat for a child in need.',
    'Every gift before midnight is matched dollar for dollar.',
    'Help us plant 10,000 trees in the river valley this spring.',
    'Your monthly gift keeps the shelter lights on.',
    'Give $10 to fund one hour of mentoring for a teen.',
    'Only 3 days left to reach our goal of $50,000.',
    'Sponsor a hospital bed for a week — donate today.',
    'Volunteers needed Saturday to help sort donated books.',
    'Donations are tax-deductible to the extent allowed by law.',
  ],
  'coupon fine print': [
    'Valid through 12/31. Limit one per customer.',
    'Cannot be combined with any other offer or discount.',
    'Excludes gift cards, sale items and shipping charges.',
    'No cash value. Void where prohibited.',
    'Minimum purchase of $50 before taxes required.',
    'Offer valid online only with code SAVE20 at checkout.',
    'Not valid on prior purchases. While supplies last.',
    'Members only; must show app barcode at the register.',
    'Rebate card issued by mail within 8–10 weeks.',
  ],
  'paint or colour name': [
    'Paint color: Butter Cream, eggshell finish, one gallon',
    'Honeydew green accent wall in the kids\' room',
    'Shade 214 Cinnamon Toast, matte lipstick',
    'Color: Espresso Brown, solid wood dresser',
    'Tangerine Dream nail polish, 0.5 fl oz',
    'Sweater in oatmeal heather, size M',
    'Exterior trim painted in Eggplant, semi-gloss',
    'Car color: Lemon Drop Yellow metallic',
    'Sofa fabric swatch: Mocha velvet',
  ],
  'reaction or short reply': [
    'lol same',
    'this is so real 😂',
    'wait what happened at the end??',
    'ok that is actually genius',
    'I can\'t stop watching this',
    '+1, happens to me every time',
    'nope nope nope',
    'congrats!! so happy for you 🎉',
    'source?',
  ],
};

const FOOD_CONTROL_10 = [
  '1 1/2 cups all-purpose flour',
  '2 large eggs, room temperature',
  '1 cup whole milk',
  '3 tablespoons unsalted butter, melted',
  '1 lb boneless chicken thighs',
  '2 cups cooked brown rice',
  'Grilled Salmon Bowl — salmon, rice, avocado, cucumber',
  'Breakfast Burrito with eggs, potatoes and cheese',
  'BBQ Pulled Pork Sandwich with coleslaw',
  'Margherita Flatbread',
  'Chicken Tortilla Soup (cup)',
  'Double Chocolate Brownie',
  'Organic Rolled Oats, 42 oz canister',
  'Sharp Cheddar Cheese, 8 oz block',
  'Honey Greek Yogurt, 5.3 oz cup',
  'Roasted Salted Cashews, 16 oz',
  'Frozen Cheese Pizza, 12 inch',
  'Sparkling Orange Juice Drink, 12 fl oz can',
  'finally tried the ramen place downtown, the tonkotsu was unreal',
  'meal prep sunday: chicken, rice and broccoli for the week',
  'had the best fish tacos of my life in San Diego',
  'tonight\'s dinner: lemon garlic shrimp over linguine',
  'made banana pancakes for the kids this morning',
  'nothing beats a bagel with lox on a Sunday',
  'grabbed a turkey club and chips for lunch',
  'two slices of pepperoni and a garlic knot',
  'a bowl of tomato soup with crackers',
  'peanut butter toast and a glass of milk',
  'leftover lasagna for lunch again',
  'iced vanilla latte, large, oat milk',
  'apple slices with caramel dip',
  'homemade chicken noodle soup, 2 bowls',
];

/**
 * Set 11 (session 27, written by a helper who changed no code, scored on main first): ten kinds sets
 * 1–10 lack, nine of each (odd rows validation) — video captions and sound cues, crossword and trivia
 * clues, signs and notices, reviews of non-food products, order, serial and tracking numbers, book
 * blurbs, invitations and event lines, safety instructions, live sports commentary and jokes or
 * riddles — many with a food word in another sense ("peach finish", "Turkey", "cookie jar of a
 * goalkeeper"). Written for this bench; no dataset's text.
 */
type NoFood11Class = 'caption or sound cue' | 'crossword or trivia clue' | 'sign or notice' | 'non-food product review' | 'order or serial number' | 'book blurb' | 'invitation or event line' | 'safety instruction' | 'sports commentary' | 'joke or riddle';
const NO_FOOD_11: Record<NoFood11Class, string[]> = {
  'caption or sound cue': [
    '[gentle piano music continues]',
    '[door slams in the distance]',
    'NARRATOR: Three weeks later, the storm had passed.',
    '(crowd cheering)',
    '[speaking Portuguese]',
    'Subtitles by the volunteer team',
    '[phone buzzing on the table]',
    '>> REPORTER: Back to you in the studio, Dana.',
    '[thunder rumbles] [dog barks twice]',
  ],
  'crossword or trivia clue': [
    '14 Across: Capital of Norway (4)',
    'Which planet has the most moons?',
    '3 Down: Opposite of "ancient" (6)',
    'Trivia: In what year did the Berlin Wall fall?',
    '22 Across: The Big ___ (New York nickname) (5)',
    'Name the river that flows through Budapest.',
    '9 Down: Country that borders Greece and Bulgaria (6)',
    'Q: How many strings does a standard violin have?',
    'Answer key: 1. Saturn 2. 1989 3. Danube 4. Four',
  ],
  'sign or notice': [
    'CAUTION: Wet floor',
    'Staff only beyond this point',
    'No parking 7am–6pm Mon–Fri, tow-away zone',
    'This door is alarmed',
    'Restrooms are for customers only',
    'Please take a number and wait to be called',
    'Elevator out of service — use stairs B',
    'Quiet zone: phones on silent',
    'Closed for renovation, reopening in March',
  ],
  'non-food product review': [
    'Battery lasts two full days but the strap feels cheap.',
    'The peach finish is even prettier in person. Five stars.',
    'Fits true to size, the honey-colored leather softened after a week.',
    'Stopped charging after a month, returned it.',
    'Sound is clear even with the kitchen fan running, pairs in seconds.',
    'The mattress was too firm for me, my husband loves it.',
    'Arrived with a cracked screen and the box was soaked.',
    'Perfect vacuum for pet hair, the cord could be longer.',
    'Color is more mint than teal, still a nice jacket.',
  ],
  'order or serial number': [
    'Order #A93-22817 has been placed',
    'SKU: 4471-BN-02',
    'Serial no. C02XK3QJH9',
    'Tracking: 1Z 999 AA1 01 2345 6784',
    'Invoice INV-2026-0418',
    'Model HX-550, rev B',
    'Ref: 77-Q-3310-ORANGE',
    'Confirmation code: PK7T2M',
    'Lot 23B / exp 08/2028',
  ],
  'book blurb': [
    'A retired detective returns to the village where her sister vanished forty years ago.',
    'Part memoir, part field guide, this is a love letter to the northern forests.',
    'When the last lighthouse keeper dies, his granddaughter inherits more than a building.',
    'A sweeping saga of three generations of a family of clockmakers.',
    'Winner of the 2024 debut fiction prize.',
    'Two rival astronomers, one comet, and a secret that could change everything.',
    'The gripping sequel to last year\'s bestselling thriller.',
    'A funny, tender story about a boy, his grandfather and a very stubborn goat.',
    'From the author of The Salt Road comes a new novel of love and exile.',
  ],
  'invitation or event line': [
    'Please join us for the marriage of Ana and Tomás',
    'RSVP by the 15th of May',
    'Doors open at 6:30, show starts at 7',
    'Black tie optional',
    'You are invited to Leo\'s 7th birthday party!',
    'Ceremony at 3 pm, St. Mark\'s Chapel',
    'Kindly reply with the number of guests attending',
    'Open house this Saturday, 1–4 pm',
    'Save the date: June 20, 2027',
  ],
  'safety instruction': [
    'In case of fire, do not use the elevator.',
    'Keep out of reach of children.',
    'Wear eye protection when operating this tool.',
    'Place the oxygen mask over your own face before helping others.',
    'Do not stand on the top step of the ladder.',
    'Unplug the appliance before cleaning.',
    'Evacuation assembly point: north parking lot',
    'Fasten your seatbelt while seated.',
    'Warning: contents under pressure, do not puncture or incinerate.',
  ],
  'sports commentary': [
    'He cuts inside, shoots — and it\'s saved!',
    'What a rally, twenty shots and she wins the point at the net.',
    'They\'re into the final lap and the gap is closing.',
    'That\'s a yellow card, and he can have no complaints.',
    'Three-pointer from the corner, and the crowd is on its feet!',
    'The keeper had that covered all the way.',
    'A cheeky chip over the goalkeeper, and it\'s two-nil.',
    'Strike three called, and the inning is over.',
    'She sticks the landing, that could be a medal-winning score.',
  ],
  'joke or riddle': [
    'Why did the scarecrow win an award? Because he was outstanding in his field.',
    'What has keys but can\'t open locks?',
    'I told my wife she was drawing her eyebrows too high. She looked surprised.',
    'What gets wetter the more it dries?',
    'Knock knock. Who\'s there? Interrupting cow.',
    'What has a neck but no head?',
    'I used to be a banker, but I lost interest.',
    'The more you take, the more you leave behind. What am I?',
    'Why don\'t skeletons fight each other? They don\'t have the guts.',
  ],
};

/**
 * Set 11 controls: food as people right-click it on a page — recipe lines, menu items, product titles
 * with a weight or count, social posts and reviews about a meal. Must keep their answer.
 */
const FOOD_CONTROL_11 = [
  '2 cups cooked brown rice',
  '1 can (15 oz) chickpeas, rinsed and drained',
  '3 tablespoons unsalted butter, melted',
  '1 lb boneless skinless chicken thighs',
  '4 slices of bacon, cooked crisp',
  '1 cup frozen peas',
  'Grilled Salmon Plate — salmon fillet, rice pilaf, steamed broccoli',
  'Breakfast Burrito with eggs, potatoes, cheese and salsa',
  'Chicken Caesar Wrap',
  'Short Stack (3 buttermilk pancakes) with maple syrup',
  'Side of Sweet Potato Fries',
  'Cheese Quesadilla, kids size',
  'Old-Fashioned Rolled Oats, 42 oz canister',
  'Honey Roasted Peanuts, 16 oz jar',
  'Organic Bananas, 2 lb bunch',
  'Frozen Cheese Pizza, 12 inch',
  'Greek Nonfat Yogurt, Vanilla, 4 x 5.3 oz cups',
  'Whole Wheat Sandwich Bread, 20 oz loaf',
  'Chocolate Chip Cookies, family size, 18 oz',
  'Had the best fish tacos of my life at the beach today',
  'Sunday brunch: eggs benedict and a mimosa',
  'made a huge pot of chili for the game tonight',
  'meal prep done: chicken, rice and roasted veggies for 5 days',
  'late night bowl of ramen hits different',
  'The lasagna was rich and the garlic bread was perfect.',
  'Their burgers are huge, I could only finish half.',
  'Ordered the pad thai, a bit too sweet for me.',
  'my kid lives on apple slices and peanut butter',
  'one slice of banana bread with my coffee',
  'a bowl of tomato soup and a grilled cheese',
  'two scrambled eggs with spinach and feta',
  'Iced caramel latte, large, oat milk',
];

const list = process.argv.includes('--list');
const setArg = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : '1';
if (!['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'].includes(setArg!)) throw new Error(`unknown --set ${setArg} (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)`);
const NO_FOOD: Record<string, string[]> = setArg === '11' ? NO_FOOD_11 : setArg === '10' ? NO_FOOD_10 : setArg === '9' ? NO_FOOD_9 : setArg === '8' ? NO_FOOD_8 : setArg === '7' ? NO_FOOD_7 : setArg === '6' ? NO_FOOD_6 : setArg === '5' ? NO_FOOD_5 : setArg === '4' ? NO_FOOD_4 : setArg === '3' ? NO_FOOD_3 : setArg === '2' ? NO_FOOD_2 : NO_FOOD_1;
const FOOD_CONTROL = setArg === '11' ? FOOD_CONTROL_11 : setArg === '10' ? FOOD_CONTROL_10 : setArg === '9' ? FOOD_CONTROL_9 : setArg === '8' ? FOOD_CONTROL_8 : setArg === '7' ? FOOD_CONTROL_7 : setArg === '6' ? FOOD_CONTROL_6 : setArg === '5' ? FOOD_CONTROL_5 : setArg === '4' ? FOOD_CONTROL_4 : setArg === '3' ? FOOD_CONTROL_3 : setArg === '2' ? FOOD_CONTROL_2 : FOOD_CONTROL_1;
const engine = await createEngine({ config: { offline: true } });

interface Outcome { text: string; answered: boolean; summary: string; ms: number }
async function run(text: string): Promise<Outcome> {
  const t0 = performance.now();
  try {
    const result = await engine.api.describeMeal(text);
    const ms = performance.now() - t0;
    return { text, answered: true, summary: `${result.calories} kcal: ${result.ingredients.map((i) => i.name).join(' | ')}`, ms };
  } catch (error) {
    const ms = performance.now() - t0;
    if (error instanceof NutritionApiError) return { text, answered: false, summary: String(error.code), ms };
    throw error;
  }
}

const rows: string[][] = [];
let falseTune = 0, falseCheck = 0, tune = 0, check = 0;
for (const [name, texts] of Object.entries(NO_FOOD)) {
  const outcomes = [];
  for (const text of texts) outcomes.push(await run(text));
  const t = outcomes.filter((_, i) => i % 2 === 0), c = outcomes.filter((_, i) => i % 2 === 1);
  const ft = t.filter((o) => o.answered).length, fc = c.filter((o) => o.answered).length;
  falseTune += ft; falseCheck += fc; tune += t.length; check += c.length;
  rows.push([name, `${ft}/${t.length}`, `${fc}/${c.length}`]);
  // Only the tune rows are listed: the validation rows are counted, never read while tuning.
  if (list) for (const o of t.filter((o) => o.answered)) console.log(`  ${name}: "${o.text}" → ${o.summary}`);
}
const control = [];
for (const text of FOOD_CONTROL) control.push(await run(text));
if (list) for (const o of control.filter((o) => !o.answered)) console.log(`  control refused: "${o.text}" → ${o.summary}`);

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
console.log('\ndescribeMeal on text with no food: how often calories are given anyway (lower is better)\n');
console.log('| class | tune (even rows) | validation (odd rows) |');
console.log('|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log(`| **all** | ${falseTune}/${tune} (${pct(falseTune, tune)}) | ${falseCheck}/${check} (${pct(falseCheck, check)}) |`);
const kept = control.filter((o) => o.answered).length;
console.log(`\nfood control (must be answered): ${kept}/${control.length} (${pct(kept, control.length)})`);
await engine.context.close();
