import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, expectFocusDrawn, search, signIn, text, topEdgeInside } from './support/journey.ts';
import { expectPriceSortForVisitorThenBuyer, expectRecordsInOrder, expectSortChoices, resultRows, searchApi } from './browse-support.ts';

const en = 'en-CA';

/** Views and quick filters are radios that change the URL; the page re-renders with the choice. */
const choose = async (page: Page, name: string) => {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await expect(radio).toBeChecked();
};

test('search "stapler" from the header: the listing matches the search service, guests see sign in for pricing', async ({ page }) => {
  const answer = await searchApi(page, en, { keyWord: 'stapler' });
  expect(answer.TotalRecords).toBeGreaterThan(25);
  await page.goto('/en');
  await search(page, en, 'stapler');
  await expect(page).toHaveURL(/\/en\/browse-products\/Search\?q=stapler$/);
  await expect(page.getByRole('heading', { level: 1, name: text(en, 'search.titleKeyword', { keyword: 'stapler' }) })).toBeVisible();
  await expect(page.getByText(text(en, 'search.results', { count: answer.TotalRecords, keyword: 'stapler' }))).toBeVisible();
  await expect(resultRows(page)).toHaveCount(25);
  await expect(resultRows(page).first().getByRole('heading', { level: 3 })).toHaveText(answer.Records[0]?.Description ?? '');
  await expect(resultRows(page).first().getByRole('link', { name: text(en, 'search.signInForPricing') })).toBeVisible();
  await expectAccessible(page);

  // The URL alone reproduces the results (shareable).
  await page.goto('/en/browse-products/Search?q=stapler&page=2');
  await expect(resultRows(page)).toHaveCount(answer.TotalRecords - 25);
});

test('auto-suggest is a keyboard-driven combobox: arrows move through products and categories, Enter opens one', async ({ page }) => {
  await page.goto('/en');
  const box = page.getByRole('combobox', { name: text(en, 'search.label') });
  await box.fill('stap');
  const listbox = page.getByRole('listbox', { name: text(en, 'search.suggestions') });
  await expect(listbox.getByRole('option')).toHaveCount(6);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option', { name: new RegExp(text(en, 'search.suggestionCategory')) }).first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = listbox.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id')) ?? 'missing');
  await expectAccessible(page);
  await box.press('Escape');
  await expect(listbox).toBeHidden();
  await box.press('ArrowDown');
  await expect(listbox.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  const chosen = (await listbox.getByRole('option').first().textContent()) ?? '';
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/(browse-products\/Category|product-detail\/product)\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen.replace(text(en, 'search.suggestionCategory'), '').replace(text(en, 'search.suggestionProduct'), '').trim());
});

