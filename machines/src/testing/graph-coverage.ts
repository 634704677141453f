// Test support only (imported by *.test.ts files, never by the package's entry point).
import { getShortestPaths, getStateNodes as allStateNodesOf } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypesOf,
  createEmptyActor,
  getStateNodes,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { transitionsOf } from '../describe-machine.ts';

export interface CoverageOptions {
  /** Sample events: at least one for every event type the machine handles (delayed events are generated). */
  events: readonly AnyEventObject[];
  input?: unknown;
  /** How reached snapshots are told apart; defaults to value + context. Keep the state space finite. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  limit?: number;
}

export interface CoverageReport {
  pathCount: number;
  unreachedStates: string[];
  untakenTransitions: string[];
  eventTypesWithoutSample: string[];
}

const isDelayed = (type: string): boolean => type.startsWith('xstate.after.');
const isStateDone = (type: string): boolean => type.startsWith('xstate.done.state.');

const labelOf = (transition: AnyTransitionDefinition, index: number): string => {
  const targets = (transition.target ?? []).map((target) => target.id).join(',') || '(self)';
  return `${transition.source.id} --${transition.eventType || 'always'}#${index}--> ${targets}`;
};

/** A pure actor scope whose inspection reports every microstep's transitions and snapshot; actions are not executed. */
const trackingScope = (onMicrostep: (snapshot: AnyMachineSnapshot, transitions: AnyTransitionDefinition[]) => void): AnyActorScope => {
  const empty = createEmptyActor();
  empty.system.inspect((inspection) => {
    if (inspection.type === '@xstate.microstep') onMicrostep(inspection.snapshot as AnyMachineSnapshot, inspection._transitions);
  });
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
};

/**
 * Model-based coverage (architecture §3): shortest paths from @xstate/graph reach every distinct
 * snapshot; from each, every applicable sample event is taken once more. Reports the state nodes and
 * transitions of the definition that no generated path reached, so a test fails when one becomes unreachable.
 */
export const graphCoverage = (machine: AnyStateMachine, options: CoverageOptions): CoverageReport => {
  const eventsFor = (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    ownEventTypesOf(snapshot).flatMap((type: string) => {
      const samples = options.events.filter((event) => event.type === type);
      return samples.length > 0 ? samples : isDelayed(type) ? [{ type }] : [];
    });
  const serializeState = options.serializeState ?? ((snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context }));
  const paths = getShortestPaths(machine, {
    events: eventsFor,
    serializeState: (snapshot) => serializeState(snapshot as AnyMachineSnapshot),
    limit: options.limit ?? 20_000,
    ...(options.input === undefined ? {} : { input: options.input }),
  });

  const allNodes: AnyStateNode[] = [machine.root, ...allStateNodesOf(machine)];
  const allTransitions = allNodes.flatMap((node) => transitionsOf(node).map((transition, index) => ({ transition, label: labelOf(transition, index) })));
  const reachedNodes = new Set<AnyStateNode>();
  const takenTransitions = new Set<AnyTransitionDefinition>();
  const scope = trackingScope((snapshot, transitions) => {
    for (const node of getStateNodes(machine.root, snapshot.value)) reachedNodes.add(node);
    for (const transition of transitions) {
      takenTransitions.add(transition);
      // A transient state (left at once by an eventless transition) shows up only as a source.
      for (let node: AnyStateNode | undefined = transition.source; node; node = node.parent) reachedNodes.add(node);
    }
  });

  const initial = machine.getInitialSnapshot(scope, options.input) as AnyMachineSnapshot;
  for (const node of getStateNodes(machine.root, initial.value)) reachedNodes.add(node);
  for (const path of paths) {
    const snapshot = path.state as AnyMachineSnapshot;
    for (const node of getStateNodes(machine.root, snapshot.value)) reachedNodes.add(node);
    for (const event of eventsFor(snapshot)) machine.transition(snapshot, event, scope);
  }

  const handledTypes = new Set(allTransitions.map(({ transition }) => transition.eventType).filter((type) => type !== ''));
  return {
    pathCount: paths.length,
    unreachedStates: allNodes.filter((node) => !reachedNodes.has(node)).map((node) => node.id),
    untakenTransitions: allTransitions.filter(({ transition }) => !takenTransitions.has(transition)).map(({ label }) => label),
    eventTypesWithoutSample: [...handledTypes].filter(
      (type) => !isDelayed(type) && !isStateDone(type) && !options.events.some((event) => event.type === type),
    ),
  };
};

/** For machines whose input decides some branches: what no run (one per input) covers. */
export const combinedCoverage = (reports: readonly CoverageReport[]): Omit<CoverageReport, 'pathCount'> => {
  const common = (key: 'unreachedStates' | 'untakenTransitions' | 'eventTypesWithoutSample') =>
    reports.map((report) => report[key]).reduce((left, right) => left.filter((item) => right.includes(item)));
  return { unreachedStates: common('unreachedStates'), untakenTransitions: common('untakenTransitions'), eventTypesWithoutSample: common('eventTypesWithoutSample') };
};
