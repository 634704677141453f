import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { MessageStatus, MessageType } from '@comptoir/core';
import { toastsMachine } from './machine.ts';

const start = () => {
  const clock = new SimulatedClock();
  const scrollToTop = vi.fn();
  const actor = createActor(toastsMachine.provide({ actions: { scrollToTop } }), { clock }).start();
  return { actor, clock, scrollToTop };
};

describe('toasts machine', () => {
  it('spec §4: an add-to-cart success message auto-dismisses after 5000 ms', () => {
    const { actor, clock, scrollToTop } = start();
    actor.send({ type: 'toast.messageReceived', message: { MessageStatus: MessageStatus.success, MessageType: MessageType.addToCart, PrimaryMessage: 'Added' } });
    expect(actor.getSnapshot().context.toasts).toMatchObject([{ id: 1, type: 'success', autoDismissMs: 5000, content: { text: 'Added' } }]);
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('showing');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(scrollToTop).not.toHaveBeenCalled();
  });

  it('a server message keeps the language it was said in with its text (the page may switch language while it shows)', () => {
    const { actor } = start();
    actor.send({ type: 'toast.messageReceived', message: { MessageStatus: MessageStatus.error, MessageType: MessageType.other, PrimaryMessage: 'TLU82458 a été retiré du panier.' }, locale: 'fr-CA' });
    expect(actor.getSnapshot().context.toasts).toMatchObject([{ content: { text: 'TLU82458 a été retiré du panier.', lang: 'fr-CA' } }]);
  });

  it('spec §8: the app’s own toasts auto-dismiss after 4000 ms by default', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.shown', key: 'cartTools.addedToShoppingList', status: MessageStatus.success });
    clock.increment(3999);
    expect(actor.getSnapshot().context.toasts).toHaveLength(1);
    clock.increment(1);
    expect(actor.getSnapshot().context.toasts).toHaveLength(0);
  });

  it('spec §4: other messages persist with a close button and scroll the page to top', () => {
    const { actor, clock, scrollToTop } = start();
    actor.send({ type: 'toast.messageReceived', message: { MessageStatus: MessageStatus.warning, MessageType: MessageType.other, PrimaryMessage: 'Check your order' } });
    clock.increment(60_000);
    expect(actor.getSnapshot().context.toasts).toMatchObject([{ type: 'warning', autoDismissMs: null }]);
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    actor.send({ type: 'toast.closed', id: 1 });
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('spec §8: removed-item messages appear as danger toasts', () => {
    const { actor } = start();
    actor.send({ type: 'toast.messageReceived', message: { MessageStatus: MessageStatus.success, MessageType: MessageType.addToCart, PrimaryMessage: 'ABC123 was removed from cart' } });
    expect(actor.getSnapshot().context.toasts[0]?.type).toBe('danger');
  });

  it('one’s own removal is a danger toast titled as a removal that leaves the page where it is and goes after 5000 ms', () => {
    const { actor, clock, scrollToTop } = start();
    actor.send({ type: 'toast.messageReceived', message: { MessageStatus: MessageStatus.success, MessageType: MessageType.other, PrimaryMessage: 'ABC123 was removed from cart.' } });
    expect(actor.getSnapshot().context.toasts).toMatchObject([{ type: 'danger', title: 'toast.itemRemoved', autoDismissMs: 5000 }]);
    expect(scrollToTop).not.toHaveBeenCalled();
    clock.increment(5000);
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('the app’s own toasts are titled by their type', () => {
    const { actor } = start();
    actor.send({ type: 'toast.shown', key: 'errors.generic', status: MessageStatus.error });
    actor.send({ type: 'toast.shown', key: 'cartTools.addedToShoppingList', status: MessageStatus.success });
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.title)).toEqual(['toast.error', 'toast.success']);
  });

  it('spec §4: closing one toast keeps the others and their timers', () => {
    const { actor, clock } = start();
    actor.send({ type: 'toast.shown', key: 'cart.itemAdded', status: MessageStatus.success });
    actor.send({ type: 'toast.shown', key: 'cart.itemUpdated', status: MessageStatus.success });
    actor.send({ type: 'toast.closed', id: 1 });
    expect(actor.getSnapshot().context.toasts.map((toast) => toast.id)).toEqual([2]);
    clock.increment(4000);
    expect(actor.getSnapshot().value).toBe('empty');
  });
});
