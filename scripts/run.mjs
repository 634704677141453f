// `npm start` and `npm test` on a fresh machine with only Node: fetch the pinned pnpm through npx,
// install the workspace from the lockfile, then hand over to the pnpm script. Later runs skip the
// install when nothing it reads has changed since the last one, and call the installed pnpm directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const scripts = { start: 'app:start', test: 'app:test' };
const task = process.argv[2];
if (!(task in scripts)) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : Infinity);
const workspace = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
const packages = workspace.split(/^\S.*$/m)[1].match(/^\s+-\s+(\S+)$/gm).map((line) => line.trim().slice(2));
const inputs = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', ...packages.map((p) => `${p}/package.json`)];
// pnpm leaves node_modules untouched when already up to date, so our own marker records the last install.
const marker = path.join(root, 'node_modules/.comptoir-installed');
const installedAt = existsSync(marker) ? mtime(marker) : 0;
const installed = path.join(root, 'node_modules/.bin/pnpm');
const upToDate = !process.env.CI && existsSync(installed) && inputs.every((file) => mtime(path.join(root, file)) < installedAt);

if (!upToDate) {
  run('npx', ['--yes', pinned, 'install', '--frozen-lockfile', '--reporter=append-only']);
  writeFileSync(marker, `${new Date().toISOString()}\n`);
}
run(installed, ['run', scripts[task], ...process.argv.slice(3)]);
