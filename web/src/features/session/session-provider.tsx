import { toIsoDate } from '@comptoir/core';
import { sessionMachine, type LogoutDestination, type SessionBuyer } from '@comptoir/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { onUnauthorized } from '../api-client/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, RETURN_PARAMETER, safeReturnPath } from '../../paths.ts';
import { authenticate, fetchBuyerProfile, signOutOnServer } from './session-api.ts';
import { clearSessionCookies, clearSessionStorage, readCookie, setAutoLoginCookies } from './session-cookies.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;
export const SessionContext = createContext<SessionActor | null>(null);

interface Props {
  children: ReactNode;
  /** Spec §4: a buyer without a loaded order loads it after the page mounts (the cart, injected by the app). */
  loadOrder: () => Promise<void>;
}

type Boot = { status: 'restoring' } | { status: 'ready'; buyer: SessionBuyer | null };

/** Restores the session from the api's readable BuyerId cookie before the machine starts. */
const useRestoredBuyer = (): Boot => {
  const [boot, setBoot] = useState<Boot>(() => (readCookie('BuyerId') ? { status: 'restoring' } : { status: 'ready', buyer: null }));
  useEffect(() => {
    if (boot.status === 'ready') return;
    const controller = new AbortController();
    fetchBuyerProfile(readCookie('BuyerId') ?? '', controller.signal).then(
      (buyer) => setBoot({ status: 'ready', buyer }),
      () => {
        if (!controller.signal.aborted) setBoot({ status: 'ready', buyer: null });
      },
    );
    return () => controller.abort();
  }, [boot.status]);
  return boot;
};

const SessionActorProvider = ({ children, loadOrder, buyer }: Props & { buyer: SessionBuyer | null }) => {
  const navigate = useNavigate();
  const language = useLanguage();
  // The machine's effects are bound once; they read the page's language at the time they run.
  const languageRef = useRef(language);
  languageRef.current = language;
  const actor = useActorRef(
    sessionMachine.provide({
      actions: {
        setAutoLoginCookies: (_, params) => setAutoLoginCookies(params),
        clearSessionCookies,
        clearSessionStorage,
        navigateAfterLogout: (_, destination: LogoutDestination) => {
          if (destination.kind === 'url') window.location.assign(destination.url);
          else navigate(href(languageRef.current, 'home'));
        },
        // A page that sent the buyer to sign in gets them back; otherwise the api's redirectUrl is the
        // landing page of the buyer's firstPageType, in the buyer's language.
        navigateToLandingPage: (_, { redirectUrl }) =>
          navigate(safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAMETER)) ?? redirectUrl ?? href(languageRef.current, 'home')),
        persistLanguage: () => undefined,
      },
      actors: {
        authenticate: fromPromise(({ input }) => authenticate(input)),
        loadSession: fromPromise(({ input }) => fetchBuyerProfile(input.buyerId)),
        loadOrder: fromPromise(() => loadOrder()),
        signOut: fromPromise(() => signOutOnServer()),
      },
    }),
    { input: { production: import.meta.env.PROD, today: toIsoDate(new Date()), language, buyer } },
  );
  useEffect(() => onUnauthorized(() => actor.send({ type: 'session.unauthorized' })), [actor]);
  const signedIn = useSelector(actor, (snapshot) => snapshot.matches('authenticated'));
  useEffect(() => {
    if (signedIn) actor.send({ type: 'session.pageMounted' });
  }, [actor, signedIn]);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
};

/** The session for the whole storefront (spec §4 'Session'): one actor, started once the cookie's buyer is known. */
export const SessionProvider = ({ children, loadOrder }: Props) => {
  const boot = useRestoredBuyer();
  if (boot.status === 'restoring') return <div className="page" aria-busy="true" />;
  return <SessionActorProvider loadOrder={loadOrder} buyer={boot.buyer}>{children}</SessionActorProvider>;
};
