import type { MessageParams } from '../i18n/messages.ts';

/** designed: a new password's length at least (the api may also ask for every kind of character, a flag). */
export const PASSWORD_MIN_LENGTH = 12;
/** designed: the different characters a new password has at least (letters in either case count once). */
export const PASSWORD_MIN_DISTINCT = 5;

/**
 * A password of spaces or of a few characters repeated ('aaaaaaaaaaaa', '1212 1212 1212') reaches the length and guards
 * nothing: a guesser tries those first.
 */
export const isTooSimplePassword = (password: string): boolean => new Set(password.toLowerCase()).size < PASSWORD_MIN_DISTINCT;

/** designed: a new password's length at most (the change-password request's limit, told beside the field before it is sent). */
export const PASSWORD_MAX_LENGTH = 200;

/** Spec §9: postal code length 7 ('A1A 1A1'). */
export const POSTAL_CODE_MAX_LENGTH = 7;

/**
 * Canadian postal code: letter-digit-letter, optional space, digit-letter-digit, case-insensitive
 * (spec §5). Canada Post never uses D, F, I, O, Q or U, and W and Z never come first.
 */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export const isPostalCode = (value: string): boolean => value.length <= POSTAL_CODE_MAX_LENGTH && POSTAL_CODE_PATTERN.test(value);

/** The canonical form 'A1A 1A1', or undefined when not a postal code. Surrounding spaces are ignored. */
export const normalisePostalCode = (value: string): string | undefined => {
  const trimmed = value.trim();
  if (!isPostalCode(trimmed)) return undefined;
  const compact = trimmed.replace(' ', '').toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
};

/**
 * Spec §5 email pattern: word characters, dot, apostrophe or hyphen in the local part; @; domain
 * labels of up to 63 characters and a dot-separated suffix.
 */
