import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headWord, isGoodsWord, kindWords, withoutPacking, wordsBeforePurpose } from './head-word.ts';

describe('the word that says what kind of product is asked for', () => {
  it('is the last word in English and the first in French', () => {
    expect(headWord(['HP', 'toner'], 'en')).toBe('toner');
    expect(headWord(['desk', 'chair'], 'en')).toBe('chair');
    expect(headWord(['toner', 'HP'], 'fr')).toBe('toner');
    expect(headWord(['chaise', 'de', 'bureau'], 'fr')).toBe('chaise');
  });

  it('leaves out quantities and little words', () => {
    expect(headWord(['ream', 'of', 'paper'], 'en')).toBe('paper');
    expect(headWord(['paper', 'by', 'the', 'case'], 'en')).toBe('paper');
    expect(headWord(['rame', 'de', 'papier'], 'fr')).toBe('papier');
    expect(headWord(['Boîte', 'de', 'stylos'], 'fr')).toBe('stylos');
    expect(headWord(['fournitures', 'de', 'bureau'], 'fr')).toBe('bureau');
    expect(headWord(['office', 'supplies'], 'en')).toBe('office');
  });

  it('lists every word that may be the kind, likeliest first, for the search to pick one naming a category', () => {
    expect(kindWords(['Kinetik', 'toner'], 'fr')).toEqual(['Kinetik', 'toner']);
    expect(kindWords(['Kinetik', 'toner'], 'en')).toEqual(['toner', 'Kinetik']);
    expect(kindWords(['ream', 'of', 'paper'], 'en')).toEqual(['paper']);
    expect(kindWords(['toner'], 'fr')).toEqual([]);
  });

  it('never takes a printer maker for the kind, in either order and language', () => {
    expect(kindWords(['toner', 'Brother'], 'en')).toEqual(['toner']);
    expect(kindWords(['Brother', 'toner'], 'fr')).toEqual(['toner']);
    expect(headWord(['encre', 'Epson'], 'en')).toBe('encre');
    expect(headWord(['Canon', 'cartouche', 'encre'], 'fr')).toBe('cartouche');
  });

  it('is the last word before what it is for or has, in English; a count\'s unit is no kind', () => {
    expect(headWord(['black', 'toner', 'for', 'my', 'HP', 'printer'], 'en')).toBe('toner');
    expect(kindWords(['ergonomic', 'chair', 'with', 'armrests'], 'en')).toEqual(['chair', 'ergonomic', 'armrests']);
    expect(headWord(['toner', 'pour', 'imprimante'], 'fr')).toBe('toner');
    expect(headWord(['500', 'sheets'], 'en')).toBeNull();
    expect(headWord(['500', 'feuilles'], 'fr')).toBeNull();
    expect(headWord(['stapler', '40', 'sheets'], 'en')).toBe('stapler');
  });

  it('reads the words before what a thing is for as the kind asked for', () => {
    expect(wordsBeforePurpose(['encre', 'pour', 'imprimante'])).toEqual(['encre']);
    expect(wordsBeforePurpose(['black', 'toner', 'for', 'my', 'printer', 'with', 'wifi'])).toEqual(['black', 'toner']);
    expect(wordsBeforePurpose(['pour', 'imprimante'])).toEqual(['pour', 'imprimante']);
    expect(wordsBeforePurpose(['papier', 'blanc'])).toEqual(['papier', 'blanc']);
  });

  it('sets apart the packing said before what is asked for, not a kind, a count or a packing alone', () => {
    expect(withoutPacking(['case', 'of', 'paper'])).toEqual({ words: ['paper'], packing: ['case'] });
    expect(withoutPacking(['caisse', 'de', 'papier'])).toEqual({ words: ['papier'], packing: ['caisse'] });
    expect(withoutPacking(['black', 'pens', 'box', 'of', 'pencils'])).toEqual({ words: ['black', 'pens', 'pencils'], packing: ['box'] });
    expect(withoutPacking(['pens', 'box', 'of', '12'])).toEqual({ words: ['pens', 'box', 'of', '12'], packing: [] });
    expect(withoutPacking(['boîte', 'de', 'rangement'])).toEqual({ words: ['boîte', 'de', 'rangement'], packing: [] });
    expect(withoutPacking(['pad', 'of', 'paper'])).toEqual({ words: ['pad', 'of', 'paper'], packing: [] });
    expect(withoutPacking(['storage', 'boxes'])).toEqual({ words: ['storage', 'boxes'], packing: [] });
    expect(withoutPacking(['case', 'of'])).toEqual({ words: ['case', 'of'], packing: [] });
  });

  it('knows words for any goods, in either language', () => {
    expect(['supplies', 'Fournitures', 'produits', 'matériel'].every(isGoodsWord)).toBe(true);
    expect(['office', 'bureau', 'packing'].some(isGoodsWord)).toBe(false);
  });

  it('names none for one word, or words with digits only', () => {
    expect(headWord(['toner'], 'en')).toBeNull();
    expect(headWord(['2', 'x'], 'en')).toBeNull();
  });

  it('property: the head word is one of the typed words', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-zé]{1,8}$/), { minLength: 2, maxLength: 6 }), fc.constantFrom('en' as const, 'fr' as const), (words, language) => {
        const head = headWord(words, language);
        expect(head === null || words.includes(head)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
