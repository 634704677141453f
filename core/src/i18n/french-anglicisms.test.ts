import { describe, expect, it } from 'vitest';
import { flattenCatalogue, messages } from './messages.ts';

/**
 * Calques of English a Quebec buyer notices (OQLF, Banque de dépannage linguistique): 'discontinué' for a product no
 * longer sold (retiré du catalogue, abandonné), 'éligible' (admissible), 'céduler' (planifier), 'canceller' (annuler),
 * 'à date' (jusqu’à maintenant), 'faire du sens' (avoir du sens), 'prendre action' (agir).
 */
const calques = /\b(?:discontinu\p{L}*|éligib\p{L}*|cédul\p{L}*|cancell\p{L}*|à date|faire du sens|prendre action)\b/iu;

describe('the French catalogue reads as Canadian French, not English in French words', () => {
  it('uses none of the common calques', () => {
    expect(flattenCatalogue(messages['fr-CA']).filter(([, text]) => calques.test(text))).toEqual([]);
  });
});
