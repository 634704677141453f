import { assertEvent, assign, setup } from 'xstate';
import { isSuspended, isValidLoginBuyer, landingPageFor, timings, togglePwgs, type OutcomeCode } from '@comptoir/core';
import { placeholderAction, placeholderActor } from '../placeholders.ts';
import type { AuthenticationAnswer, AutoLogin, Credentials, LandingParams, LogoutDestination, SessionBuyer, SessionContext, SessionEvent, SessionInput } from './types.ts';

type SessionIds = Pick<SessionBuyer, 'buyerId' | 'sessionId'>;
const idsOf = (context: SessionContext): SessionIds => ({ buyerId: context.buyer?.buyerId ?? '', sessionId: context.buyer?.sessionId ?? '' });

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, input: {} as SessionInput },
  guards: {
    hasRestoredBuyer: ({ context }) => isValidLoginBuyer(context.buyer),
    validLoginBuyer: (_, buyer: SessionBuyer | null) => isValidLoginBuyer(buyer),
    hasServerMessage: (_, answer: AuthenticationAnswer) => !!answer.primaryMessage?.trim(),
    refusedByApp: (_, answer: AuthenticationAnswer) => !!answer.refusal,
    suspended: ({ context }) => isSuspended(context.today, context.buyer?.suspendedDateFrom, context.buyer?.suspendedDateUntil),
    orderLoaded: ({ context }) => context.buyer?.hasLoadedOrder === true,
    outsideProduction: ({ context }) => !context.production,
  },
  actions: {
    keepBuyer: assign((_, buyer: SessionBuyer | null) => ({ buyer, error: null })),
    failWith: assign((_, error: SessionContext['error']) => ({ error })),
    forgetBuyer: assign({ buyer: null }),
    markOrderLoaded: assign(({ context }) => ({ buyer: context.buyer ? { ...context.buyer, hasLoadedOrder: true } : null })),
    chooseDestination: assign(({ event }) => {
      assertEvent(event, 'session.signOutRequested');
      return { destination: event.destination };
    }),
    goHomeAfterSignOut: assign({ destination: { kind: 'home' } as LogoutDestination }),
    toggleLanguage: assign(({ context }) => ({ language: context.language === 'en' ? ('fr' as const) : ('en' as const) })),
    togglePwgs: assign(({ context }) => ({ pwgs: togglePwgs(context.pwgs) })),
    /** Spec §4: auto-login sets the auto-login marker, buyer id, session id, postal code and auth token cookies for 30 days. */
    setAutoLoginCookies: placeholderAction<AutoLogin & { days: number }>('setAutoLoginCookies'),
    /** Spec §4, §8: clears the session cookies. */
    clearSessionCookies: placeholderAction('clearSessionCookies'),
    /** Spec §4 'Logout': session storage and the promo-presentation local storage. */
    clearSessionStorage: placeholderAction('clearSessionStorage'),
    navigateAfterLogout: placeholderAction<LogoutDestination>('navigateAfterLogout'),
    navigateToLandingPage: placeholderAction<LandingParams>('navigateToLandingPage'),
    /** Spec §7: PATCH the buyer's CultureCode and the language cookie. */
    persistLanguage: placeholderAction<{ language: SessionContext['language'] }>('persistLanguage'),
  },
  actors: {
    authenticate: placeholderActor<AuthenticationAnswer, Credentials>('authenticate'),
    loadSession: placeholderActor<SessionBuyer | null, SessionIds>('loadSession'),
    loadOrder: placeholderActor<void, SessionIds>('loadOrder'),
    signOut: placeholderActor<void, SessionIds>('signOut'),
  },
}).createMachine({
  id: 'session',
  description: 'Spec §4, §6, §8: sign-in, auto-login, 401 handling, order hold, logout destinations and the language toggle',
  context: ({ input }) => ({
    production: input.production,
    today: input.today,
    language: input.language,
    pwgs: input.pwgs ?? 1,
    buyer: input.buyer ?? null,
    error: null,
    destination: { kind: 'home' },
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
        'session.autoLoginRequested': 'authenticating.autoLoggingIn',
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
              {
                guard: { type: 'refusedByApp', params: ({ event }) => event.output },
                target: '#session.anonymous',
                actions: { type: 'failWith', params: ({ event }) => ({ code: event.output.refusal as OutcomeCode }) },
              },
              {
                guard: { type: 'hasServerMessage', params: ({ event }) => event.output },
                target: '#session.anonymous',
                actions: { type: 'failWith', params: ({ event }) => ({ text: event.output.primaryMessage ?? '' }) },
              },
              { target: '#session.anonymous', actions: { type: 'failWith', params: { code: 'auth.couldNotAuthenticate' } } },
            ],
            onError: { target: '#session.anonymous', actions: { type: 'failWith', params: { code: 'auth.authenticationFailed' } } },
          },
        },
        autoLoggingIn: {
          entry: {
            type: 'setAutoLoginCookies',
            params: ({ event }) => {
              assertEvent(event, 'session.autoLoginRequested');
              return { buyerId: event.buyerId, sessionId: event.sessionId, postalCode: event.postalCode, authToken: event.authToken, days: timings.authCookieDays };
            },
          },
          invoke: {
            id: 'loadSession',
            src: 'loadSession',
            input: ({ event }) => {
              assertEvent(event, 'session.autoLoginRequested');
              return { buyerId: event.buyerId, sessionId: event.sessionId };
            },
            onDone: [
              { guard: { type: 'validLoginBuyer', params: ({ event }) => event.output }, target: '#session.authenticated', actions: { type: 'keepBuyer', params: ({ event }) => event.output } },
              { target: '#session.anonymous', actions: ['clearSessionCookies', { type: 'failWith', params: { code: 'auth.couldNotAuthenticate' } }] },
            ],
            onError: { target: '#session.anonymous', actions: ['clearSessionCookies', { type: 'failWith', params: { code: 'auth.authenticationFailed' } }] },
          },
        },
      },
    },
    authenticated: {
      type: 'parallel',
      on: {
        'session.unauthorized': { target: 'unauthorized', actions: ['clearSessionCookies', 'clearSessionStorage'] },
        'session.signOutRequested': { target: 'signingOut', actions: 'chooseDestination' },
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
      on: { 'session.signInRequested': 'authenticating.signingIn' },
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
  },
});

export type SessionMachine = typeof sessionMachine;

export { orderHoldNotice } from './order-hold.ts';
