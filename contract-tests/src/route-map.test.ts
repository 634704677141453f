import { loadRecordedExchanges } from '@comptoir/fixtures';
import { describe, expect, it } from 'vitest';
import { isMapped, mappedCalls, serviceBases, specCalls } from './calls/index.ts';
import { exchangeDefinitions, exchangeRef } from './exchanges/index.ts';
import { registeredRoutes } from './runner/registered-routes.ts';

const routes = registeredRoutes();

/** Calls with no error answer to record, or whose path is not recorded yet, each with its reason. */
const withoutRecordedPath: Readonly<Record<string, string>> = {
  'navigation.getDefaultPage': 'no error path: answers every request, signed in or not (home for anonymous)',
  featureFlags: 'no error path: answers every request, signed in or not (global flags for anonymous)',
  'cart.cartDetails': "no error path: answers every request, a buyer's cart or a guest's (empty without the GuestCartId cookie)",
  'search.printerModels': 'no error path: takes no input and answers every request, signed in or not',
};
const recordings = loadRecordedExchanges();

describe('the table of spec §7 calls', () => {
  it('names each call once', () => {
    const ids = specCalls.map((call) => call.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(specCalls.map((call) => [call.id, call] as const))('%s is mapped to a route or out of scope with a reason', (_id, call) => {
    if (isMapped(call)) expect(call.route.split(' ')[1]?.startsWith(`${serviceBases[call.service]}/`), `${call.route} lies under ${serviceBases[call.service]}`).toBe(true);
    else expect(call.outOfScope.trim().length, 'a reason').toBeGreaterThan(10);
  });

  it.each(mappedCalls.map((call) => [call.id, call.route] as const))('%s: the app registers %s', (_id, route) => {
    expect(routes.has(route), `${route} is mapped but the app does not register it`).toBe(true);
  });
});

describe('recorded exchanges', () => {
  it.each(mappedCalls.filter((call) => !(call.id in withoutRecordedPath)).map((call) => [call.id] as const))('%s has a recorded success and a recorded error', (id) => {
    const statuses = recordings.get(id)?.exchanges.map((exchange) => exchange.response.status) ?? [];
    expect(statuses.some((status) => status < 300), `${id}: no success recorded`).toBe(true);
    expect(statuses.some((status) => status >= 400), `${id}: no error recorded`).toBe(true);
  });

  it.each(mappedCalls.map((call) => [call.id] as const))('%s is recorded in both languages where its answers carry texts', (id) => {
    const withTexts = (recordings.get(id)?.exchanges ?? []).filter((exchange) => JSON.stringify(exchange.response.body).includes('"PrimaryMessage"'));
    if (withTexts.length === 0) return;
    const languages = new Set(withTexts.map((exchange) => exchange.request.headers['Accept-Language']));
    expect([...languages].sort(), `${id}: message texts recorded in ${[...languages].join(', ')}`).toEqual(['en-CA', 'fr-CA']);
  });

  it('holds exactly the exchanges the definitions produce (re-record after changing them)', () => {
    const recorded = [...recordings.values()].flatMap((call) => call.exchanges.map((exchange) => `${call.call}#${exchange.variant}`)).sort();
    expect(recorded).toEqual(exchangeDefinitions.map(exchangeRef).sort());
  });
});
