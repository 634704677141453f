import type { Language } from '../../paths.ts';
import { api } from '../api-client/index.ts';
import type { ProductCardView } from '../search/index.ts';
import type { ProductDetailView } from './product-types.ts';

const recordsOf = (body: unknown): ProductDetailView[] => {
  const records = (body as { Records?: unknown } | null)?.Records;
  if (!Array.isArray(records)) throw new Error('product-details answered an unexpected shape');
  return records as ProductDetailView[];
};

/** POST /svc/search/product-details for one or more codes (the api records the view for signed-in buyers). */
export const fetchProductDetails = (productCodes: readonly string[], language: Language, signal?: AbortSignal): Promise<ProductDetailView[]> =>
  api.post('/svc/search/product-details', { productCodes, language }, { signal, parse: recordsOf });

/** GET /api/orders/getAlternateProducts?productCode=: products that can replace this one. */
export const fetchAlternates = async (productCode: string, signal?: AbortSignal): Promise<ProductCardView[]> => {
  const body = await api.get<{ Products?: ProductCardView[] }>('/api/orders/getAlternateProducts', { query: { productCode }, signal });
  return Array.isArray(body?.Products) ? body.Products : [];
};
