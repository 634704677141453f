// Test support only (imported by *.test.ts files, never by the package's entry point).
import fc from 'fast-check';
import { initialTransition, transition, type AnyEventObject, type AnyStateMachine, type SnapshotFrom } from 'xstate';

/** One step of a folded sequence: the event (absent for the initial step), the snapshot after it and the actions it asked for. */
export interface TraceStep<TMachine extends AnyStateMachine> {
  event?: AnyEventObject;
  snapshot: SnapshotFrom<TMachine>;
  actions: Array<{ type: string; params?: unknown }>;
}

const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/;

/** An invoked actor's result can only arrive while that actor runs; random sequences must not invent others. */
const canArrive = (snapshot: unknown, event: AnyEventObject): boolean => {
  const id = actorEvent.exec(event.type)?.[2];
  return id === undefined || id in ((snapshot as { children?: Record<string, unknown> }).children ?? {});
};

/**
 * Folds events through xstate's pure `initialTransition`/`transition` (no action is executed). Like a
 * running actor, a machine that reached a final state (or failed) takes no more events, and an invoked
 * actor's done or error event is only delivered while that actor is running.
 */
export const foldEvents = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: readonly AnyEventObject[],
  input?: unknown,
): Array<TraceStep<TMachine>> => {
  const [first, firstActions] = initialTransition(machine, input as never);
  const trace: Array<TraceStep<TMachine>> = [{ snapshot: first, actions: firstActions }];
  let snapshot = first;
  for (const event of events) {
    // An event the running actor would never see is left out of the trace.
    if ((snapshot as { status?: string }).status !== 'active' || !canArrive(snapshot, event)) continue;
    const [next, actions] = transition(machine, snapshot, event as never);
    trace.push({ event, snapshot: next, actions });
    snapshot = next;
  }
  return trace;
};

/** Every action of a trace with the given type, in order. */
export const actionsOf = <TMachine extends AnyStateMachine>(trace: ReadonlyArray<TraceStep<TMachine>>, type: string) =>
  trace.flatMap((step) => step.actions.filter((action) => action.type === type));

/** Spawned actors of a trace whose invoke id is `id`. */
export const spawnsOf = <TMachine extends AnyStateMachine>(trace: ReadonlyArray<TraceStep<TMachine>>, id: string) =>
  trace.flatMap((step) =>
    step.actions.filter((action) => action.type === 'xstate.spawnChild' && (action.params as { id?: string } | undefined)?.id === id),
  );

export interface SequenceOptions {
  numRuns?: number;
  maxLength?: number;
  input?: fc.Arbitrary<unknown>;
}

/**
 * Property test: random event sequences (at least 500 runs) folded through the machine;
 * `invariant` must hold on every trace (return false or throw to fail).
 */
export const assertForAllSequences = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  event: fc.Arbitrary<AnyEventObject>,
  invariant: (trace: Array<TraceStep<TMachine>>) => boolean | void,
  options: SequenceOptions = {},
): void => {
  const input = options.input ?? fc.constant(undefined);
  fc.assert(
    fc.property(input, fc.array(event, { maxLength: options.maxLength ?? 30 }), (machineInput, events) =>
      invariant(foldEvents(machine, events, machineInput)) !== false,
    ),
    { numRuns: Math.max(options.numRuns ?? 500, 500) },
  );
};
