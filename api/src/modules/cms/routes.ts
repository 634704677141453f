import { CmsLayoutQuerySchema } from '@comptoir/core';
import { Hono } from 'hono';
import type { Database } from '../../db/index.ts';
import { localeOf, outcome, validate } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { viewerOf } from '../search/index.ts';
import { DEFAULT_BRAND } from './layout-choice.ts';
import { cmsLayout } from './layout-service.ts';

/**
 * GET /svc/cms/cms/layout (spec §7 'Content and authentication'). The brand is the session client's
 * (a buyer cannot ask for another's), else the visitor's ?branding=. preview=true shows drafts only to
 * an admin, whose client the brand then is; anyone else asking for it gets the published layout.
 */
export const cmsRoutes = ({ db }: { db: Database }) =>
  new Hono<SessionEnv>().get('/cms/layout', validate('query', CmsLayoutQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const session = c.get('session');
    const layout = await cmsLayout(db, {
      viewer: viewerOf(c),
      brand: session?.client.brandKey ?? query.branding ?? DEFAULT_BRAND,
      preview: query.preview === true && session?.buyer.isAdmin === true,
      title: query.title,
      locale: localeOf(c),
    });
    if (!layout) throw outcome('cms.layoutNotFound');
    // Prices and drafts are the viewer's own: no shared cache may keep them.
    c.header('Cache-Control', 'private, no-store');
    return c.json(layout);
  });
