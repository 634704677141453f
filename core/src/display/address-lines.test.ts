import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines.ts';

describe('address lines', () => {
  it('keeps a suite on its own line and ends with the municipality, the province code and the postal code (Canada Post)', () => {
    expect(addressLines({ name: 'Head office', line1: '200 Bay Street', line2: 'Suite 1400', city: 'Toronto', province: 'ON', postalCode: 'M5J 2J2' })).toEqual(['Head office', '200 Bay Street', 'Suite 1400', 'Toronto ON\u00a0\u00a0M5J 2J2']);
    expect(addressLines({ name: 'Siège social', line1: '825, boulevard Laurier', line2: null, city: 'Québec', province: 'QC', postalCode: 'G1V 4M6' })).toEqual(['Siège social', '825, boulevard Laurier', 'Québec QC\u00a0\u00a0G1V 4M6']);
  });

  it('never gives an empty line, and every given part is in the lines', () => {
    const part = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(fc.record({ name: part, line1: part, line2: fc.option(part), city: part, province: fc.constantFrom('QC', 'ON', 'NS'), postalCode: fc.constantFrom('G1V 4M6', 'B3J 1H6') }), (address) => {
        const lines = addressLines(address);
        expect(lines.every((line) => line.trim() !== '')).toBe(true);
        for (const given of [address.name, address.line1, address.line2 ?? ''].filter((text) => text.trim() !== '')) expect(lines).toContain(given);
        expect(lines.at(-1)?.endsWith(`${address.province}\u00a0\u00a0${address.postalCode}`)).toBe(true);
      }),
    );
  });
});
