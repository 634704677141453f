import { activationStepOf, activationSteps, type ActivationStep } from '@comptoir/core';

/** The account-activation answer (spec §3, §4): which steps apply, the active step id and the status. */
export interface ActivationAnswer {
  status: number;
  activationSteps: Partial<Record<ActivationStep, boolean>>;
  activeStep: number;
}

/** The steps a buyer fills in, in order (spec §3 ids 0-3); 'completed' (4) ends them. */
export const fillableSteps = activationSteps.filter((step): step is Exclude<ActivationStep, 'completed'> => step !== 'completed');
export type FillableStep = (typeof fillableSteps)[number];

/** Where the buyer resumes: the server's activeStep (spec §4). */
export const resumeStep = (answer: ActivationAnswer): ActivationStep => activationStepOf(answer.activeStep);

/** The next step that applies after `current`; 'completed' when none is left. */
export const nextStep = (current: ActivationStep, applies: Partial<Record<ActivationStep, boolean>>): ActivationStep => {
  const index = activationSteps.indexOf(current);
  return activationSteps.slice(index + 1).find((step) => step === 'completed' || applies[step] !== false) ?? 'completed';
};
