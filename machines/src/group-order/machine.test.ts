import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { groupOrderMachine, replyMessageKey, type GroupOrderInput, type GroupOrderSnapshot } from './machine.ts';

const invitee: GroupOrderInput = { buyerId: 'b-2', groupOrderNumber: 'G-9', role: 'invitee', mode: 'quick', sameAccount: true };
const inviter: GroupOrderInput = { ...invitee, buyerId: 'b-1', role: 'inviter' };

const start = (input: GroupOrderInput, loaded: GroupOrderSnapshot = { status: 'open', replied: false, emptyCart: true }) => {
  const calls: Array<[string, unknown]> = [];
  const machine = groupOrderMachine.provide({
    actors: {
      loadGroupOrder: fromPromise(async ({ input: ids }) => {
        calls.push(['load', ids]);
        return loaded;
      }),
      sendReply: fromPromise(async ({ input: request }): Promise<void> => void calls.push(['reply', request])),
      processToCart: fromPromise(async ({ input: request }): Promise<void> => void calls.push(['process', request])),
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
};

describe('groupOrder machine', () => {
  it("spec §5: calls require buyerId and groupOrderNumber ('buyerId and groupOrderNumber are required')", () => {
    const { actor, calls } = start({ ...invitee, groupOrderNumber: '' });
    expect(actor.getSnapshot().value).toBe('idsMissing');
    expect(actor.getSnapshot().context.error).toBe('errors.groupOrderIdsRequired');
    expect(calls).toEqual([]);
  });

  it('spec §4: an invitee replies; the reply state gives its message key', async () => {
    const { actor, calls } = start(invitee);
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    expect(replyMessageKey(actor.getSnapshot().context)).toBe('groupOrder.reply.pendingSameAccountEmpty');
    actor.send({ type: 'groupOrder.cartChanged', emptyCart: false });
    actor.send({ type: 'groupOrder.replySubmitted' });
    await waitFor(actor, (snapshot) => snapshot.context.replied);
    expect(replyMessageKey(actor.getSnapshot().context)).toBe('groupOrder.reply.repliedSameAccountWithItems');
    expect(calls.at(-1)).toEqual(['reply', { buyerId: 'b-2', groupOrderNumber: 'G-9', emptyCart: false }]);
    actor.send({ type: 'groupOrder.processToCartRequested' });
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
  });

  it('spec §4: the inviter chooses quick or advanced mode, processes the group order to the cart, then submits it', async () => {
    const { actor, calls } = start(inviter);
    await waitFor(actor, (snapshot) => snapshot.matches('open'));
    actor.send({ type: 'groupOrder.modeChanged', mode: 'advanced' });
    actor.send({ type: 'groupOrder.replySubmitted' });
    actor.send({ type: 'groupOrder.processToCartRequested' });
    await waitFor(actor, (snapshot) => snapshot.matches('processedToCart'));
    expect(calls.at(-1)).toEqual(['process', { buyerId: 'b-1', groupOrderNumber: 'G-9', mode: 'advanced' }]);
    actor.send({ type: 'groupOrder.orderSubmitted' });
    expect(actor.getSnapshot().value).toBe('submitted');
  });

  it('spec §4: a loaded group order resumes in its state (open, processedToCart, submitted)', async () => {
    for (const status of ['open', 'processedToCart', 'submitted'] as const) {
      const { actor } = start(invitee, { status, replied: true, emptyCart: false });
      await waitFor(actor, (snapshot) => snapshot.matches(status));
    }
  });

  it('spec §4: the eight reply message keys', () => {
    const keys = new Set<string>();
    for (const replied of [true, false]) for (const sameAccount of [true, false]) for (const emptyCart of [true, false]) keys.add(replyMessageKey({ replied, sameAccount, emptyCart }));
    expect(keys.size).toBe(8);
  });
});
