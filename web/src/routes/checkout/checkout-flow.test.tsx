import { formatMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryDetails } from '../../features/checkout/index.ts';
import { renderAt } from '../../test/render.tsx';
import { CheckoutFlow } from './checkout-flow.tsx';

const en = (key: string) => formatMessage('en-CA', key);
const fr = (key: string) => formatMessage('fr-CA', key);
const client = { clientId: 'c-1', clientNo: '100100', province: 'ON', minimumOrderAmount: null, creditCardMandatoryType: 'optional' as const, suspendedDateFrom: null, suspendedDateUntil: null };

/** buyer-on's Delivery Details as the api answered them: the cost centre and PO number prompts already answered. */
const recordedDetails = async () => (await recordedResponse('checkout.deliveryDetails', 'success-en').json()) as DeliveryDetails;

/** A fetch answering the checkout's calls with recorded exchanges; the submit is refused. */
const answering = () =>
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path.endsWith('/ValidateAndSaveDetailCustomPrompt')) return recordedResponse('orders.validateAndSaveDetailCustomPrompt', 'success-en');
    if (path.endsWith('/validateCustomPrompts')) return recordedResponse('orders.validateCustomPrompts', 'success-en');
    if (path === '/api/checkout/delivery-details' && init?.method === 'PUT') return recordedResponse('checkout.saveDeliveryDetails', 'success-en');
    if (path.endsWith('/submit')) return recordedResponse('checkout.submit', 'missing-key-en');
    throw new Error(`unexpected call ${path}`);
  }));

afterEach(() => vi.unstubAllGlobals());

describe('the checkout flow', () => {
  it('spec §5: a buyer back at checkout finds the custom prompts the order already holds answered', async () => {
    renderAt('/en/checkout', <CheckoutFlow details={await recordedDetails()} client={client} orderHold={null} />);
    expect((screen.getByRole('combobox', { name: /^Cost centre/ }) as HTMLSelectElement).value).toBe('CC-2200');
    expect((screen.getByRole('textbox', { name: /^PO number/ }) as HTMLInputElement).value).toBe('A1234');
    // The prompt's prefix is part of the PO number: the hint says what comes before the buyer's characters.
    const hint = document.getElementById(screen.getByRole('textbox', { name: /^PO number/ }).getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(formatMessage('en-CA', 'checkout.promptPrefixLengthHint', { prefix: 'LPM-', max: 8 }));
  });

  it('Review & Confirm shows the order information; a refused submit puts focus on the message saying what to do, not on the page', async () => {
    answering();
    const user = userEvent.setup();
    renderAt('/en/checkout', <CheckoutFlow details={await recordedDetails()} client={client} orderHold={null} />);
    await user.click(screen.getByRole('button', { name: en('checkout.continueToReview') }));
    const placeOrder = await screen.findByRole('button', { name: en('checkout.placeOrder') });
    // Review & Confirm shows the prompts' answers as the order carries them: the dropdown's alias, the PO number with its prefix.
    const answers = screen.getByRole('region', { name: en('checkout.customPrompts') });
    expect(answers.querySelector('dl')?.textContent).toBe('Cost centreFinancePO numberLPM-A1234');
    await user.click(placeOrder);
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("Review & Confirm says what the api said of the order before it is submitted (over the budget), not only after Submit order", async () => {
    answering();
    const user = userEvent.setup();
    const overBudget = { MessageStatus: 1, MessageType: 2, PrimaryMessage: formatMessage('en-CA', 'checkout.overBudget', { total: '$18,780.52', available: '$576.09' }), SecondaryMessages: [], Type: 'checkout.overBudget' };
    renderAt('/en/checkout', <CheckoutFlow details={{ ...(await recordedDetails()), Messages: [overBudget] }} client={client} orderHold={null} />);
    await user.click(screen.getByRole('button', { name: en('checkout.continueToReview') }));
    await screen.findByRole('heading', { level: 2, name: en('checkout.reviewAndConfirm') });
    expect(screen.getByRole('alert').textContent).toBe(overBudget.PrimaryMessage);
  });

  it('issue 7: over a budget the client blocks, Submit order is disabled and described by the message saying why; a warning leaves it enabled', async () => {
    answering();
    const user = userEvent.setup();
    const amounts = { total: '$18,780.52', available: '$576.09' };
    const message = (type: 'checkout.overBudget' | 'checkout.overBudgetWarning', status: number) => ({ MessageStatus: status, MessageType: 2, PrimaryMessage: formatMessage('en-CA', type, amounts), SecondaryMessages: [], Type: type });
    const details = await recordedDetails();
    const toReview = async (messages: ReturnType<typeof message>[]) => {
      const view = renderAt('/en/checkout', <CheckoutFlow details={{ ...details, Messages: messages }} client={client} orderHold={null} />);
      await user.click(screen.getByRole('button', { name: en('checkout.continueToReview') }));
      return { view, placeOrder: await screen.findByRole('button', { name: en('checkout.placeOrder') }) };
    };

    const blocked = await toReview([message('checkout.overBudget', 1)]);
    expect((blocked.placeOrder as HTMLButtonElement).disabled).toBe(true);
    const reasons = (blocked.placeOrder.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(reasons).toEqual([formatMessage('en-CA', 'checkout.overBudget', amounts)]);
    blocked.view.unmount();

    const warned = await toReview([message('checkout.overBudgetWarning', 2)]);
    expect((warned.placeOrder as HTMLButtonElement).disabled).toBe(false);
    expect(warned.placeOrder.hasAttribute('aria-describedby')).toBe(false);
  });

  it('a card option with its card left empty is told and focused on Delivery Details, before anything is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderAt('/en/checkout', <CheckoutFlow details={await recordedDetails()} client={client} orderHold={null} />);
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await user.click(screen.getByRole('button', { name: en('checkout.continueToReview') }));
    const cardNumber = screen.getByRole('textbox', { name: en('checkout.cardNumber') });
    expect(document.activeElement).toBe(cardNumber);
    expect(cardNumber.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(en('checkout.cardRequired'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(en('checkout.deliveryDetails'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a card typed wrong (month 13) is named on its field in French before Review & Confirm, instead of failing the submission with a generic message', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderAt('/fr/checkout', <CheckoutFlow details={await recordedDetails()} client={client} orderHold={null} />);
    // The option's label is the recorded (English) answer's.
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await user.type(screen.getByRole('textbox', { name: fr('checkout.cardNumber') }), '4242 4242 4242 4242');
    const month = screen.getByRole('textbox', { name: fr('checkout.expiryMonth') });
    await user.type(month, '13');
    await user.type(screen.getByRole('textbox', { name: fr('checkout.expiryYear') }), '30');
    await user.type(screen.getByRole('textbox', { name: fr('checkout.cvc') }), '123');
    await user.click(screen.getByRole('button', { name: fr('checkout.continueToReview') }));
    expect(document.activeElement).toBe(month);
    expect(month.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(month.getAttribute('aria-describedby') ?? '')?.textContent).toBe(fr('checkout.cardExpiryInvalid'));
    // Beside the month, not below the security code: the other fields are not described by it.
    expect(month.nextElementSibling?.textContent).toBe(fr('checkout.cardExpiryInvalid'));
    expect(screen.getByRole('textbox', { name: fr('checkout.cvc') }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(fr('checkout.deliveryDetails'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
