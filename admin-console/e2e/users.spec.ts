import { expect, test, type Locator } from '@playwright/test';
import { cardLabel, expectAccessible, expectFitsPhone, message, signInToConsole } from './catalogue.ts';

test('admin-on signs in to /admin, creates a user, deactivates them, and the user cannot sign in to the storefront', async ({ page, browser }) => {
  // Sign-in, a form, a dialog, the list, a second browser context and six axe scans: 1.2 min alone, over 2 beside other journeys.
  test.setTimeout(240_000);
  const en = 'en-CA' as const;
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/en\/sign-in\?returnUrl=%2Fen%2Fuser-management$/);
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.signIn.title') })).toBeVisible();
  await expectAccessible(page);

  // Sign in pressed with a field empty: the field says so and has the keyboard (the button is never disabled).
  const logon = page.getByLabel(message(en, 'signIn.logonName'));
  const password = page.getByLabel(message(en, 'signIn.password'));
  await page.getByRole('button', { name: message(en, 'signIn.submit') }).click();
  await expect(logon).toBeFocused();
  await expect(logon).toHaveAccessibleDescription(message(en, 'errors.fieldRequired', { field: message(en, 'signIn.logonName') }));
  await logon.fill('buyer-on');
  await page.getByRole('button', { name: message(en, 'signIn.submit') }).click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(logon).not.toHaveAttribute('aria-invalid', 'true');

  // A buyer who is not an administrator is told so and stays out.
  await signInToConsole(page, en, 'buyer-on');
  await expect(page.getByRole('alert')).toHaveText(message(en, 'admin.signIn.notAdministrator'));
  // The keyboard stays on Sign in (it fell to the page while the button was disabled): the admin corrects and retries.
  await expect(page.getByRole('button', { name: message(en, 'signIn.submit') })).toBeFocused();
  expect((await page.request.get('/admin-api/me')).status()).toBe(401);

  await signInToConsole(page, en, 'admin-on');
  await expect(page).toHaveURL(/\/admin\/en\/user-management$/);
  await expect(page.getByText(message(en, 'admin.signedInAs', { name: 'Sarah Whitfield' }))).toBeVisible();
  // Each screen reached in the console gives its heading the keyboard (a screen reader says where the admin is).
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.users.title') })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Sarah Whitfield' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: message(en, 'admin.users.create') }).first().press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.users.createTitle') })).toBeFocused();
  // The administrator checkbox is 24 px to a finger (WCAG 2.5.8; the browser drew 13).
  const isAdmin = await page.getByRole('checkbox', { name: message(en, 'admin.users.isAdmin') }).boundingBox();
  expect(Math.min(isAdmin?.width ?? 0, isAdmin?.height ?? 0)).toBeGreaterThanOrEqual(24);
  // On a phone the form's fields fit the screen (they ran 42 px past it).
  await expectFitsPhone(page);
  // Nothing typed: each field says what it needs, beside it, and the first one has the keyboard.
  await page.getByRole('button', { name: message(en, 'admin.users.save') }).click();
  const firstName = page.getByLabel(message(en, 'fields.firstName'));
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(message(en, 'errors.fieldRequired', { field: message(en, 'fields.firstName') }))).toBeVisible();
  await expectAccessible(page);

  const logonName = `e2e.${Date.now().toString(36)}`;
  await firstName.fill('Jordan');
  await page.getByLabel(message(en, 'fields.lastName')).fill('Okafor');
  await page.getByLabel(message(en, 'fields.emailAddress')).fill('not-an-email');
  await page.getByLabel(message(en, 'admin.users.logonName')).fill(logonName);
  await page.getByLabel(message(en, 'admin.users.language'), { exact: true }).selectOption('fr-CA');
  await page.getByRole('button', { name: message(en, 'admin.users.save') }).click();
  await expect(page.getByText(message(en, 'errors.invalidEmail'))).toBeVisible();
  await page.getByLabel(message(en, 'fields.emailAddress')).fill('jordan.okafor@example.ca');
  await page.getByRole('button', { name: message(en, 'admin.users.save') }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Jordan Okafor' })).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(message(en, 'admin.users.created', { name: 'Jordan Okafor' }));
  const temporaryPassword = (await page.locator('.temporary-password code').textContent()) ?? '';
  expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);
  await expectAccessible(page);

  await page.getByRole('button', { name: message(en, 'admin.users.deactivate') }).click();
  const dialog = page.getByRole('dialog', { name: message(en, 'admin.users.confirmDeactivateTitle', { name: 'Jordan Okafor' }) });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: message(en, 'admin.users.deactivate') }).click();
  await expect(page.getByRole('status')).toHaveText(message(en, 'admin.users.deactivated', { name: 'Jordan Okafor' }));
  await expect(page.getByRole('button', { name: message(en, 'admin.users.activate') })).toBeVisible();
  // A deactivated user cannot be signed in to from the console: the action is disabled and says why.
  const signInAs = page.getByRole('button', { name: message(en, 'admin.users.signInAs') });
  await expect(signInAs).toBeDisabled();
  await expect(signInAs).toHaveAccessibleDescription(message(en, 'admin.buyerInactive'));

  // The list finds them by logon name, deactivated.
  await page.getByRole('link', { name: message(en, 'admin.users.back') }).click();
  await page.getByLabel(message(en, 'admin.users.search')).fill(logonName);
  await page.getByRole('button', { name: message(en, 'admin.users.searchSubmit') }).click();
  const row = page.getByRole('row', { name: new RegExp(logonName) });
  await expect(row).toContainText(message(en, 'admin.users.inactive'));

  // The deactivated user cannot sign in to the storefront.
  const storefront = await (await browser.newContext()).newPage();
  await storefront.goto('/en/api/login');
  await storefront.getByLabel(message(en, 'signIn.logonName')).fill(logonName);
  await storefront.getByLabel(message(en, 'signIn.password')).fill(temporaryPassword);
  await storefront.getByRole('button', { name: message(en, 'signIn.submit') }).click();
  await expect(storefront.getByRole('alert').filter({ hasText: message(en, 'auth.accountInactive') })).toBeVisible();
  await storefront.context().close();

  // Sign-out ends the console session: its pages send the admin back to sign-in.
  await page.getByRole('button', { name: message(en, 'nav.signOut') }).click();
  await expect(page).toHaveURL(/\/admin\/en\/sign-in/);
  await page.goto('/admin/en/user-management');
  await expect(page).toHaveURL(/\/admin\/en\/sign-in\?returnUrl=/);
});

