/**
 * The one route registry of the storefront. Every screen lives under a language prefix (/en or /fr,
 * spec §2.2) followed by its new-site path; links are built here, never by hand.
 */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];
export type Locale = 'en-CA' | 'fr-CA';

export const isLanguage = (value: string | undefined): value is Language => languages.includes(value as Language);
export const localeOf = (language: Language): Locale => (language === 'fr' ? 'fr-CA' : 'en-CA');

/** New-site paths (spec §2.2), relative to the language prefix. */
export const routes = {
  home: '',
  /** Spec §2.3 Dashboard (§2.2 shows no path for it). */
  dashboard: 'dashboard',
  signIn: 'api/login',
  search: 'browse-products/Search',
  category: 'browse-products/Category',
  productDetail: 'product-detail/product',
  compare: 'compare-products',
  cart: 'shopping-cart',
  checkout: 'checkout',
  confirmation: 'checkout/confirmation',
  submittedOrders: 'orders/summaries/1',
  approvalOrders: 'orders/summaries/2',
  recentApprovals: 'orders/summaries/3',
  orderDetails: 'orders/submitted',
  reorder: 'orders/reorder',
  buyAgain: 'browse-products/buyAgain',
  backOrdered: 'orders/back-ordered',
  findOrder: 'orders/find-your-order',
  changePassword: 'change-password',
  /** Spec §2.2 'templates summary' and 'order detail template' (?id= the template). */
  templates: 'orders/templates',
  templateDetails: 'orders/templates/details',
  /** Spec §2.2 'edit profile' (no path shown): the buyer's profile and its credit card on file (decision 045). */
  profile: 'account/profile',
  /** Spec §2.2 'share credit card' (no path shown): a client admin's ship-tos and their account credit cards (decision 045). */
  shipToCards: 'account/ship-to-credit-cards',
} as const;
export type RouteName = keyof typeof routes;

/** The URL of a screen in a language: `href('fr', 'signIn')` is `/fr/api/login`. */
export const href = (language: Language, route: RouteName): string => {
  const path = routes[route];
  return path ? `/${language}/${path}` : `/${language}`;
};

/** A screen's URL with a query: `hrefWith('en', 'search', { q: 'stapler' })` is `/en/browse-products/Search?q=stapler`. */
export const hrefWith = (language: Language, route: RouteName, query: Readonly<Record<string, string | number | undefined>>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${href(language, route)}?${text}` : href(language, route);
};

/** Spec §2.2 'Manage users' (/user-management) is the admin console's screen, served beside the storefront under /admin. */
export const manageUsersHref = (language: Language): string => `/admin/${language}/user-management`;

/** The query parameter of the sign-in page naming where to go back once signed in. */
export const RETURN_PARAMETER = 'returnUrl';

/** The sign-in page that brings the buyer back to `returnPath` (a page of this storefront) once signed in. */
export const signInHref = (language: Language, returnPath: string): string => hrefWith(language, 'signIn', { [RETURN_PARAMETER]: returnPath });

/** The change-password page's `reason` when a temporary password an administrator set must be changed first (decision 032). */
export const PASSWORD_CHANGE_REASON = 'temporaryPassword';

/** The change-password page saying why a temporary password must be changed, then back to `returnPath` once it is. */
export const passwordChangeHref = (language: Language, returnPath: string): string => hrefWith(language, 'changePassword', { reason: PASSWORD_CHANGE_REASON, [RETURN_PARAMETER]: returnPath });

/** A return path only when it is a page of this storefront under /en or /fr: never another origin (no open redirect). */
export const safeReturnPath = (value: string | null | undefined): string | null =>
  value && /^\/(en|fr)([/?#]|$)/.test(value) && !/^\/(en|fr)\/[/\\]/.test(value) && !value.includes('\\') ? value : null;

/** The query parameter of the submitted orders naming the search in effect (spec §7 searchOrders' searchText). */
export const ORDER_SEARCH_PARAMETER = 'searchText';

/** The submitted orders found by a search: `orderSearchHref('en', 'EW12')` is `/en/orders/summaries/1?searchText=EW12`. */
export const orderSearchHref = (language: Language, searchText: string | null): string => hrefWith(language, 'submittedOrders', { [ORDER_SEARCH_PARAMETER]: searchText ?? undefined });

/** A product's page (spec §2.2: /product-detail/product, the code in the query). */
export const productHref = (language: Language, code: string): string => hrefWith(language, 'productDetail', { code });

/** A server-given path (a category's Url) placed under the language prefix. */
export const localise = (language: Language, serverPath: string): string => `/${language}${serverPath.startsWith('/') ? '' : '/'}${serverPath}`;

/** The language of a location, from its prefix; undefined outside /en and /fr. */
export const languageOfPath = (pathname: string): Language | undefined => {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
};

/** A query whose return path (a storefront page) is moved to another language, so the sign-in page brings the buyer back in it. */
const returningIn = (search: string, language: Language): string => {
  const params = new URLSearchParams(search);
  const back = safeReturnPath(params.get(RETURN_PARAMETER));
  if (!back) return search;
  params.set(RETURN_PARAMETER, `/${language}${back.slice(3)}`);
  return `?${params.toString()}`;
};

/** The same page in another language: swaps the prefix and keeps the rest (query and hash too; a return path in the other language too). */
export const switchLanguage = (location: { pathname: string; search: string; hash: string }, language: Language): string => {
  const rest = languageOfPath(location.pathname) ? location.pathname.replace(/^\/[^/]+/, '') : location.pathname;
  return `/${language}${rest === '/' ? '' : rest}${returningIn(location.search, language)}${location.hash}`;
};

/**
 * Where a location without a language prefix goes: with its language typed in capitals ('/FR/…'), the same page under the
 * language's own prefix; else the English one (the server has already sent '/' by Accept-Language).
 */
export const withLanguagePrefix = (location: { pathname: string; search: string; hash: string }): string => {
  const typed = location.pathname.split('/')[1]?.toLowerCase();
  return isLanguage(typed) ? `/${typed}${location.pathname.replace(/^\/[^/]+/, '')}${location.search}${location.hash}` : switchLanguage(location, 'en');
};