test('facets filter with their counts, sort reorders, 25/50 per page and every view keep the query in the URL', async ({ page }) => {
  test.slow();
  const answer = await searchApi(page, en, { keyWord: 'stapler' });
  const brand = answer.Facets.find((facet) => facet.Id === 'brand')?.Values[0];
  if (!brand) throw new Error('no brand facet for stapler');
  await page.goto('/en/browse-products/Search?q=stapler');
  const filters = page.getByRole('complementary', { name: text(en, 'search.filters') });
  const brandBox = filters.getByRole('checkbox', { name: new RegExp(`^${brand.Name}`) });
  await brandBox.click();
  await expect(brandBox).toBeChecked();
  await expect(page).toHaveURL(/f=brand%3A/);
  await expect(page.getByText(text(en, 'search.results', { count: brand.Count, keyword: 'stapler' }))).toBeVisible();
  await expect(resultRows(page)).toHaveCount(Math.min(brand.Count, 25));
  for (const row of await resultRows(page).all()) await expect(row).toContainText(brand.Name);
  await page.getByRole('button', { name: text(en, 'search.removeFilter', { name: `${text(en, 'search.brand')}: ${brand.Name}` }) }).click();
  await expect(page.getByText(text(en, 'search.results', { count: answer.TotalRecords, keyword: 'stapler' }))).toBeVisible();

  const byName = await searchApi(page, en, { keyWord: 'stapler', sortBy: 4 });
  await page.getByLabel(text(en, 'search.sortBy')).selectOption({ label: text(en, 'search.sortNameZToA') });
  await expect(page).toHaveURL(/sort=4/);
  await expect(resultRows(page).first().getByRole('heading', { level: 3 })).toHaveText(byName.Records[0]?.Description ?? '');

  await page.getByLabel(text(en, 'search.perPage')).selectOption('50');
  await expect(resultRows(page)).toHaveCount(answer.TotalRecords);
  await expect(page.getByRole('navigation', { name: text(en, 'search.paging') })).toHaveCount(0);

  await choose(page, text(en, 'search.viewTable'));
  await expect(page).toHaveURL(/view=table/);
  const table = page.getByRole('table', { name: text(en, 'search.titleKeyword', { keyword: 'stapler' }) });
  await expect(table.getByRole('columnheader', { name: text(en, 'search.price') })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(answer.TotalRecords + 1);
  await expectAccessible(page);
  for (const view of ['search.viewGrid', 'search.viewXl', 'search.viewNormal'] as const) {
    await choose(page, text(en, view));
    await expect(resultRows(page)).toHaveCount(answer.TotalRecords);
  }
  await expectAccessible(page);
});

test('paging moves through the results and a misspelling still finds staplers; nonsense gets an empty state with what to do', async ({ page }) => {
  await page.goto('/en/browse-products/Search?q=stapler');
  const paging = page.getByRole('navigation', { name: text(en, 'search.paging') });
  await paging.getByRole('link', { name: text(en, 'common.next') }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(paging.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');

  const fuzzy = await searchApi(page, en, { keyWord: 'stapplers' });
  expect(fuzzy.TotalRecords).toBeGreaterThan(0);
  await page.goto('/en/browse-products/Search?q=stapplers');
  await expect(resultRows(page).first()).toBeVisible();
  if (fuzzy.IsCustomProductSearch) await expect(page.getByText(text(en, 'search.didYouMean', { keyword: 'stapplers' }))).toBeVisible();
  await expect(resultRows(page).first().getByRole('heading', { level: 3 })).toHaveText(fuzzy.Records[0]?.Description ?? '');

  await page.goto('/en/browse-products/Search?q=qqxqzzv');
  await expect(page.getByRole('heading', { level: 2, name: text(en, 'search.noResults', { keyword: 'qqxqzzv' }) })).toBeVisible();
  await expect(page.getByText(text(en, 'search.noResultsHint'))).toBeVisible();
  await expectAccessible(page);
});

test('the category mega-menu opens a subcategory listing with breadcrumbs', async ({ page }) => {
  await page.goto('/en');
  const menu = page.getByRole('navigation', { name: text(en, 'nav.categoryMenu') });
  await menu.getByRole('button', { name: 'Paper', exact: true }).click();
  await expect(menu.getByRole('button', { name: 'Paper', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await menu.getByRole('link', { name: 'Copy Paper' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('button', { name: 'Paper', exact: true })).toBeFocused();
  await expect(menu.getByRole('button', { name: 'Paper', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Copy Paper' }).click();
  await expect(page).toHaveURL(/\/en\/browse-products\/Category\?q=copy-paper$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Copy Paper' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: text(en, 'nav.breadcrumbs') });
  await expect(crumbs.getByRole('link', { name: 'Paper' })).toHaveAttribute('href', '/en/browse-products/Category?q=paper');
  await expect(resultRows(page).first()).toBeVisible();
  await expectAccessible(page);

  // A category link no category has: the page says so, without an empty listing's sort and view tools.
  await page.goto('/fr/browse-products/Category?q=no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: text('fr-CA', 'notFound.title') })).toBeVisible();
  await expect(page.getByText(text('fr-CA', 'notFound.body'))).toBeVisible();
  await expect(page.getByRole('combobox', { name: text('fr-CA', 'search.sortBy') })).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(`^${text('fr-CA', 'notFound.title')}`));
  await expectAccessible(page);

  // A category link cut before its category: shop by category, not a placeholder that never loads.
  for (const [language, locale, paper] of [['fr', 'fr-CA', 'Papier'], ['en', en, 'Paper']] as const) {
    await page.goto(`/${language}/browse-products/Category`);
    await expect(page.getByRole('heading', { level: 1, name: text(locale, 'nav.categories') })).toBeVisible();
    // Tiles right under the h1 (axe heading-order: h3 after h1 skipped a level).
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: paper, exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: paper, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/browse-products/Category\\?q=paper$`));
    await expect(page.getByRole('heading', { level: 1, name: paper })).toBeVisible();
  }
});

test('each category Tab reaches in the scrolling category row is scrolled wholly into it, its focus ring drawn inside (en on a computer, fr on a phone)', async ({ page }) => {
  for (const [language, locale, viewport] of [['en', en, { width: 1280, height: 800 }], ['fr', 'fr-CA', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/${language}`);
    const menu = page.getByRole('navigation', { name: text(locale, 'nav.categoryMenu') });
    const row = menu.getByRole('list');
    const categories = row.getByRole('listitem');
    await expect(categories.first()).toBeVisible();
    // The row scrolls sideways and cuts off what is outside it: the ring was cut to two thin bars at the category's sides.
    await expectFocusDrawn(page, categories.first().getByRole('button'), topEdgeInside);
    await categories.first().getByRole('button').focus();
    const rowBox = await row.boundingBox();
    for (const category of await categories.all()) {
      const control = category.getByRole('button').or(category.getByRole('link'));
      await expect(control).toBeFocused();
      // The one half past the edge kept the keyboard there, half hidden, until the next Tab.
      const box = await control.boundingBox();
      expect(box && rowBox && box.x >= rowBox.x - 0.5 && box.x + box.width <= rowBox.x + rowBox.width + 0.5, `${await control.textContent()} wholly in the row`).toBe(true);
      await page.keyboard.press('Tab');
    }
  }
});

test('in forced colours (Windows high contrast) the keyboard\'s place is still drawn: the header, a category, the view chosen and a result (en on a computer, fr on a phone)', async ({ page }) => {
  for (const [language, locale, keyword, viewport] of [['en', en, 'stapler', { width: 1280, height: 800 }], ['fr', 'fr-CA', 'agrafeuse', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(`/${language}/browse-products/Search?q=${keyword}`);
    const category = page.getByRole('navigation', { name: text(locale, 'nav.categoryMenu') }).getByRole('button').first();
    const result = resultRows(page).first().getByRole('heading', { level: 3 }).getByRole('link');
    await expect(category).toBeVisible();
    await expect(result).toBeVisible();
    // The ring was a box shadow only, which forced colours do not draw: the keyboard's place was nowhere to be seen.
    await expectFocusDrawn(page, page.getByRole('combobox', { name: text(locale, 'search.label') }));
    await expectFocusDrawn(page, category, topEdgeInside);
    await expectFocusDrawn(page, page.getByRole('radio', { name: text(locale, 'search.viewLg'), exact: true }));
    await expectFocusDrawn(page, result);
    // What is chosen is drawn apart from what is not by more than the colour forced colours take away: the view
    // (a filled pill), the current page and the open category were the same as their neighbours there.
    const view = (name: string) => page.getByRole('radio', { name: text(locale, name), exact: true }).locator('xpath=following-sibling::span');
    await page.getByRole('radio', { name: text(locale, 'search.viewLg'), exact: true }).check({ force: true });
    expect(await drawnState(view('search.viewLg'))).not.toBe(await drawnState(view('search.viewGrid')));
    const pages = page.getByRole('navigation', { name: text(locale, 'search.paging') });
    expect(await drawnState(pages.locator('[aria-current="page"]'))).not.toBe(await drawnState(pages.getByRole('link', { name: text(locale, 'search.pageLink', { page: 2 }), exact: true })));
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    const closed = page.getByRole('navigation', { name: text(locale, 'nav.categoryMenu') }).getByRole('button').nth(1);
    expect(await drawnState(category)).not.toBe(await drawnState(closed));
    await page.keyboard.press('Escape');
  }
});

/** How an element's state is drawn besides its text colour and weight: what forced colours keep of it. */
const drawnState = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    return [style.backgroundColor, style.borderBottomWidth, style.borderBottomStyle, style.outlineStyle, style.outlineWidth, style.textDecorationLine].join(' ');
  });

test('a visitor is offered no price sort, and a bookmarked price sort lists in best match and shows it; a signed-in buyer keeps the price sorts', async ({ page }) => {
  test.slow();
  await page.goto('/en/browse-products/Search?q=stapler');
  await expectSortChoices(page, en, { seesPrices: false });
  await expectPriceSortForVisitorThenBuyer(page, en, { keyWord: 'stapler', sortBy: 2, buyer: 'buyer-on' });
  await page.getByRole('combobox', { name: text(en, 'search.sortBy') }).selectOption({ label: text(en, 'search.sortPriceLowToHigh') });
  await expect(page).toHaveURL(/sort=1/);
  await expectRecordsInOrder(page, await searchApi(page, en, { keyWord: 'stapler', sortBy: 1 }));
});

test('a signed-in buyer sees prices per unit and the quantity box with the add button on every row, in every view', async ({ page }) => {
  test.slow();
  await signIn(page, en, 'buyer-on');
  await page.goto('/en/browse-products/Search?q=stapler');
  const first = resultRows(page).first();
  await expect(first.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();
  await expect(resultRows(page)).toHaveCount(25);
  await expect(page.getByRole('main').getByRole('button', { name: new RegExp(text(en, 'cart.addToCart')) })).toHaveCount(25);
  await expect(page.getByRole('radio', { name: text(en, 'search.quickContractProducts') })).toBeVisible();
  await expect(page.getByText(text(en, 'search.contractProductsHelp'))).toBeVisible();
  await expectAccessible(page);
  for (const view of ['search.viewGrid', 'search.viewTable', 'search.viewXl'] as const) {
    await choose(page, text(en, view));
    await expect(page.getByRole('main').getByRole('button', { name: new RegExp(text(en, 'cart.addToCart')) })).toHaveCount(25);
    await expect(page.getByRole('main').getByRole('textbox', { name: new RegExp(text(en, 'quantity.label')) })).toHaveCount(25);
  }
  await expectAccessible(page);
});
