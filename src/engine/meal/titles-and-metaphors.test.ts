/**
 * A food word in a title or a metaphor is no food (food-evidence.ts, issue 23 session 20): a film's,
 * song's or book's noun in the food word's phrase, a verb of watching or listening just before it,
 * a title in Title Case inside a lower-case sentence, "X's a <food>" said of a thing, and the
 * one-word subject of a verdict said of anything. Beside them, food texts written the same way keep
 * their answer. Every sentence is written for this test.
 */
import { describe, expect, it } from 'vitest';
import { useEverydayEngine } from './everyday.test-helper.js';

const { describeMeal } = useEverydayEngine();

const refused = async (text: string) => expect(describeMeal(text), text).rejects.toMatchObject({ code: 'noFoodDetectedText' });
const answered = async (text: string) => expect((await describeMeal(text)).calories, text).toBeGreaterThan(0);

describe('a food word in a title is no food', () => {
  it('after a verb of watching or listening', () => refused('listening to Cherry Cola'));
  it('in capitals beside a work\'s noun anywhere in the text', async () => {
    await refused('Cherry Pie Summer, a novel');
    await refused('The Blueberry Pie Murders, a novel');
    await refused('Pumpkin Spice Season (anime)');
    await answered('movie night: popcorn and a soda');
  });
  it('in Title Case with its small words, inside a lower-case sentence', async () => {
    await refused('my kids keep quoting Attack of the Killer Tomatoes');
    await refused('our kids love Revenge of the Cupcake Monsters');
  });
  it('a song that was playing', async () => {
    await refused('Banana Pancakes was playing at the cafe');
    await refused('cherry wine was playing at the bar');
  });
  it('keeps a brand before a food, a heading in Title Case, and a snack at the movies', async () => {
    await answered('a Chobani yogurt');
    await answered('Best Ever Chicken with Rice');
    await answered('popcorn at the movies');
    await answered('popcorn while watching a movie');
    await answered('kids fries');
  });
});

describe('a food word said of a thing or a person is no food', () => {
  it("a noun's \"'s a\" is \"is\"", async () => {
    await refused("this printer's a lemon");
    await refused("the new intern's a peach");
    await answered("that's a bagel");
  });
  it('the one-word subject of a verdict said of anything', async () => {
    await refused('my brain is fried today');
    await answered('the noodles were chewy');
  });
});
