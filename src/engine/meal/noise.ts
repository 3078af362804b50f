import type { Token } from './tokens.js';
import { matchSize, matchSizeBand, matchUnit } from './units.js';
import { cardinalWords, ENGLISH_CARDINALS } from '../text/number-words.js';
import { readNumber, TOTAL_MARK } from './quantity.js';
import { readShares } from './share.js';
import { ADULTS, POSSESSIVES as POSSESSIVE_WORDS, SUBJECT_PRONOUNS } from './persons.js';
import { OUTING_PLACES, OUTING_PLACES_TWO } from './place-words.js';
import { PACKING_LIQUIDS } from './packed-in.js';

/*
 * Sentence noise: what people write around the food ("For dessert, I am enjoying …",
 * "… is added to my salad", "this morning"). Removing it keeps the food words the search sees
 * clean; every rule here is about how people talk, none about a particular meal.
 */

/** Words that never name a food or change one: pronouns, auxiliaries, verbs of eating. */
export const FILLER_WORDS = new Set(
  (
    "i i'm im i've ive i'll i'd we we're we've me my mine our ours us you your yours he his she her they their them it it's its " +
    "this these those there here that's what what's who whom which that " +
    "am is are was were be been being have has had having will would shall should could might must do does did doing done " +
    "going gonna wanna got get gets getting just also then now currently really actually probably definitely " +
    "today tonight yesterday tomorrow earlier later eat eats eating ate eaten enjoy enjoys enjoying enjoyed " +
    "consume consumes consuming consumed drink drinks drinking drank devour devouring devoured snacking snacked munching munch " +
    "munched sip sipping sipped grab grabbed grabbing take took taking taken want wanted like love loving loved possess possessing " +
    "use uses used using utilize utilizes utilizing utilized incorporate incorporating incorporated adding serve serves served " +
    "preparing prepare intend intends intended intending plan plans planning ready readying cook cooking bake baking consists consisting consist " +
    "include includes including included feature featuring features featured contain contains containing accompanied comprised comprising " +
    "enhance enhancing flavor flavour taste classified called labeled labelled known considered both well any very quite so too " +
    "the please ordered order? bought buy having had myself ourselves lots bit sort type style piece? meal? tasty delicious yummy " +
    "nice lovely homemade? being same amount consisted comprises treated picked picking scarfed wolfed finished " +
    "midmorning mid-morning midafternoon mid-afternoon midday each shared sharing starting started start begin beginning began kick kicking kicked fueling fuelling fueled " +
    "savor savors savoring savored savour savours savouring savoured indulge indulges indulging indulged relish relishing " +
    "accompanies accompany accompanying possess possesses possessed received receive receiving placed purchased purchase " +
    "giving given give gives providing provide provided feeding feed rewarding reward rewarded treating waiting watching " +
    "partaking partake sampling sample tasting trying tried appreciating digging polishing noshing nibbling nibble chowing thanks thank " +
    "craving craved cravings finally went " +
    // verbs of serving a drink ("we opened a bottle of red", "poured a glass of milk"); not "open"
    // or "cracked" (open-faced sandwich, cracked wheat)
    "opened uncorked poured " +
    // verbs of eating fast or on the sly ("inhaled a slice", "snuck a cookie"); not "crushed",
    // "smashed" (crushed pineapple, smashed potatoes)
    "inhaled inhaling demolished gobbled gobbling downed chugged chugging guzzled slurped snuck sneaked nabbed scoffed housed " +
    // meal prep and how hungry (session 15): "prepping a batch of …", "woke up starving and ate …"
    // ("Hungry-Man" is a brand: not "hungry"; "prep" and "prepped" are read in stripNoise)
    "prepping meal-prep meal-prepped starving famished ravenous peckish woke " +
    // a dictated log's hesitations (session 27): "dinner was uh chicken wings"
    "uh uhh um umm erm"
  )
    .split(/\s+/)
    .filter((word) => word && !word.endsWith('?')),
);

const LEADING_VERBS = new Set(['prepared', 'prepare', 'made', 'make', 'cooked', 'baked', 'fried', 'grilled', 'roasted', 'heated', 'microwaved', 'bought', 'ordered', 'brought', 'packed']);
const PRONOUNS = new Set([...SUBJECT_PRONOUNS, 'just', 'also', 'then']);
/** Who a clause is about ("while I work"): its subject, not the food. */
const CLAUSE_SUBJECTS: ReadonlySet<string> = new Set(SUBJECT_PRONOUNS);
/** Whether the words from `from` reach the text's end, punctuation or "and" within `words` words. */
function clauseEndsWithin(tokens: readonly Token[], from: number, words: number): boolean {
  for (let j = from; j <= from + words; j++) {
    const t = tokens[j];
    if (!t || t.kind !== 'word' || t.text === 'and') return j > from;
  }
  return false;
}

/**
 * Clock times (session 15): "around 10am", "at 3pm", "by 7:30", "at 6 o'clock" say when, never how
 * many ("around 10am, a clementine" was ten clementines). The words that lead a time go with it.
 */
const CLOCK_SUFFIXES = new Set(['am', 'pm', 'oclock', "o'clock", 'ish']);
const CLOCK_LEADS = new Set(['at', 'around', 'about', 'by', 'after', 'before', 'until', 'till', 'til', 'since', 'approx', 'approximately', 'roughly', '~']);
/** Where a clock time that starts at the number `i` ends, or undefined when the number is no time. */
function clockTimeEnd(tokens: readonly Token[], i: number, lead: string | undefined): number | undefined {
  const hour = tokens[i];
  if (hour?.kind !== 'number' || hour.value === undefined || hour.value > 24 || hour.value < 0) return undefined;
  let end = i + 1;
  // "7:30", "10:45pm": minutes are two digits after a colon.
  const minutes = tokens[end + 1];
  const hasMinutes = tokens[end]?.text === ':' && minutes?.kind === 'number' && /^\d\d$/.test(minutes.text) && Number.isInteger(hour.value);
  if (hasMinutes) end += 2;
  const suffix = tokens[end];
  if (suffix?.kind === 'word' && CLOCK_SUFFIXES.has(suffix.text)) return end + 1;
  // "a.m." / "p.m." are written with stops.
  if (/^(a|p)$/.test(suffix?.text ?? '') && tokens[end + 1]?.text === '.' && tokens[end + 2]?.text === 'm') return tokens[end + 3]?.text === '.' ? end + 4 : end + 3;
  if (hasMinutes) return end;
  // "… at 3": a bare hour after "at" that ends the part is the time it was eaten.
  const next = tokens[end];
  if (lead === 'at' && Number.isInteger(hour.value) && hour.value >= 1 && hour.value <= 12 && (next === undefined || next.kind === 'break' || /^[.,;!?]$/.test(next.text))) return end;
  return undefined;
}

/**
 * Who made or owned a dish (session 15): "mum's shepherd's pie", "my wife's chili", "grandmas pot
 * roast", "my dad's stroganoff" name the cook, never a food ("my moms meatloaf" was refused, "my
 * wifes tortilla soup" read as an unnamed soup). Written with an apostrophe or, as a food log
 * types it, without one; the bare plural-looking form only for the words it cannot mean otherwise.
 */
// "ma" and "pa" only as cooks: bare, at a clause start, they are too short to read as who ate.
const COOKS: ReadonlySet<string> = new Set([...ADULTS, 'ma', 'pa']);
/** Bare "-s" forms that are also plurals or other words: only with an apostrophe ("pas", "mas"). */
const COOKS_APOSTROPHE_ONLY = new Set(['son', 'ma', 'pa', 'boss', 'friend', 'partner', 'colleague', 'coworker', 'daughter', 'cousin', 'neighbor', 'neighbour', 'sister', 'brother']);
function isCookPossessive(word: string): boolean {
  const apostrophe = /^(.+?)(?:'s|s')$/.exec(word);
  if (apostrophe) return COOKS.has(apostrophe[1]!);
  const bare = /^(.+?)s$/.exec(word);
  return bare !== null && COOKS.has(bare[1]!) && !COOKS_APOSTROPHE_ONLY.has(bare[1]!);
}
/**
 * Where the food was bought or eaten, said after it (session 15): "a pretzel from the mall", "a
 * sandwich on wheat from the cafe", "a hot dog at the gas station". A place is never a food ("from
 * the cafe" had split "wheat" off as 192 g of durum wheat); only at the end of the part.
 */
function outingPlaceEnd(tokens: readonly Token[], i: number): number | undefined {
  let j = i + 1;
  if (/^(the|a|an|my|our|this|that|work)$/.test(tokens[j]?.text ?? '') && tokens[j + 1]?.kind === 'word') j++;
  const two = `${tokens[j]?.text} ${tokens[j + 1]?.text}`;
  const end = OUTING_PLACES_TWO.has(two) ? j + 2 : OUTING_PLACES.has(tokens[j]?.text ?? '') ? j + 1 : undefined;
  if (end === undefined) return undefined;
  const next = tokens[end];
  return next === undefined || next.kind !== 'word' || /^(and|today|tonight|this|for|at|on|before|after|again)$/.test(next.text) ? end : undefined;
}
/** Words "cold" is part of the name before: "cold brew", "cold cuts", "cold pressed juice", "cold pack cheese". */
const COLD_NAMES = new Set(['brew', 'brewed', 'cuts', 'cut', 'pressed', 'press', 'pack']);
/**
 * The words "quick" names a food with in USDA's names: quick oats ("Oatmeal, regular or quick",
 * "Cereals, oats, regular and quick") and quick breads. Before anything else, "a quick bowl of
 * cereal", "grabbed a quick mcchicken", the word says how fast it was eaten.
 */
const QUICK_NAMES = new Set(['oats', 'oat', 'oatmeal', 'oatmeals', 'porridge', 'bread', 'breads', 'grits', 'cooking', 'cook', 'rolled', 'and', 'or']);
/**
 * How a fried egg is done, said after it (session 16): "2 eggs over easy", "eggs sunny side up",
 * "an egg over-medium". It is FNDDS's fried egg; "over" had opened a context and dropped the egg
 * with it (the text was refused). The end of the phrase, or undefined.
 */
