import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_AUTH_LIFETIME_MS, hashToken, isWellFormedToken, newToken, signApiAuth, verifyApiAuth } from './session-token.ts';

const secret = 'x'.repeat(40);

describe('session tokens', () => {
  it('are 32 random bytes in base64url, hashed with SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isWellFormedToken(token)).toBe(true);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(newToken()).not.toBe(token);
  });

  it('rejects malformed cookie values before any lookup', () => {
    fc.assert(fc.property(fc.string(), (value) => isWellFormedToken(value) === /^[A-Za-z0-9_-]{43}$/.test(value)), { numRuns: 300 });
  });
});

describe('APIAUTH', () => {
  const sessionId = '6f1c1c0e-2d8e-4f0a-9a55-0b7c1f6b8e11';

  it('verifies for its own session until it expires', () => {
    const now = Date.now();
    const token = signApiAuth(secret, sessionId, now);
    expect(verifyApiAuth(secret, token, sessionId, now)).toBe(true);
    expect(verifyApiAuth(secret, token, sessionId, now + API_AUTH_LIFETIME_MS + 1)).toBe(false);
    expect(verifyApiAuth(secret, token, 'another-session', now)).toBe(false);
    expect(verifyApiAuth('y'.repeat(40), token, sessionId, now)).toBe(false);
  });

  it('rejects any tampered token', () => {
    const token = signApiAuth(secret, sessionId);
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom('A', 'z', '0', '.', '-'), (at, char) => {
        const tampered = token.slice(0, at) + char + token.slice(at + 1);
        return tampered === token || !verifyApiAuth(secret, tampered, sessionId);
      }),
      { numRuns: 300 },
    );
  });
});
