// Test support only: the checkout's calls answered with recorded exchanges (one contract, both sides).
import { recordedResponse } from '@comptoir/fixtures';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { resetCart } from '../features/cart/index.ts';
import type { DeliveryDetails } from '../features/checkout/index.ts';

type Call = 'savePrompt' | 'validatePrompts' | 'deliveryDetails' | 'saveDeliveryDetails' | 'cartDetails' | 'paymentToken' | 'submit';
/** An answer to one call, given what was sent. */
type Answer = (body: unknown) => Response | Promise<Response>;

const callOf = (method: string, path: string): Call | null => {
  if (path === '/api/orders/ValidateAndSaveDetailCustomPrompt') return 'savePrompt';
  if (path === '/api/orders/validateCustomPrompts') return 'validatePrompts';
  if (path === '/api/checkout/delivery-details') return method === 'PUT' ? 'saveDeliveryDetails' : 'deliveryDetails';
  if (path === '/api/cart/cartDetails') return 'cartDetails';
  if (path === '/api/checkout/payment-tokens') return 'paymentToken';
  return /^\/api\/checkout\/orders\/\d+\/submit$/.test(path) ? 'submit' : null;
};

const recorded: Record<Call, Answer> = {
  savePrompt: () => recordedResponse('orders.validateAndSaveDetailCustomPrompt', 'success-en'),
  validatePrompts: () => recordedResponse('orders.validateCustomPrompts', 'success-en'),
  deliveryDetails: () => recordedResponse('checkout.deliveryDetails', 'success-en'),
  saveDeliveryDetails: () => recordedResponse('checkout.saveDeliveryDetails', 'success-en'),
  cartDetails: () => recordedResponse('cart.cartDetails', 'before-checkout-en'),
  paymentToken: () => recordedResponse('checkout.paymentToken', 'success-fr'),
  submit: () => recordedResponse('checkout.submit', 'missing-key-en'),
};

/** buyer-on's Delivery Details as the api answered them: the cost centre and PO number prompts already answered. */
export const recordedDetails = async () => (await recordedResponse('checkout.deliveryDetails', 'success-en').json()) as DeliveryDetails;

/** Stubs fetch: each checkout call gets its recorded answer, or the one given; returns the calls made, in order. */
export const answerCheckout = (answers: Partial<Record<Call, Answer>> = {}) => {
  const sent: Array<{ call: Call; body: unknown }> = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    const call = callOf(init?.method ?? 'GET', new URL(url, 'http://localhost').pathname);
    if (!call) throw new Error(`unexpected call ${url}`);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    sent.push({ call, body });
    return (answers[call] ?? recorded[call])(body);
  }));
  return sent;
};

/** After each test: the flow unmounted first (a review still on screen would read the cart again once it is reset), then the cart and fetch. */
export const endCheckoutTest = () => {
  cleanup();
  resetCart();
  vi.unstubAllGlobals();
};
