import { AdminApprovalGroupCreateRequestSchema, AdminApprovalGroupUpdateRequestSchema } from '@comptoir/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { sessionOf } from '../../platform/authorization.ts';
import { localeOf, outcome, UuidParam, validate } from '../../platform/errors.ts';
import { serviceAnswer, validateForm } from '../../platform/form-errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { approverOptions, createGroup, deleteGroup, listGroups, updateGroup, viewGroup } from './service.ts';

export const ApprovalGroupParamsSchema = z.strictObject({ approvalGroupId: UuidParam });

/** /admin-api/approval-groups (behind the admin guard, decision 035): the admin's own client's groups only; another client's is not found. */
export const approvalGroupAdminRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>()
    .get('/', async (c) => c.json(await listGroups(db, sessionOf(c), localeOf(c))))
    .get('/options', async (c) => c.json(await approverOptions(db, sessionOf(c))))
    .post('/', validateForm(AdminApprovalGroupCreateRequestSchema), async (c) => serviceAnswer(c, await createGroup(db, sessionOf(c), c.req.valid('json'), localeOf(c), c.get('requestId')), 201))
    .get('/:approvalGroupId', validate('param', ApprovalGroupParamsSchema), async (c) => {
      const group = await viewGroup(db, sessionOf(c), c.req.valid('param').approvalGroupId, localeOf(c));
      if (!group) throw outcome('errors.notFound');
      return c.json(group);
    })
    .patch('/:approvalGroupId', validate('param', ApprovalGroupParamsSchema), validateForm(AdminApprovalGroupUpdateRequestSchema), async (c) =>
      serviceAnswer(c, await updateGroup(db, sessionOf(c), c.req.valid('param').approvalGroupId, c.req.valid('json'), localeOf(c), c.get('requestId'))),
    )
    .delete('/:approvalGroupId', validate('param', ApprovalGroupParamsSchema), async (c) =>
      serviceAnswer(c, await deleteGroup(db, sessionOf(c), c.req.valid('param').approvalGroupId, localeOf(c), c.get('requestId'))),
    );
