export { RecentlyViewed } from './recently-viewed.tsx';
export { recordRecentlyViewed, readRecentlyViewed, clearRecentlyViewed } from './recently-viewed-store.ts';
