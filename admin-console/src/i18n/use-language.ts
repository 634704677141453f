import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOfPath, localeOf, type Language } from '../paths.ts';

/** The URL prefix decides the language; i18next and `<html lang>` follow it before paint. */
export const useLanguageFromUrl = (): Language => {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const locale = localeOf(languageOfPath(pathname) ?? 'en');
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return languageOfPath(pathname) ?? 'en';
};

export const useLanguage = (): Language => languageOfPath(useLocation().pathname) ?? 'en';
