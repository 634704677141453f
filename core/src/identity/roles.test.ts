import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BuyerType,
  PriceVisibility,
  accountTypeOf,
  buyerTypeOf,
  canSeePrices,
  canSelectShipTo,
  isApprover,
  isGroupOrderBuyer,
  isInGroupOrder,
  isSuspended,
  isValidLoginBuyer,
  landingPageFor,
  priceVisibilityOf,
  rolesOf,
} from './roles.ts';

describe('identity and roles', () => {
  it('spec §6: buyer type in order — test account, group order buyer, approver, administrator, buyer; anonymous without a buyer', () => {
    const everything = { buyerId: 1, inviteeState: 1, isApprover: true, isAdminFlag: true };
    expect(buyerTypeOf(everything, true)).toBe(BuyerType.demo);
    expect(buyerTypeOf(everything)).toBe('Group Order Buyer');
    expect(buyerTypeOf({ ...everything, inviteeState: 2 })).toBe('Approver');
    expect(buyerTypeOf({ buyerId: 1, isAdminFlag: true })).toBe('Administrator');
    expect(buyerTypeOf({ buyerId: 1 })).toBe('Buyer');
    expect(buyerTypeOf(null)).toBe('Anonymous');
    expect(rolesOf({ isApprover: true, isAdminFlag: true })).toEqual(['buyer', 'approver', 'admin']);
    expect(rolesOf({})).toEqual(['buyer']);
  });

  it('spec §3: isApprover from the approvers list; inviteeState 1 is group order buyer, above 0 in a group order', () => {
    expect(isApprover(7, [{ buyerId: '7' }])).toBe(true);
    expect(isApprover(7, [{ buyerId: 8 }])).toBe(false);
    expect(isGroupOrderBuyer(1)).toBe(true);
    expect(isGroupOrderBuyer(2)).toBe(false);
    expect(isInGroupOrder(2)).toBe(true);
    expect(isInGroupOrder(0)).toBe(false);
    expect(isInGroupOrder(null)).toBe(false);
  });

  it('spec §4: suspended when today is within the range, bounds included; 1900-01-01 is no date', () => {
    expect(isSuspended('2025-05-01', '2025-05-01', '2025-05-03')).toBe(true);
    expect(isSuspended('2025-05-03', '2025-05-01', '2025-05-03')).toBe(true);
    expect(isSuspended('2025-05-04', '2025-05-01', '2025-05-03')).toBe(false);
    expect(isSuspended('2025-05-04', '1900-01-01T00:00:00', '1900-01-01')).toBe(false);
    expect(isSuspended('2025-05-04', '2025-05-01', null)).toBe(true);
    expect(isSuspended(new Date('2025-05-02T03:00:00Z'), undefined, '2025-05-01')).toBe(true);
  });

  it('spec §6: ship-to selection needs all four conditions', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (a, b, c, d) =>
        canSelectShipTo({ showAccountSearchLink: a, showShipToSearchFlag: b, enableShipToSelection: c, viewShipToSelectionPage: d }) === (a && b && c && d),
      ),
      { numRuns: 200 },
    );
  });

  it('spec §2.2: landing page by firstPageType; 7 or other is the legacy home', () => {
    expect([2, 3, 4, 5, 6, 10, 7, 99].map(landingPageFor)).toEqual([
      'home', 'shoppingCart', 'submittedOrders', 'approvalOrders', 'quickGroupOrder', 'search', 'legacyHome', 'legacyHome',
    ]);
    expect(landingPageFor(undefined)).toBe('legacyHome');
  });

  it('spec §5: a login buyer needs a non-empty buyerId and logonName', () => {
    expect(isValidLoginBuyer({ buyerId: 5, logonName: 'jdoe' })).toBe(true);
    expect(isValidLoginBuyer({ buyerId: '', logonName: 'jdoe' })).toBe(false);
    expect(isValidLoginBuyer({ buyerId: 5, logonName: '  ' })).toBe(false);
    expect(isValidLoginBuyer(null)).toBe(false);
  });

  it('spec §6 account types and spec §4 price visibility user types', () => {
    expect(accountTypeOf({ isPunchOutEnable: true, isUsingInternalCheckout: true })).toBe('sso');
    expect(accountTypeOf({ isPunchOutEnable: true, isUsingInternalCheckout: false })).toBe('punchout');
    expect(accountTypeOf({ isPunchOutEnable: false, isUsingInternalCheckout: true })).toBe('regular');
    expect(priceVisibilityOf({ isLoggedIn: false, canSeePrice: true, canModifyOrder: true })).toBe(PriceVisibility.anonymous);
    expect(priceVisibilityOf({ isLoggedIn: true, canSeePrice: false, canModifyOrder: true })).toBe('AuthorizedButCanNotSeeThePrice');
    expect(priceVisibilityOf({ isLoggedIn: true, canSeePrice: true, canModifyOrder: false })).toBe('AuthorizedToSeeThePriceButCanNotModifyOrder');
    expect(canSeePrices(priceVisibilityOf({ isLoggedIn: true, canSeePrice: true, canModifyOrder: true }))).toBe(true);
    expect(canSeePrices(PriceVisibility.anonymous)).toBe(false);
  });
});
