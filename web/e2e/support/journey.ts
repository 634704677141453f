import AxeBuilder from '@axe-core/playwright';
import { formatMessage, messageText, type CatalogueKey, type Locale } from '@comptoir/core';
import { expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'Comptoir2026!';

/** A catalogue text with its placeholders filled, as the app shows it. */
export const text = (locale: Locale, key: CatalogueKey | (string & {}), params: Record<string, string | number> = {}): string => {
  if (messageText(locale, key) === undefined && messageText(locale, `${key}_other`) === undefined) throw new Error(`No ${locale} text for ${key}`);
  return formatMessage(locale, key, params);
};

/**
 * The account menu's button, whoever is signed in ('Compte : Olivia Chen'). Playwright reads an accessible name with
 * its no-break spaces as plain spaces, so the pattern does too.
 */
export const accountMenuName = (locale: Locale): RegExp => new RegExp(text(locale, 'account.menu', { name: '' }).trim().replace(/\s/g, ' '));

/** WCAG 2.2 AA scan of the screen as it is now (target size included): no serious or critical violation. */
export const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
};

/** Signs in through the sign-in page; the api's redirectUrl (the buyer's firstPageType) decides where the buyer lands. */
export const signIn = async (page: Page, locale: Locale, logonName: string) => {
  const prefix = locale === 'fr-CA' ? 'fr' : 'en';
  await page.goto(`/${prefix}/api/login`);
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'signIn.title') })).toBeVisible();
  await page.getByLabel(text(locale, 'signIn.logonName')).fill(logonName);
  await page.getByLabel(text(locale, 'signIn.password')).fill(PASSWORD);
  await page.getByRole('button', { name: text(locale, 'signIn.submit') }).click();
  // The landing page is in the buyer's own language, which another spec sharing the database may have switched.
  const eitherLanguage = new RegExp(`${accountMenuName('en-CA').source}|${accountMenuName('fr-CA').source}`);
  await expect(page.getByRole('button', { name: eitherLanguage })).toBeVisible();
};

/** Empties the signed-in buyer's cart through the api, so each journey starts from a known cart. */
export const clearCart = async (page: Page) => {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/cart/clearOrder', { headers: { Origin: origin }, data: {} });
  expect(response.ok()).toBe(true);
};

/** Searches from the header's search box and waits for the results. */
export const search = async (page: Page, locale: Locale, keyword: string) => {
  const box = page.getByRole('combobox');
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(/browse-products\/Search/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

/** Tabs forward until the element has focus (keyboard-only paths). */
export const tabTo = async (page: Page, target: Locator, maxTabs = 60) => {
  for (let index = 0; index < maxTabs; index += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never received focus by Tab');
};

type Area = { x: number; y: number; width: number; height: number };

/** The strip along the top edge inside a control: a row that scrolls sideways cuts off any ring drawn outside it there. */
export const topEdgeInside = (box: Area): Area => ({ x: box.x + box.width / 4, y: box.y, width: box.width / 2, height: 3 });

/**
 * Tab draws the keyboard's place on the control: what is on screen in `area` (by default the control and 6 px around
 * it) changes when Tab reaches the control and goes back when it leaves.
 */
export const expectFocusDrawn = async (page: Page, target: Locator, area = (box: Area): Area => ({ x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 })) => {
  // A listing's filters alone are dozens of stops.
  await tabTo(page, target, 150);
  const box = await target.boundingBox();
  if (!box) throw new Error('the control has no box on screen');
  const clip = area(box);
  const focused = await page.screenshot({ clip });
  await target.blur();
  expect(focused.equals(await page.screenshot({ clip })), 'the control looks the same with and without the keyboard on it').toBe(false);
};
