import type { Language } from '../i18n/locale.ts';
import { folded } from './folded.ts';
import { isCountUnit } from './size-words.ts';

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

/**
 * Quantities that, before 'of' / 'de' and a word, say how the goods are packed, not what they are ('case of paper',
 * 'caisse de papier', 'box of staples'). Not French 'boîte' or 'bloc', which also name a kind ('boîte de rangement',
 * 'bloc de format légal'), nor 'pad' ('pad of paper' is a writing pad).
 */
const packingWords = new Set([
  'box', 'boxes', 'pack', 'packs', 'package', 'packages', 'ream', 'reams', 'case', 'cases', 'carton', 'cartons', 'roll', 'rolls',
  'pair', 'pairs', 'bottle', 'bottles', 'dozen',
  'caisse', 'caisses', 'rame', 'rames', 'paquet', 'paquets', 'rouleau', 'rouleaux', 'paire', 'paires', 'douzaine', 'douzaines', 'lot', 'lots',
]);
const packedWords = new Set(['of', 'de', 'd', 'du', 'des']);
/**
 * Packing words that come first before what is packed without 'de' ('caisse papier': the bathroom tissue sold by the
 * 'caisse' was listed before the copy paper). Not 'box' ('box cutter'), 'roll' or 'carton' ('carton couleur' is card).
 */
const packedFirst = new Set(['caisse', 'caisses', 'rame', 'rames', 'paquet', 'paquets', 'case', 'cases', 'ream', 'reams', 'pack', 'packs', 'douzaine', 'dozen']);

/**
 * The typed words without the packing said before what is asked for ('case of paper': paper) or after a count beside it
 * ('papier hygiénique 48 rouleaux', 'pens 12 pack'), and that packing ('case', 'rouleaux'). Required, the packing kept
 * what names do not sell so out: 'case of paper' listed paper towels sold by the case, which hold both words, not the
 * copy paper sold by the ream; 'papier hygiénique 48 rouleaux' only the paper towels 'en rouleau', not the bathroom
 * tissue. A count after it is no kind ('box of 12' stays), nor a count and packing typed alone ('12 rolls').
 */
export function withoutPacking(words: readonly string[]): { words: string[]; packing: string[] } {
  const packing: string[] = [];
  const kept: string[] = [];
  const hasKind = (counted: number) => words.some((word, index) => index !== counted && index !== counted - 1 && /\p{L}/u.test(word) && !packingWords.has(folded(word)));
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] as string;
    const isPacking = packingWords.has(folded(word));
    if (isPacking && packedWords.has(folded(words[index + 1] ?? '')) && /\p{L}/u.test(words[index + 2] ?? '')) {
      packing.push(word);
      index += 1;
    } else if (index === 0 && packedFirst.has(folded(word)) && /^\p{L}{3,}$/u.test(words[1] ?? '') && !packingWords.has(folded(words[1] ?? ''))) {
      // An order form's 'caisse papier', 'rame papier', 'paquet stylos': the packing first, its 'de' left out.
      packing.push(word);
    } else if (isPacking && /^\d+$/.test(words[index - 1] ?? '') && hasKind(index)) packing.push(word);
    else kept.push(word);
  }
  return { words: kept, packing };
}

/** Little words after which English says what a thing is for or has ('toner for my printer', 'chair with arms'). */
const purposeWords = new Set(['for', 'with', 'pour', 'avec']);

/** Words for any goods ('office supplies', 'fournitures de bureau', 'cleaning products'): they name no kind of product. */
const goodsWords = new Set([
  'supplies', 'supply', 'products', 'product', 'items', 'item', 'fournitures', 'fourniture', 'articles', 'article', 'produits', 'produit', 'materiel',
]);

/**
 * Makers of the printers and machines buyers name supplies by ('toner Brother', 'Brother toner' in French): never the kind
 * asked for. The catalogue carries none of them, and an unknown word taken for the kind hid the kind typed beside it, so
 * nothing was found where 'Brother toner' in English listed toner.
 */
