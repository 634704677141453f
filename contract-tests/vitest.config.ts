import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'contract-tests', include: ['src/**/*.test.ts'] },
});
