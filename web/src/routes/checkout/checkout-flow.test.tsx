import { formatDate, formatMessage, formatMoney } from '@comptoir/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { withLanguageSwitch } from '../../test/switchable-language.tsx';
import { answerCheckout, endCheckoutTest, recordedDetails } from '../../testing/checkout-answers.ts';
import type { DeliveryDetails, ReviewedOrder } from '../../features/checkout/index.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

const en = (key: string) => formatMessage('en-CA', key);
const client = { clientId: 'c-1', clientNo: '100100', province: 'ON', minimumOrderAmount: null, creditCardMandatoryType: 'optional' as const, suspendedDateFrom: null, suspendedDateUntil: null };

const languages = [
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const;

afterEach(endCheckoutTest);

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
    answerCheckout();
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

  it.each(languages)('Review & Confirm of an order holding contract lines, for a client showing them, says the contract and non-contract products above the subtotal (%s)', async (language, locale) => {
    answerCheckout();
    const details = await recordedDetails();
    const price = details.CartSummary.PriceDetails;
    const PriceDetails = { ...price, mobTotal: 1_207, nonMobTotal: price.subTotal - 1_207 };
    const user = userEvent.setup();
    renderAt(`/${language}/checkout`, <CheckoutFlow details={{ ...details, CartSummary: { ...details.CartSummary, PriceDetails, enableContractProductTotalBreakdown: true } }} client={client} orderHold={null} />);
    await user.click(screen.getByRole('button', { name: formatMessage(locale, 'checkout.continueToReview') }));
    const totals = within(await screen.findByRole('region', { name: formatMessage(locale, 'cart.summary') }));
    expect(totals.getAllByRole('term').slice(0, 3).map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      [formatMessage(locale, 'cart.mobTotal'), formatMoney(1_207, locale)],
      [formatMessage(locale, 'cart.nonMobTotal'), formatMoney(price.subTotal - 1_207, locale)],
      [formatMessage(locale, 'cart.subTotal'), formatMoney(price.subTotal, locale)],
    ]);
  });

  /**
   * Another tab changed the order after Review & Confirm: the api refuses the submit (409 checkout.orderChanged) and
   * Delivery Details now answer `changed`. Submits, waits for `shownAgain` (the order as it now is), submits again and
   * answers both bodies sent.
   */
  const submitChangedElsewhere = async ([language, locale]: readonly ['en' | 'fr', 'en-CA' | 'fr-CA'], details: DeliveryDetails, changed: DeliveryDetails, shownAgain: () => Promise<unknown>) => {
    const refusal = { MessageStatus: 1, MessageType: 5, PrimaryMessage: formatMessage(locale, 'checkout.orderChanged'), SecondaryMessages: [], Type: 'checkout.orderChanged' };
    const submitted: ReviewedOrder[] = [];
    answerCheckout({
      deliveryDetails: () => Response.json(changed),
      submit: (body) => {
        submitted.push(body as ReviewedOrder);
        return Response.json({ isSuccess: false, Messages: [refusal] }, { status: 409 });
      },
    });
    const user = userEvent.setup();
    renderAt(`/${language}/checkout`, <CheckoutFlow details={details} client={client} orderHold={null} />);
    await user.click(screen.getByRole('button', { name: formatMessage(locale, 'checkout.continueToReview') }));
    await user.click(await screen.findByRole('button', { name: formatMessage(locale, 'checkout.placeOrder') }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', formatMessage(locale, 'checkout.orderChanged'));
    await shownAgain();
    await user.click(screen.getByRole('button', { name: formatMessage(locale, 'checkout.placeOrder') }));
    await waitFor(() => expect(submitted).toHaveLength(2));
    return submitted;
  };

  it('an order changed in another tab after Review & Confirm is not placed as it now stands unseen: the api refuses the reviewed total, the new total is shown, and Submit order again sends it', async () => {
    const details = await recordedDetails();
    const reviewed = details.CartSummary.OrderTotal as number;
    const changed = { ...details, CartSummary: { ...details.CartSummary, OrderTotal: reviewed + 13_603 } };
    const totals = () => within(screen.getByRole('region', { name: en('cart.summary') }));
    const submitted = await submitChangedElsewhere(languages[0], details, changed, () => totals().findByText(formatMoney(reviewed + 13_603, 'en-CA')));
    expect(submitted.map((body) => body.expectedOrderTotal)).toEqual([reviewed, reviewed + 13_603]);
  });

  it.each(languages)('an order moved to another ship-to in another tab (same total) is not placed there unseen: the reviewed ship-to is sent, the one it has now is shown and sent again (%s)', async (...language) => {
    const details = await recordedDetails();
    const [reviewed, moved] = details.shipTos;
    if (!reviewed || !moved) throw new Error('the recorded details have several ship-tos');
    const changed = { ...details, shipTos: details.shipTos.map((shipTo) => ({ ...shipTo, isCurrent: shipTo.shipToId === moved.shipToId })) };
    const submitted = await submitChangedElsewhere(language, details, changed, () => waitFor(() => expect(document.querySelector('address')?.textContent).toContain(moved.address.line1)));
    expect(submitted.map((body) => body.expectedShipToId)).toEqual([reviewed.shipToId, moved.shipToId]);
  });

  it.each(languages)('a PO number, delivery instructions or prompt answer changed in another tab (same total) is not placed unseen: what was reviewed is sent, what the order now holds is shown and sent again (%s)', async (...language) => {
    const recorded = await recordedDetails();
    // A client without a PO number prompt: the PO number is typed in its own field.
    const details = { ...recorded, poNumberPromptId: null, poNumber: 'PO-A', deliveryInstructions: 'Dock 4', CustomPrompts: recorded.CustomPrompts.filter((prompt) => prompt.promptId === 1) };
    const changed = { ...details, poNumber: 'PO-B', deliveryInstructions: 'Leave at the front desk', CustomPrompts: details.CustomPrompts.map((prompt) => ({ ...prompt, value: 'CC-3300' })) };
    const review = () => within(screen.getByRole('region', { name: formatMessage(language[1], 'checkout.customPrompts') }));
    const submitted = await submitChangedElsewhere(language, details, changed, () =>
      waitFor(() => {
        expect(review().getByText('PO-B')).toBeTruthy();
        expect(review().getByText('Leasing')).toBeTruthy();
        expect(screen.getByText('Leave at the front desk')).toBeTruthy();
      }),
    );
    expect(submitted.map(({ expectedPoNumber, expectedDeliveryInstructions, expectedPromptAnswers }) => [expectedPoNumber, expectedDeliveryInstructions, expectedPromptAnswers])).toEqual([
      ['PO-A', 'Dock 4', [{ promptId: 1, value: 'CC-2200' }]],
      ['PO-B', 'Leave at the front desk', [{ promptId: 1, value: 'CC-3300' }]],
    ]);
  });

  it("Review & Confirm says what the api said of the order before it is submitted (over the budget), not only after Submit order", async () => {
    answerCheckout();
    const user = userEvent.setup();
    const overBudget = { MessageStatus: 1, MessageType: 2, PrimaryMessage: formatMessage('en-CA', 'checkout.overBudget', { total: '$18,780.52', available: '$576.09' }), SecondaryMessages: [], Type: 'checkout.overBudget' };
    renderAt('/en/checkout', <CheckoutFlow details={{ ...(await recordedDetails()), Messages: [overBudget] }} client={client} orderHold={null} />);
    await user.click(screen.getByRole('button', { name: en('checkout.continueToReview') }));
    await screen.findByRole('heading', { level: 2, name: en('checkout.reviewAndConfirm') });
    expect(screen.getByRole('alert').textContent).toBe(overBudget.PrimaryMessage);
  });

  it('issue 7: over a budget the client blocks, Submit order is disabled and described by the message saying why; a warning leaves it enabled', async () => {
    answerCheckout();
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

  it.each(languages)('under the minimum order amount (/%s), Review & Confirm says how much more to add, and that is why Submit order is disabled (it named only the minimum)', async (language, locale) => {
    answerCheckout();
    const user = userEvent.setup();
    const details = await recordedDetails();
    const minimum = details.CartSummary.PriceDetails.subTotal + 6501;
    renderAt(`/${language}/checkout`, <CheckoutFlow details={details} client={{ ...client, minimumOrderAmount: minimum }} orderHold={null} />);
    await user.click(screen.getByRole('button', { name: formatMessage(locale, 'checkout.continueToReview') }));
    const placeOrder = await screen.findByRole('button', { name: formatMessage(locale, 'checkout.placeOrder') });
    const said = formatMessage(locale, 'cart.underMinimumShortfall', { amount: formatMoney(minimum, locale), shortfall: formatMoney(6501, locale) });
    expect(said).toContain(locale === 'fr-CA' ? '65,01\u00a0$' : '$65.01');
    expect((placeOrder as HTMLButtonElement).disabled).toBe(true);
    expect((placeOrder.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(said);
  });

  it.each(languages)('special-delivery products (/%s): Deliver & Install is offered, saved with Continue and shown on Review & Confirm; where the area has no installation, the saved choice is turned back with its notice and cannot be chosen', async (language, locale) => {
    const sent = answerCheckout();
    const user = userEvent.setup();
    const text = (key: string) => formatMessage(locale, key);
    const recorded = await recordedDetails();
    const details = { ...recorded, CartSummary: { ...recorded.CartSummary, hasSpecialDeliveryItem: true } };
    const installed = (available: boolean) => details.shipTos.map((shipTo) => ({ ...shipTo, installationAvailable: available }));
    const view = renderAt(`/${language}/checkout`, <CheckoutFlow details={{ ...details, shipTos: installed(true) }} client={client} orderHold={null} />);
    const services = screen.getByRole('group', { name: text('checkout.deliveryService') });
    expect(within(services).getByRole('radio', { name: text('checkout.deliverOnly') })).toHaveProperty('checked', true);
    await user.click(within(services).getByRole('radio', { name: text('checkout.deliverAndInstall') }));
    await user.click(screen.getByRole('button', { name: text('checkout.continueToReview') }));
    await screen.findByRole('button', { name: text('checkout.placeOrder') });
    expect(sent.find(({ call }) => call === 'saveDeliveryDetails')?.body).toMatchObject({ deliServOptType: 2 });
    expect(screen.getByRole('region', { name: text('checkout.shippingAddress') }).textContent).toContain(text('checkout.deliverAndInstall'));
    view.unmount();

    renderAt(`/${language}/checkout`, <CheckoutFlow details={{ ...details, shipTos: installed(false), OrderDeli: { deliServOptType: 2 } }} client={client} orderHold={null} />);
    const fitted = screen.getByRole('group', { name: text('checkout.deliveryService') });
    expect(within(fitted).getByRole('status').textContent).toBe(text('checkout.installationUnavailable'));
    expect(within(fitted).getByRole('radio', { name: text('checkout.deliverOnly') })).toHaveProperty('checked', true);
    expect(within(fitted).getByRole('radio', { name: text('checkout.deliverAndInstall') })).toHaveProperty('disabled', true);
    expect(within(fitted).getByText(text('checkout.installationNotOffered'))).toBeTruthy();
  });

  it.each(languages)('the ship-to address (/%s) keeps its suite line and ends as Canada Post writes it, on Delivery Details and Review & Confirm (the suite was left out, the province put in parentheses)', async (language, locale) => {
    answerCheckout();
    const user = userEvent.setup();
    const recorded = await recordedDetails();
    const shipTos = recorded.shipTos.map((shipTo) => ({ ...shipTo, isCurrent: true, address: { ...shipTo.address, line1: '200 Bay Street', line2: 'Suite 1400', city: 'Toronto', province: 'ON', postalCode: 'M5J 2J2' } })).slice(0, 1);
    renderAt(`/${language}/checkout`, <CheckoutFlow details={{ ...recorded, shipTos }} client={client} orderHold={null} />);
    const shipTo = screen.getByRole('group', { name: formatMessage(locale, 'checkout.shipTo') });
    expect(within(shipTo).getByRole('radio').closest('label')?.textContent).toBe(`${shipTos[0]?.address.name}, 200 Bay Street, Suite 1400, Toronto ON\u00a0\u00a0M5J 2J2`);
    await user.click(screen.getByRole('button', { name: formatMessage(locale, 'checkout.continueToReview') }));
    await screen.findByRole('button', { name: formatMessage(locale, 'checkout.placeOrder') });
    const lines = [...(screen.getByRole('region', { name: formatMessage(locale, 'checkout.shippingAddress') }).querySelector('address')?.children ?? [])].map((line) => line.textContent);
    expect(lines).toEqual([shipTos[0]?.address.name, '200 Bay Street', 'Suite 1400', 'Toronto ON\u00a0\u00a0M5J 2J2']);
  });

  it.each(languages)('a scheduled delivery (/%s) is shown on Review & Confirm as the day the buyer booked, not as an estimate', async (language, locale) => {
    answerCheckout();
    const user = userEvent.setup();
    const text = (key: string) => formatMessage(locale, key);
    const details = await recordedDetails();
    const day = details.earliestScheduledDate;
    renderAt(`/${language}/checkout`, <CheckoutFlow details={details} client={client} orderHold={null} />);
    await user.click(screen.getByRole('radio', { name: text('checkout.deliveryScheduled') }));
    fireEvent.change(screen.getByLabelText(text('checkout.scheduledDate')), { target: { value: day } });
    await user.click(screen.getByRole('button', { name: text('checkout.continueToReview') }));
    await screen.findByRole('button', { name: text('checkout.placeOrder') });
    const shipping = screen.getByRole('region', { name: text('checkout.shippingAddress') });
    expect(shipping.textContent).toContain(formatMessage(locale, 'checkout.scheduledDeliveryOn', { date: formatDate(day, locale) }));
    expect(shipping.textContent).not.toMatch(locale === 'fr-CA' ? /prévue/ : /Estimated/);
  });

  it('switching language after a refused submit: the refusal is said again in the new language', async () => {
    const declined = { MessageStatus: 1, MessageType: 4, PrimaryMessage: formatMessage('fr-CA', 'payments.declined'), SecondaryMessages: [], Type: 'payments.declined' };
    answerCheckout({ submit: () => Response.json({ isSuccess: false, Messages: [declined] }, { status: 422 }) });
    const user = userEvent.setup();
    renderAt('/fr/checkout', withLanguageSwitch(<CheckoutFlow details={await recordedDetails()} client={client} orderHold={null} />));
    await user.click(screen.getByRole('button', { name: formatMessage('fr-CA', 'checkout.continueToReview') }));
    await user.click(await screen.findByRole('button', { name: formatMessage('fr-CA', 'checkout.placeOrder') }));
    expect((await screen.findByRole('alert')).textContent).toBe(declined.PrimaryMessage);
    await user.click(screen.getByRole('link', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(formatMessage('en-CA', 'payments.declined')));
  });
});
