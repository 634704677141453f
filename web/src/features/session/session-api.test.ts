import { formatMessage, messages } from '@comptoir/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../i18n/i18n.ts';
import { authenticate } from './session-api.ts';

// The storefront's catalogue, as main.tsx starts it.
createI18n('en-CA', messages['en-CA']);

afterEach(() => vi.unstubAllGlobals());

const refusedWith = (Type: string, PrimaryMessage: string) =>
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ isSuccess: false, Messages: [{ MessageStatus: 1, MessageType: 4, PrimaryMessage, SecondaryMessages: [], Type }], buyerId: null, sessionId: null, messages: [{ primaryMessage: PrimaryMessage }] }, { status: 401 })));

describe('authenticate', () => {
  it('a refusal the catalogue says without values comes back as its code, so the sign-in page says it again after a switch of language', async () => {
    refusedWith('auth.couldNotAuthenticate', formatMessage('en-CA', 'auth.couldNotAuthenticate'));
    expect(await authenticate({ logonName: 'buyer-on', password: 'wrong' })).toMatchObject({ buyer: null, refusal: 'auth.couldNotAuthenticate' });
  });

  it('spec §8: otherwise the server’s primary message, as written', async () => {
    refusedWith('auth.signInSlowed', 'Wait 30 seconds.');
    expect(await authenticate({ logonName: 'buyer-on', password: 'wrong' })).toMatchObject({ buyer: null, primaryMessage: 'Wait 30 seconds.' });
  });
});
