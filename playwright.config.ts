import { defineConfig } from '@playwright/test';

// Keep in step with scripts/e2e-server.mjs (E2E_PORT).
const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  projects: [
    { name: 'web', testDir: 'web/e2e' },
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
