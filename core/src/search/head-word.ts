import type { Language } from '../i18n/locale.ts';
import { folded } from './folded.ts';

/**
 * Words that say how much, not what: the units products are sold by ('ream of paper', 'boîte de stylos'). Names
 * rarely hold them ('Copy Paper, Letter size' is sold by the ream), so a search needing them would find nothing.
 */
const quantityWords = new Set([
  'box', 'boxes', 'pack', 'packs', 'package', 'packages', 'ream', 'reams', 'case', 'cases', 'carton', 'cartons', 'roll', 'rolls',
  'pair', 'pairs', 'set', 'sets', 'pad', 'pads', 'bottle', 'bottles', 'dozen', 'each', 'piece', 'pieces', 'bulk', 'unit', 'units',
  'boite', 'boites', 'paquet', 'paquets', 'rame', 'rames', 'caisse', 'caisses', 'rouleau', 'rouleaux', 'paire', 'paires',
  'ensemble', 'ensembles', 'bloc', 'blocs', 'bouteille', 'bouteilles', 'douzaine', 'douzaines', 'unite', 'unites', 'lot', 'lots',
]);

/** Little words that join the others ('of', 'de', 'pour') and words for any goods ('fournitures de bureau'): no kind of product. */
const joiningWords = new Set([
  'the', 'and', 'for', 'with', 'from', 'des', 'les', 'aux', 'pour', 'avec', 'dans', 'sur', 'une', 'par',
  'supplies', 'supply', 'products', 'product', 'items', 'item', 'fournitures', 'fourniture', 'articles', 'article', 'produits', 'produit', 'materiel',
]);


/**
 * The word that says what kind of product is asked for: the last in English ('HP toner', 'desk chair', 'ream of
 * paper'), the first in French ('toner HP', 'chaise de bureau'), leaving out quantities and little words ('rame de
 * papier': papier). When not every typed word is found (an unknown brand, a word no name holds), products of that
 * kind are what the buyer wants. Null for one word, or when none qualifies.
 */
export function headWord(words: readonly string[], language: Language): string | null {
  if (words.length < 2) return null;
  const kinds = words.filter((word) => /^\p{L}{3,}$/u.test(word) && !quantityWords.has(folded(word)) && !joiningWords.has(folded(word)));
  return (language === 'en' ? kinds.at(-1) : kinds[0]) ?? null;
}
