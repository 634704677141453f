import type { Dataset } from '@comptoir/fixtures';
import * as t from '../schema/index.ts';
import { step, toDate, toDateOrNull, type SeedStep } from './seed-step.ts';

/** Publications point at flyer shopping lists, so these run after historySteps. */
export function contentSteps(d: Dataset): SeedStep[] {
  const c = d.siteContent;
  return [
    step(t.siteContents, c.legalPages.map((p) => ({
      id: p.id, kind: p.kind, brandKey: p.brand, titleEn: p.title.en, titleFr: p.title.fr,
      bodyEn: p.body.en, bodyFr: p.body.fr, updatedAt: toDate(p.updatedDate),
    }))),
    step(t.recalls, c.recalls.map((r) => ({
      id: r.id, weight: r.weight, startDate: toDate(r.startDate), endDate: toDate(r.endDate),
      titleEn: r.title.en, titleFr: r.title.fr, descriptionEn: r.description.en, descriptionFr: r.description.fr,
      urlEn: r.url.en, urlFr: r.url.fr,
    }))),
    step(t.recallProducts, c.recalls.flatMap((r) => r.productIds.map((productId) => ({ recallId: r.id, productId })))),
    step(t.publications, c.publications.map((p) => ({
      id: p.id, number: p.number, shoppingListId: p.shoppingListId, shoppingListType: p.shoppingListType, weight: p.weight,
      titleEn: p.title.en, titleFr: p.title.fr, descriptionEn: p.description.en, descriptionFr: p.description.fr,
      imageId: p.imageId, startDate: toDate(p.startDate), endDate: toDate(p.endDate),
    }))),
    step(t.cmsLayouts, c.cmsLayouts.map((l) => ({
      id: l.id, page: l.page, brandKey: l.brand, titleEn: l.title.en, titleFr: l.title.fr,
      blocks: l.blocks, publishedAt: toDateOrNull(l.publishedDate), updatedAt: toDate(l.updatedDate),
    }))),
  ];
}
