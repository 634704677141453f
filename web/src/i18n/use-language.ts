import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { followLocale, loadCatalogue } from '@comptoir/core';
import { languageOfPath, localeOf, type Language } from '../paths.ts';
import { laterTexts } from './later-texts.ts';

/**
 * The language of the page comes from its URL prefix; i18next and `<html lang>` follow it before
 * the browser paints, so a switch never shows a mixed page. Only the first language's catalogue is
 * loaded at start (issue 8): another one, fetched when the language switch is pointed at, is waited
 * for with the page keeping its texts, with its later texts once a later page has asked for them (decision 044).
 */
export const useLanguageFromUrl = (): Language => {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = languageOfPath(pathname) ?? 'en';
  const locale = localeOf(language);
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    // A catalogue that cannot be fetched (a newer build replaced its chunk) comes with a fresh load of the page.
    return followLocale(i18n, locale, () => window.location.reload(), loadCatalogue, laterTexts());
  }, [i18n, locale]);
  return language;
};

/** The current language for components below the layout. */
export const useLanguage = (): Language => languageOfPath(useLocation().pathname) ?? 'en';
