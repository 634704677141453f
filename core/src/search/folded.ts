/** The apostrophes a keyboard or a word processor types (’ ‘ ʼ) as the straight one: d’encre and d'encre are one text. */
export const straightApostrophes = (text: string): string => text.replace(/[\u2018\u2019\u02bc]/g, "'");

/** A typed word or text as search compares it: lower case, accents left out ('Agrafeusé' is 'agrafeuse'), one apostrophe. */
export const folded = (text: string): string => straightApostrophes(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
