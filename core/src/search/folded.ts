/** A typed word or text as search compares it: lower case, accents left out ('Agrafeusé' is 'agrafeuse'). */
export const folded = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
