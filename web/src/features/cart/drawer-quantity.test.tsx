import { formatMessage, type Locale } from '@comptoir/core';
import type { DrawerProduct } from '@comptoir/machines';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawerProvider, LazyAddedToCartDrawer, useDrawer } from '../drawer/index.ts';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { renderAt } from '../../test/render.tsx';
import { DrawerQuantity } from './drawer-quantity.tsx';

// Staplers sold by 6, at least 6; the buyer's cart holds 18 after adding 6.
const staplers: DrawerProduct = { orderProductId: 1, productCode: 'PLQ87964', quantity: 18, rule: { salesMultiple: 6, minimumQuantity: 6 }, description: 'Kinetik Stapler' };

const AddStaplers = () => {
  const drawer = useDrawer();
  return <button type="button" onClick={() => drawer.itemsAdded([{ productCode: staplers.productCode, quantity: 6 }], [staplers])}>add</button>;
};

const openDrawer = async (url: string, locale: Locale) => {
  renderAt(
    url,
    <DrawerProvider shopper="buyer-1" signedIn mergeMode={false} clientNo="C1" onCartChanged={() => undefined}>
      <AddStaplers />
      <LazyAddedToCartDrawer renderQuantity={(props) => <DrawerQuantity {...props} />} />
    </DrawerProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'add' }));
  await screen.findByRole('dialog', { name: formatMessage(locale, 'drawer.title') }, { timeout: 3000 });
  return screen.getByRole('textbox', { name: `${formatMessage(locale, 'quantity.label')} — Kinetik Stapler` }) as HTMLInputElement;
};

const typeAndEnter = async (box: HTMLInputElement, typed: string) => {
  await userEvent.clear(box);
  await userEvent.type(box, `${typed}{Enter}`);
};

withModalDialogs();
afterEach(() => vi.unstubAllGlobals());

describe('the drawer’s quantity box', () => {
  it.each([
    ['/en', 'en-CA'],
    ['/fr', 'fr-CA'],
  ] as const)('at %s a quantity refused before it is sent (below the minimum, above 9999) shows its message and the box goes back to the cart’s 18', async (url, locale) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const box = await openDrawer(url, locale);
    expect(box.value).toBe('18');

    await typeAndEnter(box, '0');
    expect(screen.getByRole('alert').textContent).toBe(formatMessage(locale, 'quantity.belowMinimum', { X: 6 }));
    expect(box.value).toBe('18');

    await typeAndEnter(box, '10000');
    expect(screen.getByRole('alert').textContent).toBe(formatMessage(locale, 'quantity.maximum', { X: 9999 }));
    expect(box.value).toBe('18');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a quantity the cart refuses (not a multiple) is told in the page’s language and the box shows the cart’s quantity again', async () => {
    const refusal = { isSuccess: false, Messages: [{ MessageType: 6, MessageStatus: 1, PrimaryMessage: 'sold in multiples of 6' }] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refusal), { status: 422, headers: { 'content-type': 'application/json' } })));
    const box = await openDrawer('/fr', 'fr-CA');
    await typeAndEnter(box, '20');
    expect((await screen.findByRole('alert')).textContent).toBe(formatMessage('fr-CA', 'quantity.salesMultiple', { X: 6 }));
    expect(box.value).toBe('18');
  });

  it('a quantity the cart takes stays in the box, and the next Tab sends nothing more', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ isSuccess: true, Messages: [] }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const box = await openDrawer('/en', 'en-CA');
    await typeAndEnter(box, '24');
    expect(box.value).toBe('24');
    await userEvent.tab();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(box.value).toBe('24');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while the cart saves a change the box is read-only, so what the buyer types is not overwritten by the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const box = await openDrawer('/en', 'en-CA');
    await typeAndEnter(box, '20');
    expect(box.readOnly).toBe(true);
    const refusal = { isSuccess: false, Messages: [{ MessageType: 6, MessageStatus: 1, PrimaryMessage: 'sold in multiples of 6' }] };
    answer(new Response(JSON.stringify(refusal), { status: 422, headers: { 'content-type': 'application/json' } }));
    await vi.waitFor(() => expect(box.readOnly).toBe(false));
    expect(box.value).toBe('18');
  });
});
