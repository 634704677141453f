/** What a buyer may see of a card: never its number. */
export interface CardSummary {
  brand: string;
  last4: string;
  /** MM/YY. */
  expiry: string;
}

export type AuthorizationResult =
  | { ok: true; authorizationId: string }
  | { ok: false; reason: 'declined' | 'insufficientFunds' | 'invalidToken' };

/**
 * The payment-provider adapter (architecture §2): cards are tokenised by the provider, the api only
 * ever holds the token. Authorisations are keyed by our idempotency key so a retried call never
 * authorises twice; void undoes an authorisation (checkout compensation).
 */
export interface PaymentProvider {
  readonly name: string;
  describe(token: string): CardSummary | null;
  authorize(request: { token: string; amount: number; currency: 'CAD'; reference: string; idempotencyKey: string }): Promise<AuthorizationResult>;
  void(authorizationId: string): Promise<void>;
}
