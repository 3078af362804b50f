/**
 * How people name foods → how USDA describes them. Keys and values are plain lower-case
 * words; a key matches whole words of the query (longest key first) and each value is one
 * rewrite that the search tries beside the query as written. Keep values in USDA's own
 * wording (check the description in public/data before adding a line).
 */
const GARDEN_SALAD = 'lettuce salad with assorted vegetables including tomatoes and or carrots no dressing';

/**
 * What a bare generic word means when it is the whole query. Only then: inside a longer name
 * ("chicken caesar salad", "green tea") the other words decide.
 */
export const WHOLE_QUERY_SYNONYMS: Record<string, string> = {
  salad: GARDEN_SALAD,
  'green salad': GARDEN_SALAD,
  'side salad': GARDEN_SALAD,
  'garden salad': GARDEN_SALAD,
  'tossed salad': GARDEN_SALAD,
  tea: 'tea hot leaf black',
  toast: 'bread toasted',
  pizza: 'pizza cheese from restaurant or fast food ns as to type of crust',
  // Lemonade as made or sold is lemon juice and sugar, FNDDS's fruit juice drink (46 kcal/100 g);
  // its "fruit flavored drink" (25 kcal/100 g) is a flavoured drink or a mix, said so when meant.
  lemonade: 'lemonade fruit juice drink',
  'pink lemonade': 'lemonade fruit juice drink',
  // A bare "vegetables" (a side) is the usual cooked mix, not "Bread, vegetable" or vegetable soup.
  vegetables: 'classic mixed vegetables ns as to form cooked',
  veggies: 'classic mixed vegetables ns as to form cooked',
  'mixed vegetables': 'classic mixed vegetables ns as to form cooked',
  // A food log's clipping of a dish said alone (session 14, refuse2): "mac" (or "baked mac") is
  // mac and cheese. Only the whole mention: as one word of a longer name "mac" stays unread, so
  // "big mac" is the burger and "mac salad" has its own key below.
  mac: 'macaroni or noodles with cheese',
  // "baked mac" is the dish's own name (baked mac and cheese), said after an amount as well.
  'baked mac': 'macaroni or noodles with cheese',
  // A takeout dish named without its meat (session 23): FNDDS's chicken row is the dish as ordered
  // by default ("kung pao" had been refused). Only the whole mention: "kung pao shrimp" keeps its
  // own words. Not "teriyaki": said with a spoon it is the sauce.
  'kung pao': 'kung pao chicken',
  'general tso': 'general tso chicken',
  "general tso's": 'general tso chicken',
  'general tsos': 'general tso chicken',
};

