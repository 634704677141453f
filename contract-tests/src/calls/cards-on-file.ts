import type { SpecCall } from './types.ts';

/** Cards on file (decision 045): spec §2.2 'edit profile' and 'share credit card', §3 profile and account credit cards; paths not shown, designed. */
export const cardsOnFileCalls: readonly SpecCall[] = [
  { id: 'cardsOnFile.profileCard', service: 'storefront', spec: "The buyer's profile credit card (§3 billing options; 'edit profile'); its path is not shown", route: 'GET /api/buyer/profile/credit-card', designed: true },
  { id: 'cardsOnFile.saveProfileCard', service: 'storefront', spec: 'Save the profile credit card from a payment token; its path is not shown', route: 'PUT /api/buyer/profile/credit-card', designed: true },
  { id: 'cardsOnFile.removeProfileCard', service: 'storefront', spec: 'Remove the profile credit card; its path is not shown', route: 'DELETE /api/buyer/profile/credit-card', designed: true },
  { id: 'cardsOnFile.accountCards', service: 'storefront', spec: "The client's ship-tos and their account credit cards (§2.2 'share credit card'); its path is not shown", route: 'GET /api/client/ship-tos/credit-cards', designed: true },
  { id: 'cardsOnFile.saveAccountCard', service: 'storefront', spec: "Save a ship-to's account credit card (§4 'account card on the ship-to'); its path is not shown", route: 'PUT /api/client/ship-tos/:shipToId/credit-card', designed: true },
  { id: 'cardsOnFile.removeAccountCard', service: 'storefront', spec: "Remove a ship-to's account credit card; its path is not shown", route: 'DELETE /api/client/ship-tos/:shipToId/credit-card', designed: true },
];
