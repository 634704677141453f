import type { SessionContext } from './types.ts';

/**
 * Spec §8 'Order hold': the notice's message key and its dates. Apart from the machine so that a
 * screen can show it without loading xstate (the storefront starts the session actor lazily).
 */
export const orderHoldNotice = (context: SessionContext) => {
  const from = context.buyer?.suspendedDateFrom;
  const until = context.buyer?.suspendedDateUntil;
  return from && until ? { key: 'orderHold.withDates' as const, params: { from, until } } : { key: 'orderHold.withoutDates' as const, params: {} };
};
