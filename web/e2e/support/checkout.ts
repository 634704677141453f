import type { Locale } from '@comptoir/core';
import { expect, type Page } from '@playwright/test';
import { expectAccessible, text } from './journey.ts';

/** Fills Delivery Details: the order's mandatory purchase-order prompt and the card when a card option is chosen. */
export const fillDeliveryDetails = async (page: Page, locale: Locale) => {
  await expect(page.getByRole('heading', { level: 2, name: text(locale, 'checkout.deliveryDetails') })).toBeVisible();
  const required = page.getByRole('textbox', { name: new RegExp(`\\(${text(locale, 'common.required')}\\)`) });
  for (const field of await required.all()) await field.fill('4512');
  const choices = page.getByRole('combobox', { name: new RegExp(`\\(${text(locale, 'common.required')}\\)`) });
  for (const field of await choices.all()) await field.selectOption({ index: 1 });
  const cardNumber = page.getByLabel(text(locale, 'checkout.cardNumber'));
  if (await cardNumber.isVisible()) {
    await cardNumber.fill('4242 4242 4242 4242');
    await page.getByLabel(text(locale, 'checkout.expiryMonth')).fill('12');
    await page.getByLabel(text(locale, 'checkout.expiryYear')).fill('30');
    await page.getByLabel(text(locale, 'checkout.cvc')).fill('123');
  }
  await expectAccessible(page);
};
