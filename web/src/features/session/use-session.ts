import { orderHoldNotice, type Credentials, type LogoutDestination } from '@comptoir/machines';
import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import { SessionContext, type SessionActor } from './session-provider.tsx';
import type { BuyerProfile } from './session-api.ts';

const useSessionActor = (): SessionActor => {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession needs a SessionProvider above it');
  return actor;
};

/** The signed-in buyer, the order-hold notice and the sign-in / sign-out commands. */
export const useSession = () => {
  const actor = useSessionActor();
  return useSelector(
    actor,
    (snapshot) => {
      const signedIn = snapshot.matches('authenticated');
      // The session machine keeps what our authenticate and loadSession actors return: whole profiles.
      const profile = signedIn ? (snapshot.context.buyer as BuyerProfile | null) : null;
      return {
        signedIn,
        signingIn: snapshot.matches('authenticating'),
        signingOut: snapshot.matches('signingOut'),
        profile,
        error: snapshot.context.error,
        orderHold: snapshot.matches({ authenticated: { notice: 'orderHold' } }) ? orderHoldNotice(snapshot.context) : null,
        signIn: (credentials: Credentials) => actor.send({ type: 'session.signInRequested', credentials }),
        signOut: (destination: LogoutDestination = { kind: 'home' }) => actor.send({ type: 'session.signOutRequested', destination }),
      };
    },
    (left, right) => left.signedIn === right.signedIn && left.signingIn === right.signingIn && left.signingOut === right.signingOut && left.profile === right.profile && left.error === right.error && left.orderHold?.key === right.orderHold?.key,
  );
};
