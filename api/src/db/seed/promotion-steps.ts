import type { Dataset } from '@comptoir/fixtures';
import * as t from '../schema/index.ts';
import { step, toDate, type SeedStep } from './seed-step.ts';

/** clientIds null means every client that can receive promotions. */
export function promotionSteps(d: Dataset): SeedStep[] {
  return [
    step(t.promotions, d.promotions.map((p) => ({
      id: p.id, code: p.code, nameEn: p.name.en, nameFr: p.name.fr, detailsEn: p.details.en, detailsFr: p.details.fr,
      discountKind: p.discountKind, discountValue: p.discountValue, startDate: toDate(p.startDate), endDate: toDate(p.endDate),
      appliesToAllClients: p.clientIds === null,
    }))),
    step(t.promotionProducts, d.promotions.flatMap((p) => p.productIds.map((productId) => ({ promotionId: p.id, productId })))),
    step(t.promotionClients, d.promotions.flatMap((p) => (p.clientIds ?? []).map((clientId) => ({ promotionId: p.id, clientId })))),
    step(t.coupons, d.coupons.map((c) => ({
      id: c.id, code: c.code, descriptionEn: c.description.en, descriptionFr: c.description.fr,
      discountKind: c.discountKind, discountValue: c.discountValue, minimumSubtotal: c.minimumSubtotal,
      startDate: toDate(c.startDate), endDate: toDate(c.endDate), maxUses: c.maxUses, usedCount: c.usedCount,
      appliesToAllClients: c.clientIds === null,
    }))),
    step(t.couponClients, d.coupons.flatMap((c) => (c.clientIds ?? []).map((clientId) => ({ couponId: c.id, clientId })))),
    step(t.featureFlags, d.featureFlags.map((f) => ({ id: f.id, key: f.key, description: f.description, defaultValue: f.defaultValue }))),
    step(t.featureFlagOverrides, d.featureFlagOverrides.map((o) => ({
      id: o.id, flagKey: o.flagKey, scope: o.scope, scopeId: o.scopeId, value: o.value,
    }))),
  ];
}
