import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { MessageStatus, MessageType } from '@comptoir/core';
import { addedToCartDrawerMachine, type DrawerInput, type DrawerUpdateAnswer, type RecommendedProduct } from './machine.ts';
import { addedPaperThenPens, addedUnknown, paper, pens, recommendationAdded } from './fixtures.ts';

const ok: DrawerUpdateAnswer = { isSuccess: true, Messages: [] };
const input: DrawerInput = { loggedIn: true, recommendationsEnabled: true, mergeMode: true };

const start = (options: { input?: DrawerInput; answer?: () => Promise<DrawerUpdateAnswer>; recommendations?: () => Promise<RecommendedProduct[]> } = {}) => {
  const calls: string[] = [];
  const spies = {
    trackQuantityChanges: vi.fn((_: unknown, params: unknown) => calls.push(`track ${JSON.stringify(params)}`)),
    navigateToCart: vi.fn(() => calls.push('navigate')),
    logUpdateFailure: vi.fn(),
  };
  const updates: unknown[] = [];
  const clock = new SimulatedClock();
  const machine = addedToCartDrawerMachine.provide({
    actions: spies,
    actors: {
      updateDrawerQuantity: fromPromise(async ({ input: request }) => {
        updates.push(request);
        return (options.answer ?? (async () => ok))();
      }),
      fetchRecommendations: fromPromise(options.recommendations ?? (async () => [{ productCode: 'TONER' }])),
    },
  });
  const actor = createActor(machine, { input: options.input ?? input, clock }).start();
  return { actor, spies, calls, updates, clock };
};

