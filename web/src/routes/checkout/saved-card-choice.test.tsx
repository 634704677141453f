import { BillingOption, formatMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryDetails } from '../../features/checkout/index.ts';
import { renderAt } from '../../test/render.tsx';
import { answerCheckout, endCheckoutTest, recordedDetails } from '../../testing/checkout-answers.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

const text = (language: 'en' | 'fr') => (key: string, params?: Record<string, string | number>) => formatMessage(language === 'fr' ? 'fr-CA' : 'en-CA', key, params);
const client = { clientId: 'c-1', clientNo: '100100', province: 'ON', minimumOrderAmount: null, creditCardMandatoryType: 'optional' as const, suspendedDateFrom: null, suspendedDateUntil: null };
const visa = { brand: 'visa', last4: '4242', expiry: '12/99', cardholderName: 'Olivia Chen' };
const mastercard = { brand: 'mastercard', last4: '4444', expiry: '06/98', cardholderName: 'Comptoir Test Inc.' };

/** buyer-on's recorded Delivery Details with the cards on file given (the profile card; the account card of every ship-to). */
const detailsWith = async (profile: typeof visa | null, account: typeof mastercard | null = null): Promise<DeliveryDetails> => {
  const details = await recordedDetails();
  return { ...details, ProfileCard: profile, shipTos: details.shipTos.map((shipTo) => ({ ...shipTo, AccountCard: account })) };
};
const submitted = () => recordedResponse('checkout.submit', 'success-en');
/** The option's label as the recorded answer gives it (the api labels the options in the request's language: English here). */
const option = (details: DeliveryDetails, type: number) => details.billingOptions.find((candidate) => candidate.billingOptionType === type)?.label ?? '';

/** Text as typed: the default normaliser makes the French no-break space before ';' a plain one, and finds nothing. */
const asTyped = { normalizer: (shown: string) => shown };

afterEach(endCheckoutTest);

/** Continue refused a card-on-file option: the keyboard is on that option, which is invalid and described by why. */
const expectRefusedOptionFocused = (name: string, why: string) => {
  const refused = screen.getByRole('radio', { name });
  expect(document.activeElement).toBe(refused);
  expect(refused.getAttribute('aria-invalid')).toBe('true');
  expect(document.getElementById(refused.getAttribute('aria-describedby') ?? '')?.textContent).toBe(why);
};

describe('Delivery Details: a card on file (decision 045)', () => {
  for (const language of ['en', 'fr'] as const) {
    const t = text(language);
    it(`/${language}: the profile card shows as brand, last 4 and expiry, with no number to type; submit sends no token (the server pays with the one on file)`, async () => {
      const sent = answerCheckout({ submit: submitted });
      const user = userEvent.setup();
      const details = await detailsWith(visa);
      renderAt(`/${language}/checkout`, <CheckoutFlow details={details} client={client} orderHold={null} />);
      await user.click(screen.getByRole('radio', { name: option(details, BillingOption.profileCreditCard) }));
      expect(screen.getByText(t('cardsOnFile.summary', { brand: 'Visa', last4: '4242', expiry: '12/99' }))).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: t('checkout.cardNumber') })).toBeNull();
      await user.click(screen.getByRole('button', { name: t('checkout.continueToReview') }));
      const review = await screen.findByRole('region', { name: t('checkout.billingOption') });
      expect(review.textContent).toContain(t('cardsOnFile.summary', { brand: 'Visa', last4: '4242', expiry: '12/99' }));
      await user.click(screen.getByRole('button', { name: t('checkout.placeOrder') }));
      await waitFor(() => expect(sent.some((call) => call.call === 'submit')).toBe(true));
      expect(sent.map((call) => call.call)).not.toContain('paymentToken');
      expect(sent.find((call) => call.call === 'submit')?.body).toMatchObject({ billingOptionType: BillingOption.profileCreditCard, paymentToken: null });
    });
  }

  it('the account card is the chosen ship-to\'s; without a profile card the option says so and where to add one, and Continue stops there in French', async () => {
    const sent = answerCheckout();
    const user = userEvent.setup();
    const t = text('fr');
    const details = await detailsWith(null, mastercard);
    renderAt('/fr/checkout', <CheckoutFlow details={details} client={client} orderHold={null} />);
    await user.click(screen.getByRole('radio', { name: option(details, BillingOption.accountCreditCard) }));
    expect(screen.getByText(t('cardsOnFile.summary', { brand: 'Mastercard', last4: '4444', expiry: '06/98' }))).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: option(details, BillingOption.profileCreditCard) }));
    expect(screen.getByText(t('checkout.noProfileCard'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('checkout.addProfileCard') }).getAttribute('href')).toBe('/fr/account/profile?from=checkout');
    await user.click(screen.getByRole('button', { name: t('checkout.continueToReview') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('checkout.noProfileCard'));
    expectRefusedOptionFocused(option(details, BillingOption.profileCreditCard), t('checkout.noProfileCard'));
    expect(screen.queryByRole('button', { name: t('checkout.placeOrder') })).toBeNull();
    expect(sent.map((call) => call.call)).not.toContain('submit');
  });

  for (const language of ['en', 'fr'] as const) {
    it(`/${language}: a client administrator whose ship-to has no account card is led to the ship-tos' cards, and Continue says so; a buyer is told their administrator can add one`, async () => {
      answerCheckout();
      const user = userEvent.setup();
      const t = text(language);
      const details = await detailsWith(visa, null);
      const view = renderAt(`/${language}/checkout`, <CheckoutFlow details={details} client={client} orderHold={null} mayManageShipToCards />);
      await user.click(screen.getByRole('radio', { name: option(details, BillingOption.accountCreditCard) }));
      expect(screen.getByText(t('checkout.noAccountCardAdmin'), asTyped)).toBeTruthy();
      expect(screen.getByRole('link', { name: t('checkout.addAccountCard') }).getAttribute('href')).toBe(`/${language}/account/ship-to-credit-cards?from=checkout`);
      await user.click(screen.getByRole('button', { name: t('checkout.continueToReview') }));
      expect((await screen.findByRole('alert')).textContent).toBe(t('checkout.noAccountCardAdmin'));
      expectRefusedOptionFocused(option(details, BillingOption.accountCreditCard), t('checkout.noAccountCardAdmin'));
      expect(screen.getByRole('link', { name: t('checkout.addAccountCard') })).toBeTruthy();
      view.unmount();

      renderAt(`/${language}/checkout`, <CheckoutFlow details={details} client={client} orderHold={null} />);
      await user.click(screen.getByRole('radio', { name: option(details, BillingOption.accountCreditCard) }));
      expect(screen.getByText(t('checkout.noAccountCard'), asTyped)).toBeTruthy();
      expect(screen.queryByRole('link', { name: t('checkout.addAccountCard') })).toBeNull();
    });
  }

  it('a saved card that has expired since is refused on Continue with what to do', async () => {
    answerCheckout();
    const user = userEvent.setup();
    const t = text('en');
    const details = await detailsWith({ ...visa, expiry: '01/20' });
    renderAt('/en/checkout', <CheckoutFlow details={details} client={client} orderHold={null} />);
    await user.click(screen.getByRole('radio', { name: option(details, BillingOption.profileCreditCard) }));
    expect(screen.getByText(t('cardsOnFile.expired'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('checkout.continueToReview') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('checkout.cardOnFileExpired'));
    expectRefusedOptionFocused(option(details, BillingOption.profileCreditCard), t('checkout.cardOnFileExpired'));
  });
});
