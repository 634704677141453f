import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  // Screens walked with user-event in jsdom beside the api's database suites on the 2-core machine can pass vitest's 5 s
  // default (as the storefront's did); a hung test still fails.
  test: { name: 'admin-console', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', testTimeout: 20_000 },
});
