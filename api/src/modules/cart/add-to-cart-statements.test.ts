import { expect, it } from 'vitest';
import { countQueries } from '../../../bench/query-counter.ts';
import { createApp } from '../../app.ts';
import { describeEachDriver, type TestDb } from '../../db/test-db.ts';
import { createLogger } from '../../platform/logger.ts';
import { commerceConfig, createCatalogue, createProduct, createShopper, sessionHeaders } from '../../test/commerce-world.ts';

describeEachDriver('add-to-cart statements', (testDb: () => TestDb) => {
  it('an add to an open cart sends 2 statements (cart with products, one write; and the session on PGlite) and no transaction; a first add reads the session and the flag store and opens the cart first (7, still no transaction)', async () => {
    const handle = testDb();
    const { db, kind } = handle;
    const app = createApp({ db, databaseKind: kind, logger: createLogger('silent'), config: commerceConfig });
    const catalogue = await createCatalogue(db);
    const shopper = await createShopper(db, catalogue);
    const products = await Promise.all([1, 2, 3].map(() => createProduct(db, catalogue, { listPrice: 700 })));
    const headers = await sessionHeaders(db, shopper.buyerId);
    const counter = countQueries(handle);
    const statementsOf = async (codes: readonly string[]) => {
      const before = counter.read();
      const response = await app.request('/api/cart/addtocart?callingLocation=react', { method: 'POST', headers, body: JSON.stringify({ Products: codes.map((code) => ({ ProductCode: code, Quantity: 1 })) }) });
      expect(response.status).toBe(200);
      return counter.read() - before;
    };
    const [first, second, third] = products.map((product) => product.code) as [string, string, string];
    // The session is kept in memory on PostgreSQL (decision 053); PGlite reads it every time.
    const session = kind === 'postgres' ? 0 : 1;
    // 1. the session (not kept yet); 2-3. the flag store (the merge-mode setting; kept 5 s a process); 4. the cart
    // (none yet) with the products; 5. the cart created; 6. the cart read again; 7. the lines, version and audit row
    // written (addLines).
    expect(await statementsOf([first])).toBe(7);
    // The session (PGlite only); 1. the cart with the products; 2. the write.
    expect(await statementsOf([second])).toBe(2 + session);
    expect(await statementsOf([first, third])).toBe(2 + session);
  });
});
