import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
export const OWASP_SCRYPT: ScryptParameters = { N: 2 ** 17, r: 8, p: 1 };
let PARAMETERS = OWASP_SCRYPT;

/**
 * Tests only (api/src/test/setup.ts): the api's tests sign in thousands of times, and at OWASP's cost each check
 * is 0.3 s of CPU. They hash and verify with cheaper parameters through the same code; password.test.ts checks OWASP's.
 */
export const useScryptParameters = (parameters: ScryptParameters): void => {
  PARAMETERS = parameters;
};
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const PREFIX = 'scrypt';

/** scrypt needs 128·N·r bytes (128 MiB here); Node's default limit is 32 MiB. */
const maxmemFor = (N: number, r: number) => 128 * N * r + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$<salt b64>$<key b64>`: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = PARAMETERS;
  const key = await derive(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) });
  return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for a malformed hash; never throws on user input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  const actual = await derive(password, salt, expected.length, { N, r, p, maxmem: maxmemFor(N, r) });
  return timingSafeEqual(actual, expected);
}

/** True when a hash was made with weaker parameters than today's: rehash at the next successful login. */
export function needsRehash(stored: string): boolean {
  const [prefix, N, r, p] = stored.split('$');
  return prefix !== PREFIX || Number(N) < PARAMETERS.N || Number(r) !== PARAMETERS.r || Number(p) !== PARAMETERS.p;
}