export const SYNONYMS: Record<string, readonly string[]> = {
  // drinks
  soda: ['soft drink'],
  pop: ['soft drink'],
  'soda pop': ['soft drink'],
  'fizzy drink': ['soft drink'],
  'soft drinks': ['soft drink'],
  cola: ['soft drink cola'],
  'diet cola': ['soft drink cola diet'],
  'ginger ale': ['soft drink ginger ale'],
  'cream soda': ['soft drink cream soda'],
  'lemon lime soda': ['soft drink fruit flavored caffeine free'],
  'orange soda': ['soft drink fruit flavored caffeine free'],
  'grape soda': ['soft drink fruit flavored caffeine free'],
  coke: ['soft drink cola'],
  'coca cola': ['soft drink cola'],
  cocacola: ['soft drink cola'],
  pepsi: ['soft drink cola'],
  'diet coke': ['soft drink cola diet'],
  'coke zero': ['soft drink cola diet'],
  'diet pepsi': ['soft drink cola diet'],
  'dr pepper': ['soft drink pepper type'],
  sprite: ['soft drink fruit flavored caffeine free'],
  '7up': ['soft drink fruit flavored caffeine free'],
  '7 up': ['soft drink fruit flavored caffeine free'],
  fanta: ['soft drink fruit flavored caffeine free'],
  'mountain dew': ['soft drink fruit flavored caffeine containing'],
  'root beer': ['soft drink root beer'],
  gatorade: ['sports drink gatorade'],
  powerade: ['sports drink powerade'],
  'red bull': ['energy drink red bull'],
  monster: ['energy drink monster'],
  // Hard seltzers by their brand: FNDDS "Hard seltzer" weighs their 12 fl oz can ("a can of
  // white claw" was a clam chowder by "white", or refused). "truly" alone is an adverb.
  'white claw': ['hard seltzer'],
  'white claws': ['hard seltzer'],
  'truly seltzer': ['hard seltzer'],
  'bud light seltzer': ['hard seltzer'],
  vizzy: ['hard seltzer'],
  oj: ['orange juice'],
  // An IPA is brewed strong (6–7 % alcohol against a lager's 4–5 %): FNDDS's "Beer, higher alcohol".
  ipa: ['beer higher alcohol'],
  ipas: ['beer higher alcohol'],
  'double ipa': ['beer higher alcohol'],
  lager: ['beer'],
  ale: ['beer'],
  pilsner: ['beer'],
  stout: ['beer'],
  porter: ['beer'],
  'craft beer': ['beer'],
  'bud light': ['beer light'],
  'coors light': ['beer light'],
  'miller lite': ['beer light'],
  'michelob ultra': ['beer light'],
  budweiser: ['beer'],
  corona: ['beer'],
  heineken: ['beer'],
  guinness: ['beer'],
  stella: ['beer'],
  'stella artois': ['beer'],
  coors: ['beer'],
  modelo: ['beer'],
  'blue moon': ['beer'],
  'jack daniels': ['whiskey'],
  jameson: ['whiskey'],
  bacardi: ['rum'],
  smirnoff: ['vodka'],
  'titos': ['vodka'],
  'jose cuervo': ['tequila'],
  vino: ['wine'],
  prosecco: ['wine sparkling'],
  champagne: ['wine sparkling'],
  bubbly: ['wine sparkling'],
  rose: ['wine rose'],
  merlot: ['wine red'],
  'cabernet sauvignon': ['wine red'],
  cabernet: ['wine red'],
  'pinot noir': ['wine red'],
  chardonnay: ['wine white'],
  'sauvignon blanc': ['wine white'],
  'pinot grigio': ['wine white'],
  bourbon: ['whiskey'],
  scotch: ['whiskey'],
  whisky: ['whiskey'],
  'black tea': ['tea hot leaf black'],
  'green tea': ['tea hot leaf green'],
  'herbal tea': ['tea hot herbal'],
  cuppa: ['tea hot leaf black'],
  joe: ['coffee brewed'],
  americano: ['coffee brewed'],
  'black coffee': ['coffee brewed'],
  latte: ['coffee latte'],
  cappuccino: ['coffee cappuccino'],
  espresso: ['coffee espresso'],
  'iced coffee': ['coffee iced'],
  // FNDDS names its coffee drinks "drink" ("Frozen coffee drink", "Frozen mocha coffee drink").
  'coffee beverage': ['coffee drink'],
  milkshake: ['milk shake'],
  shake: ['milk shake'],
  'hot chocolate': ['hot chocolate', 'chocolate milk hot'],
  cocoa: ['hot chocolate'],
  'h2o': ['water'],
  'tap water': ['water tap'],
  'sparkling water': ['water carbonated'],
  seltzer: ['water carbonated'],
  lemonade: ['lemonade'],
  'boba tea': ['bubble tea'],
  boba: ['bubble tea'],
  frappuccino: ['coffee frappuccino', 'frozen coffee drink'],
  // potatoes and sides
  fries: ['potato french fries'],
  'french fries': ['potato french fries'],
  'french fry': ['potato french fries'],
  chips: ['potato chips'],
  crisps: ['potato chips'],
  'hash browns': ['potato hash brown'],
  hashbrowns: ['potato hash brown'],
  'tater tots': ['potato tots'],
  tots: ['potato tots'],
  'mashed potatoes': ['potato mashed'],
  mash: ['potato mashed'],
  'baked potato': ['potato baked'],
  'jacket potato': ['potato baked'],
  'sweet potato fries': ['sweet potato fries'],
  // dishes and sandwiches
  burger: ['hamburger'],
  hamburger: ['hamburger'],
  cheeseburger: ['cheeseburger'],
  // Written apart, it is still the one sandwich ("a cheese burger" read a chain's Whopper with cheese).
  'cheese burger': ['cheeseburger'],
  'cheese burgers': ['cheeseburger'],
  // A toaster waffle is the frozen one USDA weighs by the waffle (40 g), not a waffle-iron one.
  'toaster waffle': ['waffle plain frozen'],
  'toaster waffles': ['waffle plain frozen'],
  eggo: ['waffle plain frozen'],
  eggos: ['waffle plain frozen'],
  'hot dog': ['hot dog sandwich', 'frankfurter'],
  hotdog: ['hot dog sandwich'],
  'mac and cheese': ['macaroni with cheese'],
  'mac n cheese': ['macaroni with cheese'],
  'mac cheese': ['macaroni with cheese'],
  'mac salad': ['macaroni or pasta salad'],
  'macaroni and cheese': ['macaroni with cheese'],
  'spaghetti bolognese': ['spaghetti with meat sauce'],
  'spag bol': ['spaghetti with meat sauce'],
  bolognese: ['spaghetti with meat sauce'],
  pbj: ['peanut butter and jelly sandwich'],
  'pb and j': ['peanut butter and jelly sandwich'],
  pb: ['peanut butter'],
  sub: ['submarine sandwich'],
  hoagie: ['submarine sandwich'],
  grinder: ['submarine sandwich'],
  blt: ['bacon lettuce tomato sandwich'],
  'grilled cheese': ['grilled cheese sandwich'],
  'fried rice': ['fried rice'],
  'lo mein': ['lo mein'],
  'pad thai': ['pad thai'],
  nuggets: ['chicken nuggets'],
  'chicken fingers': ['chicken tenders'],
  'chicken strips': ['chicken tenders'],
  wings: ['chicken wings'],
  'buffalo wings': ['chicken wing fried coated'],
  'hot wings': ['chicken wing fried coated'],
  'chicken wings': ['chicken wing'],
  omelette: ['omelet'],
  omelet: ['omelet'],
  porridge: ['oatmeal'],
  oats: ['oatmeal', 'oats'],
  'corn flakes': ['cereal corn flakes'],
  'shredded wheat': ['cereal shredded wheat'],
  cornflakes: ['cereal corn flakes'],
  cheerios: ['cereal cheerios'],
  granola: ['cereal granola'],
  toast: ['bread toasted'],
  // "beans on 2 toasts": the plural as British and Indian English write it (session 18).
  toasts: ['bread toasted'],
  'french toast': ['french toast'],
  'tortilla chips': ['tortilla chips'],
  'chocolate chips': ['chocolate chips'],
  'pita chips': ['pita chips'],
  'banana chips': ['banana chips'],
  // Baking chips are SR's "Candies, confectioner's coating, …": not potato chips (the "chips" line above).
  'butterscotch chips': ['confectioners coating butterscotch'],
  'peanut butter chips': ['confectioners coating peanut butter'],
  'yogurt chips': ['confectioners coating yogurt'],
  'coating chips': ['confectioners coating'],
  "confectioner's chips": ['confectioners coating'],
  'confectioners chips': ['confectioners coating'],
  // FNDDS writes the snack "Pork skin rinds" (its kind asks for all three words).
  'pork rinds': ['pork skin rinds'],
  'pork rind': ['pork skin rinds'],
  chicharrones: ['pork skin rinds'],
  'white toast': ['bread white toasted'],
  'brown bread': ['bread whole wheat'],
  'wholemeal bread': ['bread whole wheat'],
  'wholegrain bread': ['bread whole grain'],
  jello: ['gelatin dessert'],
  'jell o': ['gelatin dessert'],
  popsicle: ['ice pop'],
  'ice lolly': ['ice pop'],
  'soft serve': ['ice cream soft serve'],
  'froyo': ['frozen yogurt'],
  'fro yo': ['frozen yogurt'],
  spaghetti: ['pasta cooked', 'spaghetti'],
  noodles: ['noodles cooked', 'noodles'],
  penne: ['pasta cooked'],
  linguine: ['pasta cooked'],
  fettuccine: ['pasta cooked'],
  macaroni: ['pasta cooked', 'macaroni'],
  vinaigrette: ['italian dressing made with vinegar and oil'],
  'balsamic vinaigrette': ['italian dressing made with vinegar and oil'],
  'italian dressing': ['italian dressing made with vinegar and oil'],
  squash: ['summer squash', 'winter squash'],
  'yellow squash': ['summer squash yellow'],
  'butternut squash': ['winter squash'],
  'acorn squash': ['winter squash'],
  zucchini: ['summer squash green'],
  courgettes: ['summer squash green'],
  tofu: ['tofu raw regular'],
  'oil and vinegar': ['oil and vinegar dressing', 'italian dressing'],
  'cherry tomatoes': ['tomatoes raw'],
  'cherry tomato': ['tomatoes raw'],
  'grape tomatoes': ['tomatoes raw'],
  'baby carrots': ['carrots raw'],
  // USDA files stir fries under "Stir-fry and soy-based sauce mixtures": "X and vegetables …, soy-based sauce".
  'stir fry': ['and vegetables including carrots broccoli leafy potatoes soy based sauce'],
  // SR28 writes one word ("Babyfood, fruit, applesauce, strained"); FNDDS says "Baby Toddler".
  'baby food': ['babyfood', 'baby toddler'],
  'baby foods': ['babyfood', 'baby toddler'],
  'sweet tea': ['tea iced brewed black presweetened with sugar'],
  'iced tea': ['tea iced brewed black'],
  peas: ['green peas'],
  'green peas': ['green peas'],
  'candy bar': ['chocolate candy'],
  'chocolate bar': ['chocolate candy'],
  gummies: ['candy gummy'],
  gummy: ['candy gummy'],
  'gummy bears': ['candy gummy'],
  'gummy worms': ['candy gummy'],
  meatloaf: ['meat loaf made with beef'],
  'fettuccine alfredo': ['pasta with cream sauce'],
  alfredo: ['pasta with cream sauce'],
  'spring roll': ['egg roll'],
  'spring rolls': ['egg roll'],
  kebab: ['shish kabob'],
  kebabs: ['shish kabob'],
  kabob: ['shish kabob'],
  'onion rings': ['onion rings'],
  // everyday abbreviations
  decaf: ['decaffeinated'],
  'decaf coffee': ['coffee brewed decaffeinated'],
  choc: ['chocolate'],
  avo: ['avocado'],
  // Session 18 (everyday9): clippings a food log uses for a drink or a dish, each a name people
  // write on menus and in chat ("margs at happy hour", "a G&T", "spag" in British English).
  marg: ['margarita'],
  margs: ['margarita'],
  // "G&T": the meal reader knows the word as written, the search reads it as "g and t" (text.ts
  // reads "&" as "and"), so both spellings are keys.
  'g&t': ['gin and tonic'],
  'g&ts': ['gin and tonic'],
  'g and t': ['gin and tonic'],
  'g and ts': ['gin and tonic'],
  spag: ['pasta cooked', 'spaghetti'],
  // Session 18 (everyday9): grocery brands said alone, each the generic food USDA has for it
  // (they were refused, or read by another word: "canada dry" as dried fruit).
  'canada dry': ['soft drink ginger ale'],
  breyers: ['ice cream'],
  fage: ['yogurt greek'],
  oikos: ['yogurt greek'],
  tostitos: ['tortilla chips'],
  ritz: ['crackers butter ritz'],
  'ritz crackers': ['crackers butter ritz'],
  'heinz beans': ['baked beans'],
  'special k': ['cereals ready to eat kelloggs special k'],
  guac: ['guacamole'],
  mozz: ['mozzarella'],
  parm: ['parmesan'],
  'chicken parm': ['chicken or turkey parmigiana'],
  'chicken parmesan': ['chicken or turkey parmigiana'],
  'chicken parmigiana': ['chicken or turkey parmigiana'],
  'eggplant parm': ['eggplant parmesan casserole'],
  'veal parm': ['veal parmigiana'],
  // food-log shorthand (session 14): letters dropped as people type them
  chkn: ['chicken'],
  chix: ['chicken'],
  chikn: ['chicken'],
  ckn: ['chicken'],
  sammich: ['sandwich'],
  sammiches: ['sandwiches'],
  brkfst: ['breakfast'],
  bfast: ['breakfast'],
  broc: ['broccoli'],
  sarnie: ['sandwich'],
  sammy: ['sandwich'],
  sammie: ['sandwich'],
  brekkie: ['breakfast'],
  cukes: ['cucumber'],
  'oj juice': ['orange juice'],
  // food-log slang and shorthand (session 15): clipped as people type them
  nuggs: ['chicken nuggets'],
  tendies: ['chicken tenders'],
  chz: ['cheese'],
  yog: ['yogurt'],
  yoghurt: ['yogurt'],
  bkfst: ['breakfast'],
  brekky: ['breakfast'],
  quesa: ['quesadilla'],
  // Varieties a shop sells produce by (session 23): USDA weighs the fruit or vegetable, and names
  // only some varieties (its gala, fuji, granny smith apples; bartlett, bosc pears; medjool dates).
  // A variety it does not name is its species, raw: said alone ("a medium honeycrisp") it had found
  // nothing. Only names that are no other word in a food log ("jazz", "envy", "empire", "ambrosia"
  // and "pink lady", a cocktail, are left out; misses11 found the same class the same hour).
  honeycrisp: ['apple raw'],
  'cripps pink': ['apple raw'],
  'cosmic crisp': ['apple raw'],
  mcintosh: ['apple raw'],
  macintosh: ['apple raw'],
  braeburn: ['apple raw'],
  jonagold: ['apple raw'],
  cortland: ['apple raw'],
  muskmelon: ['cantaloupe raw'],
  'cara cara': ['orange raw'],
  satsuma: ['tangerine raw'],
  satsumas: ['tangerine raw'],
  ataulfo: ['mango raw'],
  hass: ['avocado raw'],
  'yukon gold': ['potato nfs'],
  fingerling: ['potato nfs'],
  fingerlings: ['potato nfs'],
  roma: ['tomatoes raw'],
  kumato: ['tomatoes raw'],
  vidalia: ['onions raw'],
  // Home and shop names of dishes FNDDS has under its own (session 23).
  'whipped potatoes': ['potato mashed'],
  'crockpot roast': ['beef pot roast'],
  'crock pot roast': ['beef pot roast'],
  'slow cooker roast': ['beef pot roast'],
  // UK and Australian names of foods FNDDS has under another name (session 15)
  rockmelon: ['cantaloupe'],
  mangetout: ['snowpeas'],
  'snow peas': ['snowpeas'],
  'snap peas': ['snowpeas'],
  'sugar snap peas': ['snowpeas'],
  swede: ['rutabaga'],
  'yorkshire pudding': ['popover'],
  'yorkshire puddings': ['popover'],
  'candy floss': ['candy cotton'],
  'cotton candy': ['candy cotton'],
  sanga: ['sandwich'],
  sanger: ['sandwich'],
  toastie: ['grilled cheese sandwich'],
  'onion bhaji': ['pakora'],
  'onion bhajis': ['pakora'],
  bhaji: ['pakora'],
  bhajis: ['pakora'],
  poppadom: ['papad'],
  poppadoms: ['papad'],
  poppadum: ['papad'],
  papadum: ['papad'],
  pappadum: ['papad'],
  // A dish said by a regional or a second name the tables spell otherwise: "burro" is the
  // burrito in the US Southwest, "makhani" (Hindi "buttery") is butter chicken, FNDDS's curry.
  burro: ['burrito'],
  burros: ['burrito'],
  'chicken makhani': ['chicken curry'],
  'makhani chicken': ['chicken curry'],
  'doner kebab': ['gyro sandwich'],
  doner: ['gyro'],
  'sausage roll': ['pig in a blanket'],
  'sausage rolls': ['pig in a blanket'],
  // Food-log names FNDDS spells or names another way (session 16, unseen5 and the earlier sets'
  // left list): each is the FNDDS food it is.
  sopapilla: ['sopaipilla'],
  sopapillas: ['sopaipilla'],
  fudgsicle: ['fudgesicle'],
  fudgsicles: ['fudgesicle'],
  'eggs benny': ['egg benedict'],
  'egg benny': ['egg benedict'],
  'kettle corn': ['popcorn kettle'],
  't-bone': ['beef steak t bone'],
  't bone': ['beef steak t bone'],
  tbone: ['beef steak t bone'],
  'pepsi max': ['soft drink cola diet'],
  'skinny pop': ['popcorn ready to eat plain'],
  skinnypop: ['popcorn ready to eat plain'],
  'arizona green tea': ['tea iced bottled green'],
  'arizona iced tea': ['tea iced bottled black'],
  'thin mints': ['cookie chocolate with icing or coating'],
  // Fritos by the plural brand name only: a curated "fritos" name made "frito" a head word of
  // every food, and "pollo frito" became Bacalaitos fritos once foods.json.gz was rebuilt.
  fritos: ['corn chips plain fritos'],
  // A chicken taco or wrap is the taco or the grilled fillet wrap FNDDS names, not its taco salad
  // or chicken salad wrap (twice the energy), which the bare words had reached (unseen2, 4, 5).
  'chicken taco': ['taco corn tortilla chicken cheese'],
  'chicken tacos': ['taco corn tortilla chicken cheese'],
  'chicken wrap': ['chicken fillet wrap sandwich grilled'],
  'chicken wraps': ['chicken fillet wrap sandwich grilled'],
  'thin mint': ['cookie chocolate with icing or coating'],
  // ingredients, British and other regional names
  veggies: ['vegetables'],
  veg: ['vegetables'],
  // "a veggie pizza", "a veggie sub", "veggie lasagna": made with vegetables (a "veggie burger" or
  // "veggie sausage" stays the meatless stand-in: the search reads the word as that too).
  veggie: ['vegetable'],
  mayo: ['mayonnaise'],
  ketchup: ['ketchup'],
  aubergine: ['eggplant'],
  courgette: ['summer squash green'],
  coriander: ['cilantro'],
  prawn: ['shrimp'],
  prawns: ['shrimp'],
  rocket: ['arugula'],
  mince: ['ground beef'],
  'minced beef': ['ground beef'],
  'beef mince': ['ground beef'],
  'spring onion': ['green onion'],
  'spring onions': ['green onions'],
  scallion: ['green onion'],
  scallions: ['green onions'],
  capsicum: ['pepper sweet'],
  'bell pepper': ['pepper sweet'],
  'bell peppers': ['peppers sweet'],
  garbanzo: ['chickpeas'],
  'garbanzo beans': ['chickpeas'],
  chickpea: ['chickpeas'],
  'chick peas': ['chickpeas'],
  'icing sugar': ['sugar powdered'],
  "confectioners sugar": ['sugar powdered'],
  'caster sugar': ['sugar white'],
  'double cream': ['cream heavy'],
  'single cream': ['cream light'],
  'heavy whipping cream': ['cream heavy'],
  'half and half': ['cream half and half'],
  'semi skimmed milk': ['milk low fat 1%'],
  'skimmed milk': ['milk fat free skim'],
  'skim milk': ['milk fat free skim'],
  'nonfat milk': ['milk fat free skim'],
  'fat free milk': ['milk fat free skim'],
  '2% milk': ['milk reduced fat 2%'],
  '1% milk': ['milk low fat 1%'],
  'full fat milk': ['milk whole'],
  // "milk, full fat": the fat level said after the milk (parse.ts joins it as a describer).
  'milk full fat': ['milk whole'],
  'oat milk': ['oat milk'],
  'almond milk': ['almond milk'],
  'soy milk': ['soy milk'],
  'greek yoghurt': ['yogurt greek'],
  pbutter: ['peanut butter'],
  'pb2': ['peanut butter powdered'],
  'evoo': ['olive oil'],
  'olive oil': ['olive oil'],
  edamame: ['edamame'],
  spuds: ['potato'],
  spud: ['potato'],
  tatties: ['potato'],
  // American slang for potatoes ("mashed taters"); "tater tots" is its own longer key above.
  taters: ['potato'],
  tater: ['potato'],
  'bangers': ['sausage'],
  banger: ['sausage'],
  rasher: ['bacon'],
  rashers: ['bacon'],
  'streaky bacon': ['bacon'],
  'back bacon': ['canadian bacon'],
  'jam': ['jam'],
  jelly: ['jelly'],
  'biscuits and gravy': ['biscuit with gravy'],
  'pancake syrup': ['syrup pancake'],
  'maple syrup': ['syrup maple'],
  'steak': ['beef steak', 'steak'],
  'pork chop': ['pork chop'],
  'salmon fillet': ['salmon'],
  tuna: ['tuna'],
  'tuna salad': ['tuna salad'],
  'pb cups': ['peanut butter cups'],
  'reeses': ['peanut butter cups'],
  'mms': ['chocolate candy candy shell'],
  'm and ms': ['chocolate candy candy shell'],
  'm and m': ['chocolate candy candy shell'],
  'oreos': ['cookie chocolate sandwich'],
  oreo: ['cookie chocolate sandwich'],
  pringles: ['potato chips'],
  lays: ['potato chips'],
  nutella: ['chocolate hazelnut spread'],
  subway: ['submarine sandwich'],
  'pop tart': ['toaster pastry'],
  'pop tarts': ['toaster pastry'],
  poptart: ['toaster pastry'],
  'fruit cup': ['fruit cocktail'],
  'trail mix': ['trail mix'],
  'protein shake': ['protein shake', 'nutritional drink'],
  'protein bar': ['nutrition bar', 'protein bar'],
  // Spellings of FNDDS dishes a food log writes its own way (session 19): FNDDS's "Egg foo yung"
  // and "Hush puppy" are the same foods; menus say "egg foo young" and "hushpuppies".
  'egg foo young': ['egg foo yung'],
  'egg fu young': ['egg foo yung'],
  'egg foo yong': ['egg foo yung'],
  hushpuppy: ['hush puppy'],
  hushpuppies: ['hush puppy'],
  'hush puppies': ['hush puppy'],
  // British English's name for the beef one: FNDDS's "Shepherd's pie" is a beef mixture (2731xxxx).
  'cottage pie': ["shepherd's pie"],
  // A bagel's toppings by the deli's names (session 20): lox is SR's "Fish, salmon, chinook,
  // smoked, (lox)"; a schmear is the cream cheese spread on the bagel.
  lox: ['fish salmon smoked lox'],
  'nova lox': ['fish salmon smoked lox'],
  schmear: ['cream cheese regular plain'],
  shmear: ['cream cheese regular plain'],
  // Tex-Mex "queso" (chips and queso) is the melted cheese dip. Only English reads it: the
  // language layer reads a Spanish text's "queso" as cheese before English sees it.
  queso: ['cheese dip'],
  'queso dip': ['cheese dip'],
  'chile con queso': ['cheese dip'],
  'chili con queso': ['cheese dip'],
  // Sushi by its Japanese names (session 21): nigiri is FNDDS's "Sushi, topped with <fish>" (rice
  // pressed under a slice), maki its "Sushi roll, <filling>". Without them the near-spelling
  // reader took "nigiri" for the tofu coagulant "nigari" and answered tofu.
  nigiri: ['sushi topped with'],
  maki: ['sushi roll'],
  // The Sicilian pastry by its Italian name, as English food logs write it: FNDDS's cream-filled
  // pastry (the lexicon's row for "cannoli"). Unknown to English, "a cannoli from the italian
  // bakery" had been "USDA Commodity, Bakery, Flour Mix" through the bakery's words.
  cannoli: ['pastry puff custard or cream filled iced or not iced'],
  cannolis: ['pastry puff custard or cream filled iced or not iced'],
  // British sandwich-bar names: "tuna mayo" is tuna salad made with mayonnaise (a jacket potato's
  // or a sandwich's filling), never the mayonnaise alone with the tuna lost.
  'tuna mayo': ['tuna salad made with mayonnaise'],
  'tuna mayonnaise': ['tuna salad made with mayonnaise'],
  // A caesar, grilled or crispy chicken wrap is FNDDS's chicken fillet wrap, as a chicken wrap is
  // (above); "Chicken salad sandwich wrap" is the mayonnaise chicken salad in a wrap.
  'chicken caesar wrap': ['chicken fillet wrap sandwich grilled'],
  'grilled chicken wrap': ['chicken fillet wrap sandwich grilled'],
  'crispy chicken wrap': ['chicken fillet wrap sandwich fried'],
  'fried chicken wrap': ['chicken fillet wrap sandwich fried'],
  // Everyday names the tables lack (issue 23, session 22, helper places): small mandarins sold by
  // their brand's nickname, a hiker's trail mix, tabbouleh as menus spell it.
  cuties: ['clementine'],
  cutie: ['clementine'],
  halos: ['clementine'],
  gorp: ['trail mix'],
  // Onion rings said short, as menus and food logs write them.
  'o-rings': ['onion rings'],
  'o rings': ['onion rings'],
  tabouli: ['tabbouleh'],
  tabouleh: ['tabbouleh'],
  tabbouli: ['tabbouleh'],
  // A croquette of fish or meat is FNDDS's "cake or patty" of it ("Fish, salmon cake or patty",
  // "Tuna cake or patty", whose portions name the croquette).
  croquette: ['cake or patty'],
  croquettes: ['cake or patty'],
  // A poultry part said alone is the chicken's ("a leftover drumstick", "two thighs"); said with
  // its bird ("turkey drumstick") the longer name decides.
  drumstick: ['chicken drumstick'],
  drumsticks: ['chicken drumstick'],
  thigh: ['chicken thigh'],
  thighs: ['chicken thigh'],
  // Dish names a food log spells another way than FNDDS (issue 23, session 22, misses10; kept in
  // session 23 by dishparts): one word for FNDDS's two, a British name for the same dish. A bare
  // "stuffing" is FNDDS's "Bread stuffing" (its only unqualified kind); "cornbread stuffing"
  // keeps its longer row.
  cheesesteak: ['cheese steak sandwich'],
  cheesesteaks: ['cheese steak sandwich'],
  'eggy bread': ['french toast'],
  stuffing: ['bread stuffing'],
};

