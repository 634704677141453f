import type { Database } from '../../db/index.ts';

/** The checkout steps, in order (decision 007). */
export const checkoutStepNames = ['reserveStock', 'authorizePayment', 'placeOrder', 'notify', 'recordAnswer'] as const;
export type CheckoutStepName = (typeof checkoutStepNames)[number];

/** Called before each step runs; tracing, and the failure-injection tests. */
export type StepObserver = (step: CheckoutStepName) => void | Promise<void>;

/** An undo that needs only ids, run against the database after the submission's transaction ended. */
export type Compensation = { step: CheckoutStepName; undo: (db: Database) => Promise<void> };

/**
 * Medusa-style step runner inside one transaction. Each completed step may leave a compensation;
 * when a later step (or the commit) fails, they run newest first once the transaction has rolled back.
 * Database work is already undone by the rollback, so those compensations are idempotent no-ops;
 * the ones for outside effects (the payment authorisation) do the real undoing.
 */
export class StepRun {
  readonly compensations: Compensation[] = [];
  constructor(private readonly observe?: StepObserver) {}

  async step<T>(name: CheckoutStepName, invoke: () => Promise<T>, compensate?: (result: T) => Compensation['undo']): Promise<T> {
    await this.observe?.(name);
    const result = await invoke();
    if (compensate) this.compensations.push({ step: name, undo: compensate(result) });
    return result;
  }

  /** Undoes the completed steps, newest first; every undo runs even if one fails. */
  async compensate(db: Database, onError: (step: CheckoutStepName, error: unknown) => void): Promise<void> {
    for (const compensation of [...this.compensations].reverse()) {
      try {
        await compensation.undo(db);
      } catch (error) {
        onError(compensation.step, error);
      }
    }
  }
}
