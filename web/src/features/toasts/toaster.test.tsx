import { formatMessage, type Locale } from '@comptoir/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { Toaster } from './toaster.tsx';
import { ToastsProvider, useToasts } from './toasts-provider.tsx';

/** A control that shows a toast, as Reorder does (the buyer's keyboard stays on it). */
const Reorder = () => {
  const toasts = useToasts();
  return <button type="button" onClick={() => toasts.show('orders.reorderSuccess', 3, { ORDER_ID: '4100216' })}>Reorder</button>;
};

describe.each([['en', 'en-CA'], ['fr', 'fr-CA']] as const)('toasts (%s)', (language, locale: Locale) => {
  it('Escape takes the newest toast away, the keyboard staying on the control it covered (WCAG 2.4.11)', async () => {
    const user = userEvent.setup();
    renderAt(`/${language}`, <ToastsProvider><Reorder /><Toaster /></ToastsProvider>);
    const reorder = screen.getByRole('button', { name: 'Reorder' });
    await user.click(reorder);
    const said = formatMessage(locale, 'orders.reorderSuccess', { ORDER_ID: '4100216' });
    expect(await screen.findByText(said)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(said)).toBeNull();
    expect(document.activeElement).toBe(reorder);
  });
});

/** A cart change the api answers in French (its text), then the buyer's switch to English (i18next follows the address). */
const RemoveThenSwitch = () => {
  const toasts = useToasts();
  const { i18n } = useTranslation();
  const said = formatMessage('fr-CA', 'cart.itemRemoved', { productCode: 'TLU82458' });
  return (
    <>
      <button type="button" onClick={() => toasts.messages([{ MessageStatus: 1, MessageType: 2, PrimaryMessage: said }])}>Remove</button>
      <button type="button" onClick={() => void i18n.changeLanguage('en-CA')}>English</button>
    </>
  );
};

describe('a server message shown before a language switch', () => {
  it('keeps its French text marked as French on the English page, so that it is read in French (WCAG 3.1.2); the title follows the page', async () => {
    const user = userEvent.setup();
    renderAt('/fr/shopping-cart', <ToastsProvider><RemoveThenSwitch /><Toaster /></ToastsProvider>);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const text = await screen.findByText(formatMessage('fr-CA', 'cart.itemRemoved', { productCode: 'TLU82458' }));
    expect(text.closest('[lang]')?.getAttribute('lang') ?? null).toBeNull();
    await act(() => user.click(screen.getByRole('button', { name: 'English' })));
    expect(text.getAttribute('lang')).toBe('fr-CA');
    expect(screen.getByRole('alert').textContent).toContain(formatMessage('en-CA', 'toast.itemRemoved'));
  });
});
