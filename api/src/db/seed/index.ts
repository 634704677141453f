export { seedDatabase, isSeeded, type SeedReport } from './seed-database.ts';
export {
  ensureSeeded,
  DEFAULT_PRODUCT_COUNT,
  defaultMediaDir,
  type EnsureSeededOptions,
  type EnsureSeededResult,
} from './ensure-seeded.ts';
export { writeMedia, hasMedia, mediaFileName, type MediaReport } from './media.ts';
