import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutRequestWords } from './request-words.ts';

const words = (text: string) => text.split(' ');

describe('the words of a request typed around what is asked for', () => {
  it('leaves them out, with the little word tying them to it', () => {
    expect(withoutRequestWords(words('I need black toner for my HP printer'))).toEqual(words('I black toner'));
    expect(withoutRequestWords(words('je cherche des chemises de classement'))).toEqual(words('je chemises de classement'));
    expect(withoutRequestWords(words("j ai besoin d encre svp"))).toEqual(words('j ai encre'));
    expect(withoutRequestWords(words('looking for a comfortable chair please'))).toEqual(words('a comfortable chair'));
  });

  it('leaves out the buyer\'s own thing a product is for, up to what else is asked for', () => {
    expect(withoutRequestWords(words('toner for my printer'))).toEqual(['toner']);
    expect(withoutRequestWords(words('je cherche du toner noir pour mon imprimante'))).toEqual(words('je toner noir'));
    expect(withoutRequestWords(words('chair for our office with armrests'))).toEqual(words('chair with armrests'));
    // Without a possessive, what it is for is part of the product: 'désinfectant pour les mains' (hand sanitizer).
    expect(withoutRequestWords(words('désinfectant pour les mains'))).toEqual(words('désinfectant pour les mains'));
    expect(withoutRequestWords(words('ink for lumora printer'))).toEqual(words('ink for lumora printer'));
    expect(withoutRequestWords(words('for my'))).toEqual(words('for my'));
  });

  it('keeps a text made only of them, and words that may name a product', () => {
    expect(withoutRequestWords(['merci'])).toEqual(['merci']);
    expect(withoutRequestWords(words('order forms'))).toEqual(words('order forms'));
    expect(withoutRequestWords(words('papier de couleur'))).toEqual(words('papier de couleur'));
  });

  it('property: keeps the typed words in order, never adds one, never leaves none', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('need', 'for', 'de', 'cherche', 'toner', 'papier', 'svp', 'stylos', 'my', 'pour', 'mon', 'and'), { maxLength: 8 }), (typed) => {
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
