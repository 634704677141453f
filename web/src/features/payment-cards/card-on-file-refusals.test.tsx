import { formatMessage, type CardOnFile } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { renderAt } from '../../test/render.tsx';
import { withLanguageSwitch } from '../../test/switchable-language.tsx';
import { ApiError } from '../api-client/index.ts';

vi.mock('../toasts/index.ts', () => ({ useToasts: () => ({ show: () => undefined }) }));

const { CardOnFilePanel } = await import('./card-on-file-panel.tsx');

withModalDialogs();
afterEach(() => vi.unstubAllGlobals());

const visa = { brand: 'visa', last4: '4242', expiry: '12/30', cardholderName: 'Olivia Chen' } as CardOnFile;
/** The api's refusal, written in English as it was asked: the catalogue can say it again without values. */
const notOffered = () => new ApiError(403, [{ MessageStatus: 1, MessageType: 4, PrimaryMessage: formatMessage('en-CA', 'cardsOnFile.notOffered'), SecondaryMessages: [], Type: 'cardsOnFile.notOffered' }]);

const switchToFrench = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('link', { name: 'Français' }));
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(formatMessage('fr-CA', 'cardsOnFile.notOffered')));
};

describe('card on file: a refusal shown while the buyer switches language is said in the new one', () => {
  it('saving a card', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ isSuccess: true, token: 'tok_test_abc' })));
    const user = userEvent.setup();
    renderAt('/en/account/profile', withLanguageSwitch(<CardOnFilePanel card={null} label="Profile card" save={() => Promise.reject(notOffered())} remove={async () => undefined} onChange={() => undefined} editing onEditing={() => undefined} />));
    await user.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Olivia Chen');
    await user.type(screen.getByRole('textbox', { name: formatMessage('en-CA', 'checkout.cardNumber') }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: formatMessage('en-CA', 'checkout.expiryMonth') }), '12');
    await user.type(screen.getByRole('textbox', { name: formatMessage('en-CA', 'checkout.expiryYear') }), '30');
    await user.type(screen.getByRole('textbox', { name: formatMessage('en-CA', 'checkout.cvc') }), '123');
    await user.click(screen.getByRole('button', { name: formatMessage('en-CA', 'cardsOnFile.save') }));
    expect((await screen.findByRole('alert')).textContent).toBe(formatMessage('en-CA', 'cardsOnFile.notOffered'));
    await switchToFrench(user);
  });

  it('removing a card', async () => {
    const user = userEvent.setup();
    renderAt('/en/account/profile', withLanguageSwitch(<CardOnFilePanel card={visa} label="Profile card" remove={() => Promise.reject(notOffered())} onChange={() => undefined} editing={false} onEditing={() => undefined} />));
    await user.click(screen.getByRole('button', { name: `${formatMessage('en-CA', 'cardsOnFile.remove')} — Profile card` }));
    const dialog = await screen.findByRole('dialog', { name: formatMessage('en-CA', 'cardsOnFile.removeTitle') });
    await user.click(within(dialog).getByRole('button', { name: formatMessage('en-CA', 'cardsOnFile.remove') }));
    expect((await screen.findByRole('alert')).textContent).toBe(formatMessage('en-CA', 'cardsOnFile.notOffered'));
    await switchToFrench(user);
  });
});
