import type { Language } from '../i18n/locale.ts';
import { colourForms } from './colour-words.ts';
import { folded } from './folded.ts';
import { garmentSizeWords, splitSizeWords } from './size-words.ts';

/**
 * Words Canadians search with that the catalogue names otherwise: trademarks used as common nouns ("a Post-it",
 * "un Duo-Tang", "un bic"), everyday names ("toilet paper", "power bar") and Quebec words ("brocheuse", "cartable").
 * The catalogue carries house and partner brands and one name per product kind, so a search for one of these looks
 * for the catalogue's words instead, in the searcher's language. Keys are the typed words, lower case without
 * accents or punctuation.
 */
interface EverydayTerm {
  words: readonly string[];
  en: string;
  fr: string;
  /** What the term names when it is all that was typed: a sheet size alone ('8.5 x 11') is copy paper of that size. */
  alone?: { en: string; fr: string };
  /** Only typed whole, not while its last word is typed: its start is a word of its own ('glass' of 'glasses'). */
  whole?: true;
  /**
   * Words for the forms the thing comes in, typed before or after the term ('white out pen', 'stylo tipex'): the term's
   * words name them already. Kept, 'pen' was the kind asked for, and the head word's fallback listed pens.
   */
  forms?: readonly string[];
}

/** Correction fluid comes as a fluid, a pen or a tape; the catalogue's is the tape. */
const correctionTape = {
  en: 'correction tape', fr: 'ruban correcteur',
  forms: ['pen', 'pens', 'fluid', 'liquid', 'tape', 'tapes', 'stylo', 'stylos', 'liquide', 'ruban', 'rubans'],
};
/** A felt-tip pen is a marker, typed with or without its form ('felt tip pens'). */
const feltTipPens = { en: 'markers', fr: 'marqueurs', forms: ['pen', 'pens'] };
/** The eyewear's category word too: 'glasses' alone is 'glass' to the English stemmer, which glass cleaners hold. */
const safetyGlasses = { en: 'safety glasses eyewear', fr: 'lunettes de sécurité' };
/** A paper or cardboard plate or cup, as Quebec says it ('assiettes en carton', 'verre de papier'): the disposable kind. */
const paperOrBoard = (kinds: readonly string[], kind: { en: string; fr: string }): EverydayTerm[] =>
  kinds.flatMap((typed) => ['carton', 'papier'].flatMap((material) => [[typed, 'en', material], [typed, 'de', material], [typed, material]].map((words) => ({ words, ...kind }))));
const hotCups = { en: 'hot cups', fr: 'gobelets pour boissons chaudes' };
const letterPaper = { en: 'letter copy paper', fr: 'papier à photocopie lettre' };
const legalPaper = { en: 'legal copy paper', fr: 'papier à photocopie légal' };
const ledgerPaper = { en: 'ledger copy paper', fr: 'papier à photocopie tabloïd' };
const batteries = (size: string) => ({ en: `${size} batteries`, fr: `piles ${size}` });
/**
 * The French configuration drops 'c' and 'd' (the elided c', d'), so 'piles D' found every battery as an exact match: a
 * size letter beside 'pile' is searched by the English names ('D Alkaline Batteries') in either storefront.
 */
const letterBatteries = (size: 'C' | 'D') => ({ en: `${size} batteries`, fr: `${size} batteries` });

