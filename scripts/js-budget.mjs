// Performance budget (issue 8): the JavaScript the storefront's home page (/en and /fr, for a visitor and for a
// signed-in buyer) loads for its first screen, gzip-compressed as the server sends it (hono's compress: gzip at zlib's default level), stays within
// 150 kB (1 kB = 1,000 bytes, as Vite prints sizes). Pure Node: builds web into a temporary folder (never
// web/dist, which a concurrent e2e server may be rebuilding) unless `--dist <dir>` names a build made with
// its manifest, then walks the manifest. `--verbose` lists every file; `--json` prints the measures as JSON
// (web/e2e/js-budget.spec.ts compares them with what Chromium loads).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const budgetBytes = 150_000;

const homeRender = ['src/routes/home/home-page.tsx', 'src/features/toasts/toaster.tsx'];
const catalogue = { en: '../core/src/i18n/en-CA.json', fr: '../core/src/i18n/fr-CA.json' };

/**
 * The chunks the first render of each home page imports dynamically, by manifest key (source path from
 * web/): the home route, the toasts' view (mounted with the shell so its live regions exist before a
 * toast) and the first-render catalogue of the page's language (the later pages' texts come with them,
 * decision 044); for a buyer whose session is restored from the cookie, the session actor too (it loads
 * beside the profile, before the page shows). Each language for both: their catalogues differ in size.
 * web/e2e/js-budget.spec.ts checks in Chromium that the pages load no other script.
 */
export const homePages = [
  { page: '/en', buyer: false, firstRender: [...homeRender, catalogue.en] },
  { page: '/fr', buyer: false, firstRender: [...homeRender, catalogue.fr] },
  { page: '/en', buyer: true, firstRender: [...homeRender, catalogue.en, 'src/features/session/session-actor.ts'] },
  { page: '/fr', buyer: true, firstRender: [...homeRender, catalogue.fr, 'src/features/session/session-actor.ts'] },
];

/**
 * The manifest keys of the chunks a page loads first: the entries (with what index.html modulepreloads)
 * and the given dynamic imports, each with its static imports, transitively.
 */
export const initialChunks = (manifest, firstRender) => {
  const found = new Set();
  const visit = (key) => {
    if (found.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk for ${key}`);
    found.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of firstRender) visit(key);
  return [...found];
};

/** Their JavaScript files (stylesheets and assets are outside this budget). */
export const initialScripts = (manifest, firstRender) =>
  initialChunks(manifest, firstRender)
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));

/** Each file's gzip size and the page's total. */
export const measurePage = (dist, manifest, { page, buyer, firstRender }) => {
  const files = initialScripts(manifest, firstRender).map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dist, file))).length }));
  return { page, buyer, files, total: files.reduce((sum, { gzip }) => sum + gzip, 0) };
};

const nameOf = ({ page, buyer }) => `${page} (${buyer ? 'signed-in buyer' : 'visitor'})`;

export const readManifest = (dist) => JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const printPages = (pages, verbose) => {
  for (const measure of pages) {
    const { files, total } = measure;
    console.log(`Home page ${nameOf(measure)}: initial JavaScript ${kB(total)} gzip in ${files.length} files (budget ${kB(budgetBytes)})`);
    const shown = verbose ? files : files.toSorted((a, b) => b.gzip - a.gzip).slice(0, 5);
    for (const { file, gzip } of shown) console.log(`  ${kB(gzip).padStart(9)}  ${file}`);
  }
};

const buildWeb = (root) => {
  const dist = mkdtempSync(path.join(tmpdir(), 'comptoir-web-budget-'));
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(process.execPath, [vite, 'build', '--manifest', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: path.join(root, 'web'), stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`Building web failed (exit code ${built.status})`);
  return dist;
};

const main = (args) => {
  const root = path.resolve(import.meta.dirname, '..');
  const named = args.indexOf('--dist');
  const dist = named >= 0 ? path.resolve(args[named + 1] ?? '') : buildWeb(root);
  try {
    const manifest = readManifest(dist);
    const pages = homePages.map((page) => measurePage(dist, manifest, page));
    if (args.includes('--json')) console.log(JSON.stringify(pages));
    else printPages(pages, args.includes('--verbose'));
    const over = pages.filter(({ total }) => total > budgetBytes);
    if (over.length > 0) {
      console.error(`Over the performance budget: ${over.map((measure) => `${nameOf(measure)} ${kB(measure.total)}`).join(', ')} > ${kB(budgetBytes)} (issue 8)`);
      return 1;
    }
    return 0;
  } finally {
    if (named < 0) rmSync(dist, { recursive: true, force: true });
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main(process.argv.slice(2)));
