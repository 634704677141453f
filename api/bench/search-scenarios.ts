/** Keyword and suggest inputs: the relevance suite's kinds of queries, both languages, typos and codes included. */
export const keywordQueries: readonly (readonly [string, 'en' | 'fr'])[] = [
  ['stapler', 'en'], ['staplers', 'en'], ['stpler', 'en'], ['ink cartridge', 'en'], ['toner', 'en'], ['pens', 'en'],
  ['copy paper', 'en'], ['sticky notes', 'en'], ['file folders', 'en'], ['chairs', 'en'], ['glass cleaner', 'en'],
  ['whiteboard', 'en'], ['highlighters', 'en'], ['binders', 'en'], ['paper', 'en'], ['cartrige', 'en'],
  ['agrafeuse', 'fr'], ['agrafeusé', 'fr'], ["cartouche d'encre", 'fr'], ["cartouche d'encr", 'fr'], ['stylos', 'fr'],
  ['papier à photocopie', 'fr'], ['papillons adhésifs', 'fr'], ['chemises', 'fr'], ['chaises', 'fr'], ['nettoyants', 'fr'],
  ['surligneurs', 'fr'], ['tableau blanc', 'fr'], ['agrafeuze', 'fr'], ['toner', 'fr'],
];

export const suggestPrefixes: readonly (readonly [string, 'en' | 'fr'])[] = [
  ['sta', 'en'], ['stap', 'en'], ['ink', 'en'], ['ton', 'en'], ['pap', 'en'], ['sti', 'en'], ['cha', 'en'], ['whi', 'en'],
  ['agr', 'fr'], ['agraf', 'fr'], ['cart', 'fr'], ['sty', 'fr'], ['pap', 'fr'], ['che', 'fr'], ['net', 'fr'], ['tab', 'fr'],
];
