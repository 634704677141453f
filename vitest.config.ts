import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts'],
      exclude: ['core/src/**/*.test.ts'],
      reporter: ['text-summary'],
      // Issue 3: core's line coverage stays at or above 95%, printed by the test command.
      thresholds: { lines: 95 },
    },
  },
});
