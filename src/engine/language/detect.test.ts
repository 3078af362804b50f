import { beforeAll, describe, expect, it } from 'vitest';
import { createEngine, type Engine } from '../index.js';
import { vocabularyKey } from '../foods/food-index.js';
import type { FoodIndex } from '../foods/food-index.js';
import { detectLanguage, englishBeforeLexicon, plainlyEnglish } from './detect.js';
import { PACK_LANGUAGES } from './codes.js';
import { packFor } from './packs/index.js';
import type { Lexicon } from './lexicon.js';

let engine: Engine;
let ctx: FoodIndex;
let lexicon: Lexicon;
beforeAll(async () => {
  engine = await createEngine();
  ctx = await engine.context.foods();
  lexicon = (await engine.context.lexicon())!;
});
const detect = (text: string) => detectLanguage(text, { lexicon, isEnglishWord: (w) => ctx.vocabulary.has(vocabularyKey(w)) }).language;

describe('language detection', () => {
  it('tells the languages apart in meal text', () => {
    expect(detect('un café con leche y una tostada')).toBe('es');
    expect(detect("j'ai mangé une omelette et une salade verte")).toBe('fr');
    expect(detect('zwei Eier und ein Brötchen')).toBe('de');
    expect(detect('a pranzo un piatto di pasta e un bicchiere di vino')).toBe('it');
    expect(detect('ao almoço comi arroz com feijão e um copo de sumo')).toBe('pt');
    expect(detect('two eggs and a slice of toast with butter')).toBe('en');
  });
  it('a count in a number word of the language before one of its names is evidence ("trois biscuits"); "venti latte" stays English', () => {
    expect(detect('trois biscuits')).toBe('fr');
    expect(detect('drei Brezeln')).toBe('de');
    expect(detect('venti latte')).toBe('en');
  });
  it('a count in a number word only one pack writes is evidence enough alone, even one an English food name holds ("tre biscotti")', () => {
    expect(detect('tre biscotti')).toBe('it');
    expect(detect('sei biscotti')).toBe('it');
    expect(detect('two biscotti')).toBe('en');
  });
  it('an article of the language before one of its names, and its cooking words, are evidence ("un gelato", "pollo al forno")', () => {
    expect(detect('un gelato')).toBe('it');
    expect(detect('een krentenbol')).toBe('nl');
    expect(detect('pollo al forno')).toBe('it');
    // English articles and English words stay English: "a gelato", "four eggs" (French "four" is an oven).
    expect(detect('a gelato')).toBe('en');
    expect(detect('four eggs and a croissant')).toBe('en');
  });
  it('a kitchen measure of the language after digits tells a short text apart ("1 EL Butter", "1 c. à s. de miel")', async () => {
    expect(detect('1 EL Butter')).toBe('de');
    expect(detect('2 TL Zucker')).toBe('de');
    expect(detect('1 c. à s. de miel')).toBe('fr');
    expect(detect('1 cs huile')).toBe('fr');
    expect(detect('1 el boter')).toBe('nl');
    // English units and English words after digits stay English.
    expect(detect('2 pot stickers')).toBe('en');
    expect(detect('1 cup butter')).toBe('en');
    expect(detect('2 tbsp butter')).toBe('en');
    const butter = await engine.api.describeMeal('1 EL Butter');
    expect(butter.ingredients[0]!.name).toMatch(/^Butter, NFS \(1 tbsp/);
    // The caller's choice still wins.
    const english = await createEngine({ config: { language: 'en' } });
    const asEnglish = await english.api.describeMeal('1 EL Butter');
    expect(asEnglish.ingredients[0]!.name).not.toMatch(/1 tbsp/);
  });
  it('a dish name of two words that one language has is read when English finds no food ("caldo verde")', async () => {
    const caldo = await engine.api.describeMeal('caldo verde');
    expect(caldo.ingredients.map((i) => i.name.split(' (')[0])).toEqual(['Soup, vegetable']);
    await expect(engine.api.describeMeal('read more about our team')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
    // A German compound ending in a name: "Gulaschsuppe" is a soup, "Grillfisch" a fish; "Backfisch"
    // is a name of its own now (battered fried fish).
    const suppe = await engine.api.describeMeal('Gulaschsuppe');
    expect(suppe.ingredients.map((i) => i.name.split(' (')[0])).toEqual(['Soup, vegetable']);
    const fisch = await engine.api.describeMeal('Grillfisch');
    expect(fisch.ingredients.map((i) => i.name.split(' (')[0])).toEqual(['Fish, NFS']);
    const backfisch = await engine.api.describeMeal('Backfisch');
    expect(backfisch.ingredients.map((i) => i.name.split(' (')[0])).toEqual(['Fish, NS as to type, fried']);
  });
  it('tells Dutch from German and English', () => {
    expect(detect('twee boterhammen met kaas en een glas melk')).toBe('nl');
    expect(detect('vanmiddag een kop soep en een broodje')).toBe('nl');
    expect(detect('zwei Eier und ein Brötchen mit Käse')).toBe('de');
    // Words Dutch writes as English does ("half", "plus", "lunch") are no evidence for it.
    expect(detect('half a sandwich plus a coffee for lunch')).toBe('en');
  });
  it('keeps English where food names are loanwords: "a latte and a croissant", "paella", "pizza margherita"', () => {
    expect(detect('a latte and a croissant')).toBe('en');
    expect(detect('paella')).toBe('en');
    expect(detect('pizza margherita')).toBe('en');
    expect(detect('chicken burrito with guacamole')).toBe('en');
    // Lexicon names English uses as well are no evidence ("orange", "latte", "hot dogs", "chicken nuggets").
    for (const text of ['4 chicken nuggets', 'panda express orange chicken', '2 hot dogs', 'venti latte']) expect(detect(text), text).toBe('en');
  });
  it('reads letters only some languages use', () => {
    expect(detect('Brötchen mit Käse')).toBe('de');
    expect(detect('pão com manteiga')).toBe('pt');
    expect(detect('año nuevo: turrón y champán')).toBe('es');
  });
});

describe('the caller chooses the language', () => {
  it('engine option language: "en" reads English only; "de" reads German', async () => {
    const english = await createEngine({ config: { language: 'en' } });
    await expect(english.api.describeMeal('zwei Eier und ein Brötchen')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
    const german = await createEngine({ config: { language: 'de' } });
    expect((await german.api.describeMeal('zwei Eier und ein Brötchen')).name).toBe('Zwei Eier, ein Brötchen');
  });
  it('a forced language reads an ambiguous text its way: "pomme" is an apple in French', async () => {
    const french = await createEngine({ config: { language: 'fr' } });
    expect((await french.api.describeMeal('une pomme')).ingredients[0]!.name).toMatch(/^Apple, raw/);
  });
  it('auto detection finds a single foreign food name English does not know ("Spiegelei")', async () => {
    expect((await engine.api.describeMeal('Spiegelei')).ingredients[0]!.name).toMatch(/^Egg, whole, fried/);
  });
  it('a name only one language has, made of words English knows but cannot match, is that language\'s ("garbanzos")', async () => {
    expect((await engine.api.describeMeal('garbanzos')).ingredients[0]!.name).toMatch(/^Chickpeas/);
  });
  it('a number word before a unit word of the language is evidence ("zwei Scheiben Toast"), a number word before a loanword is not ("venti latte")', () => {
    const options = { lexicon, isEnglishWord: (w: string) => ctx.vocabulary.has(vocabularyKey(w)) };
    expect(detectLanguage('zwei Scheiben Toast', options).language).toBe('de');
    expect(detectLanguage('due fette di pane', options).language).toBe('it');
    expect(detectLanguage('venti latte', options).language).toBe('en');
  });
  it('when English answers with words left unread, a language that reads every word wins ("pollo frito" is not "Frito pie")', async () => {
    expect((await engine.api.describeMeal('pollo frito')).ingredients[0]!.name).toMatch(/^Chicken, NS as to part, fried/);
    // "tres leches" is the lexicon's FNDDS cake in Spanish and Portuguese: the English phrase is that cake, not three milks.
    const cake = await engine.api.describeMeal('tres leches cake');
    expect(cake.ingredients.map((i) => i.name)).toEqual([expect.stringMatching(/^Cake, tres leche/)]);
    expect(cake.name).not.toMatch(/not understood/);
  });
  it('text that names no food in any language is still refused', async () => {
    await expect(engine.api.describeMeal('the sky is blue today')).rejects.toMatchObject({ code: 'noFoodDetectedText' });
  });
});

describe('without the lexicon file', () => {
  it('detection reads English as before; a chosen language says why it cannot read', async () => {
    const missing = () => Promise.reject(new Error('lexicon.json: not served here'));
    const english = await createEngine({ providers: { lexicon: missing } });
    expect((await english.api.describeMeal('2 eggs and toast')).ingredients).toHaveLength(2);
    const french = await createEngine({ config: { language: 'fr' }, providers: { lexicon: missing } });
    await expect(french.api.describeMeal('deux œufs')).rejects.toThrow(/not served here/);
  });
});

describe('Session 12, third round: "a la" typed without accents', () => {
  it('is the style phrase of the languages that write it, not English\'s article ("poulet a la creme")', () => {
    expect(detect('poulet a la creme')).toBe('fr');
    expect(detect('des pates a la bolognaise')).toBe('fr');
  });
  it('English dish names that borrow it stay English ("chicken a la king", "pie a la mode")', () => {
    expect(detect('chicken a la king')).toBe('en');
    expect(detect('apple pie a la mode')).toBe('en');
    expect(detect('chicken a la king with rice')).toBe('en');
  });
});

describe('Session 13 (mealspeed): plainly English without scoring each language', () => {
  const options = () => ({ lexicon, isEnglishWord: (w: string) => ctx.vocabulary.has(vocabularyKey(w)) });
  /** plainlyEnglish may say "ask detection" of an English text, never "English" of a text detection gives another language. */
  const agrees = (text: string) => {
    if (!plainlyEnglish(text, options())) return true;
    const { language, scores } = detectLanguage(text, options());
    return language === 'en' && scores.en > 0;
  };
  it('tells ordinary English meal text at once', () => {
    for (const text of ['two eggs and a slice of toast with butter', '2 cups of chicken noodle soup', 'a bowl of oatmeal with a banana', 'half a sandwich plus a coffee for lunch']) {
      expect(plainlyEnglish(text, options()), text).toBe(true);
    }
  });
  it('leaves another language, or a text with no English word, to detection', () => {
    for (const text of ['un café con leche y una tostada', 'zwei Eier und ein Brötchen', 'poulet a la creme', '1 EL Butter', 'tre biscotti', 'paella', 'pizza margherita']) {
      expect(plainlyEnglish(text, options()), text).toBe(false);
    }
  });
  it('never calls English a text with a pack word or a lexicon name in it that detection gives another language', () => {
    const wrong: string[] = [];
    for (const code of PACK_LANGUAGES) {
      const pack = packFor(code);
      const words = [...pack.evidence, ...pack.articles, ...pack.numbers.keys(), ...pack.units.keys(), ...pack.prepared, ...pack.framing.map((p) => p.join(' ')), ...pack.styles.map((p) => p.join(' '))];
      for (const word of words) {
        for (const text of [`${word} rice`, `a ${word} and a cup of tea`, `2 ${word} of toast`, `${word} ${word} with milk`, `1 ${word}`]) if (!agrees(text)) wrong.push(text);
      }
      const names = [...lexicon.languages[code].names.keys()];
      for (const name of names) {
        for (const text of [`a ${name}`, `2 ${name} and rice`]) if (!agrees(text)) wrong.push(text);
      }
      // A number word before one of its units or names, one English word beside it.
      for (const number of pack.numbers.keys()) {
        for (const after of [...pack.units.keys(), ...names.slice(0, 200)]) if (!agrees(`and ${number} ${after}`)) wrong.push(`and ${number} ${after}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('Session 15 (mealspeed5): plainly English before the lexicon is read', () => {
  const isEnglishWord = (w: string) => ctx.vocabulary.has(vocabularyKey(w));
  it('answers a text whose every word English knows without the lexicon, as with it', () => {
    for (const text of ['two eggs and a slice of toast with butter', '2 cups of chicken noodle soup', 'a bowl of oatmeal with a banana', 'half a sandwich plus a coffee for lunch']) {
      expect(plainlyEnglish(text, { isEnglishWord }), text).toBe(true);
      expect(plainlyEnglish(text, { lexicon, isEnglishWord }), text).toBe(true);
    }
  });
  it('asks again with the lexicon when a word English does not know could be one of its names', () => {
    // Made-up ascii words English's vocabulary does not hold: the lexicon alone could say what they are.
    for (const text of ['two eggs and a zzqx', 'a bowl of qwvx with bread', 'a cup of tea and xqzv']) {
      expect(plainlyEnglish(text, { isEnglishWord }), text).toBe(false);
      const rest = englishBeforeLexicon(text, isEnglishWord);
      expect(typeof rest, text).toBe('function');
      expect(typeof rest === 'function' && rest(lexicon), text).toBe(plainlyEnglish(text, { lexicon, isEnglishWord }));
    }
    // Decided by the packs alone: every word English knows, or another language's bound already reached.
    expect(englishBeforeLexicon('two eggs and a slice of toast with butter', isEnglishWord)).toBe(true);
    expect(englishBeforeLexicon('un café con leche y una tostada', isEnglishWord)).toBe(false);
  });
  it('never says English without the lexicon where it would not with it', () => {
    const wrong: string[] = [];
    for (const code of PACK_LANGUAGES) {
      for (const name of [...lexicon.languages[code].names.keys()].slice(0, 400)) {
        for (const text of [`a ${name}`, `2 ${name} and rice`]) {
          if (plainlyEnglish(text, { isEnglishWord }) && !plainlyEnglish(text, { lexicon, isEnglishWord })) wrong.push(text);
          // The two steps give what plainlyEnglish with the lexicon gives.
          const before = englishBeforeLexicon(text, isEnglishWord);
          if ((typeof before === 'function' ? before(lexicon) : before) !== plainlyEnglish(text, { lexicon, isEnglishWord })) wrong.push(`${text} (two steps)`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
