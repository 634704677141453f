import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colourForms, splitColourWords } from './colour-words.ts';

describe('colours typed with a kind of product', () => {
  it('sets the colours apart, in either language, singular or plural, with or without accents', () => {
    expect(splitColourWords(['papier', 'blanc'])).toEqual({ words: ['papier'], colours: ['white'], colourWords: ['blanc'] });
    expect(splitColourWords(['white', 'envelopes'])).toEqual({ words: ['envelopes'], colours: ['white'], colourWords: ['white'] });
    expect(splitColourWords(['stylos', 'à', 'bille', 'bleus'])).toEqual({ words: ['stylos', 'à', 'bille'], colours: ['blue'], colourWords: ['bleus'] });
    expect(splitColourWords(['papillons', 'Orangés'])).toEqual({ words: ['papillons'], colours: ['orange'], colourWords: ['Orangés'] });
    expect(splitColourWords(['Gray', 'chair']).colours).toEqual(['grey']);
  });

  it('gives a colour word\'s forms in both languages, for a colour typed whole to be no start of another word', () => {
    expect(colourForms('Bleu')).toEqual(['blue', 'bleu', 'bleue', 'bleus', 'bleues']);
    expect(colourForms('noir')).toContain('black');
    expect(colourForms('orangé')).toContain('orange');
    expect(colourForms('vertical')).toBeNull();
    expect(colourForms('blu')).toBeNull();
  });

  it('reads two-word colours as one', () => {
    expect(splitColourWords(['chaise', 'bleu', 'marine'])).toEqual({ words: ['chaise'], colours: ['navy'], colourWords: ['bleu', 'marine'] });
  });

  it('keeps a text of colours only as its words: the colour is then what is looked for', () => {
    expect(splitColourWords(['blue'])).toEqual({ words: ['blue'], colours: [], colourWords: [] });
    expect(splitColourWords(['noir', 'blanc'])).toEqual({ words: ['noir', 'blanc'], colours: [], colourWords: [] });
  });

  it('property: every typed word is either a kind word or a colour word, in order', () => {
    const word = fc.constantFrom('papier', 'pens', 'blanc', 'white', 'bleu', 'marine', 'stylos', 'rouge', 'toner', 'noirs');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (typed) => {
        const split = splitColourWords(typed);
        expect([...split.words, ...split.colourWords].sort()).toEqual([...typed].sort());
        expect(split.words.length > 0 || typed.length === 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
