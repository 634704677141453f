import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fillPlaceholders, flattenCatalogue, formatMessage, hasMessage, messageText, messages, placeholdersOf } from './messages.ts';
import { paramText } from './param-text.ts';
import { frenchTypographyProblems } from './french-typography.ts';
import { languageOf, localeFromLanguage, otherLocale } from './locale.ts';

const en = new Map(flattenCatalogue(messages['en-CA']));
const fr = new Map(flattenCatalogue(messages['fr-CA']));

describe('message catalogue', () => {
  it('architecture §2: every English key has a French text and every French key an English one', () => {
    expect([...en.keys()].filter((key) => !fr.has(key))).toEqual([]);
    expect([...fr.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('architecture §2: both languages use the same placeholders for every key', () => {
    const differing = [...en].filter(([key, text]) => placeholdersOf(text).join() !== placeholdersOf(fr.get(key) ?? '').join());
    expect(differing).toEqual([]);
  });

  it('no text is empty and no French text is left in English', () => {
    expect([...en.values(), ...fr.values()].filter((text) => text.trim() === '')).toEqual([]);
    const same = [...en].filter(([key, text]) => fr.get(key) === text && /[a-z]{4,}/.test(text.replace(/\{\w+\}/g, '')));
    // Words that are the same in both languages (Total, Messages, Standard, card brands …), reviewed one by one.
    const sameInBoth = ['admin.nav', 'admin.status.databasePostgres', 'admin.users.actions', 'cardsOnFile.brands.amex', 'cardsOnFile.brands.mastercard', 'cart.lineTotal', 'cart.total', 'checkout.specialDeliveryStandard', 'common.appName', 'dashboard.messagesTile', 'orders.description', 'orders.total', 'search.suggestions', 'tax.taxesTotal', 'toast.info'];
    expect(same.map(([key]) => key).sort()).toEqual(sameInBoth);
  });

  it('French never gives one text to two different English ones (Buy again and Reorder must stay apart)', () => {
    // English synonyms that may share their French text, reviewed one by one.
    const synonyms = [['unit price', 'price per unit'], ['coupon code', 'promotion code']].map((pair) => pair.sort().join(' = '));
    const englishOf = new Map<string, Set<string>>();
    // Each catalogue names its own language ('English' / 'Français'): not a translation of the other.
    for (const [key, text] of fr) if (key !== 'common.languageName') englishOf.set(text, (englishOf.get(text) ?? new Set()).add(en.get(key)?.toLowerCase() ?? ''));
    const shared = [...englishOf].filter(([, english]) => english.size > 1 && !synonyms.includes([...english].sort().join(' = ')));
    expect(shared).toEqual([]);
  });

  it('the English texts call a logon name what every sign-in form and the user form label it: User ID', () => {
    expect(messageText('en-CA', 'signIn.logonName')).toBe('User ID');
    expect([...en].filter(([, text]) => /logon name/i.test(text)).map(([key]) => key)).toEqual([]);
  });

  it.each([
    ['en-CA', '“', '”'],
    ['fr-CA', '«\u00a0', '\u00a0»'],
  ] as const)('%s: the templates’ empty state quotes the Save As Template button as the button reads (spec §2.3)', (locale, open, close) => {
    expect(messageText(locale, 'templates.empty')).toContain(`${open}${messageText(locale, 'cartTools.saveAsTemplate')}${close}`);
  });

  it('a required field is marked after its label in lowercase in French: « Numéro de projet (obligatoire) »', () => {
    expect(messageText('fr-CA', 'common.required')).toBe('obligatoire');
  });

  it('French guillemets keep their words: a no-break space after « and before », so a line never ends on « or starts with »', () => {
    // 'Résultats pour « agrafeuse »' broke after « on a phone, leaving it alone at the end of the heading's first line.
    const loose = [...fr].filter(([, text]) => frenchTypographyProblems(text).includes('guillemets')).map(([key]) => key);
    expect(loose).toEqual([]);
  });

  it('French keeps a no-break space before : ; ? and !, so « Besoin d’aide ? » never breaks before its mark', () => {
    // The dashboard read 'Besoin d’aide? Écrivez…' and the rejected order's message 'Motif du refus : …' with a plain space.
    const bare = [...fr].filter(([, text]) => frenchTypographyProblems(text).includes('punctuation')).map(([key]) => key);
    expect(bare).toEqual([]);
  });

  it('French names things as the screens do and goes on in lowercase after a colon', () => {
    // The checkout section is 'Renseignements sur la commande' and its date 'Date planifiée': no text may call them
    // 'champs personnalisés' (a word of the code, not of the screen) or 'date de livraison prévue'.
    const offScreenWords = [...fr].filter(([, text]) => /champs? personnalisés?|date de livraison prévue/i.test(text)).map(([key]) => key);
    expect(offScreenWords).toEqual([]);
    const capitalAfterColon = [...fr].filter(([, text]) => /\s:\s+(?!\{)\p{Lu}\p{Ll}/u.test(text)).map(([key]) => key);
    expect(capitalAfterColon).toEqual([]);
  });

  it.each([
    ['errors.generic', 'Something went wrong please try again later.', "Quelque chose s'est mal passé. Merci d'essayer plus tard."],
    ['quantity.belowMinimum', 'Minimum quantity is {X}. To remove this item, please go to the cart', undefined],
    ['quantity.salesMultiple', 'This product is sold in multiples of {X} only. Please try updating the quantity again.', undefined],
    ['quantity.notAvailable', 'Item not available in this quantity.', undefined],
    ['drawer.title', 'Added to cart', undefined],
    ['auth.couldNotAuthenticate', 'Could not authenticate user.', undefined],
    ['auth.couldNotFetchApiAuth', 'Could not fetch APIAUTH.', undefined],
    ['orders.reorderSuccess', 'Order EW{ORDER_ID} was successfully added to cart', undefined],
    ['dashboard.noApprovals', 'You are all caught up! You have no orders to approve at this time.', undefined],
    ['cartTools.addedToShoppingList', 'The items in your cart have been successfully added to the shopping list', undefined],
    ['checkout.selectShipToRequired', 'Required: Please select the ship-to account for the order.', undefined],
    ['fees.included', 'Included', 'Inclus'],
  ])('spec §8/§2: %s quotes the spec', (key, english, french) => {
    expect(messageText('en-CA', key)).toBe(english);
    if (french) expect(messageText('fr-CA', key)).toBe(french);
  });
});

describe('formatMessage', () => {
  it('spec §8: fills named placeholders (order hold with dates)', () => {
    expect(formatMessage('en-CA', 'orderHold.withDates', { from: 'May 01, 2025', until: 'May 05, 2025' })).toBe(
      'At the request of your Organization, we will be holding all orders during the period of May 01, 2025 until May 05, 2025 due to site closures.',
    );
    expect(formatMessage('fr-CA', 'quantity.belowMinimum', { X: 5 })).toContain('minimale est de 5');
  });

  it('spec §5: the add-to-cart error texts name the product code', () => {
    expect(formatMessage('en-CA', 'quantity.notAddedSalesMultiple', { productCode: 'ABC123', salesMultiple: 12 })).toBe(
      'ABC123 not added, sold in multiples of 12 only',
    );
    expect(formatMessage('en-CA', 'quantity.notAddedMinimum', { productCode: 'ABC123', quantity: 5 })).toBe(
      'ABC123 not added, minimum order quantity of 5',
    );
  });

  it('returns the key itself for an unknown key, and leaves a placeholder without a value as written', () => {
    expect(formatMessage('en-CA', 'no.such.key')).toBe('no.such.key');
    expect(hasMessage('fr-CA', 'no.such.key')).toBe(false);
    expect(formatMessage('en-CA', 'quantity.belowMinimum')).toContain('{X}');
  });

  it('picks plural forms with the locale rules (French 0 and 1 are singular)', () => {
    expect(formatMessage('en-CA', 'drawer.itemCount', { count: 1 })).toBe('1 item');
    expect(formatMessage('en-CA', 'drawer.itemCount', { count: 0 })).toBe('0 items');
    expect(formatMessage('fr-CA', 'drawer.itemCount', { count: 0 })).toBe('0 article');
    expect(formatMessage('fr-CA', 'drawer.itemCount', { count: 3 })).toBe('3 articles');
    expect(formatMessage('en-CA', 'drawer.itemCount')).toBe('{count} items');
  });

  it('architecture §2: numbers in a text follow the language (en-CA 2,006, fr-CA 2 006 with a no-break space); a text value is kept as given', () => {
    expect(formatMessage('en-CA', 'drawer.itemCount', { count: 2006 })).toBe('2,006 items');
    expect(formatMessage('fr-CA', 'drawer.itemCount', { count: 2006 })).toBe('2\u00a0006 articles');
    expect(formatMessage('fr-CA', 'cart.backOrdered', { quantity: 1702 })).toBe('1\u00a0702 en rupture de stock (commande en attente)');
    expect(formatMessage('en-CA', 'quantity.maximum', { X: 9999 })).toBe('The maximum quantity is 9,999.');
    expect(formatMessage('en-CA', 'orders.reorderSuccess', { ORDER_ID: '4100216' })).toBe('Order EW4100216 was successfully added to cart');
    expect(paramText('fr-CA', 4.5)).toBe('4,5');
    expect(paramText('fr-CA', '2026')).toBe('2026');
  });

  it("a placeholder named as an object's machinery ('constructor', 'toString', '__proto__') without a value is left as written", () => {
    expect(fillPlaceholders('en-CA', '{constructor}, {toString} {__proto__}: {count}', { count: 2006 })).toBe('{constructor}, {toString} {__proto__}: 2,006');
    expect(fillPlaceholders('fr-CA', '{constructor} {valueOf}', { constructor: 'Rémi', valueOf: 4.5 })).toBe('Rémi 4,5');
  });

  it('a formatted message never keeps a placeholder it was given a value for', () => {
    const keys = [...en.keys()];
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.constantFrom('en-CA' as const, 'fr-CA' as const), fc.string(), (key, locale, value) => {
        const names = placeholdersOf(messageText(locale, key) ?? '');
        const params = Object.fromEntries(names.map((name) => [name, value.replace(/[{}]/g, '')]));
        const text = formatMessage(locale, key, params);
        return names.every((name) => !text.includes(`{${name}}`));
      }),
      { numRuns: 300 },
    );
  });
});

describe('locale', () => {
  it('spec §1: fr and fr-CA are French; en, en-US and anything else default to English', () => {
    expect(localeFromLanguage('fr')).toBe('fr-CA');
    expect(localeFromLanguage('FR_ca')).toBe('fr-CA');
    expect(localeFromLanguage('fr-FR,fr;q=0.9')).toBe('fr-CA');
    expect(localeFromLanguage('en-US')).toBe('en-CA');
    expect(localeFromLanguage(undefined)).toBe('en-CA');
    expect(languageOf('fr-CA')).toBe('fr');
    expect(languageOf('en-CA')).toBe('en');
    expect(otherLocale('en-CA')).toBe('fr-CA');
    expect(otherLocale('fr-CA')).toBe('en-CA');
  });
});
