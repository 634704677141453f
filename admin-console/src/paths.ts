/**
 * The one route registry of the admin console. It is served under /admin (the router's basename);
 * every screen sits under a language prefix, like the storefront.
 */
export const basename = '/admin';
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
export type Locale = 'en-CA' | 'fr-CA';

export const isLanguage = (value: string | undefined): value is Language => languages.includes(value as Language);
export const localeOf = (language: Language): Locale => (language === 'fr' ? 'fr-CA' : 'en-CA');

export const routes = {
  status: 'status',
} as const;
export type RouteName = keyof typeof routes;

/** Router path of a screen (inside the basename): `href('fr', 'status')` is `/fr/status`. */
export const href = (language: Language, route: RouteName): string => `/${language}/${routes[route]}`;

/** The language of a router location (inside the basename), from its prefix. */
export const languageOfPath = (pathname: string): Language | undefined => {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
};

/** The same screen in another language. */
export const switchLanguage = (location: { pathname: string; search: string; hash: string }, language: Language): string => {
  const rest = languageOfPath(location.pathname) ? location.pathname.replace(/^\/[^/]+/, '') : location.pathname;
  return `/${language}${rest === '/' ? '' : rest}${location.search}${location.hash}`;
};

/** The browser's preferred language, for the first visit to /admin. */
export const preferredLanguage = (browserLanguages: readonly string[]): Language =>
  browserLanguages.find((tag) => /^(en|fr)\b/i.test(tag))?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
