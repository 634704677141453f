import { accountTypeOf, landingPageFor, toIsoDate, type Locale } from '@comptoir/core';
import type { Database } from '../../db/index.ts';
import { canSeeClient } from '../../platform/authorization.ts';
import type { FlagService } from '../../platform/flags.ts';
import type { Session } from '../../platform/session.ts';
import { toBranding, toClient, toSettings } from './client-shape.ts';
import { currentBudget, findBrand, findClient, findClientByNo, type ClientRecord } from './repo.ts';

export interface ClientDeps {
  readonly db: Database;
  readonly flags: FlagService;
}

/** The session's own client, looked up by id or number; any other client is invisible (404). */
async function ownClient(db: Database, session: Session, lookup: { id: string } | { clientNo: string }): Promise<ClientRecord | null> {
  const client = 'id' in lookup ? await findClient(db, lookup.id) : await findClientByNo(db, lookup.clientNo);
  return client && canSeeClient(session, client.id) ? client : null;
}

export async function getClient(db: Database, session: Session, lookup: { id: string } | { clientNo: string }) {
  const client = await ownClient(db, session, lookup);
  return client ? toClient(client) : null;
}

export async function getBranding(db: Database, session: Session, clientId: string, locale: Locale) {
  const client = await ownClient(db, session, { id: clientId });
  return client ? toBranding(client, await findBrand(db, client.brandKey), locale) : null;
}

export async function getSettings({ db, flags }: ClientDeps, session: Session, clientId: string, locale: Locale) {
  const client = await ownClient(db, session, { id: clientId });
  if (!client) return null;
  const [flagSet, brand] = await Promise.all([flags.evaluate({ brandKey: client.brandKey, clientId: client.id, clientSettings: client.settings }), findBrand(db, client.brandKey)]);
  return toSettings(client, flagSet, toBranding(client, brand, locale));
}

/** designed: GET /api/client/True/{clientId}/{buyerId} — the client with its settings ('True': settings included). */
export async function getClientWithSettings(deps: ClientDeps, session: Session, clientId: string, buyerId: string, locale: Locale) {
  if (buyerId !== session.buyer.id) return null;
  const client = await ownClient(deps.db, session, { id: clientId });
  const settings = client ? await getSettings(deps, session, clientId, locale) : null;
  return client && settings ? { ...toClient(client), settings } : null;
}

/** designed: GET generic/punchOutModule/{clientId} — the punch-out set-up of the session's client; 404 when it has none. */
export async function getPunchOutModule({ db, flags }: ClientDeps, session: Session, clientId: string) {
  const client = await ownClient(db, session, { id: clientId });
  if (!client) return null;
  const flagSet = await flags.evaluate({ brandKey: client.brandKey, clientId: client.id, clientSettings: client.settings });
  if (!flagSet.isPunchOutEnable.value) return null;
  const settings = { isPunchOutEnable: true, isUsingInternalCheckout: flagSet.isUsingInternalCheckout.value };
  return { id: client.id, name: client.name, isInternalCheckout: settings.isUsingInternalCheckout, accountType: accountTypeOf(settings) };
}

/** GET /api/navigation/getDefaultPage: the landing page of the session's buyer (home for visitors). */
export const defaultPage = (session: Session | null) => ({ defaultPage: landingPageFor(session ? session.buyer.firstPageType : 2), firstPageType: session?.buyer.firstPageType ?? 2 });

/**
 * GET /api/budgetCalculator/budgetCalculatorModel (spec §3 Budget; amounts in cents): the budget of today as checkout
 * reads it (core's DEFAULT_TIME_ZONE), so the last evening of a month shows the budget its orders are charged to.
 */
export async function budgetModel(db: Database, session: Session, locale: Locale, now = new Date()) {
  const budget = await currentBudget(db, session.client.id, session.buyer.id, toIsoDate(now));
  if (!budget) return { totalBudget: 0, availableBudget: 0, beginDate: null, endDate: null, showBudgetCalculator: false, showTimePeriodDates: false, timePeriodMessage: null };
  return {
    totalBudget: budget.totalBudget,
    availableBudget: budget.availableBudget,
    beginDate: budget.beginDate,
    endDate: budget.endDate,
    showBudgetCalculator: budget.showBudgetCalculator,
    showTimePeriodDates: budget.showTimePeriodDates,
    timePeriodMessage: (locale === 'fr-CA' ? budget.timePeriodMessageFr : budget.timePeriodMessageEn) || null,
  };
}
