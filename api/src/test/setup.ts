import { useScryptParameters } from '../platform/password.ts';

/** Every api test file: cheap scrypt (platform/password.ts useScryptParameters); the global setup does the same. */
export const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 } as const;
useScryptParameters(TEST_SCRYPT);
