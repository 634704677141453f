import { formatMessage } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { userText } from '../i18n/texts.ts';
import { formatWhen } from './format-when.ts';

// An afternoon in every time zone of Canada: en-CA ends it with 'p.m.', so a text must not put a period after it.
const moment = '2026-12-03T21:47:00.000Z';

describe('a moment in the texts that show one', () => {
  for (const locale of ['en-CA', 'fr-CA'] as const) {
    it(`reads without a doubled period (${locale})`, () => {
      const date = formatWhen(moment, locale);
      expect(date).toMatch(locale === 'en-CA' ? /^December 3, 2026 at \d{1,2}:47 p\.m\.$/ : /^3 décembre 2026 à \d{2} h 47$/);
      for (const key of [userText.temporaryPasswordUntil, userText.temporaryPasswordExpired]) {
        const shown = formatMessage(locale, key, { date });
        expect(shown).toContain(date);
        expect(shown).not.toMatch(/\.\s*\./);
      }
    });
  }
});
