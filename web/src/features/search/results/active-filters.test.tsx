import { formatMessage } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render.tsx';
import { readListingParams } from '../listing-params.ts';
import { ActiveFilters } from './active-filters.tsx';

it.each([
  ['fr', 'fr-CA', 'Marque', 'Marque\u00a0: Boréal'],
  ['en', 'en-CA', 'Brand', 'Brand: Boréal'],
] as const)('a chosen facet value’s chip reads with the language’s colon (%s): “Marque : Boréal” in French', (language, locale, facetName, chip) => {
  const params = readListingParams(new URLSearchParams('q=paper&f=brand:boreal'), { seesPrices: true });
  const facets = [{ Id: 'brand', Name: facetName, Values: [{ Id: 'boreal', Name: 'Boréal', Count: 33, IsSelected: true }] }];
  renderAt(`/${language}/browse-products/Category?q=paper`, <ActiveFilters params={params} facets={facets} onChange={vi.fn()} />);
  const button = screen.getByRole('button', { name: formatMessage(locale, 'search.removeFilter', { name: chip }) });
  expect(button.textContent).toBe(`${chip} ×`);
});
