import type { ProductCardView } from '../search/index.ts';

/** The product page's read model as POST /svc/search/product-details answers it (spec §3 Product detail). */
export interface ProductDetailView extends ProductCardView {
  name: string;
  taxonomy: { id: string; name: string; level: number }[];
  availability: string;
  mediaImages: string[];
  productCodeJDA: string;
  reviewCount: number;
  estimatedDeliveryTimeMin: number;
  estimatedDeliveryTimeMax: number;
  variants: { variantType: string; products: { ProductCode: string; value: string }[] }[];
  Specifications: { tab: string; rows: { name: string; value: string }[] }[];
  SafetyDataSheets: { title: string; url: string }[];
  Descriptions: string[];
  UpsellProducts: ProductCardView[];
  AlternateFormats: { Format: string; Quantity: number; ProductCode: string }[];
  /** Per-unit fees (cents); null for guests. */
  Fees: { FeeType: number; FeeAmount: number; isExemptFromAssemblyFees: boolean }[] | null;
}
