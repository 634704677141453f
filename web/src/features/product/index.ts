export { ProductDetail } from './product-detail.tsx';
export { ProductCardList, RelatedProducts } from './related-products.tsx';
export { fetchAlternates, fetchProductDetails } from './product-api.ts';
export type { ProductDetailView } from './product-types.ts';
