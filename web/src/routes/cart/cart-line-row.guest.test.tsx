import type { GuestCartProduct } from '@comptoir/core';
import { recordedExchange, recordedResponse } from '@comptoir/fixtures';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { CartLineRow } from './cart-line-row.tsx';

// A guest's line as the api answered it (contract-tests recording): no price, no note.
const guestLine = (): GuestCartProduct =>
  (recordedExchange('cart.cartDetails', 'guest-one-line-fr').response.body as { CartInfo: { Products: GuestCartProduct[] } }).CartInfo.Products[0] as GuestCartProduct;

afterEach(() => vi.unstubAllGlobals());

it("a guest's cart line: the same quantity box and remove, no price cell and no note; a change goes to the guest's line id", async () => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    return path === '/api/cart/cartDetails' ? recordedResponse('cart.cartDetails', 'guest-one-line-fr') : recordedResponse('cart.updateProduct', 'guest-success-en');
  }));
  const line = guestLine();
  const toasts = { messages: vi.fn(), show: vi.fn() };
  renderAt('/en/shopping-cart', <table><tbody><CartLineRow line={line} locale="en-CA" clearedCount={0} toasts={toasts} /></tbody></table>);
  expect(screen.getAllByRole('cell')).toHaveLength(4);
  expect(screen.queryByRole('textbox', { name: `Note for ${line.ProductCode}` })).toBeNull();
  expect(screen.queryByText(/\$/)).toBeNull();
  const box = screen.getByRole('textbox', { name: `Quantity — ${line.Description}` });
  fireEvent.change(box, { target: { value: '3' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(() => expect(calls).toEqual([`POST /api/cart/updateProduct/${line.OrderProductId}`, 'GET /api/cart/cartDetails']));
  expect(toasts.messages).toHaveBeenCalledWith([expect.objectContaining({ Type: 'cart.itemUpdated' })]);
  expect(screen.getByRole('button', { name: `Remove ${line.ProductCode}` })).toBeTruthy();
});
