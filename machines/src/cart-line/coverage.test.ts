import { describe, expect, it } from 'vitest';
import { combinedCoverage, graphCoverage } from '../testing/graph-coverage.ts';
import { cartLineMachine, type CartLineInput } from './machine.ts';

const line: CartLineInput = { orderProductId: 7, productCode: 'ABC123', quantity: 12, rule: { salesMultiple: 6 }, mode: 'approval' };
const events = [
  { type: 'cartLine.quantityChanged', quantity: 18 },
  { type: 'cartLine.quantityChanged', quantity: 12 },
  { type: 'cartLine.quantityChanged', quantity: 5 },
  { type: 'cartLine.lineNoteSaved', note: 'Blue only' },
  { type: 'cartLine.lineNoteLeft', note: 'Dock B' },
  { type: 'cartLine.lineNoteLeft', note: '' },
  { type: 'cartLine.refreshed', quantity: 24, rule: { salesMultiple: 6 }, lineNote: 'Blue only' },
  { type: 'cartLine.removeRequested' },
  { type: 'cartLine.deleteRequested' },
  { type: 'cartLine.approveRequested' },
  { type: 'cartLine.rejectRequested' },
  { type: 'cart.cleared' },
  { type: 'xstate.done.actor.updateLineQuantity' },
  { type: 'xstate.error.actor.updateLineQuantity', error: new Error('503') },
  { type: 'xstate.done.actor.saveLineNote' },
  { type: 'xstate.error.actor.saveLineNote', error: new Error('503') },
  { type: 'xstate.done.actor.removeLine' },
  { type: 'xstate.error.actor.removeLine', error: new Error('503') },
  { type: 'xstate.done.actor.deleteOrderLine' },
  { type: 'xstate.error.actor.deleteOrderLine', error: new Error('503') },
  { type: 'xstate.done.actor.decideLine' },
  { type: 'xstate.error.actor.decideLine', error: new Error('503') },
];
const serializeState = (snapshot: { value: unknown; context: { quantity: number; problem: unknown; decision: unknown } }) =>
  JSON.stringify([snapshot.value, snapshot.context.quantity > 12, snapshot.context.problem !== null, snapshot.context.decision]);

describe('cartLine graph coverage', () => {
  it('spec §4, §5: generated paths reach every state and every transition (approval and cart lines)', () => {
    const approval = graphCoverage(cartLineMachine, { input: line, events, serializeState });
    const cart = graphCoverage(cartLineMachine, { input: { ...line, mode: 'cart' }, events, serializeState });
    // Removal is for cart lines, decisions and deletion for approval lines: together they cover everything.
    expect(combinedCoverage([approval, cart])).toEqual({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
  });
});
