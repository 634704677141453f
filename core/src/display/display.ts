import { ADD_TO_CART_TOAST_AUTO_DISMISS_MS, TOAST_AUTO_DISMISS_MS, TOAST_CONTAINER_POLL_MS } from '../outcomes/message-status.ts';

/** Spec §9 breakpoints (px). */
export const breakpoints = { xxs: 475, xs: 600, sm: 820, md: 1024, lg: 1280, xl: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Spec §9 carousel slides: large 4, medium 2, small 1. */
export const carouselSlides = { lg: 4, md: 2, sm: 1 } as const;

/** The carousel slide count for a viewport width. */
export const carouselSlidesFor = (width: number): number => (width >= breakpoints.lg ? carouselSlides.lg : width >= breakpoints.sm ? carouselSlides.md : carouselSlides.sm);

/** Spec §9 views. */
export const listViews = ['xl', 'lg', 'normal'] as const;
export const resultViews = ['list', 'grid', 'table'] as const;

/** Spec §2.1 / §9: drawer images are 100 by 100. */
export const DRAWER_IMAGE_SIZE = 100;

/** Spec §4 / §9 timings, in milliseconds unless named otherwise. */
export const timings = {
  recommendationReopenMs: 300,
  moveToCartRemovalDelayMs: 1000,
  authCookieDays: 30,
  previousPageCookieMinutes: 30,
  analyticsScriptWaitMs: 4000,
  analyticsScriptLongWaitMs: 10_000,
  analyticsPollMs: 100,
  liveHelpWaitMs: 10_000,
  widgetWaitMs: 2000,
  toastContainerPollMs: TOAST_CONTAINER_POLL_MS,
  toastAutoDismissMs: TOAST_AUTO_DISMISS_MS,
  addToCartToastAutoDismissMs: ADD_TO_CART_TOAST_AUTO_DISMISS_MS,
} as const;

/** Spec §8: the client error logger's codes, and the statuses it ignores. */
export const ErrorCode = { default: 'E001', general: 'E005' } as const;
export const isIgnoredClientError = (error: { status?: number; message?: string }): boolean => error.status === 401 || (error.message ?? '').includes('401');

/** Spec §9: feature flags are on with 1 or true. */
export const isFlagOn = (value: unknown): boolean => value === true || value === 1 || value === '1' || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

/** Spec §3: the user-info cookie's ShowHideRestrictions defaults to 2. */
export const SHOW_HIDE_RESTRICTIONS_DEFAULT = 2;

/** Spec §4: the PWGS value toggles between 1 and 3. */
export const togglePwgs = (value: number): 1 | 3 => (value === 1 ? 3 : 1);

/** Spec §3 'Review rating': a 0-5 rating rounded to the half star for display. */
export const ratingStars = (rating: number): number => Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
