import type { ProductDetail } from '@comptoir/core';

/** The product page's read model as POST /svc/search/product-details answers it: core's contract (spec §3 Product detail). */
export type ProductDetailView = ProductDetail;
