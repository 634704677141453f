import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';
import { localeFromLanguage, languageOf } from '@comptoir/core';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

export interface StaticAppsOptions {
  /** The built storefront (web/dist). */
  readonly webDist: string;
  /** The built admin console (admin-console/dist, built with base '/admin/'). */
  readonly adminDist: string;
  /** Product media (<DATA_DIR>/media). */
  readonly mediaDir: string;
}

/** Path prefixes owned by the APIs: never answered with an app shell. */
export const apiPrefixes = ['/api', '/svc', '/admin-api'] as const;
export const isApiPath = (path: string): boolean => apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

const immutable = 'public, max-age=31536000, immutable';

/** serveStatic checks its root once, when created: create it at the first request, after start.mjs's builds. */
const staticFiles = (options: ServeStaticOptions): MiddlewareHandler => {
  let handler: ReturnType<typeof serveStatic> | undefined;
  return (c, next) => (handler ??= serveStatic(options))(c, next);
};

const cacheControl = (value: string): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.ok) c.header('Cache-Control', value);
};

/** An app's index.html, re-read only when its build changes (start.mjs rebuilds before the server starts). */
const indexHtml = (dist: string) => {
  const file = path.join(dist, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return (): string | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
};

/** The URL prefix the request's Accept-Language prefers: /fr for French, otherwise /en. */
export const preferredPrefix = (acceptLanguage: string | undefined): '/en' | '/fr' =>
  `/${languageOf(localeFromLanguage(acceptLanguage))}` as '/en' | '/fr';

const notBuilt = (c: Context, app: string) =>
  c.text(`The ${app} has not been built yet: run \`pnpm --filter @comptoir/${app} run build\` (npm start does it for you).`, 503);

/**
 * Serves the built apps: the storefront under /en and /fr (SPA fallback, `<html lang>` set per prefix
 * before any script runs), its hashed assets under /assets, the admin console under /admin and
 * product media under /media.
 */
export const staticApps = ({ webDist, adminDist, mediaDir }: StaticAppsOptions): Hono => {
  const app = new Hono();
  const webIndex = indexHtml(webDist);
  const adminIndex = indexHtml(adminDist);

  app.use('*', compress());
  app.get('/', (c) => c.redirect(preferredPrefix(c.req.header('Accept-Language')), 302));

  app.use('/assets/*', cacheControl(immutable), staticFiles({ root: webDist }));
  app.use('/admin/assets/*', cacheControl(immutable), staticFiles({ root: adminDist, rewriteRequestPath: (p) => p.slice('/admin'.length) }));
  app.use('/media/*', cacheControl('public, max-age=86400'), staticFiles({ root: mediaDir, rewriteRequestPath: (p) => p.slice('/media'.length) }));
  app.on(['GET', 'HEAD'], ['/assets/*', '/admin/assets/*', '/media/*'], (c) => c.notFound());

  const storefront = (locale: 'en-CA' | 'fr-CA') => (c: Context) => {
    const html = webIndex();
    if (html === undefined) return notBuilt(c, 'web');
    c.header('Cache-Control', 'no-cache');
    return c.html(html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`));
  };
  app.get('/en', storefront('en-CA'));
  app.get('/en/*', storefront('en-CA'));
  app.get('/fr', storefront('fr-CA'));
  app.get('/fr/*', storefront('fr-CA'));

  const adminShell = (c: Context) => {
    const html = adminIndex();
    if (html === undefined) return notBuilt(c, 'admin-console');
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  };
  app.get('/admin', (c) => c.redirect('/admin/', 301));
  // Files at the root of the admin build (icons) first, then the shell for every client-side route.
  app.use('/admin/*', staticFiles({ root: adminDist, rewriteRequestPath: (p) => p.slice('/admin'.length) }));
  app.get('/admin/*', adminShell);

  // Files at the root of the storefront build (favicon, robots.txt), then unprefixed pages get a language.
  app.use('*', staticFiles({ root: webDist }));
  app.get('*', (c) => {
    if (isApiPath(c.req.path)) return c.notFound();
    const url = new URL(c.req.url);
    // A language typed in capitals ('/FR/panier') is that language's page, not a page under another prefix.
    const [, typed = '', ...rest] = url.pathname.split('/');
    if (/^(en|fr)$/i.test(typed)) return c.redirect(`/${typed.toLowerCase()}${rest.length > 0 ? `/${rest.join('/')}` : ''}${url.search}`, 301);
    return c.redirect(`${preferredPrefix(c.req.header('Accept-Language'))}${url.pathname}${url.search}`, 302);
  });
  return app;
};
