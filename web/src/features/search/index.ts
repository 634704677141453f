export { HeaderSearch } from './header-search.tsx';
export { CategoryMenu } from './category-menu.tsx';
export { Listing, type ListingProps } from './listing.tsx';
export type { Purchase } from './results/results-list.tsx';
export { ProductRow } from './results/product-row.tsx';
export { ProductBadges } from './results/product-badges.tsx';
export { StockDelivery } from './results/stock-delivery.tsx';
export { QuantityNotes } from './results/quantity-notes.tsx';
export type { ProductCardView, SearchResultView, SuggestionView } from './search-types.ts';
