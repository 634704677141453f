import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { luhnValid, securityCodeFits } from '@comptoir/core';
import type { AuthorizationResult, CardSummary, PaymentCustomer, PaymentProvider, TokenProblem, TokenReading } from './payment-provider.ts';

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

const customerKey = (customer: PaymentCustomer): string =>
  'buyerId' in customer ? `${customer.clientId}/buyer/${customer.buyerId}` : `${customer.clientId}/shipTo/${customer.shipToId}`;

/** What a token holds once its seal is checked: the card it describes and the mark of the customer it is bound to. */
interface SealedToken {
  payload: TokenPayload;
  encoded: string;
  binding: string;
}

/**
 * The built-in test provider. Its tokens describe the card (brand, last 4, expiry and the test behaviour), sealed with
 * a key derived from the api's secret so that no one can write or alter one, and bound to one customer (its mark
 * changes with the customer, who is never named in the token): any api replica can read them, only their customer can
 * use them. The number itself is dropped at tokenisation. Its ledger of authorisations stands in for the provider's
 * own records.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  readonly ledger = new Map<string, { token: string; amount: number; reference: string; status: 'authorized' | 'voided' }>();
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly key: Buffer;

  /** `secret` is shared by every replica (the api's session secret); without one, tokens are good for this instance only. */
  constructor(options: { secret?: string } = {}) {
    this.key = options.secret ? createHmac('sha256', options.secret).update('comptoir test payment provider tokens').digest() : randomBytes(32);
  }

  tokenize(card: CardInput, customer: PaymentCustomer, now = new Date()): TokenizeResult {
    const number = card.cardNumber.replace(/[\s-]/g, '');
    const brand = brandOf(number);
    if (!brand || !luhnValid(number) || !securityCodeFits(number, card.cvc)) return { ok: false, reason: 'invalidCard' };
    const fullYear = card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear;
    if (fullYear * 12 + card.expiryMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, reason: 'expired' };
    const summary: CardSummary = { brand, last4: number.slice(-4), expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(fullYear % 100).padStart(2, '0')}` };
    const payload: TokenPayload = { ...summary, behaviour: behaviourOf(number) };
    return { ok: true, token: this.seal(Buffer.from(JSON.stringify(payload)).toString('base64url'), customer), ...summary };
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest().subarray(0, 16).toString('base64url');
  }

  private bindingOf(encoded: string, customer: PaymentCustomer): string {
    return this.mac(`customer\n${encoded}\n${customerKey(customer)}`);
  }

  private seal(encoded: string, customer: PaymentCustomer): string {
    return `tok_test_${encoded}.${this.mac(`card\n${encoded}`)}.${this.bindingOf(encoded, customer)}`;
  }

  /**
   * The card a token describes, or null when it is none this provider gave (a token is whatever a buyer sends): its seal
   * must be this provider's, and what it says (brand, last 4, MM/YY expiry, behaviour) is kept with a card on file and
   * an order, and shown.
   */
  private read(token: string): SealedToken | null {
    const [encoded, seal, binding, ...rest] = token.startsWith('tok_test_') ? token.slice('tok_test_'.length).split('.') : [];
    if (encoded === undefined || seal === undefined || binding === undefined || rest.length > 0 || !sameMark(seal, this.mac(`card\n${encoded}`))) return null;
    try {
      const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Record<keyof TokenPayload, unknown>> | null;
      if (!payload || typeof payload !== 'object') return null;
      const { brand, last4, expiry, behaviour } = payload;
      const described =
        typeof brand === 'string' && brands.has(brand) && typeof last4 === 'string' && /^\d{4}$/.test(last4) && typeof expiry === 'string' && /^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry);
      return described && isBehaviour(behaviour) ? { payload: { brand, last4, expiry, behaviour }, encoded, binding } : null;
    } catch {
      return null;
    }
  }

  /** The token's card when it is bound to `customer`. */
  private readFor(token: string, customer: PaymentCustomer): { ok: true; sealed: SealedToken } | { ok: false; reason: TokenProblem } {
    const sealed = this.read(token);
    if (!sealed) return { ok: false, reason: 'invalidToken' };
    return sameMark(sealed.binding, this.bindingOf(sealed.encoded, customer)) ? { ok: true, sealed } : { ok: false, reason: 'cardNotYours' };
  }

  describe(token: string, customer: PaymentCustomer): TokenReading {
    const reading = this.readFor(token, customer);
    if (!reading.ok) return reading;
    const { brand, last4, expiry } = reading.sealed.payload;
    return { ok: true, card: { brand, last4, expiry } };
  }

  attach(token: string, from: PaymentCustomer, to: PaymentCustomer): string | null {
    const reading = this.readFor(token, from);
    return reading.ok ? this.seal(reading.sealed.encoded, to) : null;
  }

  async authorize(request: { token: string; customer: PaymentCustomer; amount: number; currency: 'CAD'; reference: string; idempotencyKey: string }): Promise<AuthorizationResult> {
    const reading = this.readFor(request.token, request.customer);
    if (!reading.ok) return reading;
    const { behaviour } = reading.sealed.payload;
    if (behaviour !== 'approve') return { ok: false, reason: behaviour };
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

/** Marks compared in constant time (a mark guessed a byte at a time learns nothing from how long the refusal took). */
const sameMark = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