function eggDonenessEnd(tokens: readonly Token[], i: number): number | undefined {
  const t = (k: number) => tokens[k]?.text ?? '';
  const hard = (k: number) => (t(k) === 'hard' || t(k) === 'well') && t(k + 1) === 'done' ? k + 2 : k + 1;
  if (/^over-(easy|medium|hard|well)$/.test(t(i))) return t(i) === 'over-well' && t(i + 1) === 'done' ? i + 2 : i + 1;
  if (t(i) === 'over' && /^(easy|medium|hard|well)$/.test(t(i + 1))) return hard(i + 1);
  if (t(i) === 'sunny' && t(i + 1) === 'side' && t(i + 2) === 'up') return i + 3;
  if (/^sunny-side(-up)?$/.test(t(i))) return t(i) === 'sunny-side' && t(i + 1) === 'up' ? i + 2 : i + 1;
  return undefined;
}
/** Nights and dates that name an outing, not a food (session 16): "date night: …" read a date (the fruit). */
const OUTING_DATES = new Set(['breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'movie', 'first', 'second']);
/** "the rest of the …", "the last of my …": all that was left of a food, which is the food itself. */
const REMAINDER_WORDS = new Set(['rest', 'last', 'remainder', 'remains']);
/** What is on a screen (session 16): "8 thin mints watching tv" had read "tv" into the cookie's name. */
const SCREENS = new Set('tv telly television netflix youtube movie movies film films show shows series game games match football soccer baseball basketball hockey news cartoons'.split(' '));
/** After "over", words that do not open a food it is served on ("poured over the top", "over them"). */
const NOT_SERVED_OVER = new Set('it them top ice rocks heat low medium high night time there here and again'.split(' '));
/** Whose plate a food log's leftovers were: "toddler's", "the kids'", "my son's". */
const PLATE_OWNERS = /^(kids?|kid's|kids'|toddlers?|toddler's|toddlers'|babys?|baby's|son's|sons'|daughter's|daughters'|child's|children's|boys'?|girls'?|boy's|girl's|family's|everyone's|husband's|wife's|partner's|roommate's|family|everyone)$/;
const REMAINDER_OWNERS = new Set(['the', 'my', 'our', 'his', 'her', 'their', 'that', 'this', 'those', 'these', "yesterday's", "last night's"]);
/** Words after which "of my" opens the food itself ("a bowl of my chili"), not a context ("to my salad"). */
const SHARE_OF = new Set(['half', 'quarter', 'third', 'rest', 'most', 'some', 'all', 'bit', 'bite', 'bites', 'share', 'portion', 'serving', 'helping', 'leftovers', 'none']);

/** Meal times and occasions: noise after "for", "as", "at", "during", and at a sentence start. */
const OCCASIONS = new Set(
  ('breakfast brunch lunch lunchtime dinner dinnertime supper dessert desserts snack snacks meal meals appetizer appetizers starter starters side treat tea teatime elevenses main course midnight party picnic ' +
    'pick-me-up refuel')
    .split(' '),
);
/** Words between a determiner and an occasion: "my morning meal", "a late night snack", "my afternoon pick-me-up". */
const OCCASION_ADJECTIVES = new Set(['morning', 'afternoon', 'evening', 'night', 'late', 'late-night', 'midnight', 'quick', 'little', 'light', 'first', 'second', 'last', 'main', 'daily', 'usual', 'post-workout', 'pre-workout', 'go-to', 'favorite', 'favourite', 'typical', 'weekend', 'sunday', 'saturday', 'work', 'office', 'packed']);
/** Where or around what people eat: "before my run", "after the gym", "on the train", "at the office". */
const SETTINGS = new Set(
  ('run runs jog workout work-out gym practice game class training work commute train bus flight plane car office school shift walk hike swim ride way desk meeting movies movie cinema theater theatre stadium ballgame ' +
    'flu illness sickness surgery fever nap shower yoga dentist appointment church break ' +
    'meetings classes calls errands shifts sets games lectures appointments periods cafeteria canteen ' +
    // sports and exercise, said bare ("after soccer", "before spin class"): none is a food's name
    'soccer football basketball baseball softball volleyball hockey rugby cricket tennis golf netball lacrosse swimming running jogging ' +
    'cycling biking hiking climbing skating skiing snowboarding surfing rowing boxing wrestling karate judo taekwondo pilates crossfit spin ' +
    'lifting weightlifting dance dancing ballet gymnastics cardio').split(' '),
);
const EXTRA_REASONS = new Set(['crunch', 'flavor', 'flavour', 'texture', 'sweetness', 'protein', 'energy', 'fiber', 'fibre', 'color', 'colour', 'kick', 'heat', 'richness', 'creaminess', 'zing']);
/** Verbs of why people eat: "to maintain hydration", "to stay full", "to recover". */
const PURPOSE_VERBS = new Set('maintain stay keep boost recover refuel fuel feel beat cool warm celebrate satisfy curb fight replenish hydrate rehydrate soothe settle ease calm energize power treat reward start end finish kick wind'.split(' '));
/** The meals of the day, which "over" frames ("over dinner"); of the occasions, only they are never foods after it. */
export const MEALS_OF_DAY = new Set(['breakfast', 'brunch', 'lunch', 'lunchtime', 'dinner', 'dinnertime', 'supper', 'meal', 'meals']);
const SETTING_LEADS = new Set(['before', 'after', 'during', 'on', 'at', 'post', 'pre', 'following', 'between']);
/**
 * Sleep, said only after "before" or "after" ("warm milk before bed", "toast after sleeping in"):
 * when, not what (issue 23: its words had read as the food's head and the text was refused). Not
 * after "on": "salmon on a bed of rice" is served on it.
 */
const SLEEP = new Set(['bed', 'bedtime', 'sleep', 'sleeping']);
const OCCASION_LEADS = new Set(['for', 'as', 'at', 'during', 'with', 'after', 'before']);
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'their', 'this', 'today\'s', 'tonight\'s', 'some']);
/** Units of energy: "100 calories" names no food. */
const ENERGY_WORDS = new Set(['calories', 'calorie', 'kcal', 'cal', 'cals', 'kcals', 'kilocalories']);
/** "drink" is a verb of eating and the head noun of drinks ("energy drink"). */
const DRINK_NOUNS = new Set(['drink', 'drinks']);
/** Determiners that open a verb's object ("to water the plants"); not "this"/"some", which open times and amounts. */
const VERB_OBJECT_LEADS = new Set(['the', 'a', 'an', ...POSSESSIVE_WORDS]);
const POSSESSIVES: ReadonlySet<string> = new Set(POSSESSIVE_WORDS);
const CONTEXT_LEADS = new Set(['for', 'to', 'in', 'into', 'on', 'onto', 'of', 'over', 'from', 'at']);
/** Days of the week (session 15): "i prepped on sunday", "chili from saturday" say when. */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const TIMES = new Set(['morning', 'afternoon', 'evening', 'night', 'noon', 'week', 'weekend', 'time', ...WEEKDAYS]);
const TIME_LEADS = new Set(['this', 'last', 'late', 'early', 'yesterday', 'tomorrow', 'every', 'each', 'in', 'the', 'on', 'from', 'since']);
/** What a food is bought or cooked "for" that is not itself eaten: "for a stew", "for frying". */
const PURPOSES = new Set(
  'stew stews recipe recipes dish dishes cooking baking frying roasting grilling later now tomorrow crowd family two guests kids potluck party picnic the week dipping toddlers toddler baby babies infant infants children child'.split(' '),
);
/** Boundaries that end a context phrase ("to my salad, and …"). */
const isBoundary = (token: Token) => token.kind !== 'word' || token.text === 'and' || token.text === 'with' || token.text === 'plus';

/** Spoken trims ("an eighth of an inch") and USDA's way of writing them. */
const TRIM_WORDS: Readonly<Record<string, number>> = { eighth: 1 / 8, quarter: 1 / 4, half: 1 / 2, zero: 0, fourth: 1 / 4 };
const TRIM_NAMES: ReadonlyArray<readonly [number, string]> = [[0, '0"'], [1 / 8, '1/8"'], [1 / 4, '1/4"'], [1 / 2, '1/2"']];

function trimWord(tokens: readonly Token[], i: number): { text: string; next: number } | undefined {
  // "trimmed to 1/8 inch of fat", "an eighth of an inch of fat": USDA names meat by its trim,
  // written `1/8" fat`; turn the spoken forms into that so the search can match it.
  let j = i;
  let value: number | undefined;
  const token = tokens[j];
  if (token?.kind === 'number') {
    value = token.value;
    j++;
  } else {
    let k = j;
    if (tokens[k]?.text === 'a' || tokens[k]?.text === 'an') k++;
    const words = TRIM_WORDS;
    const w = tokens[k]?.text;
    // "a quarter-inch fat"
    const glued = w?.match(/^(\w+)-inch$/);
    if (glued && words[glued[1]!] !== undefined) {
      value = words[glued[1]!];
      j = k;
      if (tokens[j + 1]?.text === 'of') j++;
      if (tokens[j + 1]?.text !== 'fat') return undefined;
      return { text: TRIM_NAMES.find(([v]) => Math.abs(v - value!) < 1e-6)![1], next: j + 1 };
    }
    if (w !== undefined && words[w] !== undefined) {
      value = words[w];
      k++;
      if (tokens[k]?.text === 'of') k++;
      if (tokens[k]?.text === 'a' || tokens[k]?.text === 'an') k++;
      j = k;
    }
  }
  if (value === undefined) return undefined;
  const unit = tokens[j]?.text;
  if (unit !== 'inch' && unit !== 'inches' && unit !== 'in' && unit !== '"') return undefined;
  j++;
  if (tokens[j]?.text === 'of') j++;
  if (tokens[j]?.text !== 'fat') return undefined;
  const name = TRIM_NAMES.find(([v]) => Math.abs(v - value!) < 1e-6)?.[1];
  if (!name) return undefined;
  return { text: name, next: j };
}

/** "weighing 1 ounce", "that measures 5 fluid ounces": what follows is the amount of the food before it. */
const MEASURE_VERBS = new Set(['weighing', 'weighs', 'weighed', 'weigh', 'measuring', 'measures', 'measured', 'totaling', 'totalling', 'totals']);
/** Lengths: "2.5 inches across", "12 inches in diameter", "5 inches by 3.75 inches", "one square inch". */
const LENGTH_UNITS = new Set(['inch', 'inches', 'in', '"', '”', 'cm', 'centimeters', 'centimetres', 'mm']);
/** A length's number in words: pizzas and subs run to twenty inches; "half an inch", "an inch". */
const LENGTH_NUMBER_WORDS = new Set([...cardinalWords(1, 20), 'half', 'a', 'an']);
const SIZE_PHRASE_LEADS = new Set(['in', 'regardless', 'any', 'available', 'of']);
const USUAL_SIZES = new Set(['standard', 'regular', 'normal', 'usual', 'typical', 'any', 'average', 'its', 'their']);
const CHOICE_WORDS = new Set(['current', 'chosen', 'choice', 'selection', 'pick', 'option', 'favorite', 'favourite', 'go-to', 'usual']);
const APPROXIMATELY = new Set(['approximately', 'approx', 'about', 'roughly', 'around', 'nearly', 'almost', 'some']);
const DIMENSION_WORDS = new Set(['across', 'wide', 'long', 'thick', 'tall', 'high', 'deep', 'diameter', 'height', 'thickness', 'depth', 'square', 'length', 'width', 'in', 'by', 'x', 'and', 'to', 'around', 'round', 'dia']);

const MEASURE_NOUNS = new Set(['area', 'volume', 'weight', 'size', 'total', 'amount', 'quantity', 'portion', 'serving']);
/**
 * Where the amount of "in a 16 fluid ounce serving", "at 8 fluid ounces", "with a volume of 10
 * fluid ounces" starts (after the lead words), or undefined when the tokens at `i` are not one.
 * Only a number followed by a unit: "in 2 minutes" or "in a bowl" are not amounts.
 */
function trailingMeasureStart(tokens: readonly Token[], i: number): number | undefined {
  const word = tokens[i]!.text;
  let j = i + 1;
  const isNumber = (t: Token | undefined) => t !== undefined && (t.kind === 'number' || MEASURE_NUMBER_WORDS.has(t.text));
  if (word === 'with' || word === 'in' || word === 'of') {
    // "with a volume of", "in a total amount of", "with a surface area of"
    let k = j;
    if (tokens[k]?.text === 'a' || tokens[k]?.text === 'an' || tokens[k]?.text === 'the') k++;
    if (tokens[k]?.text === 'total' || tokens[k]?.text === 'surface') k++;
    if (tokens[k] && MEASURE_NOUNS.has(tokens[k]!.text) && tokens[k + 1]?.text === 'of' && isNumber(tokens[k + 2])) return k + 2;
  }
  // "a frozen mocha drink of 12 fluid ounces": "of" and at once a weight or a volume (below).
  const ofMeasure = word === 'of' && tokens[j] !== undefined && tokens[j]!.kind === 'number';
  // "cut into one square inch", "sliced into 2 ounce pieces": the size of what is eaten.
  if (word !== 'in' && word !== 'at' && word !== 'into' && !ofMeasure) return undefined;
  const start = j;
  if (tokens[j]?.text === 'a' || tokens[j]?.text === 'an') j++;
  if (!isNumber(tokens[j])) return undefined;
  // "in a 1-ounce serving", "in a one-ounce serving": the hyphen joins the number to its unit.
  const unitAt = tokens[j + 1]?.text === '-' ? j + 2 : j + 1;
  const texts = tokens.slice(unitAt, unitAt + 2).map((t) => t.text);
  const unit = matchUnit(texts, 0, true);
  // Only a measure that ends the phrase ("… of 12 fluid ounces."): "a lunch made of 2 ounces
  // of ham", "a glass of 12 fl oz lemonade" lead the food that follows, and before "made with
  // milk" the measure would be read as the milk's.
  if (ofMeasure) return unit && unit.unit.kind !== 'household' && endsMeasure(tokens[unitAt + unit.length]) ? start : undefined;
  // FNDDS's cubic and surface inch are household units that still measure.
  return unit && (unit.unit.kind !== 'household' || /inch/.test(unit.unit.name)) ? start : undefined;
}
const MEASURE_NUMBER_WORDS = cardinalWords(1, 12);
const MEAL_TIMES = /^(breakfast|brunch|lunch|dinner|supper|snack|snacks|meal|meals)$/;
/**
 * After an occasion: where "of", "consisting of", "made up of", "that consists of" or
 * "featuring", "including", "containing" end, or undefined.
 */
function consistsOfEnd(tokens: readonly Token[], i: number): number | undefined {
  let j = i;
  if (/^(that|which)$/.test(tokens[j]?.text ?? '') && /^(consists|is|includes|features|contains)$/.test(tokens[j + 1]?.text ?? '')) j++;
  // A meal lists its foods; a dessert or a treat containing chocolate is itself the food.
  if (/^(featuring|features|including|includes|comprising|containing|contains)$/.test(tokens[j]?.text ?? '')) return MEAL_TIMES.test(tokens[i - 1]?.text ?? '') ? j + 1 : undefined;
  if (/^(consisting|consists|composed|comprised|made)$/.test(tokens[j]?.text ?? '')) {
    j++;
    if (tokens[j - 1]!.text === 'made' && tokens[j]?.text === 'up') j++;
  }
  return tokens[j]?.text === 'of' ? j + 1 : undefined;
}

/** The word that tells the amount reader a measure is the total of the items before it (quantity.ts). */
const totalMark = (at: Token): Token => ({ kind: 'word', text: TOTAL_MARK, start: at.start, end: at.start });
/** A number, possibly after "about", at `i`: where a measure may start. */
function startsMeasure(tokens: readonly Token[], i: number): boolean {
  const at = APPROXIMATELY.has(tokens[i]?.text ?? '') ? i + 1 : i;
  return tokens[at] !== undefined && (tokens[at]!.kind === 'number' || MEASURE_NUMBER_WORDS.has(tokens[at]!.text));
}
/** "in total", "in all", "altogether", "combined" closing a phrase: where they end, or undefined. */
function totalWordsEnd(tokens: readonly Token[], i: number): number | undefined {
  const word = tokens[i]!.text;
  const end = word === 'in' && /^(total|all)$/.test(tokens[i + 1]?.text ?? '') ? i + 2 : /^(altogether|combined|total)$/.test(word) ? i + 1 : undefined;
  return end !== undefined && endsMeasure(tokens[end]) ? end : undefined;
}

/** A measure closes a food's description when the phrase ends there (the end or a break). */
const endsMeasure = (t: Token | undefined) => t === undefined || t.kind === 'punct';

/**
 * A length written after a food ("… approximately 2.5 inches across", "… 7 inches."): where it
 * ends, or undefined when the tokens at `i` are not one. A length before the food ("a 12-inch
 * pizza", "a 6 inch sub") sizes it and is left to the amount reader: only a length followed by
 * a dimension word or by the end of the phrase is taken here.
 */
function lengthPhraseEnd(tokens: readonly Token[], i: number): number | undefined {
  let j = i;
  let lengths = 0;
  let measured = 0;
  while (j < tokens.length) {
    let k = j;
    // "2.5", "2 and 3/8", "one", "5 to 7", "8-10"
    let numbers = 0;
    while (tokens[k] && (tokens[k]!.kind === 'number' || LENGTH_NUMBER_WORDS.has(tokens[k]!.text) || (numbers > 0 && /^(and|to|-|or)$/.test(tokens[k]!.text)))) {
      if (tokens[k]!.kind === 'number' || /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|sixteen|eighteen|half)$/.test(tokens[k]!.text)) numbers++;
      k++;
    }
    if (numbers === 0) break;
    const glued = /^\w+-inch(es)?$/.test(tokens[k - 1]?.text ?? '');
    // "4 by 2 inches": a length whose unit is the next one's.
    const byNext = !glued && /^(by|x)$/.test(tokens[k]?.text ?? '') && lengths === 0 && tokens[k + 1]?.kind === 'number';
    if (!glued && !byNext) {
      if (tokens[k]?.text === '-') k++;
      if (!tokens[k] || !LENGTH_UNITS.has(tokens[k]!.text)) break;
      // "2 in 1" is not a length; "in" is an inch only before a dimension word or the end.
      if (tokens[k]!.text === 'in' && tokens[k + 1]?.kind === 'word' && !DIMENSION_WORDS.has(tokens[k + 1]!.text)) break;
      k++;
      measured++;
    }
    lengths++;
    j = k;
    while (tokens[j] && DIMENSION_WORDS.has(tokens[j]!.text) && !(tokens[j]!.text === 'and' && tokens[j + 1]?.kind === 'word' && !LENGTH_NUMBER_WORDS.has(tokens[j + 1]!.text))) j++;
    if (!(tokens[j - 1] && DIMENSION_WORDS.has(tokens[j - 1]!.text) && /^(by|x|and|to)$/.test(tokens[j - 1]!.text))) break;
  }
  if (measured === 0) return undefined;
  const next = tokens[j];
  // "… 2 inches of" is an amount ("a 2 inch piece of"), read by the amount reader.
  const ends = !next || next.kind !== 'word' || DIMENSION_WORDS.has(tokens[j - 1]!.text) || /^(and|with|or|from|that|which|as|for|in)$/.test(next.text);
  return ends ? j : undefined;
}

