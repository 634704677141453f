import { toIsoDate } from '@comptoir/core';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { onUnauthorized, type SessionEndReason } from '../api-client/index.ts';
import { adminSessionMachine, type SessionPage } from './session-actor.ts';
import { fetchAdminProfile, type AdminProfile } from './session-api.ts';

type SessionRef = ReturnType<typeof useActorRef<ReturnType<typeof adminSessionMachine>>>;
/** The session, and why it ended under the admin since they last signed in (a 401, or the administrator role taken away), if it did. */
const SessionContext = createContext<{ actor: SessionRef; ended: SessionEndReason | null; adminId: string | null } | null>(null);

const RunningSession = ({ restored, children }: { restored: AdminProfile | null; children: ReactNode }) => {
  const navigate = useNavigate();
  const language = useLanguage();
  const page = useRef<SessionPage>({ navigate, language });
  page.current = { navigate, language };
  const actor = useActorRef(adminSessionMachine(page), { input: { production: import.meta.env.PROD, today: toIsoDate(new Date()), language, buyer: restored } });
  const [ended, setEnded] = useState<SessionEndReason | null>(null);
  useEffect(
    () =>
      onUnauthorized((reason) => {
        setEnded(reason);
        actor.send({ type: 'session.unauthorized' });
      }),
    [actor],
  );
  const signedIn = useSelector(actor, (snapshot) => snapshot.matches('authenticated'));
  const adminId = useSelector(actor, (snapshot) => (snapshot.matches('authenticated') ? (snapshot.context.buyer?.buyerId ?? null) : null));
  useEffect(() => {
    if (signedIn) setEnded(null);
  }, [signedIn]);
  return <SessionContext.Provider value={{ actor, ended, adminId }}>{children}</SessionContext.Provider>;
};

/** The console's session: restored from the cookie (GET /admin-api/me) before the first screen, then the session machine. */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const [restored, setRestored] = useState<{ profile: AdminProfile | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchAdminProfile(controller.signal).then(
      (profile) => setRestored({ profile }),
      () => !controller.signal.aborted && setRestored({ profile: null }),
    );
    return () => controller.abort();
  }, []);
  if (!restored) return <div className="page" aria-busy="true" />;
  return <RunningSession restored={restored.profile}>{children}</RunningSession>;
};

/** The signed-in administrator's id, or null (signed out, or a piece rendered outside the console's session). */
export const useSignedInAdminId = (): string | null => useContext(SessionContext)?.adminId ?? null;

/** The signed-in administrator and the sign-in / sign-out commands. */
export const useSession = () => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it');
  const { actor, ended } = session;
  const signedIn = useSelector(actor, (snapshot) => snapshot.matches('authenticated'));
  const signingIn = useSelector(actor, (snapshot) => snapshot.matches('authenticating'));
  const buyer = useSelector(actor, (snapshot) => snapshot.context.buyer);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  return {
    signedIn,
    signingIn,
    error,
    /** Why the session ended by itself rather than by Sign out, if it did: the sign-in page says why the admin is there. */
    ended,
    profile: signedIn ? (buyer as AdminProfile | null) : null,
    signIn: (logonName: string, password: string) => actor.send({ type: 'session.signInRequested', credentials: { logonName, password } }),
    signOut: () => actor.send({ type: 'session.signOutRequested', destination: { kind: 'home' } }),
    /** The admin saved their own user: the header names them as they now are. */
    profileChanged: (changes: Partial<Pick<AdminProfile, 'firstName' | 'lastName' | 'logonName'>>) => actor.send({ type: 'session.buyerChanged', changes }),
  };
};
