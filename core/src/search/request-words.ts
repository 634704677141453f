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

/** 'for my', 'pour mon': what follows is the buyer's own thing ('toner for my printer'), which products need not name. */
const purposeWords = new Set(['for', 'pour']);
const possessiveWords = new Set(['my', 'our', 'your', 'mon', 'ma', 'mes', 'notre', 'nos', 'votre', 'vos']);
/** Words after which the buyer asks for more than their own thing ('for my printer with wifi', 'pour mon bureau et …'). */
const endOfOwnThing = new Set(['and', 'with', 'et', 'avec', 'for', 'pour']);

/**
 * The indexes of the words naming the buyer's own thing, with the 'for my' / 'pour mon' before them: the toner cartridges'
 * text says 'laser printing', not 'printer', so 'toner for my printer', every word required, listed the fuser kits (whose
 * text says 'printers') and no toner.
 */
function ownThingIndexes(typed: readonly string[]): Set<number> {
  const indexes = new Set<number>();
  for (let index = 0; index < typed.length - 2; index += 1) {
    if (!purposeWords.has(folded(typed[index] ?? '')) || !possessiveWords.has(folded(typed[index + 1] ?? ''))) continue;
    let end = index + 2;
    while (end < typed.length && !endOfOwnThing.has(folded(typed[end] ?? ''))) end += 1;
    for (let at = index; at < end; at += 1) indexes.add(at);
    index = end - 1;
  }
  return indexes;
}

/**
 * The typed words without the words of a request, without the little word right after one ('looking for' black
 * toner, 'besoin d'' encre), and without the buyer's own thing a product is for ('for my HP printer', 'pour mon
 * imprimante'). A text made only of such words is kept as typed: 'order' or 'merci' alone may be what is
 * looked for. Words that may name a product
 * ('order' forms, a garbage 'can') are no request word.
 */
export function withoutRequestWords(typed: readonly string[]): string[] {
  const ownThing = ownThingIndexes(typed);
  const kept = typed.filter((word, index) => {
    if (requestWords.has(folded(word)) || ownThing.has(index)) return false;
    return !(tyingWords.has(folded(word)) && requestWords.has(folded(typed[index - 1] ?? '')));
  });
  return kept.length === 0 ? [...typed] : kept;
}
