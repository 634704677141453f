import type { MessageParams } from '@comptoir/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../paths.ts';
import { useLanguage } from './use-language.ts';

/** What a control says after an action: a catalogue text with its values, or a text already written (the api's answer). */
export type Saying = { key: string; params?: MessageParams } | { text: string };
type Kept = { key: string; params?: MessageParams } | { text: string; language: Language };

/**
 * A message kept beside a control while the buyer switches language mid-journey (spec §2.2: the prefix can be swapped): a
 * catalogue text is said again in the new language; a written one, in the language it was asked in, is not left on a page
 * in the other. Returns the text to show (null for none) and the setter.
 */
export const useSaid = (): [string | null, (saying: Saying | null) => void] => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [kept, setKept] = useState<Kept | null>(null);
  const say = useCallback((saying: Saying | null) => setKept(saying === null || 'key' in saying ? saying : { text: saying.text, language }), [language]);
  const shown = kept === null ? null : 'key' in kept ? t(kept.key, kept.params) : kept.language === language ? kept.text : null;
  return [shown, say];
};
