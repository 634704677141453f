import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  QUANTITY_MAX,
  checkAddQuantity,
  checkLineQuantity,
  checkDrawerQuantity,
  checkLeftQuantity,
  checkListQuantities,
  defaultQuantity,
  drawerProblemFromMessages,
  fitQuantity,
  normaliseQuantity,
  parseQuantity,
  quantityBounds,
  quantityChangeKind,
  quantityNotes,
  stepQuantity,
} from './quantity.ts';

const rule = fc.record({
  salesMultiple: fc.option(fc.integer({ min: -2, max: 12_000 })),
  minimumQuantity: fc.option(fc.integer({ min: -2, max: 12_000 })),
});

describe('quantity rules', () => {
  it('spec §9: default minimum 1, step 1, maximum 9999', () => {
    expect(quantityBounds()).toEqual({ step: 1, min: 1, max: 9999 });
    expect(quantityBounds({ salesMultiple: 0, minimumQuantity: -3 })).toEqual({ step: 1, min: 1, max: 9999 });
  });

  it('spec §5: the default quantity comes from the sales multiple and the minimum', () => {
    expect(defaultQuantity({ salesMultiple: 12 })).toBe(12);
    expect(defaultQuantity({ minimumQuantity: 5 })).toBe(5);
    expect(defaultQuantity({ salesMultiple: 12, minimumQuantity: 30 })).toBe(36);
  });

  it('spec §5: bounds replace values outside them; step rounding moves to the next multiple; non-numeric becomes empty', () => {
    expect(normaliseQuantity('0', { salesMultiple: 6 })).toBe(6);
    expect(normaliseQuantity('13', { salesMultiple: 6 })).toBe(18);
    expect(normaliseQuantity('12000', {})).toBe(9999);
    expect(normaliseQuantity('12000', { salesMultiple: 12 })).toBe(9996);
    expect(normaliseQuantity('abc', {})).toBeNull();
    expect(normaliseQuantity('1.5', {})).toBeNull();
    expect(normaliseQuantity(' 1 2 ', {})).toBe(12);
    expect(parseQuantity(Number.NaN)).toBeNull();
    expect(parseQuantity(7.9)).toBe(7);
    expect(parseQuantity(undefined)).toBeNull();
    expect(fitQuantity(5, { salesMultiple: 20_000 })).toBe(5);
  });

  it('spec §5: zero is not available; below minimum, wrong multiple and above maximum name their values', () => {
    const r = { salesMultiple: 12, minimumQuantity: 24 };
    expect(checkAddQuantity(0, r, 'P1')).toEqual({ code: 'quantity.notAvailable', params: {} });
    expect(checkAddQuantity(null, r, 'P1')?.code).toBe('quantity.notAvailable');
    expect(checkAddQuantity(12, r, 'P1')).toEqual({ code: 'quantity.notAddedMinimum', params: { productCode: 'P1', quantity: 24 } });
    expect(checkAddQuantity(30, r, 'P1')).toEqual({ code: 'quantity.notAddedSalesMultiple', params: { productCode: 'P1', salesMultiple: 12 } });
    expect(checkAddQuantity(10_008, r, 'P1')).toEqual({ code: 'quantity.maximum', params: { X: 9999 } });
    expect(checkAddQuantity(36, r, 'P1')).toBeNull();
    expect(checkListQuantities([{ productCode: 'A', quantity: 1, rule: {} }, { productCode: 'B', quantity: 5, rule: r }])).toEqual([
      { index: 1, code: 'quantity.notAddedMinimum', params: { productCode: 'B', quantity: 24 } },
    ]);
  });

  it("a cart line's new quantity follows the add's rules, told as a change not made", () => {
    const r = { salesMultiple: 12, minimumQuantity: 24 };
    expect(checkLineQuantity(12, r, 'P1')).toEqual({ code: 'quantity.notChangedMinimum', params: { productCode: 'P1', quantity: 24 } });
    expect(checkLineQuantity(30, r, 'P1')).toEqual({ code: 'quantity.notChangedSalesMultiple', params: { productCode: 'P1', salesMultiple: 12 } });
    expect(checkLineQuantity(0, r, 'P1')).toEqual({ code: 'quantity.notAvailable', params: {} });
    expect(checkLineQuantity(10_008, r, 'P1')).toEqual({ code: 'quantity.maximum', params: { X: 9999 } });
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -5, max: 10_050 }), { nil: null }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 60 }), (quantity, salesMultiple, minimumQuantity) => {
        const rule = { salesMultiple, minimumQuantity };
        expect(checkLineQuantity(quantity, rule, 'P1') === null).toBe(checkAddQuantity(quantity, rule, 'P1') === null);
      }),
    );
  });

