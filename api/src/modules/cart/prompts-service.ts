import { customPromptAnswer, type Message, type ValidateAndSaveDetailCustomPromptRequest } from '@comptoir/core';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { auditActor, type BuyerContext } from './buyer-context.ts';
import { findCart, lockCart, touchCart } from './cart-repo.ts';
import { invalidPrompts, promptProblem } from './custom-prompts.ts';
import { findPrompts, savePromptValue } from './custom-prompts-repo.ts';
import { ok, refused, refusedWith, type Result } from './result.ts';

/** POST api/orders/validateCustomPrompts[?orderId]: the invalid prompts of the cart (the route answers 400 when there are any, spec §5). */
export async function validateCustomPrompts(db: Database, ctx: BuyerContext, orderId: number | undefined) {
  const cart = await findCart(db, ctx.buyerId);
  if (!cart || (orderId !== undefined && orderId !== cart.ref)) return refusedWith('errors.notFound', ctx.locale);
  return ok(invalidPrompts(await findPrompts(db, cart.client_id, cart.id), ctx.locale));
}

/** POST api/orders/ValidateAndSaveDetailCustomPrompt: one answer, validated then saved on the buyer's cart. */
export async function validateAndSavePrompt(db: Database, ctx: BuyerContext, input: ValidateAndSaveDetailCustomPromptRequest): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, ctx.buyerId);
    if (!cart || cart.ref !== input.orderId) return refusedWith('errors.notFound', ctx.locale);
    const prompt = (await findPrompts(tx, cart.client_id, cart.id)).find((row) => row.sequence === input.promptId);
    if (!prompt) return refusedWith('errors.notFound', ctx.locale);
    let lineId: string | null = null;
    if (input.orderProductId !== null) {
      const [line] = await queryRows<{ id: string }>(tx, sql`select id from order_lines where order_id = ${cart.id} and line_number = ${input.orderProductId}`);
      if (!line) return refusedWith('errors.notFound', ctx.locale);
      lineId = line.id;
    }
    const problem = promptProblem(prompt, input.promptValue, ctx.locale);
    if (problem) return refused(400, [problem]);
    const value = customPromptAnswer(prompt.prefix, input.promptValue);
    await savePromptValue(tx, { orderId: cart.id, promptId: prompt.id, lineId, value });
    await touchCart(tx, cart.id);
    await audit(tx, { ...auditActor(ctx), action: 'cart.saveCustomPrompt', entity: 'order', entityId: cart.id, before: { value: prompt.value }, after: { promptId: input.promptId, line: input.orderProductId, value } });
    return ok([]);
  });
}
