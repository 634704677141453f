import { landingPageFor, languageOf, type LandingPage, type Locale } from '@comptoir/core';

/** The storefront paths of the landing pages (spec §2.2 route table; quick group order and search by route key). */
const landingPaths: Readonly<Record<LandingPage, string>> = {
  home: '/',
  shoppingCart: '/shopping-cart',
  submittedOrders: '/orders/summaries/1',
  approvalOrders: '/orders/summaries/2',
  quickGroupOrder: '/group-orders/quick',
  search: '/browse-products/Search',
  legacyHome: '/',
};

/** Where a buyer lands after sign-in: onboarding first while the account is being activated, else by firstPageType. */
export const landingUrl = (buyer: { firstPageType: number; isWaitingForCoActivation: boolean; activation: { status: string } | null }, locale: Locale): string => {
  const inOnboarding = buyer.isWaitingForCoActivation || buyer.activation?.status === 'inProgress';
  const path = inOnboarding ? '/onboarding/steps' : landingPaths[landingPageFor(buyer.firstPageType)];
  return `/${languageOf(locale)}${path === '/' ? '' : path}`;
};
