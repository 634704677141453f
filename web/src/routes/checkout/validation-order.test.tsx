import { formatMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { answerCheckout, endCheckoutTest, recordedDetails } from '../../testing/checkout-answers.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

const en = (key: string) => formatMessage('en-CA', key);
const fr = (key: string) => formatMessage('fr-CA', key);
const client = { clientId: 'c-1', clientNo: '100100', province: 'ON', minimumOrderAmount: null, creditCardMandatoryType: 'optional' as const, suspendedDateFrom: null, suspendedDateUntil: null };
const dates = { earliestScheduledDate: '2026-11-26', latestScheduledDate: '2027-02-23' };

const renderCheckout = async (language: 'en' | 'fr') => {
  const user = userEvent.setup();
  renderAt(`/${language}/checkout`, <CheckoutFlow details={{ ...(await recordedDetails()), ...dates }} client={client} orderHold={null} />);
  // The option's label is the recorded (English) answer's.
  await user.click(screen.getByRole('radio', { name: 'Credit card' }));
  return user;
};

const typeCard = async (user: ReturnType<typeof userEvent.setup>, text: (key: string) => string, card: [string, string, string, string]) => {
  const fields = ['checkout.cardNumber', 'checkout.expiryMonth', 'checkout.expiryYear', 'checkout.cvc'].map((key) => screen.getByRole('textbox', { name: text(key) }));
  for (const [index, field] of fields.entries()) await user.type(field, card[index] ?? '');
};

/** The field's message, as a screen reader hears it with the field. */
const described = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(endCheckoutTest);

describe("Delivery Details checks the order's required fields first, the card last (the form's order)", () => {
  it('a scheduled delivery without its date and a card typed wrong: the date is told first; once it is picked, the card; a good card goes on as a token', async () => {
    const sent = answerCheckout();
    const user = await renderCheckout('en');
    await typeCard(user, en, ['4242 4242 4242 4242', '13', '30', '123']);
    await user.click(screen.getByRole('radio', { name: en('checkout.deliveryScheduled') }));
    const continueButton = screen.getByRole('button', { name: en('checkout.continueToReview') });
    await user.click(continueButton);
    const date = screen.getByLabelText(en('checkout.scheduledDate'));
    const month = screen.getByRole('textbox', { name: en('checkout.expiryMonth') });
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(described(date)).toBe(en('checkout.dateRequired'));
    expect(month.hasAttribute('aria-invalid')).toBe(false);
    expect(sent).toEqual([]);

    await user.type(date, '2026-12-01');
    await user.click(continueButton);
    await waitFor(() => expect(document.activeElement).toBe(month));
    expect(month.getAttribute('aria-invalid')).toBe('true');
    expect(described(month)).toBe(en('checkout.cardExpiryInvalid'));
    expect(sent.map(({ call }) => call)).toEqual(['saveDeliveryDetails', 'savePrompt', 'savePrompt', 'validatePrompts']);

    await user.clear(month);
    await user.type(month, '12');
    expect(month.hasAttribute('aria-invalid')).toBe(false);
    await user.click(continueButton);
    await user.click(await screen.findByRole('button', { name: en('checkout.placeOrder') }));
    await screen.findByRole('alert');
    expect(sent.filter(({ call }) => call === 'paymentToken')).toHaveLength(1);
    expect(sent.at(-1)).toEqual({ call: 'submit', body: expect.objectContaining({ billingOptionType: 4, paymentToken: '<token>', deliveryType: 'scheduled', scheduledDate: '2026-12-01' }) });
  });

  it('in French, a prompt the server refuses and a card left empty: the prompt is told first on its field; the card once the prompt is accepted', async () => {
    let refusing = true;
    const sent = answerCheckout({
      savePrompt: (body) =>
        refusing && (body as { promptId: number }).promptId === 2
          ? recordedResponse('orders.validateAndSaveDetailCustomPrompt', 'too-long-fr')
          : recordedResponse('orders.validateAndSaveDetailCustomPrompt', 'success-fr'),
    });
    const user = await renderCheckout('fr');
    const continueButton = screen.getByRole('button', { name: fr('checkout.continueToReview') });
    await user.click(continueButton);
    const prompt = screen.getByRole('textbox', { name: /^PO number/ });
    const cardNumber = screen.getByRole('textbox', { name: fr('checkout.cardNumber') });
    await waitFor(() => expect(document.activeElement).toBe(prompt));
    expect(described(prompt)).toBe('Numéro de bon de commande | Entrez au plus 7 caractères.');
    expect(screen.getByRole('alert').textContent).toBe(fr('cart.customPromptsInvalid'));
    expect(cardNumber.hasAttribute('aria-invalid')).toBe(false);

    refusing = false;
    await user.clear(prompt);
    await user.type(prompt, '4512');
    await user.click(continueButton);
    await waitFor(() => expect(document.activeElement).toBe(cardNumber));
    expect(described(cardNumber)).toBe(fr('checkout.cardRequired'));
    expect(prompt.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(fr('checkout.deliveryDetails'));
    expect(sent.some(({ call }) => call === 'paymentToken')).toBe(false);
  });

  it('a card the payment provider refuses is named on its number in French, on Delivery Details, not after Submit order', async () => {
    answerCheckout({ paymentToken: () => recordedResponse('checkout.paymentToken', 'invalid-card-fr') });
    const user = await renderCheckout('fr');
    await typeCard(user, fr, ['6011 1111 1111 1117', '12', '30', '123']);
    await user.click(screen.getByRole('button', { name: fr('checkout.continueToReview') }));
    const cardNumber = screen.getByRole('textbox', { name: fr('checkout.cardNumber') });
    await waitFor(() => expect(document.activeElement).toBe(cardNumber));
    expect(described(cardNumber)).toBe(fr('payments.invalidCard'));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(fr('checkout.deliveryDetails'));
  });

  it.each([
    ['en', en],
    ['fr', fr],
  ] as const)('a card whose year is typed in full (/%s, 2030) goes on to Review & Confirm: the box kept only 20 and called the card expired', async (language, text) => {
    const sent = answerCheckout();
    const user = await renderCheckout(language);
    await typeCard(user, text, ['4242 4242 4242 4242', '12', '2030', '123']);
    const year = screen.getByRole('textbox', { name: text('checkout.expiryYear') });
    expect((year as HTMLInputElement).value).toBe('2030');
    await user.click(screen.getByRole('button', { name: text('checkout.continueToReview') }));
    await screen.findByRole('button', { name: text('checkout.placeOrder') });
    expect(year.isConnected).toBe(false);
    expect(sent.filter(({ call }) => call === 'paymentToken').map(({ body }) => body)).toEqual([expect.objectContaining({ expiryMonth: 12, expiryYear: 2030 })]);
  });
});
