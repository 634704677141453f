import { httpStatusOf, toMessage, toMessages, type Message, type TemplateDetail, type TemplateSummary } from '@comptoir/core';
import type { Database, Executor, Transaction } from '../../db/index.ts';
import { audit } from '../../platform/audit.ts';
import { addLinesAgain, auditActor, ok, refusableTransaction, refused, refusedWith, Refusal, type BuyerContext, type Result } from '../cart/index.ts';
import { buyerCards } from '../products/index.ts';
import { deleteTemplate, findTemplate, insertTemplate, listTemplates, lockTemplateNames, nameTaken, renameTemplate, templateItems, type TemplateRow } from './templates-repo.ts';

const toSummary = (row: TemplateRow): TemplateSummary => ({ templateId: row.id, name: row.name, lineCount: row.line_count, createdDate: row.created_date });

/** designed: GET buyers/{buyerId}/templates — the session buyer's own templates only; another buyer id is 404. */
export async function templatesOf(db: Executor, ctx: BuyerContext, buyerId: string): Promise<Result<TemplateSummary[]>> {
  if (buyerId !== ctx.buyerId) return refusedWith('errors.notFound', ctx.locale);
  return ok((await listTemplates(db, ctx, ctx.locale)).map(toSummary));
}

/** designed: GET templates/{templateId} — each product as the search shows this buyer today, with the template's quantity. */
export async function templateDetail(db: Executor, ctx: BuyerContext, id: string): Promise<Result<TemplateDetail>> {
  const template = await findTemplate(db, ctx, id, ctx.locale);
  if (!template) return refusedWith('templates.notFound', ctx.locale);
  const items = await templateItems(db, id);
  const cards = await buyerCards(db, ctx, items.map((item) => item.product_id), { hideRestricted: false });
  const Products = items.flatMap((item) => {
    const card = cards.get(item.product_id);
    return card ? [{ ...card, Quantity: item.quantity }] : [];
  });
  return ok({ ...toSummary(template), Products });
}

/**
 * Saves an order's lines (the cart's or a submitted order's) as a new template of the buyer, inside the
 * caller's transaction: a name the buyer already uses is refused, and an order without lines (an empty cart)
 * throws a Refusal, so the caller's `refusable` rolls the empty template back.
 */
export async function saveTemplate(tx: Transaction, ctx: BuyerContext, source: { orderId: string; from: string }, name: string) {
  await lockTemplateNames(tx, ctx);
  if (await nameTaken(tx, ctx, name)) return refusedWith('templates.nameTaken', ctx.locale, { name });
  const { id: templateId, lineCount } = await insertTemplate(tx, ctx, name, source.orderId);
  if (lineCount === 0) throw new Refusal({ ok: false, status: httpStatusOf('templates.emptyCart'), messages: toMessages('templates.emptyCart', ctx.locale) });
  await audit(tx, { ...auditActor(ctx), action: 'template.save', entity: 'shoppingList', entityId: templateId, after: { from: source.from, name } });
  return ok({ isSuccess: true as const, templateId, Messages: [toMessage('templates.saved', ctx.locale, { name })] });
}

/** designed: PATCH templates/{templateId} `{ name }` — the name is all that changes. */
export async function renameOwnTemplate(db: Database, ctx: BuyerContext, id: string, name: string): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    await lockTemplateNames(tx, ctx);
    const template = await findTemplate(tx, ctx, id, ctx.locale);
    if (!template) return refusedWith('templates.notFound', ctx.locale);
    // The name it has: the same answer, nothing written or audited.
    if (template.name === name) return ok([toMessage('templates.renamed', ctx.locale, { name })]);
    if (await nameTaken(tx, ctx, name, id)) return refusedWith('templates.nameTaken', ctx.locale, { name });
    await renameTemplate(tx, id, name);
    await audit(tx, { ...auditActor(ctx), action: 'template.rename', entity: 'shoppingList', entityId: id, before: { name: template.name }, after: { name } });
    return ok([toMessage('templates.renamed', ctx.locale, { name })]);
  });
}

/** designed: DELETE templates/{templateId}. */
export async function deleteOwnTemplate(db: Database, ctx: BuyerContext, id: string): Promise<Result<Message[]>> {
  return db.transaction(async (tx) => {
    await lockTemplateNames(tx, ctx);
    const template = await findTemplate(tx, ctx, id, ctx.locale);
    if (!template) return refusedWith('templates.notFound', ctx.locale);
    await deleteTemplate(tx, id);
    await audit(tx, { ...auditActor(ctx), action: 'template.delete', entity: 'shoppingList', entityId: id, before: { name: template.name, lineCount: template.line_count } });
    return ok([toMessage('templates.deleted', ctx.locale, { name: template.name })]);
  });
}

/** designed: POST templates/{templateId}/add-to-cart — as reorder does: today's quantity rules and prices, what cannot be added reported. */
export async function addTemplateToCart(db: Database, ctx: BuyerContext, id: string): Promise<Result<Message[]>> {
  // Refused when nothing could be added: the cart it opened for a buyer who had none is not kept.
  return refusableTransaction(db, async (tx) => {
    const template = await findTemplate(tx, ctx, id, ctx.locale);
    if (!template) return refusedWith('templates.notFound', ctx.locale);
    const items = await templateItems(tx, id);
    const outcome = await addLinesAgain(tx, ctx, items.map((item) => ({ productId: item.product_id, code: item.code, quantity: item.quantity })));
    if (outcome.addedCount === 0) return refused(422, outcome.problems.length > 0 ? outcome.problems : [toMessage('quantity.notAvailable', ctx.locale)]);
    return ok([toMessage('templates.addedToCart', ctx.locale, { name: template.name }), ...outcome.problems]);
  });
}
