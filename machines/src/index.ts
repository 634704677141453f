import type { AnyStateMachine } from 'xstate';
import { describeMachine, type MachineDescription } from './describe-machine.ts';
import { addedToCartDrawerMachine } from './added-to-cart-drawer/machine.ts';
import { approvalMachine } from './approval/machine.ts';
import { billingOptionsMachine } from './billing-options/machine.ts';
import { cartLineMachine } from './cart-line/machine.ts';
import { checkoutMachine } from './checkout/machine.ts';
import { groupOrderMachine } from './group-order/machine.ts';
import { onboardingActivationMachine } from './onboarding-activation/machine.ts';
import { sessionMachine } from './session/machine.ts';
import { toastsMachine } from './toasts/machine.ts';

export * from './added-to-cart-drawer/machine.ts';
export * from './added-to-cart-drawer/products.ts';
export * from './approval/machine.ts';
export * from './billing-options/machine.ts';
export * from './cart-line/machine.ts';
export * from './checkout/machine.ts';
export * from './checkout/rules.ts';
export * from './checkout/types.ts';
export * from './group-order/machine.ts';
export * from './onboarding-activation/machine.ts';
export * from './onboarding-activation/steps.ts';
export * from './session/machine.ts';
export * from './session/types.ts';
export * from './toasts/machine.ts';
export * from './describe-machine.ts';
export { missingImplementation } from './placeholders.ts';

export interface CatalogueEntry {
  /** The machine's id, also its name in the admin console. */
  id: string;
  /** Where the spec describes it. */
  spec: string;
  machine: AnyStateMachine;
  description: MachineDescription;
}

const entry = (machine: AnyStateMachine, spec: string): CatalogueEntry => ({ id: machine.id, spec, machine, description: describeMachine(machine) });

/** Every machine, for the admin console's diagrams. */
export const machineCatalogue: readonly CatalogueEntry[] = [
  entry(addedToCartDrawerMachine, '§2.1, §4, §5'),
  entry(sessionMachine, '§4, §6, §8'),
  entry(checkoutMachine, '§4, §5, §8'),
  entry(billingOptionsMachine, '§4'),
  entry(groupOrderMachine, '§4, §5'),
  entry(approvalMachine, '§4'),
  entry(onboardingActivationMachine, '§3, §4, §5'),
  entry(toastsMachine, '§4, §8'),
  entry(cartLineMachine, '§4, §5'),
];
