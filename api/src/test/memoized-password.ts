import type * as password from '../platform/password.ts';

type PasswordModule = typeof password;

/**
 * Tests seed 31 demo buyers who share one password; scrypt at OWASP cost takes ~0.3 s and 128 MiB per hash.
 * Hashing each distinct password once per test file keeps the suite fast; verification stays the real one.
 */
export const memoizedPasswordModule = (real: PasswordModule): PasswordModule => {
  const hashes = new Map<string, Promise<string>>();
  return {
    ...real,
    hashPassword: (password: string) => {
      let hash = hashes.get(password);
      if (!hash) hashes.set(password, (hash = real.hashPassword(password)));
      return hash;
    },
  };
};
