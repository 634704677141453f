import { AdminUserCopyRequestSchema, AdminUserCreateRequestSchema, AdminUserListQuerySchema, AdminUserUpdateRequestSchema } from '@comptoir/core';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/index.ts';
import { sessionOf } from '../../platform/authorization.ts';
import { outcome, UuidParam, validate } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { serviceAnswer as answer, validateForm } from '../../platform/form-errors.ts';
import { copyUser, createUser, deleteUser, listUsers, resetPassword, setUserActive, updateUser, userOptions, viewUser } from './service.ts';

export const UserParamsSchema = z.strictObject({ buyerId: UuidParam });

/** /admin-api/users (behind the admin guard): the admin's own client's users only; another client's user is not found. */
export const userAdminRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>()
    .get('/', validate('query', AdminUserListQuerySchema), async (c) => c.json(await listUsers(db, sessionOf(c), c.req.valid('query'))))
    .get('/options', async (c) => c.json(await userOptions(db, sessionOf(c))))
    .post('/', validateForm(AdminUserCreateRequestSchema), async (c) => answer(c, await createUser(db, sessionOf(c), c.req.valid('json'), c.get('requestId')), 201))
    .get('/:buyerId', validate('param', UserParamsSchema), async (c) => {
      const user = await viewUser(db, sessionOf(c), c.req.valid('param').buyerId);
      if (!user) throw outcome('errors.notFound');
      return c.json(user);
    })
    .patch('/:buyerId', validate('param', UserParamsSchema), validateForm(AdminUserUpdateRequestSchema), async (c) =>
      answer(c, await updateUser(db, sessionOf(c), c.req.valid('param').buyerId, c.req.valid('json'), c.get('requestId'))),
    )
    .delete('/:buyerId', validate('param', UserParamsSchema), async (c) => answer(c, await deleteUser(db, sessionOf(c), c.req.valid('param').buyerId, c.get('requestId'))))
    .post('/:buyerId/copy', validate('param', UserParamsSchema), validateForm(AdminUserCopyRequestSchema), async (c) =>
      answer(c, await copyUser(db, sessionOf(c), c.req.valid('param').buyerId, c.req.valid('json'), c.get('requestId')), 201),
    )
    .post('/:buyerId/deactivate', validate('param', UserParamsSchema), async (c) => answer(c, await setUserActive(db, sessionOf(c), c.req.valid('param').buyerId, false, c.get('requestId'))))
    .post('/:buyerId/activate', validate('param', UserParamsSchema), async (c) => answer(c, await setUserActive(db, sessionOf(c), c.req.valid('param').buyerId, true, c.get('requestId'))))
    .post('/:buyerId/reset-password', validate('param', UserParamsSchema), async (c) => {
      // The temporary password is in this answer only: no cache may keep it.
      c.header('Cache-Control', 'no-store');
      return answer(c, await resetPassword(db, sessionOf(c), c.req.valid('param').buyerId, c.get('requestId')));
    });
