import { z } from 'zod';
import { LanguageSchema, wholeNumberText } from '@comptoir/core';
import { UuidParam } from '../../platform/errors.ts';
import { KeywordSearchBodySchema } from '../search/index.ts';
import { productListTypes } from './product-list-repo.ts';

// Path ids: GUIDs in braces or upper case name the same object, as everywhere in the api.
const uuid = UuidParam;
const BoxDimension = z.number().positive().max(200).optional();

/** The request schemas of the product routes (routes validate with them; the fuzzing targets reuse them). */
export const InkTonerBodySchema = KeywordSearchBodySchema.extend({ printerModel: z.string().trim().min(1).max(80) });
export const BoxFinderBodySchema = KeywordSearchBodySchema.extend({ length: BoxDimension, width: BoxDimension, height: BoxDimension });
export const AlternatesQuerySchema = z.object({ productCode: z.string().trim().min(1).max(40) });
export const BreadcrumbsParamsSchema = z.object({ id: uuid, language: LanguageSchema });
export const PromotionParamsSchema = z.object({ promoId: uuid });
/** Listing searches whose products are fixed by the path (promotion, product list): the language may come from the header. */
export const ListingSearchBodySchema = KeywordSearchBodySchema.partial({ language: true });
/** searchByProductList/{a}/{b}[/{c}][/{d}]: list id, list type (0 shopping list, 1 template, 2 flyer), page, page size. */
export const ProductListParamsSchema = z.object({
  a: uuid,
  b: wholeNumberText(z.number().int().min(0).max(productListTypes.length - 1)),
  c: wholeNumberText(z.number().int().min(1).max(10_000)).optional(),
  d: wholeNumberText(z.number().int().min(1).max(50)).optional(),
});
/** catalogues/{a}/{b}: a division code and a warehouse number (as clients carry them: DON, TOR01). */
export const CatalogueParamsSchema = z.object({ a: z.string().regex(/^[A-Z0-9]{2,20}$/), b: z.string().regex(/^[A-Z0-9]{2,20}$/) });
