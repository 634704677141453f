import type { CustomPrompt } from '@comptoir/core';
import { expect, type Page } from '@playwright/test';
import { clearCart } from './journey.ts';
import { addThroughApi, searchProducts } from './products.ts';

/** buyer-on submits an order through the api (the checkout journeys cover the screens); buyer-on's orders await approver-on. */
export const submitForApproval = async (page: Page, language: 'en' | 'fr'): Promise<{ orderId: number; displayNumber: string }> => {
  await clearCart(page);
  const [product] = (await searchProducts(page, 'stapler', language)).filter((found) => found.Multiple === 1 && found.MinimumQuantity === 1 && found.CombinedDetailPrice !== null);
  await addThroughApi(page, product?.ProductCode ?? '', 1);
  const origin = new URL(page.url()).origin;
  const cart = (await (await page.request.get('/api/cart/cartDetails')).json()) as { OrderId: number; CustomPrompts: Array<CustomPrompt> };
  const orderId = cart.OrderId;
  // The client's mandatory prompts (cost centre, PO number), answered as Delivery Details saves them: a listed choice, else digits.
  for (const prompt of cart.CustomPrompts.filter((candidate) => candidate.isMandatory && candidate.orderProductId === null)) {
    const choice = prompt.CustomPromptElements.flatMap((element) => element.CustomPromptCustomizations)[0]?.CustomizationValue;
    const saved = await page.request.post('/api/orders/ValidateAndSaveDetailCustomPrompt', {
      headers: { Origin: origin },
      data: { orderProductId: null, pageType: 1, orderId, promptId: prompt.promptId, promptValue: choice ?? '4512', sequence: prompt.sequence },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  const submitted = await page.request.post(`/api/checkout/orders/${orderId}/submit`, { headers: { Origin: origin, 'Idempotency-Key': `approval-e2e-${orderId}` }, data: { billingOptionType: 1 } });
  const body = (await submitted.json()) as { status: string; displayNumber: string };
  expect(body.status, JSON.stringify(body)).toBe('awaitingApproval');
  return { orderId, displayNumber: body.displayNumber };
};
