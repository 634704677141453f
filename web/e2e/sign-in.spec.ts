import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD, signIn, text } from './support/journey.ts';

test('sign-in: an empty field is named and focused, wrong credentials show the server message, then sign-in and sign-out from the account menu', async ({ page }) => {
  test.setTimeout(90_000);
  const fr = 'fr-CA' as const;
  await page.goto('/fr/api/login');
  await page.getByRole('button', { name: text(fr, 'signIn.submit') }).click();
  const logon = page.getByLabel(text(fr, 'signIn.logonName'));
  await expect(logon).toBeFocused();
  await expect(page.getByText(text(fr, 'errors.fieldRequired', { field: text(fr, 'signIn.logonName') }))).toBeVisible();
  await expectAccessible(page);

  await logon.fill('buyer-qc');
  await page.getByLabel(text(fr, 'signIn.password')).fill('not-the-password');
  await page.getByRole('button', { name: text(fr, 'signIn.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text(fr, 'auth.couldNotAuthenticate') })).toBeFocused();
  await expectAccessible(page);

  // The landing page's code is held back until the menu is open: a buyer on a slow line (or CI under load) opens the
  // menu while the address already says /fr and the sign-in page is still up; the landing page arriving must not close it.
  let landingArrives = () => {};
  const menuOpened = new Promise<void>((resolve) => (landingArrives = resolve));
  await page.route(/\/home-page-[^/]*\.js$/, async (route) => {
    await menuOpened;
    await route.continue();
  });
  await signIn(page, fr, 'buyer-qc');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'signIn.title') })).toBeVisible();
  const menu = page.getByRole('button', { name: text(fr, 'account.menu', { name: 'Geneviève Gagnon' }) });
  // Opened the moment it shows: neither the profile nor the landing page arriving may remount the page or close it again.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  landingArrives();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'home.title') })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // The page arriving leaves the keyboard where the buyer put it after the address changed: on the menu.
  await expect(menu).toBeFocused();
  await expect(page.getByRole('link', { name: text(fr, 'account.submittedOrders') })).toBeVisible();
  const logout = page.waitForResponse((response) => response.url().endsWith('/svc/auth/api/buyer/logout'));
  await page.getByRole('button', { name: text(fr, 'nav.signOut') }).click();
  expect((await logout).status(), await (await logout).text()).toBe(200);
  // The menu is gone from under the keyboard: the Sign in link in its place has it (it fell to the page body).
  await expect(page.getByRole('link', { name: text(fr, 'nav.signIn') })).toBeFocused();
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'BuyerId')).toBeUndefined();
  await expectAccessible(page);
  // The session is over on the server too: the session call answers 401.
  expect((await page.request.get('/svc/auth/session')).status()).toBe(401);
});

test('a user ID far too long (3,000 characters) is told so in French and focused, like the other refusals, and signs no one in', async ({ page }) => {
  const fr = 'fr-CA' as const;
  await page.goto('/fr/api/login');
  await page.getByLabel(text(fr, 'signIn.logonName')).fill('b'.repeat(3000));
  await page.getByLabel(text(fr, 'signIn.password')).fill(PASSWORD);
  const answer = page.waitForResponse((response) => response.url().endsWith('/svc/auth/api/buyer/authenticate'));
  await page.getByRole('button', { name: text(fr, 'signIn.submit') }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: text(fr, 'auth.logonNameTooLong') })).toBeFocused();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'BuyerId')).toBeUndefined();
  await expectAccessible(page);
});

test('sign-in lands on the page of the buyer\'s firstPageType (spec §2.2)', async ({ page }) => {
  test.setTimeout(90_000);
  const en = 'en-CA' as const;
  await signIn(page, en, 'buyer-bc'); // firstPageType 4: order summaries 1
  await expect(page).toHaveURL(/\/en\/orders\/summaries\/1$/);
  // The first page's heading has the keyboard (a screen reader says where the buyer landed), not the page body.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await page.context().clearCookies();
  await signIn(page, en, 'approver-on'); // 5: order summaries 2
  await expect(page).toHaveURL(/\/en\/orders\/summaries\/2$/);
  await page.context().clearCookies();
  await signIn(page, en, 'buyer-mb'); // 10: the search page
  await expect(page).toHaveURL(/\/en\/browse-products\/Search$/);
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'search.title') })).toBeFocused();
  await expect(page.getByText(text(en, 'search.enterKeyword'))).toBeVisible();
  // A signed-out buyer opening a buyer's page (a bookmarked checkout) signs in, then comes back to it, not to the landing page.
  await page.context().clearCookies();
  await page.goto('/en/checkout');
  await expect(page).toHaveURL(/\/en\/api\/login\?returnUrl=%2Fen%2Fcheckout$/);
  await page.getByLabel(text(en, 'signIn.logonName')).fill('buyer-mb');
  await page.getByLabel(text(en, 'signIn.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text(en, 'signIn.submit') }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'checkout.title') })).toBeVisible();
});

// One buyer's cart, in English then French: one test, so the two never clear each other's cart.
test('a buyer whose session ended elsewhere who adds to the cart is told so, signs in again and finds the product in their cart (en, fr)', async ({ page, browser }) => {
  test.setTimeout(120_000);
  for (const [locale, language, keyword] of [['en-CA', 'en', 'stapler'], ['fr-CA', 'fr', 'agrafeuse']] as const) {
    await page.context().clearCookies();
    await page.goto(`/${language}`);
    await signIn(page, locale, 'buyer-mb');
    const origin = new URL(page.url()).origin;
    expect((await page.request.post('/api/cart/clearOrder', { headers: { Origin: origin }, data: {} })).ok()).toBe(true);
    await page.goto(`/${language}/browse-products/Search?q=${keyword}`);
    const add = page.getByRole('button', { name: new RegExp(`^${text(locale, 'cart.addToCart')} — `) }).first();
    await expect(add).toBeVisible();
    const productName = (await add.getAttribute('aria-label'))?.split(' — ')[1] ?? '';
    // Signed out on another device: the same session ended there.
    const elsewhere = await browser.newContext({ baseURL: origin });
    await elsewhere.addCookies(await page.context().cookies());
    expect((await elsewhere.request.post('/svc/auth/api/buyer/logout', { headers: { Origin: origin }, data: {} })).ok()).toBe(true);
    await elsewhere.close();

    await add.click();
    const dialog = page.getByRole('dialog', { name: text(locale, 'signIn.sessionEndedTitle') });
    await expect(dialog).toBeVisible();
    // Laid out as the storefront's other dialogs on any page it opens over (not the browser's bare box).
    await expect(dialog).toHaveCSS('border-top-style', 'none');
    const again = dialog.getByRole('link', { name: text(locale, 'signIn.signInAgain') });
    await expect(again).toBeFocused();
    await expectAccessible(page);
    await again.click();
    await page.getByLabel(text(locale, 'signIn.logonName')).fill('buyer-mb');
    await page.getByLabel(text(locale, 'signIn.password')).fill(PASSWORD);
    await page.getByRole('button', { name: text(locale, 'signIn.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/browse-products/Search\\?q=${keyword}$`));
    const cart = (await (await page.request.get('/api/cart/cartDetails', { headers: { 'Accept-Language': locale } })).json()) as { CartInfo: { Products: Array<{ Description: string }> } };
    expect(cart.CartInfo.Products.map((line) => line.Description)).toContain(productName);
    expect((await page.request.post('/api/cart/clearOrder', { headers: { Origin: origin }, data: {} })).ok()).toBe(true);
  }
});
