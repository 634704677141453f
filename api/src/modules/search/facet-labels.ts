import { formatMessage, hasMessage, localeFromLanguage } from '@comptoir/core';
import type { Language } from './candidate-sql.ts';

/** A facet group's label from core's catalogue (search.facets.*); an unknown group shows its id. */
export const groupLabel = (id: string, language: Language): string => {
  const locale = localeFromLanguage(language);
  return hasMessage(locale, `search.facets.${id}`) ? formatMessage(locale, `search.facets.${id}`) : id;
};

const yesNoKeys: Readonly<Record<string, 'common.yes' | 'common.no'>> = { true: 'common.yes', false: 'common.no' };

export const yesNoLabel = (value: string, language: Language): string => {
  const key = yesNoKeys[value];
  return key ? formatMessage(localeFromLanguage(language), key) : value;
};
