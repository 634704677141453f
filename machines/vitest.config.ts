// eslint-disable-next-line comptoir/import-direction -- build configuration, not package code
import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'machines', include: ['src/**/*.test.ts'] },
});