/**
 * Serving words: how a food or drink came to the table, not what it is ("whiskey on the rocks"
 * read "rocks" as a food, "straight from the fridge" the fridge). A container it came out of
 * says its form ("peaches straight from the can" are canned peaches, not a pressurized can).
 */
const SERVED_ON = [['on', 'the', 'rocks'], ['over', 'the', 'rocks'], ['over', 'ice'], ['on', 'ice'], ['straight', 'up'], ['with', 'a', 'twist']];
const SERVED_FROM_LEADS = new Set(['straight', 'right', 'fresh', 'freshly', 'cold', 'hot', 'warm', 'directly']);
const SERVED_FROM_PLACES = new Set(['fridge', 'refrigerator', 'freezer', 'oven', 'grill', 'stove', 'stovetop', 'microwave', 'tap', 'garden', 'tree', 'vine', 'farm', 'bakery', 'market', 'pan', 'fryer']);
/** Containers, and the form word a food out of one has in USDA's names (undefined: none). */
/**
 * "two-pack of", "2-pack of", "2 pack of", "two pack of", "twin pack of" at `i`: how many items the pack holds
 * and where the phrase ends (after "of"), or undefined.
 */
function multipackOf(tokens: readonly Token[], i: number): { count: number; end: number } | undefined {
  const t = tokens[i]!;
  let count: number | undefined;
  let j = i;
  const glued = t.kind === 'word' ? /^(\w+)-pack$/.exec(t.text) : null;
  if (glued) {
    count = glued[1] === 'twin' || glued[1] === 'double' ? 2 : ENGLISH_CARDINALS[glued[1]!];
    j = i + 1;
  } else if (t.kind === 'word' && (t.text === 'twin' || t.text === 'double') && tokens[i + 1]?.text === 'pack') {
    count = 2;
    j = i + 2;
  } else if (t.kind === 'word' && ENGLISH_CARDINALS[t.text] !== undefined && tokens[i + 1]?.text === 'pack') {
    // "a two pack of …" as "a 2 pack of …": the singular "pack" after a count is the pack's kind
    // ("two packs of" is two packs, and keeps reading so).
    count = ENGLISH_CARDINALS[t.text];
    j = i + 2;
  } else if (t.kind === 'number' && Number.isInteger(t.value) && t.value! > 1) {
    const k = tokens[i + 1]?.text === '-' ? i + 2 : i + 1;
    if (tokens[k]?.text === 'pack') {
      count = t.value;
      j = k + 1;
    } else if (tokens[k]?.text === 'cup' && tokens[k + 1]?.text === 'pack') {
      // "a 4 cup pack of pudding", "peanut butter cups, the 2-cup pack": the cups are the
      // single-serving cups the pack holds, never a volume (no one sells measuring cups in packs),
      // so it is that many cups of the food, said with the "of" or after the food.
      if (tokens[k + 2]?.text !== 'of') return { count: t.value!, end: k + 2 };
      count = t.value;
      j = k + 2;
    }
  }
  if (count === undefined || count < 2 || tokens[j]?.text !== 'of') return undefined;
  return { count, end: j + 1 };
}

/**
 * "a cup and a half", "one slice and a half", "2 cups and a half", "a bagel and a half" at `i`: the
 * count with its half, where the unit's (or the item's) words end, and where the half ends;
 * undefined when the words are no such amount.
 */
function unitAndAHalf(tokens: readonly Token[], i: number): { count: number; unitEnd: number; end: number } | undefined {
  const t = tokens[i]!;
  const base = t.kind === 'number' && Number.isInteger(t.value) ? t.value! : /^(a|an|one)$/.test(t.text) ? 1 : undefined;
  if (base === undefined) return undefined;
  const half = (j: number) => tokens[j]?.text === 'and' && /^(a|an)$/.test(tokens[j + 1]?.text ?? '') && tokens[j + 2]?.text === 'half';
  const unit = matchUnit(tokens.slice(i + 1, i + 4).map((u) => u.text), 0, true);
  if (unit) return half(i + 1 + unit.length) ? { count: base + 0.5, unitEnd: i + 1 + unit.length, end: i + 4 + unit.length } : undefined;
  // "a bagel and a half", "one burrito and a half.": the item itself, its words ending the part
  // (a half that goes on, "… and a half bottle of wine", is another amount).
  for (let j = i + 2; j <= i + 4 && tokens[j - 1]?.kind === 'word' && tokens[j - 1]!.text !== 'and'; j++) {
    if (!half(j)) continue;
    const after = tokens[j + 3];
    return after === undefined || after.kind === 'break' || /^[.!?,;)]$/.test(after.text) ? { count: base + 0.5, unitEnd: j, end: j + 3 } : undefined;
  }
  return undefined;
}

/** Drinks taken black, and nouns "black" names with after them ("coffee black beans" is two foods' words). */
const BLACK_DRINKS = new Set(['coffee', 'tea', 'americano', 'espresso']);
const BLACK_HEADS = new Set(['beans', 'bean', 'pepper', 'olives', 'olive', 'rice', 'bread', 'forest', 'coffee', 'tea', 'cherry', 'cherries', 'berries', 'pudding']);

/** Places named by what they sell: "a bbq place", "the taco truck", "our pizza joint". */
const FOOD_PLACES = new Set(['place', 'joint', 'spot', 'shop', 'truck', 'stand', 'restaurant', 'diner', 'cafe', 'café', 'parlor', 'parlour', 'buffet']);
const PLACE_ADJECTIVES = new Set(['new', 'local', 'little', 'favorite', 'favourite', 'nearby', 'corner', 'fancy', 'cheap', 'good', 'great', 'old', 'usual']);
/** After a determiner at `i`: where "(new) <one or two words> place" ends, or undefined. */
function foodPlaceEnd(tokens: readonly Token[], i: number): number | undefined {
  let j = i + 1;
  while (tokens[j] && PLACE_ADJECTIVES.has(tokens[j]!.text)) j++;
  for (let k = j + 1; k <= j + 2; k++) {
    const t = tokens[k];
    if (!t || t.kind !== 'word') return undefined;
    // The place ends the phrase: "a coffee shop muffin" keeps its muffin.
    // Not a cuisine or "fast food" ("from a Chinese restaurant", "a fast food place" say how the
    // food was made, in USDA's words too), and not a product that ends the text ("a tall pike place").
    const named = tokens.slice(j, k);
    if (named.some((w) => w.capital || w.text === 'food')) return undefined;
    if (FOOD_PLACES.has(t.text) && named.every((w) => w.kind === 'word' && !FOOD_PLACES.has(w.text))) {
      if (!tokens[k + 1] && !/^(at|from|to|in)$/.test(tokens[i - 1]?.text ?? '')) return undefined;
      const after = tokens[k + 1];
      return !after || after.kind !== 'word' || FILLER_WORDS.has(after.text) || /^(and|for|on|in|at|near|down|by|with|that|where)$/.test(after.text) ? k + 1 : undefined;
    }
  }
  return undefined;
}

/** Cans as a unit: "a can of", "two tins of". */
const SANDWICH_WORDS = new Set('sandwich sandwiches sub subs club clubs blt blts hoagie hoagies hero grinder wrap wraps panini melt burger burgers cheeseburger hamburger'.split(' '));
const SANDWICH_BREADS = new Set('wheat white rye sourdough multigrain multi-grain pumpernickel ciabatta focaccia brioche grain toast'.split(' '));
/** Sandwiches FNDDS names by their bread ("Ham sandwich on wheat", "… on wheat bun"): those words match. */
const NAMED_ON_BREAD = new Set(['sandwich', 'sandwiches', 'sub', 'subs', 'burger', 'burgers', 'hamburger', 'cheeseburger']);
/**
 * After "<sandwich> on": the end of a bread named alone ("sourdough", "toasted rye bread") when
 * nothing but the end of the part follows; undefined otherwise ("on wheat with avocado" keeps its
 * words for the parts, and "a sandwich on a wheat bun" the words FNDDS's own name has).
 */
function sandwichBreadEnd(tokens: readonly Token[], j: number, sandwich: string): number | undefined {
  if (/^(a|an)$/.test(tokens[j]?.text ?? '')) j++;
  while (/^(whole|toasted|sliced|fresh)$/.test(tokens[j]?.text ?? '')) j++;
  if (!SANDWICH_BREADS.has(tokens[j]?.text ?? '')) return undefined;
  if (NAMED_ON_BREAD.has(sandwich) && /^(wheat|white)$/.test(tokens[j]!.text)) return undefined;
  j++;
  if (/^(bread|toast|roll|bun)$/.test(tokens[j]?.text ?? '')) j++;
  const next = tokens[j];
  return next === undefined || next.kind === 'punct' || next.kind === 'break' || next.text === 'and' ? j : undefined;
}
const CAN_UNITS = new Set(['can', 'cans', 'tin', 'tins']);
/** Drinks sold in cans are the drink, never a ", canned" food ("a can of soda", "a can of beer"). */
const CANNED_DRINKS = new Set('soda sodas pop cola coke pepsi sprite seltzer beer beers ale lager drink drinks juice water tea coffee lemonade cider wine spritzer cocktail kombucha'.split(' '));
/**
 * After "a can of" at `of`: a food USDA names ", canned" — not a drink, not when the phrase says
 * canned already, and not a can weighed by its measure ("a 12-ounce can of", "10.75 oz can"),
 * whose amount is the measure and whose food the rest of the phrase names.
 */
function cannedFoodFollows(tokens: readonly Token[], of: number): boolean {
  // "a can of milk" is milk by the can; "a can of coconut milk" is the canned food.
  if (tokens[of + 1]?.text === 'milk') return false;
  const before = tokens[of - 2];
  if (before && (before.text === '-' || matchUnit([before.text], 0, true))) return false;
  // To the item's end ("a can of tuna, drained": drained says canned already, in USDA's words;
  // "a can of soup, 10.5 ounces": the measure weighs it).
  for (let j = of + 1; tokens[j] && tokens[j]!.kind !== 'break' && !/^(and|with|plus|\.|;)$/.test(tokens[j]!.text); j++) {
    if (tokens[j]!.kind === 'number' || /^(canned|drained)$/.test(tokens[j]!.text) || CANNED_DRINKS.has(tokens[j]!.text)) return false;
  }
  return tokens[of + 1]?.kind === 'word';
}
/** What an ordinal's digits are written with, joined to them ("1st", "2nd", "3rd", "50th"). */
const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th']);
/** The spans an ordinal counts in ("my 2nd coffee of the day"). */
const ORDINAL_PERIODS = new Set(['day', 'week', 'morning', 'afternoon', 'evening', 'night', 'shift']);
/** Ordinals spelt out: "third" after "the" says which time, never a third of the food. */
const ORDINAL_WORDS = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|umpteenth|nth|last|hundredth|millionth)$/;
/** What follows "for the Nth day" to close it: "in a row", "straight", "running", "this week", "today". */
const OCCASION_CLOSERS: readonly (readonly string[])[] = [['in', 'a', 'row'], ['straight'], ['running'], ['this', 'week'], ['this', 'month'], ['this', 'year'], ['today'], ['now']];
/**
 * "… for the third day in a row", "… for the 2nd time this week" (session 25): which occasion it
 * was, never an amount ("third" had read a third of the food, "3rd" three of it). The end of the
 * phrase, or undefined. `i` is at "for".
 */
