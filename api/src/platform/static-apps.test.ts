import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredPrefix, staticApps } from './static-apps.ts';

const write = (file: string, content: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

describe('staticApps', () => {
  let dir: string;
  let app: ReturnType<typeof staticApps>;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'comptoir-static-'));
    write(path.join(dir, 'web/index.html'), '<!doctype html><html lang="en-CA"><body>storefront</body></html>');
    write(path.join(dir, 'web/assets/index-abc123.js'), 'console.log("app")');
    write(path.join(dir, 'web/favicon.svg'), '<svg/>');
    write(path.join(dir, 'admin/index.html'), '<!doctype html><html lang="en-CA"><body>console</body></html>');
    write(path.join(dir, 'admin/assets/index-def456.js'), 'console.log("admin")');
    write(path.join(dir, 'media/products/p1.svg'), '<svg id="p1"/>');
    app = staticApps({ webDist: path.join(dir, 'web'), adminDist: path.join(dir, 'admin'), mediaDir: path.join(dir, 'media') });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the storefront shell for every /en and /fr path, with <html lang> set per prefix', async () => {
    for (const [url, lang] of [['/en', 'en-CA'], ['/en/shopping-cart', 'en-CA'], ['/fr', 'fr-CA'], ['/fr/orders/summaries/1', 'fr-CA']]) {
      const response = await app.request(url ?? '');
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('storefront');
    }
  });

  it('redirects the root by Accept-Language', async () => {
    expect((await app.request('/')).headers.get('Location')).toBe('/en');
    expect((await app.request('/', { headers: { 'Accept-Language': 'fr-CA,fr;q=0.9,en;q=0.8' } })).headers.get('Location')).toBe('/fr');
    expect(preferredPrefix('en-US,en;q=0.9')).toBe('/en');
  });

  it('gives unprefixed pages a language, keeping the path and query', async () => {
    const response = await app.request('/shopping-cart?redirectBy=quickAdd', { headers: { 'Accept-Language': 'fr' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/fr/shopping-cart?redirectBy=quickAdd');
  });

  it.each([
    ['/FR/shopping-cart?redirectBy=quickAdd', '/fr/shopping-cart?redirectBy=quickAdd'],
    ['/En/orders/summaries/1', '/en/orders/summaries/1'],
    ['/FR', '/fr'],
  ])('sends a language typed in capitals to its own prefix, whatever the browser prefers (%s; it was a page under the other prefix)', async (typed, own) => {
    const response = await app.request(typed, { headers: { 'Accept-Language': 'en-CA' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe(own);
  });

  it('serves hashed assets with a long cache, and 404 for missing ones (never the shell)', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/favicon.svg')).status).toBe(200);
  });

  it('serves the admin console under /admin with its own assets and a client-side fallback', async () => {
    expect((await app.request('/admin')).headers.get('Location')).toBe('/admin/');
    for (const url of ['/admin/', '/admin/fr/status']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain('console');
    }
    const asset = await app.request('/admin/assets/index-def456.js');
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log("admin")');
    expect((await app.request('/admin/assets/nope.js')).status).toBe(404);
  });

  it('serves product media and refuses path traversal', async () => {
    const image = await app.request('/media/products/p1.svg');
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/);
    expect((await app.request('/media/products/missing.svg')).status).toBe(404);
    expect((await app.request('/media/..%2f..%2fweb/index.html')).status).toBe(404);
  });

  it('leaves API paths alone', async () => {
    expect((await app.request('/api/anything')).status).toBe(404);
    expect((await app.request('/admin-api/users')).status).toBe(404);
  });
});

describe('staticApps before the apps are built', () => {
  it('explains how to build instead of failing obscurely', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'comptoir-unbuilt-'));
    const app = staticApps({ webDist: path.join(empty, 'web'), adminDist: path.join(empty, 'admin'), mediaDir: path.join(empty, 'media') });
    const response = await app.request('/en');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('pnpm --filter @comptoir/web run build');
    rmSync(empty, { recursive: true, force: true });
  });
});
