import { expect, type Page } from '@playwright/test';

export interface FoundProduct {
  ProductCode: string;
  Description: string;
  Multiple: number;
  MinimumQuantity: number;
  /** The buyer's price in cents; null for a guest. */
  CombinedDetailPrice: number | null;
}

/** Products of a keyword search as the signed-in buyer sees them (the api is the oracle for the rules). */
export const searchProducts = async (page: Page, keyWord: string, language: 'en' | 'fr'): Promise<FoundProduct[]> => {
  const response = await page.request.post('/svc/search/Search/keyword', { data: { keyWord, language, currentPage: 1, recordPerPage: 50 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { Records: FoundProduct[] }).Records;
};

/** Puts a product in the signed-in buyer's cart through the api. */
export const addThroughApi = async (page: Page, productCode: string, quantity: number) => {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/cart/addtocart?callingLocation=react', { headers: { Origin: origin }, data: { Products: [{ ProductCode: productCode, Quantity: quantity }] } });
  expect(response.ok()).toBe(true);
};
