import { formatMessage } from '@comptoir/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withModalDialogs } from '../../test/modal-dialog.ts';
import { renderAt } from '../../test/render.tsx';

const session = { signedIn: true, profile: { buyerId: 'b-1', isAdminFlag: false } };
const toasts: string[] = [];
vi.mock('../../features/session/index.ts', () => ({ useSession: () => session, SignInFirst: () => null }));
vi.mock('../../features/toasts/index.ts', () => ({ useToasts: () => ({ show: (key: string) => toasts.push(key) }) }));

const { ProfilePage } = await import('./profile-page.tsx');
const { ShipToCardsPage } = await import('../ship-to-cards/ship-to-cards-page.tsx');

withModalDialogs();

/** Remove card asks first (a removed card's number must be typed again): the dialog's own Remove card removes it. */
const confirmRemoval = async (user: ReturnType<typeof userEvent.setup>, locale: 'en-CA' | 'fr-CA') => {
  const dialog = await screen.findByRole('dialog', { name: formatMessage(locale, 'cardsOnFile.removeTitle') });
  await user.click(within(dialog).getByRole('button', { name: formatMessage(locale, 'cardsOnFile.remove') }));
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const visa = { brand: 'visa', last4: '4242', expiry: '12/30', cardholderName: 'Olivia Chen' };

/** The api as the page calls it: the profile card (none at first), the tokenisation, the save and the removal. */
const answerProfile = (offered = true, onFile: typeof visa | null = null) => {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  let card: typeof visa | null = onFile;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    sent.push({ method, path, body });
    if (path === '/api/checkout/payment-tokens') return json({ isSuccess: true, token: 'tok_test_abc', CreditCard: { brand: 'visa', last4: '4242', expiry: '12/30' } });
    if (method === 'PUT') {
      card = { ...visa, cardholderName: (body as { cardholderName: string }).cardholderName };
      return json({ isSuccess: true, CreditCard: card, Messages: [] });
    }
    if (method === 'DELETE') {
      card = null;
      return json({ isSuccess: true, Messages: [] });
    }
    return json({ CreditCard: card, Offered: offered });
  }));
  return sent;
};

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
  session.profile.isAdminFlag = false;
});

