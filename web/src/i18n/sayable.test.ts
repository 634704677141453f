import { messages } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { isSayableAgain } from './sayable.ts';

describe('isSayableAgain', () => {
  it.each(['en-CA', 'fr-CA'] as const)('%s: a known outcome whose text needs no values; not one with values, an unknown code or none', (locale) => {
    createI18n(locale, messages[locale]);
    expect(isSayableAgain('payments.declined')).toBe(true);
    expect(isSayableAgain('auth.couldNotAuthenticate')).toBe(true);
    expect(isSayableAgain('cart.couponInvalid')).toBe(false);
    expect(isSayableAgain('no.such.code')).toBe(false);
    expect(isSayableAgain(undefined)).toBe(false);
  });
});
