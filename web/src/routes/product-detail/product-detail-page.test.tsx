import { formatMessage } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { ProductDetailPage } from './product-detail-page.tsx';

it.each([['en', 'en-CA'], ['fr', 'fr-CA']] as const)('a product link without a code (%s) says no product was chosen and leads to the catalogue, not that one was discontinued', (language, locale) => {
  renderAt(`/${language}/product-detail/product`, <ProductDetailPage />);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(formatMessage(locale, 'product.missingCode'));
  expect(screen.getByText(formatMessage(locale, 'product.missingCodeHint'))).toBeTruthy();
  expect(screen.queryByText(formatMessage(locale, 'product.notFoundHint'))).toBeNull();
  expect(screen.getByRole('link', { name: formatMessage(locale, 'nav.categories') }).getAttribute('href')).toBe(`/${language}`);
});
