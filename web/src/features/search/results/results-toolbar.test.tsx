import { formatMessage, SortBy, sortOptions, type Locale } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { readListingParams, type ListingParams } from '../listing-params.ts';
import { Listing } from '../listing.tsx';
import { ResultsToolbar } from './results-toolbar.tsx';

const locales = [['en', 'en-CA'], ['fr', 'fr-CA']] as const;
const label = (locale: Locale, key: (typeof sortOptions)[number]['labelKey'] | 'search.sortBy') => formatMessage(locale, key);
const labelsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
const priceLabels = (locale: Locale) => [label(locale, 'search.sortPriceLowToHigh'), label(locale, 'search.sortPriceHighToLow')];

afterEach(() => vi.unstubAllGlobals());

describe('the sort control (spec §6: visitors see no prices)', () => {
  it.each(locales)('a visitor in %s is offered every sort but price, and a price sort given shows as best match', (language, locale) => {
    const onChange = vi.fn<(next: ListingParams) => void>();
    // The toolbar given a price sort straight (not through readListingParams) still shows what applies.
    const params = { ...readListingParams(new URLSearchParams('q=pen'), { seesPrices: true }), sort: SortBy.priceHighToLow };
    renderAt(`/${language}/browse-products/Search?q=pen`, <ResultsToolbar params={params} onChange={onChange} signedIn={false} />);
    const select = screen.getByRole('combobox', { name: new RegExp(`^${label(locale, 'search.sortBy')}`) });
    expect(labelsOf(select)).toEqual(sortOptions.filter((option) => option.code !== SortBy.priceLowToHigh && option.code !== SortBy.priceHighToLow).map((option) => label(locale, option.labelKey)));
    for (const price of priceLabels(locale)) expect(within(select).queryByRole('option', { name: price })).toBeNull();
    expect((within(select).getByRole('option', { name: label(locale, 'search.sortBestMatch') }) as HTMLOptionElement).selected).toBe(true);
    fireEvent.change(select, { target: { value: String(SortBy.nameZToA) } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ sort: SortBy.nameZToA, page: 1 }));
  });

  it.each(locales)('a signed-in buyer in %s keeps every sort, price ones included', (language, locale) => {
    const onChange = vi.fn<(next: ListingParams) => void>();
    const params = readListingParams(new URLSearchParams('q=pen&sort=1'), { seesPrices: true });
    renderAt(`/${language}/browse-products/Search?q=pen`, <ResultsToolbar params={params} onChange={onChange} signedIn />);
    const select = screen.getByRole('combobox', { name: new RegExp(`^${label(locale, 'search.sortBy')}`) });
    expect(labelsOf(select)).toEqual(sortOptions.map((option) => label(locale, option.labelKey)));
    expect((within(select).getByRole('option', { name: priceLabels(locale)[0] }) as HTMLOptionElement).selected).toBe(true);
    fireEvent.change(select, { target: { value: String(SortBy.priceHighToLow) } });
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ sort: SortBy.priceHighToLow }));
  });

  it.each(locales)('a visitor opening a bookmarked price sort in %s gets best match asked and shown, without an error', async (language, locale) => {
    const bodies: Array<{ sortBy: number }> = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)) as { sortBy: number });
      return recordedResponse('search.keyword', language === 'fr' ? 'success-fr' : 'success-en');
    }));
    renderAt(`/${language}/browse-products/Search?q=paper&sort=1`, <Listing kind="keyword" heading="Results" countLine={(count) => `${count} results`} purchase={() => null} />);
    await screen.findByRole('list', { name: 'Results' });
    expect(screen.queryByRole('alert')).toBeNull();
    const select = screen.getByRole('combobox', { name: new RegExp(`^${label(locale, 'search.sortBy')}`) });
    expect((select as HTMLSelectElement).value).toBe(String(SortBy.bestMatch));
    await waitFor(() => expect(bodies.map((body) => body.sortBy)).toEqual([SortBy.bestMatch]));
  });
});
