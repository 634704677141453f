import { expect, test } from '@playwright/test';
import { createUserThroughApi, expectAccessible, message, openConsoleUsers, signInToConsole } from './catalogue.ts';

const fr = 'fr-CA' as const;
const en = 'en-CA' as const;

test('admin-qc switches language with refusals on screen: they read in the new language, and leaving the form asks first; Back shows the search it lists; a group left without approvers says so', async ({ page }) => {
  // A sign-in, a form refused then switched, two groups screens and three axe scans.
  test.setTimeout(120_000);
  await openConsoleUsers(page, fr, 'admin-qc');

  // Back after two searches lists the first one: the box shows that one too (it kept the last one typed).
  const search = page.getByLabel(message(fr, 'admin.users.search'));
  for (const name of ['Gagnon', 'Bouchard']) {
    await search.fill(name);
    await page.getByRole('button', { name: message(fr, 'admin.users.searchSubmit') }).click();
    await expect(page.getByRole('status').filter({ hasText: message(fr, 'admin.users.count', { count: 1 }) })).toBeVisible();
  }
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Geneviève Gagnon' })).toBeVisible();
  await expect(search).toHaveValue('Gagnon');
  await page.goBack();
  await expect(search).toHaveValue('');

  // A user's page is in the menu's Manage users (the menu marked no section there).
  await page.getByRole('link', { name: 'Geneviève Gagnon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geneviève Gagnon' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: message(fr, 'admin.nav') });
  await expect(menu.getByRole('link', { name: message(fr, 'admin.users.title') })).toHaveAttribute('aria-current', 'true');
  await expect(menu.getByRole('link', { name: message(fr, 'admin.approvalGroups.title') })).not.toHaveAttribute('aria-current');

  // Refused in French, then switched to English: each field's problem and the values typed follow (they stayed French).
  await page.goto('/admin/fr/manage-users/create');
  await page.getByLabel(message(fr, 'fields.lastName'), { exact: true }).fill('Tremblay');
  await page.getByLabel(message(fr, 'fields.emailAddress')).fill('pas-un-courriel');
  await page.getByRole('button', { name: message(fr, 'admin.users.save') }).click();
  await expect(page.getByText(message(fr, 'errors.invalidEmail'))).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.users.createTitle') })).toBeVisible();
  const firstName = page.getByLabel(message(en, 'fields.firstName'));
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription(message(en, 'errors.fieldRequired', { field: message(en, 'fields.firstName') }));
  await expect(page.getByLabel(message(en, 'fields.emailAddress'))).toHaveAccessibleDescription(message(en, 'errors.invalidEmail'));
  await expect(page.getByLabel(message(en, 'fields.lastName'), { exact: true })).toHaveValue('Tremblay');
  await expect(page.getByText(message(fr, 'errors.invalidEmail'))).toHaveCount(0);
  await expectAccessible(page);

  // Leaving the form with what was typed asks first (it was lost without a word): Cancel keeps it, Leave goes.
  const groupsLink = page.getByRole('navigation', { name: message(en, 'admin.nav') }).getByRole('link', { name: message(en, 'admin.approvalGroups.title') });
  await groupsLink.click();
  const leave = page.getByRole('dialog', { name: message(en, 'admin.unsavedChanges.title') });
  await expect(leave).toHaveAccessibleDescription(message(en, 'admin.unsavedChanges.body'));
  await expect(leave.getByRole('button', { name: message(en, 'common.cancel') })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(leave).toHaveCount(0);
  await expect(groupsLink).toBeFocused();
  await expect(page.getByLabel(message(en, 'fields.lastName'), { exact: true })).toHaveValue('Tremblay');
  await groupsLink.click();
  await leave.getByRole('button', { name: message(en, 'admin.unsavedChanges.leave') }).click();
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.approvalGroups.title') })).toBeVisible();

  // A group whose only approver was deleted says that nobody can decide its members' orders (it showed a heading over nothing).
  const approver = await createUserThroughApi(page, { firstName: 'Rosalie', lastName: 'Fortin', prefix: 'depart' });
  const options = (await (await page.request.get('/admin-api/users?search=' + approver.logonName)).json()) as { users: Array<{ buyerId: string }> };
  const approverId = options.users[0]?.buyerId ?? '';
  const origin = { Origin: new URL(page.url()).origin };
  const suffix = Date.now().toString(36);
  const created = await page.request.post('/admin-api/approval-groups', { headers: origin, data: { nameEn: `Left alone ${suffix}`, nameFr: `Laissé seul ${suffix}`, thresholdAmount: 0, approverIds: [approverId] } });
  expect(created.status(), await created.text()).toBe(201);
  const groupId = ((await created.json()) as { approvalGroup: { approvalGroupId: string } }).approvalGroup.approvalGroupId;
  expect((await page.request.delete(`/admin-api/users/${approverId}`, { headers: origin })).status()).toBe(200);
  await page.goto('/admin/fr/approval-groups');
  await expect(page.getByRole('row', { name: new RegExp(`Laissé seul ${suffix}`) }).getByRole('cell', { name: message(fr, 'admin.users.none') })).toBeVisible();
  await page.getByRole('link', { name: `Laissé seul ${suffix}` }).click();
  await expect(page.getByText(message(fr, 'admin.approvalGroups.noApproversLeft'))).toBeVisible();
  await expectAccessible(page);
  expect((await page.request.delete(`/admin-api/approval-groups/${groupId}`, { headers: origin })).status()).toBe(200);
});

test('admin-on, signed out in another tab, presses Save: the sign-in page says the session ended, and signing in again goes back to the form as it was typed', async ({ page, context }) => {
  test.setTimeout(90_000);
  await openConsoleUsers(page, en, 'admin-on');
  await page.getByRole('link', { name: message(en, 'admin.users.create') }).first().click();
  await page.getByLabel(message(en, 'fields.firstName')).fill('Noor');

  const other = await context.newPage();
  await other.goto('/admin/en/status');
  await other.getByRole('button', { name: message(en, 'nav.signOut') }).click();
  await expect(other.getByRole('heading', { level: 1, name: message(en, 'admin.signIn.title') })).toBeVisible();
  // Signing out on purpose is no surprise: that page says nothing of an ended session.
  await expect(other.getByText(message(en, 'admin.signIn.sessionEnded'))).toHaveCount(0);

  await page.getByLabel(message(en, 'fields.lastName')).fill('Haddad');
  await page.getByLabel(message(en, 'fields.emailAddress')).fill('noor.haddad@example.ca');
  const logonName = `noor.${Date.now().toString(36)}`;
  await page.getByLabel(message(en, 'admin.users.logonName')).fill(logonName);
  await page.getByLabel(message(en, 'admin.users.language'), { exact: true }).selectOption('fr-CA');
  await page.getByRole('button', { name: message(en, 'admin.users.save') }).click();
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.signIn.title') })).toBeVisible();
  const ended = page.getByText(message(en, 'admin.signIn.sessionEnded'));
  await expect(ended).toBeFocused();
  await expectAccessible(page);
  // In French after a switch, too.
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByText(message(fr, 'admin.signIn.sessionEnded'))).toBeVisible();

  await signInToConsole(page, fr, 'admin-on');
  await expect(page.getByRole('heading', { level: 1, name: message(fr, 'admin.users.createTitle') })).toBeVisible();
  await expect(page.getByText(message(fr, 'admin.signIn.sessionEnded'))).toHaveCount(0);
  // What was typed is back (it had to be typed again), and saying so; Save then creates the user.
  await expect(page.getByRole('status').filter({ hasText: message(fr, 'admin.unsavedChanges.restored') })).toBeVisible();
  await expect(page.getByLabel(message(fr, 'fields.firstName'), { exact: true })).toHaveValue('Noor');
  await expect(page.getByLabel(message(fr, 'fields.lastName'), { exact: true })).toHaveValue('Haddad');
  await expect(page.getByLabel(message(fr, 'admin.users.logonName'))).toHaveValue(logonName);
  await expect(page.getByLabel(message(fr, 'admin.users.language'), { exact: true })).toHaveValue('fr-CA');
  await expectAccessible(page);
  await page.getByRole('button', { name: message(fr, 'admin.users.save') }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Noor Haddad' })).toBeVisible();
  const found = (await (await page.request.get(`/admin-api/users?search=${logonName}`)).json()) as { users: Array<{ buyerId: string }> };
  expect((await page.request.delete(`/admin-api/users/${found.users[0]?.buyerId ?? ''}`, { headers: { Origin: new URL(page.url()).origin } })).status()).toBe(200);
});

test('an administrator whose role another one takes away, on their next screen: the sign-in page says the account is no administrator, in both languages', async ({ page, browser }) => {
  // Two browser contexts, a password changed through the api, two axe scans.
  test.setTimeout(120_000);
  await openConsoleUsers(page, fr, 'admin-qc');
  const { body, logonName, temporaryPassword } = await createUserThroughApi(page, { firstName: 'Josée', lastName: "D'Amours", prefix: 'demoted' });
  const origin = { Origin: new URL(page.url()).origin };
  const found = (await (await page.request.get(`/admin-api/users?search=${logonName}`)).json()) as { users: Array<{ buyerId: string }> };
  const userId = found.users[0]?.buyerId ?? '';
  const setAdmin = async (isAdmin: boolean) => expect((await page.request.patch(`/admin-api/users/${userId}`, { headers: origin, data: { ...body, isAdmin } })).status()).toBe(200);
  await setAdmin(true);

  // The new administrator chooses their own password (the console refuses a temporary one), then signs in to the console.
  const storefront = await browser.newContext({ baseURL: origin.Origin });
  expect((await storefront.request.post('/svc/auth/api/buyer/authenticate', { headers: origin, data: { logonName, password: temporaryPassword } })).status()).toBe(200);
  const password = 'Josee-her-own-2026';
  expect((await storefront.request.post('/api/changePassword', { headers: origin, data: { currentPassword: temporaryPassword, newPassword: password } })).status()).toBe(200);
  await storefront.close();
  const other = await browser.newContext({ baseURL: origin.Origin });
  const josee = await other.newPage();
  await josee.goto('/admin/fr/sign-in');
  await signInToConsole(josee, fr, logonName, password);
  await expect(josee.getByRole('heading', { level: 1, name: message(fr, 'admin.users.title') })).toBeVisible();

  // admin-qc takes the role away; her next screen is the sign-in page saying why (it said 'try again later').
  await setAdmin(false);
  await josee.getByRole('link', { name: 'Geneviève Gagnon' }).click();
  await expect(josee.getByRole('heading', { level: 1, name: message(fr, 'admin.signIn.title') })).toBeVisible();
  await expect(josee.getByText(message(fr, 'admin.signIn.notAdministrator'))).toBeFocused();
  await expect(josee.getByText(message(fr, 'errors.generic'))).toHaveCount(0);
  await expectAccessible(josee);
  await josee.getByRole('link', { name: 'English' }).click();
  await expect(josee.getByText(message(en, 'admin.signIn.notAdministrator'))).toBeVisible();
  await expect(josee.getByText(message(en, 'admin.signIn.sessionEnded'))).toHaveCount(0);
  await other.close();

  expect((await page.request.delete(`/admin-api/users/${userId}`, { headers: origin })).status()).toBe(200);
});
