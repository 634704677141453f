import { expect, test } from '@playwright/test';
import { expectAccessible, search, text } from './support/journey.ts';
import { resultRows, searchApi } from './browse-support.ts';

const en = 'en-CA';
const fr = 'fr-CA';
const firstHeading = (page: Parameters<typeof resultRows>[0]) => resultRows(page).first().getByRole('heading', { level: 3 });

test('« papier blanc » : le papier à photocopie d’abord, pas les cahiers blancs', async ({ page }) => {
  test.slow();
  const answer = await searchApi(page, fr, { keyWord: 'papier blanc' });
  expect(answer.Records[0]?.Description).toMatch(/^Papier (à photocopie|laser)/);
  await page.goto('/fr');
  await search(page, fr, 'papier blanc');
  await expect(firstHeading(page)).toHaveText(answer.Records[0]?.Description ?? '');
  for (const heading of await resultRows(page).getByRole('heading', { level: 3 }).allTextContents().then((all) => all.slice(0, 5))) expect(heading).not.toMatch(/^Cahier/);
  await expectAccessible(page);
});

test('two printer models typed together list the cartridges for either', async ({ page }) => {
  const answer = await searchApi(page, en, { keyWord: 'LX-3200, LX-2100' });
  expect(answer.TotalRecords).toBeGreaterThan(0);
  await page.goto('/en');
  await search(page, en, 'LX-3200, LX-2100');
  await expect(page.getByText(text(en, 'search.results', { count: answer.TotalRecords, keyword: 'LX-3200, LX-2100' }))).toBeVisible();
  await expect(firstHeading(page)).toHaveText(answer.Records[0]?.Description ?? '');
});

test('a brand the store does not carry (“HP toner”) lists toner, saying no exact match was found', async ({ page }) => {
  const answer = await searchApi(page, en, { keyWord: 'HP toner' });
  expect(answer.IsCustomProductSearch).toBe(true);
  await page.goto('/en/browse-products/Search?q=HP%20toner');
  await expect(page.getByText(text(en, 'search.didYouMean', { keyword: 'HP toner' }))).toBeVisible();
  await expect(firstHeading(page)).toHaveText(/toner/i);
});

test('« colle » : la colle d’abord, pas les notes autocollantes ; « white-out » : le ruban correcteur ; « pencil sharpener » (non offert) : aucun produit, avec le conseil ; « gloves xl » : Extra large', async ({ page }) => {
  const glue = await searchApi(page, fr, { keyWord: 'colle' });
  expect(glue.Records[0]?.Description).toMatch(/colle/i);
  expect(glue.Records.slice(0, 3).map((record) => record.Description).join(' ')).not.toMatch(/collant/i);
  await page.goto('/fr/browse-products/Search?q=colle');
  await expect(firstHeading(page)).toHaveText(/colle/i);
  // Correction fluid's trademark is the correction tape the store carries (decision 048's last addendum).
  const correction = await searchApi(page, en, { keyWord: 'white-out' });
  expect(correction.Records[0]?.Description).toMatch(/Correction Tape/);
  expect(correction.IsCustomProductSearch).toBe(false);
  await page.goto('/en/browse-products/Search?q=white-out');
  await expect(firstHeading(page)).toHaveText(/Correction Tape/);
  const answer = await searchApi(page, en, { keyWord: 'pencil sharpener' });
  expect(answer.TotalRecords).toBe(0);
  await page.goto('/en/browse-products/Search?q=pencil%20sharpener');
  await expect(page.getByText(text(en, 'search.noResults', { keyword: 'pencil sharpener' }))).toBeVisible();
  await expect(page.getByText(text(en, 'search.noResultsHint'))).toBeVisible();
  await expect(resultRows(page)).toHaveCount(0);
  await expectAccessible(page);
  const gloves = await searchApi(page, en, { keyWord: 'gloves xl' });
  expect(gloves.Records.length).toBeGreaterThan(0);
  await page.goto('/en/browse-products/Search?q=gloves%20xl');
  await expect(firstHeading(page)).toHaveText(/Gloves, Extra large$/);
});

