import { buyerClientCalls } from './buyer-client.ts';
import { cardsOnFileCalls } from './cards-on-file.ts';
import { checkoutCalls } from './checkout.ts';
import { contentAuthCalls } from './content-auth.ts';
import { orderCalls } from './orders.ts';
import { searchCalls } from './search.ts';
import { storefrontCalls } from './storefront.ts';
import { templateCalls } from './templates.ts';
import { isMapped, type SpecCall } from './types.ts';

export * from './types.ts';

/** Every call of spec §7 (and each designed path), mapped to its route or marked out of scope with a reason. */
export const specCalls: readonly SpecCall[] = [...storefrontCalls, ...checkoutCalls, ...searchCalls, ...orderCalls, ...templateCalls, ...cardsOnFileCalls, ...buyerClientCalls, ...contentAuthCalls];

export const mappedCalls = specCalls.filter(isMapped);

export const callById = (id: string): SpecCall => {
  const call = specCalls.find((entry) => entry.id === id);
  if (!call) throw new Error(`No spec call ${id} in contract-tests/src/calls`);
  return call;
};
