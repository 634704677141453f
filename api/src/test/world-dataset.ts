import { generateDataset, type Dataset } from '@comptoir/fixtures';

/** A fixed "now" keeps the dataset (suspension windows, budgets) identical from run to run. */
export const DATASET_NOW = new Date('2026-03-02T15:00:00Z');

/** The tests' world: the smallest dataset the generator allows, the same every time (ids included). */
export const worldDataset = (): Dataset => generateDataset({ productCount: 200, now: DATASET_NOW });
