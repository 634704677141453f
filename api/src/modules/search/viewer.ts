/**
 * Who is looking at the catalogue. Services take it explicitly so rules are testable without HTTP;
 * routes derive it from the session (never from the clientId / Buyer fields of a request body).
 */
export type Viewer = GuestViewer | BuyerViewer;

/** Spec cookie 'user info': ShowHideRestrictions, default 2. 1 shows restricted items (flagged), 2 hides them. */
export type ShowHideRestrictions = 1 | 2;
export const SHOW_RESTRICTED = 1;
export const HIDE_RESTRICTED = 2;

export interface GuestViewer {
  kind: 'guest';
}

export interface BuyerViewer {
  kind: 'buyer';
  buyerId: string;
  clientId: string;
  /** Spec §6: logged-in buyers see prices and availability. */
  canSeePrices: boolean;
  /** Spec §5: promotions never apply in a group order (the client's own flag is read in SQL). */
  isInGroupOrder: boolean;
  /** Client setting: contract products listed first in best-match order. */
  showContractFirst: boolean;
  /** Client setting: restricted items shown by default when the request does not say. */
  showRestrictedItemsDefaultView: boolean;
  /** Client setting (spec §6): 'Our experts suggest' only when enabled. */
  enableRecommendationProduct: boolean;
}

export const guestViewer: GuestViewer = { kind: 'guest' };

export const canSeePrices = (viewer: Viewer): viewer is BuyerViewer => viewer.kind === 'buyer' && viewer.canSeePrices;

/** Restricted items are hidden unless the request (or, failing that, the client's default view) says show. */
export const hidesRestricted = (viewer: Viewer, requested: number | undefined): boolean => {
  if (requested === SHOW_RESTRICTED) return false;
  if (requested === HIDE_RESTRICTED) return true;
  return viewer.kind === 'buyer' ? !viewer.showRestrictedItemsDefaultView : true;
};

interface SessionLike {
  buyer: { id: string; clientId: string; inviteeState: number };
  client: { settings: { showContractFirst: boolean; showRestrictedItemsDefaultView: boolean; enableRecommendationProduct: boolean } };
}

/** The viewer of a live session (identity's Session), or the guest. */
export const viewerFromSession = (session: SessionLike | null | undefined): Viewer =>
  session
    ? {
        kind: 'buyer',
        buyerId: session.buyer.id,
        clientId: session.buyer.clientId,
        canSeePrices: true,
        isInGroupOrder: session.buyer.inviteeState > 0,
        showContractFirst: session.client.settings.showContractFirst,
        showRestrictedItemsDefaultView: session.client.settings.showRestrictedItemsDefaultView,
        enableRecommendationProduct: session.client.settings.enableRecommendationProduct,
      }
    : guestViewer;

/**
 * Everything about the viewer a catalogue answer depends on, as a cache key part: guests share answers;
 * a buyer's carry their prices and last-purchased dates, so they are the buyer's own.
 */
export const viewerCacheKey = (viewer: Viewer): string =>
  viewer.kind === 'guest'
    ? 'guest'
    : [viewer.buyerId, viewer.clientId, viewer.canSeePrices, viewer.isInGroupOrder, viewer.showContractFirst, viewer.showRestrictedItemsDefaultView].join(':');
