import { formatMessage } from '../i18n/messages.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BuyerPatchSchema } from '../contract/buyer-client.ts';
import { userFieldProblems } from '../contract/admin-user-rules.ts';
import { fieldProblemText } from '../contract/field-problems.ts';
import { hasHiddenCharacters, hasTextDirectionControls, personText } from './person-text.ts';

/** Letters of many scripts, some precomposed and some as a letter and its combining accent (NFD). */
const letters = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', // Latin
  ...'éèêëàâçîïôöûüÿœæÉÈÇÔŒßñøåłđșț', // Latin with accents
  'e\u0301', 'o\u0302', 'c\u0327', // the same accents typed as combining marks
  ...'αβγδεζηθλμπσωΑΒΓΔ', // Greek
  ...'абвгдежзийклмнопрстуфхцчшщыэюяЖЩЯ', // Cyrillic
  ...'ابتثجحخدذرزسشصضطظعغفقكلمنهوي', // Arabic
  ...'אבגדהוזחטיכלמנסעפצקרשת', // Hebrew
  ...'王李张刘陈杨黄赵吴周明华伟芳', // Chinese
  ...'さくらたなかやまだアイウエオ', // Japanese kana
  ...'김이박최정민준서연', // Korean
  'क', 'म', 'ल', 'ि', 'ा', 'न', // Devanagari, vowel signs included
  ...'กขคงจฉชซ', // Thai
  ...'ሀለሐመሠረሰ', // Ethiopic
  ...'ᐊᐃᐅᐸᐱᐳᑕᑭ', // Canadian syllabics (Inuktitut)
];
const between = [' ', '-', "'", '’'];

const word = fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 7 }).map((chars) => chars.join(''));
/** A name: words joined by a space, a hyphen or an apostrophe (O'Neil, Lévesque-Côté, D’Amour, Nguyễn Văn An). */
const name = fc
  .tuple(word, fc.array(fc.tuple(fc.constantFrom(...between), word), { maxLength: 2 }))
  .map(([first, rest]) => first + rest.map(([joint, next]) => joint + next).join(''));

/** The characters the brief names, the other C0 and C1 controls, and the rest of the invisible format characters. */
const named = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x200b, 0x2060, 0xfeff];
/** The zero-width non-joiner and joiner: spelling between letters of Arabic and Indic scripts, hiding anywhere else. */
const joiners = ['\u200c', '\u200d'];
const forbidden = fc
  .oneof(fc.constantFrom(...named), fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x00ad, 0x061c, 0x2028, 0x2029, 0x2061, 0xe0001))
  .map((code) => String.fromCodePoint(code));

const inserted = fc.tuple(name, forbidden, fc.nat()).map(([text, hidden, at]) => {
  const chars = [...text];
  const index = at % (chars.length + 1);
  return [...chars.slice(0, index), hidden, ...chars.slice(index)].join('');
});

