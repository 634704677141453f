/**
 * The landing page of the sign-in in progress (the api's redirectUrl, by the buyer's firstPageType).
 * Signing in remounts the page tree (providers keyed by buyer), so the sign-in page can come back up already
 * signed in: it must then go where the session went, not to its 'already signed in' default.
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
