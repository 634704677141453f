import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chargedTiers, isUnderMinimumOrderAmount, minimumOrderShortfall, orderTotals, promotionsApply, resolveUnitPrice, tierPrice } from './pricing.ts';
import { summarizeCart } from '../fees/price-details.ts';

const eligible = { canReceivePromotions: true, isInGroupOrder: false };

describe('pricing', () => {
  it('spec §5: promotions apply only when the client can receive them and not in a group order', () => {
    expect(promotionsApply(eligible)).toBe(true);
    expect(promotionsApply({ canReceivePromotions: true, isInGroupOrder: true })).toBe(false);
    expect(promotionsApply({ canReceivePromotions: false, isInGroupOrder: false })).toBe(false);
    const sources = { listPrice: 1000, promotionPrice: 700 };
    expect(resolveUnitPrice(sources, 1, eligible)).toEqual({ unitPrice: 700, source: 'promotion', saving: 300 });
    expect(resolveUnitPrice(sources, 1, { canReceivePromotions: true, isInGroupOrder: true })).toEqual({ unitPrice: 1000, source: 'list', saving: 0 });
  });

  it('spec §3: contract price applies; tiers by quantity; market price for market-priced items', () => {
    const tiers = [{ minQuantity: 10, price: 900 }, { minQuantity: 50, price: 800 }];
    expect(tierPrice(tiers, 9)).toBeUndefined();
    expect(tierPrice(tiers, 60)).toBe(800);
    expect(resolveUnitPrice({ listPrice: 1000, tiers }, 12, eligible)).toEqual({ unitPrice: 900, source: 'tier', saving: 100 });
    expect(resolveUnitPrice({ listPrice: 1000, tiers, contractPrice: 950, promotionPrice: 500 }, 60, eligible).source).toBe('contract');
    expect(resolveUnitPrice({ listPrice: 1000, isMarketPrice: true, marketPrice: 1200, contractPrice: 950 }, 1, eligible)).toEqual({ unitPrice: 1200, source: 'market', saving: 0 });
  });

  it('spec §3: isUnderMinimumOrderAmount is subTotal below minimumOrderAmount', () => {
    expect(isUnderMinimumOrderAmount(4999, 5000)).toBe(true);
    expect(isUnderMinimumOrderAmount(5000, 5000)).toBe(false);
    expect(isUnderMinimumOrderAmount(0, null)).toBe(false);
  });

  it('the minimum order shortfall is what brings the subtotal exactly to the minimum, and nothing when not under it', () => {
    expect(minimumOrderShortfall(999, 7500)).toBe(6501);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.option(fc.integer({ min: 0, max: 10_000_000 })), (subTotal, minimum) => {
        const shortfall = minimumOrderShortfall(subTotal, minimum);
        expect(shortfall > 0).toBe(isUnderMinimumOrderAmount(subTotal, minimum));
        if (shortfall > 0) expect(subTotal + shortfall).toBe(minimum);
        if (shortfall > 0) expect(isUnderMinimumOrderAmount(subTotal + shortfall, minimum)).toBe(false);
      }),
    );
  });

  it('spec §3: order totals add the ship-to taxes to the cart total', () => {
    const { priceDetails } = summarizeCart({ lines: [{ unitSellPrice: 10000, quantity: 1, isContract: false }] });
    expect(orderTotals(priceDetails, 'ON', '2025-06-01')).toMatchObject({ hSTTaxTotal: 1300, taxesTotal: 1300, orderTotal: 11300 });
  });

  it('without a contract or market price, the price never exceeds the list price and the saving is list minus price', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100_000 }),
        fc.array(fc.record({ minQuantity: fc.integer({ min: 1, max: 500 }), price: fc.nat({ max: 100_000 }) }), { maxLength: 4 }),
        fc.option(fc.nat({ max: 100_000 })),
        fc.integer({ min: 1, max: 9999 }),
        fc.boolean(),
        fc.boolean(),
        (listPrice, tiers, promotionPrice, quantity, canReceivePromotions, isInGroupOrder) => {
          const result = resolveUnitPrice({ listPrice, tiers, promotionPrice }, quantity, { canReceivePromotions, isInGroupOrder });
          const promoUsed = result.source === 'promotion';
          return result.unitPrice <= listPrice && result.saving === listPrice - result.unitPrice && (!promoUsed || (canReceivePromotions && !isInGroupOrder));
        },
      ),
      { numRuns: 300 },
    );
  });

  describe('the volume tiers shown (chargedTiers)', () => {
    const tiers = [{ minQuantity: 1, price: 1299 }, { minQuantity: 2, price: 1234 }, { minQuantity: 10, price: 1169 }];

    it('lists every tier of a list-priced product, none beside a contract or market price, and only those below a promotion', () => {
      expect(chargedTiers({ listPrice: 1299, tiers }, eligible)).toEqual(tiers);
      expect(chargedTiers({ listPrice: 1299, tiers, contractPrice: 1114 }, eligible)).toEqual([]);
      expect(chargedTiers({ listPrice: 1299, tiers, isMarketPrice: true, marketPrice: 1400 }, eligible)).toEqual([]);
      expect(chargedTiers({ listPrice: 1299, tiers, promotionPrice: 1200 }, eligible)).toEqual([{ minQuantity: 10, price: 1169 }]);
      expect(chargedTiers({ listPrice: 1299, tiers, promotionPrice: 999 }, eligible)).toEqual([]);
      // A promotion that does not apply (a group order) leaves the tiers as they are.
      expect(chargedTiers({ listPrice: 1299, tiers, promotionPrice: 999 }, { canReceivePromotions: true, isInGroupOrder: true })).toEqual(tiers);
    });

    it('property: each tier shown is the price charged at its quantity, and a tier charged at its quantity is shown', () => {
      fc.assert(
        fc.property(
          fc.nat({ max: 100_000 }),
          fc.uniqueArray(fc.record({ minQuantity: fc.integer({ min: 1, max: 500 }), price: fc.nat({ max: 100_000 }) }), { maxLength: 4, selector: (tier) => tier.minQuantity }),
          fc.option(fc.nat({ max: 100_000 })),
          fc.option(fc.nat({ max: 100_000 })),
          fc.boolean(),
          (listPrice, generated, promotionPrice, contractPrice, canReceivePromotions) => {
            const sources = { listPrice, tiers: generated, promotionPrice, contractPrice };
            const eligibility = { canReceivePromotions, isInGroupOrder: false };
            const shown = chargedTiers(sources, eligibility);
            for (const tier of generated) {
              const charged = resolveUnitPrice(sources, tier.minQuantity, eligibility);
              const isCharged = (charged.source === 'tier' || charged.source === 'list') && charged.unitPrice === tier.price;
              expect(shown.includes(tier)).toBe(isCharged);
            }
            if (contractPrice !== null) expect(shown).toEqual([]);
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
