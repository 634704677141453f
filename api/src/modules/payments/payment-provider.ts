/** What a buyer may see of a card: never its number. */
export interface CardSummary {
  brand: string;
  last4: string;
  /** MM/YY. */
  expiry: string;
}

/**
 * Whom a token is bound to, as a real provider binds a payment method to the merchant's customer: the buyer whose
 * session tokenised it (a card typed at checkout, a profile card) or the ship-to whose account card it is, always
 * within one client. Any other customer is refused the token.
 */
export type PaymentCustomer = { clientId: string; buyerId: string } | { clientId: string; shipToId: string };

/** Why a token cannot pay for a customer: none this provider gave, or one it gave another customer. */
export type TokenProblem = 'invalidToken' | 'cardNotYours';

export type TokenReading = { ok: true; card: CardSummary } | { ok: false; reason: TokenProblem };

export type AuthorizationResult =
  | { ok: true; authorizationId: string }
  | { ok: false; reason: 'declined' | 'insufficientFunds' | TokenProblem };

/**
 * The payment-provider adapter (architecture §2): cards are tokenised by the provider, the api only
 * ever holds the token. Authorisations are keyed by our idempotency key so a retried call never
 * authorises twice; void undoes an authorisation (checkout compensation).
 */
export interface PaymentProvider {
  readonly name: string;
  /** The card a token stands for, when the token is one this provider gave `customer`. */
  describe(token: string, customer: PaymentCustomer): TokenReading;
  /** The same card bound to another customer (an administrator's card kept for a ship-to); null unless `from` holds it. */
  attach(token: string, from: PaymentCustomer, to: PaymentCustomer): string | null;
  authorize(request: { token: string; customer: PaymentCustomer; amount: number; currency: 'CAD'; reference: string; idempotencyKey: string }): Promise<AuthorizationResult>;
  void(authorizationId: string): Promise<void>;
}

/** The customer a buyer's session is: a card they type is theirs alone. */
export const buyerCustomer = ({ clientId, buyerId }: { clientId: string; buyerId: string }): PaymentCustomer => ({ clientId, buyerId });

/** The customer a ship-to's account card is kept for: any buyer ordering for the ship-to pays as it. */
export const shipToCustomer = (clientId: string, shipToId: string): PaymentCustomer => ({ clientId, shipToId });
