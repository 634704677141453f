import { sessionMachine, type SessionInput } from '@comptoir/machines';
import { createActor, fromPromise } from 'xstate';
import { href, RETURN_PARAMETER, safeReturnPath, type Language } from '../../paths.ts';
import { rememberLanding } from './landing.ts';
import { authenticate, fetchBuyerProfile, signOutOnServer } from './session-api.ts';
import { clearSessionCookies, clearSessionStorage, setAutoLoginCookies } from './session-cookies.ts';

/** What the session's effects need from the page; read when they run, so they follow language changes. */
export interface SessionPage {
  readonly navigate: (to: string) => void;
  readonly language: Language;
  /** Spec §4: a buyer without a loaded order loads it after the page mounts (the cart, injected by the app). */
  readonly loadOrder: () => Promise<void>;
}

/** The session actor (spec §4 'Session') with the storefront's effects. Its own chunk: see SessionProvider. */
export const createSessionActor = (page: { readonly current: SessionPage }, input: SessionInput) =>
  createActor(
    sessionMachine.provide({
      actions: {
        setAutoLoginCookies: (_, params) => setAutoLoginCookies(params),
        clearSessionCookies,
        clearSessionStorage,
        navigateAfterLogout: (_, destination) => {
          if (destination.kind === 'url') window.location.assign(destination.url);
          else page.current.navigate(href(page.current.language, 'home'));
        },
        // A page that sent the buyer to sign in gets them back (returnUrl, find your order); otherwise the
        // api's redirectUrl is the landing page of the buyer's firstPageType, in the buyer's language.
        navigateToLandingPage: (_, { redirectUrl }) => {
          const landing = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAMETER)) ?? redirectUrl ?? href(page.current.language, 'home');
          rememberLanding(landing);
          page.current.navigate(landing);
        },
        persistLanguage: () => undefined,
      },
      actors: {
        authenticate: fromPromise(({ input: credentials }) => authenticate(credentials)),
        loadSession: fromPromise(({ input: ids }) => fetchBuyerProfile(ids.buyerId)),
        loadOrder: fromPromise(() => page.current.loadOrder()),
        signOut: fromPromise(() => signOutOnServer()),
      },
    }),
    { input },
  );

export type SessionActor = ReturnType<typeof createSessionActor>;
