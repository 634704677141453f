import { landingPageFor, languageOf, type LandingPage, type Locale } from '@comptoir/core';

/**
 * The storefront paths of the landing pages (spec §2.2 route table; search by route key). The storefront has no
 * group-order screens yet (nor the onboarding steps, spec §2.2 /onboarding/steps): a buyer whose landing page is the
 * quick group order, or whose account is being activated, signed in onto 'Page not found'. They land on the home
 * page until those screens exist, as the legacy home does.
 */
const landingPaths: Readonly<Record<LandingPage, string>> = {
  home: '/',
  shoppingCart: '/shopping-cart',
  submittedOrders: '/orders/summaries/1',
  approvalOrders: '/orders/summaries/2',
  quickGroupOrder: '/',
  search: '/browse-products/Search',
  legacyHome: '/',
};

/** Where a buyer lands after sign-in: by firstPageType. */
export const landingUrl = (buyer: { firstPageType: number }, locale: Locale): string => {
  const path = landingPaths[landingPageFor(buyer.firstPageType)];
  return `/${languageOf(locale)}${path === '/' ? '' : path}`;
};

/**
 * Decision 032: a buyer signing in with a temporary password an administrator set goes to the change-password page
 * first (the reason named for the page to say), then on to their landing page.
 */
export const passwordChangeUrl = (landing: string, locale: Locale): string =>
  `/${languageOf(locale)}/change-password?${new URLSearchParams({ reason: 'temporaryPassword', returnUrl: landing })}`;
