import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsPhone, expectFocusDrawn, message } from './catalogue.ts';
import { databaseNames, text } from '../src/i18n/texts.ts';

interface Health { status: string; database: 'pglite' | 'postgres'; migration: string; products: number }

test('the status page shows the database kind, migration and product count in both languages', async ({ page }) => {
  const health = (await (await page.request.get('/api/health')).json()) as Health;
  expect(health.status).toBe('ok');

  await page.goto('/admin/en/status');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1, name: message('en-CA', text.statusTitle) })).toBeVisible();
  const status = page.getByRole('main');
  await expect(status.getByText(message('en-CA', databaseNames[health.database]))).toBeVisible();
  await expect(status.getByText(message('en-CA', text.healthy), { exact: true })).toBeVisible();
  await expect(status.getByText(health.migration, { exact: true })).toBeVisible();
  await expect(status.getByText(new Intl.NumberFormat('en-CA').format(health.products), { exact: true })).toBeVisible();
  // On a phone the schema version wraps inside the screen (it ran 10 px past it).
  await expectFitsPhone(page);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Français' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/fr\/status$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: message('fr-CA', text.statusTitle) })).toBeVisible();
  await expect(status.getByText(message('fr-CA', text.healthy), { exact: true })).toBeVisible();
  await expect(status.getByText(new Intl.NumberFormat('fr-CA').format(health.products), { exact: true })).toBeVisible();
  // The keyboard stays on the language pressed, now marked current (the link became plain text and the focus fell to the page).
  const french = page.getByRole('link', { name: 'Français' });
  await expect(french).toBeFocused();
  await expect(french).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/en\/status$/);
  await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
});

test("in forced colours (Windows high contrast) the keyboard's place is still drawn on the console's sign-in, in English and French", async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  for (const [language, locale, other] of [['en', 'en-CA', 'Français'], ['fr', 'fr-CA', 'English']] as const) {
    await page.goto(`/admin/${language}/sign-in`);
    // The ring was a box shadow only, which forced colours do not draw: the keyboard's place was nowhere to be seen.
    await expectFocusDrawn(page, page.getByRole('link', { name: other }));
    await expectFocusDrawn(page, page.getByLabel(message(locale, 'signIn.logonName')));
    await expectFocusDrawn(page, page.getByRole('button', { name: message(locale, 'signIn.submit') }));
  }
});
