import { expect, test } from '@playwright/test';
import { createUserThroughApi, expectAccessible, message, openConsoleUsers, signInToConsole } from './catalogue.ts';

const fr = 'fr-CA' as const;

test('an admin deletes a user in French: confirmed first, announced on the list with the focus, the user gone from it and signed out for good; the name is free again', async ({ page, browser }) => {
  // The console, a second browser context and three axe scans.
  test.setTimeout(240_000);
  await openConsoleUsers(page, fr, 'admin-qc');

  // The admin's own page offers no deletion.
  await page.getByRole('row', { name: /admin-qc/ }).getByRole('link').click();
  await expect(page.getByRole('button', { name: message(fr, 'admin.users.deactivate') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: message(fr, 'admin.users.delete') })).toHaveCount(0);
  await page.getByRole('link', { name: message(fr, 'admin.users.back') }).click();

  // A user of the admin's company of their own (made through the api, as the form would), signed in on their computer.
  const { body, logonName, temporaryPassword } = await createUserThroughApi(page, { firstName: 'Mathilde', lastName: 'Lévesque', prefix: 'depart' });
  const context = await browser.newContext();
  const user = await context.newPage();
  await user.goto('/fr/api/login');
  await signInToConsole(user, fr, logonName, temporaryPassword);
  await expect(user).toHaveURL(/\/fr\/change-password/);

  await page.getByLabel(message(fr, 'admin.users.search')).fill(logonName);
  await page.getByRole('button', { name: message(fr, 'admin.users.searchSubmit') }).click();
  await page.getByRole('row', { name: new RegExp(logonName) }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mathilde Lévesque' })).toBeVisible();

  // Cancel keeps the user; the dialog says what deleting does before anything happens.
  await page.getByRole('button', { name: message(fr, 'admin.users.delete') }).click();
  const dialog = page.getByRole('dialog', { name: message(fr, 'admin.users.confirmDeleteTitle', { name: 'Mathilde Lévesque' }) });
  await expect(dialog).toHaveAccessibleDescription(message(fr, 'admin.users.confirmDelete', { name: 'Mathilde Lévesque' }));
  await expect(dialog.getByRole('button', { name: message(fr, 'common.cancel') })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: message(fr, 'common.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Mathilde Lévesque' })).toBeVisible();

  await page.getByRole('button', { name: message(fr, 'admin.users.delete') }).click();
  await dialog.getByRole('button', { name: message(fr, 'admin.users.delete') }).click();
  // Back on the list as the admin left it (their search), which no longer finds her.
  await expect(page).toHaveURL(new RegExp(`/admin/fr/user-management\\?search=${logonName.replace('.', '\\.')}$`));
  const notice = page.getByRole('status').getByText(message(fr, 'admin.users.deleted', { name: 'Mathilde Lévesque' }));
  await expect(notice).toBeFocused();
  await expect(page.getByText(message(fr, 'admin.users.empty', { search: logonName }))).toBeVisible();
  await expectAccessible(page);

  // Back to her page: not found, with a heading the keyboard is given and a tab that says so (there was no heading,
  // the focus fell to the whole main area after 3 s, and the tab still said 'Détails de l’utilisateur').
  await page.goBack();
  await expect(page.getByRole('alert')).toHaveText(message(fr, 'errors.notFound'));
  await expect(page.getByRole('heading', { level: 1, name: message(fr, 'notFound.title') })).toBeFocused();
  await expect(page).toHaveTitle(`${message(fr, 'notFound.title')} | ${message(fr, 'common.appName')}`);
  await expectAccessible(page);
  await page.goForward();

  // Their session ended with the deletion, and their password no longer opens one.
  expect((await user.request.get('/svc/auth/session')).status()).toBe(401);
  await user.goto('/fr/api/login');
  await signInToConsole(user, fr, logonName, temporaryPassword);
  await expect(user.getByRole('alert').filter({ hasText: message(fr, 'auth.couldNotAuthenticate') })).toBeVisible();
  await expect(user).toHaveURL(/\/fr\/api\/login/);
  await context.close();

  // The logon name may be given to a new colleague.
  const again = await page.request.post('/admin-api/users', { headers: { Origin: new URL(page.url()).origin }, data: { ...body, firstName: 'Maxime' } });
  expect(again.status(), await again.text()).toBe(201);
});
