import { formatMessage, type AdminUser } from '@comptoir/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from 'react-i18next';
import { sayWith, type Said, type Translate } from '../../i18n/said.ts';
import { renderAt } from '../../test/render.tsx';
import { SignInAsBuyer } from './sign-in-as-buyer.tsx';

const user: AdminUser = {
  buyerId: '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3',
  logonName: 'buyer-qc',
  firstName: 'Geneviève',
  lastName: 'Gagnon',
  emailAddress: 'genevieve@example.ca',
  cultureCode: 'fr-CA',
  isAdmin: false,
  isActive: true,
  defaultShipToId: null,
  approvalGroupId: null,
  lastLoginAt: null,
  temporaryPasswordExpiresAt: null,
};
const fr = (key: string, params: Record<string, string> = {}) => formatMessage('fr-CA', key, params);
const reply = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** What the console says, in French, through the catalogue the page loaded. */
const sayIn = (said: Said) => sayWith(getI18n().getFixedT('fr-CA') as Translate, 'fr-CA', said);
const url = `http://localhost/fr/?buyerId=${user.buyerId}&sessionId=token&postalCode=H2X1Y4`;

afterEach(() => vi.unstubAllGlobals());

describe('Sign in as this buyer', () => {
  it('mints the link for this user and opens it in a new tab without a handle on the console, then says so', async () => {
    const fetch = vi.fn(async () => reply({ BuyerId: user.buyerId, SessionId: 'token', PostalCode: 'H2X1Y4', ExpiresAt: '2026-11-26T10:05:00.000Z', Url: url }, 201));
    const open = vi.fn(() => null);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('open', open);
    const told = { onOpened: vi.fn(), onFailure: vi.fn() };
    renderAt(`/fr/manage-users/view/${user.buyerId}`, <SignInAsBuyer user={user} {...told} />);
    const action = screen.getByRole('button', { name: fr('admin.users.signInAs') });
    expect(document.getElementById(action.getAttribute('aria-describedby') ?? '')?.textContent).toBe(fr('admin.users.signInAsHint', { name: 'Geneviève Gagnon' }));
    fireEvent.click(action);
    await waitFor(() => expect(told.onOpened).toHaveBeenCalledTimes(1));
    expect(sayIn(told.onOpened.mock.calls[0]?.[0])).toBe(fr('admin.users.signedInAsBuyer', { name: 'Geneviève Gagnon' }));
    expect(told.onFailure).not.toHaveBeenCalled();
    expect(fetch.mock.calls.map(([called, init]: unknown[]) => [called, (init as RequestInit).method])).toEqual([[`/admin-api/buyers/${user.buyerId}/handoff`, 'POST']]);
    expect(open).toHaveBeenCalledWith(url, '_blank', 'noopener');
  });

  it("a refusal is the api's message, in the admin's language; nothing opens", async () => {
    const open = vi.fn(() => null);
    vi.stubGlobal('fetch', vi.fn(async () => reply({ isSuccess: false, Messages: [{ PrimaryMessage: fr('admin.buyerInactive') }] }, 422)));
    vi.stubGlobal('open', open);
    const told = { onOpened: vi.fn(), onFailure: vi.fn() };
    renderAt(`/fr/manage-users/view/${user.buyerId}`, <SignInAsBuyer user={user} {...told} />);
    fireEvent.click(screen.getByRole('button', { name: fr('admin.users.signInAs') }));
    await waitFor(() => expect(told.onFailure).toHaveBeenCalledTimes(1));
    expect(sayIn(told.onFailure.mock.calls[0]?.[0])).toBe(fr('admin.buyerInactive'));
    expect(told.onOpened).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`while the link is minted (${locale}) the button keeps the keyboard and says it is busy, and a second press sends nothing`, async () => {
      let answer: (response: Response) => void = () => undefined;
      const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
      vi.stubGlobal('fetch', fetch);
      vi.stubGlobal('open', vi.fn(() => null));
      const told = { onOpened: vi.fn(), onFailure: vi.fn() };
      renderAt(`/${language}/manage-users/view/${user.buyerId}`, <SignInAsBuyer user={user} {...told} />);
      const action = screen.getByRole('button', { name: formatMessage(locale, 'admin.users.signInAs') }) as HTMLButtonElement;
      action.focus();
      fireEvent.click(action);
      // A disabled button would lose the focus to the page in a browser: it stays enabled, marked unavailable.
      await waitFor(() => expect(action.textContent).toBe(formatMessage(locale, 'admin.users.signingInAs')));
      expect(action.disabled).toBe(false);
      expect(action.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(action);
      expect(fetch).toHaveBeenCalledTimes(1);
      answer(reply({ isSuccess: false, Messages: [{ PrimaryMessage: formatMessage(locale, 'errors.generic') }] }, 500));
      await waitFor(() => expect(told.onFailure).toHaveBeenCalledTimes(1));
      expect(document.activeElement).toBe(action);
      expect(action.getAttribute('aria-disabled')).toBeNull();
    });
  }

  it('a deactivated user cannot be signed in to: the action is disabled and says why', () => {
    renderAt(`/en/manage-users/view/${user.buyerId}`, <SignInAsBuyer user={{ ...user, isActive: false }} onOpened={vi.fn()} onFailure={vi.fn()} />);
    const action = screen.getByRole('button', { name: formatMessage('en-CA', 'admin.users.signInAs') }) as HTMLButtonElement;
    expect(action.disabled).toBe(true);
    expect(document.getElementById(action.getAttribute('aria-describedby') ?? '')?.textContent).toBe(formatMessage('en-CA', 'admin.buyerInactive'));
  });
});
