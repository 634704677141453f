/**
 * Characters the text a person types about themselves (names, title, logon name, email, phone) may not hold:
 * controls (Cc), format characters (Cf: bidi embeddings, overrides and isolates U+202A-U+202E, U+2066-U+2069,
 * the marks U+200E/U+200F, zero-width spaces and joiners U+200B-U+200D, U+2060, U+FEFF, the soft hyphen), line
 * and paragraph separators and lone surrogates. They are invisible or reorder what is shown ('Lévesque-Côté'
 * read backwards in the users list), so a name could pass for another one where admins and approvers trust it.
 * Letters of every script, their combining accents, apostrophes, hyphens and spaces are not touched.
 */
const hiddenCharacter = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** Scripts whose spelling uses the zero-width non-joiner and joiner (Persian 'می‌خواهم', Urdu, the Indic scripts). */
const joiningScript = String.raw`\p{sc=Arabic}\p{sc=Syriac}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}\p{sc=Sinhala}`;
/** A ZWNJ or ZWJ between two characters of such a script is spelling; anywhere else (a Latin name, an edge) it hides. */
const spelledJoiner = new RegExp(`(?<=[${joiningScript}])[\u200c\u200d](?=[${joiningScript}])`, 'gu');

export const hasHiddenCharacters = (text: string): boolean => hiddenCharacter.test(text.replace(spelledJoiner, ''));

/**
 * Bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder the text that follows them, so a
 * note, instructions or a rejection reason read by someone else can show other words than it holds ('Trojan source').
 * Refused in every text a request sends, not only people's names. The marks U+200E, U+200F and U+061C are left to free
 * text: they reorder nothing, only set the direction of the punctuation beside them, as a right-to-left writer needs.
 */
const textDirectionControl = /[\u202a-\u202e\u2066-\u2069]/u;

export const hasTextDirectionControls = (text: string): boolean => textDirectionControl.test(text);

/** The one form such text is checked and stored in: NFC ('é' one code point, whichever keyboard typed it). */
export const personText = (text: string): string => text.normalize('NFC');

/** A name is letters of some script: '-', "'" or an emoji typed to get past a required field is no one's name. */
export const nameHasLetter = (text: string): boolean => /\p{L}/u.test(text);
