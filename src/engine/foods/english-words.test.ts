/**
 * The English word list the misspelling corrector leaves alone: the committed file is the raw
 * subset compiled (data/raw/words), and a file of another format is a typed error.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS_FORMAT, englishWords, isEnglishWord, parseEnglishWords } from './english-words.js';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

describe('English word list', () => {
  it('is the raw subset compiled, sorted and lower case (npm run build:english-words)', () => {
    const raw = readFileSync(`${repo}data/raw/words/english-near-food.txt`, 'utf8').split('\n').filter(Boolean);
    const compiled = parseEnglishWords(readFileSync(`${repo}public/data/english-words.json`, 'utf8'));
    expect(compiled.format).toBe(ENGLISH_WORDS_FORMAT);
    expect(compiled.words).toEqual(raw);
    expect(raw.every((word) => /^[a-z]+$/.test(word))).toBe(true);
    expect([...raw].sort()).toEqual(raw);
    expect(compiled.provenance).toMatch(/SCOWL/);
  });

  it('knows the everyday words one letter from a food word, not the misspellings', () => {
    expect(englishWords().size).toBeGreaterThan(1000);
    for (const word of ['came', 'nice', 'dont']) expect(isEnglishWord(word)).toBe(true);
    for (const word of ['bagle', 'chese', 'piza']) expect(isEnglishWord(word)).toBe(false);
  });

  it('refuses a file of another format with a typed error', () => {
    expect(() => parseEnglishWords('{"format":"other/1","words":[]}')).toThrow(expect.objectContaining({ code: 'internalServerError' }));
  });
});
