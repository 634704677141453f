import { toIsoDate } from '@comptoir/core';
import type { SessionBuyer } from '@comptoir/machines';
import { createContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLazyActor, useLazySnapshot, type LazyActor } from '../../actors/index.ts';
import { onSessionRefused } from '../api-client/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, passwordChangeHref } from '../../paths.ts';
import type { SessionActor, SessionPage } from './session-actor.ts';
import { fetchBuyerProfile } from './session-api.ts';
import { readCookie } from './session-cookies.ts';
import { useAutoLogin } from './use-auto-login.ts';

export const SessionContext = createContext<LazyActor<SessionActor> | null>(null);

/**
 * The session machine and xstate come in their own chunk (issue 8): for a buyer restored from the
 * cookie it loads beside the profile, before the page shows; a visitor's first screen needs no
 * session (no actor is an anonymous one), so it loads at the first sign-in or auto-login link.
 */
const loadSessionActor = () => import('./session-actor.ts');

interface Props {
  children: ReactNode;
  loadOrder: SessionPage['loadOrder'];
  tell: SessionPage['tell'];
  showCartMessages: SessionPage['showCartMessages'];
}

/** Restores the session from the api's readable BuyerId cookie: the actor starts with the buyer's profile. */
const useRestoredSession = (actor: LazyActor<SessionActor>, restored: { current: SessionBuyer | null }): boolean => {
  const [restoring, setRestoring] = useState(() => readCookie('BuyerId') !== null);
  useEffect(() => {
    if (!restoring) return;
    const controller = new AbortController();
    void loadSessionActor();
    void fetchBuyerProfile(readCookie('BuyerId') ?? '', controller.signal)
      .catch(() => null)
      .then(async (buyer) => {
        if (controller.signal.aborted) return;
        restored.current = buyer;
        if (buyer) await actor.start().catch(() => undefined);
        if (!controller.signal.aborted) setRestoring(false);
      });
    return () => controller.abort();
  }, [actor, restored, restoring]);
  return restoring;
};

/** The session for the whole storefront (spec §4 'Session'): one actor, started with the cookie's buyer or at sign-in. */
export const SessionProvider = ({ children, loadOrder, tell, showCartMessages }: Props) => {
  const navigate = useNavigate();
  const language = useLanguage();
  // The machine's effects are bound once; they read the page's language at the time they run.
  const page = useRef<SessionPage>({ navigate, language, loadOrder, tell, showCartMessages });
  page.current = { navigate, language, loadOrder, tell, showCartMessages };
  const restored = useRef<SessionBuyer | null>(null);
  const actor = useLazyActor(() =>
    loadSessionActor().then(({ createSessionActor }) =>
      createSessionActor(page, { production: import.meta.env.PROD, today: toIsoDate(new Date()), language: page.current.language, buyer: restored.current }),
    ),
  );
  const restoring = useRestoredSession(actor, restored);
  const followingLink = useAutoLogin(actor, restoring);
  // A visitor without a running actor is anonymous: a refusal has no session to end. A buyer whose temporary password must be
  // changed first goes to do so from any page, and comes back to it after (decision 032).
  useEffect(
    () =>
      onSessionRefused((refusal) => {
        const session = actor.current;
        if (!session) return;
        if (refusal === 'unauthorized') return session.send({ type: 'session.unauthorized' });
        const { pathname, search, hash } = window.location;
        const { language, navigate } = page.current;
        if (pathname !== href(language, 'changePassword')) navigate(passwordChangeHref(language, `${pathname}${search}${hash}`));
      }),
    [actor],
  );
  const signedIn = useLazySnapshot(actor)?.matches('authenticated') ?? false;
  // Not for a session an auto-login link is replacing: its buyer's cart is not the one to show.
  useEffect(() => {
    if (signedIn && !followingLink) actor.send({ type: 'session.pageMounted' });
  }, [actor, signedIn, followingLink]);
  if (restoring || followingLink) return <div className="page" aria-busy="true" />;
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
};
