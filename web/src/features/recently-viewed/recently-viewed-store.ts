/**
 * Products a visitor opened on this browser, newest first (signed-in buyers get theirs from the api's
 * Recommendations call). For visitors the storefront keeps its own
 * list of codes and asks product-details for their current prices when it shows them.
 */
export const RECENTLY_VIEWED_MAX = 8;
const storageKey = 'comptoir.recentlyViewed';

export const readRecentlyViewed = (): string[] => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string').slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
};

const write = (codes: readonly string[]) => {
  try {
    localStorage.setItem(storageKey, JSON.stringify(codes));
  } catch {
    // Storage refused (private mode): the list simply stays empty.
  }
};

export const recordRecentlyViewed = (code: string): void => write([code, ...readRecentlyViewed().filter((item) => item !== code)].slice(0, RECENTLY_VIEWED_MAX));
export const clearRecentlyViewed = (): void => write([]);
