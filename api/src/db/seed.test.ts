import { DEMO_PASSWORD, MIN_PRODUCT_COUNT, demoLogins, generateDataset, type Dataset } from '@comptoir/fixtures';
import { count, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../platform/password.ts';
import { queryRows, type Database } from './database.ts';
import { migrationVersion } from './migrations.ts';
import { resetDatabase } from './reset.ts';
import * as t from './schema/index.ts';
import { ensureSeeded, isSeeded, seedDatabase } from './seed/index.ts';
import { describeEachDriver } from './test-db.ts';

const dataset = generateDataset();
const sum = <T>(items: T[], n: (item: T) => number) => items.reduce((total, item) => total + n(item), 0);

/** Row counts the dataset implies, computed independently of the loader's mapping. */
function expectedCounts(d: Dataset): [PgTable, number][] {
  return [
    [t.products, d.products.length],
    [t.categories, d.categories.length],
    [t.productMedia, sum(d.products, (p) => p.media.length)],
    [t.productStock, sum(d.products, (p) => p.stock.length)],
    [t.priceTiers, sum(d.products, (p) => p.tierPrices.length)],
    [t.productRelations, sum(d.products, (p) => p.alternateIds.length + p.upsellIds.length + p.alternateFormats.length)],
    [t.clients, d.clients.length],
    [t.shipTos, d.shipTos.length],
    [t.buyers, d.buyers.length],
    [t.buyerShipTos, sum(d.buyers, (b) => b.shipToIds.length)],
    [t.contractPrices, d.contractPrices.length],
    [t.orders, d.orders.length],
    [t.orderLines, sum(d.orders, (o) => o.lines.length)],
    [t.approvalHistory, sum(d.orders, (o) => o.approvals.length)],
    [t.invoices, d.invoices.length],
    [t.returnLines, sum(d.returns, (r) => r.lines.length)],
    [t.shoppingListItems, sum(d.shoppingLists, (l) => l.lines.length)],
    [t.groupOrderInvitees, sum(d.groupOrders, (g) => g.invitees.length)],
    [t.messages, d.messages.length],
    [t.publications, d.siteContent.publications.length],
    [t.cmsLayouts, d.siteContent.cmsLayouts.length],
    [t.featureFlagOverrides, d.featureFlagOverrides.length],
  ];
}

const countOf = async (db: Database, table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? -1;

describeEachDriver('seed loader', (testDb) => {
  beforeAll(async () => {
    await seedDatabase(testDb().db, dataset);
  }, 600_000);

  it('loads the default dataset with the expected row counts', async () => {
    for (const [table, expected] of expectedCounts(dataset)) {
      const name = getTableName(table);
      expect({ name, n: await countOf(testDb().db, table) }).toEqual({ name, n: expected });
    }
  });

  it('stores the bilingual text, flags and nested data of a product as given', async () => {
    const source = dataset.products.find((p) => p.printerModels.length > 0) ?? dataset.products[0]!;
    const [row] = await testDb().db.select().from(t.products).where(eq(t.products.id, source.id));
    expect(row).toMatchObject({
      code: source.code,
      nameFr: source.name.fr,
      uomFr: source.uom.fr,
      isMadeInCanada: source.flags.madeInCanada,
      specifications: source.specifications,
      printerModels: source.printerModels,
      createdDate: new Date(source.createdDate),
    });
  });

  it('hashes the demo passwords so that they verify', async () => {
    const logons = demoLogins.slice(0, 3).map((l) => l.logonName);
    const rows = await testDb().db.select().from(t.buyers).where(inArray(t.buyers.logonName, logons));
    expect(rows).toHaveLength(logons.length);
    for (const row of rows) expect(await verifyPassword(DEMO_PASSWORD, row.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong password', rows[0]?.passwordHash ?? '')).toBe(false);
  });

  it('moves the order number sequence past the loaded history, and finds products by French words without accents', async () => {
    const [next] = await queryRows<{ n: number }>(testDb().db, sql`select nextval('order_no_seq')::int as n`);
    expect(next!.n).toBeGreaterThan(Math.max(...dataset.orders.map((o) => o.orderNo)));
    const [hits] = await queryRows<{ n: number }>(
      testDb().db,
      sql`select count(*)::int as n from products where search_fr @@ plainto_tsquery('comptoir_fr', 'papier a photocopie')`,
    );
    expect(hits!.n).toBeGreaterThan(0);
  });

  it('is seeded once: ensureSeeded leaves a loaded database alone', async () => {
    expect(await isSeeded(testDb().db)).toBe(true);
    const result = await ensureSeeded(testDb().db, { mediaDir: null });
    expect(result.seeded).toBe(false);
    expect(await countOf(testDb().db, t.products)).toBe(dataset.products.length);
  });

  it('reset drops everything and migrates; a failing seed then leaves the database empty; a good one loads', async () => {
    const handle = testDb();
    const version = await migrationVersion(handle.db);
    await resetDatabase(handle);
    expect(await migrationVersion(handle.db)).toEqual(version);
    expect(await isSeeded(handle.db)).toBe(false);
    expect(await countOf(handle.db, t.products)).toBe(0);

    const small = generateDataset({ productCount: MIN_PRODUCT_COUNT });
    // Orders point at buyers: without them the foreign keys, re-checked after the whole load, reject it.
    await expect(seedDatabase(handle.db, { ...small, buyers: [] })).rejects.toThrow();
    expect(await countOf(handle.db, t.products)).toBe(0);

    const result = await ensureSeeded(handle.db, { productCount: MIN_PRODUCT_COUNT, mediaDir: null });
    expect(result.seeded).toBe(true);
    expect(await countOf(handle.db, t.products)).toBe(MIN_PRODUCT_COUNT);
  }, 300_000);
});
