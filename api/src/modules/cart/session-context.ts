import { isInGroupOrder, type Message } from '@comptoir/core';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { sessionOf } from '../../platform/authorization.ts';
import { sessionFlagContext, type FlagService } from '../../platform/flags.ts';
import type { SettingsFlagKey } from '../../platform/flags-registry.ts';
import { localeOf } from '../../platform/errors.ts';
import type { SessionEnv } from '../../platform/session.ts';
import type { BuyerContext } from './buyer-context.ts';
import type { Result } from './result.ts';

/** The buyer context of a signed-in request: everything comes from the session, nothing from the body. */
export const buyerContextOf = (c: Context<SessionEnv>): BuyerContext => {
  const session = sessionOf(c);
  return {
    buyerId: session.buyer.id,
    clientId: session.buyer.clientId,
    shipToId: session.shipToId,
    locale: localeOf(c),
    adminUserId: session.adminUserId,
    isInGroupOrder: isInGroupOrder(session.buyer.inviteeState),
    requestId: c.get('requestId'),
  };
};

/** A client setting of the session's client as the flag service evaluates it: an administrator's override counts (decision 058). */
export const clientSettingOf = (c: Context<SessionEnv>, flags: FlagService, key: SettingsFlagKey): Promise<boolean> => flags.isOn(key, sessionFlagContext(sessionOf(c)));

/** buyerContextOf with the client's contract-totals setting evaluated: for the answers that carry a cart or order summary. */
export const summaryContextOf = async (c: Context<SessionEnv>, flags: FlagService): Promise<BuyerContext> => ({
  ...buyerContextOf(c),
  enableContractProductTotalBreakdown: await clientSettingOf(c, flags, 'enableContractProductTotalBreakdown'),
});

/** The `shape` of an answer that is the value itself (a list, an order) rather than Messages. */
export const asIs = <T>(value: T) => value;

/** A refused result in the Messages shape with its status; a value through `shape`. */
export const answer = <T>(c: Context<SessionEnv>, result: Result<T>, shape: (value: T) => unknown = (value) => ({ isSuccess: true, Messages: value as Message[] })) =>
  result.ok ? c.json(shape(result.value) as object, 200) : c.json({ isSuccess: false, Messages: result.messages }, result.status as ContentfulStatusCode);
