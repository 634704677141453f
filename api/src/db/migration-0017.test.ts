import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogue, createProduct } from '../test/commerce-world.ts';
import { queryRows } from './database.ts';
import { defaultMigrationsFolder } from './migrations.ts';
import { openTestDb, testDrivers } from './test-db.ts';
import { migrationsBefore } from './test-migrations.ts';

for (const driver of testDrivers()) {
  describe(`migration 0017 product code key [${driver}]`, () => {
    let folder = '';
    beforeAll(async () => {
      folder = await migrationsBefore('0017_product-code-key');
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    it('finds the products already there by their code typed without its punctuation, through the new indexes', async () => {
      const handle = await openTestDb({ driver, migrate: false });
      try {
        await handle.migrate({ migrationsFolder: folder });
        const catalogue = await createCatalogue(handle.db);
        await createProduct(handle.db, catalogue, { listPrice: 100, code: 'HP-64XL', codeJda: '778-1234' });
        await createProduct(handle.db, catalogue, { listPrice: 100, code: 'CF 410A' });
        await handle.migrate({ migrationsFolder: defaultMigrationsFolder });

        const codes = async (where: ReturnType<typeof sql>) => (await queryRows<{ code: string }>(handle.db, sql`select code from products where ${where} order by code`)).map((r) => r.code);
        expect(await codes(sql`product_code_key(code) like 'HP64%'`)).toEqual(['HP-64XL']);
        expect(await codes(sql`product_code_key(code) = 'CF410A'`)).toEqual(['CF 410A']);
        expect(await codes(sql`product_code_key(code_jda) = '7781234'`)).toEqual(['HP-64XL']);

        // Two rows make a sequential scan cheapest: forbid it to see which index the planner can use.
        const plan = async (where: ReturnType<typeof sql>) =>
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`set local enable_seqscan = off`);
            return (await queryRows<Record<string, string>>(tx, sql`explain select id from products where ${where}`)).map((r) => Object.values(r)[0]).join('\n');
          });
        expect(await plan(sql`product_code_key(code) like 'HP64%'`)).toContain('products_code_key_idx');
        expect(await plan(sql`product_code_key(code_jda) = '7781234'`)).toContain('products_code_jda_key_idx');
      } finally {
        await handle.close();
      }
    });
  });
}
