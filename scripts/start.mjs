// Builds web and admin-console when their sources are newer than their last build, then starts the api,
// which migrates and seeds the database on first run and serves both apps on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const newestMtime = (target) => {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target)
    .filter((name) => name !== 'node_modules' && name !== 'dist' && name !== 'e2e')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
};

const sharedSources = ['core/src', 'machines/src'].map((dir) => path.join(root, dir));
for (const app of ['web', 'admin-console']) {
  const dir = path.join(root, app);
  const built = path.join(dir, 'dist', 'index.html');
  const sources = [dir, ...sharedSources];
  if (newestMtime(built) > Math.max(...sources.map(newestMtime))) continue;
  console.log(`Building ${app}…`);
  const result = spawnSync('pnpm', ['--filter', `@comptoir/${app}`, 'run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawnSync('pnpm', ['--filter', '@comptoir/api', 'run', 'start'], { stdio: 'inherit', cwd: root });
process.exit(server.status ?? 1);
