import { fieldProblemText, type CatalogueKey, type Locale, type MessageKey } from '@comptoir/core';
import { localeOf } from '../paths.ts';
import { useLanguage } from './use-language.ts';

/** A value said the same in both languages, or one per language (an approval group's two names). */
export type SaidParam = string | number | Readonly<Record<Locale, string>>;

/**
 * What a screen says after something happened (a notice, a refusal, a field's problem), kept as its catalogue key and
 * parameters rather than as text, so that switching language says it again in the new one (it stayed in the old one).
 * A server's text that names no catalogue key is kept as written.
 */
export type Said =
  | { readonly key: CatalogueKey | MessageKey; readonly params?: Readonly<Record<string, SaidParam>>; readonly fieldLabel?: CatalogueKey }
  | { readonly text: string };

export const sayIn = (locale: Locale, said: Said): string => {
  if ('text' in said) return said.text;
  const params = Object.fromEntries(Object.entries(said.params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? value[locale] : value]));
  return fieldProblemText(locale, { key: said.key as CatalogueKey, params, ...(said.fieldLabel ? { fieldLabel: said.fieldLabel } : {}) });
};

/** `say(said)`: its text in the page's language, now. */
export const useSay = (): ((said: Said) => string) => {
  const locale = localeOf(useLanguage());
  return (said) => sayIn(locale, said);
};
