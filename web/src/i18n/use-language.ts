import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { languageOfPath, localeOf, type Language } from '../paths.ts';

/**
 * The language of the page comes from its URL prefix; i18next and `<html lang>` follow it before
 * the browser paints, so a switch never shows a mixed page.
 */
export const useLanguageFromUrl = (): Language => {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = languageOfPath(pathname) ?? 'en';
  const locale = localeOf(language);
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [i18n, locale]);
  return language;
};

/** The current language for components below the layout. */
export const useLanguage = (): Language => languageOfPath(useLocation().pathname) ?? 'en';
