import { generateDataset, type Dataset } from '@comptoir/fixtures';
import type { Database } from '../../db/index.ts';
import { seedDatabase } from '../../db/index.ts';
import type { BuyerViewer } from './viewer.ts';

/** The dataset the search, product and recommendation suites share: fixed seed, count and clock. */
export const TEST_DATASET = { seed: 2026, productCount: 600, now: new Date('2026-03-02T12:00:00Z') } as const;

export interface SeededCatalogue {
  dataset: Dataset;
  /** A buyer of the demo client, as the session would describe them. */
  buyerViewer(buyerIndex?: number): BuyerViewer;
}

/** Seeds a migrated, empty test database with the shared dataset (tests only; ~10-40 s on PGlite). */
export async function seededCatalogue(db: Database): Promise<SeededCatalogue> {
  const dataset = generateDataset(TEST_DATASET);
  await seedDatabase(db, dataset);
  return {
    dataset,
    buyerViewer(buyerIndex = 0) {
      const buyer = dataset.buyers.filter((b) => b.isActive !== false)[buyerIndex];
      if (!buyer) throw new Error(`no buyer ${buyerIndex} in the test dataset`);
      const client = dataset.clients.find((c) => c.id === buyer.clientId);
      if (!client) throw new Error('buyer without client');
      return {
        kind: 'buyer',
        buyerId: buyer.id,
        clientId: client.id,
        canSeePrices: true,
        isInGroupOrder: (buyer.inviteeState ?? 0) > 0,
        showContractFirst: client.settings.showContractFirst,
        showRestrictedItemsDefaultView: client.settings.showRestrictedItemsDefaultView,
        enableRecommendationProduct: client.settings.enableRecommendationProduct,
      };
    },
  };
}
