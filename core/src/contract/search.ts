import { z } from 'zod';
import { FilterByType, SEARCH_FIRST_PAGE, SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE_LARGE, SUGGEST_MAX_LENGTH } from '../search/search.ts';
import { DEFAULT_SORT, SortBy } from '../search/sort.ts';
import { LanguageSchema, UuidSchema, wholeNumberText } from './common.ts';
import { ProductCardSchema, ProductDetailSchema } from './catalogue.ts';

/** Spec §3 'Facets': a facet group's value. */
export const SearchFacetValueSchema = z.object({ Id: z.string(), Name: z.string(), Count: z.number().int().nonnegative(), IsSelected: z.boolean(), URL: z.string().nullable() });
export type SearchFacetValue = z.infer<typeof SearchFacetValueSchema>;
/** Spec §3 'Facets': a facet group of a search answer (search/search.ts's FacetLike is what the display rules read). */
export const SearchFacetSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Values: z.array(SearchFacetValueSchema),
  /** Box finder dimensions are in inches (spec §3). */
  FinderFields: z.object({ length: z.number().nullable(), width: z.number().nullable(), height: z.number().nullable(), size: z.string().nullable(), resistanceType: z.string().nullable() }).nullable(),
});
export type SearchFacet = z.infer<typeof SearchFacetSchema>;

/**
 * designed: the Buyer / CCS / Client blocks of the search body carry only ids; the gateway reads the viewer from the
 * session and never from them. Strict like the body: a field the service does not take is refused, not ignored.
 */
const SearchContextSchema = z.strictObject({ BuyerId: UuidSchema.nullable() }).nullable();
const SearchClientContextSchema = z.strictObject({ ClientId: UuidSchema.nullable() }).nullable();

/** Spec §7 POST /Search/keyword (and the category variant with a facet filter list). */
/** The most a keyword search takes: the header's box holds no more, and longer text in a link is searched as its start. */
export const KEYWORD_MAX_LENGTH = 200;

export const SearchKeywordRequestSchema = z
  .object({
    currentPage: z.number().int().min(SEARCH_FIRST_PAGE).default(SEARCH_FIRST_PAGE),
    recordPerPage: z.union([z.literal(SEARCH_PAGE_SIZE), z.literal(SEARCH_PAGE_SIZE_LARGE)]).default(SEARCH_PAGE_SIZE),
    sortBy: z.enum(SortBy).default(DEFAULT_SORT),
    FilterByType: z.enum(FilterByType).default(FilterByType.allProducts),
    SelectedFacetFilter: z.array(z.strictObject({ FacetId: z.string().max(100), ValueId: z.string().max(200) })).max(50).default([]),
    ShowStandingOfferProduct: z.union([z.literal(0), z.literal(1)]).default(0),
    keyWord: z.string().trim().max(KEYWORD_MAX_LENGTH).default(''),
    language: LanguageSchema,
    clientId: UuidSchema.nullable().default(null),
    Buyer: SearchContextSchema.default(null),
    CCS: SearchClientContextSchema.optional(),
    Client: SearchClientContextSchema.optional(),
    finderType: z.number().int().nullable().default(null),
    ShowHideRestrictions: z.number().int().default(2),
    /** designed: the category of the category variant — its UUID or its slug (as the menu links); its whole subtree is searched. */
    categoryId: z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/i).optional(),
  })
  .strict();
export type SearchKeywordRequest = z.infer<typeof SearchKeywordRequestSchema>;

/**
 * Spec §7: returns Records and IsCustomProductSearch (true when no exact match was found and the closest
 * products are shown). designed: the count, facets and paging the listing needs, and the sort and filter applied.
 */
export const SearchResponseSchema = z.object({
  Records: z.array(ProductCardSchema),
  IsCustomProductSearch: z.boolean(),
  TotalRecords: z.number().int().nonnegative(),
  Facets: z.array(SearchFacetSchema),
  CurrentPage: z.number().int().min(SEARCH_FIRST_PAGE),
  RecordPerPage: z.number().int().positive(),
  TotalPages: z.number().int().nonnegative(),
  SortBy: z.enum(SortBy),
  FilterByType: z.enum(FilterByType),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** Spec §7 POST product-details: the same body plus productCodes. */
export const ProductDetailsRequestSchema = SearchKeywordRequestSchema.extend({ productCodes: z.array(z.string().trim().min(1).max(40)).min(1).max(100) });
export type ProductDetailsRequest = z.infer<typeof ProductDetailsRequestSchema>;
export const ProductDetailsResponseSchema = z.object({ Records: z.array(ProductDetailSchema) });

/** designed: auto-suggest (spec §9: 6 suggestions, 10 at most). */
export const SuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(SUGGEST_MAX_LENGTH), language: LanguageSchema, limit: wholeNumberText(z.number().int().min(1).max(10)).default(6) });
export const SuggestResponseSchema = z.object({ Suggestions: z.array(z.object({ Text: z.string(), ProductCode: z.string().nullable() })) });

/** Spec §7 POST Recommendations. */
export const RecommendationsRequestSchema = z
  .object({
    recordPerPage: z.number().int().min(1).max(50).default(10),
    keyWord: z.string().max(KEYWORD_MAX_LENGTH).default(''),
    language: LanguageSchema,
    clientId: UuidSchema.nullable().default(null),
    ShowStandingOfferProduct: z.union([z.literal(0), z.literal(1)]).default(0),
    SpecialFilter: z.string().max(100).nullable().default(null),
    ProductCodes: z.array(z.string().max(40)).max(100).default([]),
    PageType: z.string().max(60),
    IncludeRecentlyViewed: z.boolean().default(false),
    /** designed: the drawer's variant (spec §7 'Recommendations in the drawer': cart type). */
    cartType: z.number().int().optional(),
  })
  .strict();
export type RecommendationsRequest = z.infer<typeof RecommendationsRequestSchema>;

/** Spec §3 'Recommendation response'; errors yield an empty result. */
export const RecommendationsResponseSchema = z.object({ Recommendations: z.array(ProductCardSchema), RecentlyViewedItems: z.array(ProductCardSchema) });
export type RecommendationsResponse = z.infer<typeof RecommendationsResponseSchema>;

/** designed: GET /svc/search/finders/printer-models — the printer models the ink-and-toner finder offers. */
export const PrinterModelsResponseSchema = z.object({ PrinterModels: z.array(z.string()) });
/** designed: POST /svc/search/finders/ink-toner — the keyword body with a printer model. */
export const InkTonerFinderRequestSchema = SearchKeywordRequestSchema.extend({ printerModel: z.string().trim().min(1).max(80) });
/** designed: POST /svc/search/finders/box — the keyword body with box dimensions in inches (spec §3 Facets). */
const BoxDimension = z.number().positive().max(200).optional();
export const BoxFinderRequestSchema = SearchKeywordRequestSchema.extend({ length: BoxDimension, width: BoxDimension, height: BoxDimension });
