import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { homePages, initialChunks, initialScripts, measurePage } from './js-budget.mjs';

// A manifest shaped as Vite writes it: the entry, shared chunks, lazy routes and a catalogue per language.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_router.js'], dynamicImports: ['src/routes/home/home-page.tsx', 'src/routes/cart/cart-page.tsx', '../core/src/i18n/en-CA.json', '../core/src/i18n/fr-CA.json'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_image.js': { file: 'assets/image.js', imports: ['_react.js', 'index.html'] },
  '_forms.css': { file: 'assets/forms.css' },
  'src/routes/home/home-page.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_image.js', 'index.html', '_forms.css'] },
  'src/routes/cart/cart-page.tsx': { file: 'assets/cart.js', isDynamicEntry: true, imports: ['_checkout.js'] },
  '_checkout.js': { file: 'assets/checkout.js' },
  '../core/src/i18n/en-CA.json': { file: 'assets/en-CA.js', isDynamicEntry: true },
  '../core/src/i18n/fr-CA.json': { file: 'assets/fr-CA.js', isDynamicEntry: true },
};
const home = ['src/routes/home/home-page.tsx', '../core/src/i18n/fr-CA.json'];

describe('the home page’s initial chunks, from the build manifest', () => {
  it('are the entry with its static imports, and the first render’s dynamic imports with theirs, each once', () => {
    expect(initialChunks(manifest, home).sort()).toEqual(['../core/src/i18n/fr-CA.json', '_forms.css', '_image.js', '_react.js', '_router.js', 'index.html', 'src/routes/home/home-page.tsx']);
  });

  it('leave out the other routes and the other language, and count only scripts', () => {
    expect(initialScripts(manifest, home).sort()).toEqual(['assets/fr-CA.js', 'assets/home.js', 'assets/image.js', 'assets/index.js', 'assets/react.js', 'assets/router.js']);
    expect(initialScripts(manifest, [])).toEqual(['assets/index.js', 'assets/react.js', 'assets/router.js']);
  });

  it('fail loudly when the first render names a chunk the build does not have (a moved route)', () => {
    expect(() => initialChunks(manifest, ['src/routes/home/old-home.tsx'])).toThrow('The build manifest has no chunk for src/routes/home/old-home.tsx');
  });

  it('are measured for both languages, each with its own first-render catalogue (not the later texts), for a visitor and for a buyer with the session actor', () => {
    expect(homePages.map(({ page, buyer }) => [page, buyer])).toEqual([['/en', false], ['/fr', false], ['/en', true], ['/fr', true]]);
    const en = ['../core/src/i18n/en-CA.json'];
    const fr = ['../core/src/i18n/fr-CA.json'];
    expect(homePages.map(({ firstRender }) => firstRender.filter((key) => key.endsWith('.json')))).toEqual([en, fr, en, fr]);
    expect(homePages.map(({ firstRender }) => firstRender.includes('src/features/session/session-actor.ts'))).toEqual([false, false, true, true]);
  });
});

describe('measurePage', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('adds up the gzip size of each initial script', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'js-budget-test-'));
    mkdirSync(path.join(dist, 'assets'));
    const sizes = {};
    for (const { file } of Object.values(manifest)) {
      const content = `export const ${path.basename(file).replace(/\W/g, '_')} = "${file.repeat(20)}";`;
      writeFileSync(path.join(dist, file), content);
      sizes[file] = gzipSync(content).length;
    }
    const measured = measurePage(dist, manifest, { page: '/fr', buyer: false, firstRender: home });
    expect(measured.files).toHaveLength(6);
    expect(measured.files.every(({ file, gzip }) => gzip === sizes[file])).toBe(true);
    expect(measured.total).toBe(initialScripts(manifest, home).reduce((sum, file) => sum + sizes[file], 0));
  });
});
