import { mockFetchFromRecordings, recordedExchange, recordedResponse } from '@comptoir/fixtures';
import { describe, expect, it } from 'vitest';

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
    expect(() => recordedResponse('cart.addtocart', 'no-such-variant')).toThrow(/No recorded exchange cart.addtocart#no-such-variant/);
  });
});
