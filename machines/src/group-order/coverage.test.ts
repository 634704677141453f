import { describe, expect, it } from 'vitest';
import { combinedCoverage, graphCoverage } from '../testing/graph-coverage.ts';
import { groupOrderMachine, type GroupOrderInput } from './machine.ts';

const invitee: GroupOrderInput = { buyerId: 'b-2', groupOrderNumber: 'G-9', role: 'invitee', mode: 'quick', sameAccount: false };
const loaded = (status: string) => ({ type: 'xstate.done.actor.loadGroupOrder', output: { status, replied: false, emptyCart: true } });
const events = [
  loaded('open'),
  loaded('processedToCart'),
  loaded('submitted'),
  { type: 'xstate.error.actor.loadGroupOrder', error: new Error('503') },
  { type: 'groupOrder.retryRequested' },
  { type: 'groupOrder.modeChanged', mode: 'advanced' },
  { type: 'groupOrder.cartChanged', emptyCart: false },
  { type: 'groupOrder.replySubmitted' },
  { type: 'groupOrder.processToCartRequested' },
  { type: 'groupOrder.orderSubmitted' },
  { type: 'xstate.done.actor.sendReply' },
  { type: 'xstate.error.actor.sendReply', error: new Error('503') },
  { type: 'xstate.done.actor.processToCart' },
  { type: 'xstate.error.actor.processToCart', error: new Error('503') },
];

describe('groupOrder graph coverage', () => {
  it('spec §4, §5: generated paths reach every state and every transition (invitee, inviter, missing ids)', () => {
    const inputs = [invitee, { ...invitee, role: 'inviter' as const }, { ...invitee, buyerId: null }];
    const reports = inputs.map((input) => graphCoverage(groupOrderMachine, { input, events }));
    expect(combinedCoverage(reports)).toEqual({ unreachedStates: [], untakenTransitions: [], eventTypesWithoutSample: [] });
  });
});
