/*
 * Food emoji typed as words ("2 🥚 on toast", "🍕🍕", "banana 🍌"): people logging on a phone
 * pick a food from the emoji keyboard as readily as they type its name. Each emoji of Unicode's
 * "Food & Drink" group is read as the food word its CLDR short name says, in the words the
 * food search already knows ("ear of corn" is corn, "cooking" is a fried egg); every other
 * pictograph (😋, 👍, 🔥) says how the meal was, not what it was, and is dropped.
 */

/**
 * Unicode Emoji 15.1, emoji-test.txt, group "Food & Drink" (subgroups food-fruit, food-vegetable,
 * food-prepared, food-asian, food-marine, food-sweet, drink), each with its CLDR short name and
 * the food word read for it. Emoji of the group that name no food to count (🍼 baby bottle,
 * 🧊 ice, 🫗 pouring liquid, 🥫 canned food, 🍱 bento box, 🍢 oden and 🍡 dango, which FNDDS
 * does not list, the dishware subgroup) are left out,
 * so they are dropped as other pictographs are. Written from the Unicode list, not from phrases.
 */
const FOOD_EMOJI: readonly (readonly [emoji: string, word: string])[] = [
  // food-fruit
  ['🍇', 'grapes'], // grapes
  ['🍈', 'melon'], // melon
  ['🍉', 'watermelon'], // watermelon
  ['🍊', 'orange'], // tangerine (CLDR keywords: fruit, orange, tangerine)
  ['🍋‍🟩', 'lime'], // lime (15.1)
  ['🍋', 'lemon'], // lemon
  ['🍌', 'banana'], // banana
  ['🍍', 'pineapple'], // pineapple
  ['🥭', 'mango'], // mango
  ['🍎', 'apple'], // red apple
  ['🍏', 'apple'], // green apple
  ['🍐', 'pear'], // pear
  ['🍑', 'peach'], // peach
  ['🍒', 'cherries'], // cherries
  ['🍓', 'strawberries'], // strawberry
  ['🫐', 'blueberries'], // blueberries
  ['🥝', 'kiwi'], // kiwi fruit
  ['🍅', 'tomato'], // tomato
  ['🫒', 'olives'], // olive
  ['🥥', 'coconut'], // coconut
  // food-vegetable
  ['🥑', 'avocado'], // avocado
  ['🍆', 'eggplant'], // eggplant
  ['🥔', 'potato'], // potato
  ['🥕', 'carrot'], // carrot
  ['🌽', 'corn'], // ear of corn
  ['🌶', 'hot pepper'], // hot pepper
  ['🫑', 'bell pepper'], // bell pepper
  ['🥒', 'cucumber'], // cucumber
  ['🥬', 'lettuce'], // leafy green
  ['🥦', 'broccoli'], // broccoli
  ['🧄', 'garlic'], // garlic
  ['🧅', 'onion'], // onion
  ['🥜', 'peanuts'], // peanuts
  ['🫘', 'beans'], // beans (14.0)
  ['🌰', 'chestnuts'], // chestnut
  ['🫚', 'ginger root'], // ginger root (15.0)
  ['🫛', 'peas'], // pea pod (15.0)
  ['🍄‍🟫', 'mushrooms'], // brown mushroom (15.1)
  ['🍄', 'mushrooms'], // mushroom (Animals & Nature, plant-other, from 15.1; a food all the same)
  // food-prepared
  ['🍞', 'bread'], // bread
  ['🥐', 'croissant'], // croissant
  ['🥖', 'baguette'], // baguette bread
  ['🫓', 'flatbread'], // flatbread
  ['🥨', 'pretzel'], // pretzel
  ['🥯', 'bagel'], // bagel
  ['🥞', 'pancakes'], // pancakes
  ['🧇', 'waffle'], // waffle
  ['🧀', 'cheese'], // cheese wedge
  ['🍖', 'meat'], // meat on bone
  ['🍗', 'chicken drumstick'], // poultry leg
  ['🥩', 'steak'], // cut of meat
  ['🥓', 'bacon'], // bacon
  ['🍔', 'hamburger'], // hamburger
  ['🍟', 'french fries'], // french fries
  ['🍕', 'pizza'], // pizza
  ['🌭', 'hot dog'], // hot dog
  ['🥪', 'sandwich'], // sandwich
  ['🌮', 'taco'], // taco
  ['🌯', 'burrito'], // burrito
  ['🫔', 'tamale'], // tamale
  ['🥙', 'gyro'], // stuffed flatbread (CLDR keywords: falafel, gyro, kebab)
  ['🧆', 'falafel'], // falafel
  ['🥚', 'egg'], // egg
  ['🍳', 'fried egg'], // cooking (CLDR keywords: egg, frying, pan)
  ['🥘', 'paella'], // shallow pan of food (CLDR keywords: casserole, paella)
  ['🍲', 'stew'], // pot of food
  ['🫕', 'cheese fondue'], // fondue
  ['🥣', 'cereal'], // bowl with spoon (CLDR keywords: breakfast, cereal, congee)
  ['🥗', 'salad'], // green salad
  ['🍿', 'popcorn'], // popcorn
  ['🧈', 'butter'], // butter
  ['🧂', 'salt'], // salt
  // food-asian
  ['🍘', 'rice cracker'], // rice cracker
  ['🍙', 'rice'], // rice ball: the rice it is made of (FNDDS has no onigiri)
  ['🍚', 'rice'], // cooked rice
  ['🍛', 'curry rice'], // curry rice
  ['🍜', 'ramen'], // steaming bowl (CLDR keywords: noodle, ramen)
  ['🍝', 'spaghetti'], // spaghetti
  ['🍠', 'sweet potato'], // roasted sweet potato
  ['🍣', 'sushi'], // sushi
  ['🍤', 'fried shrimp'], // fried shrimp
  ['🍥', 'fish cake'], // fish cake with swirl
  ['🥮', 'moon cake'], // moon cake
  ['🥟', 'dumpling'], // dumpling
  ['🥠', 'fortune cookie'], // fortune cookie
  ['🥡', 'takeout'], // takeout box: no food of its own (dropped below, see FOODLESS)
  // food-marine
  ['🦀', 'crab'], // crab
  ['🦞', 'lobster'], // lobster
  ['🦐', 'shrimp'], // shrimp
  ['🦑', 'squid'], // squid
  ['🦪', 'oysters'], // oyster
  // food-sweet
  ['🍦', 'soft serve ice cream'], // soft ice cream
  ['🍧', 'snow cone'], // shaved ice
  ['🍨', 'ice cream'], // ice cream
  ['🍩', 'doughnut'], // doughnut
  ['🍪', 'cookie'], // cookie
  ['🎂', 'birthday cake'], // birthday cake
  ['🍰', 'cake'], // shortcake (the slice of cake the keyboard offers)
  ['🧁', 'cupcake'], // cupcake
  ['🥧', 'pie'], // pie
  ['🍫', 'chocolate bar'], // chocolate bar
  ['🍬', 'candy'], // candy
  ['🍭', 'lollipop'], // lollipop
  ['🍮', 'custard'], // custard
  ['🍯', 'honey'], // honey pot
  // drink
  ['🥛', 'milk'], // glass of milk
  ['☕', 'coffee'], // hot beverage (CLDR keywords: coffee, drink, hot, tea)
  ['🫖', 'black tea'], // teapot
  ['🍵', 'green tea'], // teacup without handle (CLDR keywords: green tea)
  ['🍶', 'rice wine'], // sake
  ['🍾', 'champagne'], // bottle with popping cork
  ['🍷', 'wine'], // wine glass
  ['🍸', 'martini'], // cocktail glass
  ['🍹', 'cocktail'], // tropical drink
  ['🍺', 'beer'], // beer mug
  ['🍻', 'beer'], // clinking beer mugs
  ['🥂', 'champagne'], // clinking glasses
  ['🥃', 'whiskey'], // tumbler glass (CLDR keywords: liquor, shot, whisky)
  ['🥤', 'soda'], // cup with straw
  ['🧋', 'bubble tea'], // bubble tea
  ['🧃', 'juice box'], // beverage box
  ['🧉', 'yerba mate'], // mate
];

