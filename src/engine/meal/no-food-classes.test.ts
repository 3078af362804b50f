/**
 * describeMeal on chat that names no food though it says a food word (issue 23, "framing is never
 * food"; food-evidence.ts), five classes of about fifty sentences each, all written for this test:
 * a brand that is also a word, a dish name that is also a thing or a place, an idiom, a food word
 * describing another noun, a food as a name. Not every sentence is refused yet: each class keeps a
 * ceiling at what the rule reaches (main before it, session 18: 13, 28, 38, 32 and 26 answered),
 * so a change that gives calories to more of them fails. Beside them, food texts that say the same
 * words must keep their answer ("mars", "punch" and "galaxy chocolate" alone were refused before
 * the rule and are left out).
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

type NoFoodClass = 'brand' | 'thing' | 'idiom' | 'adjective' | 'name';

const CLASSES: Record<NoFoodClass, readonly string[]> = {
  brand: [
    'kind regards, Sam', 'thanks, that was very kind of you', 'she is such a kind person', 'what kind of music do you like',
    "it's kind of late already", 'mars is bright in the sky tonight', 'the rover landed on mars', 'bruno mars concert tickets',
    'a special kind of day', 'the dove flew over the roof', 'a galaxy far far away', 'new samsung galaxy phone case',
    'bounty hunter movie night', 'a bounty of wildflowers by the road', 'please ensure the door is locked',
    'ensure you sign the form', 'boost your productivity with these tips', 'a quick confidence boost',
    'total cost of the repair', 'life is good', 'the meaning of life', 'cheerio, see you tomorrow',
    'my goldfish is called Bob', 'the monster under the bed', 'sprite animation in the game', 'a water sprite in the fairy tale',
    'the ritz hotel lobby', 'snickers from the back row', 'payday is on friday', 'a walk on the heath',
    'crunch time at work', 'the double decker bus', 'magnum pi reruns on tv', 'call me after eight',
    'heroes of the pandemic', 'roses in the front garden', 'a lion at the zoo', 'time out for the kids',
    'a picnic in the park', 'she is such a flake', 'a twirl on the dance floor', 'close the tab please',
    'mounds of laundry to fold', 'a total eclipse of the sun', 'a halo around the moon', 'a crush on a classmate',
    'what a whopper of a lie', 'pure joy on her face', 'the nerds in the computer lab', 'kraft paper envelopes',
  ],
  thing: [
    'the club was loud', 'joined a book club', 'golf club for sale', 'a night at the club', 'the sub surfaced near the coast',
    "that's a wrap for today", 'wrap the presents tonight', 'bubble wrap everywhere', 'roll call at nine',
    'rock and roll forever', 'we are out of toilet roll', 'roll the dice', 'super bowl highlights', 'going bowling tonight',
    'the fish bowl needs cleaning', 'poker chips on the table', 'wood chips in the garden', 'a shortage of computer chips',
    'raise a toast to the couple', "you're toast if mum finds out", 'traffic jam on the highway', 'jam session with the band',
    'jellyfish at the beach', 'the comedy roast was brutal', 'a dip in the pool', 'shake hands with the new boss',
    'a punch to the face', 'accept all cookies to continue', 'the cookie banner on the website', 'pie chart of the budget',
    'the brownies meet on tuesday', 'the bar downstairs is closed', 'sandwiched between two trucks', 'firecrackers at new year',
    'ice on the road this morning', 'salt on the icy roads', 'a pot of gold at the end of the rainbow', 'let him stew for a while',
    'hash tag trends this week', 'a grain of truth in it', 'the crumble zone of a car', 'the fan club meeting',
    'a sub teacher for maths', 'a new scroll wheel', 'the biscuit tin is a sewing box now', 'a wafer thin laptop',
    'the chip in my card', 'bowl cut hairstyle', 'egg and spoon race at school', 'the wrap party after filming',
  ],
  idiom: [
    'the exam was a piece of cake', 'we are in a pickle', 'come on, spill the beans', 'he stayed cool as a cucumber',
    'my brother is a couch potato', 'the kids are full of beans today', 'who brings home the bacon', 'stop buttering me up',
    'no use crying over spilt milk', 'she is the apple of my eye', 'one bad apple', 'walking on eggshells around him',
    'egg on your face', 'the crowd went bananas', 'in a nutshell, we lost', 'say cheese!', 'the big cheese wants a word',
    'the cream of the crop', 'the cherry on top of a great week', 'not my cup of tea', 'a political hot potato',
    "that's the way the cookie crumbles", 'selling like hot cakes', 'you cannot have your cake and eat it too',
    'the bread and butter of the business', 'riding the gravy train', 'sour grapes after the loss', 'easy as pie',
    'time to eat humble pie', 'pie in the sky plans', 'carrot and stick approach', 'a tough nut to crack',
    'cool beans, see you then', 'like two peas in a pod', 'she is one smart cookie', 'food for thought',
    'a half-baked idea', 'take it with a grain of salt', 'salt of the earth people', 'he is out to lunch',
    "there's no such thing as a free lunch", 'spill the tea, girl', 'packed like sardines on the train',
    'a red herring in the plot', 'quit cold turkey', "don't chicken out now", 'a bun in the oven', 'use your noodle',
    'the proof is in the pudding', 'the icing on the cake', 'a recipe for disaster', 'cheap as chips',
  ],
  adjective: [
    'a peach of a goal', 'a lemon of a car', 'everything is peachy', 'salmon pink shirt', 'guitar in mint condition',
    'mint green walls in the hall', 'olive green jacket', 'lime green sneakers', 'cherry red convertible',
    'chocolate lab puppy', 'caramel highlights in her hair', 'honey blonde hair', 'cream coloured sofa', 'lemon yellow dress',
    'a tangerine dress for the party', 'plum coloured velvet curtains', 'champagne coloured dress', 'new coffee table',
    'a stack of tea towels', 'tea light candles on the shelf', 'butter yellow kitchen cabinets', 'a vanilla setup with no mods',
    'such a cheesy movie', 'juicy gossip at work', 'he is salty about losing', 'eggplant purple nail polish',
    'avocado green bathroom tiles', 'pumpkin spice candle', 'apricot walls in the nursery', 'cookie cutter houses',
    'a new bread knife', 'the cake tin is in the cupboard', 'a broken pizza cutter', 'rice cooker on sale',
    'my favourite coffee mug', 'a chipped teapot', 'a set of wine glasses', 'the beer garden was packed',
    'an old milk bottle', 'an egg timer for the sauna', 'cheese grater for sale', 'a salad spinner', 'the soup spoons are dirty',
    'a butter dish from grandma', 'a banana republic sweater', 'the pepper grinder is broken', 'a sugar bowl with a chipped lid',
    'a cocoa brown sofa', 'a peanut gallery of critics', 'mushroom cloud over the desert',
  ],
  name: [
    'Olive is my best friend', 'Ginger is coming over later', 'Apple stock fell today', 'Apple announced a new laptop',
    'Basil Fawlty is rude', 'Rosemary from accounting called', 'Sage is on holiday', 'Candy moved to Ohio',
    'Honey is our new puppy', 'Cherry got her driving license', 'Pepper the dog is sleeping', 'Cookie the cat is sick',
    'Biscuit chased the mailman', 'Mango the parrot talks', 'my old blackberry phone', 'a raspberry pi project',
    'switched to orange mobile', 'Kevin Bacon movie marathon', 'Meat Loaf concert tickets', 'Vanilla Ice was on the radio',
    'Red Hot Chili Peppers album', 'Black Eyed Peas concert', 'the Cranberries on vinyl', 'Smashing Pumpkins tour',
    'Pearl Jam live', 'Sugar Ray song on the radio', 'a trip to Chile', 'Hamburg harbour at night', 'Bologna in the rain',
    'a weekend in Parma', 'the Champagne region in autumn', 'Cheddar Gorge walk', 'the Big Apple at night',
    'Rice University campus', 'Cherry Hill mall', 'Apple Valley library', 'the Kiwis won the match',
    'Wendy is my sister', 'Mr Bean reruns', 'Peppa Pig episode', 'old McDonald had a farm', 'Sandwich in Kent is lovely',
    'Java island beaches', 'a ferry to Brussels', 'Key West sunset', 'Plum Island lighthouse', 'Lemon Street parking',
    'Clementine is five today', 'Olive Oyl cartoon', 'Ginger Rogers danced',
  ],
};

/** Food texts that say the same words ("dove chocolate" is left out: on main it was a dove, the bird). */
const CONTROL: readonly string[] = [
  'a kind bar', 'club sandwich', '2 twix', 'chips and salsa', 'a sub for lunch', 'a chicken wrap', 'egg roll', 'a poke bowl',
  'a mars bar', 'special k with milk', 'ginger tea', 'olive oil', 'a piece of cake', 'pickles', 'baked beans', 'cucumber slices',
  'a baked potato', 'a peach', 'a lemon', 'lemonade', 'coffee', 'an apple', 'ginger ale', 'salmon', 'mint tea', 'kiwi',
  'turkey sandwich', 'cheddar', 'bologna sandwich', 'hamburger', 'bacon', 'meat loaf', 'honey on toast', 'a cup of tea',
  'a whopper', 'snickers', 'bounty bar', 'goldfish crackers', 'life cereal', 'cheerios',
  'a monster energy drink', 'red bull', 'sprite', 'ritz crackers', 'payday bar', 'heath bar', 'skittles', 'toast with jam',
  'jelly', 'pot roast', 'beef stew', 'hash browns', 'chips and dip', 'a milk shake', 'fruit punch', 'apple crumble', 'trifle',
  'fudge', 'crackers', 'cookies', 'pie', 'brownies', 'a slice of cake', 'a sandwich', 'nuts', 'a banana', 'ice cream',
  'honey', 'pumpkin pie', 'peanuts', 'coffee and a muffin', 'kind bar and coffee', 'had a club', 'a roll', 'a bowl of chili',
  'chips', 'a wrap', 'a sub', 'a club', 'kind', 'cake', 'toast', 'jam', 'dip', 'a shake', 'stew', 'a cookie',
  'a brownie', 'salsa', 'olives', 'ginger', 'a cucumber', 'a potato', 'beans', 'a pickle', 'a tea', 'cheese', 'an egg',
  'a magnum ice cream', 'a crunch bar', 'a total cereal bowl', 'a bowl of cheerios', 'twix', 'a dove bar',
];