const makerWords = new Set([
  'canon', 'brother', 'epson', 'lexmark', 'xerox', 'samsung', 'ricoh', 'kyocera', 'oki', 'okidata', 'dell', 'konica',
  'minolta', 'sharp', 'toshiba', 'panasonic', 'dymo',
]);

/** Makers' names this long are also recognised typed one letter off ('brther'); shorter ones are too near other words ('sharp', 'share'). */
const MIN_MAKER_LETTERS_FOR_TYPOS = 6;

/** True when `a` and `b` differ by at most one letter added, left out, changed or two side by side swapped. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  if (start === a.length && a.length === b.length) return true;
  const [restA, restB] = [a.slice(start), b.slice(start)];
  return restA.slice(1) === restB.slice(1) || restA.slice(1) === restB || restA === restB.slice(1)
    || (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2));
}

/**
 * True for a printer maker's name, also typed one letter off when it is long ('toner brther'): taken for the kind, the
 * misspelt maker hid the kind typed beside it and nothing was found where 'toner brother' listed toner.
 */
const isMakerWord = (word: string): boolean => {
  const typed = folded(word);
  return makerWords.has(typed) || [...makerWords].some((maker) => maker.length >= MIN_MAKER_LETTERS_FOR_TYPOS && withinOneEdit(maker, typed));
};

/**
 * French words after which a kind's complement follows, what it is for or made of ('corbeille à papier', 'gants en
 * nitrile', 'cartouche d'encre'); 'a' is 'à' typed without its accent.
 */
const complementWords = new Set(['a', 'de', 'd', 'du', 'des', 'en', 'au', 'aux', 'pour', 'avec', 'sans']);

/**
 * The French words before the first complement of a kind ('corbeille' of 'corbeille à papier', 'trousse' of 'trousse
 * de premiers soins'): the words after it say what the kind is for or made of, and none of them is the kind asked for
 * ('papier' named a category and the head word's fallback listed copy paper for a wastebasket). After a quantity or a
 * word for any goods, the word is the kind ('boîte de stylos', 'fournitures de bureau').
 */
function beforeComplement(words: readonly string[], isKind: (word: string) => boolean): string[] {
  const complement = words.findIndex((word, index) => index > 0 && complementWords.has(folded(word)) && isKind(words[index - 1] as string));
  return complement === -1 ? [...words] : words.slice(0, complement);
}

/**
 * True when the typed words say what the kind is for or made of: a French complement after the kind ('corbeille à
 * papier', 'cartouche d'encre Epson'), or English words after 'for' / 'with' ('toner for Lumora printer'). A product of
 * that kind named for another thing ('Corbeille à courrier', a letter tray) is then not what was asked for.
 */
export function namesWhatItIsFor(words: readonly string[], language: Language): boolean {
  const isKind = (word: string) => /^\p{L}{3,}$/u.test(word) && !quantityWords.has(folded(word)) && !joiningWords.has(folded(word));
  return language === 'fr' ? beforeComplement(words, isKind).length < words.length : wordsBeforePurpose(words).length < words.length;
}

/** Little words that join the others ('of', 'de', 'pour') and words for any goods: no kind of product. */
const joiningWords = new Set([
  'the', 'and', 'for', 'with', 'from', 'des', 'les', 'aux', 'pour', 'avec', 'dans', 'sur', 'une', 'par', ...goodsWords,
]);

/**
 * True for a word for any goods ('supplies', 'fournitures', 'produits'). Typed with other words it restricts nothing:
 * required like the others, 'cleaning supplies' found the binding supplies whose descriptions say 'clean', and
 * 'office supplies' the 'Castor Office' brand's packing supplies.
 */
export const isGoodsWord = (word: string): boolean => goodsWords.has(folded(word));

