import { describe, expect, it } from 'vitest';
import { hasMessage } from '../i18n/messages.ts';
import fc from 'fast-check';
import { groupOrderReplyKey, activationStepOf, approverStateOf, orderDisplayNumber, orderNumberWithoutPrefix, parseOrderNumberEntry, submittedOrderCategory, OrderAction, OrderStatusCode } from './orders.ts';

describe('orders', () => {
  it('spec §3: EW + order number, or GR + group order number for group orders', () => {
    expect(orderDisplayNumber({ orderNo: 1234567 })).toBe('EW1234567');
    expect(orderDisplayNumber({ orderNo: 1234567, isGroupOrder: true, groupOrderNumber: 88 })).toBe('GR88');
    expect(orderDisplayNumber({ orderNo: 1234567, isGroupOrder: true, groupOrderNumber: null })).toBe('EW1234567');
    expect(orderNumberWithoutPrefix(' ew 1234567')).toBe('1234567');
    expect(orderNumberWithoutPrefix('#EW42')).toBe('42');
    expect(orderNumberWithoutPrefix('42')).toBe('42');
  });

  it('find your order: EW followed by digits or the digits alone; empty and anything else refused with a catalogue code', () => {
    expect(parseOrderNumberEntry(' EW4100216 ')).toEqual({ ok: true, number: '4100216' });
    expect(parseOrderNumberEntry('ew 4100 216')).toEqual({ ok: true, number: '4100216' });
    expect(parseOrderNumberEntry('#4100216')).toEqual({ ok: true, number: '4100216' });
    expect(parseOrderNumberEntry('   ')).toEqual({ ok: false, code: 'findOrder.numberRequired' });
    for (const text of ['GR88', 'EW', 'EW12a', '12-34', 'ABC', '1234567890123', 'EWEW12']) expect(parseOrderNumberEntry(text)).toEqual({ ok: false, code: 'findOrder.numberInvalid' });
    for (const code of ['findOrder.numberRequired', 'findOrder.numberInvalid']) expect(hasMessage('en-CA', code) && hasMessage('fr-CA', code)).toBe(true);
  });

  it('find your order: every accepted entry is what orderbynumber takes, and the display number finds itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const entry = parseOrderNumberEntry(text);
        return !entry.ok || /^\d{1,12}$/.test(entry.number);
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (orderNo) => {
      const entry = parseOrderNumberEntry(orderDisplayNumber({ orderNo }));
      return entry.ok && Number(entry.number) === orderNo;
    }));
  });

  it('a dash between the EW letters and the digits reads as a space, any dash; within the digits it stays no number', () => {
    expect(orderNumberWithoutPrefix('EW-4100211')).toBe('4100211');
    expect(parseOrderNumberEntry('ew – 4100211')).toEqual({ ok: true, number: '4100211' });
    const gap = fc.array(fc.constantFrom(' ', '\u00a0', '-', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2212'), { maxLength: 3 }).map((parts) => parts.join(''));
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), fc.constantFrom('EW', 'ew', 'Ew', '#EW'), gap, (orderNo, prefix, between) => {
      const typed = `${prefix}${between}${orderNo}`;
      return orderNumberWithoutPrefix(typed) === String(orderNo) && parseOrderNumberEntry(typed).ok && orderNumberWithoutPrefix(`GR${between}${orderNo}`) === String(orderNo);
    }));
    for (const text of ['EW12-34', 'EW-12-34', '-4100211', 'EW4100211-']) expect(parseOrderNumberEntry(text), text).toEqual({ ok: false, code: 'findOrder.numberInvalid' });
  });

  it('spec §4: submitted-order category from the description', () => {
    expect(submittedOrderCategory('Awaiting Approval', true)).toBe('inApproval');
    expect(submittedOrderCategory('Awaiting Approval', false)).toBe('submitted');
    expect(submittedOrderCategory('Approved by Jane', true)).toBe('recentlyApproved');
    expect(submittedOrderCategory('Shipped', true)).toBe('submitted');
  });

  it('spec §4: codes for statuses, actions, approver states and activation steps', () => {
    expect(OrderStatusCode).toEqual({ pending: 0, shipped: 1, cancelled: 2, archived: 3 });
    expect(OrderAction.updateOrder).toBe(7);
    expect([approverStateOf('AWAITING'), approverStateOf('REJECTED'), approverStateOf('APPROVED')]).toEqual([0, 2, 1]);
    expect(activationStepOf(0)).toBe('createPassword');
    expect(activationStepOf(9)).toBe('completed');
  });
});

describe('group orders', () => {
  it('spec §4: the 8 reply states each have a message in both languages', () => {
    const keys = new Set<string>();
    for (const replied of [true, false]) for (const sameAccount of [true, false]) for (const emptyCart of [true, false]) keys.add(groupOrderReplyKey({ replied, sameAccount, emptyCart }));
    expect(keys.size).toBe(8);
    expect([...keys].every((key) => hasMessage('en-CA', key) && hasMessage('fr-CA', key))).toBe(true);
  });
});
