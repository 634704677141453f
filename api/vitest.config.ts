import { defineProject } from 'vitest/config';

export default defineProject({
  // Database suites start from copies of the run's snapshots (src/test/global-setup.ts): PGlite loads one in about
  // 2 s and, with TEST_DATABASE_URL, each file gets its own Postgres database copied from a template. Passwords are
  // hashed with cheap scrypt parameters (src/test/setup.ts).
  test: { name: 'api', include: ['src/**/*.test.ts'], globalSetup: ['src/test/global-setup.ts'], setupFiles: ['src/test/setup.ts'], testTimeout: 60_000, hookTimeout: 120_000 },
});