export const EMAIL_PATTERN = /^[\w.'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;
export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/**
 * designed: a telephone or fax number as people write it ('416-555-0199', '(514) 555-0199', '+1 604 555 0199'):
 * digits, spaces, parentheses, dots and hyphens, an optional leading '+', and 10 to 15 digits (a Canadian number with
 * its area code, up to an international one). The extension has its own field.
 */
const TELEPHONE_PATTERN = /^\+?[\d ().-]+$/;
export const isTelephoneNumber = (value: string): boolean => {
  const digits = value.replace(/\D/g, '').length;
  return TELEPHONE_PATTERN.test(value) && digits >= 10 && digits <= 15;
};
/** designed: a telephone extension is digits only (spec §5's numeric-only filter). */
export const isTelephoneExtension = (value: string): boolean => /^\d*$/.test(value);

/**
 * A storefront path without the language prefix (`/browse-products/Category?q=paper`): one leading slash,
 * so never a scheme (`javascript:`) or another host (`//evil`, `/\evil`); no spaces. Links that content
 * gives (CMS banners, rich text) must be one.
 */
export const STOREFRONT_PATH_PATTERN = /^\/(?![/\\])[^\s\\]*$/;
export const STOREFRONT_PATH_MAX_LENGTH = 300;
export const isStorefrontPath = (value: string): boolean => value.length <= STOREFRONT_PATH_MAX_LENGTH && STOREFRONT_PATH_PATTERN.test(value);

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const EMPTY_GUID = '00000000-0000-0000-0000-000000000000';

/**
 * Spec §5: an id must be a UUID, braces stripped first; the all-zero GUID counts as empty.
 * Returns the lower-case UUID, or null when empty or invalid.
 */
export const parseUuid = (value: string | null | undefined): string | null => {
  const stripped = (value ?? '').trim().replace(/^\{(.*)\}$/, '$1').toLowerCase();
  return UUID_PATTERN.test(stripped) && stripped !== EMPTY_GUID ? stripped : null;
};
export const isEmptyGuid = (value: string | null | undefined): boolean => {
  const stripped = (value ?? '').trim().replace(/^\{(.*)\}$/, '$1');
  return stripped === '' || stripped === EMPTY_GUID;
};

/** Spec §9: custom prompt length 120. */
export const CUSTOM_PROMPT_MAX_LENGTH = 120;

/** Spec §5: the allowed length is the prompt length (default 120) minus the prefix length, never below 0. */
export const customPromptAllowedLength = (promptLength: number | null | undefined, prefix: string | null | undefined = ''): number =>
  Math.max(0, (promptLength && promptLength > 0 ? promptLength : CUSTOM_PROMPT_MAX_LENGTH) - (prefix ?? '').length);

/** Spec §5: the field becomes a dropdown when alias options exist. */
export const customPromptIsDropdown = (customizations: ReadonlyArray<{ Alias?: string | null }> | null | undefined): boolean =>
  (customizations ?? []).some((customization) => !!customization.Alias?.trim());

/**
 * A custom prompt's answer as kept: trimmed, without its prefix when the buyer typed it too. Buyers copy the whole
 * PO number from their own system ('GCB1234' for the prefix GCB), which would otherwise be kept as 'GCBGCB1234'.
 */
export const customPromptAnswer = (prefix: string | null | undefined, typed: string): string => {
  const text = typed.trim();
  const start = prefix ?? '';
  return start !== '' && text.slice(0, start.length).toLowerCase() === start.toLowerCase() ? text.slice(start.length).trim() : text;
};

/** A custom prompt's answer as the order shows it (Review & Confirm, the order's details): a dropdown's alias, else the prefix and the text. */
export const customPromptAnswerText = (prompt: { prefix?: string | null; options: ReadonlyArray<{ alias?: string | null; value: string }> }, value: string): string =>
  prompt.options.find((option) => option.value === value && option.alias)?.alias ?? `${prompt.prefix ?? ''}${customPromptAnswer(prompt.prefix, value)}`;

/** The longest PO number a buyer may type in Delivery Details (without a PO number prompt; the api's limit). */
export const PO_NUMBER_MAX_LENGTH = 40;

/**
 * The dashes word processors and mail programs write for a typed '-' (‐ ‑ ‒ – — ― and the minus sign) as '-': a PO
 * number pasted from Word or Outlook as 'PO–12' is the buyer's 'PO-12', not a refused character.
 */
export const withPlainHyphens = (text: string): string => text.replace(/[\u2010-\u2015\u2212]/g, '-');

/** Letters, digits, spaces and - _ / . # : what purchasing systems put in PO numbers; no line breaks, quotes or markup. */
export const PO_NUMBER_PATTERN = /^[\p{L}\p{N} _\/.#-]*$/u;

export type PoNumberProblem = 'checkout.poNumberTooLong' | 'checkout.poNumberCharacters';

/** What is wrong with a typed PO number (trimmed; empty means none), as its message key; null when it may be saved. */
export const poNumberProblem = (text: string): PoNumberProblem | null => {
  const value = withPlainHyphens(text.trim());
  if (value.length > PO_NUMBER_MAX_LENGTH) return 'checkout.poNumberTooLong';
  return PO_NUMBER_PATTERN.test(value) ? null : 'checkout.poNumberCharacters';
};

/** Spec §5 numeric-only key filters: digits only, or digits with comma or period for amounts. */
export const isDigitKey = (key: string): boolean => /^\d$/.test(key);
export const isAmountKey = (key: string): boolean => /^[\d.,]$/.test(key);

/** Spec §5: line breaks are replaced by spaces in some texts. */
export const replaceLineBreaks = (text: string): string => text.replace(/\r\n|\r|\n/g, ' ');

/** Spec §5 'Forms and fields': the required-field message keys and their field-name keys. */
export const requiredFieldKeys = ['fields.firstName', 'fields.lastName', 'fields.emailAddress', 'fields.telephoneNumber', 'fields.userId'] as const;

/** A required-field message: 'First Name | This field is mandatory.' — the field name is itself a message key. */
export const requiredFieldMessage = (fieldLabel: string): { key: 'errors.fieldRequired'; params: MessageParams } => ({
  key: 'errors.fieldRequired',
  params: { field: fieldLabel },
});

/** Spec §5: a flyer number is URL-encoded. */
export const encodeFlyerNumber = (flyerNumber: string): string => encodeURIComponent(flyerNumber);
