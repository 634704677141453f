/**
 * French typography a phone must not break: a no-break space after « and before », and before : ; ? ! (a thin
 * no-break space counts too), so a line never ends on « nor starts with a mark. A header name quoted as sent
 * (Content-Type: application/json) is not French punctuation. An elision takes the typographic apostrophe (d’encre), never
 * the typewriter's ('). Returns the problems found, none for good text.
 */
export const frenchTypographyProblems = (text: string): Array<'guillemets' | 'punctuation' | 'apostrophe'> => [
  ...(/«(?!\u00a0)|(?<!\u00a0)»/.test(text) ? (['guillemets'] as const) : []),
  ...(/(?<![\u00a0\u202f])[:;?!](?=\s|$|»|\))/.test(text.replace(/Content-Type:/g, '')) ? (['punctuation'] as const) : []),
  ...(text.includes("'") ? (['apostrophe'] as const) : []),
];
