import { formatDate, formatMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryDetails } from '../../features/checkout/index.ts';
import { renderAt } from '../../test/render.tsx';
import { answerCheckout, endCheckoutTest, recordedDetails } from '../../testing/checkout-answers.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

const en = (key: string, params?: Record<string, string | number>) => formatMessage('en-CA', key, params);
const fr = (key: string, params?: Record<string, string | number>) => formatMessage('fr-CA', key, params);
const client = { clientId: 'c-1', clientNo: '100100', province: 'ON', minimumOrderAmount: null, creditCardMandatoryType: 'optional' as const, suspendedDateFrom: null, suspendedDateUntil: null };
const dates = { earliestScheduledDate: '2026-11-26', latestScheduledDate: '2027-02-23' };

/** buyer-on's recorded Delivery Details (both prompts answered), and the same order of a client with no PO number prompt. */
const withPrompt = async () => ({ ...(await recordedDetails()), ...dates, poNumberPromptId: 2 });
const withoutPrompt = async (saved: Partial<DeliveryDetails> = {}): Promise<DeliveryDetails> => {
  const details = await withPrompt();
  return { ...details, CustomPrompts: details.CustomPrompts.filter((prompt) => prompt.promptId !== 2), poNumberPromptId: null, poNumber: '', deliveryInstructions: '', ...saved };
};

afterEach(endCheckoutTest);

describe('Delivery Details: PO number, delivery instructions and the scheduled date', () => {
  it('with a PO number prompt, the prompt is the one PO number field', async () => {
    renderAt('/en/checkout', <CheckoutFlow details={await withPrompt()} client={client} orderHold={null} />);
    expect(screen.getAllByRole('textbox', { name: /PO number/ })).toHaveLength(1);
    expect(document.getElementById('po-number')).toBeNull();
  });

  it('without one, a PO number field; a PO number with other characters is told beside it in French and focused, and nothing is sent', async () => {
    const sent = answerCheckout();
    const user = userEvent.setup();
    renderAt('/fr/checkout', <CheckoutFlow details={await withoutPrompt()} client={client} orderHold={null} />);
    const field = screen.getByRole('textbox', { name: fr('fields.poNumber') });
    await user.type(field, 'BC<2026>');
    await user.click(screen.getByRole('button', { name: fr('checkout.continueToReview') }));
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(fr('checkout.poNumberCharacters'));
    await user.clear(field);
    await user.type(field, 'X'.repeat(41));
    expect(document.getElementById('po-number-hint')?.textContent).toBe(fr('checkout.poNumberTooLong', { max: 40 }));
    expect(sent).toEqual([]);
  });

  it('Continue saves the PO number and instructions with the delivery choice; Review & Confirm shows them; submit does not save them again', async () => {
    const sent = answerCheckout();
    const user = userEvent.setup();
    renderAt('/en/checkout', <CheckoutFlow details={await withoutPrompt({ deliveryInstructions: 'Dock 2' })} client={client} orderHold={null} />);
    expect((screen.getByRole('textbox', { name: en('fields.deliveryInstructions') }) as HTMLTextAreaElement).value).toBe('Dock 2');
    await user.type(screen.getByRole('textbox', { name: en('fields.poNumber') }), ' PO-2026/117 ');
    await user.click(screen.getByRole('button', { name: en('checkout.continueToReview') }));
    await screen.findByRole('button', { name: en('checkout.placeOrder') });
    expect(sent[0]).toEqual({ call: 'saveDeliveryDetails', body: expect.objectContaining({ deliveryType: 'standard', scheduledDate: null, poNumber: 'PO-2026/117', deliveryInstructions: 'Dock 2' }) });
    const information = screen.getByRole('region', { name: en('checkout.customPrompts') });
    expect(information.querySelector('dl')?.textContent).toBe('PO numberPO-2026/117Cost centreFinance');
    expect(screen.getByRole('region', { name: en('checkout.shippingAddress') }).textContent).toContain('Dock 2');
    await user.click(screen.getByRole('button', { name: en('checkout.placeOrder') }));
    await screen.findByRole('alert');
    expect(sent.filter(({ call }) => call === 'saveDeliveryDetails')).toHaveLength(1);
    expect(sent.at(-1)?.call).toBe('submit');
  });

  it('a refusal the page could not foresee (the api’s 400) is said as the api says it, focused, and the buyer stays on Delivery Details', async () => {
    answerCheckout({ saveDeliveryDetails: () => recordedResponse('checkout.saveDeliveryDetails', 'too-late-fr') });
    const user = userEvent.setup();
    renderAt('/fr/checkout', <CheckoutFlow details={await withoutPrompt()} client={client} orderHold={null} />);
    await user.click(screen.getByRole('button', { name: fr('checkout.continueToReview') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Choisissez une date de livraison planifiée au plus tard le /);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(fr('checkout.deliveryDetails'));
  });

  it('the scheduled date box stops at the horizon: its max, the range in its hint, and a later date told beside it', async () => {
    const user = userEvent.setup();
    renderAt('/en/checkout', <CheckoutFlow details={await withoutPrompt()} client={client} orderHold={null} />);
    await user.click(screen.getByRole('radio', { name: en('checkout.deliveryScheduled') }));
    const box = screen.getByLabelText(en('checkout.scheduledDate'));
    expect(box.getAttribute('max')).toBe('2027-02-23');
    expect(document.getElementById('scheduled-date-hint')?.textContent).toBe(en('checkout.scheduledDateRange', { from: formatDate('2026-11-26', 'en-CA'), until: formatDate('2027-02-23', 'en-CA') }));
    await user.type(box, '9999-12-31');
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('scheduled-date-hint')?.textContent).toBe(en('checkout.scheduledDateTooLate', { date: formatDate('2027-02-23', 'en-CA') }));
  });
});
