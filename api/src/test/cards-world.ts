import { sql } from 'drizzle-orm';
import { createApp } from '../app.ts';
import * as t from '../db/schema/index.ts';
import type { TestDb } from '../db/test-db.ts';
import { createLogger } from '../platform/logger.ts';
import { appPaymentProvider, commerceConfig, createCatalogue, createColleague, createShopper, sessionHeaders, tokenFor, type Shopper } from './commerce-world.ts';
import type { AnyBody } from './test-app.ts';

const payments = appPaymentProvider();
/** A token of the app's provider tokenised in `owner`'s session, as POST /api/checkout/payment-tokens gives it. */
export const tokenOf = (owner: Shopper, cardNumber: string, expiryMonth = 12, expiryYear = 2099, now = new Date()) => tokenFor(payments, cardNumber, owner, { expiryMonth, expiryYear, now });

let submits = 0;

/**
 * Two clients offering both cards on file, each with a buyer (shopper, other) and an administrator, and the app over
 * them; `call` sends a submit with a fresh Idempotency-Key and answers the status and body.
 */
export async function cardsWorld(testDb: TestDb) {
  const { db, kind } = testDb;
  const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
  const catalogue = await createCatalogue(db);
  const clientWithAdmin = async () => {
    const buyer = await createShopper(db, catalogue);
    await db.update(t.clients).set({ allowProfileCreditCard: true, allowAccountCreditCard: true }).where(sql`id = ${buyer.clientId}`);
    const admin = await createColleague(db, buyer);
    await db.update(t.buyers).set({ isAdmin: true }).where(sql`id = ${admin.buyerId}`);
    return [buyer, admin] as const;
  };
  const [shopper, admin] = await clientWithAdmin();
  const [other, otherAdmin] = await clientWithAdmin();
  const headersOf = async (who: Shopper, language?: string) => ({ ...(await sessionHeaders(db, who.buyerId)), ...(language ? { 'Accept-Language': language } : {}) });
  const call = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const response = await app.request(path, { method, headers: { ...headers, ...(method === 'POST' && path.endsWith('/submit') ? { 'Idempotency-Key': `cards-${(submits += 1)}` } : {}) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: response.status, body: (await response.json()) as AnyBody };
  };
  return { db, app, catalogue, shopper, admin, other, otherAdmin, headersOf, call };
}
