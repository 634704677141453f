import { api } from '../api-client/index.ts';
import type { ProductDetailView } from '../product/index.ts';

/** POST /api/products/compareProducts (2 to 4 codes): the products with their specifications. */
export const fetchComparison = async (productCodes: readonly string[], signal?: AbortSignal): Promise<ProductDetailView[]> => {
  const body = await api.post<{ Products?: ProductDetailView[] }>('/api/products/compareProducts', { productCodes }, { signal });
  if (!Array.isArray(body?.Products)) throw new Error('compareProducts answered an unexpected shape');
  return body.Products;
};
