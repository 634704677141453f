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

/**
 * Decision 032: a buyer signing in with a temporary password an administrator set goes to the change-password page
 * first (the reason named for the page to say), then on to their landing page.
 */
export const passwordChangeUrl = (landing: string, locale: Locale): string =>
  `/${languageOf(locale)}/change-password?${new URLSearchParams({ reason: 'temporaryPassword', returnUrl: landing })}`;
