import { formatMessage } from '@comptoir/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { withLanguageSwitch } from '../../test/switchable-language.tsx';
import { CouponForm } from './coupon-form.tsx';

const languages = [
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const;

afterEach(() => vi.unstubAllGlobals());

describe('coupon form', () => {
  it('Apply keeps the keyboard while the code is checked (a disabled button dropped the focus to the page body), and is not sent twice', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    renderAt('/fr/shopping-cart', <CouponForm applied={null} />);
    fireEvent.change(screen.getByRole('textbox', { name: formatMessage('fr-CA', 'cartTools.couponCode') }), { target: { value: 'PROMO10' } });
    const apply = screen.getByRole('button', { name: formatMessage('fr-CA', 'cartTools.applyCoupon') });
    apply.focus();
    fireEvent.click(apply);
    expect(apply).toHaveProperty('disabled', false);
    expect(apply.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(apply);
    fireEvent.click(apply);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each(languages)('a removed coupon leaves the keyboard on the coupon field, which its outcome describes (/%s; it fell to the page body with the Remove button)', async (language, locale) => {
    const removed = formatMessage(locale, 'cart.couponRemoved', { code: 'SPRING10' });
    const answer = { isSuccess: true, Messages: [{ MessageStatus: 3, MessageType: 3, PrimaryMessage: removed, SecondaryMessages: [], Type: 'cart.couponRemoved' }] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })));
    // The cart page's part: the reloaded cart has no coupon any more.
    const cart = { removeCoupon: () => undefined as void };
    const Cart = () => {
      const [applied, setApplied] = useState<string | null>('SPRING10');
      cart.removeCoupon = () => setApplied(null);
      return <CouponForm applied={applied} />;
    };
    renderAt(`/${language}/shopping-cart`, <Cart />);
    const remove = screen.getByRole('button', { name: formatMessage(locale, 'cartTools.removeCoupon', { code: 'SPRING10' }) });
    remove.focus();
    fireEvent.click(remove);
    expect((await screen.findByText(removed)).getAttribute('role')).toBe('status');
    act(() => cart.removeCoupon());
    const field = screen.getByRole('textbox', { name: formatMessage(locale, 'cartTools.couponCode') });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-describedby')).toBe('coupon-outcome');
  });

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

  it.each(languages)('a code taken under its minimum (/%s): once the cart says how much to add, that is what the status says, not that the code was applied', async (language, locale) => {
    const taken = formatMessage(locale, 'cart.couponApplied', { code: 'BUREAU15' });
    const answer = { isSuccess: true, Messages: [{ MessageStatus: 3, MessageType: 3, PrimaryMessage: taken, SecondaryMessages: [], Type: 'cart.couponApplied' }] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } })));
    const notice = formatMessage(locale, 'cart.couponBelowMinimum', { code: 'BUREAU15', amount: '50,00 $', shortfall: '11,01 $' });
    // The cart page's part: the reloaded cart carries the code and its notice.
    const cart = { reload: () => undefined as void };
    const Cart = () => {
      const [said, setSaid] = useState<{ applied: string | null; notice?: string }>({ applied: null });
      cart.reload = () => setSaid({ applied: 'BUREAU15', notice });
      return <CouponForm applied={said.applied} notice={said.notice} />;
    };
    renderAt(`/${language}/shopping-cart`, <Cart />);
    fireEvent.change(screen.getByRole('textbox', { name: formatMessage(locale, 'cartTools.couponCode') }), { target: { value: 'BUREAU15' } });
    fireEvent.click(screen.getByRole('button', { name: formatMessage(locale, 'cartTools.applyCoupon') }));
    expect(await screen.findByText(taken)).toBeTruthy();
    act(() => cart.reload());
    expect(screen.getByRole('status').textContent).toBe(notice);
    expect(screen.queryByText(taken)).toBeNull();
    // Said once (the text has no-break spaces, which getByText's normalised text no longer has).
    expect(document.body.textContent?.split(notice)).toHaveLength(2);
    expect(screen.getByRole('button', { name: formatMessage(locale, 'cartTools.removeCoupon', { code: 'BUREAU15' }) })).toBeTruthy();
  });

  it.each(languages)('a refused code (/%s) is said under the field, which gets the keyboard back with the code kept to correct it (it stayed on Apply)', async (language, locale) => {
    const refused = formatMessage(locale, 'cart.couponInvalid', { code: 'FAUX123' });
    const answer = { isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 3, PrimaryMessage: refused, SecondaryMessages: [], Type: 'cart.couponInvalid' }] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 422, headers: { 'Content-Type': 'application/json' } })));
    renderAt(`/${language}/shopping-cart`, <CouponForm applied={null} />);
    const field = screen.getByRole('textbox', { name: formatMessage(locale, 'cartTools.couponCode') });
    fireEvent.change(field, { target: { value: 'FAUX123' } });
    const apply = screen.getByRole('button', { name: formatMessage(locale, 'cartTools.applyCoupon') });
    apply.focus();
    fireEvent.click(apply);
    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).value).toBe('FAUX123');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('Apply with no code says so in French and puts the keyboard in the field', () => {
    renderAt('/fr/shopping-cart', <CouponForm applied={null} />);
    fireEvent.click(screen.getByRole('button', { name: formatMessage('fr-CA', 'cartTools.applyCoupon') }));
    expect(screen.getByRole('alert').textContent).toBe(formatMessage('fr-CA', 'cartTools.couponRequired'));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: formatMessage('fr-CA', 'cartTools.couponCode') }));
  });

  it('switching language mid-journey: the api’s refusal, written in English, is not left on the French page', async () => {
    const refused = { isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 3, PrimaryMessage: formatMessage('en-CA', 'cart.couponInvalid', { code: 'NOPE' }), SecondaryMessages: [], Type: 'cart.couponInvalid' }] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refused), { status: 422, headers: { 'Content-Type': 'application/json' } })));
    renderAt('/en/shopping-cart', withLanguageSwitch(<CouponForm applied={null} />));
    const field = screen.getByRole('textbox', { name: formatMessage('en-CA', 'cartTools.couponCode') });
    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: formatMessage('en-CA', 'cartTools.applyCoupon') }));
    expect(await screen.findByText(refused.Messages[0]?.PrimaryMessage ?? '')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByRole('link', { name: 'Français' }));
    await screen.findByRole('textbox', { name: formatMessage('fr-CA', 'cartTools.couponCode') });
    expect(screen.queryByText(refused.Messages[0]?.PrimaryMessage ?? '')).toBeNull();
    expect(field.hasAttribute('aria-invalid')).toBe(false);
  });
});
