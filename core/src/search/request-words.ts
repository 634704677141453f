import { folded } from './folded.ts';

/**
 * Words of a request rather than of a product: buyers type whole sentences ('I need black toner for my HP printer', 'je
 * cherche des chemises de classement', 'do you have …', 's'il vous plaît'). Every typed word is required, so these found
 * nothing, or sent the search to its fallbacks with the wrong kind.
 */
const requestWords = new Set([
  'need', 'needs', 'needed', 'looking', 'searching', 'search', 'want', 'wanted', 'wants', 'please', 'pls', 'plz', 'asap', 'thanks', 'thank',
  'hello', 'buy', 'find', 'some', 'any',
  'cherche', 'cherches', 'recherche', 'cherchons', 'besoin', 'voudrais', 'voudrait', 'voulons', 'veux', 'aimerais', 'svp', 'plait',
  'merci', 'bonjour', 'allo', 'acheter', 'commander', 'trouver', 'avez', 'vendez', 'auriez', 'faut', 'prendre',
]);

/** The little word that ties a request to what it asks for ('looking for', 'besoin de', 'besoin d'encre'). */
const tyingWords = new Set(['for', 'of', 'de', 'd', 'du', 'des']);

/**
 * The typed words without the words of a request, and without the little word right after one ('looking for' black
 * toner, 'besoin d'' encre). A text made only of such words is kept as typed: 'order' or 'merci' alone may be what is
 * looked for. Words that may name a product
 * ('order' forms, a garbage 'can') are no request word.
 */
export function withoutRequestWords(typed: readonly string[]): string[] {
  const kept = typed.filter((word, index) => {
    if (requestWords.has(folded(word))) return false;
    return !(tyingWords.has(folded(word)) && requestWords.has(folded(typed[index - 1] ?? '')));
  });
  return kept.length === 0 ? [...typed] : kept;
}