describe('the text a person types about themselves', () => {
  it('takes names of every script with accents, apostrophes, hyphens and spaces, in NFC', () => {
    fc.assert(
      fc.property(name, name, (first, last) => {
        expect(hasHiddenCharacters(first)).toBe(false);
        expect(userFieldProblems({ firstName: first, lastName: last })).toEqual({});
        const parsed = BuyerPatchSchema.parse({ firstName: first, lastName: last, title: `${first} ${last}`.slice(0, 60) });
        expect(parsed.firstName).toBe(first.normalize('NFC'));
        expect(parsed.lastName).toBe(last.normalize('NFC'));
      }),
    );
  });

  it("refuses a user's name (console) that holds no letter of any script, beside its field: '-', \"'\", digits, an emoji", () => {
    const noLetter = fc.string({ unit: fc.constantFrom('-', "'", '’', '.', ' ', '1', '7', '😀', '!', '(', ')'), minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(noLetter, fc.constantFrom('firstName' as const, 'lastName' as const), (text, field) => {
        const label = field === 'firstName' ? 'fields.firstName' : 'fields.lastName';
        expect(userFieldProblems({ firstName: 'Chloé', lastName: 'Bergeron', [field]: text })).toEqual({ [field]: { key: 'errors.nameLetters', fieldLabel: label } });
      }),
    );
    expect(userFieldProblems({ firstName: "O'Brien", lastName: 'Lévesque-Côté' })).toEqual({});
    expect(formatMessage('fr-CA', 'errors.nameLetters', { field: formatMessage('fr-CA', 'fields.lastName') })).toBe('Nom | Entrez un nom qui contient au moins une lettre.');
  });

  it('refuses any such name with a hidden or text-direction character inserted, beside its field', () => {
    fc.assert(
      fc.property(inserted, (spoofed) => {
        expect(hasHiddenCharacters(spoofed)).toBe(true);
        expect(userFieldProblems({ firstName: spoofed, lastName: 'Côté' })).toEqual({ firstName: { key: 'errors.hiddenCharacters', fieldLabel: 'fields.firstName' } });
        const result = BuyerPatchSchema.safeParse({ lastName: spoofed });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => [issue.path, (issue as { params?: { problem?: { key: string } } }).params?.problem?.key])).toContainEqual([['lastName'], 'errors.hiddenCharacters']);
      }),
    );
  });

  it('refuses the reversed name seen in the users list, and says so in both languages', () => {
    const spoofed = 'live \u202eLévesque-Côté';
    const problem = userFieldProblems({ lastName: spoofed }).lastName;
    expect(problem).toEqual({ key: 'errors.hiddenCharacters', fieldLabel: 'fields.lastName' });
    expect(fieldProblemText('en-CA', problem!)).toMatch(/^Last Name \| Remove the invisible or text-direction characters/);
    expect(fieldProblemText('fr-CA', problem!)).toMatch(/^Nom \| Retirez les caractères invisibles/);
  });

  it('refuses a leading byte-order mark that trimming would otherwise drop, and hidden characters in emails and logon names', () => {
    expect(userFieldProblems({ firstName: '\ufeffAnne' }).firstName?.key).toBe('errors.hiddenCharacters');
    expect(userFieldProblems({ emailAddress: 'anne\u200b@example.ca' }).emailAddress?.key).toBe('errors.hiddenCharacters');
    expect(userFieldProblems({ logonName: 'anne\u202e' }).logonName?.key).toBe('errors.hiddenCharacters');
    expect(BuyerPatchSchema.safeParse({ emailAddress: "anne.o'neil@example.ca", telNumber: '514 555-0199', title: 'Directrice des achats' }).success).toBe(true);
    for (const field of ['secondaryEmailAddress', 'telNumber', 'telNumberExtension', 'faxNumber', 'title'] as const) {
      const issues = BuyerPatchSchema.safeParse({ [field]: 'a\u2066b' }).error?.issues ?? [];
      expect(issues.map((issue) => issue.path)).toEqual([[field]]);
    }
  });

  it("takes and refuses the same email addresses in the buyer's own profile as in the console's user form (spec §5's pattern)", () => {
    const emails = ["anne.o'neil@example.ca", 'jean-luc.cote@exemple.qc.ca', 'olivia+orders@example.ca', 'olivia@', 'a b@example.ca', 'hélène@example.ca', 'anne@example'];
    for (const email of emails) {
      const consoleTakes = userFieldProblems({ emailAddress: email }).emailAddress === undefined;
      expect(BuyerPatchSchema.safeParse({ emailAddress: email }).success, email).toBe(consoleTakes);
      expect(BuyerPatchSchema.safeParse({ secondaryEmailAddress: email }).success, email).toBe(consoleTakes);
    }
  });

  it('takes telephone and fax numbers as people write them, refuses text that is none, and an extension that is not digits', () => {
    for (const telNumber of ['416-555-0199', '(514) 555-0199', '+1 604 555 0199', '613.555.0199', '4165550199']) {
      expect(BuyerPatchSchema.safeParse({ telNumber, faxNumber: telNumber }).success, telNumber).toBe(true);
    }
    type WithProblem = { params?: { problem?: Parameters<typeof fieldProblemText>[1] } };
    const problems = (body: Record<string, string>) => (BuyerPatchSchema.safeParse(body).error?.issues ?? []).map((issue) => [issue.path[0], (issue as WithProblem).params?.problem?.key]);
    for (const garbage of ['call me maybe', '555-0199', '416-555-0199 x22', '1234567890123456', '++416 555 0199']) {
      expect(problems({ telNumber: garbage, faxNumber: garbage }), garbage).toEqual([['telNumber', 'errors.invalidTelephone'], ['faxNumber', 'errors.invalidTelephone']]);
    }
    // The telephone number is required (spec §5 'Telephone Number | This field is mandatory.'); no fax or extension is none.
    expect(problems({ telNumber: ' ', faxNumber: '', telNumberExtension: '' })).toEqual([['telNumber', 'errors.fieldRequired']]);
    expect(problems({ telNumberExtension: '22' })).toEqual([]);
    expect(problems({ telNumberExtension: 'ext 22' })).toEqual([['telNumberExtension', 'errors.invalidExtension']]);
    const [issue] = BuyerPatchSchema.safeParse({ telNumber: 'call me maybe' }).error?.issues ?? [];
    const problem = (issue as WithProblem | undefined)?.params?.problem;
    if (!problem) throw new Error('a problem beside the field');
    expect(fieldProblemText('en-CA', problem)).toBe('Telephone Number | Enter a number of 10 to 15 digits, for example 416-555-0199.');
    expect(fieldProblemText('fr-CA', problem)).toBe('Numéro de téléphone | Entrez un numéro de 10 à 15 chiffres, par exemple 514 555-0199.');
  });

  it('takes a zero-width non-joiner or joiner between letters of a script that spells with it, refuses it elsewhere', () => {
    const persian = fc.array(fc.constantFrom(...'ابتثجحخدرزسشصطعفقکگلمنوهی'), { minLength: 1, maxLength: 5 }).map((chars) => chars.join(''));
    const hindi = fc.array(fc.constantFrom('क', 'म', 'ल', 'ि', 'ा', 'न', '्'), { minLength: 1, maxLength: 5 }).map((chars) => chars.join(''));
    const latin = fc.array(fc.constantFrom(...'abcdeéèçôAZ'), { minLength: 1, maxLength: 5 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(fc.oneof(persian, hindi), fc.constantFrom(...joiners), fc.oneof(persian, hindi), (before, joiner, after) => {
        expect(hasHiddenCharacters(`${before}${joiner}${after}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(latin, fc.constantFrom(...joiners), fc.oneof(latin, persian), (before, joiner, after) => {
        expect(hasHiddenCharacters(`${before}${joiner}${after}`)).toBe(true);
        expect(hasHiddenCharacters(`${after}${joiner}${before}`)).toBe(true);
        expect(hasHiddenCharacters(`${joiner}${after}`)).toBe(true);
        expect(hasHiddenCharacters(`${after}${joiner}`)).toBe(true);
      }),
    );
    expect(userFieldProblems({ firstName: 'می\u200cخواهم' })).toEqual({});
    expect(userFieldProblems({ firstName: 'Jo\u200chn' }).firstName?.key).toBe('errors.hiddenCharacters');
  });

  it('stores a name typed with combining accents as the precomposed one', () => {
    expect(personText('Le\u0301vesque-Co\u0302te\u0301')).toBe('Lévesque-Côté');
  });
});

describe('text direction controls in any text a request sends', () => {
  it('finds the embeddings, overrides and isolates, and leaves the marks, line breaks and right-to-left letters', () => {
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) expect(hasTextDirectionControls(`Quai ${control}B`)).toBe(true);
    for (const text of ['Quai B\nporte 2', 'שלום \u200f(2)\u200e', 'مرحبا\u061c', 'Lévesque-Côté']) expect(hasTextDirectionControls(text)).toBe(false);
  });
});
