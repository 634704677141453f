import { randomBytes } from 'node:crypto';
import { securityCodeLength, type Locale } from '@comptoir/core';
import type { Database } from '../db/index.ts';
import * as t from '../db/schema/index.ts';
import type { ClientSettings, CreditCardMandatoryType, OverBudgetPolicy } from '../db/schema/index.ts';
import type { Province } from '../db/schema/columns.ts';
import { TestPaymentProvider, buyerCustomer } from '../modules/payments/index.ts';
import { TEST_SESSION_SECRET, functionalTestLimits } from './test-app.ts';

/**
 * Small, explicit commerce data for cart, checkout and order tests: every row the rules read is
 * written here, so a test states the facts it depends on (prices, fees, stock, settings).
 */
const settings: ClientSettings = {
  showContractFirst: false, showYourPriceFlag: false, showContractCareOf: false, showContractIcon: false, showRestrictedItemsDefaultView: false,
  enableShowHideOption: false, showDropShipProduct: false, showBestMatchFilter: false, showCoreFilter: false, enablePwgscheckout: false,
  mergeProductInBasketFlag: true, useB2bcartResponse: false, enableContractProductTotalBreakdown: true, isUsingInternalCheckout: false,
  enableRecommendationProduct: false, enableRecentlyViewedFooter: false, showAccountSearchLink: false, enableShipToSelection: false,
  enableWebAnalyticsInstrumentation: false, enableErrorReporting: false, isTestAccountFlag: false, isPunchOutEnable: false, brandedEmailType: 0,
};

const unique = () => randomBytes(4).toString('hex').toUpperCase();

export interface CatalogueIds {
  warehouseNo: string;
  brandId: string;
  categoryId: string;
}

export async function createCatalogue(db: Database): Promise<CatalogueIds> {
  const key = unique();
  const warehouseNo = `W${key}`;
  await db.insert(t.warehouses).values({ warehouseNo, nameEn: 'Test warehouse', nameFr: 'Entrepôt test', province: 'ON', city: 'Ottawa' });
  const [brand] = await db.insert(t.productBrands).values({ name: `Brand ${key}`, primaryColor: '#000000', secondaryColor: '#ffffff' }).returning({ id: t.productBrands.id });
  const [category] = await db
    .insert(t.categories)
    .values({ level: 1, slug: `cat-${key.toLowerCase()}`, code: `C${key}`, nameEn: 'Paper', nameFr: 'Papier', pictogram: 'paper' })
    .returning({ id: t.categories.id });
  return { warehouseNo, brandId: (brand as { id: string }).id, categoryId: (category as { id: string }).id };
}

export interface ProductSpec {
  listPrice: number;
  /** A code of the test's choosing ('HP-64XL'); a unique 'P-…' by default. The JDA code is the same unless given. */
  code?: string;
  codeJda?: string;
  salesMultiple?: number;
  minimumQuantity?: number;
  isRestricted?: boolean;
  isSpecialDelivery?: boolean;
  isAssembly?: boolean;
  fees?: Array<{ feeType: number; amount: number }>;
  onHand?: number;
  tiers?: Array<{ minQuantity: number; unitPrice: number }>;
}

export async function createProduct(db: Database, catalogue: CatalogueIds, spec: ProductSpec): Promise<{ id: string; code: string }> {
  const code = spec.code ?? `P-${unique()}`;
  const [row] = await db
    .insert(t.products)
    .values({
      code, codeJda: spec.codeJda ?? code, nameEn: `Product ${code}`, nameFr: `Produit ${code}`, uomEn: 'Each', uomFr: 'Chacun', brandId: catalogue.brandId, categoryId: catalogue.categoryId,
      listPrice: spec.listPrice, salesMultiple: spec.salesMultiple ?? 1, minimumQuantity: spec.minimumQuantity ?? 1, isRestricted: spec.isRestricted ?? false,
      isSpecialDelivery: spec.isSpecialDelivery ?? false, isAssembly: spec.isAssembly ?? false, colourHex: '#333333',
    })
    .returning({ id: t.products.id });
  const id = (row as { id: string }).id;
  if (spec.fees?.length) await db.insert(t.productFees).values(spec.fees.map((fee) => ({ productId: id, feeType: fee.feeType, amount: fee.amount })));
  if (spec.tiers?.length) await db.insert(t.priceTiers).values(spec.tiers.map((tier) => ({ productId: id, ...tier })));
  await db.insert(t.productStock).values({ productId: id, warehouseNo: catalogue.warehouseNo, quantityOnHand: spec.onHand ?? 100_000 });
  return { id, code };
}

