import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartLineMachine, type CartLineInput, type LineRequest } from './machine.ts';

const line: CartLineInput = { orderProductId: 7, productCode: 'ABC123', quantity: 12, rule: { salesMultiple: 6, minimumQuantity: 6 }, mode: 'cart' };

const start = (input: CartLineInput = line, fail = false) => {
  const trackLineAction = vi.fn();
  const reportFailure = vi.fn();
  const calls: unknown[] = [];
  const call = <TInput,>() =>
    fromPromise<void, TInput>(async ({ input: request }) => {
      calls.push(request);
      if (fail) throw new Error('503');
    });
  const machine = cartLineMachine.provide({
    actions: { trackLineAction: (_, params) => trackLineAction(params), reportFailure },
    actors: {
      updateLineQuantity: call<LineRequest & { quantity: number }>(),
      saveLineNote: call<LineRequest & { lineNote: string }>(),
      removeLine: call<LineRequest>(),
      deleteOrderLine: call<LineRequest>(),
      decideLine: call<LineRequest & { decision: 'approve' | 'reject' }>(),
    },
  });
  return { actor: createActor(machine, { input }).start(), trackLineAction, reportFailure, calls };
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
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'quantity.notAddedSalesMultiple', params: { productCode: 'ABC123', salesMultiple: 6 } });
    actor.send({ type: 'cartLine.quantityChanged', quantity: 0 });
    expect(actor.getSnapshot().context.problem?.code).toBe('quantity.notAvailable');
    actor.send({ type: 'cartLine.quantityChanged', quantity: 'abc' });
    expect(actor.getSnapshot().context.problem?.code).toBe('quantity.notAvailable');
    const minimum = start({ ...line, rule: { minimumQuantity: 10 } });
    minimum.actor.send({ type: 'cartLine.quantityChanged', quantity: 4 });
    expect(minimum.actor.getSnapshot().context.problem).toEqual({ code: 'quantity.notAddedMinimum', params: { productCode: 'ABC123', quantity: 10 } });
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
});
