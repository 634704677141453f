import { formatDate, toIsoDate, type Locale } from '@comptoir/core';
import { expect, test, type Page } from '@playwright/test';
import { addThroughApi, searchProducts } from './support/products.ts';
import { accountMenuName, clearCart, expectAccessible, signIn, text } from './support/journey.ts';

type Line = { ProductCode: string; Quantity: number };
const cartLines = async (page: Page): Promise<Line[]> =>
  ((await (await page.request.get('/api/cart/cartDetails')).json()) as { CartInfo: { Products: Line[] } }).CartInfo.Products.map(({ ProductCode, Quantity }) => ({ ProductCode, Quantity }));

/** Closes the toasts that stay until closed (spec §4: messages other than add-to-cart's), which sit over the header. */
const dismissToasts = async (page: Page, locale: Locale) => {
  const close = page.getByRole('button', { name: text(locale, 'toast.dismiss') });
  while ((await close.count()) > 0) await close.first().click();
};

// Buyers no other browser test signs in as: the tests run in parallel and a buyer has one cart.
for (const { locale, logon, keyword } of [{ locale: 'en-CA', logon: 'buyer-ab', keyword: 'paper' }, { locale: 'fr-CA', logon: 'partner-laurentide', keyword: 'papier' }] as const) {
  test(`order templates (${locale}): the cart saved as a template, the cart cleared, the template added back gives the same lines`, async ({ page }) => {
    test.setTimeout(120_000);
    const language = locale === 'fr-CA' ? 'fr' : 'en';
    await signIn(page, locale as Locale, logon);
    await clearCart(page);
    const products = (await searchProducts(page, keyword, language)).filter((product) => product.CombinedDetailPrice !== null).slice(0, 2);
    expect(products).toHaveLength(2);
    for (const product of products) await addThroughApi(page, product.ProductCode, Math.max(product.MinimumQuantity, product.Multiple));
    const before = await cartLines(page);
    expect(before).toHaveLength(2);

    // Print View (spec §2.5): on paper, the lines, quantities, prices and totals without the header, tools or footer.
    await page.goto(`/${language}/shopping-cart`);
    await expect(page.getByRole('button', { name: text(locale, 'cartTools.printView'), exact: true })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: text(locale, 'cartTools.printView'), exact: true })).toBeHidden();
    await expect(page.getByRole('link', { name: text(locale, 'cart.checkout') })).toBeHidden();
    for (const product of products) await expect(page.getByText(product.Description, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: text(locale, 'cart.summary') })).toBeVisible();
    // Whose cart, which account and when: on paper only.
    const printedLine = text(locale, 'cartTools.printedBy', { date: formatDate(toIsoDate(new Date()), locale), name: 'NAME', clientNo: 'ACCOUNT' });
    const printed = page.getByText(new RegExp(`^${printedLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('NAME', '\\S.+').replace('ACCOUNT', '\\S+')}$`));
    await expect(printed).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(printed).toBeHidden();

    // Save As Template (spec §2.5): a dialog asking for the name; a blank name is refused beside the field.
    const save = page.getByRole('button', { name: text(locale, 'cartTools.saveAsTemplate'), exact: true });
    await save.click();
    const dialog = page.getByRole('dialog', { name: text(locale, 'templates.saveTitle') });
    await expect(dialog).toBeVisible();
    const name = dialog.getByRole('textbox', { name: text(locale, 'templates.name') });
    await expect(name).toBeFocused();
    await dialog.getByRole('button', { name: text(locale, 'templates.save') }).click();
    await expect(dialog.getByText(text(locale, 'templates.nameRequired'))).toBeVisible();
    await expectAccessible(page);
    const templateName = `${text(locale, 'templates.title')} ${Date.now()}`;
    await name.fill(templateName);
    await dialog.getByRole('button', { name: text(locale, 'templates.save') }).click();
    await expect(page.getByText(text(locale, 'templates.saved', { name: templateName }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(save).toBeFocused();

    // Clear cart, then the account menu leads to the templates summary.
    await page.getByRole('button', { name: text(locale, 'cartTools.clearCart'), exact: true }).click();
    await page.getByRole('button', { name: text(locale, 'cartTools.clearCartConfirm') }).click();
    await expect(page.getByText(text(locale, 'cart.empty'))).toBeVisible();
    expect(await cartLines(page)).toEqual([]);
    await dismissToasts(page, locale);
    await page.getByRole('button', { name: accountMenuName(locale) }).click();
    await page.getByRole('link', { name: text(locale, 'account.templates') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'templates.title') })).toBeVisible();
    const row = page.getByRole('table', { name: text(locale, 'templates.list') }).getByRole('row').filter({ hasText: templateName });
    await expect(row.getByRole('cell', { name: text(locale, 'templates.productCount', { count: 2 }) })).toBeVisible();
    await expectAccessible(page);

    // The template's details show its products, then 'Add … to cart' from the summary puts the same lines back.
    await row.getByRole('link', { name: text(locale, 'templates.openAction', { name: templateName }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: templateName })).toBeVisible();
    for (const product of products) await expect(page.getByRole('cell', { name: product.ProductCode, exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: text(locale, 'templates.backToTemplates') }).click();
    await row.getByRole('button', { name: text(locale, 'templates.addAction', { name: templateName }) }).click();
    await expect(page.getByText(text(locale, 'templates.addedToCart', { name: templateName }))).toBeVisible();
    await expect.poll(() => cartLines(page)).toEqual(before);
    await page.goto(`/${language}/shopping-cart`);
    for (const product of products) await expect(page.getByRole('row').filter({ hasText: product.Description }).first()).toBeVisible();

    // Leave no trace: the template is deleted after a confirmation.
    await page.goto(`/${language}/orders/templates`);
    await dismissToasts(page, locale);
    await row.getByRole('button', { name: text(locale, 'templates.deleteAction', { name: templateName }) }).click();
    await page.getByRole('button', { name: text(locale, 'templates.deleteConfirm') }).click();
    await expect(page.getByText(text(locale, 'templates.deleted', { name: templateName }))).toBeVisible();
    await expect(row).toHaveCount(0);
    await clearCart(page);
  });
}