/** Emoji of the group that show where or how food came, not a food ("🥡 takeout box"). */
const FOODLESS = new Set(['🥡']);

const WORD_OF = new Map(FOOD_EMOJI.filter(([emoji]) => !FOODLESS.has(emoji)).map(([emoji, word]) => [emoji, word]));

/** One pictograph as typed: a base, optional variation selector or skin tone, ZWJ sequences. */
const PICTOGRAPH = /\p{Extended_Pictographic}\uFE0F?(?:\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*/gu;
/** A run of the same pictograph ("🍕🍕", "🌮 🌮 🌮"). */
const RUN = /(\p{Extended_Pictographic}\uFE0F?(?:\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*)(?:\s*\1)*/gu;
const HAS_PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** A count just before the emoji ("2 🥚", "two 🌮"). */
const COUNT_BEFORE = /(?:\d+(?:\.\d+)?|\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|half|a couple of|some))\s*$/i;
/** A count said anywhere in the part ("2 glazed", "two slices", "x3"). */
const COUNT_IN = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|dozen)\b/i;
/** Where one part of a meal ends and the next begins. */
const PART_BREAK = /[,;+&\n]|\band\b|\bwith\b|\bw\/?(?=\s)/i;

/** The emoji's food word, or undefined when it names no food (a face, a hand, a plate). */
export function foodWordOf(emoji: string): string | undefined {
  return WORD_OF.get(emoji.replace(/\uFE0F/g, '')) ?? WORD_OF.get(emoji);
}

