import { sessionMachine } from '@comptoir/machines';
import { fromPromise } from 'xstate';
import { href, landingPath, type Language } from '../../paths.ts';
import { authenticate, signOutOnServer } from './session-api.ts';

/** What the session's effects need from the page; read when they run, so they follow language changes. */
export interface SessionPage {
  readonly navigate: (to: string) => void;
  readonly language: Language;
}

/** The readable cookies beside the api's HttpOnly token (the api clears its own at sign-out and on a 401). */
const clearSessionCookies = () => {
  for (const name of ['BuyerId', 'AdminUserId', 'APIAUTH']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
};

/** The storefront's session machine (spec §4 'Session') with the console's effects. */
export const adminSessionMachine = (page: { readonly current: SessionPage }) =>
  sessionMachine.provide({
    actions: {
      clearSessionCookies,
      clearSessionStorage: () => window.sessionStorage.clear(),
      navigateAfterLogout: () => page.current.navigate(href(page.current.language, 'signIn')),
      navigateToLandingPage: () => page.current.navigate(landingPath(page.current.language, window.location.search)),
      persistLanguage: () => undefined,
      // The console reads no auto-login link: nothing to report.
      reportAutoLoginFailure: () => undefined,
    },
    actors: {
      // Sign-in by logon name only: an auto-login link opens the storefront, never the console.
      authenticate: fromPromise(({ input }) => ('logonName' in input ? authenticate(input) : Promise.reject(new Error('the console signs in by logon name only')))),
      loadOrder: fromPromise(async (): Promise<void> => undefined),
      signOut: fromPromise(() => signOutOnServer()),
    },
  });
