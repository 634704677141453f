import { httpStatusOf, toMessages, type Locale, type Message, type OutcomeCode } from '@comptoir/core';
import type { Database, Transaction } from '../../db/index.ts';

/** A service's answer: a value, or an expected outcome with its status and Messages (nothing changed). */
export type Result<T> = { ok: true; value: T } | { ok: false; status: number; messages: Message[] };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refused = (status: number, messages: Message[]): Result<never> => ({ ok: false, status, messages });
export const refusedWith = (code: OutcomeCode, locale: Locale, params: Record<string, string | number> = {}): Result<never> =>
  refused(httpStatusOf(code), toMessages(code, locale, params));

/** Thrown inside a transaction to roll it back and answer an expected outcome. */
export class Refusal extends Error {
  constructor(readonly result: Extract<Result<never>, { ok: false }>) {
    super('refused');
  }
}

/** Runs a transactional body; a Refusal rolls back and becomes the refused result. */
export async function refusable<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Refusal) return error.result;
    throw error;
  }
}

/** Carries an answer out of a transaction it rolled back. */
class RolledBack<T> extends Error {
  constructor(readonly answer: T) {
    super('rolled back');
  }
}

/** Runs `body` in one transaction, kept only when `keep` says so of its answer, which is returned either way. */
export async function transactionKeptIf<T>(db: Database, body: (tx: Transaction) => Promise<T>, keep: (answer: T) => boolean): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const answer = await body(tx);
      if (!keep(answer)) throw new RolledBack(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.answer as T;
    throw error;
  }
}

/** Runs `body` in one transaction, rolled back when it answers a refusal: nothing it did first (a cart it opened) is kept. */
export const refusableTransaction = <T>(db: Database, body: (tx: Transaction) => Promise<Result<T>>): Promise<Result<T>> => transactionKeptIf(db, body, (result) => result.ok);
