import { describe, expect, it } from 'vitest';
import { productCodeKey } from './product-code.ts';

describe('productCodeKey', () => {
  it('keeps the letters and digits of a code, upper-cased, however it is typed or stored', () => {
    for (const code of ['P-225E15E4', 'p225e15e4', 'P 225E15E4', 'p-225-e15e4']) expect(productCodeKey(code)).toBe('P225E15E4');
    expect(productCodeKey('CF 410A')).toBe('CF410A');
    expect(productCodeKey('hp/64.xl_')).toBe('HP64XL');
  });

  it('drops letters outside A-Z rather than guess at them, as the database does', () => {
    expect(productCodeKey('Café-2')).toBe('CAF2');
    expect(productCodeKey('ß1')).toBe('1');
  });
});