test('a product code typed in lower case with a dash finds that product first', async ({ page }) => {
  const stapler = (await searchApi(page, en, { keyWord: 'stapler' })).Records[0];
  const code = stapler?.ProductCode ?? '';
  await page.goto('/en');
  await search(page, en, `${code.slice(0, 3)}-${code.slice(3)}`.toLowerCase());
  await expect(firstHeading(page)).toHaveText(stapler?.Description ?? '');
});

test('les suggestions pour « st » proposent des stylos avant le toner « rendement standard »', async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('combobox', { name: text(fr, 'search.label') }).fill('st');
  const listbox = page.getByRole('listbox', { name: text(fr, 'search.suggestions') });
  await expect(listbox.getByRole('option', { name: new RegExp(text(fr, 'search.suggestionProduct')) }).first()).toContainText(/stylos/i);
});

test('suggestions read a word of the other language or misspelt; a sheet size alone is paper (en, fr)', async ({ page }) => {
  const suggestions = async (locale: typeof en | typeof fr, typed: string) => {
    await page.getByRole('combobox', { name: text(locale, 'search.label') }).fill(typed);
    return page.getByRole('listbox', { name: text(locale, 'search.suggestions') });
  };
  await page.goto('/en');
  const stylos = await suggestions(en, 'stylos');
  await expect(stylos.getByRole('option', { name: new RegExp(`Ballpoint Pens.*${text(en, 'search.suggestionCategory')}`) })).toBeVisible();
  await expect(stylos.getByRole('option', { name: new RegExp(text(en, 'search.suggestionProduct')) }).first()).toContainText(/pens/i);
  await expectAccessible(page);
  await search(page, en, '8.5 x 11');
  await expect(firstHeading(page)).toHaveText(/(Copy|Laser) Paper, Letter size$/);

  await page.goto('/fr');
  const agrafeuse = await suggestions(fr, 'agraffeuse');
  await expect(agrafeuse.getByRole('option', { name: new RegExp(text(fr, 'search.suggestionProduct')) }).first()).toContainText(/^agrafeuse/i);
  await search(page, fr, 'veste hi-vis');
  await expect(firstHeading(page)).toHaveText(/^Dossard de sécurité haute visibilité/);
  await expectAccessible(page);
});

test('suggestions for a size typed last, words of the other language and an elided word (either apostrophe); misspelt staples are staples (en, fr)', async ({ page }) => {
  const firstProduct = async (locale: typeof en | typeof fr, typed: string) => {
    await page.getByRole('combobox', { name: text(locale, 'search.label') }).fill(typed);
    const listbox = page.getByRole('listbox', { name: text(locale, 'search.suggestions') });
    return listbox.getByRole('option', { name: new RegExp(text(locale, 'search.suggestionProduct')) }).first();
  };
  await page.goto('/en');
  await expect(await firstProduct(en, 'batteries AA')).toContainText(/\bAA Alkaline Batteries/);
  await expect(await firstProduct(en, 'envelopes #10')).toContainText(/Envelopes, (No\. 10|10 in)/);
  await expect(await firstProduct(en, 'stylos bl')).toContainText(/Pens.*(Blue|Black)/);
  await expectAccessible(page);

  await page.goto('/fr');
  await expect(await firstProduct(fr, 'reliure 2 po')).toContainText(/^Reliure.*2 po/);
  await expect(await firstProduct(fr, 'piles AA')).toContainText(/^Piles alcalines AA /);
  await expect(await firstProduct(fr, "cartouche d'imprimante")).toContainText(/^Cartouche/);
  // The catalogue writes d’écoute; a buyer types either apostrophe.
  for (const typed of ["casque d'écoute", 'casque d’écoute']) await expect(await firstProduct(fr, typed), typed).toContainText(/^Casque d’écoute/);
  await search(page, fr, 'agraphes');
  await expect(firstHeading(page)).toHaveText(/^Agrafes /);
  await expectAccessible(page);
});
