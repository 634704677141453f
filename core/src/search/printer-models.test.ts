import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPrinterModels, mayNamePrinterModel } from './printer-models.ts';

const models = ['Lumora LX-2100', 'Lumora LX-2150', 'Lumora LX-3200', 'Lumora LX-5600 MFP', 'Polaris PJ-330w', 'Polaris PL-700dn', 'Northpeak NP-40 Pro', 'Kinetik K-Print 3', 'Kinetik K-Laser 12'];

describe('printer models typed into the search box', () => {
  it('recognises a model with or without dashes, spaces, case and maker', () => {
    for (const typed of [['LX', '3200'], ['lx3200'], ['Lumora', 'LX', '3200'], ['LUMORA', 'lx3200']]) {
      expect(matchPrinterModels(typed, models)).toEqual({ models: ['Lumora LX-3200'], words: [] });
    }
  });

  it('keeps the other words, in either language', () => {
    expect(matchPrinterModels(['toner', 'LX', '3200'], models)).toEqual({ models: ['Lumora LX-3200'], words: ['toner'] });
    expect(matchPrinterModels(['cartouche', 'LX', '3200', 'noire'], models)).toEqual({ models: ['Lumora LX-3200'], words: ['cartouche', 'noire'] });
    expect(matchPrinterModels(['k', 'print', '3', 'ink'], models)).toEqual({ models: ['Kinetik K-Print 3'], words: ['ink'] });
  });

  it('accepts the model number without its trailing letters or words', () => {
    expect(matchPrinterModels(['LX', '5600'], models).models).toEqual(['Lumora LX-5600 MFP']);
    expect(matchPrinterModels(['lx5600mfp'], models).models).toEqual(['Lumora LX-5600 MFP']);
    expect(matchPrinterModels(['pl700'], models).models).toEqual(['Polaris PL-700dn']);
    expect(matchPrinterModels(['NP', '40', 'Pro'], models).models).toEqual(['Northpeak NP-40 Pro']);
    expect(matchPrinterModels(['pj', '330w'], models).models).toEqual(['Polaris PJ-330w']);
  });

  it('names no model for other words, numbers alone or the start of a model outside search-as-you-type', () => {
    expect(matchPrinterModels(['3200'], models)).toEqual({ models: [], words: ['3200'] });
    expect(matchPrinterModels(['agenda', '2027'], models)).toEqual({ models: [], words: ['agenda', '2027'] });
    expect(matchPrinterModels(['lx32'], models).models).toEqual([]);
    expect(matchPrinterModels(['lumora'], models).models).toEqual([]);
  });

  it('completes the start of a model while typing', () => {
    expect(matchPrinterModels(['lx32'], models, { lastIsPrefix: true })).toEqual({ models: ['Lumora LX-3200'], words: [] });
    expect(matchPrinterModels(['toner', 'LX', '21'], models, { lastIsPrefix: true }).models).toEqual(['Lumora LX-2100', 'Lumora LX-2150']);
    expect(matchPrinterModels(['l1'], models, { lastIsPrefix: true }).models).toEqual([]);
  });

  it('reads a maker\'s printers, after what a supply is for, as every model of that maker', () => {
    const lumora = ['Lumora LX-2100', 'Lumora LX-2150', 'Lumora LX-3200', 'Lumora LX-5600 MFP'];
    expect(matchPrinterModels(['toner', 'for', 'Lumora', 'printer'], models)).toEqual({ models: lumora, words: ['toner'], makers: ['lumora'] });
    expect(matchPrinterModels(['toner', 'pour', 'imprimante', 'lumora'], models)).toEqual({ models: lumora, words: ['toner'], makers: ['lumora'] });
    expect(matchPrinterModels(['cartouches', 'pour', 'les', 'imprimantes', 'Lumora'], models)).toEqual({ models: lumora, words: ['cartouches'], makers: ['lumora'] });
    expect(matchPrinterModels(['ink', 'for', 'my', 'lumora', 'printers'], models)).toEqual({ models: lumora, words: ['ink'], makers: ['lumora'] });
    expect(matchPrinterModels(['black', 'toner', 'for', 'a', 'Polaris'], models)).toEqual({ models: ['Polaris PJ-330w', 'Polaris PL-700dn'], words: ['black', 'toner'], makers: ['polaris'] });
    // Words saying which of its printers, between the maker and the machine ('Polaris Tech', 'imprimante laser Lumora').
    expect(matchPrinterModels(['toner', 'for', 'Polaris', 'Tech', 'printer'], models)).toMatchObject({ words: ['toner'], makers: ['polaris'] });
    expect(matchPrinterModels(['toner', 'pour', 'imprimante', 'laser', 'Lumora', 'noir'], models)).toMatchObject({ words: ['toner', 'noir'], makers: ['lumora'] });
    expect(matchPrinterModels(['toner', 'for', 'lumora', 'and', 'paper'], models)).toMatchObject({ words: ['toner', 'and', 'paper'], makers: ['lumora'] });
    // A printer of that maker asked for, a brand's products, or a printer of no maker the catalogue knows: no model.
    expect(matchPrinterModels(['Lumora', 'printer'], models)).toEqual({ models: [], words: ['Lumora', 'printer'] });
    expect(matchPrinterModels(['imprimante', 'laser', 'Lumora'], models)).toEqual({ models: [], words: ['imprimante', 'laser', 'Lumora'] });
    expect(matchPrinterModels(['toner', 'Lumora'], models)).toEqual({ models: [], words: ['toner', 'Lumora'] });
    expect(matchPrinterModels(['toner', 'for', 'my', 'printer'], models)).toEqual({ models: [], words: ['toner', 'for', 'my', 'printer'] });
    expect(matchPrinterModels(['toner', 'for', 'Brother', 'printer'], models)).toEqual({ models: [], words: ['toner', 'for', 'Brother', 'printer'] });
  });

  it('only looks models up for words with a digit, or a supply said for something', () => {
    expect(mayNamePrinterModel(['toner', 'lx3200'])).toBe(true);
    expect(mayNamePrinterModel(['toner', 'lumora'])).toBe(false);
    expect(mayNamePrinterModel(['toner', 'for', 'lumora'])).toBe(true);
    expect(mayNamePrinterModel(['encre', 'pour', 'imprimante', 'lumora'])).toBe(true);
  });

  it('never loses a typed word that is not part of a model or of a maker\'s printers', () => {
    const makers = ['lumora', 'polaris', 'northpeak', 'kinetik'];
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/).filter((word) => !makers.includes(word)), { maxLength: 6 }), (typed) => {
      expect(matchPrinterModels(typed, models)).toEqual({ models: [], words: typed });
    }));
  });
});
