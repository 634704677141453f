import type { RecordedCall, RecordedExchange } from '@comptoir/fixtures';
import { callById, isMapped } from '../calls/index.ts';
import type { ExchangeRun } from './run-exchanges.ts';

/** Groups runs into one file per call, exchanges in the order they ran. */
export function toRecordedCalls(runs: readonly ExchangeRun[]): RecordedCall[] {
  const byCall = new Map<string, RecordedExchange[]>();
  for (const run of runs) {
    const list = byCall.get(run.definition.call) ?? [];
    if (list.some((exchange) => exchange.variant === run.definition.variant)) throw new Error(`Two exchanges are named ${run.ref}`);
    byCall.set(run.definition.call, [...list, run.recorded]);
  }
  return [...byCall].map(([id, exchanges]) => {
    const call = callById(id);
    if (!isMapped(call)) throw new Error(`Exchanges of ${id}, which the call table marks out of scope (${call.outOfScope})`);
    return { call: id, route: call.route, exchanges };
  });
}

/** The file's text: stable key order as produced, two-space indent, final newline (reviewable diffs). */
export const recordedFileText = (call: RecordedCall): string => `${JSON.stringify(call, null, 2)}\n`;