/**
 * The text with each food emoji read as its word and every other pictograph dropped. An emoji
 * beside the word it shows ("banana 🍌", "🍏 green apple") adds nothing and is dropped; a run
 * of one emoji is a count ("🍕🍕" two pizzas, "donuts 🍩🍩🍩" three) unless the part gives its
 * own ("🍕🍕 two slices");
 * an emoji heading a part whose words name no such food is its head noun, said last as English
 * says it ("🌮 ground beef" → "ground beef taco").
 */
export function emojiAsWords(text: string): string {
  if (!HAS_PICTOGRAPH.test(text)) return text;
  const out: string[] = [];
  let last = 0;
  let foodEnd = -1;
  for (const match of text.matchAll(RUN)) {
    const start = match.index!;
    const runText = match[0];
    const word = foodWordOf(match[1]!);
    const count = [...runText.matchAll(PICTOGRAPH)].length;
    // "🍔🍟": two foods side by side are two parts of the meal.
    const between = text.slice(last, start);
    out.push(word !== undefined && foodEnd === last && between.trim() === '' ? ', ' : between);
    last = start + runText.length;
    if (word === undefined) {
      out.push(' ');
      continue;
    }
    foodEnd = last;
    const before = out.join('');
    const partStart = lastBreak(before);
    const partBefore = before.slice(partStart);
    const partAfter = text.slice(last).split(PART_BREAK)[0] ?? '';
    const partWords = `${partBefore} ${partAfter}`.toLowerCase();
    const counted = COUNT_BEFORE.test(partBefore) || COUNT_IN.test(partBefore) || COUNT_IN.test(partAfter);
    // "banana 🍌", "🍏 green apple", "a cheese stick 🧀": the food is named already; a run of
    // its emoji is still its count when the words give none ("donuts 🍩🍩🍩" is three).
    if (namesWord(partWords, word)) {
      out.push(count > 1 && !counted ? ` x${count} ` : ' ');
      continue;
    }
    // "🍺🍺🍺 tailgate, three 12oz light beers": named as the head of another part of the text, the
    // emoji only decorates it (read as a food too, the beers were counted twice). Not a word that
    // only describes another food ("🍎, then an apple pie" is an apple and a pie).
    if (namesAsHead(text.replace(RUN, ' ').toLowerCase(), word)) {
      out.push(' ');
      continue;
    }
    const countWord = count > 1 && !counted ? `${count} ` : '';
    const rest = partAfter.trim();
    if (partBefore.trim() === '' && /\p{L}{3}/u.test(rest)) {
      // "🍕 two slices pepperoni": the rest of the part describes the food the emoji shows.
      out.push(`${countWord}${rest} ${word}`);
      last += partAfter.replace(/\s+$/, '').length;
      continue;
    }
    out.push(` ${countWord}${word} `);
  }
  out.push(text.slice(last));
  return out.join('').replace(/[ \t]{2,}/g, ' ').trim();
}

/** Where the part that `text` ends in begins. */
function lastBreak(text: string): number {
  let at = 0;
  for (const match of text.matchAll(new RegExp(PART_BREAK.source, 'gi'))) at = match.index! + match[0].length;
  return at;
}

/** Whether the words name the emoji's food: its last word, singular or plural ("apple", "cookies", "cherry"). */
function namesWord(words: string, word: string): boolean {
  const head = word.split(' ').at(-1)!;
  const forms = new Set([head, `${head}s`, `${head}es`, head.replace(/s$/, ''), head.replace(/es$/, ''), head.replace(/ies$/, 'y'), head.replace(/y$/, 'ies')]);
  return words.split(/[^\p{L}]+/u).some((w) => forms.has(w));
}

/** The emoji's word ends a part of `words` ("… three light beers", "a banana, and …"): that food is named there. */
function namesAsHead(words: string, word: string): boolean {
  const parts = words.split(/[,.;:!?+\n]|\band\b|\bwith\b|\bthen\b/u);
  return parts.some((part) => {
    const last = part.trim().split(/[^\p{L}]+/u).filter(Boolean).at(-1);
    return last !== undefined && namesWord(last, word);
  });
}
