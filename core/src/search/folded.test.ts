import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { folded, straightApostrophes } from './folded.ts';

describe('folded', () => {
  it('reads the typographic apostrophe as the straight one, and changes nothing else', () => {
    expect(straightApostrophes('Cartouche d’encre')).toBe("Cartouche d'encre");
    expect(folded('Boîte d’expédition')).toBe(folded("boîte d'expédition"));
    expect(folded('L‘EAU')).toBe("l'eau");
    fc.assert(fc.property(fc.string(), fc.string(), (before, after) => folded(`${before}d’${after}`) === folded(`${before}d'${after}`)));
  });
});
