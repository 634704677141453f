import { orderHoldNotice, type Credentials, type LogoutDestination } from '@comptoir/machines';
import { useContext, useMemo } from 'react';
import { useLazySnapshot, type LazyActor } from '../../actors/index.ts';
import { SessionContext } from './session-provider.tsx';
import type { SessionActor } from './session-actor.ts';
import type { BuyerProfile } from './session-api.ts';

const useSessionActor = (): LazyActor<SessionActor> => {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession needs a SessionProvider above it');
  return actor;
};

/** The signed-in buyer, the order-hold notice and the sign-in / sign-out commands. */
export const useSession = () => {
  const actor = useSessionActor();
  // No snapshot: the actor has not started, which only happens for an anonymous visitor.
  const snapshot = useLazySnapshot(actor);
  return useMemo(() => {
    const signedIn = snapshot?.matches('authenticated') ?? false;
    // The session machine keeps what our authenticate and loadSession actors return: whole profiles.
    const profile = signedIn ? (snapshot?.context.buyer as BuyerProfile | null) : null;
    return {
      signedIn,
      signingIn: snapshot?.matches('authenticating') ?? false,
      signingOut: snapshot?.matches('signingOut') ?? false,
      profile,
      error: snapshot?.context.error ?? null,
      /** The api refused the session (ended elsewhere, expired): told until the buyer signs in again. */
      ended: snapshot?.context.ended ?? false,
      orderHold: snapshot?.matches({ authenticated: { notice: 'orderHold' } }) ? orderHoldNotice(snapshot.context) : null,
      signIn: (credentials: Credentials) => actor.send({ type: 'session.signInRequested', credentials }),
      /** The buyer saved their own profile: the header and every page show what the api answered. */
      profileChanged: (changes: Partial<Pick<BuyerProfile, 'firstName' | 'lastName' | 'cultureCode'>>) => actor.send({ type: 'session.buyerChanged', changes }),
      signOut: (destination: LogoutDestination = { kind: 'home' }) => actor.send({ type: 'session.signOutRequested', destination }),
    };
  }, [actor, snapshot]);
};
