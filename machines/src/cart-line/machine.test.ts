import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartLineMachine, type CartLineInput, type LineRequest } from './machine.ts';

const line: CartLineInput = { orderProductId: 7, productCode: 'ABC123', quantity: 12, rule: { salesMultiple: 6, minimumQuantity: 6 }, mode: 'cart' };

const start = (input: CartLineInput = line, fail = false) => {
  const trackLineAction = vi.fn();
  const reportFailure = vi.fn();
  const refreshCart = vi.fn();
  const calls: unknown[] = [];
  const call = <TInput,>() =>
    fromPromise<void, TInput>(async ({ input: request }) => {
      calls.push(request);
      if (fail) throw new Error('503');
    });
  const machine = cartLineMachine.provide({
    actions: { trackLineAction: (_, params) => trackLineAction(params), reportFailure, refreshCart },
    actors: {
      updateLineQuantity: call<LineRequest & { quantity: number }>(),
      saveLineNote: call<LineRequest & { lineNote: string }>(),
      removeLine: call<LineRequest>(),
      deleteOrderLine: call<LineRequest>(),
      decideLine: call<LineRequest & { decision: 'approve' | 'reject' }>(),
    },
  });
  return { actor: createActor(machine, { input }).start(), trackLineAction, reportFailure, refreshCart, calls };
};