test("admin-qc sees the console in French and only the Quebec client's users", async ({ page }) => {
  test.setTimeout(90_000);
  const fr = 'fr-CA' as const;
  await page.goto('/admin/fr/user-management');
  await expect(page).toHaveURL(/\/admin\/fr\/sign-in\?returnUrl=%2Ffr%2Fuser-management$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // A wrong password: the refusal in French, and the keyboard still on « Se connecter ».
  await signInToConsole(page, fr, 'admin-qc', 'pas-le-bon');
  await expect(page.getByRole('alert')).toHaveText(message(fr, 'auth.couldNotAuthenticate'));
  await expect(page.getByRole('button', { name: message(fr, 'signIn.submit') })).toBeFocused();
  await signInToConsole(page, fr, 'admin-qc');
  await expect(page).toHaveURL(/\/admin\/fr\/user-management$/);
  await expect(page.getByRole('heading', { level: 1, name: message(fr, 'admin.users.title') })).toBeVisible();
  await expect(page.getByText(message(fr, 'admin.signedInAs', { name: 'Mathieu Bouchard' }))).toBeVisible();
  await expect(page.getByRole('cell', { name: 'buyer-qc', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'buyer-on', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'admin-on', exact: true })).toHaveCount(0);
  // Its texts came in French alone: one catalogue chunk, not the English one nor the storefront's (decision 047).
  const texts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /-CA-[\w-]+\.js$/.test(name)).map((name) => name.replace(/.*\/assets\//, '').replace(/-CA-[\w-]+\.js$/, '')));
  expect(texts).toEqual(['console-fr']);
  // Sorted by last sign-in, said in French: the admin who just signed in is last, those who never did first.
  const lastLogin = page.getByRole('columnheader', { name: message(fr, 'admin.users.lastLogin') });
  await lastLogin.getByRole('button').click();
  await expect(page).toHaveURL(/\/admin\/fr\/user-management\?sort=lastLogin$/);
  await expect(lastLogin).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('row').last()).toContainText('admin-qc');
  await expect(page.getByRole('row').nth(1)).toContainText(message(fr, 'admin.users.neverSignedIn'));
  await expectAccessible(page);
  // On a phone each user is a card, each value under its column's name in French (the table scrolled 70 px sideways).
  await expectFitsPhone(page, async () => {
    expect(await cardLabel(page.getByRole('cell', { name: 'buyer-qc', exact: true }))).toContain(message(fr, 'admin.users.logonName'));
    await expectAccessible(page);
  });

  // Searching for the Ontario client's people finds no one here.
  await page.getByLabel(message(fr, 'admin.users.search')).fill('buyer-on');
  await page.getByRole('button', { name: message(fr, 'admin.users.searchSubmit') }).click();
  await expect(page.getByText(message(fr, 'admin.users.empty', { search: 'buyer-on' }))).toBeVisible();
  await expectAccessible(page);

  // A user's page in French, with the confirmation of a password reset.
  await page.getByLabel(message(fr, 'admin.users.search')).fill('buyer-qc');
  await page.getByRole('button', { name: message(fr, 'admin.users.searchSubmit') }).click();
  await page.getByRole('row', { name: /buyer-qc/ }).getByRole('link').click();
  // In the user's details: the language list in the header says 'Français' too.
  await expect(page.getByRole('region', { name: message(fr, 'admin.users.details') }).getByText(message(fr, 'admin.users.languageFr'), { exact: true })).toBeVisible();
  const reset = page.getByRole('button', { name: message(fr, 'admin.users.resetPassword') });
  await reset.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(message(fr, 'admin.users.confirmResetTitle', { name: 'Geneviève Gagnon' }));
  // The safe choice has the keyboard first; however the dialog closes, the keyboard is back on the button that opened it.
  const cancel = dialog.getByRole('button', { name: message(fr, 'common.cancel') });
  await expect(cancel).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(reset).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(reset).toBeFocused();
});

test("an administrator signed in to the storefront reaches Manage users from the account menu, still signed in", async ({ page }) => {
  test.setTimeout(90_000);
  const en = 'en-CA' as const;
  await page.goto('/en/api/login');
  await signInToConsole(page, en, 'admin-on');
  // Landed (firstPageType 2: home) before the menu opens: a navigation closes it.
  await expect(page).toHaveURL(/\/en$/);
  const menu = page.getByRole('button', { name: message(en, 'account.menu', { name: 'Sarah Whitfield' }) });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: message(en, 'account.manageUsers') }).click();
  await expect(page).toHaveURL(/\/admin\/en\/user-management$/);
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.users.title') })).toBeVisible();
  await expect(page.getByText(message(en, 'admin.signedInAs', { name: 'Sarah Whitfield' }))).toBeVisible();
});

