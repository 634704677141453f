import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, catalogueFormatter, i18nextOptions, loadConsoleCatalogue, type Catalogue } from '@comptoir/core';
import type { Locale } from '../paths.ts';

/**
 * An i18next instance over core's catalogue (the one source of every visible text), started with the
 * page's language already loaded; the other language is fetched by core's backend on a switch. The console's
 * catalogue is its own `admin` texts and the storefront groups it shows (decisions 026 and 047); numbers in texts are
 * written as in the language (2 006 users), as the storefront's.
 */
export const createI18n = (locale: Locale, catalogue: Catalogue): i18n => {
  const instance = i18next.createInstance().use(catalogueBackend(loadConsoleCatalogue)).use(catalogueFormatter).use(initReactI18next);
  void instance.init(i18nextOptions(locale, catalogue));
  return instance;
};