describe('cartLine machine', () => {
  it('spec §4: a higher quantity counts as an add for analytics', async () => {
    const { actor, trackLineAction, calls } = start();
    actor.send({ type: 'cartLine.quantityChanged', quantity: '18' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(calls).toEqual([{ orderProductId: 7, quantity: 18 }]);
    expect(trackLineAction).toHaveBeenCalledWith({ kind: 'add', productCode: 'ABC123', orderProductId: 7, quantityDelta: 6 });
    expect(actor.getSnapshot().context.quantity).toBe(18);
  });

  it('spec §4: a lower quantity counts as a reduce', async () => {
    const { actor, trackLineAction } = start();
    actor.send({ type: 'cartLine.quantityChanged', quantity: 6 });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(trackLineAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'reduce', quantityDelta: -6 }));
  });

  it('spec §5: core validation outcomes block the update (not a multiple, below minimum, not available)', () => {
    const { actor, calls } = start();
    actor.send({ type: 'cartLine.quantityChanged', quantity: 8 });
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'quantity.notChangedSalesMultiple', params: { productCode: 'ABC123', salesMultiple: 6 } });
    actor.send({ type: 'cartLine.quantityChanged', quantity: 0 });
    expect(actor.getSnapshot().context.problem?.code).toBe('quantity.notAvailable');
    actor.send({ type: 'cartLine.quantityChanged', quantity: 'abc' });
    expect(actor.getSnapshot().context.problem?.code).toBe('quantity.notAvailable');
    const minimum = start({ ...line, rule: { minimumQuantity: 10 } });
    minimum.actor.send({ type: 'cartLine.quantityChanged', quantity: 4 });
    expect(minimum.actor.getSnapshot().context.problem).toEqual({ code: 'quantity.notChangedMinimum', params: { productCode: 'ABC123', quantity: 10 } });
    expect([...calls, ...minimum.calls]).toEqual([]);
  });

  it('spec §4: remove and clear cart end the line; remove is a cart action only', async () => {
    const { actor, trackLineAction } = start();
    actor.send({ type: 'cartLine.approveRequested' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'cartLine.removeRequested' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(trackLineAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'remove', quantityDelta: -12 }));
    const cleared = start();
    cleared.actor.send({ type: 'cart.cleared' });
    expect(cleared.actor.getSnapshot().status).toBe('done');
    expect(cleared.trackLineAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'clearCart' }));
  });

  it('spec §4: in approval, lines are approved, rejected, deleted and updated', async () => {
    const { actor, trackLineAction } = start({ ...line, mode: 'approval' });
    actor.send({ type: 'cartLine.approveRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('approved'));
    actor.send({ type: 'cartLine.rejectRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('rejected'));
    expect(trackLineAction.mock.calls.map(([params]) => params.kind)).toEqual(['approve', 'reject']);
    const other = start({ ...line, mode: 'approval' });
    other.actor.send({ type: 'cartLine.lineNoteSaved', note: 'Blue only' });
    await waitFor(other.actor, (snapshot) => snapshot.matches('idle'));
    other.actor.send({ type: 'cartLine.deleteRequested' });
    await waitFor(other.actor, (snapshot) => snapshot.status === 'done');
    expect(other.trackLineAction.mock.calls.map(([params]) => params.kind)).toEqual(['update', 'delete']);
  });

  it('spec §7: a failed update keeps the quantity and goes to the shared error handler', async () => {
    const { actor, trackLineAction, reportFailure } = start(line, true);
    actor.send({ type: 'cartLine.quantityChanged', quantity: 18 });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 12, problem: { code: 'errors.generic' } });
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(trackLineAction).not.toHaveBeenCalled();
  });

  it('spec §4 cart refresh: each change the server saw reloads the cart; the refreshed line replaces the shown one between calls', async () => {
    const { actor, refreshCart } = start();
    actor.send({ type: 'cartLine.quantityChanged', quantity: 18 });
    // An answer arriving during the update is left to the refresh that follows it.
    actor.send({ type: 'cartLine.refreshed', quantity: 99, rule: { salesMultiple: 1 }, lineNote: 'x' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(refreshCart).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 18, lineNote: '' });
    actor.send({ type: 'cartLine.refreshed', quantity: 24, rule: { salesMultiple: 12, minimumQuantity: 12 }, lineNote: 'Blue only' });
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 24, rule: { salesMultiple: 12, minimumQuantity: 12 }, lineNote: 'Blue only' });
    actor.send({ type: 'cartLine.removeRequested' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(refreshCart).toHaveBeenCalledTimes(2);
  });

  it('spec §3 LineNote: the saved note starts from the line, changes only once the api saved it, and stays on failure', async () => {
    const saved = start({ ...line, lineNote: 'Leave at reception' });
    expect(saved.actor.getSnapshot().context.lineNote).toBe('Leave at reception');
    saved.actor.send({ type: 'cartLine.lineNoteSaved', note: 'Dock B' });
    expect(saved.actor.getSnapshot().context.lineNote).toBe('Leave at reception');
    await waitFor(saved.actor, (snapshot) => snapshot.matches('idle'));
    expect(saved.calls).toEqual([{ orderProductId: 7, lineNote: 'Dock B' }]);
    expect(saved.actor.getSnapshot().context).toMatchObject({ lineNote: 'Dock B', requestedNote: null });
    const failed = start({ ...line, lineNote: 'Leave at reception' }, true);
    failed.actor.send({ type: 'cartLine.lineNoteSaved', note: 'Dock B' });
    await waitFor(failed.actor, (snapshot) => snapshot.matches('idle'));
    expect(failed.actor.getSnapshot().context).toMatchObject({ lineNote: 'Leave at reception', requestedNote: null });
    expect(failed.reportFailure).toHaveBeenCalledTimes(1);
  });

  it('a note left with a change is saved as the Save button would, an unchanged one is not; the outcome is kept for the buyer', async () => {
    const left = start({ ...line, lineNote: 'Leave at reception' });
    left.actor.send({ type: 'cartLine.lineNoteLeft', note: 'Leave at reception' });
    expect(left.actor.getSnapshot().value).toBe('idle');
    expect(left.actor.getSnapshot().context.noteOutcome).toBeNull();
    left.actor.send({ type: 'cartLine.lineNoteLeft', note: 'Dock B' });
    expect(left.actor.getSnapshot().value).toBe('savingNote');
    await waitFor(left.actor, (snapshot) => snapshot.matches('idle'));
    expect(left.calls).toEqual([{ orderProductId: 7, lineNote: 'Dock B' }]);
    expect(left.actor.getSnapshot().context).toMatchObject({ lineNote: 'Dock B', noteOutcome: 'saved' });
    expect(left.trackLineAction).toHaveBeenCalledWith(expect.objectContaining({ kind: 'update', quantityDelta: 0 }));
    const failed = start({ ...line, lineNote: 'Leave at reception' }, true);
    failed.actor.send({ type: 'cartLine.lineNoteLeft', note: 'Dock B' });
    await waitFor(failed.actor, (snapshot) => snapshot.matches('idle'));
    expect(failed.actor.getSnapshot().context).toMatchObject({ lineNote: 'Leave at reception', noteOutcome: 'notSaved' });
    expect(failed.reportFailure).toHaveBeenCalledTimes(1);
  });

    it('spec §5: going back to the line’s quantity after a refused one clears the problem without a call', () => {
    const { actor, calls } = start();
    actor.send({ type: 'cartLine.quantityChanged', quantity: 7 });
    expect(actor.getSnapshot().context.problem).not.toBeNull();
    actor.send({ type: 'cartLine.quantityChanged', quantity: '12' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(calls).toEqual([]);
  });
});
