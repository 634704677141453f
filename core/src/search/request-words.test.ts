import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutRequestWords } from './request-words.ts';

const words = (text: string) => text.split(' ');

describe('the words of a request typed around what is asked for', () => {
  it('leaves them out, with the little word tying them to it', () => {
    expect(withoutRequestWords(words('I need black toner for my HP printer'))).toEqual(words('I black toner for my HP printer'));
    expect(withoutRequestWords(words('je cherche des chemises de classement'))).toEqual(words('je chemises de classement'));
    expect(withoutRequestWords(words("j ai besoin d encre svp"))).toEqual(words('j ai encre'));
    expect(withoutRequestWords(words('looking for a comfortable chair please'))).toEqual(words('a comfortable chair'));
  });

  it('keeps a text made only of them, and words that may name a product', () => {
    expect(withoutRequestWords(['merci'])).toEqual(['merci']);
    expect(withoutRequestWords(words('order forms'))).toEqual(words('order forms'));
    expect(withoutRequestWords(words('papier de couleur'))).toEqual(words('papier de couleur'));
  });

  it('property: keeps the typed words in order, never adds one, never leaves none', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('need', 'for', 'de', 'cherche', 'toner', 'papier', 'svp', 'stylos'), { maxLength: 8 }), (typed) => {
        const kept = withoutRequestWords(typed);
        let at = 0;
        for (const word of typed) if (word === kept[at]) at += 1;
        expect(at).toBe(kept.length);
        expect(kept.length === 0).toBe(typed.length === 0);
      }),
      { numRuns: 300 },
    );
  });
});