test('sign-in brings the admin back to the screen that asked for it, in the language chosen on the sign-in page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/admin/en/user-management?search=buyer-on');
  await expect(page).toHaveURL(/\/admin\/en\/sign-in\?returnUrl=/);
  await page.getByRole('link', { name: 'Français' }).click();
  const fr = 'fr-CA' as const;
  await expect(page.getByRole('heading', { level: 1, name: message(fr, 'admin.signIn.title') })).toBeVisible();
  await signInToConsole(page, fr, 'admin-on');
  await expect(page).toHaveURL(/\/admin\/fr\/user-management\?search=buyer-on$/);
  await expect(page.getByLabel(message(fr, 'admin.users.search'))).toHaveValue('buyer-on');
  await expect(page.getByRole('cell', { name: 'buyer-on', exact: true })).toBeVisible();
});

test("paging the users by keyboard keeps the keyboard in the list: the next page's results have it", async ({ page }) => {
  test.setTimeout(120_000);
  const en = 'en-CA' as const;
  await page.goto('/admin/en/sign-in');
  await signInToConsole(page, en, 'admin-on');
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.users.title') })).toBeVisible();
  // One more user than a page holds, found by one search (made through the api, as an admin would with the form).
  const run = `pager.${Date.now().toString(36)}`;
  const origin = new URL(page.url()).origin;
  for (let index = 0; index <= 25; index += 1) {
    const created = await page.request.post('/admin-api/users', {
      headers: { Origin: origin },
      data: { firstName: 'Paige', lastName: `Zimmer ${index}`, emailAddress: `${run}.${index}.purchasing-department@lakeshorepropertymanagementinc.example`, logonName: `${run}.${index}`, cultureCode: 'en-CA', defaultShipToId: null, approvalGroupId: null, isAdmin: false },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await page.getByLabel(message(en, 'admin.users.search')).fill(run);
  await page.keyboard.press('Enter');
  const next = page.getByRole('button', { name: message(en, 'common.next') });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  const results = page.getByRole('region', { name: message(en, 'admin.users.count', { count: 26 }) });
  await expect(results.getByRole('cell', { name: `${run}.9`, exact: true })).toBeVisible();
  await expect(results).toBeFocused();
  // The next stop is the table's first header, which sorts it; the rows' links follow the headers.
  await page.keyboard.press('Tab');
  await expect(results.getByRole('button', { name: message(en, 'admin.users.name') })).toBeFocused();
  for (let header = 1; header < 6; header += 1) await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(results.getByRole('link').first()).toBeFocused();
  // Short words stay whole beside a long email address: 'Status' and 'Active' each on one line, never 'Activ / e'.
  const lines = (cell: Locator) => cell.evaluate((element) => { const range = document.createRange(); range.selectNodeContents(element); return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size; });
  expect(await lines(results.getByRole('button', { name: message(en, 'admin.users.status') }))).toBe(1);
  expect(await lines(results.getByRole('cell', { name: message(en, 'admin.users.active'), exact: true }))).toBe(1);
  await expectAccessible(page);
  // On a phone the rows are cards that fit (long addresses scrolled the table 70 px sideways), still a table to a screen
  // reader: its five column headers, and each cell named by its value alone (the label drawn before it is not read).
  await expectFitsPhone(page, async () => {
    await expect(results.getByRole('columnheader')).toHaveCount(6);
    // The headers sort the list there too: a 'Sort by' row of buttons, visible (hidden, they took the focus unseen).
    await expect(results.getByRole('button', { name: message(en, 'admin.users.lastLogin') })).toBeVisible();
    const email = results.getByRole('cell', { name: `${run}.9.purchasing-department@lakeshorepropertymanagementinc.example`, exact: true });
    await expect(email).toBeVisible();
    expect(await cardLabel(email)).toContain(message(en, 'admin.users.emailAddress'));
    await expectAccessible(page);
  });
  // A page past the last (a bookmark, users deleted since) shows the last page, not the count over an empty table.
  await page.goto(`/admin/en/user-management?search=${run}&page=9`);
  await expect(page).toHaveURL(new RegExp(`search=${run.replace('.', '\\.')}&page=2$`));
  await expect(results.getByRole('cell', { name: `${run}.9`, exact: true })).toBeVisible();

  // Sorted by email address, the other way, by the api across pages: in the address, said by aria-sort, kept by Back and a reload.
  const emailHeader = results.getByRole('columnheader', { name: message(en, 'admin.users.emailAddress') });
  const nameHeader = results.getByRole('columnheader', { name: message(en, 'admin.users.name') });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await emailHeader.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`search=${run.replace('.', '\\.')}&sort=emailAddress$`));
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(emailHeader.getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=emailAddress&order=desc$/);
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  const firstRow = () => results.getByRole('row').nth(1);
  await expect(firstRow().getByRole('cell', { name: `${run}.9`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: message(en, 'common.next') }).click();
  await expect(page).toHaveURL(/sort=emailAddress&order=desc&page=2$|page=2&sort=emailAddress&order=desc$/);
  await expect(results.getByRole('row').last().getByRole('cell', { name: `${run}.0`, exact: true })).toBeVisible();
  await page.reload();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(results.getByRole('row').last().getByRole('cell', { name: `${run}.0`, exact: true })).toBeVisible();
  await page.goBack();
  await expect(firstRow().getByRole('cell', { name: `${run}.9`, exact: true })).toBeVisible();
  await page.goBack();
  await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
  // The pager is named for what it is; the page shown is its current one (it was named 'Page 1 of 2').
  const pager = page.getByRole('navigation', { name: message(en, 'admin.users.pages') });
  await expect(pager.getByText(message(en, 'common.page', { page: 1, pageCount: 2 }))).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  // Back from a user's page to the list gives the list's heading the keyboard, also once that page was reloaded (the
  // list's code not loaded yet: the hidden user's page kept its heading, which could not take the focus: the body had it).
  await results.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/manage-users\/view\//);
  await page.reload();
  await expect(page.getByRole('link', { name: message(en, 'admin.users.back') })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: message(en, 'admin.users.title') })).toBeFocused();
});
