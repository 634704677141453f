import { describe, expect, it } from 'vitest';
import { MessageStatus, MessageType } from '@comptoir/core';
import { graphCoverage } from '../testing/graph-coverage.ts';
import { toastsMachine } from './machine.ts';

describe('toasts graph coverage', () => {
  it('spec §4, §8: generated paths reach every state and every transition', () => {
    const report = graphCoverage(toastsMachine, {
      events: [
        { type: 'toast.messageReceived', message: { MessageStatus: MessageStatus.success, MessageType: MessageType.addToCart, PrimaryMessage: 'Added' } },
        { type: 'toast.messageReceived', message: { MessageStatus: MessageStatus.error, MessageType: MessageType.other, PrimaryMessage: 'Failed' } },
        { type: 'toast.shown', key: 'cart.itemAdded', status: MessageStatus.success },
        { type: 'toast.shown', key: 'cart.itemAdded', status: MessageStatus.warning, persist: true },
        { type: 'toast.closed', id: 1 },
        { type: 'toast.expired', id: 1 },
      ],
      // How many toasts are shown (up to 3) is what matters, not their texts.
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.toasts.slice(0, 3).map((toast: { id: number }) => toast.id)]),
      limit: 2000,
    });
    expect(report).toMatchObject({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
  });
});
