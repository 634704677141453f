import { describe, expect, it } from 'vitest';
import { addedProductsOf } from './use-add-to-cart.ts';

describe('addedProductsOf', () => {
  it('gives the drawer the quantities this add asked for, of the products the answer added (its lines hold the cart totals)', () => {
    const requested = [
      { productCode: 'PEN-12', quantity: 2, rule: {} },
      { productCode: 'PAPER-5', quantity: 5, rule: {} },
      { productCode: 'PEN-12', quantity: 1, rule: {} },
    ];
    // PAPER-5 was refused: the answer lists only the pens, whose cart line now holds 22.
    const answer = { AddedProducts: [{ ProductCode: 'PEN-12', Quantity: 22 }] };
    expect(addedProductsOf(requested, answer)).toEqual([{ productCode: 'PEN-12', quantity: 3 }]);
  });
});
