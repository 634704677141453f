import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { followLocale, loadConsoleCatalogue } from '@comptoir/core';
import { languageOfPath, localeOf, type Language } from '../paths.ts';

/** The URL prefix decides the language; i18next and `<html lang>` follow it before paint. */
export const useLanguageFromUrl = (): Language => {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const locale = localeOf(languageOfPath(pathname) ?? 'en');
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    // A catalogue that cannot be fetched (a newer build replaced its chunk) comes with a fresh load of the page.
    return followLocale(i18n, locale, () => window.location.reload(), loadConsoleCatalogue);
  }, [i18n, locale]);
  return languageOfPath(pathname) ?? 'en';
};

export const useLanguage = (): Language => languageOfPath(useLocation().pathname) ?? 'en';
