import type { Locale } from '@comptoir/core';
import { expect, type Page } from '@playwright/test';

export interface SearchAnswer {
  TotalRecords: number;
  TotalPages: number;
  IsCustomProductSearch: boolean;
  Records: { ProductCode: string; Description: string; Brand: string | null; FinalSellPrice: number | null; LoginForPricing: boolean }[];
  Facets: { Id: string; Name: string; Values: { Id: string; Name: string; Count: number }[] }[];
}

/** What the search service answers for a body, with the page's cookies (so a signed-in test sees its prices). */
export const searchApi = async (page: Page, locale: Locale, body: Record<string, unknown>): Promise<SearchAnswer> => {
  const response = await page.request.post('/svc/search/Search/keyword', {
    headers: { 'Accept-Language': locale },
    data: { language: locale === 'fr-CA' ? 'fr' : 'en', ...body },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchAnswer;
};

/** The result articles of the listing (list and grid views). */
export const resultRows = (page: Page) => page.getByRole('main').getByRole('article');
