import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitYearWords } from './year-words.ts';

describe('years typed with a kind of product', () => {
  it('sets a year apart from the words that say what the product is, in either language', () => {
    expect(splitYearWords(['calendar', '2027'])).toEqual({ words: ['calendar'], years: ['2027'] });
    expect(splitYearWords(['calendrier', 'mural', '2027'])).toEqual({ words: ['calendrier', 'mural'], years: ['2027'] });
    expect(splitYearWords(['2027', 'planner'])).toEqual({ words: ['planner'], years: ['2027'] });
  });

  it('reads a span of years, written whole or short, as both years', () => {
    expect(splitYearWords(['agenda', '2026', '2027'])).toEqual({ words: ['agenda'], years: ['2026', '2027'] });
    expect(splitYearWords(['agenda', '2026', '27'])).toEqual({ words: ['agenda'], years: ['2026', '2027'] });
    expect(splitYearWords(['planner', '2099', '00'])).toEqual({ words: ['planner'], years: ['2099', '2100'] });
  });

  it('leaves model numbers, codes, sizes and other numbers as words', () => {
    expect(splitYearWords(['HP', '64'])).toEqual({ words: ['HP', '64'], years: [] });
    expect(splitYearWords(['TN', '760'])).toEqual({ words: ['TN', '760'], years: [] });
    expect(splitYearWords(['CF258A'])).toEqual({ words: ['CF258A'], years: [] });
    expect(splitYearWords(['lx2050', 'toner'])).toEqual({ words: ['lx2050', 'toner'], years: [] });
    expect(splitYearWords(['box', 'of', '1000'])).toEqual({ words: ['box', 'of', '1000'], years: [] });
    expect(splitYearWords(['calendar', '2026', '28'])).toEqual({ words: ['calendar', '28'], years: ['2026'] });
  });

  it('keeps a text of years only as its words: the year is then what is looked for', () => {
    expect(splitYearWords(['2027'])).toEqual({ words: ['2027'], years: [] });
    expect(splitYearWords(['2026', '2027'])).toEqual({ words: ['2026', '2027'], years: [] });
    expect(splitYearWords([])).toEqual({ words: [], years: [] });
  });

  it('property: never throws, keeps every word that is no year in order, and words remain whenever some were typed', () => {
    const word = fc.oneof(fc.constantFrom('calendar', 'agenda', 'HP', '64', '27', '2026', '2027', '1999', '2100', 'CF258A'), fc.integer({ min: 0, max: 3000 }).map(String));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (typed) => {
        const split = splitYearWords(typed);
        expect(split.words.length > 0 || typed.length === 0).toBe(true);
        expect(split.years.every((year) => /^\d{4}$/.test(year))).toBe(true);
        expect(new Set(split.years).size).toBe(split.years.length);
        const isYear = (w: string | undefined) => w !== undefined && /^(19|20)\d\d$/.test(w);
        const isShortEnd = (w: string, i: number) => isYear(typed[i - 1]) && w === String(Number(typed[i - 1]) + 1).slice(-2);
        if (split.years.length > 0) expect(split.words).toEqual(typed.filter((w, i) => !isYear(w) && !isShortEnd(w, i)));
      }),
    );
  });
});

