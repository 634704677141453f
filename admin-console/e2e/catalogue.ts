import AxeBuilder from '@axe-core/playwright';
import { formatMessage, messageText, type Locale } from '@comptoir/core';
import { expect, type Page } from '@playwright/test';

/** The catalogue text of a key with its placeholders filled, as the app shows it; a missing text fails the test. */
export const message = (locale: Locale, key: string, params: Record<string, string | number> = {}): string => {
  if (messageText(locale, key) === undefined && messageText(locale, `${key}_other`) === undefined) throw new Error(`No ${locale} text for ${key}`);
  return formatMessage(locale, key, params);
};

/** WCAG 2.1 AA scan of the screen as it is now: no serious or critical violation. */
export const expectAccessible = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
};

export const PASSWORD = 'Comptoir2026!';

/** Signs in on the sign-in screen shown (the console's or the storefront's: the same labels). */
export const signInToConsole = async (page: Page, locale: Locale, logonName: string) => {
  await page.getByLabel(message(locale, 'signIn.logonName')).fill(logonName);
  await page.getByLabel(message(locale, 'signIn.password')).fill(PASSWORD);
  await page.getByRole('button', { name: message(locale, 'signIn.submit') }).click();
};
