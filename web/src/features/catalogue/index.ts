export { CategoryTileList, TopCategoryTiles } from './category-tiles.tsx';
export { fetchCategoryMenu, type CategoryMenuItem } from './category-menu-api.ts';
