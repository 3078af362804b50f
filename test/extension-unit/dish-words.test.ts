import { describe, expect, it } from 'vitest';
import { chooseDishWords, contentWords, sameDish, type PageWords } from '../../src/extension/content/dish-words.js';

// Pages as the content script reads them: what each place on the page says about the picture.
const page = (words: Partial<Record<PageWords['source'], string>>): PageWords[] =>
  Object.entries(words).map(([source, text]) => ({ source: source as PageWords['source'], text: text! }));

describe("the page's words about an image, counted once", () => {
  it('alt text and a caption naming the same dish become one mention, with the caption’s amount first', () => {
    const chosen = chooseDishWords(page({ alt: 'A plate of spaghetti with meat sauce', figcaption: 'Spaghetti with meat sauce, about 350 g' }));
    expect(chosen).toEqual({ text: '350 g spaghetti with meat sauce', from: 'alt', amountFrom: 'figcaption' });
  });

  it('the same dish said by alt, title, caption, og:title and h1 is still one mention', () => {
    const chosen = chooseDishWords(
      page({
        alt: 'Chicken tikka masala',
        title: 'Chicken tikka masala',
        caption: 'Our chicken tikka masala',
        'og:title': 'Easy Chicken Tikka Masala | Spice Blog',
        h1: 'Easy Chicken Tikka Masala',
      }),
    );
    expect(chosen.text).toBe('Chicken tikka masala');
    expect(chosen.text.toLowerCase().split('chicken')).toHaveLength(2);
  });

  it('prefers the most specific of the image’s own descriptions', () => {
    expect(chooseDishWords(page({ alt: 'Pancakes', figcaption: 'Buttermilk pancakes with blueberries and maple syrup' })).text).toBe(
      'Buttermilk pancakes with blueberries and maple syrup',
    );
  });

  it('a caption that names the dish wins over alt text that is a paragraph about the evening', () => {
    const alt = 'We made this on a rainy Sunday evening when the kids came home from school hungry and tired, and everyone loved it so much';
    expect(chooseDishWords(page({ alt, figcaption: 'Spaghetti with meat sauce' })).text).toBe('Spaghetti with meat sauce');
  });

  it('a caption that is only an amount gives the amount to the described dish', () => {
    expect(chooseDishWords(page({ alt: 'Beef stew with carrots', caption: 'About 400 g.' }))).toEqual({
      text: '400 g beef stew with carrots',
      from: 'alt',
      amountFrom: 'caption',
    });
  });

  it('an amount in a description of another dish is not borrowed', () => {
    const chosen = chooseDishWords(page({ alt: 'Caesar salad', caption: 'Garlic bread, 120 g' }));
    expect(chosen.amountFrom).toBeNull();
    // Equally specific: the alt text speaks for the image; the other dish is left out, not added.
    expect(chosen.text).toBe('Caesar salad');
  });

  it('the image’s own words win over the page’s title, which may be about another picture', () => {
    expect(chooseDishWords(page({ alt: 'Lemon tart', h1: 'Ten desserts for a summer party with friends and family' })).text).toBe('Lemon tart');
  });

  it('with no words of its own, the image is described by the recipe name, then og:title, then h1, without the site name', () => {
    expect(chooseDishWords(page({ 'og:title': 'Shakshuka — Green Kitchen', h1: 'Shakshuka' })).text).toBe('Shakshuka');
    expect(chooseDishWords(page({ recipe: 'Weeknight lasagne', h1: 'Weeknight lasagne' }))).toMatchObject({ text: 'Weeknight lasagne', from: 'recipe' });
  });

  it('file names, photo numbers and words like "image" are no description', () => {
    expect(chooseDishWords(page({ alt: 'IMG_2041.jpg', title: 'photo', 'aria-label': 'DSC 0042' }))).toEqual({ text: '', from: null, amountFrom: null });
  });

  it('keeps the amount where the chosen description already gives it', () => {
    expect(chooseDishWords(page({ alt: 'A bowl of oatmeal, 250 g', figcaption: 'Oatmeal with banana, 300 g' })).text).toBe('300 g oatmeal with banana');
  });
});

describe('content words and same-dish matching', () => {
  it('drops articles, serving and photo words, and plural s', () => {
    expect(contentWords('A close-up photo of homemade meatballs in tomato sauce, 300 g')).toEqual(['meatball', 'tomato', 'sauce']);
  });

  it('matches a description with a longer one of the same dish, not with another dish', () => {
    expect(sameDish(contentWords('spaghetti with meat sauce'), contentWords('spaghetti with meat sauce and parmesan'))).toBe(true);
    expect(sameDish(contentWords('caesar salad'), contentWords('garlic bread'))).toBe(false);
  });
});
