import { sortOptionsFor, type Locale, type SortViewer } from '@comptoir/core';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, signIn, text } from './support/journey.ts';

export interface SearchAnswer {
  TotalRecords: number;
  TotalPages: number;
  IsCustomProductSearch: boolean;
  Records: { ProductCode: string; Description: string; Brand: string | null; FinalSellPrice: number | null; LoginForPricing: boolean }[];
  Facets: { Id: string; Name: string; Values: { Id: string; Name: string; Count: number }[] }[];
  /** The sort applied (a visitor asking for a price sort gets best match, 0). */
  SortBy: number;
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

/** The sort control offers exactly what core's sortOptionsFor gives this viewer, in the page's language; it is returned. */
export const expectSortChoices = async (page: Page, locale: Locale, viewer: SortViewer) => {
  const select = page.getByRole('combobox', { name: text(locale, 'search.sortBy') });
  await expect(select.getByRole('option')).toHaveText(sortOptionsFor(viewer).map((option) => text(locale, option.labelKey)));
  return select;
};

/** The listing's result headings, in order, are the api answer's records. */
export const expectRecordsInOrder = async (page: Page, answer: SearchAnswer) => {
  await expect(resultRows(page).getByRole('heading', { level: 3 })).toHaveText(answer.Records.map((record) => record.Description));
};

/**
 * Spec §6, guests see no prices: a visitor's link with a price sort lists in best match, and the control shows best
 * match among its non-price choices, without an error; the buyer, once signed in, is offered and gets that price sort.
 */
export const expectPriceSortForVisitorThenBuyer = async (page: Page, locale: Locale, search: { keyWord: string; sortBy: 1 | 2; buyer: string }) => {
  const { keyWord, sortBy, buyer } = search;
  const prefix = locale === 'fr-CA' ? 'fr' : 'en';
  const bestMatch = await searchApi(page, locale, { keyWord });
  const askedByPrice = await searchApi(page, locale, { keyWord, sortBy });
  expect(askedByPrice.SortBy).toBe(0);
  expect(askedByPrice.Records.map((record) => record.ProductCode)).toEqual(bestMatch.Records.map((record) => record.ProductCode));
  await page.goto(`/${prefix}/browse-products/Search?q=${keyWord}&sort=${sortBy}`);
  await expect(await expectSortChoices(page, locale, { seesPrices: false })).toHaveValue('0');
  await expectRecordsInOrder(page, bestMatch);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  await signIn(page, locale, buyer);
  const byPrice = await searchApi(page, locale, { keyWord, sortBy });
  expect(byPrice.SortBy).toBe(sortBy);
  await page.goto(`/${prefix}/browse-products/Search?q=${keyWord}&sort=${sortBy}`);
  await expect(await expectSortChoices(page, locale, { seesPrices: true })).toHaveValue(String(sortBy));
  await expectRecordsInOrder(page, byPrice);
};
