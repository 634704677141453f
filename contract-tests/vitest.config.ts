import { defineProject } from 'vitest/config';

export default defineProject({
  // Each exchange runs the whole api against a database; password hashing alone can pass vitest's 5 s default
  // on a busy 2-core machine (CI at 272853f: changePassword exchanges timed out at load 9), as the api's own tests allow.
  test: { name: 'contract-tests', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
