import { defineProject } from 'vitest/config';

export default defineProject({
  // Database suites start from copies of the run's snapshots (src/test/global-setup.ts): PGlite loads one in about
  // 2 s and, with TEST_DATABASE_URL, each file gets its own Postgres database copied from a template. Passwords are
  // hashed with cheap scrypt parameters (src/test/setup.ts).
  // Files share their worker's modules (isolate: false): no api test mocks a module, and each file builds its own app
  // and database, so re-importing the api and drizzle for each of 112 files only cost time (both drivers, 2 cores:
  // 492 s isolated, 333 s shared, `npx vitest run --project api [--isolate=false]`, 2026-11-29).
  test: { name: 'api', include: ['src/**/*.test.ts'], isolate: false, globalSetup: ['src/test/global-setup.ts'], setupFiles: ['src/test/setup.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
