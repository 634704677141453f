import { defineConfig } from '@playwright/test';

// Keep in step with scripts/e2e-server.mjs (E2E_PORT).
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);
const sharedCartSpecs = ['cart-lines', 'dashboard', 'drawer-quantity', 'find-order', 'journey-en', 'journey-fr', 'order-approval', 'order-cancel', 'order-details', 'order-returned', 'quantity-rules', 'storefront'].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  projects: [
    // These journeys fill, clear and submit the carts of the same demo buyers (buyer-on, buyer-qc): one at a time,
    // so one never submits or clears the cart another is filling. The other specs run beside them (listed first, so
    // the one-at-a-time queue starts at once instead of after everything else).
    { name: 'web-shared-carts', testDir: 'web/e2e', testMatch: sharedCartSpecs, workers: 1 },
    { name: 'web', testDir: 'web/e2e', testIgnore: sharedCartSpecs },
    { name: 'admin-console', testDir: 'admin-console/e2e' },
  ],
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: ci ? [['line']] : [['list']],
  // Journeys sign in, move through several screens and run an axe scan on each: on the 2-core machine a
  // quiet run of the change-password journey takes 27.5 s, so 30 s failed it (twice) under CI's load.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      // scripts/e2e.mjs finds Chromium (CHROMIUM_PATH, /usr/bin/chromium, Debian's package, Playwright's download).
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !ci,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
