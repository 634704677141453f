import { recordedExchange } from '@comptoir/fixtures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetailView } from '../../features/product/index.ts';
import { renderAt } from '../../test/render.tsx';
import { CompareTable } from './compare-table.tsx';

// A visitor's detail: the card hides prices, stock and its delivery fields, the detail's own estimate stays (api's toProductDetail).
const [recorded] = (recordedExchange('search.productDetails', 'success-fr').response.body as { Records: ProductDetailView[] }).Records;
const asVisitor = (min: number, max: number, code: string): ProductDetailView => ({
  ...(recorded as ProductDetailView),
  ProductCode: code,
  LoginForPricing: true,
  EstimatedDeliveryMin: null,
  EstimatedDeliveryMax: null,
  estimatedDeliveryTimeMin: min,
  estimatedDeliveryTimeMax: max,
});

describe("a visitor is told each product's own delivery time, not the default's 2 to 5 days", () => {
  it('compare: the delivery row gives each product its business days', () => {
    renderAt('/fr', <CompareTable products={[asVisitor(5, 25, 'AAA1'), asVisitor(2, 5, 'BBB2')]} onRemove={() => undefined} purchase={() => null} />);
    const row = screen.getByRole('rowheader', { name: 'Livraison' }).closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Livraison en 5 à 25 jours ouvrables', 'Livraison en 2 à 5 jours ouvrables']);
  });
});
