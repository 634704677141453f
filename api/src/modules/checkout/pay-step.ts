import { httpStatusOf, toMessages } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/index.ts';
import { Refusal, type BuyerContext } from '../cart/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { StepRun } from './steps.ts';
import type { PayingCard } from './submit-checks.ts';

/**
 * Step 'authorizePayment': a card order is authorised for its total with taxes; its compensation
 * voids the authorisation with the provider. On-account orders pass through.
 */
export async function payStep(tx: Transaction, run: StepRun, payments: PaymentProvider, p: { ctx: BuyerContext; orderId: string; paying: PayingCard | null; amount: number; idempotencyKey: string }): Promise<void> {
  const token = p.paying?.token ?? null;
  const authorizationId = await run.step(
    'authorizePayment',
    async () => {
      if (!p.paying) return null;
      // The provider pays only the customer the token is bound to (the buyer, or the ship-to of an account card).
      const result = await payments.authorize({ token: p.paying.token, customer: p.paying.customer, amount: p.amount, currency: 'CAD', reference: p.orderId, idempotencyKey: p.idempotencyKey });
      if (!result.ok) {
        const code = `payments.${result.reason}` as const;
        throw new Refusal({ ok: false, status: httpStatusOf(code), messages: toMessages(code, p.ctx.locale) });
      }
      return result.authorizationId;
    },
    (id) => async () => {
      if (id) await payments.void(id);
    },
  );
  if (authorizationId && token) {
    await tx.execute(sql`insert into payment_authorizations (order_id, buyer_id, amount, payment_token, provider_reference)
      values (${p.orderId}, ${p.ctx.buyerId}, ${p.amount}, ${token}, ${authorizationId})`);
  }
}
