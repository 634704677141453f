import { withoutCardNumbers } from '@comptoir/core';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Database } from '../../db/index.ts';
import { audit, sessionActor } from '../../platform/audit.ts';
import { requireAdmin, sessionOf } from '../../platform/authorization.ts';
import type { FlagService } from '../../platform/flags.ts';
import { refuseForeignOrigin } from '../../platform/origin-check.ts';
import type { SessionEnv } from '../../platform/session.ts';
import { auditAdminRoutes } from '../audit/index.ts';
import { approvalGroupAdminRoutes } from '../approval-groups/index.ts';
import { adminHandoffRoutes } from '../auth/index.ts';
import { flagAdminRoutes } from '../flags/index.ts';
import { userAdminRoutes } from '../users/index.ts';

/** Every admin call is audited: mutations write their own row with the change; a successful read writes a 'view' row. */
const auditReads = (db: Database): MiddlewareHandler<SessionEnv> => async (c, next) => {
  await next();
  if (c.req.method !== 'GET' || c.res.status >= 400) return;
  const session = sessionOf(c);
  const url = new URL(c.req.url);
  await db.transaction((tx) =>
    // A card number in the query (one no route parses is kept as sent) is marked, never kept.
    audit(tx, { ...sessionActor(session), clientId: session.client.id, action: 'admin.view', entity: 'admin-api', entityId: withoutCardNumbers(`${url.pathname}${url.search}`).slice(0, 500), requestId: c.get('requestId') }),
  );
};

/**
 * A read writes its audit row in the admin's name, so another site must not be able to make one: a link or a page it
 * navigates to sends the storefront's SameSite=Lax session, which the admin api also takes (decision 039), and the row
 * would say the admin looked up what the other site chose (its query text kept in the row). Refused (403) when the
 * browser names another site or origin; the console's own fetches say same-origin.
 */
const readsFromOurSite = (): MiddlewareHandler<SessionEnv> => {
  const refuse = refuseForeignOrigin();
  return (c, next) => (c.req.method === 'GET' ? refuse(c, next) : next());
};

/** /admin-api: an admin session is required, and each route scopes its queries to the admin's own client. */
export const adminApiRoutes = (deps: { db: Database; flags: FlagService }) =>
  new Hono<SessionEnv>()
    .use(requireAdmin())
    .use(readsFromOurSite())
    .use(auditReads(deps.db))
    .get('/me', (c) => {
      const { buyer, client } = sessionOf(c);
      return c.json({ buyerId: buyer.id, logonName: buyer.logonName, clientId: client.id, clientNo: client.clientNo, cultureCode: buyer.cultureCode });
    })
    .route('/flags', flagAdminRoutes(deps))
    .route('/audit', auditAdminRoutes(deps))
    .route('/users', userAdminRoutes(deps))
    .route('/approval-groups', approvalGroupAdminRoutes(deps))
    .route('/', adminHandoffRoutes(deps));
