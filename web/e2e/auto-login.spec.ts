import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '@comptoir/core';
import { expectAccessible, PASSWORD, signIn, text } from './support/journey.ts';

/** A buyer signed in through the api mints their own auto-login link (POST /svc/auth/api/buyer/handoff), in a language. */
const mintLink = async (request: APIRequestContext, logonName: string, locale: Locale) => {
  const headers = { 'Accept-Language': locale };
  expect((await request.post('/svc/auth/api/buyer/authenticate', { headers, data: { LogonName: logonName, Password: PASSWORD } })).status()).toBe(200);
  const minted = await request.post('/svc/auth/api/buyer/handoff', { headers: { ...headers, Origin: new URL(test.info().project.use.baseURL ?? '').origin } });
  expect(minted.status(), await minted.text()).toBe(201);
  const { Url } = (await minted.json()) as { Url: string };
  // The link names the api's public origin (localhost here); the browser opens its path on the server under test.
  const { pathname, search } = new URL(Url);
  expect(search).toMatch(/^\?buyerId=[0-9a-f-]{36}&sessionId=[\w-]{20,}/);
  return `${pathname}${search}`;
};
const sessionIdOf = (link: string) => new URLSearchParams(link.split('?')[1]).get('sessionId') ?? '';
const accountMenu = (page: Page, locale: Locale, name: string) => page.getByRole('button', { name: text(locale, 'account.menu', { name }) });

test('an auto-login link signs a fresh browser in, lands on the buyer’s first page and leaves no token in the address bar or the history', async ({ page, request }) => {
  test.setTimeout(90_000);
  const en = 'en-CA' as const;
  const link = await mintLink(request, 'buyer-bc', en);
  expect(link.startsWith('/en/?')).toBe(true);
  // The parameters in another case and beside another parameter: still a link; the other parameter stays.
  await page.goto(link.replace('buyerId=', 'BuyerId=').replace('sessionId=', 'SessionID=').replace('?', '?enableDataTest=false&'));
  await expect(accountMenu(page, en, 'Liam Nguyen')).toBeVisible();
  // buyer-bc's firstPageType is 4: the submitted orders.
  await expect(page).toHaveURL(/\/en\/orders\/summaries\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The entry the link opened was replaced: going back finds it without the ids.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/\?enableDataTest=false$/);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.value).join(' ')).not.toContain(sessionIdOf(link));
  expect(cookies.some((cookie) => cookie.name === 'PostalCode' || cookie.name === 'AutoLoginInitiated')).toBe(false);
  expect((await page.request.get('/svc/auth/session')).status()).toBe(200);
});

test('a link opened while someone else is signed in replaces them with the link’s buyer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const en = 'en-CA' as const;
  await signIn(page, en, 'buyer-ns');
  await expect(accountMenu(page, en, 'Connor MacDonald')).toBeVisible();
  await page.goto(await mintLink(request, 'buyer-ab', en));
  await expect(accountMenu(page, en, 'Priya Sandhu')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/);
});

test('a link is single-use: opened a second time it signs nobody in and says why, in French on /fr', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const fr = 'fr-CA' as const;
  const link = await mintLink(request, 'buyer-ab', fr);
  expect(link.startsWith('/fr/?')).toBe(true);
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto(link);
  // Followed, a link lands on the buyer's own landing page in the buyer's language (buyer-ab: English), whatever the
  // language it was made in.
  await expect(firstPage).toHaveURL(/\/en\/?$/);
  await expect(accountMenu(firstPage, 'en-CA', 'Priya Sandhu')).toBeVisible();
  await first.close();

  await page.goto(link);
  const refusal = page.getByRole('alert').filter({ hasText: text(fr, 'auth.couldNotAuthenticate') });
  await expect(refusal).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.getByRole('link', { name: text(fr, 'nav.signIn') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'home.title') })).toBeVisible();
  expect((await page.request.get('/svc/auth/session')).status()).toBe(401);
  await expectAccessible(page);
});