/**
 * Words a product's name may start (French) or end (English) with that hold the kind rather than name it: quantities and
 * cartridges ('Black Toner Cartridge', 'Cartouche d’encre', 'Bubble Wrap Roll', 'Ensemble clavier et souris'). Folded.
 */
export const containerWords: readonly string[] = [...quantityWords, 'cartridge', 'cartridges', 'cartouche', 'cartouches'];

/** True for a word saying how much ('ream', 'boîtes'), not what. */
export const isQuantityWord = (word: string): boolean => quantityWords.has(folded(word));

/** True for a little word joining the others ('for', 'pour') or a word for any goods. */
export const isJoiningWord = (word: string): boolean => joiningWords.has(folded(word));


/**
 * The words that may say what kind of product is asked for, likeliest first: from the last in English ('HP toner',
 * 'desk chair', 'ream of paper'), from the first in French ('toner HP', 'chaise de bureau'), leaving out quantities and
 * little words ('rame de papier': papier), and in French what the kind is for or made of ('corbeille à papier': corbeille).
 * Canadians type either language in either interface ('Kinetik toner' in French), so the search takes the first that
 * names a category and the likeliest when none does. Empty for one word.
 */
export function kindWords(words: readonly string[], language: Language): string[] {
  if (words.length < 2) return [];
  const isKind = isKindWord;
  if (language === 'fr') return beforeComplement(words, isKind).filter(isKind);
  // What a thing is for comes after it in English too ('toner for my HP printer', 'chair with armrests'): the kind is
  // the last word before 'for' or 'with', not the last typed.
  const named = wordsBeforePurpose(words);
  return [...named.filter(isKind).reverse(), ...words.slice(named.length).filter(isKind).reverse()];
}

/** True for a word that may say what kind of product is asked for: letters, no quantity, unit, little word or maker. */
const isKindWord = (word: string): boolean =>
  /^\p{L}{3,}$/u.test(word) && !quantityWords.has(folded(word)) && !isCountUnit(word) && !joiningWords.has(folded(word)) && !isMakerWord(word);

/**
 * The kind asked for, read as a product name's head is (the api's `nameHeadsSql`): the likeliest kind word before what
 * it is for ('paper' of 'copy paper', 'chaise' of 'chaise de bureau', 'toner' of 'toner for Lumora printer'), or the one
 * word typed; a cartridge typed with what it holds is that ('ink cartridge': ink; 'cartouche d'encre': encre), as names
 * are read. Empty when no word says what ('500 sheets'). A sort by price or name lists the products whose name's head
 * is this kind first: 'paper' by price listed paper clips and notebooks before any paper.
 */
export function typedKind(words: readonly string[], language: Language): string[] {
  const [only] = words;
  if (words.length === 1 && only !== undefined) return isKindWord(only) ? [only] : [];
  const before = wordsBeforePurpose(words);
  const head = kindWords(words, language).find((word) => before.includes(word));
  if (head === undefined) return [];
  if (!containerWords.includes(folded(head))) return [head];
  const at = words.indexOf(head);
  const held = language === 'fr' ? words.slice(at + 1).find(isKindWord) : words.slice(0, at).reverse().find(isKindWord);
  return [held ?? head];
}

/**
 * The words before the first that says what a thing is for or has ('encre' of 'encre pour imprimante', 'toner' of 'toner
 * for my HP printer'): those name the kind asked for. All the words when none does, or when it comes first.
 */
export function wordsBeforePurpose<W extends string>(words: readonly W[]): W[] {
  const purpose = words.findIndex((word) => purposeWords.has(folded(word)));
  return purpose < 1 ? [...words] : words.slice(0, purpose);
}

/**
 * The likeliest word saying what kind of product is asked for (see `kindWords`). When not every typed word is found
 * (an unknown brand, a word no name holds), products of that kind are what the buyer wants. Null for one word, or
 * when none qualifies.
 */
export function headWord(words: readonly string[], language: Language): string | null {
  return kindWords(words, language)[0] ?? null;
}
