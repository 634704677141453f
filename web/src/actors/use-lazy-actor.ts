import { useEffect, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { lazyActor, type LazyActor } from './lazy-actor.ts';

/**
 * A lazy actor for the lifetime of a component, stopped when it unmounts. `create` runs once, when
 * the actor is first needed: it reads anything that changes through refs. A new `identity` (another
 * buyer) replaces the actor with a fresh one, without remounting the component or its children.
 */
export const useLazyActor = <A extends AnyActorRef>(create: () => Promise<A>, identity = ''): LazyActor<A> => {
  const [held, setHeld] = useState(() => ({ identity, actor: lazyActor(create) }));
  // React's derived-state pattern: this render is dropped and redone with the new actor before anything commits.
  if (held.identity !== identity) setHeld({ identity, actor: lazyActor(create) });
  const { actor } = held;
  useEffect(() => () => actor.stop(), [actor]);
  return actor;
};

/** The actor's snapshot, or undefined while it has not started; re-renders at every snapshot. */
export const useLazySnapshot = <A extends AnyActorRef>(actor: LazyActor<A>): SnapshotFrom<A> | undefined =>
  useSyncExternalStore(actor.subscribe, actor.getSnapshot);
