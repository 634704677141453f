// Builds web and admin-console when their sources are newer than their last build, then starts the api,
// which migrates and seeds the database on first run and serves both apps on one port.
// Tools run straight from node_modules (no pnpm on PATH needed, no extra process start-up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
export const apps = ['web', 'admin-console'];

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target)
    .filter((name) => name !== 'node_modules' && name !== 'dist' && name !== 'e2e')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
};

const sharedSources = ['core/src', 'machines/src'].map((dir) => path.join(root, dir));

/** True when an app's sources (or the shared packages it bundles) changed after its last build. */
export const isStale = (app) => {
  const dir = path.join(root, app);
  const built = newestMtime(path.join(dir, 'dist', 'index.html'));
  return built <= Math.max(newestMtime(dir), ...sharedSources.map(newestMtime));
};

/** Builds the given apps (exits the process when a build fails). */
export const buildApps = (names) => {
  for (const app of names) {
    console.log(`Building ${app}…`);
    const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: path.join(root, app) });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
};

/** Starts the api server as a child that receives our signals, and exits with its code. */
export const startApi = (env = process.env) => {
  const server = spawn(process.execPath, [tsx, path.join(root, 'api', 'src', 'server.ts')], { stdio: 'inherit', cwd: path.join(root, 'api'), env });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildApps(apps.filter(isStale));
  startApi();
}
