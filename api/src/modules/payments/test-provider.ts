import { randomBytes } from 'node:crypto';
import { luhnValid } from '@comptoir/core';
import type { AuthorizationResult, CardSummary, PaymentProvider } from './payment-provider.ts';

/**
 * Test card numbers of the built-in provider (README 'Cart, checkout and orders'). Any future
 * expiry and any 3-4 digit CVC work; other Luhn-valid numbers are approved as their brand.
 */
export const testCards = {
  visaApproved: '4242424242424242',
  mastercardApproved: '5555555555554444',
  amexApproved: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const behaviours = ['approve', 'declined', 'insufficientFunds'] as const;
type Behaviour = (typeof behaviours)[number];
const isBehaviour = (value: unknown): value is Behaviour => behaviours.includes(value as Behaviour);
/** The brands brandOf gives. */
const brands = new Set(['visa', 'mastercard', 'amex']);

const behaviourOf = (number: string): Behaviour =>
  number === testCards.declined ? 'declined' : number === testCards.insufficientFunds ? 'insufficientFunds' : 'approve';

const brandOf = (number: string): string | null => {
  if (/^4\d{15}$/.test(number)) return 'visa';
  if (/^(5[1-5]\d{14}|2[2-7]\d{14})$/.test(number)) return 'mastercard';
  if (/^3[47]\d{13}$/.test(number)) return 'amex';
  return null;
};

export interface CardInput {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
}

export type TokenizeResult = ({ ok: true; token: string } & CardSummary) | { ok: false; reason: 'invalidCard' | 'expired' };

interface TokenPayload extends CardSummary {
  behaviour: Behaviour;
}

/**
 * The built-in test provider. Its tokens describe the card (brand, last 4, expiry and the test
 * behaviour) and nothing more, so any api replica can read them; the number itself is dropped at
 * tokenisation. Its ledger of authorisations stands in for the provider's own records.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly ledger = new Map<string, { token: string; amount: number; reference: string; status: 'authorized' | 'voided' }>();
  private readonly byIdempotencyKey = new Map<string, string>();

  tokenize(card: CardInput, now = new Date()): TokenizeResult {
    const number = card.cardNumber.replace(/[\s-]/g, '');
    const brand = brandOf(number);
    if (!brand || !luhnValid(number) || !/^\d{3,4}$/.test(card.cvc)) return { ok: false, reason: 'invalidCard' };
    const fullYear = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
    if (fullYear * 12 + card.expiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, reason: 'expired' };
    const summary: CardSummary = { brand, last4: number.slice(-4), expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(fullYear % 100).padStart(2, '0')}` };
    const payload: TokenPayload = { ...summary, behaviour: behaviourOf(number) };
    return { ok: true, token: `tok_test_${Buffer.from(JSON.stringify(payload)).toString('base64url')}`, ...summary };
  }

  /**
   * The card a token describes, or null when it is none this provider gives: a token is whatever a buyer sends, and what
   * it says (brand, last 4, MM/YY expiry, behaviour) is kept with a card on file and an order, and shown.
   */
  private read(token: string): TokenPayload | null {
    if (!token.startsWith('tok_test_')) return null;
    try {
      const payload = JSON.parse(Buffer.from(token.slice('tok_test_'.length), 'base64url').toString('utf8')) as Partial<Record<keyof TokenPayload, unknown>> | null;
      if (!payload || typeof payload !== 'object') return null;
      const { brand, last4, expiry, behaviour } = payload;
      const described =
        typeof brand === 'string' && brands.has(brand) && typeof last4 === 'string' && /^\d{4}$/.test(last4) && typeof expiry === 'string' && /^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry);
      return described && isBehaviour(behaviour) ? { brand, last4, expiry, behaviour } : null;
    } catch {
      return null;
    }
  }

  describe(token: string): CardSummary | null {
    const payload = this.read(token);
    return payload ? { brand: payload.brand, last4: payload.last4, expiry: payload.expiry } : null;
  }

  async authorize(request: { token: string; amount: number; currency: 'CAD'; reference: string; idempotencyKey: string }): Promise<AuthorizationResult> {
    const payload = this.read(request.token);
    if (!payload) return { ok: false, reason: 'invalidToken' };
    if (payload.behaviour !== 'approve') return { ok: false, reason: payload.behaviour };
    const repeated = this.byIdempotencyKey.get(request.idempotencyKey);
    if (repeated && this.ledger.get(repeated)?.status === 'authorized') return { ok: true, authorizationId: repeated };
    const authorizationId = `auth_test_${randomBytes(12).toString('hex')}`;
    this.ledger.set(authorizationId, { token: request.token, amount: request.amount, reference: request.reference, status: 'authorized' });
    this.byIdempotencyKey.set(request.idempotencyKey, authorizationId);
    return { ok: true, authorizationId };
  }

  async void(authorizationId: string): Promise<void> {
    const entry = this.ledger.get(authorizationId);
    if (entry) entry.status = 'voided';
  }
}