function ordinalOccasionEnd(tokens: readonly Token[], i: number): number | undefined {
  let j = i + 1;
  if (tokens[j]?.text !== 'the') return undefined;
  j++;
  const number = tokens[j]?.kind === 'number' && ORDINAL_SUFFIXES.has(tokens[j + 1]?.text ?? '') && tokens[j + 1]!.start === tokens[j]!.end;
  if (number) j += 2;
  else if (ORDINAL_WORDS.test(tokens[j]?.text ?? '')) j++;
  else return undefined;
  if (!ORDINAL_PERIODS.has(tokens[j]?.text ?? '') && tokens[j]?.text !== 'time') return undefined;
  j++;
  const closer = OCCASION_CLOSERS.find((words) => words.every((w, k) => tokens[j + k]?.text === w));
  return j + (closer?.length ?? 0);
}
const SERVED_FROM_CONTAINERS: Readonly<Record<string, string | undefined>> = { can: 'canned', tin: 'canned', cans: 'canned', bottle: 'bottled', jar: undefined, carton: undefined, box: undefined, bag: undefined, package: undefined, packet: undefined, pouch: undefined };
function servingPhraseEnd(tokens: readonly Token[], i: number): { end: number; form?: string } | undefined {
  // Asked of every word: a phrase is compared only where its first word stands, and no closure is
  // made for the words that open none.
  const first = tokens[i]?.text;
  for (const phrase of SERVED_ON) if (phrase[0] === first && phrase.every((w, k) => tokens[i + k]?.text === w)) return { end: i + phrase.length };
  if (first !== 'out' && first !== 'from' && first !== 'off' && !SERVED_FROM_LEADS.has(first ?? '')) return undefined;
  const at = (k: number) => tokens[i + k]?.text;
  // "straight from the fridge", "fresh out of the oven", "right off the grill", "from the can"
  const lead = SERVED_FROM_LEADS.has(at(0) ?? '') ? 1 : 0;
  let j: number;
  if (at(lead) === 'out' && at(lead + 1) === 'of') j = i + lead + 2;
  else if (at(lead) === 'from' || at(lead) === 'off') j = i + lead + 1;
  else return undefined;
  if (!tokens[j] || !DETERMINERS.has(tokens[j]!.text)) return undefined;
  while (tokens[j] && DETERMINERS.has(tokens[j]!.text)) j++;
  const place = tokens[j]?.text ?? '';
  if (SERVED_FROM_PLACES.has(place)) return lead || tokens[j + 1]?.kind !== 'word' ? { end: j + 1 } : undefined;
  if (place in SERVED_FROM_CONTAINERS) return tokens[j + 1]?.kind !== 'word' ? { end: j + 1, form: SERVED_FROM_CONTAINERS[place] } : undefined;
  return undefined;
}

const PEOPLE = new Set(['baby', 'babies', 'toddler', 'toddlers', 'infant', 'son', 'daughter', 'kid', 'kids', 'child', 'children', 'little', 'husband', 'wife', 'partner', 'family']);
/** The word after a person is a name of theirs (a food after "baby": "my baby carrots"), not a verb, a filler or the sentence's end. */
function isFollowedByName(tokens: readonly Token[], j: number): boolean {
  const next = tokens[j];
  if (!next || next.kind !== 'word') return false;
  return !FILLER_WORDS.has(next.text) && !DETERMINERS.has(next.text) && !/^(a|an|gets|got|eats|ate|needs|wants|likes|loves|had|has|is|was|for|with|at)$/.test(next.text);
}

const YIELD_VERBS = new Set(['yielding', 'yields', 'yield', 'producing', 'produces', 'produce', 'resulting', 'results', 'making', 'makes']);
/** After a yield verb: the end of "(in) approximately half a cup (of pudding) (once whipped)"; undefined when no amount follows. */
function yieldPhraseEnd(tokens: readonly Token[], j: number): number | undefined {
  if (tokens[j]?.text === 'in') j++;
  while (tokens[j] && (APPROXIMATELY.has(tokens[j]!.text) || tokens[j]!.text === 'about')) j++;
  const start = j;
  while (tokens[j] && (tokens[j]!.kind === 'number' || MEASURE_NUMBER_WORDS.has(tokens[j]!.text) || /^(a|an|half|quarter|one-half|third|-)$/.test(tokens[j]!.text))) j++;
  if (j === start) return undefined;
  const unit = matchUnit(tokens.slice(j, j + 3).map((t) => t.text), 0, true);
  if (!unit) return undefined;
  j += unit.length;
  // "two cups of pudding", "2 cups once whipped": the rest of the clause is the same food.
  while (tokens[j] && tokens[j]!.kind === 'word' && !/^(and|with|plus)$/.test(tokens[j]!.text)) j++;
  return j;
}
const COMPARISON_LEADS: ReadonlyArray<readonly string[]> = [['similar', 'to'], ['referred', 'to', 'as'], ['known', 'as'], ['the', 'size', 'of'], ['size', 'of', 'a'], ['reminiscent', 'of']];
/** At a comparison ("similar to", "referred to as", "the size of"): the end of its clause; undefined otherwise. */
function comparisonEnd(tokens: readonly Token[], i: number): number | undefined {
  const lead = COMPARISON_LEADS.find((words) => words.every((w, k) => tokens[i + k]?.text === w));
  if (!lead) return undefined;
  let j = i + lead.length;
  while (tokens[j] && tokens[j]!.kind === 'word' && tokens[j]!.text !== 'and' && tokens[j]!.text !== 'with') j++;
  return j;
}

const CAN_SOLIDS = new Set(['fruit', 'fruits', 'solid', 'solids', 'vegetable', 'vegetables']);
const CAN_LIQUIDS = new Set(['syrup', 'syrups', 'liquid', 'liquids', 'juice', 'juices', 'water', 'brine']);
/** After "both": the end of "the fruit and the syrup", "solids and liquid parts included"; undefined when it is not that. */
function canContentsEnd(tokens: readonly Token[], i: number): number | undefined {
  let j = i + 1;
  const the = () => {
    if (tokens[j]?.text === 'the' || tokens[j]?.text === 'its') j++;
  };
  the();
  if (!CAN_SOLIDS.has(tokens[j]?.text ?? '')) return undefined;
  j++;
  if (tokens[j]?.text !== 'and') return undefined;
  j++;
  the();
  if (!CAN_LIQUIDS.has(tokens[j]?.text ?? '')) return undefined;
  j++;
  while (/^(parts|portions|components|included|together)$/.test(tokens[j]?.text ?? '')) j++;
  return j;
}

const FRAME_VERBS = new Set(['is', 'are', 'was', 'were', 'sits', 'sit', 'lies', "there's", 'has', 'had', 'holds', 'held']);
/**
 * After "on my" / "in my" at a sentence's start: the end of "plate is", "lunch box there is",
 * "bowl tonight are" (a noun or two, then a linking verb), or undefined when no verb follows.
 */
function containerFrameEnd(tokens: readonly Token[], from: number): number | undefined {
  let j = from;
  while (j < from + 3 && tokens[j]?.kind === 'word' && !FRAME_VERBS.has(tokens[j]!.text) && tokens[j]!.text !== 'there') j++;
  if (j === from) return undefined;
  if (tokens[j]?.text === 'there') j++;
  if (!tokens[j] || !FRAME_VERBS.has(tokens[j]!.text)) return undefined;
  return j + 1;
}

const AREA_LEADS = new Set(['sized', 'measuring', 'measures', 'measured', 'presented', 'served', 'at', 'in', 'of', 'a', 'an', 'approximately', 'about', 'roughly', 'around', 'exactly']);
const AREA_NUMBER_WORDS = cardinalWords(1, 12);
/**
 * "sized at one square inch", "measuring 2 square inches in size", "presented in a one-inch
 * surface area", "measuring one inch in surface area": where the number is, whether the inch is
 * cubic, and where the phrase ends; undefined when the tokens at `i` are no area.
 */
function areaPhrase(tokens: readonly Token[], i: number): { number: number; end: number; cubic: boolean } | undefined {
  if (!AREA_LEADS.has(tokens[i]!.text) || tokens[i]!.text === 'a' || tokens[i]!.text === 'an') return undefined;
  let j = i;
  while (j < i + 4 && tokens[j] && AREA_LEADS.has(tokens[j]!.text)) j++;
  const number = tokens[j];
  if (!number || !(number.kind === 'number' || AREA_NUMBER_WORDS.has(number.text))) return undefined;
  const at = j;
  j++;
  if (tokens[j]?.text === '-') j++;
  let kind = tokens[j]?.text;
  if (kind === 'square' || kind === 'surface' || kind === 'cubic') j++;
  else kind = undefined;
  if (!/^(inch|inches)$/.test(tokens[j]?.text ?? '')) return undefined;
  j++;
  // "in surface area", "of surface area", "in size", "in area"
  const tail = tokens.slice(j, j + 3).map((t) => t.text);
  let named = kind !== undefined;
  if ((tail[0] === 'in' || tail[0] === 'of') && tail[1] === 'surface' && tail[2] === 'area') (j += 3), (named = true);
  else if ((tail[0] === 'in' || tail[0] === 'of') && (tail[1] === 'size' || tail[1] === 'area')) j += 2;
  else if (tail[0] === 'surface' && tail[1] === 'area') (j += 2), (named = true);
  if (!named) return undefined;
  return { number: at, end: j, cubic: kind === 'cubic' };
}

/** Nouns a food-log label names the occasion by besides the meals: "post-run recovery:", "road trip eats:". */
const LABEL_OCCASIONS = new Set(['recovery', 'fuel', 'eats', 'food', 'grub', 'munchies']);
const LABEL_ENDS = new Set([':', '-', '–', '—']);
/** After the occasion, how or where: "breakfast on the go:", "snack between classes -", "lunch today:". */
const LABEL_TAIL_LEADS = new Set([...SETTING_LEADS, 'in', 'today', 'tonight', 'time', 'break', 'again']);
/** Words that put a food before the occasion ("an egg sandwich for lunch:"): then it is no label. */
const LABEL_FOOD_LINKS = new Set(['for', 'with', 'and', 'of', 'as', 'plus']);

/**
 * "breakfast on the go: …", "road trip lunch: …", "snack between classes - …", "lunch today - …":
 * a sentence-leading label that names the occasion (a meal word, with where or how after it)
 * and ends in a colon or dash frames the food that follows. Where the label ends; undefined when
 * the words are no such label ("breakfast burrito: …" names a food, "school lunch" is FNDDS's
 * own "from school lunch").
 */
function occasionLabelEnd(tokens: readonly Token[], i: number): number | undefined {
  let end = i;
  while (end < i + 7 && tokens[end]?.kind === 'word') end++;
  if (end === i || !LABEL_ENDS.has(tokens[end]?.text ?? '')) return undefined;
  let k = end - 1;
  while (k >= i && !OCCASIONS.has(tokens[k]!.text) && !LABEL_OCCASIONS.has(tokens[k]!.text)) k--;
  if (k < i) return undefined;
  if (k + 1 < end && !LABEL_TAIL_LEADS.has(tokens[k + 1]!.text)) return undefined;
  for (let j = i; j < k; j++) if (LABEL_FOOD_LINKS.has(tokens[j]!.text)) return undefined;
  if (tokens[k - 1]?.text === 'school' && k - 1 >= i) return undefined;
  return end + 1;
}

/** How a food was measured, said after its amount ("oats 1/2 cup dry", "rice, 1 cup cooked"). */
const MEASURED_STATES = new Set(['dry', 'uncooked', 'raw', 'cooked']);
/** Said alone after a comma ("quinoa, dry"), only these: ", cooked and …", ", raw," describe how it was made. */
const MEASURED_DRY = new Set(['dry', 'uncooked']);
/** Words after which a number is no amount of the food before it ("1 to 1.25 pounds", "leaves 1/8 inch"). */
const NOT_BEFORE_AMOUNT = new Set(['of', 'or', 'to', 'by', 'per', 'than', 'x', 'from', 'each', 'every', 'leaves', 'leaving', TOTAL_MARK]);
/** Words that join a part to the one before ("rice and beans", "toast with butter"). */
export const PART_LINKS: ReadonlySet<string> = new Set(['and', 'with', 'plus', '&']);

/**
 * "chicken breast 6 oz", "pasta 2 cups", "oats 1/2 cup dry": the food-log way of writing the
 * amount after the food, with no comma. Where the amount's unit ends and the state word said
 * after it, or undefined when the number at `i` is no such amount (it must follow a food word
 * and end the part: "a 12 oz steak" and "eggs 2 toast" are not).
 */
function trailingAmount(tokens: readonly Token[], i: number, last: Token | undefined, beforeLast?: Token): { end: number; state?: Token } | undefined {
  if (tokens[i]!.kind !== 'number' || last?.kind !== 'word') return undefined;
  const t = last.text;
  if (DETERMINERS.has(t) || FILLER_WORDS.has(t) || PART_LINKS.has(t) || NOT_BEFORE_AMOUNT.has(t) || APPROXIMATELY.has(t) || MEASURE_VERBS.has(t) || SETTING_LEADS.has(t) || CONTEXT_LEADS.has(t) || OCCASION_LEADS.has(t)) return undefined;
  const unit = matchUnit(tokens.slice(i + 1, i + 3).map((t) => t.text), 0, true);
  if (!unit) return undefined;
  // A unit said as an amount ("1 cup 8 oz", "a slice 2 oz") is one already; a unit word that ends
  // a food's name after a food word, weighed by a measure ("salmon fillet 5 oz", session 27), is the
  // food's shape ("granola bars 6 pack" stays a pack of six).
  if (matchUnit([last.text], 0, true) !== undefined) {
    const shape = beforeLast?.kind === 'word' && !DETERMINERS.has(beforeLast.text) && !FILLER_WORDS.has(beforeLast.text);
    if (!shape || (unit.unit.kind !== 'mass' && unit.unit.kind !== 'volume')) return undefined;
  }
  let end = i + 1 + unit.length;
  const state = MEASURED_STATES.has(tokens[end]?.text ?? '') ? tokens[end] : undefined;
  if (state) end++;
  const next = tokens[end];
  return next === undefined || next.kind === 'break' || next.text === ',' || next.text === '.' || PART_LINKS.has(next.text) ? { end, ...(state ? { state } : {}) } : undefined;
}