/** How many sentences of each class may still get calories (measured when the rule was written). */
const CEILING: Record<NoFoodClass, number> = { brand: 4, thing: 11, idiom: 22, adjective: 14, name: 8 };

async function answers(text: string): Promise<boolean> {
  try {
    await describeMeal(text);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== 'noFoodDetectedText') throw error;
    return false;
  }
}

describe('chat that says a food word in passing gets no calories', () => {
  it.each(Object.keys(CLASSES) as NoFoodClass[])('class "%s": no more answered than its ceiling', async (name) => {
    const answered: string[] = [];
    for (const text of CLASSES[name]) if (await answers(text)) answered.push(text);
    expect(answered.length, answered.join(' | ')).toBeLessThanOrEqual(CEILING[name]);
  });

  it.each([
    'kind regards, Sam', 'please ensure the door is locked', 'the monster under the bed', 'my goldfish is called Bob',
    'the club was loud', 'wrap the presents tonight', 'roll call at nine', 'raise a toast to the couple',
    'traffic jam on the highway', 'the cookie banner on the website', 'salt on the icy roads',
    'the exam was a piece of cake', 'my brother is a couch potato', 'he stayed cool as a cucumber',
    'a lemon of a car', 'olive green jacket', 'a broken pizza cutter', 'the pepper grinder is broken',
    'Olive is my best friend', 'Ginger is coming over later', 'Apple announced a new laptop', 'Biscuit chased the mailman',
  ])('"%s" names no food', async (text) => {
    await expect(describeMeal(text)).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

/*
 * Session 19 (nofood3): USDA's "home recipe" is how a food was made, not a food ("pin this recipe");
 * "'s", "'re" and "'m" after a person link as "is" does ("she's a real peach"); a web page's or a
 * computer's words beside a food said in passing ("the browser keeps blocking cookies"). Beside them,
 * a name said whole by another name ("pb and j for the bus ride"), a food presented with
 * "this is" / "here is" and a food named first with what it is for ("a coffee for the road") keep
 * their answer.
 */
describe('session 19: recipe words, short "is", screen words', () => {
  it.each([
    'pin this recipe for later', 'Home > Recipes > Weeknight', 'a new recipe from my aunt',
    "she's a real peach", "you're toast if the boss sees this", "we're such a pair of nuts",
    'the browser keeps blocking cookies', 'empty the cache and delete cookies', 'cookie preferences saved',
  ])('"%s" names no food', async (text) => {
    await expect(describeMeal(text)).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });

  it.each([
    'pb and j for the bus ride', 'mac n cheese for the bus ride', 'this is a smoothie', 'it is a burrito', 'here is a bagel',
    'pizza from the app', 'coffee while answering email', 'grandma\'s chili recipe', 'home fries',
    'a coffee for the road', 'a bagel for the commute', 'a blueberry muffin for the drive home',
  ])('"%s" keeps its answer', async (text) => {
    expect((await describeMeal(text)).calories).toBeGreaterThan(0);
  });
});

describe('food texts with the same words keep their answer', () => {
  it('every control text is answered', async () => {
    const refused: string[] = [];
    for (const text of CONTROL) if (!(await answers(text))) refused.push(text);
    expect(refused).toEqual([]);
  });
});
