import { formatMessage, type CartProduct, type Locale } from '@comptoir/core';
import { recordedExchange, recordedResponse } from '@comptoir/fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { CartLineRow } from './cart-line-row.tsx';

// A cart line as the api answered it (contract-tests recording): DLC94924, quantity 2, sold by 1.
const recordedLine = (): CartProduct => (recordedExchange('cart.cartDetails', 'one-line-en').response.body as { CartInfo: { Products: CartProduct[] } }).CartInfo.Products[0] as CartProduct;

/** A fetch answering each cart call with a recorded variant; every call is kept. */
const answering = (variants: Partial<Record<'cart.updateProduct' | 'cart.removeProduct' | 'cart.saveLineNote', string>>) => {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push({ method: init?.method ?? 'GET', path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const call = path === '/api/cart/cartDetails' ? 'cart.cartDetails' : (`cart.${path.split('/')[3]}` as keyof typeof variants);
    return recordedResponse(call, call === 'cart.cartDetails' ? 'one-line-en' : (variants[call as keyof typeof variants] ?? 'missing'));
  }));
  return calls;
};

const listeners: Array<(event: Event) => void> = [];

const renderRow = (line = recordedLine(), locale: Locale = 'en-CA') => {
  const toasts = { messages: vi.fn(), show: vi.fn() };
  const analytics = vi.fn();
  listeners.push(analytics);
  window.addEventListener('comptoir:analytics', analytics);
  const { unmount } = renderAt(`/${locale.slice(0, 2)}/shopping-cart`, <table><tbody><CartLineRow line={line} locale={locale} clearedCount={0} toasts={toasts} /></tbody></table>);
  const box = screen.getByRole('textbox', { name: `${formatMessage(locale, 'quantity.label')} — ${line.Description}` });
  const note = screen.getByRole('textbox', { name: formatMessage(locale, 'cartTools.lineNote', { productCode: line.ProductCode }) });
  const tracked = () => analytics.mock.calls.map(([event]) => (event as CustomEvent).detail);
  return { line, toasts, box, note, tracked, unmount };
};

afterEach(() => {
  vi.unstubAllGlobals();
  listeners.splice(0).forEach((listener) => window.removeEventListener('comptoir:analytics', listener));
});

