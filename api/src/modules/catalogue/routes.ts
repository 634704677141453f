import { zValidator } from '@hono/zod-validator';
import { httpStatusOf } from '@comptoir/core';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/index.ts';
import { categoryMenu, TOP_OF_TREE } from './category-menu-service.ts';

const menuParams = z.object({
  level: z.string().regex(/^[1-9]$/).transform(Number),
  id: z.union([z.literal(TOP_OF_TREE), z.uuid()]),
});

/** Outcomes travel as HTTPException causes; app.onError answers them in the Messages shape. */
const rejectInvalid = (result: { success: boolean }) => {
  if (!result.success) throw new HTTPException(400, { cause: 'errors.badRequest' });
};

export const catalogueRoutes = ({ db }: { db: Database }) =>
  new Hono<AppEnv>().get('/menu/category/:level/:id', zValidator('param', menuParams, rejectInvalid), async (c) => {
    const { level, id } = c.req.valid('param');
    const result = await categoryMenu(db, level, id, c.get('language'));
    if (!result.ok) throw new HTTPException(httpStatusOf(result.outcome) as ContentfulStatusCode, { cause: result.outcome });
    return c.json(result.items);
  });
