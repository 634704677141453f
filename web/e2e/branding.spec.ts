import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn, text } from './support/journey.ts';
import { resultRows } from './browse-support.ts';

const en = 'en-CA';
const fr = 'fr-CA';
const headerColour = (page: Page) => page.getByRole('banner').evaluate((header) => getComputedStyle(header).backgroundColor);

test('?branding=harbourline turns the storefront into the partner one for the whole visit; ?branding=default turns it back', async ({ page }) => {
  test.slow();
  await page.goto('/en');
  const comptoirColour = await headerColour(page);
  await expect(page.getByRole('contentinfo')).toContainText(text(en, 'branding.copyright', { year: String(new Date().getFullYear()) }));

  await page.goto('/en?branding=harbourline');
  await expect(page.getByRole('link', { name: text(en, 'branding.logo', { brand: 'HARBOURLINE' }) })).toBeVisible();
  expect(await headerColour(page)).toBe('rgb(14, 76, 109)');
  expect(await headerColour(page)).not.toBe(comptoirColour);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(text(en, 'branding.harbourline.copyright'));
  await expect(footer.getByRole('link', { name: text(en, 'branding.harbourline.contactLabel') })).toHaveAttribute('href', /^mailto:/);
  await expectAccessible(page);

  await page.goto('/en/browse-products/Search?q=stapler');
  await expect(page.getByRole('link', { name: text(en, 'branding.logo', { brand: 'HARBOURLINE' }) })).toBeVisible();
  await expect(resultRows(page).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('contentinfo')).toContainText(text(fr, 'branding.harbourline.copyright'));
  await expect(page.getByRole('link', { name: text(fr, 'branding.logo', { brand: 'HARBOURLINE' }) })).toBeVisible();

  await page.goto('/fr?branding=default');
  await expect(page.getByRole('link', { name: text(fr, 'branding.logo', { brand: 'Comptoir' }) })).toBeVisible();
  expect(await headerColour(page)).toBe(comptoirColour);
});

test('a partner buyer gets the brand of their client from the api, without any parameter', async ({ page }) => {
  await signIn(page, en, 'partner-maplebay');
  await page.goto('/en');
  await expect(page.getByRole('link', { name: text(en, 'branding.logo', { brand: 'MapleBay' }) })).toBeVisible();
  expect(await headerColour(page)).toBe('rgb(166, 28, 60)');
  await expect(page.getByRole('contentinfo')).toContainText('© MapleBay Office Inc. All rights reserved.');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact your MapleBay representative' })).toHaveAttribute('href', 'mailto:orders@maplebay.example');
  await expectAccessible(page);
});

test('?enableDataTest=true switches test attributes on and a cookie keeps them; =false switches them off', async ({ page }) => {
  await page.goto('/en/browse-products/Search?q=stapler&enableDataTest=true');
  await expect(resultRows(page).first()).toHaveAttribute('data-test', /^product-row-/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'enableDataTest')?.value).toBe('1');
  await page.goto('/en/browse-products/Search?q=paper');
  await expect(resultRows(page).first()).toHaveAttribute('data-test', /^product-row-/);
  await page.goto('/en/browse-products/Search?q=paper&enableDataTest=false');
  await expect(resultRows(page).first()).not.toHaveAttribute('data-test', /.+/);
});
