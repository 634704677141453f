import { defineProject } from 'vitest/config';

export default defineProject({
  // Each invariant folds at least 500 random event sequences and each graph test walks every path: 1-3 s on the 2-core
  // machine alone, past vitest's 5 s default beside the api's database suites in the other worker (a file's first
  // property also pays for warming xstate up); a hung test still fails.
  test: { name: 'machines', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
