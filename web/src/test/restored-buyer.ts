import { vi } from 'vitest';

/** A buyer the storefront restores from the api's readable BuyerId cookie (the session itself is the api's). */
export const restoredBuyerId = '7a702e0d-c0dc-470a-9842-e7c7f1d5a5a3';

/** The buyer's profile as GET /svc/buyers/buyers/{id}?includes=client answers it; a name and language of the test's choosing. */
export const restoredProfile = (who: { logonName: string; firstName: string; lastName: string; cultureCode: 'en-CA' | 'fr-CA'; firstPageType?: number }) => ({
  buyerId: restoredBuyerId,
  sessionId: 's',
  firstPageType: 2,
  isApprover: false,
  mergeProductInBasket: false,
  showBuyAgainAndPreviouslyPurchased: false,
  client: null,
  ...who,
});

export const jsonAnswer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Opens the next page as that buyer, signed in before. */
export const restoreBuyer = () => {
  document.cookie = `BuyerId=${restoredBuyerId}; path=/`;
};

/** After each test: the stubbed api and the cookie go. */
export const forgetRestoredBuyer = () => {
  vi.unstubAllGlobals();
  document.cookie = 'BuyerId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};
