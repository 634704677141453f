import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headWord, isGoodsWord, kindWords, namesWhatItIsFor, typedKind, withoutPacking, wordsBeforePurpose } from './head-word.ts';

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

  it('never takes for the kind what a French kind is for or made of (its complement after à, de, en)', () => {
    // 'corbeille à papier' (a wastebasket) is a corbeille: copy paper is not the kind asked for.
    expect(kindWords(['corbeille', 'à', 'papier'], 'fr')).toEqual(['corbeille']);
    expect(kindWords(['corbeille', 'a', 'papier'], 'fr')).toEqual(['corbeille']);
    expect(kindWords(['trousse', 'de', 'premiers', 'soins'], 'fr')).toEqual(['trousse']);
    expect(kindWords(['gants', 'en', 'nitrile', 'jetables'], 'fr')).toEqual(['gants']);
    expect(kindWords(['cartouche', 'd', 'encre', 'Epson'], 'fr')).toEqual(['cartouche']);
    // After a quantity or a word for any goods, the word is the kind.
    expect(kindWords(['boîte', 'de', 'stylos', 'bleus'], 'fr')).toEqual(['stylos', 'bleus']);
    expect(headWord(['fournitures', 'de', 'bureau'], 'fr')).toBe('bureau');
    // English is unchanged: its kind is its last word.
    expect(kindWords(['paper', 'basket'], 'en')).toEqual(['basket', 'paper']);
  });

  it('tells when the typed words say what the kind is for or made of', () => {
    expect(namesWhatItIsFor(['corbeille', 'à', 'papier'], 'fr')).toBe(true);
    expect(namesWhatItIsFor(['cartouche', 'd', 'encre', 'Epson'], 'fr')).toBe(true);
    expect(namesWhatItIsFor(['toner', 'for', 'Lumora', 'printer'], 'en')).toBe(true);
    expect(namesWhatItIsFor(['boîte', 'de', 'stylos'], 'fr')).toBe(false);
    expect(namesWhatItIsFor(['toner', 'HP'], 'fr')).toBe(false);
    expect(namesWhatItIsFor(['masking', 'tape'], 'en')).toBe(false);
  });

  it('takes a printer maker typed one letter off for the maker, not the kind', () => {
    expect(kindWords(['toner', 'brther'], 'en')).toEqual(['toner']);
    expect(kindWords(['Brohter', 'toner'], 'fr')).toEqual(['toner']);
    expect(kindWords(['toner', 'Lexmrk'], 'en')).toEqual(['toner']);
    // Two letters off, or a short name one letter off, is a word: 'share' is no 'sharp', 'cannon' no 'canon'.
    expect(kindWords(['toner', 'Bortherr'], 'en')).toEqual(['Bortherr', 'toner']);
    expect(kindWords(['share', 'paper'], 'en')).toEqual(['paper', 'share']);
    expect(kindWords(['cannon', 'toner'], 'fr')).toEqual(['cannon', 'toner']);
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
    // First, without its 'de', as order forms write it; not a packing word alone, nor one that names a kind too.
    expect(withoutPacking(['caisse', 'papier'])).toEqual({ words: ['papier'], packing: ['caisse'] });
    expect(withoutPacking(['rame', 'papier', 'lettre'])).toEqual({ words: ['papier', 'lettre'], packing: ['rame'] });
    expect(withoutPacking(['caisse'])).toEqual({ words: ['caisse'], packing: [] });
    expect(withoutPacking(['box', 'cutter'])).toEqual({ words: ['box', 'cutter'], packing: [] });
    expect(withoutPacking(['carton', 'couleur'])).toEqual({ words: ['carton', 'couleur'], packing: [] });
    expect(withoutPacking(['papier', 'caisse'])).toEqual({ words: ['papier', 'caisse'], packing: [] });
    expect(withoutPacking(['papier', 'hygiénique', '48', 'rouleaux'])).toEqual({ words: ['papier', 'hygiénique', '48'], packing: ['rouleaux'] });
    expect(withoutPacking(['pens', '12', 'pack'])).toEqual({ words: ['pens', '12'], packing: ['pack'] });
    expect(withoutPacking(['12', 'rolls'])).toEqual({ words: ['12', 'rolls'], packing: [] });
    expect(withoutPacking(['rolls', '12'])).toEqual({ words: ['rolls', '12'], packing: [] });
  });

  it('knows words for any goods, in either language', () => {
    expect(['supplies', 'Fournitures', 'produits', 'matériel'].every(isGoodsWord)).toBe(true);
    expect(['office', 'bureau', 'packing'].some(isGoodsWord)).toBe(false);
  });

  it('names none for one word, or words with digits only', () => {
    expect(headWord(['toner'], 'en')).toBeNull();
    expect(headWord(['2', 'x'], 'en')).toBeNull();
  });

  it('reads the kind typed as a name\'s head is read: one word alone, the kind a cartridge holds, not what it is for', () => {
    // A sort by price or name lists the products whose name's head is this kind first.
    expect(typedKind(['paper'], 'en')).toEqual(['paper']);
    expect(typedKind(['papier'], 'fr')).toEqual(['papier']);
    expect(typedKind(['copy', 'paper'], 'en')).toEqual(['paper']);
    expect(typedKind(['papier', 'à', 'photocopie'], 'fr')).toEqual(['papier']);
    expect(typedKind(['chaise', 'de', 'bureau'], 'fr')).toEqual(['chaise']);
    // A cartridge holds its kind ('Black Toner Cartridge', 'Cartouche d’encre'): the ink, not every cartridge.
    expect(typedKind(['ink', 'cartridge'], 'en')).toEqual(['ink']);
    expect(typedKind(['cartouche', 'd', 'encre'], 'fr')).toEqual(['encre']);
    expect(typedKind(['cartouches'], 'fr')).toEqual(['cartouches']);
    expect(typedKind(['toner', 'for', 'lumora', 'printer'], 'en')).toEqual(['toner']);
    expect(typedKind(['toner', 'pour', 'imprimante'], 'fr')).toEqual(['toner']);
    expect(typedKind(['boîte', 'de', 'stylos'], 'fr')).toEqual(['stylos']);
    // Nothing that says what: a count, a little word, digits.
    expect(typedKind(['500', 'sheets'], 'en')).toEqual([]);
    expect(typedKind(['64'], 'en')).toEqual([]);
    expect(typedKind(['de'], 'fr')).toEqual([]);
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
