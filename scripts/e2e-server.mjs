// The server the browser tests run against (playwright.config.ts `webServer`): fresh builds of both apps,
// then (only then: the tests start once /api/health answers) the api on its own port and data directory,
// so tests never touch the developer's database.
import path from 'node:path';
import { apps, buildApps, root, startApi } from './start.mjs';

export const E2E_PORT = 4310;

const port = String(process.env.E2E_PORT ?? E2E_PORT);
const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: port,
  HOST: '127.0.0.1',
  // Embedded database unless the run names its own Postgres: a developer's DATABASE_URL is never used.
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  PUBLIC_ORIGIN: '',
  // One data directory per port, so runs on different ports (E2E_PORT) never share a database.
  DATA_DIR: path.join(root, '.data', port === String(E2E_PORT) ? 'e2e' : `e2e-${port}`),
  SEED_PRODUCTS: process.env.E2E_SEED_PRODUCTS ?? '1000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

buildApps(apps).then(
  () => startApi(env),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
