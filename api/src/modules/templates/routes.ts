import { EmptyBodySchema, RenameTemplateRequestSchema, TemplateParamsSchema } from '@comptoir/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { requireBuyer } from '../../platform/authorization.ts';
import { UuidParam, validate } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { answer, asIs, buyerContextOf } from '../cart/index.ts';
import { addTemplateToCart, deleteOwnTemplate, renameOwnTemplate, templateDetail, templatesOf } from './templates-service.ts';

const BuyerParams = z.object({ buyerId: UuidParam });
/** GUIDs in braces or upper case name the same template, as everywhere else in the api. */
const TemplateParams = TemplateParamsSchema.extend({ templateId: UuidParam });

/**
 * Order templates (spec §2.2 templates summary and order detail template, §2.5 Save As Template), designed
 * paths under the order service (/svc/orders) beside orders/{id}/template. Each route requires a buyer itself:
 * a sub-app's '*' middleware on the shared base would run for every order route too.
 */
export const templateRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>()
    .get('/buyers/:buyerId/templates', requireBuyer(), validate('param', BuyerParams), async (c) =>
      answer(c, await templatesOf(db, buyerContextOf(c), c.req.valid('param').buyerId), asIs),
    )
    .get('/templates/:templateId', requireBuyer(), validate('param', TemplateParams), async (c) => answer(c, await templateDetail(db, buyerContextOf(c), c.req.valid('param').templateId), asIs))
    .patch('/templates/:templateId', requireBuyer(), validate('param', TemplateParams), validate('json', RenameTemplateRequestSchema), async (c) =>
      answer(c, await renameOwnTemplate(db, buyerContextOf(c), c.req.valid('param').templateId, c.req.valid('json').name)),
    )
    .delete('/templates/:templateId', requireBuyer(), validate('param', TemplateParams), async (c) => answer(c, await deleteOwnTemplate(db, buyerContextOf(c), c.req.valid('param').templateId)))
    .post('/templates/:templateId/add-to-cart', requireBuyer(), validate('param', TemplateParams), validate('json', EmptyBodySchema), async (c) =>
      answer(c, await addTemplateToCart(db, buyerContextOf(c), c.req.valid('param').templateId)),
    );