test('a template named with no space (a code, a pasted link) stays within a phone’s screen on the templates page and the dashboard (fr-CA)', async ({ page }) => {
  test.setTimeout(90_000);
  const locale = 'fr-CA';
  await signIn(page, locale, 'buyer-ab');
  const origin = new URL(page.url()).origin;
  const buyerId = (await page.context().cookies()).find((cookie) => cookie.name === 'BuyerId')?.value;
  const [order] = (await (await page.request.get(`/svc/orders/buyers/${buyerId}/orders?count=1`)).json()) as Array<{ orderId: number }>;
  const templateName = `REF-${Date.now()}-${'X'.repeat(80)}`.slice(0, 80);
  const saved = await page.request.post(`/svc/orders/orders/${order?.orderId}/template`, { headers: { Origin: origin }, data: { name: templateName } });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { templateId } = (await saved.json()) as { templateId: string };
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/fr/orders/templates');
    const row = page.getByRole('table', { name: text(locale, 'templates.list') }).getByRole('row').filter({ hasText: templateName });
    await expect(row.getByRole('button', { name: text(locale, 'templates.addAction', { name: templateName }) })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    // Renamed to another such name: the toast that says so wraps it and keeps its × on the screen, within reach.
    const newName = `${templateName.slice(0, 60)}${'Y'.repeat(20)}`;
    await row.getByRole('button', { name: text(locale, 'templates.renameAction', { name: templateName }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text(locale, 'templates.name') }).fill(newName);
    // The dialog naming it keeps its title, field and buttons on the screen.
    const saveName = dialog.getByRole('button', { name: text(locale, 'templates.renameSave') });
    const saveBox = (await saveName.boundingBox()) ?? { x: 999, width: 0 };
    expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await saveName.click();
    await expect(page.getByText(text(locale, 'templates.renamed', { name: newName }))).toBeVisible();
    const dismiss = (await page.getByRole('button', { name: text(locale, 'toast.dismiss') }).first().boundingBox()) ?? { x: 999, width: 0 };
    expect(dismiss.x + dismiss.width).toBeLessThanOrEqual(390);
    await page.goto('/fr/dashboard');
    await expect(page.getByRole('link', { name: newName })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  } finally {
    const deleted = await page.request.delete(`/svc/orders/templates/${templateId}`, { headers: { Origin: origin } });
    expect(deleted.ok()).toBe(true);
  }
});
