import { z } from 'zod';
import { SortBy } from '../search/sort.ts';
import { CentsSchema, DateStringSchema, LanguageSchema, MessagesSchema, UuidSchema, wholeNumberText } from './common.ts';

const cents = CentsSchema;

/** Spec §3 'Product card'. designed: ProductCode, Description, ImageUrl, prices, quantity rule and stock that a row needs. */
export const ProductCardSchema = z.object({
  ProductCode: z.string(),
  Description: z.string(),
  ImageUrl: z.string().nullable(),
  Brand: z.string().nullable(),
  ShortDescription: z.string().nullable(),
  TieredPricing: z.object({ Prices: z.array(z.object({ MinQuantity: z.number().int().positive(), Price: cents })) }),
  IsDropShip: z.boolean(),
  ProductOnSale: z.object({ OnSaleEndDate: DateStringSchema.nullable() }).nullable(),
  ProductReview: z.object({ ReviewCount: z.number().int().nonnegative(), ReviewRatings: z.number().min(0).max(5), ShowReview: z.boolean() }),
  IsSpecialOrder: z.boolean(),
  WasPreviouslyPurchased: z.boolean(),
  LastPurchasedDate: DateStringSchema.nullable(),
  IsClearanceItem: z.boolean(),
  IsMadeInCanada: z.boolean(),
  UOM: z.string(),
  /** null when the viewer may not see prices (spec §6 guests). */
  CombinedDetailPrice: cents.nullable(),
  CombinedMarketPrice: cents.nullable(),
  ListPrice: cents.nullable(),
  IsContract: z.boolean(),
  IsAssembly: z.boolean(),
  IsMarketPrice: z.boolean(),
  IsCatalog: z.boolean(),
  IsRestricted: z.boolean(),
  PromotionDetailsEn: z.string().nullable(),
  PromotionDetailsFr: z.string().nullable(),
  Multiple: z.number().int().positive(),
  MinimumQuantity: z.number().int().positive(),
  StockQuantity: z.number().int().nonnegative().nullable(),
  EstimatedDeliveryMin: z.number().int().nonnegative().nullable(),
  EstimatedDeliveryMax: z.number().int().nonnegative().nullable(),
  ReturnProductInfo: z.string().nullable().optional(),
  ReturnReferenceType: z.number().int().nullable().optional(),
  ReturnReferenceNumber: z.string().nullable().optional(),
  ReturnMrNumber: z.string().nullable().optional(),
  ReturnMrStatus: z.string().nullable().optional(),
  /** designed: what a storefront row needs beyond the spec's card — ids, core flag, stock state, savings, the guest prompt. */
  ProductId: UuidSchema,
  CategoryId: UuidSchema,
  IsCore: z.boolean(),
  /** null when the viewer may not see stock (guests). */
  InStock: z.boolean().nullable(),
  FinalSellPrice: cents.nullable(),
  Saving: cents.nullable(),
  SavingPercent: z.number().int().nullable(),
  StandingOfferNumber: z.string().nullable(),
  PromotionId: UuidSchema.nullable(),
  /** Guests: prices are withheld and the storefront shows 'Sign in for pricing'. */
  LoginForPricing: z.boolean(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** Spec §3 'Product detail'. */
export const ProductDetailSchema = ProductCardSchema.extend({
  name: z.string(),
  /** Name and id per level, from the top category down. */
  taxonomy: z.array(z.object({ id: UuidSchema, name: z.string(), level: z.number().int().min(1) })),
  availability: z.string(),
  mediaImages: z.array(z.string()),
  productCodeJDA: z.string().nullable(),
  reviewCount: z.number().int().nonnegative(),
  estimatedDeliveryTimeMin: z.number().int().nonnegative(),
  estimatedDeliveryTimeMax: z.number().int().nonnegative(),
  variants: z.array(z.object({ variantType: z.string(), products: z.array(z.object({ ProductCode: z.string(), value: z.string() })) })),
  /** The specifications tab, read from a JSON tabs structure. */
  Specifications: z.array(z.object({ tab: z.string(), rows: z.array(z.object({ name: z.string(), value: z.string() })) })),
  /** designed: the finders the product appears in ('inkToner', 'box'). */
  Finders: z.array(z.string()),
  /** designed: the box finder's dimensions, in inches (spec §3 Facets), null for other products. */
  FinderFields: z.object({ length: z.number().nullable(), width: z.number().nullable(), height: z.number().nullable(), resistanceType: z.string().nullable() }).nullable(),
  SafetyDataSheets: z.array(z.object({ title: z.string(), url: z.string() })),
  Descriptions: z.array(z.string()),
  UpsellProducts: z.array(ProductCardSchema),
  AlternateFormats: z.array(z.object({ Format: z.string(), Quantity: z.number().int().positive(), ProductCode: z.string() })),
  /** designed: the product's fee entries (null when the viewer may not see prices). */
  Fees: z.array(z.object({ FeeType: z.number().int().min(0).max(9), FeeAmount: cents, isExemptFromAssemblyFees: z.boolean() })).nullable(),
  DescriptionFr: z.string().nullable(),
  BrandFr: z.string().nullable(),
  UomFr: z.string().nullable(),
  AlphaCommentLine1: z.string().nullable(),
  AlphaCommentLine2: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** The id the spec's clients send for "no parent": level 1 with id 0 is the top of the tree. */
export const TOP_OF_CATEGORY_TREE = '0';

/**
 * Spec §7 GET /api/menu/category/{level}/{id} (language header). designed: one menu entry in the spec's
 * PascalCase; Url is the category listing, relative to the storefront's language prefix.
 */
export const CategoryNodeSchema = z.object({ Id: UuidSchema, Name: z.string(), Url: z.string(), Level: z.number().int().min(1), HasChildren: z.boolean() });
export type CategoryNode = z.infer<typeof CategoryNodeSchema>;
/** Level 1 to 9; id 0 (top of the tree, level 1 only) or a category's UUID. */
export const MenuCategoryParamsSchema = z.object({ level: wholeNumberText(z.number().int().min(1).max(9)), id: z.union([z.literal(TOP_OF_CATEGORY_TREE), UuidSchema]) });
export const MenuCategoryResponseSchema = z.array(CategoryNodeSchema);

/** Spec §7 GET /categories/{id}/{language}/breadcrumbs: the trail from the top category down. */
export const BreadcrumbsParamsSchema = z.object({ id: UuidSchema, language: LanguageSchema });
export const BreadcrumbsResponseSchema = z.array(z.object({ id: UuidSchema, name: z.string() }));

/** Spec §7 POST api/products/compareProducts (spec §2.4). */
export const CompareProductsRequestSchema = z.object({ productCodes: z.array(z.string().trim().min(1).max(40)).min(2).max(4) }).strict();
export const CompareProductsResponseSchema = z.object({ Products: z.array(ProductDetailSchema) });

/** Spec §7 GET /api/orders/getAlternateProducts (designed query: the product code): products and scalar fields. */
export const AlternateProductsQuerySchema = z.object({ productCode: z.string().trim().min(1).max(40) });
export const AlternateProductsResponseSchema = z.object({ Products: z.array(ProductCardSchema), TotalRecords: z.number().int().nonnegative(), OrderId: z.number().int().nullable() });

/** Spec §7 GET api/products/RemoveRestrictedProducts: removes restricted lines from the cart, one message per product removed (spec §5). */
export const RemoveRestrictedProductsResponseSchema = z.object({ isSuccess: z.boolean(), RemovedProductCodes: z.array(z.string()), Messages: MessagesSchema });

/** Spec §7 GET /api/shoppinglists/GetShoppingListDetails/{id}/{id2}/{optional}: Records. designed: list id, list type, an optional view. */
export const ShoppingListParamsSchema = z.object({ id: UuidSchema, id2: wholeNumberText(z.number().int().nonnegative()), optional: z.string().max(40).optional() });
export const ShoppingListDetailsResponseSchema = z.object({
  Records: z.array(ProductCardSchema.extend({ ListQuantity: z.number().int().positive() })),
  /** designed: the list's name and type. */
  Name: z.string(),
  ShoppingListType: z.number().int(),
});

/** Spec §7 POST /shoppingLists/{id}/products with an array of one product. */
export const ShoppingListAddProductsRequestSchema = z.array(z.object({ ProductCode: z.string().trim().min(1).max(40), Quantity: z.number().int().min(1).max(9999) }).strict()).length(1);

/** Spec §7 POST /api/searchByPromotionId/{promoId}?sort&pageno&filter&showhide. */
export const SearchByPromotionParamsSchema = z.object({ promoId: UuidSchema });
export const SearchByPromotionQuerySchema = z.object({
  sort: wholeNumberText(z.enum(SortBy)).default(SortBy.bestMatch),
  pageno: wholeNumberText(z.number().int().min(1)).default(1),
  filter: wholeNumberText(z.number().int().min(0).max(3)).default(3),
  showhide: wholeNumberText(z.number().int()).default(2),
});
/** Spec §7 POST /api/searchByProductList/{a}/{b}[/{c}][/{d}]. designed: list id, list type, page, page size. */
export const SearchByProductListParamsSchema = z.object({ a: UuidSchema, b: wholeNumberText(z.number().int().nonnegative()), c: wholeNumberText(z.number().int().min(1)).optional(), d: wholeNumberText(z.number().int().min(1).max(50)).optional() });

/** Spec §7 GET api/catalogues/{a}/{b}. designed: catalogue by division and warehouse. */
export const CatalogueParamsSchema = z.object({ a: z.string().max(20), b: z.string().max(20) });
export const CatalogueResponseSchema = z.object({ Categories: z.array(CategoryNodeSchema) });
