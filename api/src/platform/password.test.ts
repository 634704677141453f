import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCRYPT } from '../test/setup.ts';
import { OWASP_SCRYPT, hashPassword, needsRehash, useScryptParameters, verifyPassword } from './password.ts';

describe('password hashing (scrypt, OWASP parameters)', () => {
  // The other api tests hash cheaply (test/setup.ts); these check what the api uses.
  beforeAll(() => useScryptParameters(OWASP_SCRYPT));
  afterAll(() => useScryptParameters(TEST_SCRYPT));

  it('verifies the right password only, with a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('Comptoir!2026'), hashPassword('Comptoir!2026')]);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Comptoir!2026', first)).toBe(true);
    expect(await verifyPassword('comptoir!2026', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('treats malformed hashes as a wrong password', async () => {
    for (const stored of ['', 'scrypt$1$2', 'bcrypt$131072$8$1$c2FsdA==$a2V5', 'scrypt$x$8$1$c2FsdA==$a2V5', 'scrypt$1024$8$1$$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('asks for a rehash when the parameters are weaker than today', async () => {
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$a2V5')).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });
});
