import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, text } from './support/journey.ts';
import { resultRows, searchApi } from './browse-support.ts';

const en = 'en-CA';
const fr = 'fr-CA';

test('compare up to 4 products from the results, side by side, then back to the list', async ({ page }) => {
  test.slow();
  const answer = await searchApi(page, en, { keyWord: 'stapler' });
  const picked = answer.Records.slice(0, 5);
  await page.goto('/en/browse-products/Search?q=stapler');
  for (const record of picked.slice(0, 4)) {
    const box = page.getByRole('checkbox', { name: text(en, 'search.addToCompare', { name: `${record.Description} (${record.ProductCode})` }) });
    await box.check();
  }
  const tray = page.getByRole('region', { name: text(en, 'compare.title') });
  await expect(tray.getByRole('status')).toHaveText(text(en, 'search.compareSelected', { count: 4 }));
  await page.getByRole('checkbox', { name: text(en, 'search.addToCompare', { name: `${picked[4]?.Description} (${picked[4]?.ProductCode})` }) }).click();
  await expect(page.getByRole('alert').filter({ hasText: text(en, 'search.compareLimit') })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: text(en, 'search.addToCompare', { name: `${picked[4]?.Description} (${picked[4]?.ProductCode})` }) })).not.toBeChecked();
  await expectAccessible(page);

  await tray.getByRole('link', { name: text(en, 'search.compareNow') }).click();
  await expect(page).toHaveURL(new RegExp(`/en/compare-products\\?codes=${picked.slice(0, 4).map((r) => r.ProductCode).join('%2C')}$`));
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'compare.title') })).toBeVisible();
  const table = page.getByRole('table', { name: text(en, 'compare.caption', { count: 4 }) });
  for (const record of picked.slice(0, 4)) await expect(table.getByRole('columnheader', { name: new RegExp(record.Description) })).toBeVisible();
  for (const key of ['compare.manufacturer', 'compare.price', 'compare.rating', 'compare.availability', 'compare.delivery'] as const) {
    await expect(table.getByRole('rowheader', { name: text(en, key), exact: true })).toBeVisible();
  }
  await expect(table.getByRole('row', { name: new RegExp(`^${text(en, 'compare.manufacturer')}`) })).toContainText(picked[0]?.Brand ?? '');
  await expectAccessible(page);

  await table.getByRole('button', { name: text(en, 'compare.remove', { name: picked[0]?.Description ?? '' }) }).click();
  await expect(page.getByRole('table', { name: text(en, 'compare.caption', { count: 3 }) })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(picked[0]?.ProductCode ?? 'x'));

  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'compare.title') })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: text(fr, 'compare.manufacturer'), exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: text(fr, 'compare.backToList') }).click();
  await expect(page).toHaveURL(/\/fr\/browse-products\/Search\?q=stapler$/);
  await expect(resultRows(page).first()).toBeVisible();
});

test('the comparison tray kept at the foot of the screen never covers the control the keyboard is on (fr on a phone, en at 200% zoom)', async ({ page }) => {
  for (const [language, locale, keyword, viewport] of [['fr', fr, 'agrafeuse', { width: 390, height: 844 }], ['en', en, 'stapler', { width: 640, height: 400 }]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/${language}/browse-products/Search?q=${keyword}`);
    const compare = page.getByRole('main').getByRole('checkbox', { name: new RegExp(`^${text(locale, 'search.addToCompare', { name: '' }).trim()}`) });
    await compare.nth(0).check();
    await compare.nth(1).check();
    const tray = page.getByRole('region', { name: text(locale, 'compare.title') });
    await expect(tray.getByRole('status')).toHaveText(text(locale, 'search.compareSelected', { count: 2 }));
    // Tab through the next results: each control reached is on top at its own centre (WCAG 2.4.11), not under the tray.
    for (let stop = 0; stop < 12; stop += 1) {
      await page.keyboard.press('Tab');
      const seen = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const box = focused.getBoundingClientRect();
        const onTop = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { name: focused.getAttribute('aria-label') ?? focused.textContent ?? '', seen: onTop !== null && focused.contains(onTop) };
      });
      expect(seen.seen, `${seen.name} under the tray`).toBe(true);
    }
  }
});

test('a comparison opened from its link (reload, shared address) on a phone is laid out: the table scrolls in its box, not the page', async ({ page }) => {
  const codes = (await searchApi(page, fr, { keyWord: 'agrafeuse' })).Records.slice(0, 2).map((record) => record.ProductCode);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/fr/compare-products?codes=${codes.join(',')}`);
  const table = page.getByRole('table', { name: text(fr, 'compare.caption', { count: 2 }) });
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expect(table.getByRole('rowheader', { name: text(fr, 'compare.manufacturer'), exact: true })).toHaveCSS('text-align', 'left');
  await expectAccessible(page);
});

test('a signed-in buyer’s comparison of 4 products, with their prices, scrolls in its box on a phone, not the page', async ({ page }) => {
  await signIn(page, fr, 'buyer-qc');
  const codes = (await searchApi(page, fr, { keyWord: 'agrafeuse' })).Records.slice(0, 4).map((record) => record.ProductCode);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/fr/compare-products?codes=${codes.join(',')}`);
  const table = page.getByRole('table', { name: text(fr, 'compare.caption', { count: 4 }) });
  await expect(table.getByRole('button', { name: new RegExp(text(fr, 'cart.addToCart')) })).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('a comparison with fewer than 2 products says how to start one', async ({ page }) => {
  await page.goto('/en/compare-products?codes=ONLYONE');
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'compare.notEnough') })).toBeVisible();
  await expect(page.getByText(text(en, 'compare.notEnoughHint'))).toBeVisible();
  await expectAccessible(page);
});

test('a shared comparison naming products the buyer cannot see says so; with fewer than 2 left, how to start one, not an empty table', async ({ page }) => {
  const codes = (await searchApi(page, fr, { keyWord: 'agrafeuse' })).Records.slice(0, 2).map((record) => record.ProductCode);
  await page.goto("/fr/compare-products?codes=NOPE1,NOPE2");
  await expect(page.getByText(text(fr, 'compare.unavailable', { count: 2 }))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: text(fr, 'compare.notEnough') })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`/en/compare-products?codes=${codes.join(',')},NOPE1`);
  await expect(page.getByText(text(en, 'compare.unavailable', { count: 1 }))).toBeVisible();
  await expect(page.getByRole('table', { name: text(en, 'compare.caption', { count: 2 }) })).toBeVisible();
  await expectAccessible(page);
});
