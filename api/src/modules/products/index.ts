export { productServiceRoutes, productStorefrontRoutes } from './routes.ts';
export { productDetails, recordRecentlyViewed, cardQueryFor } from './product-detail-service.ts';
export { findCards } from './cards-repo.ts';
export { buyerCards } from './buyer-cards.ts';
export {
  AlternatesQuerySchema,
  BoxFinderBodySchema,
  BreadcrumbsParamsSchema,
  CatalogueParamsSchema,
  InkTonerBodySchema,
  ListingSearchBodySchema,
  ProductListParamsSchema,
  PromotionParamsSchema,
} from './request-schemas.ts';
