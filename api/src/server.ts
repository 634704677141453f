// The Node entry of `npm start`: configuration, database (migrate, seed on first run), one port for the
// APIs and both built apps. Problems the operator can fix are printed as one line, without a stack trace.
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { DEMO_PASSWORD, demoLogins } from '@comptoir/fixtures';
import { createApp } from './app.ts';
import { DatabaseUnavailableError, MigrationError, ensureSeeded, openDb, type DbHandle } from './db/index.ts';
import { readHealth } from './modules/health/index.ts';
import { sweepOwedVoids } from './modules/orders/index.ts';
import { TestPaymentProvider } from './modules/payments/index.ts';
import { ConfigError, loadConfig, repoRoot, type Config } from './platform/config.ts';
import { DataDirInUseError, lockDataDir } from './platform/data-dir-lock.ts';
import { createLogger } from './platform/logger.ts';

const startedAt = performance.now();
/** How long an idle kept-alive connection stays open: longer than the clients and proxies that reuse it wait (60 s is common). */
const KEEP_ALIVE_MS = 65_000;

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const operatorProblem = (error: unknown): error is Error =>
  error instanceof ConfigError ||
  error instanceof DataDirInUseError ||
  error instanceof DatabaseUnavailableError ||
  error instanceof MigrationError;

const banner = (config: Config, handle: DbHandle, migration: string, products: number, seconds: number) => {
  const origin = config.publicOrigin;
  const width = Math.max(...demoLogins.map((login) => login.logonName.length));
  return [
    '',
    `Comptoir is ready in ${seconds.toFixed(1)} s — ${handle.kind === 'pglite' ? 'PGlite' : 'Postgres'} (${handle.location}), migration ${migration}, ${products.toLocaleString('en-CA')} products`,
    `  Storefront:     ${origin}/en   (français : ${origin}/fr)`,
    `  Admin console:  ${origin}/admin`,
    `  Health:         ${origin}/api/health`,
    `  Listening on ${config.host}:${config.port}`,
    '',
    `Demo logins (password for all: ${DEMO_PASSWORD}):`,
    ...demoLogins.map((login) => `  ${login.logonName.padEnd(width)}  ${login.description}`),
    '',
    'Press Ctrl+C to stop.',
  ].join('\n');
};

const main = async () => {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const releaseDataDir = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  process.once('exit', releaseDataDir);
  const handle = await openDb(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  await handle.migrate();
  const mediaDir = path.join(config.dataDir, 'media');
  const seeding = await ensureSeeded(handle.db, { productCount: config.seedProducts, mediaDir: path.join(mediaDir, 'products') });
  if (seeding.seeded) logger.info('seeded the demo dataset', { generateMs: seeding.generateMs, seed: seeding.seedReport, media: seeding.mediaReport });
  const health = await readHealth(handle.db, handle.kind, logger);
  if (health.status !== 'ok') fail(`The database at ${handle.location} stopped answering after migration.`);

  const payments = new TestPaymentProvider({ secret: config.sessionSecret });
  const stopSweep = sweepOwedVoids({ db: handle.db, payments, logger });
  const app = createApp({
    db: handle.db,
    databaseKind: handle.kind,
    logger,
    config,
    payments,
    staticApps: {
      webDist: path.join(repoRoot, 'web', 'dist'),
      adminDist: path.join(repoRoot, 'admin-console', 'dist'),
      mediaDir,
    },
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    const seconds = (performance.now() - startedAt) / 1000;
    if (health.status === 'ok') console.log(banner(config, handle, health.migration ?? 'none', health.products, seconds));
  });
  // An idle kept-alive connection outlives a client's pause: with Node's 5 s, a client (a proxy, a script, the browser
  // tests' request context) sending just as the server closed it met ECONNRESET. Headers may take a little longer still.
  Object.assign(server as Server, { keepAliveTimeout: KEEP_ALIVE_MS, headersTimeout: KEEP_ALIVE_MS + 1_000 });
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(error.code === 'EADDRINUSE' ? `Port ${config.port} on ${config.host} is already in use: stop the other process or set PORT.` : `Cannot listen on ${config.host}:${config.port}: ${error.message}`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received: closing connections…`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    stopSweep();
    server.close(() => {
      handle.close().then(
        () => {
          clearTimeout(force);
          process.exit(0);
        },
        () => process.exit(1),
      );
    });
  };
  // on, not once: Ctrl+C reaches the server from the terminal and again through tsx and start.mjs.
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  if (operatorProblem(error)) fail(error.message);
  console.error(error);
  process.exit(1);
});
