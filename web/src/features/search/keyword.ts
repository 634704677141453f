import { KEYWORD_MAX_LENGTH } from '@comptoir/core';

/**
 * The keyword of a search URL (?q=) as the search service is asked it: trimmed, at most 200 characters. The heading,
 * the count line and the header's box say this one, so a pasted page of text is not echoed whole over results for its start.
 */
export const keywordOf = (search: URLSearchParams): string => (search.get('q') ?? '').trim().slice(0, KEYWORD_MAX_LENGTH).trim();
