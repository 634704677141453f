import { isLocale, type CatalogueKey, type Locale, type MessageKey } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
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

/** i18next's `t` of one language: the console says things through the catalogue it loaded, not core's every text. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A said thing's text in `locale`, through that locale's `t`; a field's problem names the field (core's fieldProblemText, in i18next). */
export const sayWith = (translate: Translate, locale: Locale, said: Said): string => {
  if ('text' in said) return said.text;
  const params = Object.fromEntries(Object.entries(said.params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? value[locale] : value]));
  return translate(said.key, { ...params, ...(said.fieldLabel ? { field: translate(said.fieldLabel) } : {}) });
};

/**
 * `say(said)`: its text in the language the page's texts are in. That is the address's once its catalogue is in (a
 * switch waits for it), so a notice never mixes an English sentence with a French name meanwhile.
 */
export const useSay = (): ((said: Said) => string) => {
  const { t, i18n } = useTranslation();
  const page = localeOf(useLanguage());
  const locale = isLocale(i18n.language) ? i18n.language : page;
  return (said) => sayWith(t as Translate, locale, said);
};
