import { isOutcomeCode, type OutcomeCode } from '@comptoir/core';
import { getI18n } from 'react-i18next';

/**
 * An api message (its `Type`) the catalogue can say again in the language the page has switched to: a known outcome whose
 * text needs no values, which travel only inside the api's own words. Read from the catalogue the page has loaded, never
 * core's whole one, which would go into the home page's scripts (issue 8).
 */
export const isSayableAgain = (type: string | undefined): type is OutcomeCode => {
  if (type === undefined || !isOutcomeCode(type)) return false;
  const i18n = getI18n();
  const text: unknown = i18n?.getResource(i18n.language, 'translation', type);
  return typeof text === 'string' && !/\{\w+\}/.test(text);
};
