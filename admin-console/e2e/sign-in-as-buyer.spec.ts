import { expect, test } from '@playwright/test';
import { expectAccessible, message, signInToConsole } from './catalogue.ts';

test('admin-qc signs in as Geneviève Gagnon from her page in the console: the storefront opens in a new tab, signed in as her', async ({ page, context }) => {
  test.setTimeout(120_000);
  const fr = 'fr-CA' as const;
  await page.goto('/admin/fr/user-management?search=buyer-qc');
  await signInToConsole(page, fr, 'admin-qc');
  await page.getByRole('row', { name: /buyer-qc/ }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Geneviève Gagnon' })).toBeVisible();
  const action = page.getByRole('button', { name: message(fr, 'admin.users.signInAs') });
  await expect(action).toHaveAccessibleDescription(message(fr, 'admin.users.signInAsHint', { name: 'Geneviève Gagnon' }));
  await expectAccessible(page);

  const minted = page.waitForResponse((response) => response.url().includes('/handoff'));
  const opened = context.waitForEvent('page');
  await action.click();
  const answer = await minted;
  expect(answer.request().method()).toBe('POST');
  expect(new URL(answer.url()).pathname).toMatch(/^\/admin-api\/buyers\/[0-9a-f-]{36}\/handoff$/);
  expect(answer.status()).toBe(201);
  const { Url } = (await answer.json()) as { Url: string };
  // The link opens the storefront in the admin's language.
  expect(new URL(Url).pathname).toBe('/fr/');
  await expect(page.getByRole('status')).toHaveText(message(fr, 'admin.users.signedInAsBuyer', { name: 'Geneviève Gagnon' }));

  const storefront = await opened;
  // noopener: the storefront tab has no handle on the console.
  expect(await storefront.evaluate(() => window.opener)).toBeNull();
  await expect(storefront.getByRole('button', { name: message(fr, 'account.menu', { name: 'Geneviève Gagnon' }) })).toBeVisible();
  expect(storefront.url()).not.toContain('sessionId');
  // The session names the admin who acts for her (the audit says who acted).
  const cookies = await context.cookies(new URL(storefront.url()).origin);
  const buyerId = new URL(answer.url()).pathname.split('/')[3];
  expect(cookies.find((cookie) => cookie.name === 'BuyerId')?.value).toBe(buyerId);
  expect(cookies.find((cookie) => cookie.name === 'AdminUserId')?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(cookies.find((cookie) => cookie.name === 'AdminUserId')?.value).not.toBe(buyerId);

  // The console keeps its own session (decision 039): it still reads her page after the storefront's sign-in…
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Geneviève Gagnon' })).toBeVisible();
  await expect(page.getByRole('button', { name: message(fr, 'admin.users.signInAs') })).toBeEnabled();
  // …and signing out of it leaves the storefront tab signed in as her.
  await page.getByRole('button', { name: message(fr, 'nav.signOut') }).click();
  await expect(page.getByRole('heading', { level: 1, name: message(fr, 'admin.signIn.title') })).toBeVisible();
  await storefront.reload();
  await expect(storefront.getByRole('button', { name: message(fr, 'account.menu', { name: 'Geneviève Gagnon' }) })).toBeVisible();
});
