import type { MessageParams } from '@comptoir/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../paths.ts';
import { useLanguage } from './use-language.ts';

/** What a control says after an action: a catalogue text with its values, or a text already written (the api's answer). */
/** `named`: values that are catalogue texts themselves (a field's label), said in the language of the moment too. */
export type Saying = { key: string; params?: MessageParams; named?: Readonly<Record<string, string>> } | { text: string };
type Kept = Exclude<Saying, { text: string }> | { text: string; language: Language };

const keptOf = (saying: Saying, language: Language): Kept => ('key' in saying ? saying : { text: saying.text, language });

/**
 * A message kept beside a control while the buyer switches language mid-journey (spec §2.2: the prefix can be swapped): a
 * catalogue text is said again in the new language; a written one, in the language it was asked in, is not left on a page
 * in the other. Returns the text to show (null for none) and the setter.
 */
export const useSaid = (): [string | null, (saying: Saying | null) => void] => {
  const [shown, sayEach] = useSaidEach<'said'>();
  const say = useCallback((saying: Saying | null) => sayEach(saying === null ? {} : { said: saying }), [sayEach]);
  return [shown.said ?? null, say];
};

/** useSaid for a message beside each of several controls (a form's fields): the setter replaces them all. */
export const useSaidEach = <Name extends string>(): [Partial<Record<Name, string>>, (sayings: Partial<Record<Name, Saying>>) => void] => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [kept, setKept] = useState<Partial<Record<Name, Kept>>>({});
  const say = useCallback(
    (sayings: Partial<Record<Name, Saying>>) =>
      setKept(Object.fromEntries(Object.entries<Saying | undefined>(sayings).flatMap(([name, saying]) => (saying ? [[name, keptOf(saying, language)]] : []))) as Partial<Record<Name, Kept>>),
    [language],
  );
  const shown: Partial<Record<Name, string>> = {};
  for (const [name, one] of Object.entries<Kept | undefined>(kept)) {
    const named = one && 'key' in one ? Object.fromEntries(Object.entries(one.named ?? {}).map(([param, key]) => [param, t(key)])) : {};
    const text = one === undefined ? null : 'key' in one ? t(one.key, { ...one.params, ...named }) : one.language === language ? one.text : null;
    if (text !== null) shown[name as Name] = text;
  }
  return [shown, say];
};
