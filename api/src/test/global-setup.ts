import type { TestProject } from 'vitest/node';
import { seedDatabase } from '../db/seed/index.ts';
import { useScryptParameters } from '../platform/password.ts';
import { createSnapshots } from '../db/test-snapshots.ts';
import { TEST_SCRYPT } from './setup.ts';
import { worldDataset } from './world-dataset.ts';

/** The api project's global setup: the run's database snapshots (db/test-snapshots.ts), removed at its end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  useScryptParameters(TEST_SCRYPT);
  const { snapshots, drop } = await createSnapshots((handle) => seedDatabase(handle.db, worldDataset()), process.env.TEST_DATABASE_URL);
  project.provide('testSnapshots', snapshots);
  return drop;
}
