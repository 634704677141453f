import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { genericSearchWords } from './everyday-terms.ts';
import { folded } from './folded.ts';

describe('everyday terms searched as the catalogue names them', () => {
  it('finds the generic product in the searcher’s language', () => {
    expect(genericSearchWords(['Post', 'it'], 'en')).toEqual(['sticky', 'notes']);
    expect(genericSearchWords(['post', 'it', 'jaunes'], 'fr')).toEqual(['papillons', 'adhésifs', 'jaunes']);
    expect(genericSearchWords(['Duo', 'Tang', 'bleus'], 'fr')).toEqual(['couvertures', 'de', 'rapport', 'bleus']);
    expect(genericSearchWords(['KLEENEX'], 'en')).toEqual(['facial', 'tissue']);
  });

  it('finds the catalogue’s kind for everyday and Quebec words, in either interface', () => {
    expect(genericSearchWords(['toilet', 'paper'], 'en')).toEqual(['bathroom', 'tissue']);
    expect(genericSearchWords(['papier', 'de', 'toilette'], 'fr')).toEqual(['papier', 'hygiénique']);
    expect(genericSearchWords(['sacs', 'poubelle', 'noirs'], 'fr')).toEqual(['sacs', 'à', 'ordures', 'noirs']);
    expect(genericSearchWords(['sac', 'poubelle'], 'fr')).toEqual(['sacs', 'à', 'ordures']);
    expect(genericSearchWords(['Standing', 'desk'], 'fr')).toEqual(['bureau', 'à', 'hauteur', 'réglable']);
    expect(genericSearchWords(['power', 'bar'], 'en')).toEqual(['surge', 'protector']);
    expect(genericSearchWords(['brocheuse', 'électrique'], 'fr')).toEqual(['agrafeuse', 'électrique']);
    expect(genericSearchWords(['filières'], 'fr')).toEqual(['classeurs']);
    expect(genericSearchWords(['séparateurs'], 'fr')).toEqual(['intercalaires']);
    expect(genericSearchWords(['sac', 'à', 'vidanges'], 'fr')).toEqual(['sacs', 'à', 'ordures']);
    expect(genericSearchWords(['crayons', 'effaçables', 'à', 'sec'], 'fr')).toEqual(['marqueurs', 'effaçables', 'à', 'sec']);
    expect(genericSearchWords(['expo', 'markers'], 'en')).toEqual(['dry', 'erase', 'markers']);
    expect(genericSearchWords(['stylos', 'pqt', '12'], 'fr')).toEqual(['stylos', 'paquet', '12']);
    expect(genericSearchWords(['agrafes', 'bte', '5000'], 'fr')).toEqual(['agrafes', 'boîte', '5000']);
    expect(genericSearchWords(['pens', '12pk'], 'en')).toEqual(['pens', '12', 'pack']);
    expect(genericSearchWords(['crayon', 'feutre'], 'fr')).toEqual(['marqueurs']);
    expect(genericSearchWords(['Cartables'], 'en')).toEqual(['binders']);
  });

  it('finds printer paper, sizes, plurals of trademarks and more Quebec words', () => {
    expect(genericSearchWords(['papier', 'imprimante'], 'fr')).toEqual(['papier', 'à', 'photocopie']);
    expect(genericSearchWords(['papier', 'd', 'imprimante'], 'fr')).toEqual(['papier', 'à', 'photocopie']);
    expect(genericSearchWords(['printer', 'paper'], 'en')).toEqual(['copy', 'paper']);
    expect(genericSearchWords(['papier', '8', '5', 'x', '11'], 'fr')).toEqual(['papier', 'lettre']);
    expect(genericSearchWords(['cartable', '2', 'pouces'], 'fr')).toEqual(['reliure', '2', 'po']);
    expect(genericSearchWords(['Sharpies'], 'en')).toEqual(['permanent', 'markers']);
    expect(genericSearchWords(['post', 'its'], 'fr')).toEqual(['papillons', 'adhésifs']);
    expect(genericSearchWords(['office', 'supplies'], 'fr')).toEqual(['accessoires', 'de', 'bureau']);
    expect(genericSearchWords(['Fournitures', 'de', 'bureau'], 'en')).toEqual(['desk', 'accessories']);
    expect(genericSearchWords(['USB', 'key'], 'en')).toEqual(['USB', 'flash', 'drive']);
    expect(genericSearchWords(['papier', 'à', 'main'], 'fr')).toEqual(['essuie', 'tout']);
  });

  it('reads a term typed in its other number: a singular for a plural term, a plural for a singular one', () => {
    // 'tasse' listed tea and coffee ('tasse' is no word of the cups' names), where 'tasses' listed the cups.
    expect(genericSearchWords(['tasse'], 'fr')).toEqual(['gobelets']);
    expect(genericSearchWords(['tasses'], 'fr')).toEqual(['gobelets']);
    expect(genericSearchWords(['broche'], 'fr')).toEqual(['agrafes']);
    expect(genericSearchWords(['séparateur'], 'fr')).toEqual(['intercalaires']);
    expect(genericSearchWords(['thumb', 'tack'], 'en')).toEqual(['push', 'pins']);
    expect(genericSearchWords(['Sharpies'], 'en')).toEqual(['permanent', 'markers']);
    // Quebec's marker called a 'crayon', and a notebook called a 'carnet' (both found nothing or pencils by the fallback).
    expect(genericSearchWords(['crayon', 'marqueur'], 'fr')).toEqual(['marqueurs']);
    expect(genericSearchWords(['crayons', 'marqueurs', 'noirs'], 'fr')).toEqual(['marqueurs', 'noirs']);
    expect(genericSearchWords(['carnet'], 'fr')).toEqual(['cahier']);
    expect(genericSearchWords(['carnets', 'de', 'notes'], 'en')).toEqual(['notebooks']);
    // Not a word's shorter start: 'tass' is no 'tasses'.
    expect(genericSearchWords(['tass'], 'fr')).toEqual(['tass']);
  });

  it('finds one word typed as two, American spellings and pads named otherwise', () => {
    expect(genericSearchWords(['white', 'board'], 'en')).toEqual(['whiteboard']);
    expect(genericSearchWords(['White', 'boards'], 'fr')).toEqual(['tableaux', 'blancs']);
    expect(genericSearchWords(['colored', 'paper'], 'en')).toEqual(['coloured', 'paper']);
    expect(genericSearchWords(['notepad'], 'fr')).toEqual(['bloc', 'notes']);
  });

  it('reads a sheet size typed alone as copy paper of that size, and beside other words as the size', () => {
    expect(genericSearchWords(['8', '5', 'x', '11'], 'en')).toEqual(['letter', 'copy', 'paper']);
    expect(genericSearchWords(['8', '5', 'x', '11'], 'fr')).toEqual(['papier', 'à', 'photocopie', 'lettre']);
    expect(genericSearchWords(['11x17'], 'fr')).toEqual(['papier', 'à', 'photocopie', 'tabloïd']);
    expect(genericSearchWords(['8', '5', 'x', '11', 'folders'], 'en')).toEqual(['letter', 'folders']);
    expect(genericSearchWords(['chemises', '8', '5', 'x', '14'], 'fr')).toEqual(['chemises', 'légal']);
  });

  it('reads a battery size typed alone as batteries of that size, and beside other words as the size', () => {
    expect(genericSearchWords(['AA'], 'en')).toEqual(['AA', 'batteries']);
    expect(genericSearchWords(['aa'], 'fr')).toEqual(['piles', 'AA']);
    expect(genericSearchWords(['AAA'], 'fr', { lastIsPrefix: true })).toEqual(['piles', 'AAA']);
    expect(genericSearchWords(['9', 'V'], 'en')).toEqual(['9V', 'batteries']);
    expect(genericSearchWords(['9v'], 'fr')).toEqual(['piles', '9V']);
    expect(genericSearchWords(['piles', 'AA'], 'fr')).toEqual(['piles', 'AA']);
    expect(genericSearchWords(['pile', '9', 'volt'], 'fr')).toEqual(['pile', '9V']);
    expect(genericSearchWords(['piles', '9v'], 'fr')).toEqual(['piles', '9V']);
    // One letter is the start of any word while typing ('D': desks), not a size.
    expect(genericSearchWords(['D'], 'en', { lastIsPrefix: true })).toEqual(['D']);
    expect(genericSearchWords(['a'], 'en', { lastIsPrefix: true })).toEqual(['a']);
  });

  it('reads a size letter beside pile by the English names in either storefront: French drops c and d (the elided c’, d’)', () => {
    expect(genericSearchWords(['piles', 'D'], 'fr')).toEqual(['D', 'batteries']);
    expect(genericSearchWords(['Pile', 'c'], 'fr')).toEqual(['C', 'batteries']);
    expect(genericSearchWords(['piles', 'd'], 'en')).toEqual(['D', 'batteries']);
    // Elided words stay words: 'cartouche d encre' is no battery.
    expect(genericSearchWords(['cartouche', 'd', 'encre'], 'fr')).toEqual(['cartouche', 'd', 'encre']);
  });

  it('reads sizes typed as one word as names write them, also where they make a term', () => {
    expect(genericSearchWords(['sticky', 'notes', '3x3'], 'en')).toEqual(['sticky', 'notes', '3', 'x']);
    expect(genericSearchWords(['8', '5x11'], 'en')).toEqual(['letter', 'copy', 'paper']);
    expect(genericSearchWords(['chemises', '8', '5X14'], 'fr')).toEqual(['chemises', 'légal']);
    expect(genericSearchWords(['savon', '500ml'], 'fr')).toEqual(['savon', '500', 'ml']);
  });

  it('reads a French keyboard and shelving as the catalogue names them', () => {
    expect(genericSearchWords(['clavier', 'français'], 'fr')).toEqual(['clavier', 'bilingue']);
    expect(genericSearchWords(['French', 'keyboard'], 'en')).toEqual(['bilingual', 'keyboard']);
    expect(genericSearchWords(['étagère'], 'fr')).toEqual(['bibliothèque']);
    expect(genericSearchWords(['bookshelves'], 'en')).toEqual(['bookcases']);
    expect(genericSearchWords(['shelf'], 'fr')).toEqual(['tablettes']);
  });

  it('reads the Quebec ruban gommé and gummed tape as the packing tape, in either interface', () => {
    expect(genericSearchWords(['ruban', 'gommé'], 'fr')).toEqual(['ruban', 'd', 'emballage']);
    expect(genericSearchWords(['ruban', 'gommé'], 'en')).toEqual(['packing', 'tape']);
    expect(genericSearchWords(['gummed', 'tape'], 'fr')).toEqual(['ruban', 'd', 'emballage']);
    // 'gomme à effacer' (an eraser) is no tape.
    expect(genericSearchWords(['gomme', 'à', 'effacer'], 'fr')).toEqual(['gomme', 'à', 'effacer']);
  });

  it('reads correction fluid’s trademarks and names as the correction tape the catalogue carries, in either interface', () => {
    expect(genericSearchWords(['white', 'out'], 'en')).toEqual(['correction', 'tape']);
    expect(genericSearchWords(['Wite', 'Out'], 'fr')).toEqual(['ruban', 'correcteur']);
    expect(genericSearchWords(['whiteout'], 'en')).toEqual(['correction', 'tape']);
    expect(genericSearchWords(['liquid', 'paper'], 'fr')).toEqual(['ruban', 'correcteur']);
    expect(genericSearchWords(['liquide', 'correcteur'], 'fr')).toEqual(['ruban', 'correcteur']);
    expect(genericSearchWords(['Tipp', 'Ex'], 'en')).toEqual(['correction', 'tape']);
    expect(genericSearchWords(['correction', 'pen'], 'en')).toEqual(['correction', 'tape']);
    // Typed with the kind, the kind is not repeated ('white-out tape').
    expect(genericSearchWords(['white', 'out', 'tape'], 'en')).toEqual(['correction', 'tape']);
    // The form it comes in, typed after or before the trademark, is named by the term ('white out pen' listed pens).
    expect(genericSearchWords(['white', 'out', 'pen'], 'en')).toEqual(['correction', 'tape']);
    expect(genericSearchWords(['whiteout', 'pens', 'blue'], 'fr')).toEqual(['ruban', 'correcteur', 'blue']);
    expect(genericSearchWords(['stylo', 'tipex'], 'fr')).toEqual(['ruban', 'correcteur']);
    expect(genericSearchWords(['Stylos', 'liquid', 'paper'], 'en')).toEqual(['correction', 'tape']);
    // Other terms keep the words around them.
    expect(genericSearchWords(['stylo', 'sharpie'], 'fr')).toEqual(['stylo', 'marqueurs', 'permanents']);
  });

  it('reads Quebec’s efface as an eraser and glasses as the eyewear, not the glass', () => {
    expect(genericSearchWords(['efface'], 'fr')).toEqual(['gomme', 'à', 'effacer']);
    expect(genericSearchWords(['efface'], 'en')).toEqual(['eraser']);
    expect(genericSearchWords(['safety', 'glasses'], 'en')).toEqual(['safety', 'glasses', 'eyewear']);
    expect(genericSearchWords(['glasses'], 'en')).toEqual(['glasses', 'eyewear']);
    expect(genericSearchWords(['safety', 'goggles'], 'fr')).toEqual(['lunettes', 'de', 'sécurité']);
    expect(genericSearchWords(['lunettes', 'de', 'protection'], 'fr')).toEqual(['lunettes', 'de', 'sécurité']);
    // Applied twice (keyword-query does): the same words.
    expect(genericSearchWords(genericSearchWords(['safety', 'glasses'], 'en'), 'en')).toEqual(['safety', 'glasses', 'eyewear']);
    // 'glass' is the material: glass cleaner stays as typed, and so does 'glass' or 'effac' being typed ('effaçable').
    expect(genericSearchWords(['glass', 'cleaner'], 'en')).toEqual(['glass', 'cleaner']);
    expect(genericSearchWords(['glass'], 'en', { lastIsPrefix: true })).toEqual(['glass']);
    expect(genericSearchWords(['glasse'], 'en', { lastIsPrefix: true })).toEqual(['glasse']);
    expect(genericSearchWords(['effac'], 'fr', { lastIsPrefix: true })).toEqual(['effac']);
    expect(genericSearchWords(['glasses'], 'en', { lastIsPrefix: true })).toEqual(['glasses', 'eyewear']);
  });

  it('reads everyday names of the desk basics and Quebec names as the catalogue’s kinds', () => {
    expect(genericSearchWords(['thumb', 'tacks'], 'en')).toEqual(['push', 'pins']);
    expect(genericSearchWords(['thumbtacks'], 'fr')).toEqual(['punaises']);
    expect(genericSearchWords(['bulldog', 'clips'], 'fr')).toEqual(['pinces', 'notes']);
    expect(genericSearchWords(['elastic', 'bands'], 'en')).toEqual(['rubber', 'bands']);
    expect(genericSearchWords(['dossiers', 'suspendus'], 'fr')).toEqual(['chemises', 'suspendues']);
    expect(genericSearchWords(['porte', 'mine'], 'fr')).toEqual(['portemines']);
    expect(genericSearchWords(['tablette', 'de', 'papier'], 'fr')).toEqual(['bloc', 'notes']);
    expect(genericSearchWords(['paperclips'], 'fr')).toEqual(['trombones']);
    expect(genericSearchWords(['rubberbands'], 'en')).toEqual(['rubber', 'bands']);
    expect(genericSearchWords(['bureau', 'ajustable'], 'fr')).toEqual(['bureau', 'à', 'hauteur', 'réglable']);
    expect(genericSearchWords(['bureau', 'électrique'], 'fr')).toEqual(['bureau', 'à', 'hauteur', 'réglable']);
    expect(genericSearchWords(['Bureaux', 'electriques'], 'fr')).toEqual(['bureaux', 'à', 'hauteur', 'réglable']);
    expect(genericSearchWords(['electric', 'desk'], 'en')).toEqual(['height', 'adjustable', 'desk']);
  });

  it('reads breakroom things as the catalogue names them: paper plates and cups, coffee cups, pods, cutlery, lined paper', () => {
    expect(genericSearchWords(['paper', 'plates'], 'en')).toEqual(['plates']);
    expect(genericSearchWords(['assiettes', 'en', 'carton'], 'fr')).toEqual(['assiettes']);
    expect(genericSearchWords(['assiette', 'de', 'papier'], 'en')).toEqual(['plates']);
    expect(genericSearchWords(['verres', 'carton'], 'fr')).toEqual(['gobelets', 'en', 'carton']);
    expect(genericSearchWords(['tasses', 'à', 'café'], 'fr')).toEqual(['gobelets', 'pour', 'boissons', 'chaudes']);
    expect(genericSearchWords(['tasses'], 'fr')).toEqual(['gobelets']);
    expect(genericSearchWords(['coffee', 'cup'], 'en')).toEqual(['hot', 'cups']);
    expect(genericSearchWords(['dosettes', 'de', 'café'], 'fr')).toEqual(['capsules', 'de', 'café']);
    expect(genericSearchWords(['couverts'], 'fr')).toEqual(['ustensiles']);
    expect(genericSearchWords(['utensil'], 'en')).toEqual(['cutlery']);
    expect(genericSearchWords(['lined', 'paper'], 'fr')).toEqual(['papier', 'ligné']);
    expect(genericSearchWords(['lined', 'pad'], 'en')).toEqual(['ruled', 'pad']);
  });

  it('reads Quebec names of a cork board, sheet protectors and an ergonomic chair as the catalogue’s', () => {
    expect(genericSearchWords(['tableau', 'liège'], 'fr')).toEqual(['babillard']);
    expect(genericSearchWords(['protège', 'documents'], 'fr')).toEqual(['pochettes', 'protectrices']);
    expect(genericSearchWords(['fauteuil', 'ergonomique', 'noir'], 'fr')).toEqual(['chaise', 'ergonomique', 'noir']);
    expect(genericSearchWords(['fauteuil', 'de', 'direction'], 'fr')).toEqual(['fauteuil', 'de', 'direction']);
  });

  it('reads a sheet size’s name typed alone as copy paper of that size, and beside other words as typed', () => {
    expect(genericSearchWords(['lettre'], 'fr')).toEqual(['papier', 'à', 'photocopie', 'lettre']);
    expect(genericSearchWords(['format', 'légal'], 'fr')).toEqual(['papier', 'à', 'photocopie', 'légal']);
    expect(genericSearchWords(['Letter', 'size'], 'en')).toEqual(['letter', 'copy', 'paper']);
    expect(genericSearchWords(['chemises', 'lettre'], 'fr')).toEqual(['chemises', 'lettre']);
    expect(genericSearchWords(['enveloppes', 'format', 'lettre'], 'en')).toEqual(['enveloppes', 'format', 'lettre']);
  });

  it('reads a power strip, a cord and mice as the catalogue names them', () => {
    expect(genericSearchWords(['power', 'strip'], 'en')).toEqual(['surge', 'protector']);
    expect(genericSearchWords(['multiprise'], 'fr')).toEqual(['barre', 'd', 'alimentation']);
    expect(genericSearchWords(['hdmi', 'cord'], 'en')).toEqual(['hdmi', 'cable']);
    expect(genericSearchWords(['usb', 'cords'], 'fr')).toEqual(['usb', 'câbles']);
    expect(genericSearchWords(['wireless', 'mice'], 'en')).toEqual(['wireless', 'mouse']);
  });

  it('reads hi-vis, a vest and a screen as the catalogue names them', () => {
    expect(genericSearchWords(['hi', 'vis', 'vest'], 'en')).toEqual(['high', 'visibility', 'vest']);
    expect(genericSearchWords(['Hi', 'Viz'], 'fr')).toEqual(['haute', 'visibilité']);
    expect(genericSearchWords(['veste', 'haute', 'visibilité'], 'fr')).toEqual(['dossard', 'haute', 'visibilité']);
    expect(genericSearchWords(['écrans', 'd', 'ordinateur'], 'fr')).toEqual(['moniteur', 'd', 'ordinateur']);
    expect(genericSearchWords(['screen'], 'en')).toEqual(['monitor']);
    expect(genericSearchWords(['ecran'], 'fr', { lastIsPrefix: true })).toEqual(['moniteur']);
  });

  it('property: case and accents typed change nothing but the case and accents of the words kept as typed', () => {
    const termWord = fc.constantFrom('post', 'it', 'ecran', 'veste', 'hi', 'vis', 'papier', 'imprimante', '8', '5', 'x', '11', 'brocheuse', 'sac', 'poubelle');
    const word = fc.oneof(termWord, fc.stringMatching(/^[a-z0-9]{1,8}$/));
    // Each letter upper-cased or given an accent at random, as buyers' keyboards and habits do.
    const retyped = (text: string, marks: readonly number[]) =>
      [...text].map((ch, i) => ((marks[i % marks.length] ?? 0) === 1 ? ch.toUpperCase() : (marks[i % marks.length] ?? 0) === 2 && /[aeiouc]/.test(ch) ? `${ch}\u0301`.normalize('NFC') : ch)).join('');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 6 }), fc.constantFrom('en' as const, 'fr' as const), fc.boolean(), (typed, marks, language, lastIsPrefix) => {
          const plain = genericSearchWords(typed, language, { lastIsPrefix }).map(folded);
          expect(genericSearchWords(typed.map((w) => retyped(w, marks)), language, { lastIsPrefix }).map(folded)).toEqual(plain);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('property: never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 10 }), fc.constantFrom('en' as const, 'fr' as const), fc.boolean(), (typed, language, lastIsPrefix) => {
        expect(Array.isArray(genericSearchWords(typed, language, { lastIsPrefix }))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('while typing, stands for the term whose last word is being typed', () => {
    expect(genericSearchWords(['brocheu'], 'fr', { lastIsPrefix: true })).toEqual(['agrafeuse']);
    expect(genericSearchWords(['papier', 'imp'], 'fr', { lastIsPrefix: true })).toEqual(['papier', 'à', 'photocopie']);
    expect(genericSearchWords(['post', 'i'], 'en', { lastIsPrefix: true })).toEqual(['sticky', 'notes']);
    expect(genericSearchWords(['sharpi'], 'en', { lastIsPrefix: true })).toEqual(['permanent', 'markers']);
    // Four letters of one word are too few ('bro' may be 'brosse'), and a finished search is not completed.
    expect(genericSearchWords(['bro'], 'fr', { lastIsPrefix: true })).toEqual(['bro']);
    // Four letters may be the start of a catalogue word: 'cart' is on its way to 'cartouche', not 'cartable'.
    expect(genericSearchWords(['cart'], 'fr', { lastIsPrefix: true })).toEqual(['cart']);
    expect(genericSearchWords(['carta'], 'fr', { lastIsPrefix: true })).toEqual(['reliure']);
    expect(genericSearchWords(['brocheu'], 'fr')).toEqual(['brocheu']);
    expect(genericSearchWords(['brocheu', 'noire'], 'fr', { lastIsPrefix: true })).toEqual(['brocheu', 'noire']);
    // A word typed whole that is a word of its own is no start of a term: 'paper' of 'paperclips' (paper clips), a colour
    // of 'whiteout' (correction tape).
    expect(genericSearchWords(['paper'], 'en', { lastIsPrefix: true })).toEqual(['paper']);
    expect(genericSearchWords(['rubber'], 'en', { lastIsPrefix: true })).toEqual(['rubber']);
    expect(genericSearchWords(['white'], 'en', { lastIsPrefix: true })).toEqual(['white']);
    expect(genericSearchWords(['paperc'], 'en', { lastIsPrefix: true })).toEqual(['paper', 'clips']);
    expect(genericSearchWords(['whiteo'], 'en', { lastIsPrefix: true })).toEqual(['correction', 'tape']);
  });

  it('stands for a term typed with other little words between its words, or without them', () => {
    expect(genericSearchWords(['sacs', 'à', 'poubelle'], 'fr')).toEqual(['sacs', 'à', 'ordures']);
    expect(genericSearchWords(['sac', 'a', 'poubelles', 'noirs'], 'fr')).toEqual(['sacs', 'à', 'ordures', 'noirs']);
    expect(genericSearchWords(['sac', 'de', 'vidanges'], 'fr')).toEqual(['sacs', 'à', 'ordures']);
    expect(genericSearchWords(['papier', 'main'], 'fr')).toEqual(['essuie', 'tout']);
    expect(genericSearchWords(['crayons', 'de', 'mine'], 'en')).toEqual(['pencils']);
    // Not without its words side by side in order, nor a term of one word besides its little words.
    expect(genericSearchWords(['poubelle', 'de', 'sacs'], 'fr')).toEqual(['poubelle', 'de', 'sacs']);
    expect(genericSearchWords(['de', 'dosettes'], 'fr')).toEqual(['de', 'capsules', 'café']);
  });

  it('finds the cutlery for forks and spoons, the paper towels for essuie-mains, a utility knife for a box cutter', () => {
    expect(genericSearchWords(['forks'], 'en')).toEqual(['cutlery']);
    expect(genericSearchWords(['cuillères'], 'fr')).toEqual(['ustensiles']);
    expect(genericSearchWords(['papier', 'essuie', 'mains'], 'fr')).toEqual(['essuie', 'tout']);
    expect(genericSearchWords(['box', 'cutter'], 'en')).toEqual(['utility', 'knife']);
    expect(genericSearchWords(['keyboard', 'French'], 'en')).toEqual(['bilingual', 'keyboard']);
  });

  it('does not repeat a generic word already typed', () => {
    expect(genericSearchWords(['Scotch', 'tape'], 'en')).toEqual(['tape']);
    expect(genericSearchWords(['ruban', 'Scotch'], 'fr')).toEqual(['ruban', 'adhésif']);
  });

  it('leaves other words as typed, and a trademark word alone only when the whole mark is typed', () => {
    expect(genericSearchWords(['stapler', 'post'], 'en')).toEqual(['stapler', 'post']);
    expect(genericSearchWords(['agrafeuse', 'électrique'], 'fr')).toEqual(['agrafeuse', 'électrique']);
  });

  it('property: without a trademark, the words come back as typed (first of each repeated word kept)', () => {
    // No term's word is letters then one digit (sizes are digits first: '8', '5x11', '11x17').
    const plain = fc.stringMatching(/^[a-zà-ÿ]{2,9}[0-9]$/);
    fc.assert(
      fc.property(fc.uniqueArray(plain, { maxLength: 8, selector: (word) => word.normalize('NFD').replace(/\p{M}/gu, '') }), (words) => {
        expect(genericSearchWords(words, 'en')).toEqual(words);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the answer never holds the same word twice and never a whole trademark', () => {
    const word = fc.constantFrom('post', 'it', 'scotch', 'tape', 'ruban', 'duo', 'tang', 'sharpie', 'notes', 'bleu', 'hi', 'liter');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 10 }), fc.constantFrom('en' as const, 'fr' as const), (typed, language) => {
        const out = genericSearchWords(typed, language).map((w) => w.toLowerCase());
        expect(new Set(out).size).toBe(out.length);
        expect(out).not.toContain('scotch');
        expect(out).not.toContain('sharpie');
      }),
      { numRuns: 300 },
    );
  });
});