const everydayTerms: readonly EverydayTerm[] = [
  // Trademarks
  { words: ['post', 'it'], en: 'sticky notes', fr: 'papillons adhésifs' },
  { words: ['postit'], en: 'sticky notes', fr: 'papillons adhésifs' },
  { words: ['sharpie'], en: 'permanent markers', fr: 'marqueurs permanents' },
  { words: ['hi', 'liter'], en: 'highlighters', fr: 'surligneurs' },
  { words: ['hiliter'], en: 'highlighters', fr: 'surligneurs' },
  { words: ['kleenex'], en: 'facial tissue', fr: 'papiers-mouchoirs' },
  { words: ['duo', 'tang'], en: 'report covers', fr: 'couvertures de rapport' },
  { words: ['duotang'], en: 'report covers', fr: 'couvertures de rapport' },
  { words: ['scotch'], en: 'tape', fr: 'ruban adhésif' },
  { words: ['bic'], en: 'ballpoint pens', fr: 'stylos à bille' },
  { words: ['purell'], en: 'hand sanitizer', fr: 'désinfectant pour les mains' },
  { words: ['windex'], en: 'glass cleaner', fr: 'nettoyant à vitres' },
  { words: ['lysol'], en: 'disinfectant', fr: 'désinfectant' },
  { words: ['band', 'aid'], en: 'adhesive bandages', fr: 'pansements adhésifs' },
  { words: ['bandaid'], en: 'adhesive bandages', fr: 'pansements adhésifs' },
  { words: ['x', 'acto'], en: 'utility knife', fr: 'couteau universel' },
  { words: ['exacto'], en: 'utility knife', fr: 'couteau universel' },
  { words: ['box', 'cutter'], en: 'utility knife', fr: 'couteau universel' },
  { words: ['box', 'cutters'], en: 'utility knife', fr: 'couteau universel' },
  { words: ['bankers', 'box'], en: 'file storage box', fr: 'boîte de rangement pour dossiers' },
  { words: ['bankers', 'boxes'], en: 'file storage boxes', fr: 'boîtes de rangement pour dossiers' },
  { words: ['k', 'cups'], en: 'coffee pods', fr: 'capsules de café' },
  { words: ['keurig'], en: 'coffee pods', fr: 'capsules de café' },
  // Everyday names
  { words: ['toilet', 'paper'], en: 'bathroom tissue', fr: 'papier hygiénique' },
  { words: ['papier', 'de', 'toilette'], en: 'bathroom tissue', fr: 'papier hygiénique' },
  { words: ['papier', 'toilette'], en: 'bathroom tissue', fr: 'papier hygiénique' },
  { words: ['trash', 'bags'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['trash', 'bag'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['sacs', 'de', 'poubelle'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['sacs', 'poubelle'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['sac', 'de', 'poubelle'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['sac', 'poubelle'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['sacs', 'a', 'dechets'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['standing', 'desk'], en: 'height-adjustable desk', fr: 'bureau à hauteur réglable' },
  { words: ['sit', 'stand', 'desk'], en: 'height-adjustable desk', fr: 'bureau à hauteur réglable' },
  { words: ['bureau', 'debout'], en: 'height-adjustable desk', fr: 'bureau à hauteur réglable' },
  { words: ['bureau', 'assis', 'debout'], en: 'height-adjustable desk', fr: 'bureau à hauteur réglable' },
  // Quebec's 'ajustable' (réglable): 'bureau ajustable' listed the L-shaped desks by the fallback.
  { words: ['bureau', 'ajustable'], en: 'height-adjustable desk', fr: 'bureau à hauteur réglable' },
  // An ergonomic 'fauteuil' is the ergonomic chair ('fauteuil ergonomique' found nothing: the fauteuils are executive chairs).
  { words: ['fauteuil', 'ergonomique'], en: 'ergonomic chair', fr: 'chaise ergonomique' },
  { words: ['fauteuils', 'ergonomiques'], en: 'ergonomic chairs', fr: 'chaises ergonomiques' },
  { words: ['bureaux', 'ajustables'], en: 'height-adjustable desks', fr: 'bureaux à hauteur réglable' },
  // An electric desk is the sit-stand desk its motor raises: 'bureau électrique' listed the electric staplers, whose
  // category ('Accessoires de bureau') says bureau, as exact matches.
  { words: ['bureau', 'electrique'], en: 'height-adjustable desk', fr: 'bureau à hauteur réglable' },
  { words: ['bureaux', 'electriques'], en: 'height-adjustable desks', fr: 'bureaux à hauteur réglable' },
  { words: ['electric', 'desk'], en: 'height-adjustable desk', fr: 'bureau à hauteur réglable' },
  { words: ['electric', 'desks'], en: 'height-adjustable desks', fr: 'bureaux à hauteur réglable' },
  { words: ['power', 'bar'], en: 'surge protector', fr: "barre d'alimentation" },
  // Found in QA (2026-11-29): a power strip or a 'multiprise' is the power bar; a cord is a cable ('hdmi cord' found
  // nothing); 'mice' is 'mouse' to the names (the stemmer keeps them apart: keyboards came first).
  { words: ['power', 'strip'], en: 'surge protector', fr: "barre d'alimentation" },
  { words: ['power', 'strips'], en: 'surge protectors', fr: "barres d'alimentation" },
  { words: ['barre', 'multiprise'], en: 'surge protector', fr: "barre d'alimentation" },
  { words: ['multiprise'], en: 'surge protector', fr: "barre d'alimentation" },
  { words: ['multiprises'], en: 'surge protectors', fr: "barres d'alimentation" },
  // Found in QA (2026-11-29): an extension cord is no cable (it listed HDMI cables; 'rallonge électrique' finds nothing).
  { words: ['extension', 'cord'], en: 'extension cord', fr: 'rallonge électrique' },
  { words: ['extension', 'cords'], en: 'extension cords', fr: 'rallonges électriques' },
  { words: ['cord'], en: 'cable', fr: 'câble' },
  { words: ['cords'], en: 'cables', fr: 'câbles' },
  { words: ['mice'], en: 'mouse', fr: 'souris' },
  { words: ['thumb', 'drive'], en: 'USB flash drive', fr: 'clé USB' },
  { words: ['usb', 'key'], en: 'USB flash drive', fr: 'clé USB' },
  { words: ['usb', 'stick'], en: 'USB flash drive', fr: 'clé USB' },
  { words: ['memory', 'stick'], en: 'USB flash drive', fr: 'clé USB' },
  { words: ['cork', 'board'], en: 'bulletin board', fr: 'babillard' },
  { words: ['corkboard'], en: 'bulletin board', fr: 'babillard' },
  { words: ['tableau', 'de', 'liege'], en: 'bulletin board', fr: 'babillard' },
  // Found in QA (2026-11-29, later): without its 'de' ('tableau liège' listed magnetic whiteboards by the fallback).
  { words: ['tableau', 'liege'], en: 'bulletin board', fr: 'babillard' },
  { words: ['tableau', 'en', 'liege'], en: 'bulletin board', fr: 'babillard' },
  { words: ['tableau', 'd', 'affichage'], en: 'bulletin board', fr: 'babillard' },
  // Printer paper is the copy paper: 'imprimante' alone ranks labels 'for laser printers' of the 'Saint-Laurent Papiers' brand first.
  { words: ['papier', 'imprimante'], en: 'copy paper', fr: 'papier à photocopie' },
  { words: ['papier', 'd', 'imprimante'], en: 'copy paper', fr: 'papier à photocopie' },
  { words: ['papier', 'pour', 'imprimante'], en: 'copy paper', fr: 'papier à photocopie' },
  { words: ['papier', 'a', 'imprimante'], en: 'copy paper', fr: 'papier à photocopie' },
  { words: ['papier', 'imprimantes'], en: 'copy paper', fr: 'papier à photocopie' },
  { words: ['printer', 'paper'], en: 'copy paper', fr: 'papier à photocopie' },
  // 'Papier lettre' is letter-size copy paper; otherwise the bright card stock of the 'Saint-Laurent Papiers' brand ranks first.
  { words: ['papier', 'lettre'], en: 'letter copy paper', fr: 'papier à photocopie lettre' },
  { words: ['papier', 'format', 'lettre'], en: 'letter copy paper', fr: 'papier à photocopie lettre' },
  { words: ['papier', 'legal'], en: 'legal copy paper', fr: 'papier à photocopie légal' },
  { words: ['papier', 'format', 'legal'], en: 'legal copy paper', fr: 'papier à photocopie légal' },
  // Sheet sizes in inches, as names write them ('Letter size', 'format lettre').
  // Typed alone, a size is paper: '8.5 x 11' listed letter trays first, '8,5 x 11' storage boxes 'format lettre'.
  // '8 1/2 x 11' reaches here as '8.5 x 11' (fractionsAsDecimals).
  { words: ['8', '5', 'x', '11'], en: 'letter', fr: 'lettre', alone: letterPaper },
  { words: ['8', '5', 'x', '14'], en: 'legal', fr: 'légal', alone: legalPaper },
  { words: ['11', 'x', '17'], en: 'ledger', fr: 'tabloïd', alone: ledgerPaper },
  // The size's name typed alone too: 'lettre' listed the 'Saint-Laurent Papiers' card stock first, 'format légal' legal pads.
  { words: ['lettre'], en: 'lettre', fr: 'lettre', alone: letterPaper },
  { words: ['format', 'lettre'], en: 'format lettre', fr: 'format lettre', alone: letterPaper },
  { words: ['letter', 'size'], en: 'letter size', fr: 'letter size', alone: letterPaper },
  { words: ['format', 'legal'], en: 'format légal', fr: 'format légal', alone: legalPaper },
  { words: ['legal', 'size'], en: 'legal size', fr: 'legal size', alone: legalPaper },
  // Typed alone, a battery size is batteries of that size: 'AA' was the start of a word ('AAA') while typing, and '9V'
  // named nothing. One letter ('C', 'D') stays the start of any word: a single letter is no search (decision 006).
  { words: ['aa'], en: 'AA', fr: 'AA', alone: batteries('AA') },
  { words: ['aaa'], en: 'AAA', fr: 'AAA', alone: batteries('AAA') },
  { words: ['9', 'v'], en: '9V', fr: '9V', alone: batteries('9V') },
  { words: ['9', 'volt'], en: '9V', fr: '9V', alone: batteries('9V') },
  { words: ['piles', 'c'], ...letterBatteries('C') },
  { words: ['pile', 'c'], ...letterBatteries('C') },
  { words: ['piles', 'd'], ...letterBatteries('D') },
  { words: ['pile', 'd'], ...letterBatteries('D') },
  // Found in QA (2026-11-29, later): breakroom things by the words buyers use. Paper plates and 'assiettes en carton'
  // listed the paper hot cups (their category, 'Cups and Plates', holds both words), 'coffee cups' ground coffee ('a
  // fresh cup'); 'dosettes', 'verres en carton', 'couverts' and 'utensils' found nothing or report covers.
  { words: ['paper', 'plates'], en: 'plates', fr: 'assiettes' },
  ...paperOrBoard(['assiettes', 'assiette'], { en: 'plates', fr: 'assiettes' }),
  ...paperOrBoard(['verres', 'verre', 'tasses', 'tasse'], { en: 'paper cups', fr: 'gobelets en carton' }),
  { words: ['verres', 'jetables'], en: 'cups', fr: 'gobelets' },
  { words: ['coffee', 'cups'], ...hotCups },
  { words: ['tasses', 'a', 'cafe'], ...hotCups },
  { words: ['tasse', 'a', 'cafe'], ...hotCups },
  { words: ['dosettes'], en: 'coffee pods', fr: 'capsules de café' },
  { words: ['couverts'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['utensils'], en: 'cutlery', fr: 'ustensiles' },
  // Found in QA (2026-11-29, twenty-seventh session): forks and spoons are the cutlery kits (nothing was found), and Quebec's
  // 'essuie-mains' the paper towels ('papier essuie-mains' listed copy paper by the fallback).
  { words: ['forks'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['fork'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['spoons'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['spoon'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['fourchettes'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['fourchette'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['cuilleres'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['cuillere'], en: 'cutlery', fr: 'ustensiles' },
  { words: ['papier', 'essuie', 'mains'], en: 'paper towels', fr: 'essuie-tout' },
  { words: ['essuie', 'mains'], en: 'paper towels', fr: 'essuie-tout' },
  { words: ['tasses'], en: 'cups', fr: 'gobelets' },
  { words: ['papier', 'a', 'main'], en: 'paper towels', fr: 'essuie-tout' },
  { words: ['papier', 'a', 'mains'], en: 'paper towels', fr: 'essuie-tout' },
  { words: ['papier', 'brun'], en: 'paper towels', fr: 'essuie-tout' },
  { words: ['veste', 'de', 'securite'], en: 'high-visibility safety vest', fr: 'dossard de sécurité' },
  // 'hi-vis vest', 'veste haute visibilité' and 'écrans' found nothing: names say high-visibility, dossard, monitor.
  { words: ['hi', 'vis'], en: 'high-visibility', fr: 'haute visibilité' },
  { words: ['high', 'vis'], en: 'high-visibility', fr: 'haute visibilité' },
  { words: ['hivis'], en: 'high-visibility', fr: 'haute visibilité' },
  { words: ['hi', 'viz'], en: 'high-visibility', fr: 'haute visibilité' },
  { words: ['veste'], en: 'vest', fr: 'dossard' },
  { words: ['ecran'], en: 'monitor', fr: 'moniteur' },
  { words: ['screen'], en: 'monitor', fr: 'moniteur' },
  // Found by buyers (2026-11-27): a Canadian French keyboard is the catalogue's bilingual one, and shelving its bookcases.
  { words: ['french', 'keyboard'], en: 'bilingual keyboard', fr: 'clavier bilingue' },
  { words: ['clavier', 'francais'], en: 'bilingual keyboard', fr: 'clavier bilingue' },
  // Said after the kind, as a list writes it ('keyboard french' found nothing: an unknown last word is a kind not carried).
  { words: ['keyboard', 'french'], en: 'bilingual keyboard', fr: 'clavier bilingue' },
  { words: ['keyboards', 'french'], en: 'bilingual keyboards', fr: 'claviers bilingues' },
  { words: ['french', 'keyboards'], en: 'bilingual keyboards', fr: 'claviers bilingues' },
  { words: ['shelf'], en: 'shelves', fr: 'tablettes' },
  { words: ['bookshelf'], en: 'bookcase', fr: 'bibliothèque' },
  { words: ['bookshelves'], en: 'bookcases', fr: 'bibliothèques' },
  { words: ['etagere'], en: 'bookcase', fr: 'bibliothèque' },
  { words: ['etageres'], en: 'bookcases', fr: 'bibliothèques' },
  // Found by buyers (2026-11-26): two words for one ('white board' listed white bulletin boards), American spellings
  // ('colored paper' found copy paper by its typo fallback) and pads named otherwise.
  { words: ['white', 'board'], en: 'whiteboard', fr: 'tableau blanc' },
  { words: ['white', 'boards'], en: 'whiteboards', fr: 'tableaux blancs' },
  { words: ['colored'], en: 'coloured', fr: 'couleur' },
  { words: ['color'], en: 'colour', fr: 'couleur' },
  // Lined paper is ruled ('lined paper' found copy paper by the fallback).
  { words: ['lined', 'paper'], en: 'ruled paper', fr: 'papier ligné' },
  { words: ['lined'], en: 'ruled', fr: 'ligné' },
  { words: ['notepad'], en: 'writing pad', fr: 'bloc-notes' },
  { words: ['note', 'pad'], en: 'writing pad', fr: 'bloc-notes' },
  { words: ['scratch', 'pad'], en: 'writing pad', fr: 'bloc-notes' },
  // The catalogue's office supplies are its desk accessories: by their words, 'office supplies' found the 'Castor Office'
  // brand's packing supplies and 'fournitures de bureau' desks.
  { words: ['office', 'supplies'], en: 'desk accessories', fr: 'accessoires de bureau' },
  { words: ['office', 'supply'], en: 'desk accessories', fr: 'accessoires de bureau' },
  { words: ['office', 'products'], en: 'desk accessories', fr: 'accessoires de bureau' },
  { words: ['fournitures', 'de', 'bureau'], en: 'desk accessories', fr: 'accessoires de bureau' },
  { words: ['fourniture', 'de', 'bureau'], en: 'desk accessories', fr: 'accessoires de bureau' },
  { words: ['fournitures', 'bureau'], en: 'desk accessories', fr: 'accessoires de bureau' },
  { words: ['articles', 'de', 'bureau'], en: 'desk accessories', fr: 'accessoires de bureau' },
  // Quebec words
  { words: ['brocheuse'], en: 'stapler', fr: 'agrafeuse' },
  { words: ['brocheuses'], en: 'staplers', fr: 'agrafeuses' },
  { words: ['broches'], en: 'staples', fr: 'agrafes' },
  // Found by buyers (2026-11-27, decision 048): Quebec words for filing cabinets, index dividers and garbage bags, the
  // dry-erase marker called a 'crayon', and the marker brand said for the kind.
  { words: ['filiere'], en: 'filing cabinet', fr: 'classeur' },
  { words: ['filieres'], en: 'filing cabinets', fr: 'classeurs' },
  { words: ['separateurs'], en: 'index dividers', fr: 'intercalaires' },
  { words: ['sac', 'a', 'vidanges'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['sacs', 'a', 'vidanges'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['sac', 'vidanges'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['sacs', 'vidanges'], en: 'garbage bags', fr: 'sacs à ordures' },
  { words: ['crayons', 'effacables'], en: 'dry-erase markers', fr: 'marqueurs effaçables' },
  { words: ['crayon', 'effacable'], en: 'dry-erase markers', fr: 'marqueurs effaçables' },
  { words: ['expo'], en: 'dry-erase markers', fr: 'marqueurs effaçables à sec' },
  // Found by buyers (2026-11-27): Quebec says 'ruban gommé' for the packing tape that seals boxes, as 'gummed tape' does.
  { words: ['ruban', 'gomme'], en: 'packing tape', fr: "ruban d'emballage" },
  { words: ['rubans', 'gommes'], en: 'packing tape', fr: "ruban d'emballage" },
  { words: ['gummed', 'tape'], en: 'packing tape', fr: "ruban d'emballage" },
  // Found by buyers (2026-11-27, decision 049 carries correction tape, an eraser and glue): correction fluid's trademarks
  // and names are the correction the catalogue has, its tape ('white-out' found nothing, 'liquid paper' copy paper); a
  // Quebec 'efface' is an eraser, not the dry-erase markers; 'glasses' are worn (the English stemmer makes them 'glass':
  // glass cleaners), the catalogue's eyewear; thumbtacks, bulldog clips and elastic bands are its push pins, binder clips
  // and rubber bands, also typed as one word ('paperclips'); 'dossiers suspendus', 'porte-mine' and 'tablette de papier'
  // name hanging folders, mechanical pencils and writing pads.
  { words: ['white', 'out'], ...correctionTape },
  { words: ['whiteout'], ...correctionTape },
  { words: ['wite', 'out'], ...correctionTape },
  { words: ['witeout'], ...correctionTape },
  { words: ['liquid', 'paper'], ...correctionTape },
  { words: ['tipp', 'ex'], ...correctionTape },
  { words: ['tippex'], ...correctionTape },
  { words: ['tipex'], ...correctionTape },
  { words: ['correction', 'fluid'], ...correctionTape },
  { words: ['correction', 'pen'], ...correctionTape },
  { words: ['liquide', 'correcteur'], ...correctionTape },
  { words: ['correcteur', 'liquide'], ...correctionTape },
  { words: ['stylo', 'correcteur'], ...correctionTape },
  { words: ['efface'], en: 'eraser', fr: 'gomme à effacer', whole: true },
  { words: ['effaces'], en: 'erasers', fr: 'gommes à effacer', whole: true },
  { words: ['safety', 'glasses'], ...safetyGlasses },
  { words: ['safety', 'goggles'], ...safetyGlasses },
  { words: ['goggles'], ...safetyGlasses },
  { words: ['eye', 'protection'], ...safetyGlasses },
  { words: ['lunettes', 'de', 'protection'], ...safetyGlasses },
  { words: ['glasses'], en: 'glasses eyewear', fr: 'lunettes', whole: true },
  { words: ['thumb', 'tacks'], en: 'push pins', fr: 'punaises' },
  { words: ['thumbtack'], en: 'push pins', fr: 'punaises' },
  { words: ['pushpins'], en: 'push pins', fr: 'punaises' },
  { words: ['paperclips'], en: 'paper clips', fr: 'trombones' },
  { words: ['paperclip'], en: 'paper clips', fr: 'trombones' },
  { words: ['rubberbands'], en: 'rubber bands', fr: 'élastiques' },
  { words: ['rubberband'], en: 'rubber bands', fr: 'élastiques' },
  { words: ['thumbtacks'], en: 'push pins', fr: 'punaises' },
  { words: ['tacks'], en: 'push pins', fr: 'punaises' },
  { words: ['bulldog', 'clips'], en: 'binder clips', fr: 'pinces-notes' },
  { words: ['elastic', 'bands'], en: 'rubber bands', fr: 'élastiques' },
  { words: ['dossiers', 'suspendus'], en: 'hanging folders', fr: 'chemises suspendues' },
  { words: ['dossier', 'suspendu'], en: 'hanging folders', fr: 'chemises suspendues' },
  { words: ['porte', 'mine'], en: 'mechanical pencils', fr: 'portemines' },
  { words: ['porte', 'mines'], en: 'mechanical pencils', fr: 'portemines' },
  { words: ['tablette', 'de', 'papier'], en: 'writing pad', fr: 'bloc-notes' },
  { words: ['tablettes', 'de', 'papier'], en: 'writing pads', fr: 'blocs-notes' },
  { words: ['crayon', 'feutre'], en: 'markers', fr: 'marqueurs' },
  // Found in QA (2026-11-28): Quebec's 'crayon marqueur' is a marker (the pencils came by the fallback), a 'carnet' a
  // notebook (nothing was found).
  { words: ['crayon', 'marqueur'], en: 'markers', fr: 'marqueurs' },
  { words: ['crayons', 'marqueurs'], en: 'markers', fr: 'marqueurs' },
  { words: ['carnet', 'de', 'notes'], en: 'notebook', fr: 'cahier' },
  { words: ['carnets', 'de', 'notes'], en: 'notebooks', fr: 'cahiers' },
  { words: ['carnet'], en: 'notebook', fr: 'cahier' },
  { words: ['carnets'], en: 'notebooks', fr: 'cahiers' },
  { words: ['crayons', 'feutres'], en: 'markers', fr: 'marqueurs' },
  // Found in QA (2026-11-29): a highlighter or marker 'pen', 'stylo', and a felt-tip pen are those kinds, not the pens
  // the head word listed ('highlighter pens', 'stylos surligneurs', 'felt tip pens' listed ballpoint pens); bleach and
  // sheet protectors are not carried ('eau de javel' listed water bottles, 'protège-feuilles' staplers of 40 'feuilles').
  { words: ['highlighter', 'pen'], en: 'highlighters', fr: 'surligneurs' },
  { words: ['marker', 'pen'], en: 'markers', fr: 'marqueurs' },
  { words: ['felt', 'tip'], ...feltTipPens },
  { words: ['felttip'], ...feltTipPens },
  { words: ['felt', 'pen'], ...feltTipPens },
  { words: ['stylo', 'surligneur'], en: 'highlighters', fr: 'surligneurs' },
  { words: ['stylos', 'surligneurs'], en: 'highlighters', fr: 'surligneurs' },
  { words: ['stylo', 'marqueur'], en: 'markers', fr: 'marqueurs' },
  { words: ['stylos', 'marqueurs'], en: 'markers', fr: 'marqueurs' },
  { words: ['stylo', 'feutre'], en: 'markers', fr: 'marqueurs' },
  { words: ['stylos', 'feutres'], en: 'markers', fr: 'marqueurs' },
  { words: ['eau', 'de', 'javel'], en: 'bleach', fr: 'javel' },
  { words: ['eau', 'javel'], en: 'bleach', fr: 'javel' },
  { words: ['protege', 'feuilles'], en: 'sheet protectors', fr: 'pochettes protectrices' },
  { words: ['protege', 'feuille'], en: 'sheet protectors', fr: 'pochettes protectrices' },
  // 'protège-documents' (not carried either) listed the laminators, whose text says they protect documents.
  { words: ['protege', 'documents'], en: 'sheet protectors', fr: 'pochettes protectrices' },
  { words: ['protege', 'document'], en: 'sheet protectors', fr: 'pochettes protectrices' },
  // Units abbreviated as order forms write them ('stylos pqt 12', 'agrafes bte 5000', 'pens 12 pk'), as names write them.
  { words: ['pqt'], en: 'pack', fr: 'paquet' },
  { words: ['pk'], en: 'pack', fr: 'paquet' },
  { words: ['pkg'], en: 'pack', fr: 'paquet' },
  { words: ['bte'], en: 'box', fr: 'boîte' },
  { words: ['bx'], en: 'box', fr: 'boîte' },
  { words: ['cse'], en: 'case', fr: 'caisse' },
  { words: ['cartable'], en: 'binder', fr: 'reliure' },
  { words: ['cartables'], en: 'binders', fr: 'reliures' },
  { words: ['feutre'], en: 'marker', fr: 'marqueur' },
  { words: ['feutres'], en: 'markers', fr: 'marqueurs' },
  { words: ['crayon', 'a', 'mine'], en: 'pencils', fr: 'crayons' },
  { words: ['crayons', 'a', 'mine'], en: 'pencils', fr: 'crayons' },
  // Sizes as product names write them ('2 po', '2 in'): 'cartable 2 pouces', '2 inch binder'.
  { words: ['pouces'], en: 'in', fr: 'po' },
  { words: ['pouce'], en: 'in', fr: 'po' },
  { words: ['inches'], en: 'in', fr: 'po' },
  { words: ['inch'], en: 'in', fr: 'po' },
];

/** Little words joining a term's words, which buyers type or leave out as they please ('sacs à poubelle', 'papier main'). */
const termJoiners = new Set(['a', 'de', 'd', 'du', 'des', 'en', 'au', 'aux', 'pour', 'of', 'for']);

/**
 * How many typed words (`at(offset)`, folded) a term of two words or more besides its little words stands for when typed
 * with other little words between them, or none; its last word in either number ('sacs à poubelles'). Null when it does not.
 */
function lengthWithOtherJoiners(words: readonly string[], at: (offset: number) => string): number | null {
  const content = words.filter((word) => !termJoiners.has(word));
  if (content.length < 2) return null;
  let offset = 0;
  for (const [k, word] of content.entries()) {
    if (k > 0) while (termJoiners.has(at(offset))) offset += 1;
    const typed = at(offset);
    if (typed !== word && !(k === content.length - 1 && otherNumbers(word, false).includes(typed))) return null;
    offset += 1;
  }
  return offset;
}

/** Letters of a one-word term typed before it stands for the term while typing ('broch' for 'brocheuse'). */
const MIN_TYPED_TERM = 5;

const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** A term's word in its other number, as typed: with an s, or (unless `pluralOnly`) without its s ('tasses': tasse), four letters or more. */
const otherNumbers = (word: string, pluralOnly: boolean): string[] =>
  [`${word}s`, ...(!pluralOnly && word.length >= 4 && word.endsWith('s') ? [word.slice(0, -1)] : [])];

/**
 * True when the start of a one-word term typed is a word of its own: a word of the term's catalogue words ('paper' of
 * 'paperclips', paper clips) or a colour ('white' of 'whiteout'). 'paper' typed in the search box suggested binder clips.
 */
const isWordOfItsOwn = (term: EverydayTerm, typed: string): boolean =>
  term.words.length === 1 && (colourForms(typed) !== null || [term.en, term.fr].some((text) => wordsOf(folded(text)).includes(typed)));

/**
 * The typed words with every everyday term replaced by the catalogue's words in `language`; a catalogue word
 * already typed is not repeated ('Scotch tape' is 'tape', 'ruban Scotch' is 'ruban adhésif'). Other words are kept as
 * typed, sizes typed as one word set out as names write them ('24x36', '500ml': see splitSizeWords), garment sizes
 * written out ('gloves xl': see garmentSizeWords).
 */
export const genericSearchWords = (typedWords: readonly string[], language: Language, options: { lastIsPrefix?: boolean } = {}): string[] => {
  const typed = garmentSizeWords(splitSizeWords(typedWords), language);
  const out: string[] = [];
  const add = (word: string) => {
    if (!out.some((kept) => folded(kept) === folded(word))) out.push(word);
  };
  for (let index = 0; index < typed.length; ) {
    const at = (offset: number) => folded(typed[index + offset] ?? '');
    // The other number of a term's last word ('sharpies', 'post-its', 'tasse' for 'tasses') when no term is the word as typed.
    const typing = (words: readonly string[]) => options.lastIsPrefix === true && index + words.length === typed.length;
    const term = everydayTerms.find(({ words }) => words.every((word, offset) => at(offset) === word))
      // A whole-only term's singular may be its start being typed ('glasse').
      ?? everydayTerms.find(({ words, whole }) => words.every((word, offset) => (offset === words.length - 1
        ? otherNumbers(word, whole === true && typing(words)).includes(at(offset))
        : at(offset) === word)))
      // Search as you type: the term's last word being typed ('brocheu', 'papier imp', 'post i'); one word needs 5 letters ('cart' is still cartouche, 'carta' cartable).
      ?? everydayTerms.find((term) => term.whole !== true && typing(term.words) && !isWordOfItsOwn(term, at(0)) && term.words.every((word, offset) => (offset === term.words.length - 1
        ? at(offset).length >= (term.words.length === 1 ? MIN_TYPED_TERM : 1) && word.startsWith(at(offset))
        : at(offset) === word)));
    // Typed with other little words between its words ('sacs à poubelle', 'tasses de café', 'papier main').
    const joined = term ? null : everydayTerms.map((candidate) => ({ term: candidate, length: lengthWithOtherJoiners(candidate.words, at) }))
      .find((match) => match.length !== null);
    const found = term ?? joined?.term;
    const length = term ? term.words.length : (joined?.length ?? 0);
    if (found) {
      const isForm = (word: string | undefined) => word !== undefined && (found.forms ?? []).includes(folded(word));
      if (index > 0 && isForm(typed[index - 1]) && out.at(-1) === typed[index - 1]) out.pop();
      wordsOf((found.alone && index === 0 && length === typed.length ? found.alone : found)[language]).forEach(add);
      index += length;
      if (isForm(typed[index])) index += 1;
    } else {
      add(typed[index] as string);
      index += 1;
    }
  }
  return out;
};
