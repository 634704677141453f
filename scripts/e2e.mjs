// Runs the Playwright browser tests in Chromium. Chromium comes from CHROMIUM_PATH, else /usr/bin/chromium,
// else Debian's package (when running as root on Debian), else Playwright's own download. Never skips.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const sh = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', env }).status === 0;

const findChromium = () => {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH points to a missing file: ${process.env.CHROMIUM_PATH}`);
    return process.env.CHROMIUM_PATH;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log('Installing Debian chromium for the browser tests…');
    if (sh('apt-get', ['update']) && sh('apt-get', ['install', '-y', 'chromium']) && existsSync('/usr/bin/chromium')) {
      return '/usr/bin/chromium';
    }
  }
  console.log('No system Chromium: downloading Playwright’s own.');
  if (!sh('npx', ['playwright', 'install', 'chromium'])) throw new Error('Could not obtain a Chromium for the browser tests');
  return '';
};

const chromium = findChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium };
process.exit(sh('npx', ['playwright', 'test', ...process.argv.slice(2)], env) ? 0 : 1);
