import { formatMessage, type Locale } from '@comptoir/core';
import { beforeAll, expect, it } from 'vitest';
import { describeEachWorld } from '../db/test-db.ts';
import { seedWorld, signIn, TEST_ORIGIN, type World } from '../test/test-app.ts';
import { DEFAULT_BODY_LIMIT } from './body-limit.ts';

describeEachWorld('the body limit answers in the signed-in buyer’s language', (testDb) => {
  let world: World;
  beforeAll(async () => {
    world = await seedWorld(testDb());
  });

  const tooLarge = JSON.stringify({ LineNote: 'x'.repeat(DEFAULT_BODY_LIMIT) });
  /** A body over the limit, declared by its Content-Length (refused from the header) or not (counted as it is read). */
  const send = (headers: Record<string, string>, declared: boolean) =>
    world.app.request('/api/cart/saveLineNote/1', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...(declared ? { 'Content-Length': String(Buffer.byteLength(tooLarge)) } : {}), ...headers },
      body: tooLarge,
    });
  const refusal = async (response: Response) => ({ status: response.status, text: ((await response.json()) as { Messages: Array<{ PrimaryMessage: string }> }).Messages[0]?.PrimaryMessage });
  const expected = (locale: Locale) => ({ status: 413, text: formatMessage(locale, 'errors.payloadTooLarge') });
  /** The session cookie alone: no language cookie, and no Accept-Language. */
  const sessionOnly = async (logonName: string) => ({ Cookie: (await signIn(world.app, logonName)).cookie.split('; ').filter((pair) => !pair.startsWith('Language=')).join('; ') });

  it('a French buyer whose request names no language gets the 413 in French, declared or counted', async () => {
    const headers = await sessionOnly('buyer-qc');
    for (const declared of [true, false]) expect(await refusal(await send(headers, declared)), `declared: ${declared}`).toEqual(expected('fr-CA'));
  });

  it('the language the request names still comes first, and without a live session the 413 is English', async () => {
    const french = await sessionOnly('buyer-qc');
    expect(await refusal(await send({ ...french, 'Accept-Language': 'en-CA' }, true))).toEqual(expected('en-CA'));
    expect(await refusal(await send(await sessionOnly('buyer-on'), true))).toEqual(expected('en-CA'));
    expect(await refusal(await send({ Cookie: `SessionId=${'a'.repeat(43)}` }, true))).toEqual(expected('en-CA'));
    expect(await refusal(await send({}, true))).toEqual(expected('en-CA'));
  });
});
