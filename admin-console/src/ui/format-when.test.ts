import { formatMessage } from '@comptoir/core';
import { describe, expect, it } from 'vitest';
import { userText } from '../i18n/texts.ts';
import { formatClockTime, formatWhen } from './format-when.ts';

// An afternoon in every time zone of Canada: en-CA ends it with 'p.m.', so a text must not put a period after it.
const moment = '2026-12-03T21:47:00.000Z';
const toronto = 'America/Toronto';

describe('a moment in the texts that show one', () => {
  for (const locale of ['en-CA', 'fr-CA'] as const) {
    it(`reads without a doubled period (${locale})`, () => {
      const date = formatWhen(moment, locale);
      expect(date).toMatch(locale === 'en-CA' ? /^December 3, 2026 at \d{1,2}:47 p\.m\.$/ : /^3 décembre 2026 à \d{1,2} h 47$/);
      for (const key of [userText.temporaryPasswordUntil, userText.temporaryPasswordExpired]) {
        const shown = formatMessage(locale, key, { date });
        expect(shown).toContain(date);
        expect(shown).not.toMatch(/\.\s*\./);
      }
    });
  }

  it('writes a morning hour as a Canadian French reader does: 7 h 05, never 07 h 05', () => {
    expect(formatWhen('2026-12-03T12:05:00.000Z', 'fr-CA', toronto)).toBe('3 décembre 2026 à 7 h 05');
    expect(formatWhen('2026-12-03T12:05:00.000Z', 'en-CA', toronto)).toMatch(/^December 3, 2026 at 7:05\sa\.m\.$/);
  });

  it('writes a time to the second without a zero before the hour (fr-CA: 2 h 26 min 54 s)', () => {
    const early = new Date('2026-11-26T07:26:54.000Z');
    expect(formatClockTime(early, 'fr-CA', toronto)).toBe('2 h 26 min 54 s');
    expect(formatClockTime(early, 'en-CA', toronto)).toMatch(/^2:26:54\sa\.m\.$/);
    expect(formatClockTime(new Date('2026-11-26T19:05:09.000Z'), 'fr-CA', toronto)).toBe('14 h 05 min 09 s');
  });
});
