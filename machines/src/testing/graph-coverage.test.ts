import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { graphCoverage } from './graph-coverage.ts';
import { assertForAllSequences, foldEvents } from './event-sequences.ts';
import fc from 'fast-check';

const door = setup({
  types: { events: {} as { type: 'door.opened' } | { type: 'door.closed' } | { type: 'door.locked'; code: number } },
  guards: { rightCode: ({ event }) => event.type === 'door.locked' && event.code === 42 },
  delays: { autoClose: 1000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { 'door.opened': 'open', 'door.locked': { guard: 'rightCode', target: 'locked' } } },
    open: { on: { 'door.closed': 'closed' }, after: { autoClose: 'closed' } },
    locked: {},
    // Nothing leads here: the coverage must say so.
    forgotten: { always: 'closed' },
  },
});

describe('graph coverage helper', () => {
  it('reports an unreachable state and its transitions', () => {
    const report = graphCoverage(door, { events: [{ type: 'door.opened' }, { type: 'door.closed' }, { type: 'door.locked', code: 42 }] });
    expect(report.unreachedStates).toEqual(['door.forgotten']);
    expect(report.untakenTransitions).toEqual(['door.forgotten --always#0--> door.closed']);
    expect(report.eventTypesWithoutSample).toEqual([]);
  });

  it('reports a guarded transition that no sample event enables, and event types without samples', () => {
    const report = graphCoverage(door, { events: [{ type: 'door.opened' }, { type: 'door.locked', code: 7 }] });
    expect(report.unreachedStates).toEqual(['door.locked', 'door.forgotten']);
    expect(report.untakenTransitions).toContain('door.closed --door.locked#1--> door.locked');
    expect(report.untakenTransitions).toContain('door.open --door.closed#0--> door.closed');
    expect(report.eventTypesWithoutSample).toEqual(['door.closed']);
  });

  it('takes delayed transitions without samples', () => {
    const report = graphCoverage(door, { events: [{ type: 'door.opened' }] });
    expect(report.untakenTransitions).not.toContain('door.open --xstate.after.autoClose.door.open#0--> door.closed');
  });
});

describe('event sequence helper', () => {
  it('fails when an invariant is broken by some sequence', () => {
    const event = fc.constantFrom({ type: 'door.opened' }, { type: 'door.locked', code: 42 });
    expect(() => assertForAllSequences(door, event, (trace) => trace.every((step) => !step.snapshot.matches('locked')))).toThrow();
  });
});

describe('event fold', () => {
  const loader = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
    initial: 'idle',
    states: { idle: { on: { go: 'loading' } }, loading: { invoke: { id: 'load', src: 'load', onDone: 'loaded' } }, loaded: {} },
  });

  it("delivers an invoked actor's result only while it runs", () => {
    const events = [{ type: 'xstate.done.actor.load' }, { type: 'go' }, { type: 'xstate.done.actor.load' }];
    expect(foldEvents(loader, events).map((step) => step.snapshot.value)).toEqual(['idle', 'loading', 'loaded']);
  });
});
