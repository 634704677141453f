import { formatMessage, type Locale } from '@comptoir/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawerProvider } from '../drawer/index.ts';
import { ToastsProvider } from '../toasts/index.ts';
import { renderAt } from '../../test/render.tsx';
import { withLanguageSwitch } from '../../test/switchable-language.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';

const row = (
  <ToastsProvider>
    <DrawerProvider shopper="buyer-1" signedIn mergeMode={false} clientNo="C1" onCartChanged={() => undefined}>
      <AddToCartButton productCode="PLT95883" productName="Verano Stapler" rule={{ minimumQuantity: 3 }} />
      <button type="button">next</button>
    </DrawerProvider>
  </ToastsProvider>
);

const renderRow = (url: string) => renderAt(url, row);

afterEach(() => vi.unstubAllGlobals());

describe('the add-to-cart quantity box', () => {
  it.each([
    ['/en', 'en-CA'],
    ['/fr', 'fr-CA'],
  ] as const)('at %s spec §5: leaving the box below the minimum tells the minimum order quantity, before any add; nothing is sent', async (url, locale: Locale) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderRow(url);
    const box = screen.getByRole('textbox', { name: `${formatMessage(locale, 'quantity.label')} — Verano Stapler` });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, '1');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(formatMessage(locale, 'quantity.minimumOrder', { productCode: 'PLT95883', quantity: 3 }));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    // Nothing moves under a pointer pressing Add: the message is read out, and the note already on screen is drawn as the error.
    expect(alert.className).toBe('visually-hidden');
    const [noteId, noticeId] = box.getAttribute('aria-describedby')?.split(' ') ?? [];
    const note = document.getElementById(noteId ?? '');
    expect(note?.textContent).toBe(formatMessage(locale, 'quantity.minimumNote', { X: 3 }));
    expect(note?.className).toContain('quantity-input__notes--flagged');
    expect(noticeId).toBe(alert.id);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaving the box for its Add button and pressing it: the add’s own message alone', async () => {
    renderRow('/en');
    const box = screen.getByRole('textbox', { name: 'Quantity — Verano Stapler' });
    await userEvent.clear(box);
    await userEvent.type(box, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart — Verano Stapler' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([formatMessage('en-CA', 'quantity.notAddedMinimum', { productCode: 'PLT95883', quantity: 3 })]);
  });

  it('leaving the box at or above the minimum, or empty, says nothing; typing again takes the message away', async () => {
    renderRow('/en');
    const box = screen.getByRole('textbox', { name: 'Quantity — Verano Stapler' });
    for (const typed of ['3', '12', '']) {
      await userEvent.clear(box);
      if (typed) await userEvent.type(box, typed);
      await userEvent.click(screen.getByRole('button', { name: 'next' }));
      expect(screen.queryByRole('alert')).toBeNull();
    }
    await userEvent.type(box, '2');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.type(box, '0');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switching language mid-journey: the minimum told on leaving the box, and the add’s refusal, are said again in the new language', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt('/en/browse-products/Search?q=stapler', withLanguageSwitch(row));
    const box = screen.getByRole('textbox', { name: 'Quantity — Verano Stapler' });
    await userEvent.clear(box);
    await userEvent.type(box, '1');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    await userEvent.click(screen.getByRole('link', { name: 'Français' }));
    const minimum = formatMessage('fr-CA', 'quantity.minimumOrder', { productCode: 'PLT95883', quantity: 3 });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(minimum));
    await userEvent.click(screen.getByRole('button', { name: `${formatMessage('fr-CA', 'cart.addToCart')} — Verano Stapler` }));
    await userEvent.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(formatMessage('en-CA', 'quantity.notAddedMinimum', { productCode: 'PLT95883', quantity: 3 })));
  });
});