describe('addedToCartDrawer machine', () => {
  it('spec §4: stays closed when no added product is found in the cart', () => {
    const { actor } = start();
    actor.send(addedUnknown);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('spec §4: in the merge modes products are listed in the order added; otherwise in cart order', () => {
    const merged = start();
    merged.actor.send(addedPaperThenPens);
    expect(merged.actor.getSnapshot().context.products.map((product) => product.productCode)).toEqual(['PAPER-5', 'PEN-12']);
    const unmerged = start({ input: { ...input, mergeMode: false } });
    unmerged.actor.send(addedPaperThenPens);
    expect(unmerged.actor.getSnapshot().context.products.map((product) => product.productCode)).toEqual(['PEN-12', 'PAPER-5']);
  });

  it('spec §2.1: counts what was just added, not the lines\' totals in the cart (2 pens added to a line of 22 is 2)', () => {
    const { actor } = start();
    actor.send({ type: 'cart.itemsAdded', added: [{ productCode: 'PEN-12', quantity: 2 }, { productCode: 'NOT-IN-CART', quantity: 7 }], cartProducts: [{ ...pens, quantity: 22 }, paper] });
    expect(actor.getSnapshot().context.addedQuantity).toBe(2);
    actor.send({ type: 'drawer.quantityChanged', orderProductId: 1, quantity: 24 });
    expect(actor.getSnapshot().context.addedQuantity).toBe(2);
  });

  it('spec §5: a quantity below the minimum is not sent and shows the minimum message', () => {
    const { actor, updates } = start();
    actor.send(addedPaperThenPens);
    actor.send({ type: 'drawer.quantityChanged', orderProductId: 2, quantity: 3 });
    expect(updates).toEqual([]);
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'quantity.belowMinimum', params: { X: 5 } });
  });

  it('spec §4: quantity changes are recorded and flushed to analytics once on Continue Shopping', async () => {
    const { actor, spies, updates } = start();
    actor.send(addedPaperThenPens);
    actor.send({ type: 'drawer.quantityChanged', orderProductId: 1, quantity: 24 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { quantity: 'idle' } }));
    actor.send({ type: 'drawer.quantityChanged', orderProductId: 2, quantity: 10 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { quantity: 'idle' } }));
    expect(updates).toEqual([{ orderProductId: 1, productCode: 'PEN-12', quantity: 24 }, { orderProductId: 2, productCode: 'PAPER-5', quantity: 10 }]);
    actor.send({ type: 'drawer.continueShoppingClicked' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(spies.trackQuantityChanges).toHaveBeenCalledTimes(1);
    expect(spies.trackQuantityChanges.mock.calls[0]?.[1]).toMatchObject({
      changes: [{ productCode: 'PEN-12', previous: 12, next: 24, kind: 'add' }, { productCode: 'PAPER-5', previous: 5, next: 10, kind: 'add' }],
    });
    actor.send(addedPaperThenPens);
    actor.send({ type: 'drawer.outsideClicked' });
    expect(spies.trackQuantityChanges).toHaveBeenCalledTimes(1);
  });

  it('spec §2.1: View Cart goes to the cart page, then closes', async () => {
    const { actor, calls } = start();
    actor.send(addedPaperThenPens);
    actor.send({ type: 'drawer.quantityChanged', orderProductId: 2, quantity: 6 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { quantity: 'idle' } }));
    actor.send({ type: 'drawer.viewCartClicked' });
    expect(calls[0]).toBe('navigate');
    expect(calls[1]).toMatch(/^track /);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('spec §5: an add-to-cart error in the answer shows the multiples message and the change is dropped', async () => {
    const answer = async (): Promise<DrawerUpdateAnswer> => ({ isSuccess: true, Messages: [{ MessageType: MessageType.addToCart, MessageStatus: MessageStatus.error, PrimaryMessage: 'x' }] });
    const { actor, spies } = start({ answer });
    actor.send(addedPaperThenPens);
    actor.send({ type: 'drawer.quantityChanged', orderProductId: 1, quantity: 30 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { quantity: 'idle' } }));
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'quantity.salesMultiple', params: { X: 12 } });
    expect(actor.getSnapshot().context.products.find((product) => product.orderProductId === 1)?.quantity).toBe(12);
    actor.send({ type: 'drawer.outsideClicked' });
    expect(spies.trackQuantityChanges).not.toHaveBeenCalled();
  });

  it('spec §8: other update failures are logged only, with no message to the shopper', async () => {
    const { actor, spies } = start({ answer: () => Promise.reject(new Error('503')) });
    actor.send(addedPaperThenPens);
    actor.send({ type: 'drawer.quantityChanged', orderProductId: 2, quantity: 8 });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { quantity: 'idle' } }));
    expect(spies.logUpdateFailure).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(actor.getSnapshot().context.changes).toEqual([]);
  });

  it("spec §2.1, §6: 'Our experts suggest' goes pending then resolved, only when logged in and enabled", async () => {
    const { actor } = start();
    actor.send(addedPaperThenPens);
    expect(actor.getSnapshot().matches({ open: { recommendations: 'pending' } })).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { recommendations: 'resolved' } }));
    expect(actor.getSnapshot().context.recommendations).toEqual([{ productCode: 'TONER' }]);
    for (const hidden of [{ ...input, loggedIn: false }, { ...input, recommendationsEnabled: false }]) {
      const other = start({ input: hidden });
      other.actor.send(addedPaperThenPens);
      expect(other.actor.getSnapshot().matches({ open: { recommendations: 'hidden' } })).toBe(true);
    }
  });

  it('spec §8: a recommendations failure resolves to an empty result', async () => {
    const { actor } = start({ recommendations: () => Promise.reject(new Error('down')) });
    actor.send(addedPaperThenPens);
    await waitFor(actor, (snapshot) => snapshot.matches({ open: { recommendations: 'resolved' } }));
    expect(actor.getSnapshot().context.recommendations).toEqual([]);
  });

  it('spec §4, §9: after a recommendation is added its pop-up reopens 300 ms later', () => {
    const { actor, clock } = start();
    actor.send(addedPaperThenPens);
    actor.send(recommendationAdded);
    expect(actor.getSnapshot().value).toBe('reopening');
    clock.increment(299);
    expect(actor.getSnapshot().value).toBe('reopening');
    clock.increment(1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(actor.getSnapshot().context.products.map((product) => product.productCode)).toEqual(['STAPLER']);
  });
});
