import { SUGGEST_MAX_LENGTH } from '@comptoir/core';
import { useEffect, useRef, useState } from 'react';
import type { Language } from '../../paths.ts';
import { fetchSuggestions } from './search-api.ts';
import type { SuggestionView } from './search-types.ts';

const debounceMs = 150;
const minimumLength = 2;

/** Suggestions for the text being typed, debounced; stale answers are dropped. */
export const useSuggestions = (text: string, language: Language, enabled: boolean): SuggestionView[] => {
  const [suggestions, setSuggestions] = useState<SuggestionView[]>([]);
  const query = text.trim();
  const answered = useRef('');
  useEffect(() => {
    // Past the service's limit the call is refused (400): a pasted sentence is searched with Enter instead.
    if (query.length < minimumLength || query.length > SUGGEST_MAX_LENGTH) {
      answered.current = '';
      setSuggestions([]);
      return undefined;
    }
    // Closed: keep the last suggestions, so reopening with the arrows has something to move through.
    if (!enabled || answered.current === `${language}:${query}`) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, language, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          answered.current = `${language}:${query}`;
          setSuggestions(found);
        },
        () => { if (!controller.signal.aborted) setSuggestions([]); },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, language, enabled]);
  return suggestions;
};
