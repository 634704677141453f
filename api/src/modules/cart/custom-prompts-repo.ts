import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/index.ts';
import type { CustomPromptOption } from '../../db/schema/index.ts';

export interface PromptRow {
  id: string;
  sequence: number;
  label_en: string;
  label_fr: string;
  prefix: string;
  length: number;
  mandatory: boolean;
  kind: 'costCentre' | 'poNumber' | 'other';
  options: CustomPromptOption[];
  /** The order-level answer; line answers are listed in line_values. */
  value: string | null;
  line_values: Array<{ line: number; value: string }> | null;
}

/** The client's custom prompts with this order's answers (the spec's promptId is the prompt's sequence). */
export async function findPrompts(db: Executor, clientId: string, orderId: string | null): Promise<PromptRow[]> {
  return queryRows<PromptRow & Record<string, unknown>>(
    db,
    sql`select cp.id, cp.sequence, cp.label_en, cp.label_fr, cp.prefix, cp.length, cp.mandatory, cp.kind, cp.options,
          (select v.value from order_prompt_values v where v.order_id = ${orderId} and v.prompt_id = cp.id and v.order_line_id is null) as value,
          (select json_agg(json_build_object('line', l.line_number, 'value', v.value)) from order_prompt_values v
             join order_lines l on l.id = v.order_line_id where v.order_id = ${orderId} and v.prompt_id = cp.id) as line_values
        from custom_prompts cp where cp.client_id = ${clientId} order by cp.sequence`,
  );
}

/** Saves one answer, order-level (lineId null) or for one line; the unique key treats null lines as equal. */
export async function savePromptValue(tx: Executor, answer: { orderId: string; promptId: string; lineId: string | null; value: string }): Promise<void> {
  await tx.execute(sql`
    insert into order_prompt_values (order_id, prompt_id, order_line_id, value)
    values (${answer.orderId}, ${answer.promptId}, ${answer.lineId}, ${answer.value})
    on conflict (order_id, prompt_id, order_line_id) do update set value = excluded.value`);
}
