import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * An actor whose machine (and xstate itself) load in their own chunk, started the first time it is
 * needed: the storefront's first screen needs none of the shell's actors (issue 8, performance budget).
 * Events sent before it runs wait, in order; readers see `undefined` until it runs. Stopping returns it
 * to "not started", so a remount (React's StrictMode) can start it again.
 */
export interface LazyActor<A extends AnyActorRef> {
  /** The running actor, once started. */
  readonly current: A | undefined;
  /** Loads and starts it unless it runs already; resolves with the running actor. */
  start(): Promise<A>;
  /** Sends at once when it runs, otherwise starts it and sends then. */
  send(event: Parameters<A['send']>[0]): void;
  /** For useSyncExternalStore: told when it starts, stops and at every snapshot. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): SnapshotFrom<A> | undefined;
  stop(): void;
}

export const lazyActor = <A extends AnyActorRef>(create: () => Promise<A>): LazyActor<A> => {
  let current: A | undefined;
  let starting: Promise<A> | undefined;
  // Bumped by stop(): an actor whose chunk arrives after a stop is never started.
  let generation = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const start = (): Promise<A> => {
    const mine = generation;
    starting ??= create().then(
      (actor) => {
        if (mine !== generation) return actor;
        current = actor;
        actor.subscribe({ next: notify, error: notify });
        actor.start();
        notify();
        return actor;
      },
      (error: unknown) => {
        // A chunk that failed to load (offline) is tried again at the next need.
        if (mine === generation) starting = undefined;
        throw error;
      },
    );
    return starting;
  };

  return {
    get current() {
      return current;
    },
    start,
    send: (event) => {
      if (current) return current.send(event);
      start().then(
        (actor) => actor === current && actor.send(event),
        () => undefined,
      );
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current?.getSnapshot() as SnapshotFrom<A> | undefined,
    stop: () => {
      generation += 1;
      starting = undefined;
      const running = current;
      current = undefined;
      if (running) {
        running.stop();
        notify();
      }
    },
  };
};