it('spec §5: the drawer does not send a quantity below the minimum, and maps an add-to-cart error to the multiples message', () => {
    expect(checkDrawerQuantity(2, { minimumQuantity: 5 })).toEqual({ code: 'quantity.belowMinimum', params: { X: 5 } });
    expect(checkDrawerQuantity(5, { minimumQuantity: 5 })).toBeNull();
    expect(checkDrawerQuantity(9999, {})).toBeNull();
    expect(checkDrawerQuantity(10000, { minimumQuantity: 5 })).toEqual({ code: 'quantity.maximum', params: { X: 9999 } });
    expect(drawerProblemFromMessages([{ MessageType: 6, MessageStatus: 1 }], { salesMultiple: 4 })).toEqual({ code: 'quantity.salesMultiple', params: { X: 4 } });
    expect(drawerProblemFromMessages([{ MessageType: 6, MessageStatus: 3 }], { salesMultiple: 4 })).toBeNull();
  });

  it('spec §5: leaving an add box below the minimum names the product and its minimum; empty, zero and enough say nothing', () => {
    expect(checkLeftQuantity(1, { minimumQuantity: 3 }, 'P1')).toEqual({ code: 'quantity.minimumOrder', params: { productCode: 'P1', quantity: 3 } });
    expect(checkLeftQuantity(3, { minimumQuantity: 3 }, 'P1')).toBeNull();
    expect(checkLeftQuantity(7, { minimumQuantity: 3, salesMultiple: 6 }, 'P1')).toBeNull();
    expect(checkLeftQuantity(0, { minimumQuantity: 3 }, 'P1')).toBeNull();
    expect(checkLeftQuantity(null, { minimumQuantity: 3 }, 'P1')).toBeNull();
    expect(checkLeftQuantity(1, {}, 'P1')).toBeNull();
  });

  it('spec §5: notes for a multiple above 1 and a minimum above 1; spec §4: +/- and analytics kinds', () => {
    expect(quantityNotes({ salesMultiple: 12, minimumQuantity: 5 }).map((note) => note.key)).toEqual(['quantity.multipleNote', 'quantity.minimumNote']);
    expect(quantityNotes({})).toEqual([]);
    expect(stepQuantity(12, 1, { salesMultiple: 12 })).toBe(24);
    expect(stepQuantity(12, -1, { salesMultiple: 12 })).toBe(12);
    expect(quantityChangeKind(1, 3)).toBe('add');
    expect(quantityChangeKind(3, 1)).toBe('reduce');
    expect(quantityChangeKind(3, 3)).toBeNull();
  });

  it('a normalised quantity is within bounds and a multiple of the sales multiple whenever such a value exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 50_000 }), rule, (input, r) => {
        const { step, min, max } = quantityBounds(r);
        const result = fitQuantity(input, r);
        const multipleExists = Math.floor(max / step) * step >= min;
        return result >= min && result <= max && (!multipleExists || result % step === 0);
      }),
      { numRuns: 500 },
    );
  });

  it('normalising is idempotent and a normalised quantity always passes the add check', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.record({ salesMultiple: fc.integer({ min: 1, max: 100 }), minimumQuantity: fc.integer({ min: 1, max: 500 }) }), (input, r) => {
        const once = fitQuantity(input, r);
        return fitQuantity(once, r) === once && checkAddQuantity(once, r, 'X') === null && once <= QUANTITY_MAX;
      }),
      { numRuns: 300 },
    );
  });
});
