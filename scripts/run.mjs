// `npm start` and `npm test` on a fresh machine with only Node: fetch the pinned pnpm through npx,
// install the workspace from the lockfile, then hand over to the pnpm script.
import { spawnSync } from 'node:child_process';

const pnpm = 'pnpm@10.34.9';
const scripts = { start: 'app:start', test: 'app:test' };
const task = process.argv[2];
if (!(task in scripts)) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(scripts).join('|')}`);
  process.exit(2);
}

const run = (args) => {
  const result = spawnSync('npx', ['--yes', pnpm, ...args], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(['install', '--frozen-lockfile', '--reporter=append-only']);
run(['run', scripts[task], ...process.argv.slice(3)]);