export interface ClientSpec {
  province?: Province;
  creditCardMandatoryType?: CreditCardMandatoryType;
  allowCheckoutCreditCard?: boolean;
  minimumOrderAmount?: number;
  suspendedDateFrom?: string | null;
  suspendedDateUntil?: string | null;
  overBudgetPolicy?: OverBudgetPolicy;
  canReceivePromotions?: boolean;
  assemblyAvailable?: boolean;
  installationAvailable?: boolean;
}

export interface Shopper {
  buyerId: string;
  clientId: string;
  clientNo: string;
  shipToId: string;
  /** The BuyerContext a route would build from this buyer's session. */
  ctx: { buyerId: string; clientId: string; shipToId: string; locale: Locale; adminUserId: null; isInGroupOrder: boolean; enableContractProductTotalBreakdown: boolean };
}

const postalByProvince: Record<Province, string> = {
  ON: 'K1A 0B1', QC: 'H2X 1Y4', BC: 'V6B 1A1', AB: 'T2P 1J9', NS: 'B3H 1A1', MB: 'R3C 0A1', SK: 'S4P 3Y2', NB: 'E1C 4M3', NL: 'A1C 5M2', PE: 'C1A 4P3',
  YT: 'Y1A 2C6', NT: 'X1A 2L9', NU: 'X0A 0H0',
};

/** A client with one ship-to in its province and one buyer (its cart not created yet). */
export async function createShopper(db: Database, catalogue: CatalogueIds, spec: ClientSpec = {}): Promise<Shopper> {
  const key = unique();
  const province = spec.province ?? 'ON';
  const [client] = await db
    .insert(t.clients)
    .values({
      clientNo: `T${key}`, name: `Client ${key}`, province, divisionCode: 'D1', warehouseNo: catalogue.warehouseNo,
      creditCardMandatoryType: spec.creditCardMandatoryType ?? 'optional', allowCheckoutCreditCard: spec.allowCheckoutCreditCard ?? true,
      minimumOrderAmount: spec.minimumOrderAmount ?? 0, suspendedDateFrom: spec.suspendedDateFrom ?? null, suspendedDateUntil: spec.suspendedDateUntil ?? null,
      overBudgetPolicy: spec.overBudgetPolicy ?? 'warn', canReceivePromotions: spec.canReceivePromotions ?? true, settings,
    })
    .returning({ id: t.clients.id, clientNo: t.clients.clientNo });
  const { id: clientId, clientNo } = client as { id: string; clientNo: string };
  const [shipTo] = await db
    .insert(t.shipTos)
    .values({
      clientId, shipToNo: '001', name: `Ship-to ${key}`, line1: '1 Main St', city: 'Town', province, postalCode: postalByProvince[province], deliveryZone: 'Z1',
      assemblyAvailable: spec.assemblyAvailable ?? true, installationAvailable: spec.installationAvailable ?? true, isDefault: true,
    })
    .returning({ id: t.shipTos.id });
  const shipToId = (shipTo as { id: string }).id;
  const [buyer] = await db
    .insert(t.buyers)
    .values({ clientId, logonName: `buyer-${key.toLowerCase()}`, firstName: 'Test', lastName: 'Buyer', emailAddress: `b${key.toLowerCase()}@example.ca`, defaultShipToId: shipToId })
    .returning({ id: t.buyers.id });
  const buyerId = (buyer as { id: string }).id;
  return { buyerId, clientId, clientNo, shipToId, ctx: { buyerId, clientId, shipToId, locale: 'en-CA', adminUserId: null, isInGroupOrder: false, enableContractProductTotalBreakdown: settings.enableContractProductTotalBreakdown } };
}