/**
 * Synonym keys by their first word, each with its words and its alternatives' words, and the
 * whole-query table as a Map: made once, as every mention asks (no key joined and looked up in
 * the tables per word, and no key of an object's prototype answers).
 */
let tables: { byFirst: Map<string, { key: string[]; words: string[] }[]>; whole: Map<string, string[]> } | undefined;
function synonymTables() {
  if (!tables) {
    const byFirst = new Map<string, { key: string[]; words: string[] }[]>();
    for (const [key, alternatives] of Object.entries(SYNONYMS)) {
      const kw = key.split(' ');
      const list = byFirst.get(kw[0]!) ?? [];
      list.push({ key: kw, words: alternatives.flatMap((alt) => alt.split(' ')) });
      byFirst.set(kw[0]!, list);
    }
    const whole = new Map(Object.entries(WHOLE_QUERY_SYNONYMS).map(([key, value]) => [key, value.split(' ')]));
    tables = { byFirst, whole };
  }
  return tables;
}
/**
 * The USDA words the synonym tables put in place of `words` (as written, lower case): "coke" →
 * soft, drink, cola. The meal matcher reads them as said, so a food reached through a synonym is
 * carried by it (meal/kind.ts).
 */
export function synonymWords(words: readonly string[]): string[] {
  const { byFirst, whole } = synonymTables();
  const out: string[] = [];
  const wholeWords = whole.get(words.join(' '));
  if (wholeWords) out.push(...wholeWords);
  for (let i = 0; i < words.length; i++) {
    const keys = byFirst.get(words[i]!);
    if (!keys) continue;
    for (const { key, words: alternatives } of keys) {
      if (key.every((w, j) => words[i + j] === w)) out.push(...alternatives);
    }
  }
  return out;
}
/** Every word of every synonym key ("nigiri", "taters", "con", "queso"): words the search reads already. */
export function synonymKeyVocabulary(): ReadonlySet<string> {
  keyVocabulary ??= new Set([...Object.keys(SYNONYMS), ...Object.keys(WHOLE_QUERY_SYNONYMS)].flatMap((key) => key.split(' ')));
  return keyVocabulary;
}
let keyVocabulary: Set<string> | undefined;
/**
 * The words of `words` a synonym key rewrites ("mac" said alone, "coke", "diet coke"): a word the
 * search reads as other USDA words, so a name that carries it literally ("…, Easy Mac type" for
 * "mac") carries no more of what was meant than one that does not (meal/rank.ts namesAll).
 */
export function synonymKeyWords(words: readonly string[]): Set<string> {
  const { byFirst, whole } = synonymTables();
  const out = new Set<string>();
  if (whole.has(words.join(' '))) for (const w of words) out.add(w);
  for (let i = 0; i < words.length; i++) {
    for (const { key } of byFirst.get(words[i]!) ?? []) {
      if (key.every((w, j) => words[i + j] === w)) for (const w of key) out.add(w);
    }
  }
  return out;
}
