import { formatMoney, type CartProduct, type Locale } from '@comptoir/core';
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

/**
 * Review & Confirm lists the cart's lines as the api has them, in the page's language: description, product code,
 * unit price, quantity (with what is back-ordered) and line total; on a phone each line stacks as a card whose
 * cells are named, with nothing off to the side. Scanned by axe at both widths.
 */
export const expectReviewLines = async (page: Page, locale: Locale) => {
  const answer = await page.request.get('/api/cart/cartDetails', { headers: { 'Accept-Language': locale } });
  const lines = ((await answer.json()) as { CartInfo: { Products: CartProduct[] } }).CartInfo.Products;
  expect(lines.length).toBeGreaterThan(0);
  const table = page.getByRole('region', { name: text(locale, 'checkout.items') }).getByRole('table', { name: text(locale, 'checkout.items') });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(lines.length + 1);
  for (const [index, line] of lines.entries()) {
    const row = rows.nth(index + 1);
    await expect(row.getByRole('rowheader')).toContainText(line.Description);
    const backOrdered = line.QuantityBO > 0 ? text(locale, 'cart.backOrdered', { quantity: line.QuantityBO }) : '';
    await expect(row.getByRole('cell')).toHaveText([line.ProductCode, formatMoney(line.UnitSellPrice, locale), `${line.Quantity}${backOrdered}`, formatMoney(line.CombinedLinePrice, locale)]);
  }
  await expectAccessible(page);
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const cells = rows.nth(1).getByRole('cell');
  await expect(cells.nth(1)).toHaveAttribute('data-label', text(locale, 'cart.unitPrice'));
  const boxes = await cells.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  // Stacked: each cell below the one before, all starting at the card's left edge.
  expect(boxes.every((box, index) => index === 0 || (box.top >= (boxes[index - 1]?.bottom ?? 0) - 1 && Math.abs(box.left - (boxes[0]?.left ?? 0)) < 1))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  if (wide) await page.setViewportSize(wide);
};
