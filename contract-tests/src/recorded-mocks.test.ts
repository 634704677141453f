import { loadRecordedExchanges, materialise, mockFetchFromRecordings, recordedExchange, recordedResponse } from '@comptoir/fixtures';
import { describe, expect, it } from 'vitest';
import { callById, isMapped } from './calls/index.ts';
import { knownMismatches } from './known-mismatches.ts';
import { checkContract, type OpenApiDocument } from './runner/contract-check.ts';
import { appWithoutDatabase } from './runner/registered-routes.ts';

const app = appWithoutDatabase();
const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
const recorded = [...loadRecordedExchanges().values()].flatMap((call) => call.exchanges.map((exchange) => [`${call.call}#${exchange.variant}`, call.call, exchange] as const));

describe('recorded exchanges as mocks (the web side)', () => {
  it('answers a recorded response with its status, headers and body', async () => {
    const response = recordedResponse('cart.addtocart', 'wrong-multiple-fr');
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = (await response.json()) as { Messages: Array<{ PrimaryMessage: string }> };
    expect(body.Messages[0]?.PrimaryMessage).toBe(recordedExchange('cart.addtocart', 'wrong-multiple-fr').response.body && (recordedExchange('cart.addtocart', 'wrong-multiple-fr').response.body as typeof body).Messages[0]?.PrimaryMessage);
  });

  it('matches requests by method and path, placeholders standing for any segment', async () => {
    const fetch = mockFetchFromRecordings([['buyers.session', 'success'], ['cart.cartDetails', 'one-line-en']]);
    const { request } = recordedExchange('buyers.session', 'success');
    const path = request.path.replace('<session:buyer-on>', 'a-real-session-id');
    expect((await fetch(`http://localhost${path}`)).status).toBe(200);
    expect((await fetch('/api/cart/cartDetails')).status).toBe(200);
    await expect(fetch('/api/cart/cartDetails', { method: 'POST' })).rejects.toThrow(/No recorded exchange for POST/);
  });

  it('fails loudly on an exchange that was never recorded', () => {
    expect(() => recordedExchange('cart.addtocart', 'no-such-variant')).toThrow(/No recorded exchange cart.addtocart#no-such-variant/);
  });

  it('gives real values for the placeholders: a date, a uuid, a number', async () => {
    expect(materialise({ at: '<date>', id: '<uuid:2>', timing: '<timing>', text: 'on <date>' })).toEqual({ at: '2026-03-02', id: '00000000-0000-4000-8000-000000000002', timing: 0, text: 'on 2026-03-02' });
    const order = (await recordedResponse('orders.buyerOrders', 'success-en').json()) as Array<{ SubmittedDate: string }>;
    expect(order[0]?.SubmittedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("keeps a recorded text that names an object's machinery ('constructor', 'toString', '__proto__') as the text", () => {
    expect(materialise({ q: 'constructor', words: ['toString', '__proto__', 'valueOf', 'hasOwnProperty'] })).toEqual({ q: 'constructor', words: ['toString', '__proto__', 'valueOf', 'hasOwnProperty'] });
  });

  // What a web test is handed must fit the contract too, not only what the api answered.
  it.each(recorded.filter(([ref]) => !(ref in knownMismatches)))('%s, as a web mock answers it, fits the core schema the OpenAPI document names', (_ref, callId, exchange) => {
    const call = callById(callId);
    if (!isMapped(call)) throw new Error(`${callId} is recorded but out of scope`);
    const verdict = checkContract(document, call.route, exchange.response.status, materialise(exchange.response.body));
    expect(verdict.ok ? 'fits' : verdict.reason).toBe('fits');
  });
});