/** Where the drink's vessel after a multiplier ends ("… in my tea x3 mugs"), when it ends the part. */
function contextVesselEnd(tokens: readonly Token[], i: number): number | undefined {
  const unit = matchUnit(tokens.slice(i, i + 2).map((t) => t.text), 0, true);
  if (!unit) return undefined;
  const next = tokens[i + unit.length];
  return next === undefined || next.kind === 'break' || next.text === ',' || next.text === '.' || PART_LINKS.has(next.text) ? i + unit.length : undefined;
}

/** Does the part `out` ends in open with a measure of its own ("a splash of milk", "2 tbsp of honey")? */
function measuredPart(out: readonly Token[]): boolean {
  for (let k = out.length - 1; k >= 0; k--) {
    const t = out[k]!;
    if (t.kind === 'break' || t.text === ',' || t.text === '.' || PART_LINKS.has(t.text)) return false;
    if (t.kind === 'word' && out[k + 1]?.text === 'of' && matchUnit([t.text], 0, true) !== undefined) return true;
  }
  return false;
}

/** Hedges a food-log amount may open with after the food ("salmon maybe 5 oz", "steak about 8 oz"). */
const TRAILING_HEDGES = new Set(['about', 'approximately', 'approx', 'around', 'roughly', 'nearly', 'almost', 'maybe', 'like', '~']);
/**
 * Words before a spoken amount that make it no amount of a food: a verb's object ("which prepares
 * half a cup", "it makes two cups") or who ate it. A food word ends in neither -ing nor -ed either.
 */
const NOT_A_FOOD_BEFORE = new Set(['is', 'was', 'are', 'were', 'be', 'been', 'had', 'have', 'has', 'ate', 'eat', 'eats', 'drank', 'got', 'get',
  'took', 'take', 'makes', 'make', 'made', 'prepares', 'prepare', 'yields', 'yield', 'serves', 'serve', 'it', 'that', 'which', 'who', 'just', 'only', 'then']);

/**
 * "heinz beans half a tin", "pizza two slices", "steak about 8 oz", "salmon maybe five ounces":
 * the food-log amount after the food spoken as words, or opened by a hedge (trailingAmount reads
 * only digits right after a food word). The same shape is asked for: a food word before it, a
 * unit after the number, and nothing after the unit but the part's end (or where it was eaten:
 * "jollof rice 2 cups at the owambe"). Where it ends, or undefined.
 */
function spokenTrailingAmount(tokens: readonly Token[], i: number, last: Token | undefined): number | undefined {
  // Right after the food word as written: a verb the noise took out between them ("a sandwich
  // featuring two slices") makes it the verb's object, which says what the food is made of.
  if (last?.kind !== 'word' || tokens[i]!.kind !== 'word' || tokens[i - 1] !== last) return undefined;
  const t = last.text;
  if (DETERMINERS.has(t) || FILLER_WORDS.has(t) || PART_LINKS.has(t) || NOT_BEFORE_AMOUNT.has(t) || APPROXIMATELY.has(t) || TRAILING_HEDGES.has(t) || MEASURE_VERBS.has(t) || SETTING_LEADS.has(t) || CONTEXT_LEADS.has(t) || OCCASION_LEADS.has(t)) return undefined;
  if (NOT_A_FOOD_BEFORE.has(t) || CLAUSE_SUBJECTS.has(t) || /(ing|ed)$/.test(t) || matchUnit([t], 0, true) !== undefined) return undefined;
  // "coffee x3 mugs": the food log's "times" before the count of a unit.
  const times = tokens[i]!.text === 'x' && tokens[i + 1]?.kind === 'number';
  const at = TRAILING_HEDGES.has(tokens[i]!.text) || times ? i + 1 : i;
  // A hedge before digits, or a number said as a word ("two", "half a", "one and a half").
  if (at === i && !Object.hasOwn(ENGLISH_CARDINALS, tokens[i]!.text) && !SPOKEN_SHARES.has(tokens[i]!.text)) return undefined;
  const number = readNumber(tokens, at);
  // "oatmeal about a cup": after a hedge an article counts one unit, as a number would.
  if (!number || !(number.value > 0) || !(number.explicit || (at > i && /^(a|an)$/.test(tokens[at]!.text)))) return undefined;
  const unit = matchUnit(tokens.slice(number.next, number.next + 2).map((x) => x.text), 0, true);
  if (!unit) return undefined;
  let end = number.next + unit.length;
  if (MEASURED_STATES.has(tokens[end]?.text ?? '')) end++;
  const next = tokens[end];
  const ends = next === undefined || next.kind === 'break' || next.text === ',' || next.text === '.' || PART_LINKS.has(next.text);
  return ends || (/^(at|from)$/.test(next.text) && outingPlaceEnd(tokens, end) !== undefined) ? end : undefined;
}
/** Shares a spoken amount may start with ("half a tin", "a quarter cup" is read with its article elsewhere). */
const SPOKEN_SHARES = new Set(['half', 'quarter', 'third']);

/** A piece named after its food: "a pepperoni pizza slice", "a cake wedge". */
const PIECES_SAID_LAST = new Set(['slice', 'slices', 'wedge', 'wedges']);
const HALVES = new Set(['half', 'halves']);
/**
 * Where the food words of the part that ends in `out` start, after its amount ("a", "2"), or
 * undefined when the part has no amount before plain food words ("apple slices" is a serving of
 * sliced apple; "a cup of apple slices" has its unit already).
 */
function partFoodStart(out: readonly Token[]): number | undefined {
  let start = out.length;
  while (start > 0 && (out[start - 1]!.kind === 'word' || out[start - 1]!.kind === 'number') && !PART_LINKS.has(out[start - 1]!.text)) start--;
  const first = start;
  while (start < out.length && (DETERMINERS.has(out[start]!.text) || out[start]!.kind === 'number' || Object.hasOwn(ENGLISH_CARDINALS, out[start]!.text))) start++;
  if (start === first || start === out.length) return undefined;
  const words = out.slice(start).map((t) => t.text);
  return words.some((w, k) => w === 'of' || matchUnit(words, k, true) !== undefined) ? undefined : start;
}

/** What wine is poured by: "a glass of red", "a bottle of white" name the wine by its colour alone. */
const WINE_MEASURES = new Set(['glass', 'glasses', 'bottle', 'bottles', 'carafe', 'carafes', 'splash', 'pour']);
/** Colours a wine is named by alone (FNDDS's "Wine, red", "Wine, white", "Wine, rose"); fallback.ts reads the same ones. */
export const WINE_COLOURS: ReadonlySet<string> = new Set(['red', 'white', 'rose', 'rosé', 'blush']);

/** Places whose names are also foods' names (the bird, the pepper). */
const FOOD_NAMED_PLACES = new Set(['turkey', 'chile']);
const PLACE_LEADS = new Set(['in', 'from', 'to', 'visiting', 'across', 'around', 'throughout', 'through']);

/** Words that make the one word after them a degree of something: "so full", "pretty good", "really filling". */
const INTENSIFIERS = /^(?:so+|really|pretty|too|kinda|kind-of)$/;
/**
 * "a glazed donut so full", "a big mac pretty good", "fries really salty": a degree word and one
 * word closing a sentence say how the meal was, never what it was (session 25: "full" had found
 * the crullers and a Mac Jr, "pretty good" kept the Big Mac from its reviewed name). Only after a
 * word of the sentence, and never a size ("a burrito so big" says its size) or a figure.
 */
function withoutClosingVerdict(tokens: readonly Token[]): readonly Token[] {
  let out: Token[] | undefined;
  for (let i = 1; i + 1 < tokens.length; i++) {
    const [before, degree, word, after] = [tokens[i - 1]!, tokens[i]!, tokens[i + 1]!, tokens[i + 2]];
    // "… (so full)": said in brackets of its own after the food, too.
    const bracketed = before.text === '(' && after?.text === ')' && i >= 2;
    if ((before.kind !== 'word' && !bracketed) || degree.kind !== 'word' || !INTENSIFIERS.test(degree.text) || word.kind !== 'word') continue;
    if (after !== undefined && after.kind !== 'break' && !/^[.!?,;)]$/.test(after.text)) continue;
    if (matchSize(word.text) !== undefined || matchSizeBand(word.text) !== undefined || matchUnit([word.text], 0, true)) continue;
    out ??= [...tokens];
    out.splice(out.indexOf(degree), 2);
  }
  return out ?? tokens;
}

/**
 * A number above one followed by a noun phrase ending on a plural ("2 slices", "4 chicken
 * nuggets") or by a measure and "of" ("2 cups of"): several things said, which an article cannot
 * count. "a 2 egg omelet" and "a 12 oz steak" end on a singular: one thing of that size.
 */
function severalSaid(tokens: readonly Token[], i: number): boolean {
  const value = Number(tokens[i]!.text);
  const next = tokens[i + 1];
  if (!(value > 1) || next?.kind !== 'word') return false;
  // "a 500 count bag", "a 10 piece box": a pack's size, one pack (pack-count.ts reads the count).
  if (PACK_SIZE_WORDS.has(next.text)) return false;
  const unit = matchUnit([next.text], 0, true);
  if (unit !== undefined && tokens[i + 2]?.text === 'of') return true;
  let head = i + 1;
  while (head + 1 < tokens.length && head - i < PHRASE_WORDS && tokens[head + 1]!.kind === 'word' && !isBoundary(tokens[head + 1]!) && !/^(?:of|or|from|at|in|on|for)$/.test(tokens[head + 1]!.text)) head++;
  // A plural: "-s" after a letter that is not "s", "u" or "i" (glass, couscous, hummus, panini are one thing each).
  const last = tokens[head]!.text;
  return last.length > 3 && /[^sui]s$/.test(last);
}

const PACK_SIZE_WORDS: ReadonlySet<string> = new Set(['count', 'ct', 'piece', 'pc', 'pcs', 'pack', 'pk']);

/** How many words a count's noun phrase runs to ("10 piece spicy chicken mcnuggets"). */
const PHRASE_WORDS = 5;

/**
 * Drops sentence noise and rewrites trim phrases. Tokens keep their offsets, so the food
 * found can still be traced back to the words the person wrote.
 */
