import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { MessageStatus, MessageType } from '@comptoir/core';
import { combinedCoverage, graphCoverage } from '../testing/graph-coverage.ts';
import { addedToCartDrawerMachine, type DrawerContext } from './machine.ts';
import { addedPaperThenPens, addedUnknown, recommendationAdded } from './fixtures.ts';

const done = (output: unknown) => ({ type: 'xstate.done.actor.updateDrawerQuantity', output });
const events = [
  addedPaperThenPens,
  addedUnknown,
  recommendationAdded,
  { ...recommendationAdded, added: [{ productCode: 'NOT-IN-CART', quantity: 1 }] },
  { type: 'drawer.quantityChanged', orderProductId: 1, quantity: 24 },
  { type: 'drawer.quantityChanged', orderProductId: 1, quantity: 12 },
  { type: 'drawer.quantityChanged', orderProductId: 2, quantity: 3 },
  { type: 'drawer.quantityChanged', orderProductId: 99, quantity: 3 },
  done({ isSuccess: true, Messages: [] }),
  done({ isSuccess: true, Messages: [{ MessageType: MessageType.addToCart, MessageStatus: MessageStatus.error, PrimaryMessage: 'x' }] }),
  done({ isSuccess: false, Messages: [] }),
  { type: 'xstate.error.actor.updateDrawerQuantity', error: new Error('503') },
  { type: 'xstate.done.actor.fetchRecommendations', output: [{ productCode: 'TONER' }] },
  { type: 'xstate.error.actor.fetchRecommendations', error: new Error('down') },
  { type: 'drawer.continueShoppingClicked' },
  { type: 'drawer.viewCartClicked' },
  { type: 'drawer.outsideClicked' },
];

/** What tells drawer snapshots apart for coverage: which products at which quantities, and whether changes and messages are pending. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as DrawerContext;
  return JSON.stringify([
    snapshot.value,
    context.products.map((product) => `${product.productCode}:${product.quantity}`),
    Math.min(context.changes.length, 2),
    context.inFlight !== null,
    context.problem?.code ?? null,
    context.recommendations.length,
  ]);
};

describe('addedToCartDrawer graph coverage', () => {
  it('spec §2.1, §4, §5: generated paths reach every state and every transition (with and without recommendations)', () => {
    const reports = [true, false].map((loggedIn) =>
      graphCoverage(addedToCartDrawerMachine, { input: { loggedIn, recommendationsEnabled: true, mergeMode: true }, events, serializeState }),
    );
    expect(combinedCoverage(reports)).toEqual({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
  });
});
