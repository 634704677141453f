import { createApp, createLogger, ensureSeeded, type DbHandle } from '@comptoir/api';
import { DEMO_PASSWORD, generateDataset, type Buyer, type Dataset } from '@comptoir/fixtures';
import { openFreshDb, type Driver } from './drivers.ts';

/** The recorded dataset: fixed seed and a small catalogue, so recording and replay stay fast and identical. */
export const RECORDING_SEED = 2026;
export const RECORDING_PRODUCT_COUNT = 300;
export const RECORDING_ORIGIN = 'http://localhost:3000';

export type App = ReturnType<typeof createApp>;

export interface World {
  readonly app: App;
  readonly dataset: Dataset;
  readonly db: DbHandle;
  buyer(logonName: string): Buyer;
  close(): Promise<void>;
}

/**
 * A fresh api on a freshly seeded database. The dataset's "now" is the real clock (as at start-up):
 * the api reads both the process clock and Postgres' now(), so only a dataset dated today keeps
 * promotions, contracts and suspension windows where the generator put them; dates are normalised.
 */
export async function openWorld(driver: Driver): Promise<World> {
  const db = await openFreshDb(driver);
  try {
    await ensureSeeded(db.db, { seed: RECORDING_SEED, productCount: RECORDING_PRODUCT_COUNT, mediaDir: null });
  } catch (error) {
    await db.close();
    throw error;
  }
  const dataset = generateDataset({ seed: RECORDING_SEED, productCount: RECORDING_PRODUCT_COUNT });
  const app = createApp({
    db: db.db,
    databaseKind: db.kind,
    logger: createLogger('silent'),
    // Behind a proxy as in production: each exchange comes from its own X-Forwarded-For address.
    config: { nodeEnv: 'test', publicOrigin: RECORDING_ORIGIN, sessionSecret: 'contract-tests-session-secret-long-enough', trustProxy: true },
  });
  const byLogon = new Map(dataset.buyers.map((buyer) => [buyer.logonName, buyer]));
  return {
    app,
    dataset,
    db,
    buyer: (logonName) => {
      const buyer = byLogon.get(logonName);
      if (!buyer) throw new Error(`No demo buyer ${logonName} in the dataset`);
      return buyer;
    },
    close: () => db.close(),
  };
}

export { DEMO_PASSWORD };
