import type { CmsLayout, Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn, text } from './support/journey.ts';

const en: Locale = 'en-CA';
const fr: Locale = 'fr-CA';

/** The layout the api gives this browser (its cookies, so its session), to name what the page must show. */
const layoutFor = async (page: Page, locale: Locale, query = ''): Promise<CmsLayout> => {
  const response = await page.request.get(`/svc/cms/cms/layout${query}`, { headers: { 'Accept-Language': locale } });
  expect(response.status()).toBe(200);
  return (await response.json()) as CmsLayout;
};
const promotionsOf = (layout: CmsLayout) => layout.blocks.flatMap((block) => (block.kind === 'promotionBlock' ? [block] : []));
const banners = (page: Page, locale: Locale) => page.getByRole('main').getByRole('region', { name: text(locale, 'cms.banners') }).getByRole('article');

/** Every promotion shows its products with the sign-in prompt where a price would be. */
const expectPromotionsWithoutPrices = async (page: Page, locale: Locale) => {
  const promotions = promotionsOf(await layoutFor(page, locale));
  expect(promotions.length).toBeGreaterThan(0);
  for (const promotion of promotions) {
    const region = page.getByRole('region', { name: promotion.title });
    await expect(region.getByRole('heading', { level: 2, name: promotion.title })).toBeVisible();
    const products = region.getByRole('list', { name: text(locale, 'cms.promotionProducts', { promotion: promotion.title }) });
    await expect(products.getByRole('link', { name: text(locale, 'search.signInForPricing') })).toHaveCount(promotion.products.length);
  }
  await expect(page.getByRole('main').getByText(text(locale, 'search.unitPrice'))).toHaveCount(0);
};

test('a guest gets the home layout in English, then in French: banners with links and described pictures, promotions without prices', async ({ page }) => {
  test.slow();
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'home.title') })).toBeVisible();
  await expect(banners(page, en)).toHaveCount(2);
  const first = banners(page, en).first();
  await expect(first.getByRole('heading', { level: 2, name: 'Everything your office needs, delivered' })).toBeVisible();
  await expect(first.getByRole('link', { name: 'Shop paper and notebooks' })).toHaveAttribute('href', '/en/browse-products/Category?q=paper');
  const picture = first.getByRole('img', { name: 'Illustration of a ream of copy paper' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Coming soon: the breakroom refresh' })).toHaveCount(0);
  await expect(page.getByText(text(en, 'cms.previewNotice'))).toHaveCount(0);
  await expectPromotionsWithoutPrices(page, en);
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'home.shopByCategory') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'home.recentlyViewed') })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'home.title') })).toBeVisible();
  const premier = banners(page, fr).first();
  await expect(premier.getByRole('heading', { level: 2, name: 'Tout ce dont votre bureau a besoin, livré' })).toBeVisible();
  await expect(premier.getByRole('link', { name: 'Magasiner papier et cahiers' })).toHaveAttribute('href', '/fr/browse-products/Category?q=paper');
  await expect(premier.getByRole('img', { name: 'Illustration d’une rame de papier à photocopie' })).toBeVisible();
  await expectPromotionsWithoutPrices(page, fr);
  await expect(page.getByRole('heading', { level: 2, name: text(fr, 'home.shopByCategory') })).toBeVisible();
  await expectAccessible(page);

  await premier.getByRole('link', { name: 'Magasiner papier et cahiers' }).click();
  await expect(page).toHaveURL(/\/fr\/browse-products\/Category\?q=paper$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Papier' })).toBeVisible();
});

test("an admin's preview shows the drafts, badged, and a named draft layout; a buyer sees the promotions' prices", async ({ page }) => {
  test.slow();
  await signIn(page, en, 'admin-on');
  await page.goto('/en?preview=true');
  await expect(page.getByRole('status').filter({ hasText: text(en, 'cms.previewNotice') })).toBeVisible();
  const draft = banners(page, en).filter({ has: page.getByRole('heading', { name: 'Coming soon: the breakroom refresh' }) });
  await expect(draft.getByText(text(en, 'cms.draft'))).toBeVisible();
  const [promotion] = promotionsOf(await layoutFor(page, en));
  await expect(page.getByRole('region', { name: promotion?.title }).getByText(text(en, 'search.unitPrice')).first()).toBeAttached();
  await expectAccessible(page);

  await page.goto(`/fr?preview=true&title=${encodeURIComponent("Aperçu de l'automne")}`);
  await expect(banners(page, fr).getByRole('heading', { level: 2, name: 'La planification de l’automne commence ici' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text(fr, 'cms.previewNotice') })).toBeVisible();
  await expectAccessible(page);
});

test('anyone else asking for a preview gets the published page: no drafts, no preview notice', async ({ page }) => {
  await page.goto('/en?preview=true');
  await expect(banners(page, en)).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Coming soon: the breakroom refresh' })).toHaveCount(0);
  await expect(page.getByText(text(en, 'cms.previewNotice'))).toHaveCount(0);

  // A draft by name is not there for a guest: the page falls back to the categories and recently viewed.
  await page.goto('/fr?preview=true&title=Fall%20preview');
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'home.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: text(fr, 'home.shopByCategory') })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Papier', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La planification de l’automne commence ici' })).toHaveCount(0);
  await expectAccessible(page);
});

test("a visitor of a partner storefront gets that brand's layout, its banner in the brand's colour", async ({ page }) => {
  await page.goto('/en?branding=maplebay');
  const banner = banners(page, en).first();
  await expect(banner).toHaveCSS('background-color', 'rgb(166, 28, 60)');
  await expect(banner).toHaveCSS('color', 'rgb(255, 255, 255)');
  await page.goto('/en?branding=default');
  await expect(banners(page, en).first()).toHaveCSS('background-color', 'rgb(27, 77, 137)');
});
