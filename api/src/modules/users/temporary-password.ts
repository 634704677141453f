import { randomInt } from 'node:crypto';

// No look-alikes (0/O, 1/l/I), so an admin can read it out to the user.
const lower = 'abcdefghijkmnpqrstuvwxyz';
const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const digits = '23456789';
const symbols = '!#$%*+-=?@';
const all = lower + upper + digits + symbols;
const pick = (from: string) => from[randomInt(from.length)] as string;

/**
 * A temporary password of 16 characters holding every kind of character, so it passes the strict password
 * rule too (flag strictPassword); drawn from the system's CSPRNG.
 */
export const temporaryPassword = (length = 16): string => {
  const chars = [pick(lower), pick(upper), pick(digits), pick(symbols), ...Array.from({ length: length - 4 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
};
