import { expect, test } from '@playwright/test';
import { expectAccessible, search, signIn, text } from './support/journey.ts';
import { expectPriceSortForVisitorThenBuyer, expectSortChoices, resultRows, searchApi } from './browse-support.ts';

const fr = 'fr-CA';

test('recherche « agrafeuse » en français : titre, décompte, facettes, tri et affichage viennent du catalogue', async ({ page }) => {
  test.slow();
  const answer = await searchApi(page, fr, { keyWord: 'agrafeuse' });
  expect(answer.TotalRecords).toBeGreaterThan(0);
  await page.goto('/fr');
  await expect(page.getByRole('combobox', { name: text(fr, 'search.label') })).toHaveAttribute('placeholder', text(fr, 'search.placeholder'));
  await search(page, fr, 'agrafeuse');
  await expect(page).toHaveURL(/\/fr\/browse-products\/Search\?q=agrafeuse$/);
  await expect(page.getByRole('heading', { level: 1, name: text(fr, 'search.titleKeyword', { keyword: 'agrafeuse' }) })).toBeVisible();
  await expect(page.getByText(text(fr, 'search.results', { count: answer.TotalRecords, keyword: 'agrafeuse' }))).toBeVisible();
  await expect(resultRows(page).first().getByRole('heading', { level: 3 })).toHaveText(answer.Records[0]?.Description ?? '');
  await expect(resultRows(page).first().getByRole('link', { name: text(fr, 'search.signInForPricing') })).toBeVisible();
  const filters = page.getByRole('complementary', { name: text(fr, 'search.filters') });
  for (const facet of answer.Facets) await expect(filters.getByRole('group', { name: facet.Name })).toBeVisible();
  await expectSortChoices(page, fr, { seesPrices: false });
  await expect(page.getByRole('radio', { name: text(fr, 'search.viewTable') })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/browse-products\/Search\?q=agrafeuse$/);
  await expect(page.getByRole('heading', { level: 1, name: text('en-CA', 'search.titleKeyword', { keyword: 'agrafeuse' }) })).toBeVisible();
});

test('une faute de frappe (« agrafeuze ») trouve quand même des agrafeuses; un mot inconnu dit quoi faire', async ({ page }) => {
  const fuzzy = await searchApi(page, fr, { keyWord: 'agrafeuze' });
  expect(fuzzy.TotalRecords).toBeGreaterThan(0);
  await page.goto('/fr/browse-products/Search?q=agrafeuze');
  await expect(resultRows(page).first().getByRole('heading', { level: 3 })).toHaveText(fuzzy.Records[0]?.Description ?? '');
  if (fuzzy.IsCustomProductSearch) await expect(page.getByText(text(fr, 'search.didYouMean', { keyword: 'agrafeuze' }))).toBeVisible();
  await expectAccessible(page);

  await page.goto('/fr/browse-products/Search?q=qqxqzzv');
  await expect(page.getByRole('heading', { level: 2, name: text(fr, 'search.noResults', { keyword: 'qqxqzzv' }) })).toBeVisible();
  await expect(page.getByText(text(fr, 'search.noResultsHint'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: text(fr, 'nav.categories') })).toHaveAttribute('href', '/fr');
  await expectAccessible(page);
});

test('les suggestions en français proposent des catégories et des produits', async ({ page }) => {
  await page.goto('/fr');
  const box = page.getByRole('combobox', { name: text(fr, 'search.label') });
  await box.fill('agraf');
  const listbox = page.getByRole('listbox', { name: text(fr, 'search.suggestions') });
  await expect(listbox.getByRole('option')).toHaveCount(6);
  await expect(listbox.getByRole('option', { name: new RegExp(text(fr, 'search.suggestionCategory')) }).first()).toBeVisible();
  await expect(listbox.getByRole('option', { name: new RegExp(text(fr, 'search.suggestionProduct')) }).first()).toBeVisible();
  await listbox.getByRole('option', { name: new RegExp(text(fr, 'search.suggestionProduct')) }).first().click();
  await expect(page).toHaveURL(/\/fr\/product-detail\/product\?code=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/agrafeuse/i);
});

test('un visiteur ne se voit offrir aucun tri par prix : un favori trié par prix liste par meilleure correspondance; l’acheteur garde ces tris', async ({ page }) => {
  test.slow();
  await expectPriceSortForVisitorThenBuyer(page, fr, { keyWord: 'agrafeuse', sortBy: 1, buyer: 'buyer-qc' });
});

test('un acheteur sous contrat (Québec) filtre les produits sous contrat : chaque ligne porte le badge Contrat', async ({ page }) => {
  test.slow();
  await signIn(page, fr, 'buyer-qc');
  const contract = await searchApi(page, fr, { keyWord: 'papier', ShowStandingOfferProduct: 1 });
  expect(contract.TotalRecords).toBeGreaterThan(0);
  await page.goto('/fr/browse-products/Search?q=papier');
  await expect(page.getByText(text(fr, 'search.contractProductsHelp'))).toBeVisible();
  const quick = page.getByRole('radio', { name: text(fr, 'search.quickContractProducts') });
  await quick.click();
  await expect(quick).toBeChecked();
  await expect(page).toHaveURL(/so=1/);
  await expect(page.getByText(text(fr, 'search.results', { count: contract.TotalRecords, keyword: 'papier' }))).toBeVisible();
  await expect(resultRows(page)).toHaveCount(Math.min(contract.TotalRecords, 25));
  for (const row of await resultRows(page).all()) await expect(row.getByText(text(fr, 'search.contractBadge'), { exact: true })).toBeVisible();
  await expectAccessible(page);
});
