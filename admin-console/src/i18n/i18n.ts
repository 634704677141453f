import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend, i18nextOptions, loadConsoleCatalogue, type Catalogue } from '@comptoir/core';
import type { Locale } from '../paths.ts';

/**
 * An i18next instance over core's catalogue (the one source of every visible text), started with the
 * page's language already loaded; the other language is fetched by core's backend on a switch. The console's
 * catalogue is the storefront's plus its own `admin` texts, which the storefront never loads (decision 026).
 */
export const createI18n = (locale: Locale, catalogue: Catalogue): i18n => {
  const instance = i18next.createInstance().use(catalogueBackend(loadConsoleCatalogue)).use(initReactI18next);
  void instance.init(i18nextOptions(locale, catalogue));
  return instance;
};