export function stripNoise(said: readonly Token[], before: readonly Token[] = []): Token[] {
  // `before`: words already read in front of these (an amount given as data, parse.ts
  // parseName), which the rules look back at; they are not returned.
  const tokens = withoutClosingVerdict(readShares(said));
  const out: Token[] = [...before];
  let i = 0;
  /** Tokens a rule further back has read already (an ordinal's "of the day"). */
  const skip = new Set<number>();
  const sentenceStart = () => {
    const last = out.at(-1);
    return last === undefined || last.kind === 'break' || ['.', '!', '?', ';', ':'].includes(last.text);
  };
  while (i < tokens.length) {
    const token = tokens[i]!;
    const word = token.kind === 'word' ? token.text : undefined;

    // "… from the mall", "… at the food court": where it came from, at the end of the part.
    const outing = word && /^(from|at)$/.test(word) && out.some((t) => t.kind === 'word') ? outingPlaceEnd(tokens, i) : undefined;
    if (outing !== undefined) {
      i = outing;
      continue;
    }
    // "… for the third day in a row", "… for the 2nd time this week": which occasion, never an amount.
    const occasion = word === 'for' ? ordinalOccasionEnd(tokens, i) : undefined;
    if (occasion !== undefined) {
      i = occasion;
      continue;
    }
    // "my 2nd coffee", "the 50th anniversary edition": an ordinal says which, never how many
    // (session 22: "50th" had read fifty of what followed).
    // Which one of what "of the day" counts goes with it ("my 3rd coffee of the day").
    if (token.kind === 'number' && ORDINAL_SUFFIXES.has(tokens[i + 1]?.text ?? '') && tokens[i + 1]!.start === token.end) {
      for (let j = i + 2; j < tokens.length && tokens[j]!.kind === 'word'; j++) {
        if (tokens[j]!.text === 'of' && tokens[j + 1]?.text === 'the' && ORDINAL_PERIODS.has(tokens[j + 2]?.text ?? '')) skip.add(j).add(j + 1).add(j + 2);
      }
      i += 2;
      continue;
    }
    if (skip.has(i)) {
      i++;
      continue;
    }
    // "grabbed a quick 2 slices of pizza", "a 3 eggs": an article before a count of several is
    // English's "a" of the phrase ("a quick bite" with its bite left out), never one of them; only
    // before several said as a plural or a measure "of", so "a 2 egg omelet" and "a 12 oz steak"
    // stay one thing of that size.
    if (token.kind === 'number' && /^an?$/.test(out.at(-1)?.text ?? '') && severalSaid(tokens, i)) out.pop();
    // "pineapple chunks including the syrup", "peaches including their juice": the food's own packing
    // liquid said as part of it is how it was canned, "in syrup" (USDA's "…, in syrup" row); read as
    // a content of the food, the search had found the syrup itself (a cup of syrup, 848 kcal).
    if (word === 'including' && /^(?:the|its|their)$/.test(tokens[i + 1]?.text ?? '') && PACKING_LIQUIDS.has(tokens[i + 2]?.text ?? '') && out.some((t) => t.kind === 'word')) {
      out.push({ ...token, text: 'in' }, tokens[i + 2]!);
      i += 3;
      continue;
    }
    // "chicken wings like 10 of them", "tacos, 3 of those": the count after the food is of the food
    // itself; "of them" goes, and the count closing the part is read as one (amount-said-last.ts).
    if (word === 'of' && /^(?:them|those)$/.test(tokens[i + 1]?.text ?? '') && out.at(-1)?.kind === 'number' && out.some((t) => t.kind === 'word')) {
      i += 2;
      continue;
    }
    // "we can redo it", "you can skip the dip": after a subject pronoun "can" is the verb, never a
    // can (session 22: "can redo …" had found a cheese spread in a pressurized can).
    if (word === 'can' && CLAUSE_SUBJECTS.has(tokens[i - 1]?.text ?? '') && tokens[i + 1]?.kind === 'word' && tokens[i + 1]!.text !== 'of') {
      if (out.at(-1) === tokens[i - 1]) out.pop();
      i++;
      continue;
    }
    // "meal prep: …", "meal prepped chili", "egg cups i prepped on sunday": when and how it was
    // made ahead, never a food ("meal" had read a frozen meal). Not "vegetables prepped for heating".
    if (word === 'meal' && /^(prep|prepped|prepping)$/.test(tokens[i + 1]?.text ?? '')) {
      i += 2;
      if (/^(:|-|,)$/.test(tokens[i]?.text ?? '')) i++;
      continue;
    }
    if (word === 'prepped' && CLAUSE_SUBJECTS.has(tokens[i - 1]?.text ?? '')) {
      if (out.at(-1) === tokens[i - 1]) out.pop();
      i++;
      continue;
    }
    // "around 10am", "at 7:30", "by 6 o'clock": when, not how many; its lead word goes with it.
    const clock = token.kind === 'number' ? clockTimeEnd(tokens, i, out.at(-1)?.text) : undefined;
    if (clock !== undefined) {
      while (out.length > 0 && CLOCK_LEADS.has(out.at(-1)!.text)) out.pop();
      i = clock;
      continue;
    }
    // "fried okra, a side", "onion rings, one side": a side order said after its food is the
    // amount of that food ("a side of fried okra"); alone it had added a side salad. A part with
    // an amount or more than one food already ("2 onion rings, a side", "mac and cheese, a side")
    // keeps its reading, and the side words go.
    if (token.text === ',' && /^(a|one)$/.test(tokens[i + 1]?.text ?? '') && tokens[i + 2]?.text === 'side') {
      const after = tokens[i + 3];
      if (after === undefined || after.kind === 'break' || /^[,.;!]$/.test(after.text)) {
        let start = out.length;
        while (start > 0 && out[start - 1]!.kind !== 'break' && out[start - 1]!.kind !== 'punct') start--;
        while (start < out.length && DETERMINERS.has(out[start]!.text)) start++;
        const part = out.slice(start);
        const words = part.map((t) => t.text);
        const plain = part.length > 0 && part.every((t) => t.kind === 'word' && !PART_LINKS.has(t.text)) && !words.some((w, k) => w === 'of' || matchUnit(words, k, true) !== undefined);
        if (plain) {
          const at = (text: string): Token => ({ kind: 'word', text, start: part[0]!.start, end: part[0]!.start });
          out.splice(start, 0, at('a'), at('side'), at('of'));
        }
        i += 3;
        continue;
      }
    }
    // "toddler's leftovers - half a grilled cheese", "the kids' leftovers: 4 nuggets": whose plate
    // it was, a label before the food (a parent logging a child's plate); "kids" had read a kids'
    // size. Only before ":" or a dash: "leftover pizza" and "leftovers from lunch" stay as they are.
    if (word && /^left-?overs?$/.test(word) && /^(:|-|–|—)$/.test(tokens[i + 1]?.text ?? '')) {
      while (out.length > 0 && out.at(-1)!.kind === 'word' && (DETERMINERS.has(out.at(-1)!.text) || PLATE_OWNERS.test(out.at(-1)!.text) || isCookPossessive(out.at(-1)!.text))) out.pop();
      i += 2;
      continue;
    }
    // "2 eggs over easy", "eggs sunny side up": how a fried egg is done. "fried" goes before the
    // egg said just before ("2 fried eggs"); the doneness words go.
    // Only "over …" and "sunny …" can open a doneness (asked of every word: the test is kept off the others).
    const done = word && (word.startsWith('over') || word.startsWith('sunny')) ? eggDonenessEnd(tokens, i) : undefined;
    if (done !== undefined) {
      const egg = out.findLastIndex((t) => t.kind === 'word' && /^eggs?$/.test(t.text));
      if (egg >= 0 && out.length - egg <= 2) out.splice(egg, 0, { kind: 'word', text: 'fried', start: token.start, end: token.start });
      i = done;
      continue;
    }
    // "date night: …", "a dinner date", "on date night": an outing, never the fruit.
    if (word === 'date' && (tokens[i + 1]?.text === 'night' || OUTING_DATES.has(out.at(-1)?.text ?? ''))) {
      if (OUTING_DATES.has(out.at(-1)?.text ?? '')) out.pop();
      i += tokens[i + 1]?.text === 'night' ? 2 : 1;
      if (/^(:|-|,)$/.test(tokens[i]?.text ?? '')) i++;
      continue;
    }
    // "the rest of the mac and cheese", "the last of my chili": what was left is the food itself,
    // its amount not said. Only at the start of a food (not "the last 2 slices", "rest of day").
    if (word && REMAINDER_WORDS.has(word) && tokens[i + 1]?.text === 'of' && REMAINDER_OWNERS.has(tokens[i + 2]?.text ?? '') && tokens[i + 3]?.kind === 'word') {
      if (out.at(-1)?.text === 'the') out.pop();
      i += 3;
      continue;
    }
    // "a quick bowl of cereal", "grabbed a quick large fries": haste, never quick oats (the
    // cereal had been dry quick oats, the fries one 5 g fry).
    // Before a count too ("a quick 2 slices of pizza"): the count is the amount, the haste no word of it.
    if (word === 'quick' && tokens[i + 1] !== undefined && !QUICK_NAMES.has(tokens[i + 1]!.text) && (!isBoundary(tokens[i + 1]!) || tokens[i + 1]!.kind === 'number')) {
      i++;
      continue;
    }
    // "cold pizza", "a slice of cold lasagna": served cold, the same food ("cold pizza" read a
    // dessert pizza); not the names that hold the word (cold brew, cold cuts, cold-pressed juice).
    if (word === 'cold' && tokens[i + 1]?.kind === 'word' && !COLD_NAMES.has(tokens[i + 1]!.text) && !isBoundary(tokens[i + 1]!)) {
      i++;
      continue;
    }
    // "my wife's chili", "mums cabbage rolls": the cook is no food; the possessive before goes too.
    // Capitalised inside a sentence it is a brand ("Big Daddy's pizza", "Mom's Best cereal"), and a
    // kid's or kids' portion is a size: neither is a cook.
    if (word && isCookPossessive(word) && (!token.capital || sentenceStart()) && tokens[i + 1]?.kind === 'word' && !isBoundary(tokens[i + 1]!)) {
      if (POSSESSIVES.has(out.at(-1)?.text ?? '')) out.pop();
      i++;
      continue;
    }
    // "a bowl of my chili", "half of my sandwich": after an amount, "of my" opens the food itself.
    if (word === 'of' && POSSESSIVES.has(tokens[i + 1]?.text ?? '') && out.length > 0) {
      const last = out.at(-1)!;
      // Only right after the amount as written ("a pinch of salt to lift the taste of my stew" is a context).
      if (tokens[i - 1] === last && (last.kind === 'number' || SHARE_OF.has(last.text) || matchUnit([last.text], 0, true) !== undefined)) {
        out.push(token);
        i += 2;
        continue;
      }
    }
    const trim = trimWord(tokens, i);
    if (trim) {
      out.push({ kind: 'word', text: trim.text, start: token.start, end: tokens[trim.next - 1]!.end });
      i = trim.next; // "fat" stays: it is part of USDA's name
      continue;
    }
    // "chicken breast 6 oz", "oats 1/2 cup dry": read as "chicken breast, 6 oz" and "oats dry,
    // 1/2 cup" (a piece with only an amount joins the food before it), as a food log means it.
    const spoken = spokenTrailingAmount(tokens, i, out.at(-1));
    // "a splash of milk x3 mugs": after a food with a measure of its own, "x3" counts that measure
    // and the vessel is the drink's it went in (three mugs of milk had been 669 kcal).
    if (spoken !== undefined && token.text === 'x' && measuredPart(out)) {
      out.push(token, tokens[i + 1]!);
      i = spoken;
      continue;
    }
    if (spoken !== undefined) {
      out.push({ kind: 'punct', text: ',', start: token.start, end: token.start }, ...tokens.slice(i, spoken));
      i = spoken;
      continue;
    }
    const amount = trailingAmount(tokens, i, out.at(-1), out.at(-2));
    if (amount) {
      if (amount.state) out.push(amount.state);
      out.push({ kind: 'punct', text: ',', start: token.start, end: token.start }, ...tokens.slice(i, amount.end).filter((t) => t !== amount.state));
      i = amount.end;
      continue;
    }
    // "a large cheese pizza slice", "a carrot cake wedge": the piece said last is the amount of the
    // food before it ("a slice of large cheese pizza"), not the whole pizza it had been.
    const partEnds = tokens[i + 1] === undefined || tokens[i + 1]!.kind !== 'word' || PART_LINKS.has(tokens[i + 1]!.text);
    if (word && PIECES_SAID_LAST.has(word) && partEnds) {
      const at = partFoodStart(out);
      if (at !== undefined && out.at(-1)!.kind === 'word') {
        out.splice(at, 0, token, { kind: 'word', text: 'of', start: token.start, end: token.start });
        i++;
        continue;
      }
    }
    // "two stuffed pepper halves", "an avocado half": each half is half the food.
    if (word && HALVES.has(word) && partEnds && out.at(-1)?.kind === 'word') {
      const at = partFoodStart(out) ?? 0;
      const lead = at > 0 ? out[at - 1] : undefined;
      const count = lead?.kind === 'number' ? lead.value : lead && Object.hasOwn(ENGLISH_CARDINALS, lead.text) ? ENGLISH_CARDINALS[lead.text] : lead && /^(a|an)$/.test(lead.text) ? 1 : undefined;
      if (count !== undefined && (word === 'halves') === (count > 1)) {
        out[at - 1] = { kind: 'number', text: String(count / 2), value: count / 2, start: lead!.start, end: lead!.end };
        i++;
        continue;
      }
    }
    // "a glass of red", "split a bottle of white": the colour alone after a wine's measure is the
    // wine (it was refused: no food is named "red").
    if (word && WINE_COLOURS.has(word) && out.at(-1)?.text === 'of' && WINE_MEASURES.has(out.at(-2)?.text ?? '') && partEnds) {
      out.push(token, { kind: 'word', text: 'wine', start: token.end, end: token.end });
      i++;
      continue;
    }
    // "lucky charms, 1 cup dry": the amount is already its own piece; the state goes to the food.
    if (out.at(-1)?.text === ',' && out.at(-2)?.kind === 'word') {
      const after = trailingAmount(tokens, i, out.at(-2));
      if (after?.state) {
        out.splice(out.length - 1, 0, after.state);
        out.push(...tokens.slice(i, after.end).filter((t) => t !== after.state));
        i = after.end;
        continue;
      }
    }
    // "1/2 cup quinoa, dry": the state said after a comma is the food's, not a food of its own.
    if (word && MEASURED_DRY.has(word) && out.at(-1)?.text === ',' && out.at(-2)?.kind === 'word' && (tokens[i + 1] === undefined || tokens[i + 1]!.kind === 'break' || tokens[i + 1]!.text === '.')) {
      out.pop();
      out.push(token);
      i++;
      continue;
    }
    // "a can of peaches", "2 tins of tuna": what comes out of a can is the canned food (USDA names
    // it ", canned"), not the raw one weighed by the can ("a can of canned corn" says it already).
    if (word === 'of' && CAN_UNITS.has(out.at(-1)?.text ?? '') && cannedFoodFollows(tokens, i)) {
      out.push(token, { kind: 'word', text: 'canned', start: token.start, end: token.end });
      i++;
      continue;
    }
    // "a new bbq place", "the taco truck", "a sushi spot": a place named by its food is no food.
    // Not after a bare amount ("a slice from the pizza place": the place is all that names the food).
    const lead = out.at(-1)?.text ?? '';
    const afterAmount = /^(at|from)$/.test(lead) && out.length >= 2 && matchUnit([out.at(-2)!.text], 0, true) !== undefined;
    const place = DETERMINERS.has(word ?? '') && !afterAmount ? foodPlaceEnd(tokens, i) : undefined;
    if (place !== undefined) {
      if (/^(at|from|to|in)$/.test(out.at(-1)?.text ?? '')) out.pop();
      i = place;
      continue;
    }
    // "a turkey club on wheat", "a ham sandwich on sourdough": the bread a sandwich is on is the
    // sandwich's own (FNDDS weighs it in), not a second food ("wheat" was 192 g of durum wheat).
    if (word === 'on' && SANDWICH_WORDS.has(out.at(-1)?.text ?? '')) {
      const end = sandwichBreadEnd(tokens, i + 1, out.at(-1)!.text);
      if (end !== undefined) {
        i = end;
        continue;
      }
    }
    // "a foot long sub": the footlong the amount reader knows.
    if (word === 'foot' && tokens[i + 1]?.text === 'long') {
      out.push({ kind: 'word', text: 'footlong', start: token.start, end: tokens[i + 1]!.end });
      i += 2;
      continue;
    }
    // "coffee black", "tea, black": how the drink is taken, said after it, is USDA's "black coffee"
    // (the last word had been read as the head: a black bread for the coffee).
    const commaBefore = out.at(-1)?.text === ',' && (tokens[i + 1] === undefined || tokens[i + 1]!.kind !== 'word');
    const drinkAt = commaBefore ? out.length - 2 : out.length - 1;
    if (word === 'black' && BLACK_DRINKS.has(out[drinkAt]?.kind === 'word' ? out[drinkAt]!.text : '') && (tokens[i + 1] === undefined || tokens[i + 1]!.kind !== 'word' || !BLACK_HEADS.has(tokens[i + 1]!.text))) {
      const drink = out[drinkAt]!;
      out.splice(drinkAt, out.length - drinkAt, { ...token }, drink);
      i++;
      continue;
    }
    // "a cup and a half of stew", "stew, a slice and a half": the half said after the unit is
    // the amount's ("a slice and a half of pizza" had been refused, "a cup and a half" one cup).
    const andAHalf = unitAndAHalf(tokens, i);
    if (andAHalf) {
      out.push({ kind: 'number', text: String(andAHalf.count), value: andAHalf.count, start: token.start, end: token.end }, ...tokens.slice(i + 1, andAHalf.unitEnd));
      i = andAHalf.end;
      continue;
    }
    // "a two-pack of cupcakes", "a 6-pack of beer", "a twin pack of pastries": that many of the
    // item, not one item by the pack.
    const multipack = multipackOf(tokens, i);
    if (multipack) {
      if (/^(a|an|one)$/.test(out.at(-1)?.text ?? '')) out.pop();
      out.push({ kind: 'number', text: String(multipack.count), value: multipack.count, start: token.start, end: tokens[multipack.end - 1]!.end });
      i = multipack.end;
      continue;
    }
    if (word === 'all' && tokens[i + 1]?.text === 'fat' && /^(removed|trimmed|cut)$/.test(tokens[i + 2]?.text ?? '')) {
      out.push({ kind: 'word', text: '0"', start: token.start, end: tokens[i + 2]!.end });
      out.push({ kind: 'word', text: 'fat', start: token.start, end: tokens[i + 2]!.end });
      i += 3;
      continue;
    }

    // "coffee in Turkey", "a kebab from Turkey": a country that shares a food's name is a place
    // when it is written with its capital after a word that leads to a place.
    if (word && PLACE_LEADS.has(word) && tokens[i + 1]?.capital && FOOD_NAMED_PLACES.has(tokens[i + 1]!.text) && out.length > 0) {
      i += 2;
      continue;
    }
    // "my baby is having", "feeding my toddler", "for my son": who eats is no food ("baby" is
    // also a food word: "baby carrots"), so only before no food word.
    // "tacos with the kids": after "with", "the" says whose company as "my" does ("kids" had been read as a kids' size).
    const whose = word !== undefined && (POSSESSIVES.has(word) || (word === 'the' && tokens[i - 1]?.text === 'with'));
    if (whose && PEOPLE.has(tokens[i + 1]?.text ?? '') && !isFollowedByName(tokens, i + 2)) {
      i += 2;
      continue;
    }
    // "…, yielding half a cup", "which makes a cup once whipped": what a mix or a cream
    // makes is said after the food; its "cups" are no food (they had matched Reese's cups).
    const yieldEnd = out.length > 0 && word && YIELD_VERBS.has(word) ? yieldPhraseEnd(tokens, i + 1) : undefined;
    if (yieldEnd !== undefined) {
      i = yieldEnd;
      continue;
    }
    // "…, similar to the Famous Brand wafers", "also referred to as fava beans", "roughly the size
    // of a cracker": another name or a comparison, never a second food; the clause goes.
    const likeEnd = out.length > 0 ? comparisonEnd(tokens, i) : undefined;
    if (likeEnd !== undefined) {
      // "roughly the size of", "commonly referred to as", "also known as": the adverb goes with it.
      while (out.length > 1 && /^(roughly|about|approximately|around|commonly|also|often|sometimes|usually|generally|better|otherwise|which|that|are|is)$/.test(out.at(-1)!.text)) out.pop();
      i = likeEnd;
      continue;
    }
    // "counting both the fruit and its syrup", "both solids and liquids": what a can holds is the
    // canned food as USDA weighs it ("…, solids and liquids"), never a second food.
    const contents = word === 'both' && out.length > 0 ? canContentsEnd(tokens, i) : undefined;
    if (contents !== undefined) {
      i = contents;
      continue;
    }
    // "on the rocks", "over ice", "straight from the fridge": how it was served, never a food.
    const served = out.length > 0 ? servingPhraseEnd(tokens, i) : undefined;
    if (served !== undefined) {
      if (served.form) out.push({ kind: 'word', text: served.form, start: token.start, end: tokens[served.end - 1]!.end });
      i = served.end;
      continue;
    }
    // "weighing 1 ounce": the verb goes, and what follows is read as an amount of its own that
    // joins the food before it (parse.ts: a piece with only an amount).
    // "… sized at one square inch", "… measuring one inch in surface area": an area after the
    // food is its amount (FNDDS weighs pizzas, cakes and fish by the surface inch).
    const area = word && out.length > 0 ? areaPhrase(tokens, i) : undefined;
    if (area) {
      out.push({ kind: 'punct', text: ',', start: token.start, end: token.start });
      const number = tokens[area.number]!;
      out.push(number, { kind: 'word', text: area.cubic ? 'cubic' : 'surface', start: number.end, end: tokens[area.end - 1]!.end }, { kind: 'word', text: 'inch', start: number.end, end: tokens[area.end - 1]!.end });
      i = area.end;
      continue;
    }
    if (word && MEASURE_VERBS.has(word) && out.length > 0) {
      const from = APPROXIMATELY.has(tokens[i + 1]?.text ?? '') ? i + 2 : i + 1;
      const end = lengthPhraseEnd(tokens, from);
      if (end === undefined) {
        out.push({ kind: 'punct', text: ',', start: token.start, end: token.start });
        // "three pancakes, totaling 5 ounces": the measure of all of them, not of each.
        if (word.startsWith('total')) out.push(totalMark(token));
      }
      i = end ?? i + 1;
      continue;
    }
    // "…, for a total of 5 ounces": the same total, named as a noun. Leading the food ("a total
    // of 3 cookies"), it is the amount itself, as any amount before a food is.
    if (word && /^(a|an)$/.test(word) && tokens[i + 1]?.text === 'total' && tokens[i + 2]?.text === 'of' && startsMeasure(tokens, i + 3)) {
      if (out.at(-1)?.text === 'for') out.pop();
      if (out.some((t) => t.kind === 'word')) {
        if (out.at(-1)!.kind !== 'punct') out.push({ kind: 'punct', text: ',', start: token.start, end: token.start });
        out.push(totalMark(token));
      }
      i += 3;
      continue;
    }
    // "…, 5 ounces in total", "… 5 ounces altogether": the measure just read is the total.
    const totalEnd = word && out.length > 0 ? totalWordsEnd(tokens, i) : undefined;
    if (totalEnd !== undefined) {
      const measureAt = out.findLastIndex((t) => t.kind === 'punct') + 1;
      if (measureAt > 0 && startsMeasure(out, measureAt)) out.splice(measureAt, 0, totalMark(token));
      i = totalEnd;
      continue;
    }
    // "in a 16 fluid ounce serving", "with a volume of 10 fluid ounces": the measure after the
    // food is its amount, read as a piece of its own that joins the food before it.
    // Not after how it was made: "fried in 2 tablespoons of oil" names the oil.
    const cutInto = word === 'into' && /^(cut|sliced|divided|portioned)$/.test(out.at(-1)?.text ?? '');
    const measure = word && out.length > 0 && (cutInto || (word !== 'into' && !/ed$/.test(out.at(-1)!.text))) ? trailingMeasureStart(tokens, i) : undefined;
    if (measure !== undefined) {
      if (cutInto) out.pop();
      out.push({ kind: 'punct', text: ',', start: token.start, end: token.start });
      // "with a total weight of 5 ounces": a total, as "totaling" is.
      if (tokens.slice(i, measure).some((t) => t.text === 'total')) out.push(totalMark(token));
      i = measure;
      continue;
    }
    // "with a diameter of 12 inches", "having a length of about 5 inches": the same size, named first.
    if (word && /^(with|having|at)$/.test(word) && out.length > 0 && /^(a|an)$/.test(tokens[i + 1]?.text ?? '') && /^(diameter|length|width|thickness|height)$/.test(tokens[i + 2]?.text ?? '') && tokens[i + 3]?.text === 'of') {
      const at = APPROXIMATELY.has(tokens[i + 4]?.text ?? '') ? i + 5 : i + 4;
      const end = tokens[at] ? lengthPhraseEnd(tokens, at) : undefined;
      if (end !== undefined) {
        i = end;
        continue;
      }
    }
    // "2.5 inches across", "12 inches in diameter": a size the portions already stand for.
    const from = word && APPROXIMATELY.has(word) ? i + 1 : i;
    const lengthEnd = tokens[from] && (tokens[from]!.kind === 'number' || LENGTH_NUMBER_WORDS.has(tokens[from]!.text) || /^\w+-inch(es)?$/.test(tokens[from]!.text)) ? lengthPhraseEnd(tokens, from) : undefined;
    // Before the food ("a whole 14-inch thick crust pizza", "two 12-inch thin crust pizzas") it sizes the food.
    if (lengthEnd !== undefined && out.length > 0 && !/^(a|an|whole|one)$/.test(out.at(-1)!.text) && out.at(-1)!.kind !== 'number') {
      i = lengthEnd;
      continue;
    }
    // "a bag of popcorn, 100 calories": an energy figure is said about the food, never an amount of another.
    if (token.kind === 'number' && ENERGY_WORDS.has(tokens[i + 1]?.text ?? '')) {
      i += 2;
      continue;
    }
    // "taken from a ready-to-cook whole chicken": USDA's yield note on a cut, where the piece came
    // from, never a second food (it had matched "Chicken nuggets, from other sources").
    if (word === 'from' && out.length > 0 && (out.at(-1)!.text === 'sourced' || tokens.slice(i + 1, i + 8).some((t) => t.text === 'ready-to-cook'))) {
      let j = i + 1;
      while (tokens[j] && (tokens[j]!.kind === 'word' || tokens[j]!.kind === 'number' || tokens[j]!.text === '-') && tokens[j]!.text !== 'and' && tokens[j]!.text !== 'with') j++;
      if (out.at(-1)?.text === 'sourced') out.pop();
      i = j;
      continue;
    }
    // "for extra crunch", "for added flavor": why a topping was added, not more food.
    if (word === 'for' && (tokens[i + 1]?.text === 'extra' || tokens[i + 1]?.text === 'added' || tokens[i + 1]?.text === 'more') && EXTRA_REASONS.has(tokens[i + 2]?.text ?? '')) {
      i += 3;
      continue;
    }
    // "to maintain hydration", "to stay hydrated", "to curb my cravings": why, up to the next break.
    if (word === 'to' && out.length > 0 && PURPOSE_VERBS.has(tokens[i + 1]?.text ?? '')) {
      let j = i + 2;
      while (tokens[j] && tokens[j]!.kind === 'word' && tokens[j]!.text !== 'and' && tokens[j]!.text !== 'with') j++;
      i = j;
      continue;
    }
    // "to water the plants", "to toast the bread": a word between "to" and a determiner is a
    // verb (a food after "to" is not followed by "the"), so it names no food; its object may.
    if (word === 'to' && tokens[i + 1]?.kind === 'word' && !DETERMINERS.has(tokens[i + 1]!.text) && VERB_OBJECT_LEADS.has(tokens[i + 2]?.text ?? '')) {
      i += 2;
      continue;
    }
    // "… watching tv", "popcorn watching a movie": what was on, never a food.
    if (word === 'watching' || word === 'watched') {
      let j = i + 1;
      while (tokens[j] && DETERMINERS.has(tokens[j]!.text)) j++;
      if (tokens[j] && SCREENS.has(tokens[j]!.text)) {
        i = j + 1;
        continue;
      }
    }
    // "while watching the movie", "when dining out": what was going on, up to the next break.
    // "while I work", "when we got home": a short clause of its own, when it ends within a few
    // words; a longer one ("while I give my toddler a jar of fruit") may name food that counts.
    const shortClause = (word === 'while' || word === 'when') && CLAUSE_SUBJECTS.has(tokens[i + 1]?.text ?? '') && clauseEndsWithin(tokens, i + 2, 3);
    if (shortClause || ((word === 'while' || word === 'when') && /ing$/.test(tokens[i + 1]?.text ?? ''))) {
      let j = i + 1;
      while (tokens[j] && tokens[j]!.kind === 'word' && tokens[j]!.text !== 'and') j++;
      i = j;
      continue;
    }
    // "in a standard size", "in regular size", "regardless of its size", "available in any size": no size at all.
    if (word && SIZE_PHRASE_LEADS.has(word)) {
      let j = i + 1;
      while (tokens[j] && (DETERMINERS.has(tokens[j]!.text) || tokens[j]!.text === 'its' || tokens[j]!.text === 'of')) j++;
      if (tokens[j] && USUAL_SIZES.has(tokens[j]!.text)) j++;
      if (tokens[j] && /^(size|sizes|sized|portion)$/.test(tokens[j]!.text) && j > i + 1) {
        i = j + 1;
        continue;
      }
    }
    // "… is my current meal choice", "… is my chosen snack": an occasion named with a possessive, anywhere.
    if (word && POSSESSIVES.has(word)) {
      let j = i + 1;
      while (tokens[j] && (OCCASION_ADJECTIVES.has(tokens[j]!.text) || CHOICE_WORDS.has(tokens[j]!.text))) j++;
      if (tokens[j] && OCCASIONS.has(tokens[j]!.text) && j > i) {
        j++;
        while (tokens[j] && CHOICE_WORDS.has(tokens[j]!.text)) j++;
        i = j;
        continue;
      }
    }
    // "a dessert of 1 ounce of pie", "a quick snack of grapes", "a snack consisting of a bag of
    // walnuts": the occasion frames the amount that follows.
    if ((word === 'a' || word === 'an') && tokens[i + 1]) {
      let j = i + 1;
      while (tokens[j] && OCCASION_ADJECTIVES.has(tokens[j]!.text) && tokens[j + 1] && !['of'].includes(tokens[j + 1]!.text)) j++;
      const of = tokens[j] && OCCASIONS.has(tokens[j]!.text) && tokens[j]!.text !== 'side' ? consistsOfEnd(tokens, j + 1) : undefined;
      if (of !== undefined) {
        i = of;
        continue;
      }
    }
    // "before my run", "after the gym", "on the way to work", "post workout": where, not what.
    if (word && SETTING_LEADS.has(word)) {
      let j = i + 1;
      while (tokens[j] && DETERMINERS.has(tokens[j]!.text)) j++;
      // "on my lunch break", "during a coffee break": the break is the setting, not its meal or drink.
      if (tokens[j + 1]?.text === 'break' && (OCCASIONS.has(tokens[j]!.text) || tokens[j]!.text === 'coffee')) j++;
      if (tokens[j] && (SETTINGS.has(tokens[j]!.text) || ((word === 'before' || word === 'after') && SLEEP.has(tokens[j]!.text)))) {
        j++;
        // "on the way to work", "on my way home"
        if ((tokens[j]?.text === 'to' || tokens[j]?.text === 'back') && tokens[j + 1]?.kind === 'word') j += 2;
        else if (tokens[j]?.text === 'home') j++;
        i = j;
        continue;
      }
    }
    // "over dinner", "over a late lunch", "alongside dinner": these frame a meal of the day as
    // they frame nothing else ("chicken over rice", "cake over coffee", "a burger alongside fries"
    // name foods), so only those meals are read.
    if (word === 'over' || word === 'alongside') {
      let j = i + 1;
      while (tokens[j] && DETERMINERS.has(tokens[j]!.text)) j++;
      while (tokens[j] && OCCASION_ADJECTIVES.has(tokens[j]!.text) && tokens[j + 1] && (MEALS_OF_DAY.has(tokens[j + 1]!.text) || OCCASION_ADJECTIVES.has(tokens[j + 1]!.text))) j++;
      if (tokens[j] && MEALS_OF_DAY.has(tokens[j]!.text)) {
        i = j + 1;
        if (tokens[i]?.text === 'time') i++;
        continue;
      }
      // "chili over rice", "beef stew over mashed potatoes", "kung pao chicken over white rice"
      // (session 16): a food served over another is both, read as "with" (the dish FNDDS names
      // "… with noodles" is still found); the food before had been dropped, or the rice.
      if (word === 'over' && out.some((t) => t.kind === 'word') && tokens[j]?.kind === 'word' && !/^\d/.test(tokens[j]!.text) && !NOT_SERVED_OVER.has(tokens[j]!.text)) {
        out.push({ kind: 'word', text: 'with', start: token.start, end: token.end });
        i++;
        continue;
      }
    }
    // "for dessert", "as a snack", "for my meal", "with lunch", "for my morning meal"
    if (word && OCCASION_LEADS.has(word)) {
      let j = i + 1;
      while (tokens[j] && DETERMINERS.has(tokens[j]!.text)) j++;
      while (tokens[j] && OCCASION_ADJECTIVES.has(tokens[j]!.text) && tokens[j + 1] && (OCCASIONS.has(tokens[j + 1]!.text) || OCCASION_ADJECTIVES.has(tokens[j + 1]!.text))) j++;
      if (tokens[j] && OCCASIONS.has(tokens[j]!.text) && (word !== 'with' || j > i + 1 || true)) {
        // "as a side dish", "at breakfast time"
        let end = j + 1;
        if (tokens[end]?.text === 'dish') end++;
        else if (tokens[end]?.text === 'time' && MEALS_OF_DAY.has(tokens[j]!.text)) end++;
        // "a side of fries": "side" followed by "of" is an amount, not an occasion.
        if (!(tokens[j]!.text === 'side' && tokens[end]?.text === 'of')) {
          i = end;
          continue;
        }
      }
    }
    // "starting my day with", "to kick off my morning": the day, not a food.
    if (word && POSSESSIVES.has(word) && tokens[i + 1] && (TIMES.has(tokens[i + 1]!.text) || tokens[i + 1]!.text === 'day')) {
      i += 2;
      if (tokens[i]?.text === 'off') i++;
      continue;
    }
    // "Tonight's dinner is …", "Today's lunch:": an occasion after a day word at a sentence start.
    if (word && /^(today's|tonight's|todays|tonights|this)$/.test(word) && sentenceStart() && tokens[i + 1] && OCCASIONS.has(tokens[i + 1]!.text)) {
      i += 2;
      continue;
    }
    // "My afternoon pick-me-up was …", "my morning meal:": an occasion named with a possessive.
    if (word && POSSESSIVES.has(word) && sentenceStart()) {
      let j = i + 1;
      while (tokens[j] && OCCASION_ADJECTIVES.has(tokens[j]!.text)) j++;
      if (tokens[j] && OCCASIONS.has(tokens[j]!.text)) {
        i = j + 1;
        continue;
      }
    }
    // "a kids meal with nuggets and apple slices", "a happy meal": the meal is what follows.
    if ((word === 'kids' || word === "kids'" || word === "kid's" || word === 'happy' || word === 'value' || word === 'combo') && tokens[i + 1]?.text === 'meal') {
      if (DETERMINERS.has(out.at(-1)?.text ?? '')) out.pop();
      i += 2;
      if (tokens[i]?.text === 'with' || tokens[i]?.text === 'of') i++;
      continue;
    }
    // "sat down to a plate of pasta", "dug into a bowl of stew", "about to tuck into …": the verb
    // and its preposition frame the food; the amount after them stays the food's.
    if (word && /^(sat|sit|sitting)$/.test(word) && tokens[i + 1]?.text === 'down' && /^(to|with)$/.test(tokens[i + 2]?.text ?? '')) {
      i += 3;
      continue;
    }
    if (word && /^(dig|digs|dug|digging|tuck|tucks|tucked|tucking|dive|dove|dived|diving)$/.test(word) && /^(into|in)$/.test(tokens[i + 1]?.text ?? '')) {
      i += 2;
      continue;
    }
    if (word === 'about' && tokens[i + 1]?.text === 'to' && tokens[i + 2]?.kind === 'word' && !DETERMINERS.has(tokens[i + 2]!.text)) {
      i += 2;
      continue;
    }
    // "picked up a burrito", "wolfed down a burger"
    if (((word === 'up' || word === 'down') && /^(picked|pick|picking|grabbed|wolfed|scarfed|washed|woke|wake|waking)$/.test(tokens[i - 1]?.text ?? '')) ||
      (word === 'off' && /^(kick|kicking|kicked|start|started|starting)$/.test(tokens[i - 1]?.text ?? ''))) {
      i++;
      continue;
    }
    const label = word && sentenceStart() ? occasionLabelEnd(tokens, i) : undefined;
    if (label !== undefined) {
      i = label;
      continue;
    }
    // "Quick breakfast: …", "late lunch was …": the occasion's describing words lead it.
    if (word && OCCASION_ADJECTIVES.has(word) && sentenceStart()) {
      let j = i;
      while (tokens[j] && OCCASION_ADJECTIVES.has(tokens[j]!.text)) j++;
      const next = tokens[j + 1];
      if (tokens[j] && OCCASIONS.has(tokens[j]!.text) && (!next || next.kind !== 'word' || FILLER_WORDS.has(next.text) || next.text === 'of' || SETTING_LEADS.has(next.text))) {
        i = j + 1;
        if (/^(:|-|,)$/.test(tokens[i]?.text ?? '')) i++;
        continue;
      }
    }
    // "Dinner consists of …", "Breakfast: …", "Lunch was …" at a sentence start.
    if (word && OCCASIONS.has(word) && sentenceStart()) {
      const next = tokens[i + 1];
      // "snack two clementines", "breakfast three eggs": a meal of the day, then a number said as a
      // word, is a label as "snack 2 clementines" is; kept, it took the number into the food's words
      // and the count was lost. ("tea two sugars": tea is a drink as well as a time, so not it.)
      const countedAfterMeal = next !== undefined && MEAL_TIMES.test(word) && MEASURE_NUMBER_WORDS.has(next.text) && tokens[i + 2]?.kind === 'word';
      if (!next || next.kind !== 'word' || FILLER_WORDS.has(next.text) || next.text === 'of' || countedAfterMeal) {
        i++;
        if (tokens[i]?.text === ':' || tokens[i]?.text === '-' || tokens[i]?.text === ',') i++;
        continue;
      }
    }
    // "to my salad", "in my cooking", "of my dish": a possessive names the context, not the food.
    if (word && CONTEXT_LEADS.has(word) && tokens[i + 1] && POSSESSIVES.has(tokens[i + 1]!.text)) {
      // "On my plate is a baked potato", "In my bowl there is oatmeal": leading the sentence, the
      // context ends at its verb, and what follows is the food.
      const after = sentenceStart() ? containerFrameEnd(tokens, i + 2) : undefined;
      if (after !== undefined) {
        i = after;
        continue;
      }
      // "… is added to my salad": the verb goes with the context.
      if (/^(added|used|put|poured|spread|sprinkled|served)$/.test(out.at(-1)?.text ?? '')) out.pop();
      let j = i + 2;
      // "… in my tea x3 mugs": the multiplier after the context is the food's, not the context's.
      while (tokens[j] && !isBoundary(tokens[j]!) && !(tokens[j]!.text === 'x' && tokens[j + 1]?.kind === 'number')) j++;
      const vessel = tokens[j]?.text === 'x' ? contextVesselEnd(tokens, j + 2) : undefined;
      if (vessel !== undefined) {
        // "x3 mugs" after "in my tea": three of the food's own measure, one in each of the drink's mugs.
        out.push(tokens[j]!, tokens[j + 1]!);
        j = vessel;
      }
      i = j;
      continue;
    }
    // "for a stew", "for frying", "intended for later"
    if (word === 'for') {
      let j = i + 1;
      while (tokens[j] && DETERMINERS.has(tokens[j]!.text)) j++;
      if (tokens[j] && PURPOSES.has(tokens[j]!.text)) {
        i = j + 1;
        continue;
      }
    }
    // "this morning", "last night", "in the evening", "late night"
    if (word === 'late-night' && !OCCASIONS.has(tokens[i + 1]?.text ?? '')) {
      i++;
      continue;
    }
    if (word && TIME_LEADS.has(word)) {
      let j = i + 1;
      // "late last night", "early this morning": a second lead before the time.
      if (word !== 'the' && tokens[j]?.text !== 'the' && TIME_LEADS.has(tokens[j]?.text ?? '') && TIMES.has(tokens[j + 1]?.text ?? '')) j++;
      if (tokens[j]?.text === 'the') j++;
      if (tokens[j] && TIMES.has(tokens[j]!.text) && (word !== 'the' || j === i + 1)) {
        i = j + 1;
        continue;
      }
    }
    // "I prepared a bowl …", "Preparing a …": a leading verb of cooking, not "prepared with water".
    // At the start of a sentence only when an object follows (session 16): "fried chicken",
    // "grilled chicken", "baked potato" typed into a food log name the food's form, which had been
    // dropped (plain chicken, 139 kcal; a potato, NFS).
    const objectFollows = (k: number) => tokens[k] !== undefined && (tokens[k]!.kind === 'number' || DETERMINERS.has(tokens[k]!.text) || Object.hasOwn(ENGLISH_CARDINALS, tokens[k]!.text) || /^(myself|me|us|up|them|it)$/.test(tokens[k]!.text));
    if (word && LEADING_VERBS.has(word) && (PRONOUNS.has(tokens[i - 1]?.text ?? '') || (sentenceStart() && (objectFollows(i + 1) || tokens[i + 1]?.kind !== 'word')))) {
      i++;
      continue;
    }
    // "an energy drink", "a breakfast drink": after a word that names something, "drink" is the
    // noun that heads the food, not the verb ("I drink", "to drink").
    if (word && DRINK_NOUNS.has(word) && out.at(-1)?.kind === 'word' && !FILLER_WORDS.has(out.at(-1)!.text) && !DETERMINERS.has(out.at(-1)!.text) && out.at(-1)!.text !== 'to') {
      out.push(token);
      i++;
      continue;
    }
    // "a sharing size bag": before "size" the word names FNDDS's size band, not who shared it.
    if (word && FILLER_WORDS.has(word) && !matchSizeBand(word, tokens[i + 1]?.text)) {
      i++;
      continue;
    }
    out.push(token);
    i++;
  }
  // A rule may have taken one of them back out ("a kids meal"): they are dropped by identity.
  return before.length === 0 ? out : out.filter((token) => !before.includes(token));
}
