import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, catalogueFormatter, i18nextOptions, loadCatalogue, type Catalogue } from '@comptoir/core';
import type { Locale } from '../paths.ts';

/**
 * An i18next instance over core's catalogue (the one source of every visible text), started with the
 * page's language already loaded (its first-render catalogue: the later pages add their texts, later-texts.ts);
 * the other language is fetched by core's backend on a switch.
 */
export const createI18n = (locale: Locale, catalogue: Catalogue): i18n => {
  const instance = i18next.createInstance().use(catalogueBackend(loadCatalogue)).use(catalogueFormatter).use(initReactI18next);
  void instance.init(i18nextOptions(locale, catalogue));
  return instance;
};
