/**
 * The landing page of this tab's last sign-in (the api's redirectUrl, by the buyer's firstPageType, or the page that
 * asked). A buyer who goes Back to the sign-in page once signed in is sent there again, unless that visit names
 * its own returnUrl.
 */
let pending: string | null = null;

export const rememberLanding = (url: string): void => {
  pending = url;
};

/** The landing page once (a later visit to the sign-in page while signed in goes to its default). */
export const takeLanding = (): string | null => {
  const url = pending;
  pending = null;
  return url;
};