describe('a cart line driven by the cart-line machine', () => {
  it('spec §5: a quantity core refuses is told beside the box and never sent; the box goes back to the quantity in the cart', () => {
    const calls = answering({});
    const { box, line } = renderRow();
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByRole('alert').textContent).toBe(formatMessage('en-CA', 'quantity.notAvailable'));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toHaveProperty('value', String(line.Quantity));
    // The same refusal again is told again and resets again.
    fireEvent.change(box, { target: { value: '0' } });
    fireEvent.blur(box);
    expect(box).toHaveProperty('value', String(line.Quantity));
    expect(calls).toEqual([]);
  });

  it('spec §5: a quantity typed over the maximum is refused with the maximum, never cut to fewer digits and sent', async () => {
    const calls = answering({});
    const { box } = renderRow();
    await userEvent.clear(box);
    await userEvent.type(box, '10000{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(formatMessage('en-CA', 'quantity.maximum', { X: 9999 }));
    expect(calls).toEqual([]);
  });

  it('spec §4, §7: a new quantity is sent, its message shown, tracked as an add, then the cart refreshed', async () => {
    const calls = answering({ 'cart.updateProduct': 'success' });
    const { line, box, toasts, tracked } = renderRow();
    fireEvent.change(box, { target: { value: '5' } });
    fireEvent.blur(box);
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST /api/cart/updateProduct/${line.OrderProductId}`, 'GET /api/cart/cartDetails']));
    expect(calls[0]?.body).toMatchObject({ Quantity: 5, Language: 'en' });
    expect(toasts.messages).toHaveBeenCalledWith([expect.objectContaining({ PrimaryMessage: 'The quantity of DLC94924 was updated.' })]);
    expect(tracked()).toEqual([{ event: 'cartLineAction', kind: 'add', productCode: 'DLC94924', orderProductId: line.OrderProductId, quantityDelta: 3 }]);
  });

  it('a quantity entered with Enter keeps the keyboard in its box while it is saved (read-only, not disabled)', async () => {
    const calls = answering({ 'cart.updateProduct': 'success' });
    const { box } = renderRow();
    box.focus();
    fireEvent.change(box, { target: { value: '5' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box).toHaveProperty('readOnly', true);
    expect(box).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/cart/cartDetails'));
    await waitFor(() => expect(box).toHaveProperty('readOnly', false));
    expect(document.activeElement).toBe(box);
  });

  it('spec §7: a quantity the api refuses shows the api’s own text beside the box', async () => {
    answering({ 'cart.updateProduct': 'too-many-en' });
    const { box } = renderRow();
    fireEvent.change(box, { target: { value: '7' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', formatMessage('en-CA', 'quantity.maximum', { X: 9999 }));
  });

  it('a quantity changed on a line removed in another tab is told in a toast, since the refreshed cart takes the line and its box away', async () => {
    answering({ 'cart.updateProduct': 'no-guest-cart-fr' });
    const { box, toasts } = renderRow(recordedLine(), 'fr-CA');
    fireEvent.change(box, { target: { value: '5' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(toasts.messages).toHaveBeenCalledWith([expect.objectContaining({ PrimaryMessage: formatMessage('fr-CA', 'cart.lineNotFound') })]));
  });

  it('spec §2.5: the note is saved with its own button, which goes once the api saved it, focus back in the note', async () => {
    const calls = answering({ 'cart.saveLineNote': 'success' });
    const { line } = renderRow();
    fireEvent.change(screen.getByRole('textbox', { name: `Note for ${line.ProductCode}` }), { target: { value: 'Leave at reception' } });
    screen.getByRole('button', { name: `Save note for ${line.ProductCode}` }).focus();
    fireEvent.click(screen.getByRole('button', { name: `Save note for ${line.ProductCode}` }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Save note for ${line.ProductCode}` })).toBeNull());
    // The keyboard goes back to the note, not to the page body.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: `Note for ${line.ProductCode}` }));
    expect(calls[0]).toEqual({ method: 'POST', path: `/api/cart/saveLineNote/${line.OrderProductId}`, body: { LineNote: 'Leave at reception' } });
  });

  it.each(['en-CA', 'fr-CA'] as const)('a changed note is saved as the buyer leaves its box, and “saved” is said in a polite live region (%s)', async (locale) => {
    const calls = answering({ 'cart.saveLineNote': 'success' });
    const { line, note } = renderRow(recordedLine(), locale);
    const status = screen.getByRole('status');
    note.focus();
    note.blur();
    expect(calls).toEqual([]);
    await userEvent.type(note, 'Dock B');
    await userEvent.tab();
    await waitFor(() => expect(status.textContent).toBe(formatMessage(locale, 'cartTools.lineNoteSaved', { productCode: line.ProductCode })));
    expect(calls[0]).toEqual({ method: 'POST', path: `/api/cart/saveLineNote/${line.OrderProductId}`, body: { LineNote: 'Dock B' } });
    expect(note).toHaveProperty('value', 'Dock B');
    // Typing again: the note is no longer the saved one, and the region says nothing until it is.
    await userEvent.type(note, '!');
    expect(status.textContent).toBe('');
  });

  it('a note the api refuses is told beside it in the page’s language, not in a toast; the typed text stays to try again', async () => {
    answering({ 'cart.saveLineNote': 'too-long-fr' });
    const { line, note, toasts } = renderRow(recordedLine(), 'fr-CA');
    await userEvent.type(note, 'Quai B');
    await userEvent.tab();
    const reason = formatMessage('fr-CA', 'errors.badRequest');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', reason);
    expect(note).toHaveProperty('value', 'Quai B');
    expect(note.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: formatMessage('fr-CA', 'cartTools.saveNote', { productCode: line.ProductCode }) })).toBeTruthy();
    expect(toasts.messages).not.toHaveBeenCalled();
  });

  it('a note that cannot reach the api says the generic failure in English on an English page, the typed text kept', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { note } = renderRow();
    await userEvent.type(note, 'Dock B');
    await userEvent.tab();
    const reason = formatMessage('en-CA', 'errors.generic');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', reason);
    expect(note).toHaveProperty('value', 'Dock B');
  });

  it('a changed note is saved when the page goes away with the keyboard still in the note (the browser’s Back)', async () => {
    const calls = answering({ 'cart.saveLineNote': 'success' });
    const { line, note, unmount } = renderRow();
    await userEvent.type(note, 'Dock B');
    expect(calls).toEqual([]);
    unmount();
    expect(calls).toEqual([{ method: 'POST', path: `/api/cart/saveLineNote/${line.OrderProductId}`, body: { LineNote: 'Dock B' } }]);
  });

  it('the note says its limit before the buyer types: a longer note pasted in was cut at 250 characters without a word', () => {
    answering({});
    const { line } = renderRow();
    const note = screen.getByRole('textbox', { name: `Note for ${line.ProductCode}` });
    expect(note.getAttribute('maxlength')).toBe('250');
    expect(document.getElementById(note.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Up to 250 characters');
  });

  it('spec §4: remove sends removeProduct, tracks a remove of the whole quantity and refreshes the cart; a failure goes to the toasts', async () => {
    const calls = answering({ 'cart.removeProduct': 'success' });
    const { line, tracked, toasts } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${line.ProductCode}` }));
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual([`/api/cart/removeProduct/${line.OrderProductId}`, '/api/cart/cartDetails']));
    expect(tracked()).toEqual([expect.objectContaining({ kind: 'remove', quantityDelta: -2 })]);
    expect(toasts.messages).toHaveBeenCalledWith([expect.objectContaining({ PrimaryMessage: 'DLC94924 was removed from cart.' })]);
  });

  it('spec §7: a removal the api refuses goes to the shared error handler with its message', async () => {
    answering({ 'cart.removeProduct': 'already-removed-en' });
    const { line, toasts } = renderRow();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${line.ProductCode}` }));
    await waitFor(() => expect(toasts.messages).toHaveBeenCalledWith([expect.objectContaining({ PrimaryMessage: 'This item is no longer in your cart.' })]));
  });
});

it('a line whose total includes fees names them under the total, so the unit price times the quantity adds up', () => {
  answering({});
  const fees = [{ FeeType: 9, FeeAmount: 85, FeeTotal: 170, isExemptFromAssemblyFees: false }];
  const line = { ...recordedLine(), Quantity: 2, UnitSellPrice: 1699, CombinedLinePrice: (1699 + 85) * 2, OrderProductFees: fees };
  renderRow(line);
  expect(screen.getByText('Fees included: Tariff Fees $1.70').closest('td')?.textContent).toBe('$35.68Fees included: Tariff Fees $1.70');
});
