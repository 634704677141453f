import { straightApostrophes } from '@comptoir/core';

/** What the choice needs to know of a stored layout (its blocks are read once it is chosen). */
export interface LayoutCandidate {
  readonly id: string;
  readonly page: string;
  readonly brandKey: string;
  readonly titleEn: string;
  readonly titleFr: string;
  readonly publishedAt: Date | null;
  readonly updatedAt: Date;
}

export interface LayoutRequest {
  /** The brand whose layouts come first; the default brand's stand in for a brand without one. */
  readonly brand: string;
  /** A named layout (either language, any case); without it, the home page's. */
  readonly title?: string | undefined;
  /** Unpublished layouts too: an admin's preview. */
  readonly includeDrafts: boolean;
  readonly now: Date;
}

export const HOME_PAGE = 'home';
export const DEFAULT_BRAND = 'default';

// A title typed with a straight apostrophe names the one written with ’ ('Aperçu de l'automne').
const comparable = (text: string) => straightApostrophes(text.trim()).toLocaleLowerCase('fr-CA');
export const isPublished = (layout: LayoutCandidate, now: Date) => layout.publishedAt !== null && layout.publishedAt.getTime() <= now.getTime();
const isNamed = (layout: LayoutCandidate, title: string) => [layout.titleEn, layout.titleFr].some((name) => comparable(name) === comparable(title));

/** Own brand first; then the newest version (a draft is newer than anything published), then the last edited. */
const preference = (brand: string) => (a: LayoutCandidate, b: LayoutCandidate): number =>
  Number(b.brandKey === brand) - Number(a.brandKey === brand) ||
  (b.publishedAt?.getTime() ?? Infinity) - (a.publishedAt?.getTime() ?? Infinity) ||
  b.updatedAt.getTime() - a.updatedAt.getTime();

/**
 * The layout a request gets. Without a title: the home page's latest published layout (a preview adds its
 * draft blocks, never a draft layout). With a title: the layout of that name, published, or also a draft
 * in a preview. Null when there is none to show.
 */
export const chooseLayout = (candidates: readonly LayoutCandidate[], request: LayoutRequest): LayoutCandidate | null => {
  const { title, includeDrafts, now } = request;
  const eligible = candidates.filter((layout) =>
    title === undefined ? layout.page === HOME_PAGE && isPublished(layout, now) : isNamed(layout, title) && (includeDrafts || isPublished(layout, now)),
  );
  return [...eligible].sort(preference(request.brand))[0] ?? null;
};
