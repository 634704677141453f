import { deliveryWindow, formatDate, formatMoney } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn, text } from './support/journey.ts';
import { resultRows, searchApi } from './browse-support.ts';

const en = 'en-CA';

interface Detail {
  ProductCode: string;
  name: string;
  mediaImages: string[];
  variants: { products: { ProductCode: string; value: string }[] }[];
  Specifications: { tab: string; rows: { name: string; value: string }[] }[];
  SafetyDataSheets: { title: string }[];
  TieredPricing: { Prices: { MinQuantity: number; Price: number }[] };
  UpsellProducts: { Description: string }[];
  Fees: { FeeType: number; FeeAmount: number }[] | null;
  estimatedDeliveryTimeMin: number;
  estimatedDeliveryTimeMax: number;
}

const details = async (page: Page, codes: string[], language: 'en' | 'fr' = 'en'): Promise<Detail[]> => {
  const response = await page.request.post('/svc/search/product-details', { data: { productCodes: codes, language } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { Records: Detail[] }).Records;
};

test('a product page from the results: gallery, codes, keyboard tabs with the specifications, variants; guests sign in for pricing', async ({ page }) => {
  test.slow();
  const answer = await searchApi(page, en, { keyWord: 'stapler' });
  const withVariants = (await details(page, answer.Records.map((r) => r.ProductCode))).find((d) => d.variants[0] && d.variants[0].products.length > 1);
  if (!withVariants) throw new Error('no stapler with variants');
  await page.goto(`/en/browse-products/Search?q=stapler`);
  await resultRows(page).getByRole('link', { name: withVariants.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/product-detail/product\\?code=${withVariants.ProductCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: withVariants.name })).toBeVisible();
  await expect(page.getByText(withVariants.ProductCode, { exact: true })).toBeVisible();
  const gallery = page.getByRole('region', { name: text(en, 'product.gallery') });
  await expect(gallery.getByRole('button')).toHaveCount(withVariants.mediaImages.length > 1 ? withVariants.mediaImages.length : 0);
  await expect(page.getByRole('complementary', { name: text(en, 'search.price') }).getByRole('link', { name: text(en, 'search.signInForPricing') })).toBeVisible();
  // A guest is told the product's own delivery dates, not the default's 2 to 5 days.
  const window = deliveryWindow(new Date(), { min: withVariants.estimatedDeliveryTimeMin, max: withVariants.estimatedDeliveryTimeMax });
  await expect(page.getByText(text(en, 'product.deliveryDates', { from: formatDate(window.from, en), to: formatDate(window.until, en) }))).toBeVisible();

  const tabs = page.getByRole('tablist', { name: text(en, 'product.tabs') });
  await tabs.getByRole('tab', { name: text(en, 'product.description') }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: text(en, 'product.specifications') })).toHaveAttribute('aria-selected', 'true');
  const specs = page.getByRole('tabpanel', { name: text(en, 'product.specifications') });
  for (const row of withVariants.Specifications[0]?.rows ?? []) await expect(specs.getByRole('row', { name: `${row.name} ${row.value}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const sheets = page.getByRole('tabpanel', { name: text(en, 'product.safetyDataSheets') });
  if (withVariants.SafetyDataSheets.length === 0) await expect(sheets).toHaveText(text(en, 'product.noSafetyDataSheets'));
  else await expect(sheets.getByRole('link')).toHaveCount(withVariants.SafetyDataSheets.length);
  await expectAccessible(page);

  const other = withVariants.variants[0]?.products.find((p) => p.ProductCode !== withVariants.ProductCode);
  await page.getByRole('group', { name: text(en, 'product.variantColour') }).getByRole('link', { name: other?.value }).click();
  await expect(page).toHaveURL(new RegExp(`code=${other?.ProductCode}$`));
  await expect(page.getByRole('group', { name: text(en, 'product.variantColour') }).getByText(other?.value ?? '', { exact: true })).toHaveAttribute('aria-current', 'true');
});

test('signed in: unit price, eco fee, volume prices, delivery estimate, upsells and the add to cart with its quantity box', async ({ page }) => {
  test.slow();
  await signIn(page, en, 'buyer-on');
  const monitors = await searchApi(page, en, { keyWord: 'monitor' });
  const withEcoFee = (await details(page, monitors.Records.map((r) => r.ProductCode))).find((d) => d.Fees?.some((fee) => fee.FeeType === 1 && fee.FeeAmount > 0));
  if (!withEcoFee) throw new Error('no monitor with an eco fee');
  const fee = withEcoFee.Fees?.find((f) => f.FeeType === 1)?.FeeAmount ?? 0;
  await page.goto(`/en/product-detail/product?code=${withEcoFee.ProductCode}`);
  await expect(page.getByRole('heading', { level: 1, name: withEcoFee.name })).toBeVisible();
  await expect(page.getByRole('complementary', { name: text(en, 'search.price') }).getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
  await expect(page.getByText(text(en, 'product.ecoFeeNote', { amount: formatMoney(fee, en) }))).toBeVisible();
  const buyBox = page.getByRole('complementary', { name: text(en, 'search.price') });
  const delivery = buyBox.getByText(/^Delivery in \d+ to \d+ business days$/);
  await expect(delivery).toBeVisible();
  await expect(buyBox.getByText(/^Estimated delivery between /)).toBeVisible();
  // Opened directly (no results page before it), the stock line is still styled: stock in bold, set apart from the delivery days.
  const stock = buyBox.getByText(/^[\d,]+ in stock$|^In stock$|^Out of stock$/);
  await expect(stock).toHaveCSS('font-weight', '600');
  const [stockBox, deliveryBox] = [await stock.boundingBox(), await delivery.boundingBox()];
  expect(stockBox && deliveryBox && (deliveryBox.x >= stockBox.x + stockBox.width + 8 || deliveryBox.y >= stockBox.y + stockBox.height)).toBe(true);
  await expect(page.getByRole('textbox', { name: new RegExp(text(en, 'quantity.label')) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(text(en, 'cart.addToCart')) })).toBeVisible();
  const upsells = page.getByRole('region', { name: text(en, 'product.upsells') });
  await expect(upsells.getByRole('listitem')).toHaveCount(withEcoFee.UpsellProducts.length);
  await expectAccessible(page);

  // The api recorded the view: the buyer's home page lists it under 'Recently viewed'.
  await page.goto('/en');
  await expect(page.getByRole('region', { name: text(en, 'home.recentlyViewed') }).getByRole('link', { name: withEcoFee.name })).toBeVisible();
  await expectAccessible(page);

  const cleaners = await searchApi(page, en, { keyWord: 'cleaner', recordPerPage: 50 });
  const tiered = (await details(page, cleaners.Records.map((r) => r.ProductCode))).find((d) => d.TieredPricing.Prices.length > 0);
  if (!tiered) throw new Error('no cleaner with volume prices');
  await page.goto(`/en/product-detail/product?code=${tiered.ProductCode}`);
  const tiers = page.getByRole('table', { name: text(en, 'product.tieredPricing') });
  await expect(tiers.getByRole('row')).toHaveCount(tiered.TieredPricing.Prices.length + 1);
  const lowest = [...tiered.TieredPricing.Prices].sort((a, b) => a.MinQuantity - b.MinQuantity)[0];
  await expect(tiers.getByRole('row').nth(1)).toContainText(formatMoney(lowest?.Price ?? 0, en));
  await expectAccessible(page);
});

test('a French product page and an unknown product code', async ({ page }) => {
  const answer = await searchApi(page, 'fr-CA', { keyWord: 'agrafeuse' });
  const code = answer.Records[0]?.ProductCode ?? '';
  await page.goto(`/fr/product-detail/product?code=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: answer.Records[0]?.Description })).toBeVisible();
  // French puts a space before the colon: 'Code de produit : PLC…', not 'Code de produit: PLC…'.
  await expect(page.getByRole('term').first()).toHaveText('Code de produit\u00a0:');
  await expect(page.getByRole('term').first().locator('+ dd')).toHaveText(code);
  await expect(page.getByRole('tab', { name: text('fr-CA', 'product.specifications') })).toBeVisible();
  await expect(page.getByRole('navigation', { name: text('fr-CA', 'nav.breadcrumbs') }).getByRole('link').first()).toHaveAttribute('href', /\/fr\/browse-products\/Category\?q=/);
  await expectAccessible(page);

  // The home page lists it under 'Recently viewed', newest first.
  await page.goto('/fr');
  const recent = page.getByRole('region', { name: text('fr-CA', 'home.recentlyViewed') });
  await expect(recent.getByRole('link', { name: answer.Records[0]?.Description })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: text('fr-CA', 'home.clearRecentlyViewed') }).click();
  await expect(page.getByText(text('fr-CA', 'home.recentlyViewedEmpty'))).toBeVisible();

  await page.goto('/en/product-detail/product?code=NOPE00000');
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'product.notFound') })).toBeVisible();
  await expect(page.getByText(text(en, 'product.notFoundHint'))).toBeVisible();
  await expectAccessible(page);

  // A mangled link's code, longer than any product's (the service refuses it, 400): not offered, not 'bad request'.
  await page.goto(`/fr/product-detail/product?code=${'A'.repeat(50)}`);
  await expect(page.getByRole('heading', { level: 1, name: text('fr-CA', 'product.notFound') })).toBeVisible();
  await expect(page.getByText(text('fr-CA', 'errors.badRequest'))).toHaveCount(0);
  await expectAccessible(page);
});
