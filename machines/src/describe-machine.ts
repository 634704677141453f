import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A plain, JSON-serialisable picture of a machine, for the admin console's diagrams. */
export interface MachineDescription {
  id: string;
  root: StateDescription;
}

export interface StateDescription {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial?: string;
  description?: string;
  tags: string[];
  meta?: Record<string, unknown>;
  entry: string[];
  exit: string[];
  invoke: Array<{ id: string; src: string }>;
  transitions: TransitionDescription[];
  states: StateDescription[];
}

export interface TransitionDescription {
  /** The event name; '' for an eventless (always) transition. */
  event: string;
  targets: string[];
  guard?: string;
  actions: string[];
  /** For delayed transitions: the named delay or the milliseconds. */
  delay?: string | number;
  reenter: boolean;
}

interface Named {
  type?: unknown;
  name?: unknown;
  guards?: unknown;
  guard?: unknown;
  id?: unknown;
  src?: unknown;
  delay?: unknown;
  stateId?: unknown;
}

const nameOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return 'inline';
  const named = value as Named;
  if (typeof named.type === 'string' && !named.type.startsWith('xstate.')) return named.type;
  if (named.type === 'xstate.spawnChild') return `spawn(${String(named.src ?? named.id ?? 'actor')})`;
  if (named.type === 'xstate.raise') return 'raise';
  if (typeof named.type === 'string') return named.type.slice('xstate.'.length);
  return typeof named.name === 'string' && named.name !== '' ? named.name : 'inline';
};

/** Guards keep their structure: `and(isLoggedIn, not(isSuspended))`. */
export const guardName = (guard: unknown): string => {
  const named = guard as Named;
  if (typeof named === 'object' || typeof named === 'function') {
    if (named?.type === 'xstate.not' && Array.isArray(named.guards)) return `not(${named.guards.map(guardName).join(', ')})`;
    if ((named?.type === 'xstate.and' || named?.type === 'xstate.or') && Array.isArray(named.guards)) {
      return `${String(named.type).slice('xstate.'.length)}(${named.guards.map(guardName).join(', ')})`;
    }
    if (named?.type === 'xstate.stateIn') return `stateIn(${String(named.stateId ?? '')})`;
  }
  return nameOf(guard);
};

const delayOf = (node: AnyStateNode, transition: AnyTransitionDefinition): string | number | undefined => {
  const delayed = node.after.find((after) => after.eventType === transition.eventType);
  if (!delayed) return undefined;
  return typeof delayed.delay === 'function' ? 'computed' : delayed.delay;
};

const describeTransition = (node: AnyStateNode, transition: AnyTransitionDefinition): TransitionDescription => {
  const delay = delayOf(node, transition);
  return {
    event: transition.eventType,
    targets: (transition.target ?? []).map((target) => target.id),
    ...(transition.guard ? { guard: guardName(transition.guard) } : {}),
    actions: transition.actions.map(nameOf),
    ...(delay === undefined ? {} : { delay }),
    reenter: transition.reenter,
  };
};

/** Every transition a state node owns, in document order: evented, delayed, invoke results, then eventless. */
export const transitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []),
];

const describeState = (node: AnyStateNode): StateDescription => {
  const initialTarget = node.initial?.target[0];
  return {
    id: node.id,
    key: node.key,
    type: node.type as StateDescription['type'],
    ...(initialTarget ? { initial: initialTarget.key } : {}),
    ...(node.description ? { description: node.description } : {}),
    tags: [...node.tags],
    ...(node.meta ? { meta: JSON.parse(JSON.stringify(node.meta)) as Record<string, unknown> } : {}),
    entry: node.entry.map(nameOf),
    exit: node.exit.map(nameOf),
    invoke: node.invoke.map((invoke) => ({ id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : invoke.id })),
    transitions: transitionsOf(node).map((transition) => describeTransition(node, transition)),
    states: Object.values(node.states).map(describeState),
  };
};

/** Turns a machine definition into a plain description (states with nesting, transitions, guards, actions, delays). */
export const describeMachine = (machine: AnyStateMachine): MachineDescription => ({
  id: machine.id,
  root: describeState(machine.root),
});

/** Every state id of a description, depth first (the root included). */
export const stateIdsOf = (state: StateDescription): string[] => [state.id, ...state.states.flatMap(stateIdsOf)];
