import type { Cents } from '@comptoir/core';
import type { FacetView } from '../../ui/facet-list.tsx';
import type { PriceFields } from '../../ui/price-display.tsx';

/**
 * A product card as /svc/search answers it (spec §3 Product card plus the api's designed extras).
 * Ids are the api's UUID strings, not the integers core's contract sketches.
 */
export interface ProductCardView extends PriceFields {
  ProductId: string;
  ProductCode: string;
  Description: string;
  ImageUrl: string | null;
  Brand: string | null;
  ShortDescription: string | null;
  TieredPricing: { Prices: { MinQuantity: number; Price: Cents }[] };
  IsDropShip: boolean;
  ProductOnSale: { OnSaleEndDate: string | null } | null;
  ProductReview: { ReviewCount: number; ReviewRatings: number; ShowReview: boolean };
  IsSpecialOrder: boolean;
  WasPreviouslyPurchased: boolean;
  LastPurchasedDate: string | null;
  IsClearanceItem: boolean;
  IsMadeInCanada: boolean;
  IsAssembly: boolean;
  IsRestricted: boolean;
  Multiple: number;
  MinimumQuantity: number;
  StockQuantity: number | null;
  EstimatedDeliveryMin: number | null;
  EstimatedDeliveryMax: number | null;
  CategoryId: string;
  InStock: boolean | null;
  PromotionDetailsEn: string | null;
  PromotionDetailsFr: string | null;
}

export interface SearchResultView {
  Records: ProductCardView[];
  IsCustomProductSearch: boolean;
  TotalRecords: number;
  Facets: FacetView[];
  CurrentPage: number;
  RecordPerPage: number;
  TotalPages: number;
}

export interface SuggestionView {
  Text: string;
  ProductCode: string | null;
  Type: 'product' | 'category';
  CategoryId: string | null;
}
