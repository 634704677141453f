import { formatMessage, type Locale } from '@comptoir/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
