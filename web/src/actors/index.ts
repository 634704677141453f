export { lazyActor, type LazyActor } from './lazy-actor.ts';
export { useLazyActor, useLazySnapshot } from './use-lazy-actor.ts';
