import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/index.ts';
import { outcome, validate } from '../../platform/errors.ts';
import { categoryMenu, TOP_OF_TREE } from './category-menu-service.ts';

export const MenuParamsSchema = z.object({
  level: z.string().regex(/^[1-9]$/).transform(Number),
  id: z.union([z.literal(TOP_OF_TREE), z.uuid()]),
});

export const catalogueRoutes = ({ db }: { db: Database }) =>
  new Hono<AppEnv>().get('/menu/category/:level/:id', validate('param', MenuParamsSchema), async (c) => {
    const { level, id } = c.req.valid('param');
    const result = await categoryMenu(db, level, id, c.get('language'));
    if (!result.ok) throw outcome(result.outcome);
    return c.json(result.items);
  });
