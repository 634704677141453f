import { expect, test } from '@playwright/test';
import { createUserThroughApi, expectAccessible, message, openConsoleUsers, signInToConsole } from './catalogue.ts';

const en = 'en-CA' as const;
const fr = 'fr-CA' as const;

test('an admin resets a user’s password in the console; signing in with it, the user must change it before reaching the cart, then shops (decision 032)', async ({ page, browser }) => {
  // The console, a second browser context, two languages and four axe scans.
  test.setTimeout(240_000);
  await openConsoleUsers(page, en, 'admin-on');
  const { logonName } = await createUserThroughApi(page, { firstName: 'Noémie', lastName: 'Tremblay', prefix: 'temp' });

  // The admin resets their password: the temporary one is shown once, saying it must be changed at the next sign-in.
  await page.getByLabel(message(en, 'admin.users.search')).fill(logonName);
  await page.getByRole('button', { name: message(en, 'admin.users.searchSubmit') }).click();
  await page.getByRole('row', { name: new RegExp(logonName) }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Noémie Tremblay' })).toBeVisible();
  await page.getByRole('button', { name: message(en, 'admin.users.resetPassword') }).click();
  await page.getByRole('dialog').getByRole('button', { name: message(en, 'admin.users.resetPassword') }).click();
  await expect(page.getByRole('status')).toHaveText(message(en, 'admin.users.passwordReset', { name: 'Noémie Tremblay' }));
  const shown = page.getByRole('region', { name: message(en, 'admin.users.temporaryPassword') });
  await expect(shown.getByText(message(en, 'admin.users.temporaryPasswordHint', { name: 'Noémie Tremblay' }))).toBeVisible();
  const temporaryPassword = ((await shown.locator('code').textContent()) ?? '').trim();
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
  // The details say until when it works (a week from now, in the page's language).
  const [until] = message(en, 'admin.users.temporaryPasswordUntil', { date: '\u0000' }).split('\u0000');
  await expect(page.getByRole('definition').filter({ hasText: until as string })).toContainText(String(new Date(Date.now() + 7 * 86_400_000).getFullYear()));
  await expectAccessible(page);

  // The user, on their own computer, signs in in French: the change-password page, saying why.
  const context = await browser.newContext();
  const user = await context.newPage();
  await user.goto('/fr/api/login');
  await signInToConsole(user, fr, logonName, temporaryPassword);
  await expect(user).toHaveURL(/\/fr\/change-password\?reason=temporaryPassword&returnUrl=%2Ffr$/);
  await expect(user.getByRole('heading', { level: 1, name: message(fr, 'account.changePassword') })).toBeVisible();
  await expect(user.getByText(message(fr, 'auth.passwordChangeRequired'))).toBeVisible();
  await expectAccessible(user);

  // The cart first: refused, and the user is back on the change-password page, which will lead to the cart after.
  await user.goto('/fr/shopping-cart');
  await expect(user).toHaveURL(/\/fr\/change-password\?reason=temporaryPassword&returnUrl=%2Ffr%2Fshopping-cart$/);
  await expect(user.getByText(message(fr, 'auth.passwordChangeRequired'))).toBeVisible();
  const refused = await user.request.get('/api/cart/cartDetails', { headers: { 'Accept-Language': 'fr-CA' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { Messages: Array<{ Type: string; PrimaryMessage: string }> }).Messages[0]).toMatchObject({ Type: 'auth.passwordChangeRequired', PrimaryMessage: message(fr, 'auth.passwordChangeRequired') });

  // In English too, then the new password.
  await user.getByRole('link', { name: message(fr, 'common.otherLanguageName') }).click();
  await expect(user.getByRole('heading', { level: 1, name: message(en, 'account.changePassword') })).toBeVisible();
  await expect(user.getByText(message(en, 'auth.passwordChangeRequired'))).toBeVisible();
  await expectAccessible(user);
  await user.getByLabel(message(en, 'changePassword.currentPassword'), { exact: true }).fill(temporaryPassword);
  await user.getByLabel(message(en, 'changePassword.newPassword'), { exact: true }).fill('Noemie-her-own-2026');
  await user.getByLabel(message(en, 'changePassword.confirmPassword'), { exact: true }).fill('Noemie-her-own-2026');
  await user.getByRole('button', { name: message(en, 'account.changePassword') }).click();

  // On to the cart, in the language chosen on the way (the return path follows the switch), then shopping: a search, an
  // add to cart, the line in the cart.
  await expect(user).toHaveURL(/\/en\/shopping-cart$/);
  await expect(user.getByRole('heading', { level: 1, name: message(en, 'cart.title') })).toBeVisible();
  const box = user.getByRole('combobox');
  await box.fill('stapler');
  await box.press('Enter');
  await expect(user).toHaveURL(/browse-products\/Search/);
  await user.getByRole('main').getByRole('button', { name: new RegExp(`^${message(en, 'cart.addToCart')} — `) }).first().click();
  const drawer = user.getByRole('dialog', { name: message(en, 'drawer.title') });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: message(en, 'drawer.viewCart') }).click();
  await expect(user).toHaveURL(/\/en\/shopping-cart$/);
  await expect(user.getByRole('table')).toBeVisible();
  await context.close();
});
