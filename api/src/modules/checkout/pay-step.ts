import { toMessages } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/index.ts';
import { Refusal, type BuyerContext } from '../cart/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { StepRun } from './steps.ts';

/**
 * Step 'authorizePayment': a card order is authorised for its total with taxes; its compensation
 * voids the authorisation with the provider. On-account orders pass through.
 */
export async function payStep(tx: Transaction, run: StepRun, payments: PaymentProvider, p: { ctx: BuyerContext; orderId: string; token: string | null; amount: number; idempotencyKey: string }): Promise<void> {
  const authorizationId = await run.step(
    'authorizePayment',
    async () => {
      if (!p.token) return null;
      const result = await payments.authorize({ token: p.token, amount: p.amount, currency: 'CAD', reference: p.orderId, idempotencyKey: p.idempotencyKey });
      if (!result.ok) throw new Refusal({ ok: false, status: 422, messages: toMessages(`payments.${result.reason}`, p.ctx.locale) });
      return result.authorizationId;
    },
    (id) => async () => {
      if (id) await payments.void(id);
    },
  );
  if (authorizationId && p.token) {
    await tx.execute(sql`insert into payment_authorizations (order_id, buyer_id, amount, payment_token, provider_reference)
      values (${p.orderId}, ${p.ctx.buyerId}, ${p.amount}, ${p.token}, ${authorizationId})`);
  }
}
