// Starts the api, which migrates and seeds the database on first run and serves both apps on one port,
// while web and admin-console are rebuilt when their sources are newer than their last build. The two
// run side by side (seeding is the long part of a first start); the server's output is held until the
// builds are done, so the banner with the URLs only appears once everything it lists is served.
// Tools run straight from node_modules: no pnpm on PATH needed, no extra process start-up.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
export const apps = ['web', 'admin-console'];

const ignored = new Set(['node_modules', 'dist', 'e2e']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target)
    .filter((name) => !ignored.has(name) && !isTest(name))
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
};

const sharedSources = ['core/src', 'machines/src'].map((dir) => path.join(root, dir));

/** True when an app's sources (or the shared packages it bundles) changed after its last build. */
export const isStale = (app) => {
  const dir = path.join(root, app);
  const built = newestMtime(path.join(dir, 'dist', 'index.html'));
  return built <= Math.max(newestMtime(dir), ...sharedSources.map(newestMtime));
};

const children = new Set();
const run = (args, options) => {
  const child = spawn(process.execPath, args, options);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
};
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

const build = (app) =>
  new Promise((resolve, reject) => {
    console.log(`Building ${app}…`);
    run([vite, 'build', '--logLevel', 'warn'], { stdio: 'inherit', cwd: path.join(root, app) }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Building ${app} failed (exit code ${code})`)),
    );
  });

/** Builds the given apps side by side; rejects when one fails. */
export const buildApps = (names) => Promise.all(names.map(build));

/** Starts the api, holding its output until `ready` (the builds) settles; exits with the server's code. */
export const startApi = (env = process.env, ready = Promise.resolve()) => {
  const server = run([tsx, path.join(root, 'api', 'src', 'server.ts')], { stdio: ['inherit', 'pipe', 'inherit'], cwd: path.join(root, 'api'), env });
  const held = [];
  let holding = true;
  server.stdout.on('data', (chunk) => (holding ? held.push(chunk) : process.stdout.write(chunk)));
  const release = () => {
    holding = false;
    held.splice(0).forEach((chunk) => process.stdout.write(chunk));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => {
    release();
    process.exit(code ?? (signal ? 1 : 0));
  });
  ready.then(release, (error) => {
    console.error(error.message);
    server.kill('SIGTERM');
  });
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startApi(process.env, buildApps(apps.filter(isStale)));
}
