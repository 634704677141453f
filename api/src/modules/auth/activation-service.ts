import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/index.ts';
import { buyers } from '../../db/schema/index.ts';

/** Spec §3 Account activation steps: 0 create password, 1 confirm profile, 2 credit card, 3 create ship-tos, 4 done. */
const STEP_IDS = [0, 1, 2, 3, 4] as const;

export interface ActivationStepsAnswer {
  activationSteps: Array<{ id: number; isCompleted: boolean }>;
  activeStep: number;
  /** HTTP-like status the client checks (spec §4: 'status 200 returns step flags'). */
  status: number;
}

export async function accountActivationSteps(db: Executor, buyerId: string): Promise<ActivationStepsAnswer> {
  const [row] = await db.select({ activation: buyers.activation }).from(buyers).where(eq(buyers.id, buyerId)).limit(1);
  const activation = row?.activation;
  // A buyer created fully active has no onboarding record: every step is done.
  const completed = new Set(activation ? activation.completed : STEP_IDS);
  const activeStep = activation && activation.status !== 'completed' ? activation.activeStep : 4;
  return { activationSteps: STEP_IDS.map((id) => ({ id, isCompleted: completed.has(id) })), activeStep, status: 200 };
}
