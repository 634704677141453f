import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnitApart, isWholeWord, thousandsGrouped, joinedForm, otherNumber, parseKeyword, typedApart, withPrinterModels } from './keyword-query.ts';

const models = ['Lumora LX-2100', 'Lumora LX-3200', 'Polaris PL-700dn', 'Northpeak NP-15', 'Northpeak NP-25', 'Kinetik K-Print 3', 'Kinetik K-Laser 8'];

describe('a typed keyword before it reaches SQL', () => {
  it('reads a product code typed with dashes or spaces, in any case', () => {
    for (const typed of ['PLA89084', 'pla89084', 'PLA-89084', 'pla 89084', 'Pla-890-84', 'PLA 890 84']) expect(parseKeyword(typed, 'en').code).toBe('PLA89084');
    expect(parseKeyword('stapler', 'en').code).toBeNull();
    expect(parseKeyword('box of 12 pens please now', 'en').code).toBeNull();
  });

  it('reads a code cut by dots or slashes too, and a text with letters beyond A-Z as no code', () => {
    for (const typed of ['hp.64xl', 'HP/64XL', 'hp-64.xl']) expect(parseKeyword(typed, 'fr').code).toBe('HP64XL');
    // Dropping the accent would make it CAF2, the start of codes it does not name.
    for (const typed of ['café 2', 'Ø-64', 'hp_64']) expect(parseKeyword(typed, 'fr').code).toBeNull();
  });

  it('property: a code of letters and digits, cut by dashes or spaces and in any case, reads as the code', () => {
    const code = fc.stringMatching(/^[A-Z]{3}[0-9]{5}$/);
    fc.assert(
      fc.property(code, fc.integer({ min: 1, max: 7 }), fc.constantFrom('-', ' ', ''), fc.boolean(), (c, at, cut, lower) => {
        const typed = `${c.slice(0, at)}${cut}${c.slice(at)}`;
        expect(parseKeyword(lower ? typed.toLowerCase() : typed, 'fr').code).toBe(c);
      }),
      { numRuns: 300 },
    );
  });

  it('finds two printer models typed together, also of one maker', () => {
    for (const [typed, expected] of [
      ['LX-3200 LX-2100', ['Lumora LX-2100', 'Lumora LX-3200']],
      ['NP-15, NP-25', ['Northpeak NP-15', 'Northpeak NP-25']],
      ['K-Print 3 K-Laser 8', ['Kinetik K-Print 3', 'Kinetik K-Laser 8']],
      ['lx3200 pl700', ['Lumora LX-3200', 'Polaris PL-700dn']],
    ] as const) {
      const kw = withPrinterModels(parseKeyword(typed, 'en'), models, 'en');
      expect(kw.printerModels).toEqual(expected);
      expect(kw.words).toEqual([]);
    }
    expect(withPrinterModels(parseKeyword('cartouche LX-3200 LX-2100', 'fr'), models, 'fr').words).toEqual(['cartouche']);
  });

  it('sets colours apart from the words that say what the product is, but not while typing', () => {
    expect(parseKeyword('papier blanc', 'fr')).toMatchObject({ words: ['papier'], colours: ['white'], fuzzy: 'papier blanc' });
    expect(parseKeyword('stylos bleus', 'fr', { lastIsPrefix: true })).toMatchObject({ words: ['stylos', 'bleus'], colours: [] });
  });

  it('sets a year apart from the words that say what the product is, also while typing; model numbers stay words', () => {
    expect(parseKeyword('calendar 2027', 'en')).toMatchObject({ words: ['calendar'], years: ['2027'], fuzzy: 'calendar 2027' });
    expect(parseKeyword('agenda 2026-2027', 'fr')).toMatchObject({ words: ['agenda'], years: ['2026', '2027'] });
    expect(parseKeyword('calendrier 2027', 'fr', { lastIsPrefix: true })).toMatchObject({ words: ['calendrier'], years: ['2027'] });
    // A year alone is what is looked for; numbers that are no year stay words.
    expect(parseKeyword('2027', 'en')).toMatchObject({ words: ['2027'], years: [], code: '2027' });
    for (const [typed, words] of [['HP 64', ['HP', '64']], ['TN-760', ['TN', '760']], ['CF258A', ['CF258A']], ['calendar 202', ['calendar', '202']]] as const) {
      expect(parseKeyword(typed, 'en')).toMatchObject({ words, years: [] });
    }
    expect(parseKeyword('TN-760', 'en').code).toBe('TN760');
    expect(withPrinterModels(parseKeyword('toner LX-2100', 'en'), models, 'en')).toMatchObject({ words: ['toner'], years: [], printerModels: ['Lumora LX-2100'] });
  });

  it('leaves out the article « les », which the French configuration keeps (stemmed « le »), unless alone or being typed', () => {
    expect(parseKeyword('les chaises', 'fr').words).toEqual(['chaises']);
    expect(parseKeyword('Les agrafeuses', 'en').words).toEqual(['agrafeuses']);
    expect(parseKeyword('les', 'fr').words).toEqual(['les']);
    expect(parseKeyword('savon les', 'fr', { lastIsPrefix: true }).words).toEqual(['savon', 'les']);
  });

  it('reads a battery size typed alone as batteries of that size, in the searcher’s language', () => {
    expect(parseKeyword('AA', 'en').words).toEqual(['AA', 'batteries']);
    expect(parseKeyword('aa', 'fr').words).toEqual(['piles', 'AA']);
    expect(parseKeyword('9 V', 'fr', { lastIsPrefix: true }).words).toEqual(['piles', '9V']);
    expect(parseKeyword('piles AAA', 'fr').words).toEqual(['piles', 'AAA']);
  });

  it('sets words for any goods apart when other words say what is wanted, and lists the words that may be the kind', () => {
    expect(parseKeyword('cleaning supplies', 'en')).toMatchObject({ words: ['cleaning'], goods: ['supplies'] });
    expect(parseKeyword('produits de nettoyage', 'fr')).toMatchObject({ words: ['de', 'nettoyage'], goods: ['produits'] });
    expect(parseKeyword('supplies', 'en')).toMatchObject({ words: ['supplies'], goods: [] });
    // In the order of either language: the words' language is known in SQL ('Kinetik toner' typed in French is English).
    expect(parseKeyword('Kinetik toner', 'fr').kinds).toEqual({ en: ['toner', 'Kinetik'], fr: ['Kinetik', 'toner'] });
  });

  it('reads a sentence as its product words, the kind before what it is for, and a long one within the words kept', () => {
    // The buyer's own printer is no word the toner's text must hold.
    expect(parseKeyword('I need black toner for my HP printer', 'en')).toMatchObject({ words: ['I', 'toner'], colours: ['black'] });
    expect(parseKeyword('toner for my printer', 'en').words).toEqual(['toner']);
    expect(parseKeyword('I need black toner for my HP printer', 'en').kinds.en[0]).toBe('toner');
    expect(parseKeyword('je cherche des chemises de classement', 'fr').words).toEqual(['je', 'chemises', 'de', 'classement']);
    const long = parseKeyword('hello I am looking for a comfortable ergonomic office chair with armrests and lumbar support please thanks', 'en');
    expect(long.words).toContain('chair');
    expect(long.kinds.en[0]).toBe('chair');
  });

  it('sets the packing said before what is asked for apart, and a model\'s letter with its number', () => {
    expect(parseKeyword('case of paper', 'en')).toMatchObject({ words: ['paper'], packing: ['case'], kinds: { en: [], fr: [] } });
    expect(parseKeyword('caisse de papier', 'fr')).toMatchObject({ words: ['papier'], packing: ['caisse'] });
    expect(parseKeyword('boîte de rangement', 'fr')).toMatchObject({ words: ['boîte', 'de', 'rangement'], packing: [] });
    expect(parseKeyword('toner 12A', 'en').words).toEqual(['toner', '12A']);
    expect(parseKeyword('ruban gommé', 'fr').words).toEqual(['ruban', 'd', 'emballage']);
  });

  it('reads a number of four digits or more in the groups of three names write', () => {
    expect(thousandsGrouped('5000')).toEqual(['5', '000']);
    expect(thousandsGrouped('1000000')).toEqual(['1', '000', '000']);
    expect(thousandsGrouped('12500')).toEqual(['12', '500']);
    for (const word of ['2027', '500', '0500', 'CF258A', 'stapler']) expect(thousandsGrouped(word)).toBeNull();
  });

  it('writes garment sizes out and knows a number and its unit typed apart', () => {
    expect(parseKeyword('gloves xl', 'en').words).toEqual(['gloves', 'extra', 'large']);
    expect(parseKeyword('gants TG', 'fr').words).toEqual(['gants', 'très', 'grand']);
    expect(parseKeyword('HP 64XL', 'en').words).toEqual(['HP', '64', 'XL']);
    expect(hasUnitApart(parseKeyword('disque dur 1 To', 'fr'))).toBe(true);
    expect(hasUnitApart(parseKeyword('1To', 'fr'))).toBe(true);
    expect(hasUnitApart(parseKeyword('stapler 40 sheets', 'en'))).toBe(false);
  });

  it('sets an assortment apart as the kinds it stands for, in the searcher’s language', () => {
    expect(parseKeyword('school supplies', 'en')).toMatchObject({ words: [], goods: [], assortment: expect.arrayContaining(['pencils', 'report covers']) });
    expect(parseKeyword('fournitures scolaires', 'fr')).toMatchObject({ words: [], assortment: expect.arrayContaining(['crayons', 'cahiers']) });
    expect(parseKeyword('school supp', 'en', { lastIsPrefix: true })).toMatchObject({ assortment: [] });
  });

  it("leaves 'à' out of the words to match, typed with or without its accent, and keeps it in the phrase", () => {
    expect(parseKeyword('savon à mains', 'fr')).toMatchObject({ words: ['savon', 'mains'], fuzzy: 'savon à mains' });
    expect(parseKeyword('SAVON A MAIN', 'fr').words).toEqual(['SAVON', 'MAIN']);
    expect(parseKeyword('crayons à mine', 'fr').words).toEqual(['crayons']);
  });

  it('knows a number and the letters after it as a model number typed apart, not a size', () => {
    expect(typedApart('264', 'XL')).toBe(true);
    expect(typedApart('64', 'xl')).toBe(true);
    expect(typedApart('264', 'xlarge')).toBe(false);
    expect(typedApart('hp', '64')).toBe(false);
    expect(typedApart('8', '5')).toBe(false);
  });

  it('sets out a size typed as one word as names write it: across, a quantity and its unit', () => {
    expect(parseKeyword('sticky notes 3x3', 'en').words).toEqual(['sticky', 'notes', '3', 'x']);
    expect(parseKeyword('whiteboard 24X36', 'fr').words).toEqual(['whiteboard', '24', 'x', '36']);
    expect(parseKeyword('hand soap 500ml', 'en').words).toEqual(['hand', 'soap', '500', 'ml']);
    expect(parseKeyword('disque dur 1To', 'fr').words).toEqual(['disque', 'dur', '1', 'To']);
    expect(parseKeyword('8.5x11', 'en').words).toEqual(['letter', 'copy', 'paper']);
    // Codes and printer models are read from the text as typed: unchanged.
    expect(parseKeyword('264xl', 'en')).toMatchObject({ typed: ['264xl'], words: ['264', 'xl'], code: '264XL' });
    expect(parseKeyword('CF258A', 'en').words).toEqual(['CF258A']);
  });

  it('reads a fraction typed as the decimal names write, cut at its point as a decimal is', () => {
    expect(parseKeyword('laminator 12 1/2', 'en').words).toEqual(['laminator', '12', '5']);
    expect(parseKeyword('1 1/2 inch binder', 'en').words).toEqual(['1', '5', 'in', 'binder']);
    expect(parseKeyword('plastifieuse 12½ po', 'fr').words).toEqual(['plastifieuse', '12', '5', 'po']);
    expect(parseKeyword('8 1/2 x 11', 'fr').words).toEqual(['papier', 'photocopie', 'lettre']);
    // The text is kept as typed; a year span is no fraction.
    expect(parseKeyword('laminator 12 1/2', 'en').text).toBe('laminator 12 1/2');
    expect(parseKeyword('agenda 2026/27', 'fr').years).toEqual(['2026', '2027']);
  });

  it('knows the one word a name may write for two typed words: a model number, a decimal cut at its point', () => {
    expect(joinedForm('264', 'XL')).toBe('264XL');
    expect(joinedForm('12', '5')).toBe('12.5');
    expect(joinedForm('1', '5')).toBe('1.5');
    // Thousands ('boîte de 5 000'), words and codes are no decimals.
    expect(joinedForm('5', '000')).toBeNull();
    expect(joinedForm('hp', '64')).toBeNull();
    expect(joinedForm('sticky', 'notes')).toBeNull();
  });

  it('matches short words and years whole even as the last word, longer words as the start of others', () => {
    for (const word of ['c', 'D', 'AA', 'To', 'po', 'é', '2027', '1999']) expect(isWholeWord(word), word).toBe(true);
    for (const word of ['AAA', 'encr', 'stap', '202', '20270', '3000']) expect(isWholeWord(word), word).toBe(false);
  });

  it('property: a joined form is a number with letters or a decimal, of the two words typed, never tsquery syntax', () => {
    const word = fc.oneof(fc.stringMatching(/^[0-9]{1,5}$/), fc.stringMatching(/^[a-zA-Z]{1,5}$/), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(word, word, (a, b) => {
        const joined = joinedForm(a, b);
        if (joined === null) return;
        expect(joined).toMatch(/^\d+(\.\d{1,2}|[a-z]{1,3})$/i);
        expect(joined.replace('.', '')).toBe(`${a}${b}`);
      }),
      { numRuns: 400 },
    );
  });

  // The normalisation rules a typed keyword goes through before any SQL.
  const keyword = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc.array(fc.constantFrom('Post-it', 'stylos', 'à', "d'encre", 'HP 64 XL', '264xl', '8,5 x 11', 'hi-vis', 'ÉCRAN', ' ', '  ', '-', "'", 'bleus', 'LX-3200', '2027', '2026-27', 'AA', '9 V', 'c', '3x3', '500ml', '1To', '12.5', '1,5 x 2'), { maxLength: 6 }).map((parts) => parts.join(' ')),
  );
  const language = fc.constantFrom('en' as const, 'fr' as const);
  const folded = (words: readonly string[]) => words.map((w) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());

  it('property: never throws on any text, and its words are letters (with their accents) and digits only (nothing reaches tsquery syntax)', () => {
    fc.assert(
      fc.property(keyword, language, fc.boolean(), (text, lang, lastIsPrefix) => {
        const kw = parseKeyword(text, lang, { lastIsPrefix });
        for (const word of [...kw.words, ...kw.goods, ...kw.colourWords]) expect(word).toMatch(/^[\p{L}\p{N}][\p{L}\p{M}\p{N}]*$/u);
        // Years reach a tsquery text as they are: four digits, and only beside words that say what is wanted.
        for (const year of kw.years) expect(year).toMatch(/^\d{4}$/);
        if (kw.years.length > 0) expect(kw.words.length + kw.goods.length + kw.assortment.length).toBeGreaterThan(0);
        expect(kw.text.length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 400 },
    );
  });

  it('property: idempotent — the text it keeps reads the same again', () => {
    fc.assert(
      fc.property(keyword, language, (text, lang) => {
        const once = parseKeyword(text, lang);
        expect(parseKeyword(once.text, lang)).toEqual(once);
      }),
      { numRuns: 400 },
    );
  });

  it('property: case, accents and the spaces around it change neither the words (folded) nor the code', () => {
    fc.assert(
      // Texts whose capitals are their letters ('ß' capitalises as 'SS', 'ᾀ' as two letters).
      fc.property(keyword.filter((t) => t.toUpperCase().toLowerCase() === t.toLowerCase()), language, fc.constantFrom('  ', ' ', '\t'), (text, lang, space) => {
        const plain = parseKeyword(text, lang);
        const retyped = parseKeyword(`${space}${text.toUpperCase()}${space}`, lang);
        expect(folded(retyped.words)).toEqual(folded(plain.words));
        expect(retyped.code).toEqual(plain.code);
        const unaccented = parseKeyword(text.normalize('NFD').replace(/\p{M}/gu, ''), lang);
        expect(folded(unaccented.words)).toEqual(folded(plain.words));
      }),
      { numRuns: 400 },
    );
  });

  it('knows the other number of a word the French stemmer keeps apart', () => {
    expect(otherNumber('stylo')).toBe('stylos');
    expect(otherNumber('bleus')).toBe('bleu');
    expect(otherNumber('bureaux')).toBe('bureau');
    expect(otherNumber('de')).toBeNull();
    expect(otherNumber('lx3200')).toBeNull();
  });
});
