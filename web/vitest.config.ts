import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // Screens walked with user-event in jsdom take 1-3 s on the 2-core machine alone, and more beside the api's database
  // suites in the other worker: vitest's 5 s default failed them there; a hung test still fails.
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 20_000, setupFiles: ['src/test/setup.ts'] },
});
