import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../app.ts';
import type { Database } from '../../db/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { recommendationRoutes } from './routes.ts';

/** A database whose every call fails the way drizzle does: the statement, then the parameters the caller sent. */
const failingDb = new Proxy({}, {
  get: () => () => {
    throw new Error('Failed query: select id from products where code = any($1)\nparams: SECRET-TYPED-WORDS');
  },
}) as unknown as Database;

const signedInBuyer = { buyer: { id: 'b', clientId: 'c', inviteeState: 0 }, client: { settings: { showContractFirst: false, showRestrictedItemsDefaultView: false, enableRecommendationProduct: true } } };

describe('a recommendations failure', () => {
  it('answers the empty result (spec §8) and logs the error without the query parameters', async () => {
    const lines: string[] = [];
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        (c as unknown as { set: (key: string, value: unknown) => void }).set('session', signedInBuyer);
        await next();
      })
      .route('/svc/search', recommendationRoutes({ db: failingDb, logger: createLogger('error', {}, (line) => lines.push(line)) }));
    const response = await app.request('/svc/search/Recommendations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ language: 'en', PageType: 'product', ProductCodes: ['SECRET-TYPED-WORDS'] }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ Recommendations: [], RecentlyViewedItems: [] });
    expect(lines.join('\n')).toContain('recommendations failed');
    expect(lines.join('\n')).toContain('Failed query');
    expect(lines.join('\n')).not.toContain('SECRET-TYPED-WORDS');
  });
});
