import { useSyncExternalStore } from 'react';

/** Spec §2.4: up to 4 products side by side. */
export const COMPARE_MAX = 4;
export const COMPARE_MIN = 2;

export interface ComparedProduct { code: string; name: string }

const storageKey = 'comptoir.compare';
const listeners = new Set<() => void>();
let cache: ComparedProduct[] | null = null;

const read = (): ComparedProduct[] => {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    cache = Array.isArray(parsed)
      ? parsed.filter((item): item is ComparedProduct => typeof item?.code === 'string' && typeof item?.name === 'string').slice(0, COMPARE_MAX)
      : [];
  } catch {
    cache = [];
  }
  return cache;
};

const write = (next: ComparedProduct[]) => {
  cache = next;
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Private modes may refuse storage: the selection then lives for this page only.
  }
  listeners.forEach((listener) => listener());
};

/** Adds or removes a product; adding a fifth is refused (returns false). */
export const toggleCompared = (product: ComparedProduct): boolean => {
  const current = read();
  if (current.some((item) => item.code === product.code)) {
    write(current.filter((item) => item.code !== product.code));
    return true;
  }
  if (current.length >= COMPARE_MAX) return false;
  write([...current, product]);
  return true;
};

export const removeCompared = (code: string) => write(read().filter((item) => item.code !== code));
export const clearCompared = () => write([]);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The products chosen for comparison in this tab (kept across pages of the listing). */
export const useCompared = (): ComparedProduct[] => useSyncExternalStore(subscribe, read, () => []);

const returnKey = 'comptoir.compareReturnTo';

/** The listing the shopper compared from, for 'Back to the product list'. */
export const setCompareReturnTo = (url: string) => {
  try {
    sessionStorage.setItem(returnKey, url);
  } catch {
    // Without storage the back link goes home.
  }
};
export const compareReturnTo = (): string | null => {
  try {
    return sessionStorage.getItem(returnKey);
  } catch {
    return null;
  }
};