/** Another buyer of the same client (approvers, colleagues). */
export async function createColleague(db: Database, shopper: Shopper): Promise<Shopper> {
  const key = unique().toLowerCase();
  const [buyer] = await db
    .insert(t.buyers)
    .values({ clientId: shopper.clientId, logonName: `colleague-${key}`, firstName: 'Col', lastName: 'League', emailAddress: `c${key}@example.ca`, defaultShipToId: shopper.shipToId })
    .returning({ id: t.buyers.id });
  const buyerId = (buyer as { id: string }).id;
  return { ...shopper, buyerId, ctx: { ...shopper.ctx, buyerId } };
}

/** An approval group of `client` (threshold 0: every order of its members awaits approval) with its members and approvers in order. */
export async function createApprovalGroup(db: Database, client: Shopper, members: readonly Shopper[], approvers: readonly Shopper[]): Promise<string> {
  const [row] = await db.insert(t.approvalGroups).values({ clientId: client.clientId, nameEn: 'G', nameFr: 'G', thresholdAmount: 0 }).returning({ id: t.approvalGroups.id });
  const id = (row as { id: string }).id;
  for (const member of members) await db.insert(t.approvalGroupMembers).values({ approvalGroupId: id, buyerId: member.buyerId });
  for (const [sequence, approver] of approvers.entries()) await db.insert(t.approvalGroupApprovers).values({ approvalGroupId: id, buyerId: approver.buyerId, sequence });
  return id;
}

/** A signed-in session for a buyer, as the browser would present it (no password round-trip). */
export async function sessionHeaders(db: Database, buyerId: string): Promise<Record<string, string>> {
  const { startSession } = await import('../platform/session-store.ts');
  const { cookieNames } = await import('../platform/session-cookies.ts');
  const started = await startSession(db, { buyerId, shipToId: null, userAgent: 'test', ipAddress: '127.0.0.1' });
  return { Cookie: `${cookieNames.session}=${started.token}`, Origin: COMMERCE_ORIGIN, 'Content-Type': 'application/json' };
}

export const COMMERCE_ORIGIN = 'http://localhost:3000';
/** Behind a proxy as in production (each test caller has its own X-Forwarded-For address), limits far away. */
export const commerceConfig = { nodeEnv: 'test' as const, publicOrigin: COMMERCE_ORIGIN, sessionSecret: TEST_SESSION_SECRET, trustProxy: true, requestLimits: functionalTestLimits };

/** The built-in payment provider as the tests' apps have it (the same secret): its tokens are good there. */
export const appPaymentProvider = () => new TestPaymentProvider({ secret: commerceConfig.sessionSecret });

/** A token of the built-in test provider for one of its test cards, tokenised in `owner`'s session (bound to that buyer). */
export const tokenFor = (payments: TestPaymentProvider, cardNumber: string, owner: { clientId: string; buyerId: string }, { expiryMonth = 12, expiryYear = 2099, now = new Date() } = {}): string => {
  const result = payments.tokenize({ cardNumber, expiryMonth, expiryYear, cvc: '1234'.slice(0, securityCodeLength(cardNumber)) }, buyerCustomer(owner), now);
  if (!result.ok) throw new Error(`test card ${cardNumber} did not tokenise`);
  return result.token;
};

export interface CouponSpec {
  start: string;
  end: string;
  maxUses?: number;
  usedCount?: number;
  onlyFor?: string;
}

let sequence = 0;
/** A 10% coupon between two instants, for every client unless `onlyFor` names one; answers its code. */
export async function createCoupon(db: Database, spec: CouponSpec): Promise<string> {
  const code = `TEST${Date.now().toString(36).toUpperCase()}${(sequence += 1)}`;
  const [coupon] = await db
    .insert(t.coupons)
    .values({
      code, discountKind: 'percent', discountValue: 1000, startDate: new Date(spec.start), endDate: new Date(spec.end),
      maxUses: spec.maxUses ?? 100, usedCount: spec.usedCount ?? 0, appliesToAllClients: spec.onlyFor === undefined,
    })
    .returning({ id: t.coupons.id });
  if (spec.onlyFor) await db.insert(t.couponClients).values({ couponId: (coupon as { id: string }).id, clientId: spec.onlyFor });
  return code;
}
