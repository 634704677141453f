import type { Messages } from '@comptoir/core';
import { sessionMachine, type SessionError, type SessionInput } from '@comptoir/machines';
import { createActor, fromPromise } from 'xstate';
import { href, RETURN_PARAMETER, safeReturnPath, type Language } from '../../paths.ts';
import { rememberLanding } from './landing.ts';
import { authenticate, signOutOnServer } from './session-api.ts';
import { clearSessionCookies, clearSessionStorage } from './session-cookies.ts';

/** What the session's effects need from the page; read when they run, so they follow language changes. */
export interface SessionPage {
  readonly navigate: (to: string) => void;
  readonly language: Language;
  /** Spec §4: a buyer without a loaded order loads it after the page mounts (the cart, injected by the app). */
  readonly loadOrder: () => Promise<void>;
  /** Tells the visitor why an auto-login link did not sign them in (a toast, as the storefront tells such things). */
  readonly tell: (error: SessionError) => void;
  /** Tells the buyer what merging the guest cart at sign-in did (the api's CartMessages, as the cart's toasts). */
  readonly showCartMessages: (messages: Messages) => void;
}

/** The session actor (spec §4 'Session') with the storefront's effects. Its own chunk: see SessionProvider. */
export const createSessionActor = (page: { readonly current: SessionPage }, input: SessionInput) =>
  createActor(
    sessionMachine.provide({
      actions: {
        clearSessionCookies,
        clearSessionStorage,
        navigateAfterLogout: (_, destination) => {
          if (destination.kind === 'url') window.location.assign(destination.url);
          else page.current.navigate(href(page.current.language, 'home'));
        },
        // A page that sent the buyer to sign in gets them back (returnUrl, find your order; the page an auto-login link
        // named); otherwise the api's redirectUrl is the landing page of the buyer's firstPageType, in the buyer's language.
        navigateToLandingPage: (_, { redirectUrl }) => {
          const { pathname, search, hash } = window.location;
          const landing = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAMETER)) ?? redirectUrl ?? href(page.current.language, 'home');
          rememberLanding(landing);
          if (landing !== `${pathname}${search}${hash}`) page.current.navigate(landing);
        },
        reportAutoLoginFailure: (_, error) => page.current.tell(error),
        persistLanguage: () => undefined,
      },
      actors: {
        authenticate: fromPromise(async ({ input: credentials }) => {
          const answer = await authenticate(credentials);
          if (answer.cartMessages?.length) page.current.showCartMessages(answer.cartMessages);
          return answer;
        }),
        loadOrder: fromPromise(() => page.current.loadOrder()),
        signOut: fromPromise(() => signOutOnServer()),
      },
    }),
    { input },
  );

export type SessionActor = ReturnType<typeof createSessionActor>;