describe('profile page: the buyer\'s credit card on file (decision 045)', () => {
  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    const t = (key: string, params?: Record<string, string | number>) => formatMessage(locale, key, params);
    it(`/${language}: saves a card with the checkout's card entry (only its token and name are sent to be kept), shows it, and removes it`, async () => {
      const sent = answerProfile();
      const user = userEvent.setup();
      renderAt(`/${language}/account/profile`, <ProfilePage />);
      expect(await screen.findByText(t('cardsOnFile.noCard'))).toBeTruthy();
      await user.click(screen.getByRole('button', { name: new RegExp(`^${t('cardsOnFile.save')}`) }));
      const form = screen.getByRole('form', { name: t('cardsOnFile.profileCard') });
      // The name is checked before anything is sent.
      await user.click(screen.getByRole('button', { name: t('cardsOnFile.save') }));
      const name = screen.getByRole('textbox', { name: t('cardsOnFile.cardholderName') });
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(name);
      expect(screen.getByText(t('cardsOnFile.cardholderNameRequired'))).toBeTruthy();
      await user.type(name, 'Olivia Chen');
      await user.type(screen.getByRole('textbox', { name: t('checkout.cardNumber') }), '4242 4242 4242 4242');
      await user.type(screen.getByRole('textbox', { name: t('checkout.expiryMonth') }), '12');
      await user.type(screen.getByRole('textbox', { name: t('checkout.expiryYear') }), '30');
      await user.type(screen.getByRole('textbox', { name: t('checkout.cvc') }), '123');
      await user.click(screen.getByRole('button', { name: t('cardsOnFile.save') }));
      expect(await screen.findByText(t('cardsOnFile.summary', { brand: 'Visa', last4: '4242', expiry: '12/30' }))).toBeTruthy();
      expect(form.isConnected).toBe(false);
      const saved = sent.find((call) => call.method === 'PUT');
      expect(saved).toEqual({ method: 'PUT', path: '/api/buyer/profile/credit-card', body: { paymentToken: 'tok_test_abc', cardholderName: 'Olivia Chen' } });
      expect(JSON.stringify(saved)).not.toContain('4242 4242');
      expect(toasts).toEqual(['cardsOnFile.saved']);
      const remove = screen.getByRole('button', { name: `${t('cardsOnFile.remove')} — ${t('cardsOnFile.profileCard')}` });
      await user.click(remove);
      // Asked first, naming the card's place; Cancel (the safe choice, focused) keeps the card and nothing is sent.
      const dialog = screen.getByRole('dialog', { name: t('cardsOnFile.removeTitle') });
      expect(dialog.textContent).toContain(t('cardsOnFile.removeText', { label: t('cardsOnFile.profileCard') }));
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: t('common.cancel') }));
      await user.keyboard('{Enter}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(remove);
      expect(sent.filter((call) => call.method === 'DELETE')).toEqual([]);
      expect(screen.getByText(t('cardsOnFile.summary', { brand: 'Visa', last4: '4242', expiry: '12/30' }))).toBeTruthy();
      await user.click(remove);
      await confirmRemoval(user, locale);
      expect(await screen.findByText(t('cardsOnFile.noCard'))).toBeTruthy();
      expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/buyer/profile/credit-card' });
    });
  }

  it('the keyboard stays in place: opening the form goes to its first field; saving, cancelling and removing go to the button now in the place of the one pressed', async () => {
    answerProfile();
    const user = userEvent.setup();
    const t = (key: string) => formatMessage('en-CA', key);
    renderAt('/en/account/profile', <ProfilePage />);
    await user.click(await screen.findByRole('button', { name: new RegExp(`^${t('cardsOnFile.save')} — `) }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: t('cardsOnFile.cardholderName') }));
    await user.click(screen.getByRole('button', { name: t('cardsOnFile.cancel') }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: new RegExp(`^${t('cardsOnFile.save')} — `) }));
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: t('cardsOnFile.cardholderName') }), 'Olivia Chen');
    await user.type(screen.getByRole('textbox', { name: t('checkout.cardNumber') }), '4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: t('checkout.expiryMonth') }), '12');
    await user.type(screen.getByRole('textbox', { name: t('checkout.expiryYear') }), '30');
    await user.type(screen.getByRole('textbox', { name: t('checkout.cvc') }), '123{Enter}');
    const replace = await screen.findByRole('button', { name: new RegExp(`^${t('cardsOnFile.replace')} — `) });
    await waitFor(() => expect(document.activeElement).toBe(replace));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${t('cardsOnFile.remove')} — `) }));
    await confirmRemoval(user, 'en-CA');
    const save = await screen.findByRole('button', { name: new RegExp(`^${t('cardsOnFile.save')} — `) });
    await waitFor(() => expect(document.activeElement).toBe(save));
  });

  it('an expired card is said on its expiry and not sent to be kept', async () => {
    const sent = answerProfile();
    const user = userEvent.setup();
    renderAt('/en/account/profile', <ProfilePage />);
    await user.click(await screen.findByRole('button', { name: /^Save card/ }));
    await user.type(screen.getByRole('textbox', { name: 'Cardholder name' }), 'Olivia Chen');
    await user.type(screen.getByRole('textbox', { name: formatMessage('en-CA', 'checkout.cardNumber') }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: formatMessage('en-CA', 'checkout.expiryMonth') }), '01');
    await user.type(screen.getByRole('textbox', { name: formatMessage('en-CA', 'checkout.expiryYear') }), '20');
    await user.type(screen.getByRole('textbox', { name: formatMessage('en-CA', 'checkout.cvc') }), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(formatMessage('en-CA', 'payments.cardExpired'))).toBeTruthy();
    expect(sent.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('the ship-tos\' cards are an administrator\'s page: a buyer finds the not-found page and no link to it', async () => {
    answerProfile();
    renderAt('/en/account/ship-to-credit-cards', <ShipToCardsPage />);
    expect(screen.getByRole('heading', { name: formatMessage('en-CA', 'notFound.title') })).toBeTruthy();
    renderAt('/en/account/profile', <ProfilePage />);
    await waitFor(() => expect(screen.queryByRole('link', { name: formatMessage('en-CA', 'cardsOnFile.manageShipToCards') })).toBeNull());
  });

  it('an administrator keeps the account card of each ship-to of their client', async () => {
    session.profile.isAdminFlag = true;
    const sent: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`);
      if (init?.method === 'DELETE') return json({ isSuccess: true, Messages: [] });
      return json({ Offered: true, shipTos: [
        { shipToId: 's-1', shipToNo: '001', address: { name: 'Head office', line1: '1 Main St', line2: null, city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1', country: 'CA' }, CreditCard: visa },
        { shipToId: 's-2', shipToNo: '002', address: { name: 'Warehouse', line1: '9 Dock Rd', line2: null, city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B2', country: 'CA' }, CreditCard: null },
      ] });
    }));
    const user = userEvent.setup();
    renderAt('/fr/account/ship-to-credit-cards', <ShipToCardsPage />);
    const first = await screen.findByRole('region', { name: 'Compte de livraison 001' });
    expect(first.textContent).toContain(formatMessage('fr-CA', 'cardsOnFile.summary', { brand: 'Visa', last4: '4242', expiry: '12/30' }));
    expect(screen.getByRole('region', { name: 'Compte de livraison 002' }).textContent).toContain(formatMessage('fr-CA', 'cardsOnFile.noCard'));
    await user.click(screen.getByRole('button', { name: 'Retirer la carte — Compte de livraison 001' }));
    expect(sent).not.toContain('DELETE /api/client/ship-tos/s-1/credit-card');
    expect(screen.getByRole('dialog', { name: formatMessage('fr-CA', 'cardsOnFile.removeTitle') }).textContent).toContain('Compte de livraison 001\u00a0: la carte ne sera plus offerte');
    await confirmRemoval(user, 'fr-CA');
    await waitFor(() => expect(sent).toContain('DELETE /api/client/ship-tos/s-1/credit-card'));
    expect(await screen.findAllByText(formatMessage('fr-CA', 'cardsOnFile.noCard'))).toHaveLength(2);
  });

  it('/fr: where the client does not offer paying with a saved card, says so and offers no form; a card kept before may only be removed', async () => {
    const t = (key: string) => formatMessage('fr-CA', key);
    answerProfile(false);
    const { unmount } = renderAt('/fr/account/profile', <ProfilePage />);
    expect(await screen.findByText(t('cardsOnFile.profileCardNotOffered'))).toBeTruthy();
    expect(screen.queryByText(t('cardsOnFile.profileCardHint'))).toBeNull();
    expect(within(screen.getByRole('region', { name: t('cardsOnFile.profileCard') })).queryByRole('button')).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    const sent = answerProfile(false, visa);
    const user = userEvent.setup();
    renderAt('/fr/account/profile', <ProfilePage />);
    await user.click(await screen.findByRole('button', { name: `${t('cardsOnFile.remove')} — ${t('cardsOnFile.profileCard')}` }));
    await confirmRemoval(user, 'fr-CA');
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/buyer/profile/credit-card' }));
    expect(screen.queryByRole('button', { name: new RegExp(t('cardsOnFile.save')) })).toBeNull();
  });

  it('/en: an administrator whose client does not offer ship-to account cards is told so and sees only the ship-tos that still have one, to remove', async () => {
    session.profile.isAdminFlag = true;
    vi.stubGlobal('fetch', vi.fn(async () => json({ Offered: false, shipTos: [
      { shipToId: 's-1', shipToNo: '001', address: { name: 'Head office', line1: '1 Main St', line2: null, city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B1', country: 'CA' }, CreditCard: visa },
      { shipToId: 's-2', shipToNo: '002', address: { name: 'Warehouse', line1: '9 Dock Rd', line2: null, city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B2', country: 'CA' }, CreditCard: null },
    ] })));
    renderAt('/en/account/ship-to-credit-cards', <ShipToCardsPage />);
    expect(await screen.findByText(formatMessage('en-CA', 'cardsOnFile.accountCardsNotOffered'))).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ship-to account 001' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ship-to account 002' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Remove card — Ship-to account 001']);
  });

  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`/${language}: an administrator who came from checkout's link saves a ship-to's card, then goes back to checkout (there was no way back); the profile card too`, async () => {
      session.profile.isAdminFlag = true;
      const t = (key: string, params?: Record<string, string>) => formatMessage(locale, key, params);
      const warehouse = { shipToId: 's-2', shipToNo: '002', address: { name: 'Warehouse', line1: '9 Dock Rd', line2: null, city: 'Ottawa', province: 'ON', postalCode: 'K1A 0B2', country: 'CA' } };
      vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, 'http://localhost').pathname;
        if (path === '/api/checkout/payment-tokens') return json({ isSuccess: true, token: 'tok_test_abc', CreditCard: { brand: 'visa', last4: '4242', expiry: '12/30' } });
        if (init?.method === 'PUT') return json({ isSuccess: true, CreditCard: visa, Messages: [] });
        return json({ Offered: true, shipTos: [{ ...warehouse, CreditCard: null }] });
      }));
      const user = userEvent.setup();
      const label = t('cardsOnFile.shipToNumber', { number: '002' });
      const view = renderAt(`/${language}/account/ship-to-credit-cards?from=checkout`, <ShipToCardsPage />);
      await user.click(await screen.findByRole('button', { name: new RegExp(`^${t('cardsOnFile.save')}`) }));
      const form = screen.getByRole('form', { name: label });
      await user.type(within(form).getByRole('textbox', { name: t('cardsOnFile.cardholderName') }), 'Olivia Chen');
      await user.type(within(form).getByRole('textbox', { name: t('checkout.cardNumber') }), '4242 4242 4242 4242');
      await user.type(within(form).getByRole('textbox', { name: t('checkout.expiryMonth') }), '12');
      await user.type(within(form).getByRole('textbox', { name: t('checkout.expiryYear') }), '30');
      await user.type(within(form).getByRole('textbox', { name: t('checkout.cvc') }), '123');
      await user.click(within(form).getByRole('button', { name: t('cardsOnFile.save') }));
      expect(await screen.findByText(t('cardsOnFile.summary', { brand: 'Visa', last4: '4242', expiry: '12/30' }))).toBeTruthy();
      expect(screen.getByRole('link', { name: t('cardsOnFile.backToCheckout') }).getAttribute('href')).toBe(`/${language}/checkout`);

      view.unmount();
      answerProfile();
      renderAt(`/${language}/account/profile?from=checkout`, <ProfilePage />);
      expect(screen.getByRole('link', { name: t('cardsOnFile.backToCheckout') }).getAttribute('href')).toBe(`/${language}/checkout`);
    });
  }

  it('opened from anywhere else, the cards pages offer no way to a checkout the buyer did not come from', async () => {
    answerProfile();
    renderAt('/en/account/profile', <ProfilePage />);
    expect(await screen.findByText(formatMessage('en-CA', 'cardsOnFile.noCard'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: formatMessage('en-CA', 'cardsOnFile.backToCheckout') })).toBeNull();
  });
});
