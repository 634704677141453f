import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messages } from '@comptoir/core';
import type { Locale } from '../paths.ts';

/**
 * An i18next instance over core's catalogue (the one source of every visible text). Placeholders are
 * single-brace (`{X}`) as the spec writes them; React escapes, so i18next does not.
 */
export const createI18n = (locale: Locale): i18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-CA',
    supportedLngs: ['en-CA', 'fr-CA'],
    resources: {
      'en-CA': { translation: messages['en-CA'] },
      'fr-CA': { translation: messages['fr-CA'] },
    },
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    initAsync: false,
  });
  return instance;
};
