import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLazySnapshot, type LazyActor } from '../../actors/index.ts';
import { href, languageOfPath } from '../../paths.ts';
import { readLoginByIds } from './login-by-ids.ts';
import type { SessionActor } from './session-actor.ts';

/** The page an auto-login link names: none for the home page (the buyer's own landing page) or the sign-in page (its returnUrl). */
const namedPage = (address: string): string | null => {
  const path = address.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');
  const language = languageOfPath(path);
  return language && path !== href(language, 'home') && path !== href(language, 'signIn') ? address : null;
};

/**
 * Spec §2.2: login-by-ids parameters on any page sign in through the session machine, once the session held
 * before (if any) is restored, so the link's buyer replaces it. The parameters leave the address bar at once,
 * whatever the outcome: the handoff token stays in no history entry or bookmark. The session's chunk loads only
 * for such a link. True while the link is being followed.
 */
export const useAutoLogin = (actor: LazyActor<SessionActor>, restoring: boolean): boolean => {
  const navigate = useNavigate();
  const [link, setLink] = useState(() => readLoginByIds(window.location));
  useEffect(() => {
    if (link) void navigate(link.address, { replace: true });
    // Once per link: the navigation itself gives a new navigate, which must not replace the address again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link]);
  useEffect(() => {
    if (!link || restoring) return;
    actor.send({ type: 'session.autoLoginRequested', ...link.ids, page: namedPage(link.address) });
    // A session chunk that cannot load (offline) leaves the visitor on the page as they were.
    actor.start().catch(() => setLink(null));
  }, [actor, link, restoring]);
  const snapshot = useLazySnapshot(actor);
  const following = !!snapshot && (snapshot.matches({ authenticating: 'autoLoggingIn' }) || snapshot.matches({ authenticating: 'refused' }) || snapshot.matches('endingPreviousSession'));
  useEffect(() => {
    if (following) setLink(null);
  }, [following]);
  return link !== null || following;
};
