import { ADULTS, CHILDREN_AND_GROUPS } from './persons.js';

/*
 * Place words: one home (session 22) for the places a food log names around a food — where it was
 * eaten ("in the car"), bought ("from the mall") or a venue said before it ("airport sushi"). The
 * readers differ in what they may drop, so each takes a named set built here from the kinds below;
 * a word is written once, in its kind, and what a reader leaves out is said beside its set with the
 * reason. None of these words is a food; the food words FNDDS writes with a place ("from school
 * cafeteria", "movie theater" popcorn, "subway" and "metro" as chains) are kept out on purpose.
 */

/** Vehicles and the way ("in the car", "on the train", "on my commute"). */
const VEHICLES = 'car truck van bus train plane flight taxi cab uber commute drive road ride'.split(' ');
/** Rooms and furniture of home, work and school ("at my desk", "on the couch"). */
const ROOMS_AND_FURNITURE = 'bed couch sofa desk office kitchen breakroom room lounge classroom class lecture meeting hallway porch balcony garden backyard yard'.split(' ');
/**
 * Places whose business is food: a room or a gathering where people eat. A food word said there is
 * the food on offer ("the donut in the break room"); see `PLACES_OF_EATING`.
 */
const EATING_PLACES = 'home breakroom lunchroom cafeteria canteen kitchen kitchenette diner buffet potluck cookout bbq barbecue picnic'.split(' ');
/** Institutions and venues a day goes through ("at the gym", "hospital cafeteria …"). */
const VENUES = 'gym park beach pool library hospital ward stadium ballpark arena campsite camp hotel motel airport station church mall fairground'.split(' ');
/** Events and times away ("at the party", "on holiday", "on my break", "on the hike", "after my run"). */
const EVENTS = 'shift party game match concert festival fair stall rodeo wedding funeral work holiday vacation trip break hike walk run jog trail'.split(' ');
/** Drive-throughs: "from the drive-thru". */
const DRIVE_THROUGHS = 'drive-thru drive-through thru'.split(' ');
/** Where people sit with a drink or a plate: "by the fire", "in front of the tv". */
const FIRESIDE = 'fire fireplace fireside campfire bonfire window tv telly'.split(' ');
/** Shops, cafés, pubs and bars food is bought in ("a pretzel from the bakery", "nachos at the bar"). */
const SHOPS = 'cafe café pub bar store supermarket shop bakery market deli bodega cart vendor kiosk'.split(' ');
/** The second noun of a venue said before a food ("hotel lobby", "airport kiosk", "stadium concourse"). */
const VENUE_PARTS = 'cafeteria canteen lobby lounge kiosk concourse vending'.split(' ');
/** Two-word places bought from, read whole ("from the gas station"). */
const TWO_WORD_OUTINGS = ['food court', 'gas station', 'vending machine', 'break room', 'concession stand', 'snack bar', 'corner store', 'coffee shop', 'farmers market', 'grocery store', 'convenience store',
  'food truck', 'food cart', 'taco truck', 'street vendor', 'roadside stand', 'farm stand', 'fruit stand'];

const without = (words: readonly string[], left: ReadonlySet<string>) => words.filter((w) => !left.has(w));

/**
 * Places said after a food, after "in", "at", "on" … (where-eaten.ts). Not the shops (the noise
 * reader drops those after "from"/"at"), nor "mall", "motel", "fairground": not yet measured here.
 */
export const PLACES_AFTER_FOOD: ReadonlySet<string> = new Set([
  ...VEHICLES,
  ...ROOMS_AND_FURNITURE,
  ...EATING_PLACES,
  ...without(VENUES, new Set(['mall', 'motel', 'fairground'])),
  ...EVENTS,
  ...DRIVE_THROUGHS,
  ...FIRESIDE,
]);

/**
 * Venues that may be said before a food as its describer ("stadium nachos"). Only institutions no
 * food is named for: not "park", "beach", "pool" ("park" is no describer, "pool" a game), nor
 * "ballpark" or "fairground" (FNDDS and menus name "ballpark" franks), nor "ward", "station" (the
 * head of a place name).
 */
export const VENUES_BEFORE_FOOD: ReadonlySet<string> = new Set([
  ...without(VENUES, new Set(['park', 'beach', 'pool', 'ward', 'ballpark', 'camp', 'station', 'fairground'])),
  'office',
  'canteen',
]);

/** A second place noun after a venue said before a food ("hospital cafeteria", "hotel lobby"). */
export const VENUE_SECOND_WORDS: ReadonlySet<string> = new Set([...PLACES_AFTER_FOOD, ...VENUE_PARTS]);

/** Places whose business is food (food-evidence.ts reads a food word said there as the food on offer). */
export const PLACES_OF_EATING: ReadonlySet<string> = new Set(EATING_PLACES);

const PEOPLE_AT_HOME: ReadonlySet<string> = new Set([...ADULTS, ...CHILDREN_AND_GROUPS]);
/** Someone's home said by their name for them ("at grandma's", "at my mom's", "at a friend's"): a place people eat. */
export const isPersonsHome = (word: string): boolean => /['’]s$/.test(word) && PEOPLE_AT_HOME.has(word.slice(0, -2));

/**
 * Places a food was bought or eaten at, said after "from"/"at" (noise.ts): the shops, and the
 * venues and events where food is sold. Not rooms, vehicles or furniture ("at my desk" is read by
 * where-eaten.ts), which here could swallow a food's own "at"/"from".
 */
export const OUTING_PLACES: ReadonlySet<string> = new Set([
  ...SHOPS,
  'mall',
  'airport',
  'fair',
  'fairground',
  'ballpark',
  'stadium',
  'arena',
  'office',
  'cafeteria',
  'canteen',
  'breakroom',
]);
/** Two-word places bought from (noise.ts), read whole. */
export const OUTING_PLACES_TWO: ReadonlySet<string> = new Set(TWO_WORD_OUTINGS);
