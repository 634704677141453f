import { sessionMachine } from '@comptoir/machines';
import type { SessionBuyer } from '@comptoir/machines';
import { fromPromise } from 'xstate';
import { href, landingPath, type Language } from '../../paths.ts';
import { authenticate, fetchAdminProfile, signOutOnServer } from './session-api.ts';

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
      setAutoLoginCookies: () => undefined,
      clearSessionCookies,
      clearSessionStorage: () => window.sessionStorage.clear(),
      navigateAfterLogout: () => page.current.navigate(href(page.current.language, 'signIn')),
      navigateToLandingPage: () => page.current.navigate(landingPath(page.current.language, window.location.search)),
      persistLanguage: () => undefined,
    },
    actors: {
      authenticate: fromPromise(({ input }) => authenticate(input)),
      loadSession: fromPromise(async (): Promise<SessionBuyer | null> => fetchAdminProfile()),
      loadOrder: fromPromise(async (): Promise<void> => undefined),
      signOut: fromPromise(() => signOutOnServer()),
    },
  });
