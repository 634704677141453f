// Build tooling, not runtime code: the purity rule is for core/src.
// eslint-disable-next-line comptoir/import-direction
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'core', include: ['src/**/*.test.ts'] },
});
