import { formatMessage } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { CouponForm } from './coupon-form.tsx';

describe('coupon form', () => {
  it('names the applied coupon and offers to remove it', () => {
    renderAt('/en/shopping-cart', <CouponForm applied="SPRING10" />);
    expect(screen.getByText(formatMessage('en-CA', 'cartTools.appliedCoupon', { code: 'SPRING10' }), { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: formatMessage('en-CA', 'cartTools.removeCoupon', { code: 'SPRING10' }) })).toBeTruthy();
  });

  it("says why a coupon left on the cart no longer applies, instead of calling it applied, and still offers to remove it", () => {
    const notice = formatMessage('fr-CA', 'cart.couponExpired', { date: '03 février 2025' });
    renderAt('/fr/shopping-cart', <CouponForm applied="SPRING10" notice={notice} />);
    expect(screen.getByText(notice)).toBeTruthy();
    expect(screen.queryByText(formatMessage('fr-CA', 'cartTools.appliedCoupon', { code: 'SPRING10' }), { exact: false })).toBeNull();
    expect(screen.getByRole('button', { name: formatMessage('fr-CA', 'cartTools.removeCoupon', { code: 'SPRING10' }) })).toBeTruthy();
  });
});
