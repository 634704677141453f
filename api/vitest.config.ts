import { defineProject } from 'vitest/config';

export default defineProject({
  // Database tests open PGlite (1-2.5 s) and, with TEST_DATABASE_URL, a fresh Postgres database per file.
  test: { name: 'api', include: ['src/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
