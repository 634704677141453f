import { addDays, earliestScheduledDate, formatDate, formatMessage, isBusinessDay, latestScheduledDate } from '@comptoir/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetDecision, budgetMessages, checkSchedule } from './submit-checks.ts';

describe('budget decision (issue 7)', () => {
  it('an order over a budget already spent says nothing is available (0,00 $), not an available budget of -42,50 $', () => {
    const warned = budgetMessages(budgetDecision('warn', -4250, 47365, 'fr-CA'));
    expect(warned.map((message) => message.PrimaryMessage)).toEqual(['Cette commande (473,65\u00a0$) dépasse votre budget disponible de 0,00\u00a0$. Vous pouvez tout de même la soumettre.']);
    const blocked = budgetMessages(budgetDecision('block', -1, 1000, 'en-CA'));
    expect(blocked.map((message) => message.PrimaryMessage)).toEqual(['This order ($10.00) is over your available budget of $0.00. It cannot be submitted: remove items or lower quantities until the order total is within the budget.']);
  });

  it('an order over a budget with some left names what is left', () => {
    expect(budgetMessages(budgetDecision('warn', 57609, 1878052, 'en-CA')).map((message) => message.PrimaryMessage)).toEqual(['This order ($18,780.52) is over your available budget of $576.09. You can still submit it.']);
    expect(budgetDecision('warn', 57609, 57609, 'en-CA')).toEqual({ kind: 'within' });
  });

  it('says what the buyer can do: a blocked order what to change, a warned one that it can still be submitted (in French too, with a no-break space before the colon)', () => {
    expect(budgetMessages(budgetDecision('block', 57609, 1878052, 'fr-CA')).map((message) => message.PrimaryMessage)).toEqual([
      'Cette commande (18\u00a0780,52\u00a0$) dépasse votre budget disponible de 576,09\u00a0$. Elle ne peut pas être soumise\u00a0: retirez des articles ou réduisez les quantités jusqu’à ce que le total respecte le budget.',
    ]);
    expect(budgetMessages(budgetDecision('warn', 57609, 1878052, 'fr-CA')).map((message) => message.PrimaryMessage)).toEqual(['Cette commande (18\u00a0780,52\u00a0$) dépasse votre budget disponible de 576,09\u00a0$. Vous pouvez tout de même la soumettre.']);
  });
});

describe('scheduled delivery date (spec §4)', () => {
  const provinces = ['ON', 'QC', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'YT', 'NT', 'NU', null] as const;
  it('property: any calendar date the buyer can pick is accepted or refused with 422 in their language (past, weekend, holiday, past the horizon), never 400', () => {
    const today = '2026-11-29';
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.constantFrom(...provinces), fc.constantFrom('en-CA', 'fr-CA') as fc.Arbitrary<'en-CA' | 'fr-CA'>, (offset, province, locale) => {
        const date = addDays(today, offset);
        const result = checkSchedule({ deliveryType: 'scheduled', scheduledDate: date }, province, today, locale);
        const usable = date >= earliestScheduledDate(today, province) && date <= latestScheduledDate(today, province) && isBusinessDay(date, province);
        expect(result.ok).toBe(usable);
        if (result.ok) return;
        expect(result.status).toBe(422);
        const [message] = result.messages;
        expect(message?.PrimaryMessage).toBe(formatMessage(locale, message?.Type as 'checkout.scheduledDateInvalid', { date: formatDate(latestScheduledDate(today, province), locale) }));
      }),
    );
  });

  it('a scheduled delivery without a date is 422 too; a standard delivery ignores the date', () => {
    expect(checkSchedule({ deliveryType: 'scheduled', scheduledDate: null }, 'ON', '2026-11-29', 'fr-CA')).toMatchObject({ ok: false, status: 422, messages: [{ Type: 'checkout.scheduledDateInvalid' }] });
    expect(checkSchedule({ deliveryType: 'standard', scheduledDate: '2020-01-04' }, 'ON', '2026-11-29', 'en-CA')).toEqual({ ok: true, value: null });
  });
});
