import { fromPromise, type PromiseActorLogic } from 'xstate';

/** The error a placeholder raises when the app forgot to `.provide()` the real effect. */
export const missingImplementation = (name: string): Error =>
  new Error(`@comptoir/machines: '${name}' is a placeholder; the app must supply it with machine.provide()`);

/**
 * An effect the machine names but does not perform (architecture §1: HTTP, analytics, navigation,
 * cookies, logging and scrolling belong to the app). It fails loudly instead of doing nothing,
 * so a forgotten `.provide()` cannot pass silently.
 */
export const placeholderAction =
  <TParams = undefined>(name: string) =>
  (_args: unknown, _params: TParams): void => {
    throw missingImplementation(name);
  };

/** An asynchronous effect the app provides (an HTTP call); rejects until it is provided. */
export const placeholderActor = <TOutput, TInput>(name: string): PromiseActorLogic<TOutput, TInput> =>
  fromPromise<TOutput, TInput>(() => Promise.reject(missingImplementation(name)));
