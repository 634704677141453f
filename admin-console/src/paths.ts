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

/** Spec §2.2: Manage users is /user-management; its screens are the manage-users routes with the spec's parameter names. */
export const routes = {
  status: 'status',
  signIn: 'sign-in',
  users: 'user-management',
  createUser: 'manage-users/create',
  viewUser: 'manage-users/view/:viewUserBuyerId',
  editUser: 'manage-users/edit/:editUserBuyerId',
  copyUser: 'manage-users/copy/:copyUserBuyerId',
  /** Spec §2.2's deleteUserBuyerId and resetPassBuyerId: the user's page with that action's confirmation open. */
  deleteUser: 'manage-users/delete/:deleteUserBuyerId',
  resetPassword: 'manage-users/reset-password/:resetPassBuyerId',
  /** Spec §2.2 approval groups (create, modify, delete); a group's page as the storefront's view-approval-group path. */
  approvalGroups: 'approval-groups',
  createApprovalGroup: 'approval-groups/create',
  viewApprovalGroup: 'approval-groups/view-approval-group/:approvalGroupId',
  editApprovalGroup: 'approval-groups/modify-approval-group/:editApprovalGroupId',
} as const;
export type RouteName = keyof typeof routes;

/** The parameters a route's path names (`viewUserBuyerId` …). */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamsOf<Rest> : Path extends `${string}:${infer Name}` ? Name : never;
type RouteParams<R extends RouteName> = ParamsOf<(typeof routes)[R]> extends never ? [] : [params: Record<ParamsOf<(typeof routes)[R]>, string>];

/** Router path of a screen (inside the basename): `href('fr', 'viewUser', { viewUserBuyerId })` is `/fr/manage-users/view/…`. */
export const href = <R extends RouteName>(language: Language, route: R, ...[params]: RouteParams<R>): string =>
  `/${language}/${routes[route].replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string> | undefined)?.[name] ?? ''))}`;

/** Where sign-in sends the admin back to: a console path (inside the basename), never another site. */
export const RETURN_PARAMETER = 'returnUrl';
export const safeReturnPath = (value: string | null): string | null => (value && /^\/(en|fr)\/[^/\\]/.test(value) && !value.includes('//') ? value : null);

/** The language of a router location (inside the basename), from its prefix. */
export const languageOfPath = (pathname: string): Language | undefined => {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : undefined;
};

/** The screen of a router location, its language aside (`/fr/manage-users/create` is `manage-users/create`). */
export const screenOf = (pathname: string): string => pathname.replace(/^\/[^/]+\//, '');

/** The same screen in another language. */
export const switchLanguage = (location: { pathname: string; search: string; hash: string }, language: Language): string => {
  const rest = languageOfPath(location.pathname) ? location.pathname.replace(/^\/[^/]+/, '') : location.pathname;
  return `/${language}${rest === '/' ? '' : rest}${location.search}${location.hash}`;
};

/**
 * Where sign-in lands: the screen that asked for it (`returnUrl`), in the language the sign-in page now shows (the
 * admin may have switched on it), else the users.
 */
export const landingPath = (language: Language, search: string): string => {
  const back = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAMETER));
  if (!back) return href(language, 'users');
  const { pathname, search: query, hash } = new URL(back, 'http://console.invalid');
  return switchLanguage({ pathname, search: query, hash }, language);
};

/** The browser's preferred language, for the first visit to /admin. */
export const preferredLanguage = (browserLanguages: readonly string[]): Language =>
  browserLanguages.find((tag) => /^(en|fr)\b/i.test(tag))?.toLowerCase().startsWith('fr') ? 'fr' : 'en';

/**
 * Where an address without a language of the console goes: with its language typed in capitals ('/FR/…'), to the same
 * screen under the language's own prefix; else to the users, in the browser's language.
 */
export const pathWithoutLanguage = (location: { pathname: string; search: string; hash: string }, browserLanguages: readonly string[]): string => {
  const typed = location.pathname.split('/')[1]?.toLowerCase();
  return isLanguage(typed) ? `/${typed}${location.pathname.replace(/^\/[^/]+/, '')}${location.search}${location.hash}` : href(preferredLanguage(browserLanguages), 'users');
};

/**
 * How the menu's link to a section is current at a location: 'page' on the section's own screen, 'true' on another of
 * the screens it holds (those starting with one of `screens`: a user's page is in Manage users), else not.
 */
export const currentSection = (pathname: string, route: RouteName, screens: readonly string[]): 'page' | 'true' | undefined => {
  const screen = pathname.replace(/^\/[^/]+\//, '');
  if (screen === routes[route]) return 'page';
  return screens.some((start) => screen.startsWith(start)) ? 'true' : undefined;
};
