import { describe, expect, it } from 'vitest';
import { hasMessage } from '../i18n/messages.ts';
import { groupOrderReplyKey, activationStepOf, approverStateOf, orderDisplayNumber, orderNumberWithoutPrefix, submittedOrderCategory, OrderAction, OrderStatusCode } from './orders.ts';

describe('orders', () => {
  it('spec §3: EW + order number, or GR + group order number for group orders', () => {
    expect(orderDisplayNumber({ orderNo: 1234567 })).toBe('EW1234567');
    expect(orderDisplayNumber({ orderNo: 1234567, isGroupOrder: true, groupOrderNumber: 88 })).toBe('GR88');
    expect(orderDisplayNumber({ orderNo: 1234567, isGroupOrder: true, groupOrderNumber: null })).toBe('EW1234567');
    expect(orderNumberWithoutPrefix(' ew 1234567')).toBe('1234567');
    expect(orderNumberWithoutPrefix('#EW42')).toBe('42');
    expect(orderNumberWithoutPrefix('42')).toBe('42');
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
