import { messageText, type CatalogueKey, type Locale } from '@comptoir/core';

/** The catalogue text of a key (no placeholders filled), as the app shows it; a missing text fails the test. */
export const message = (locale: Locale, key: CatalogueKey): string => {
  const text = messageText(locale, key);
  if (text === undefined) throw new Error(`No ${locale} text for ${key}`);
  return text;
};
