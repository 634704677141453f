import { formatMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCart, type PricedCartDetails } from '../../features/cart/index.ts';
import { renderAt } from '../../test/render.tsx';
import { answerCheckout, endCheckoutTest, recordedDetails } from '../../testing/checkout-answers.ts';
import { CheckoutFlow } from './checkout-flow.tsx';

const en = (key: string, params?: Record<string, string | number>) => formatMessage('en-CA', key, params);
const fr = (key: string, params?: Record<string, string | number>) => formatMessage('fr-CA', key, params);
const client = { clientId: 'c-1', clientNo: '100100', province: 'ON', minimumOrderAmount: null, creditCardMandatoryType: 'optional' as const, suspendedDateFrom: null, suspendedDateUntil: null };

/** buyer-qc's recorded cart in French, its line grown to 120 (20 of them on back order) so its total passes a thousand dollars. */
const frenchCartWithBackOrder = async () => {
  const cart = (await recordedResponse('cart.cartDetails', 'before-checkout-fr').json()) as PricedCartDetails;
  const [line] = cart.CartInfo.Products;
  if (!line) throw new Error('the recorded cart has no line');
  cart.CartInfo.Products = [{ ...line, Quantity: 120, QuantityBO: 20, CombinedLinePrice: 167_880 }];
  return new Response(JSON.stringify(cart), { status: 200, headers: { 'Content-Type': 'application/json' } });
};

const toReview = async (language: 'en' | 'fr') => {
  const user = userEvent.setup();
  renderAt(`/${language}/checkout`, <CheckoutFlow details={await recordedDetails()} client={client} orderHold={null} />);
  await user.click(screen.getByRole('button', { name: (language === 'en' ? en : fr)('checkout.continueToReview') }));
  await screen.findByRole('button', { name: (language === 'en' ? en : fr)('checkout.placeOrder') });
};

/** The review's lines as the buyer reads them: each row's cells' text, and what each cell is named on a phone. The table is named by its section's heading. */
const reviewRows = async (items: string) => {
  const table = await within(screen.getByRole('region', { name: items })).findByRole('table', { name: items });
  return within(table).getAllByRole('row').slice(1).map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => [cell.textContent, cell.dataset.label ?? null]));
};

afterEach(endCheckoutTest);

describe('Review & Confirm lists what is being ordered', () => {
  it('each line in English: description, product code, unit price, quantity and line total, from the cart the session already read (no other call)', async () => {
    const sent = answerCheckout();
    await loadCart();
    await toReview('en');
    expect(await reviewRows(en('checkout.items'))).toEqual([
      [['Boréal Select Recycled Copy Paper, Legal size', null], ['DLC94924', en('cart.productCode')], ['$13.99', en('cart.unitPrice')], ['2', en('quantity.label')], ['$27.98', en('cart.lineTotal')]],
    ]);
    expect(sent.filter(({ call }) => call === 'cartDetails')).toHaveLength(1);
  });

  it('in French, money as the storefront writes it (1 678,80 $) and the back-ordered quantity with the quantity; a cart not read yet is read once', async () => {
    const sent = answerCheckout({ cartDetails: frenchCartWithBackOrder });
    await toReview('fr');
    expect(await reviewRows(fr('checkout.items'))).toEqual([
      [
        ['Papier à photocopie recyclé Boréal Select, format légal', null],
        ['DLC94924', fr('cart.productCode')],
        ['13,99\u00a0$', fr('cart.unitPrice')],
        [`120${fr('cart.backOrdered', { quantity: 20 })}`, fr('quantity.label')],
        ['1\u00a0678,80\u00a0$', fr('cart.lineTotal')],
      ],
    ]);
    expect(sent.filter(({ call }) => call === 'cartDetails')).toHaveLength(1);
  });

  it('a cart that could not be read says so in the page language, with Try again', async () => {
    answerCheckout({ cartDetails: () => new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } }) });
    await toReview('fr');
    const items = screen.getByRole('region', { name: fr('checkout.items') });
    expect((await within(items).findByRole('alert')).textContent).toBe(`${fr('errors.generic')}${fr('common.retry')}`);
  });
});
