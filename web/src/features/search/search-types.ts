import type { ProductCard } from '@comptoir/core';
import type { FacetView } from '../../ui/facet-list.tsx';

/** A product card as /svc/search answers it: core's contract card (spec §3 Product card plus the designed ids, savings and stock state). */
export type ProductCardView = ProductCard;

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
