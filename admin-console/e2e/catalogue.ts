import AxeBuilder from '@axe-core/playwright';
import { formatMessage, messageText, type Locale } from '@comptoir/core';
import { expect, type Locator, type Page } from '@playwright/test';

/** The catalogue text of a key with its placeholders filled, as the app shows it; a missing text fails the test. */
export const message = (locale: Locale, key: string, params: Record<string, string | number> = {}): string => {
  if (messageText(locale, key) === undefined && messageText(locale, `${key}_other`) === undefined) throw new Error(`No ${locale} text for ${key}`);
  return formatMessage(locale, key, params);
};

/** WCAG 2.2 AA scan of the screen as it is now (target size included): no serious or critical violation. */
export const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
};

export const PASSWORD = 'Comptoir2026!';

/** Signs in on the sign-in screen shown (the console's or the storefront's: the same labels), with the demo password by default. */
export const signInToConsole = async (page: Page, locale: Locale, logonName: string, password = PASSWORD) => {
  await page.getByLabel(message(locale, 'signIn.logonName')).fill(logonName);
  await page.getByLabel(message(locale, 'signIn.password')).fill(password);
  await page.getByRole('button', { name: message(locale, 'signIn.submit') }).click();
};

/** An admin on the console's users page, signed in from its sign-in screen in the locale's language. */
export const openConsoleUsers = async (page: Page, locale: Locale, admin: string) => {
  await page.goto(`/admin/${locale === 'fr-CA' ? 'fr' : 'en'}/sign-in`);
  await signInToConsole(page, locale, admin);
  await expect(page.getByRole('heading', { level: 1, name: message(locale, 'admin.users.title') })).toBeVisible();
};

/**
 * A user of the signed-in admin's company of the test's own (made through the api, as the form would), so no other
 * test's buyer is touched: a fresh logon name, and the temporary password the answer shows once.
 */
export const createUserThroughApi = async (page: Page, names: { firstName: string; lastName: string; prefix: string }) => {
  const logonName = `${names.prefix}.${Date.now().toString(36)}`;
  const options = (await (await page.request.get('/admin-api/users/options')).json()) as { shipTos: Array<{ id: string }> };
  const body = { firstName: names.firstName, lastName: names.lastName, emailAddress: `${logonName}@example.ca`, logonName, cultureCode: 'fr-CA', defaultShipToId: options.shipTos[0]?.id ?? null, approvalGroupId: null, isAdmin: false };
  const created = await page.request.post('/admin-api/users', { headers: { Origin: new URL(page.url()).origin }, data: body });
  expect(created.status(), await created.text()).toBe(201);
  return { body, logonName, temporaryPassword: ((await created.json()) as { temporaryPassword: string }).temporaryPassword };
};

/** At phone width (390 px) the screen scrolls nowhere sideways; `meanwhile` checks more at that width; the viewport is put back. */
export const expectFitsPhone = async (page: Page, meanwhile?: () => Promise<void>) => {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await meanwhile?.();
  if (wide) await page.setViewportSize(wide);
};

/** The column name a cell shows before its value when the table's rows are stacked as cards. */
export const cardLabel = (cell: Locator) => cell.evaluate((element) => getComputedStyle(element, '::before').content);

/**
 * Tab draws the keyboard's place on the control: the control and 6 px around it look different when Tab has reached
 * it than once it has left. (The storefront's e2e has the same check: neither app's tests may import the other's.)
 */
export const expectFocusDrawn = async (page: Page, control: Locator) => {
  for (let tabs = 0; !(await control.evaluate((element) => element === document.activeElement)); tabs += 1) {
    if (tabs === 40) throw new Error('Tab never reached the control');
    await page.keyboard.press('Tab');
  }
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box on screen');
  const clip = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 };
  const focused = await page.screenshot({ clip });
  await control.blur();
  expect(focused.equals(await page.screenshot({ clip })), 'the control looks the same with and without the keyboard on it').toBe(false);
};
