import { assertEvent, assign, setup } from 'xstate';
import { isSuspended, isValidLoginBuyer, landingPageFor, togglePwgs } from '@comptoir/core';
import { placeholderAction, placeholderActor } from '../placeholders.ts';
import type { AuthenticationAnswer, Credentials, LandingParams, LoginByIds, LogoutDestination, SessionBuyer, SessionContext, SessionError, SessionEvent, SessionInput } from './types.ts';

type SessionIds = Pick<SessionBuyer, 'buyerId' | 'sessionId'>;
const idsOf = (context: SessionContext): SessionIds => ({ buyerId: context.buyer?.buyerId ?? '', sessionId: context.buyer?.sessionId ?? '' });

/** Spec §8: why an answer signs no one in: the app's refusal, else the server's primary message, else 'Could not authenticate user.'. */
const refusalOf = (answer: AuthenticationAnswer): SessionError =>
  answer.refusal ? { code: answer.refusal } : answer.primaryMessage?.trim() ? { text: answer.primaryMessage } : { code: 'auth.couldNotAuthenticate' };

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as SessionInput },
  guards: {
    hasRestoredBuyer: ({ context }) => isValidLoginBuyer(context.buyer),
    validLoginBuyer: (_, buyer: SessionBuyer | null) => isValidLoginBuyer(buyer),
    /** A buyer was signed in before the auto-login link: their session must not outlive its failure. */
    hadSession: ({ context }) => context.buyer !== null,
    suspended: ({ context }) => isSuspended(context.today, context.buyer?.suspendedDateFrom, context.buyer?.suspendedDateUntil),
    orderLoaded: ({ context }) => context.buyer?.hasLoadedOrder === true,
    outsideProduction: ({ context }) => !context.production,
  },
  actions: {
    keepBuyer: assign((_, buyer: SessionBuyer | null) => ({ buyer, error: null, ended: false })),
    /** The api refused the session (401): the buyer is told it ended and offered to sign in again, whatever follows. */
    markEnded: assign({ ended: true }),
    failWith: assign((_, error: SessionError) => ({ error })),
    forgetBuyer: assign({ buyer: null }),
    followLink: assign(({ event }) => {
      assertEvent(event, 'session.autoLoginRequested');
      return { linkedPage: event.page };
    }),
    // The session's own members (ids, order loaded) are not the profile's to change.
    keepChanges: assign(({ context, event }) => {
      assertEvent(event, 'session.buyerChanged');
      return { buyer: context.buyer ? { ...context.buyer, ...event.changes, buyerId: context.buyer.buyerId, sessionId: context.buyer.sessionId, hasLoadedOrder: context.buyer.hasLoadedOrder } : null };
    }),
    markOrderLoaded: assign(({ context }) => ({ buyer: context.buyer ? { ...context.buyer, hasLoadedOrder: true } : null })),
    chooseDestination: assign(({ event }) => {
      assertEvent(event, 'session.signOutRequested');
      return { destination: event.destination };
    }),
    goHomeAfterSignOut: assign({ destination: { kind: 'home' } as LogoutDestination }),
    toggleLanguage: assign(({ context }) => ({ language: context.language === 'en' ? ('fr' as const) : ('en' as const) })),
    togglePwgs: assign(({ context }) => ({ pwgs: togglePwgs(context.pwgs) })),
    /** Spec §4, §8: clears the session cookies. */
    clearSessionCookies: placeholderAction('clearSessionCookies'),
    /** Spec §4 'Logout': session storage and the promo-presentation local storage. */
    clearSessionStorage: placeholderAction('clearSessionStorage'),
    navigateAfterLogout: placeholderAction<LogoutDestination>('navigateAfterLogout'),
    navigateToLandingPage: placeholderAction<LandingParams>('navigateToLandingPage'),
    /** An auto-login link's failure, told on the page it opened (no sign-in form is there to show it). */
    reportAutoLoginFailure: placeholderAction<SessionError>('reportAutoLoginFailure'),
    /** Spec §7: PATCH the buyer's CultureCode and the language cookie. */
    persistLanguage: placeholderAction<{ language: SessionContext['language'] }>('persistLanguage'),
  },
  actors: {
    authenticate: placeholderActor<AuthenticationAnswer, Credentials | LoginByIds>('authenticate'),
    loadOrder: placeholderActor<void, SessionIds>('loadOrder'),
    signOut: placeholderActor<void, SessionIds>('signOut'),
  },
}).createMachine({
  id: 'session',
  description: 'Spec §4, §6, §8: sign-in, auto-login by login-by-ids, 401 handling, order hold, logout destinations and the language toggle',
  context: ({ input }) => ({
    production: input.production,
    today: input.today,
    language: input.language,
    pwgs: input.pwgs ?? 1,
    buyer: input.buyer ?? null,
    error: null,
    destination: { kind: 'home' },
    linkedPage: null,
    ended: false,
  }),
  initial: 'restoring',
  on: {
    'session.languageToggled': { actions: ['toggleLanguage', { type: 'persistLanguage', params: ({ context }) => ({ language: context.language }) }] },
    'session.pwgsToggled': { actions: 'togglePwgs' },
  },
  states: {
    restoring: { always: [{ guard: 'hasRestoredBuyer', target: 'authenticated' }, { target: 'anonymous', actions: 'forgetBuyer' }] },
    anonymous: {
      on: {
        'session.signInRequested': 'authenticating.signingIn',
        'session.autoLoginRequested': { target: 'authenticating.autoLoggingIn', actions: 'followLink' },
      },
    },
    authenticating: {
      initial: 'signingIn',
      states: {
        signingIn: {
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ event }) => {
              assertEvent(event, 'session.signInRequested');
              return event.credentials;
            },
            onDone: [
              {
                guard: { type: 'validLoginBuyer', params: ({ event }) => event.output.buyer },
                target: '#session.authenticated',
                actions: [
                  { type: 'keepBuyer', params: ({ event }) => event.output.buyer },
                  { type: 'navigateToLandingPage', params: ({ event }) => ({ page: landingPageFor(event.output.buyer?.firstPageType), redirectUrl: event.output.redirectUrl ?? null }) },
                ],
              },
              { target: '#session.anonymous', actions: { type: 'failWith', params: ({ event }) => refusalOf(event.output) } },
            ],
            onError: { target: '#session.anonymous', actions: { type: 'failWith', params: { code: 'auth.authenticationFailed' } } },
          },
        },
        /**
         * Spec §2.2 login-by-ids: the link's ids go to authenticate, which spends the handoff token and sets the new
         * session's cookies (replacing any session this browser had). The page the link named is the landing page,
         * else the buyer's firstPageType's. A refused link ends anonymous: a session held before it is ended too.
         */
        autoLoggingIn: {
          invoke: {
            id: 'authenticate',
            src: 'authenticate',
            input: ({ event }): LoginByIds => {
              assertEvent(event, 'session.autoLoginRequested');
              return { buyerId: event.buyerId, sessionId: event.sessionId, postalCode: event.postalCode };
            },
            onDone: [
              {
                guard: { type: 'validLoginBuyer', params: ({ event }) => event.output.buyer },
                target: '#session.authenticated',
                actions: [
                  { type: 'keepBuyer', params: ({ event }) => event.output.buyer },
                  { type: 'navigateToLandingPage', params: ({ context, event }) => ({ page: landingPageFor(event.output.buyer?.firstPageType), redirectUrl: context.linkedPage ?? event.output.redirectUrl ?? null }) },
                ],
              },
              {
                target: 'refused',
                actions: [
                  { type: 'failWith', params: ({ event }) => refusalOf(event.output) },
                  { type: 'reportAutoLoginFailure', params: ({ event }) => refusalOf(event.output) },
                ],
              },
            ],
            onError: {
              target: 'refused',
              actions: [
                { type: 'failWith', params: { code: 'auth.authenticationFailed' } },
                { type: 'reportAutoLoginFailure', params: { code: 'auth.authenticationFailed' } },
              ],
            },
          },
        },
        refused: { always: [{ guard: 'hadSession', target: '#session.endingPreviousSession' }, { target: '#session.anonymous' }] },
      },
    },
    authenticated: {
      type: 'parallel',
      on: {
        'session.unauthorized': { target: 'unauthorized', actions: ['markEnded', 'clearSessionCookies', 'clearSessionStorage'] },
        'session.signOutRequested': { target: 'signingOut', actions: 'chooseDestination' },
        'session.buyerChanged': { actions: 'keepChanges' },
        // The link's buyer replaces the signed-in one (an admin's "sign in as this buyer", a buyer's other device).
        'session.autoLoginRequested': { target: 'authenticating.autoLoggingIn', actions: 'followLink' },
      },
      states: {
        notice: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'suspended', target: 'orderHold' }, { target: 'none' }] },
            none: {},
            // Spec §4, §8: the order-hold notice while the organisation's suspension applies.
            orderHold: {},
          },
        },
        order: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'orderLoaded', target: 'loaded' }, { target: 'notLoaded' }] },
            // Spec §4: a buyer without a loaded order loads it after the page mounts.
            notLoaded: { on: { 'session.pageMounted': 'loading' } },
            loading: {
              invoke: {
                id: 'loadOrder',
                src: 'loadOrder',
                input: ({ context }) => idsOf(context),
                onDone: { target: 'loaded', actions: 'markOrderLoaded' },
                // Spec §8: an order fetch failure is an empty object; the next mount tries again.
                onError: 'notLoaded',
              },
            },
            loaded: {},
          },
        },
      },
    },
    unauthorized: {
      always: { guard: 'outsideProduction', target: 'signingOut', actions: 'goHomeAfterSignOut' },
      on: {
        'session.signInRequested': 'authenticating.signingIn',
        'session.autoLoginRequested': { target: 'authenticating.autoLoggingIn', actions: 'followLink' },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => idsOf(context),
        onDone: { target: 'anonymous', actions: ['clearSessionCookies', 'clearSessionStorage', 'forgetBuyer', { type: 'navigateAfterLogout', params: ({ context }) => context.destination }] },
        // Signing out locally must not depend on the server answering.
        onError: { target: 'anonymous', actions: ['clearSessionCookies', 'clearSessionStorage', 'forgetBuyer', { type: 'navigateAfterLogout', params: ({ context }) => context.destination }] },
      },
    },
    /** A refused auto-login link ends the session held before it, as a sign-out does, but stays on the page. */
    endingPreviousSession: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => idsOf(context),
        onDone: { target: 'anonymous', actions: ['clearSessionCookies', 'clearSessionStorage', 'forgetBuyer'] },
        onError: { target: 'anonymous', actions: ['clearSessionCookies', 'clearSessionStorage', 'forgetBuyer'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;

export { orderHoldNotice } from './order-hold.ts';
