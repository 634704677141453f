import { defineProject } from 'vitest/config';

export default defineProject({
  // Property tests run hundreds of generated cases: 7 s under coverage on the 2-core machine beside the api's database
  // suites, past vitest's 5 s default. A hung test still fails.
  test: { name: 'core', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
