import { recordedExchange } from '@comptoir/fixtures';
import { deliveryWindow, formatDate } from '@comptoir/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { DeliveryEstimate } from './delivery-estimate.tsx';
import type { ProductDetailView } from './product-types.ts';

const [recorded] = (recordedExchange('search.productDetails', 'success-fr').response.body as { Records: ProductDetailView[] }).Records;
// A visitor's detail: the card's delivery fields are hidden, the detail's own estimate stays (api's toProductDetail).
const visitorDesk: ProductDetailView = { ...(recorded as ProductDetailView), LoginForPricing: true, EstimatedDeliveryMin: null, EstimatedDeliveryMax: null, estimatedDeliveryTimeMin: 5, estimatedDeliveryTimeMax: 25 };

describe('DeliveryEstimate', () => {
  it("a visitor gets the product's own dates, not the default's 2 to 5 days", () => {
    const today = new Date('2026-11-27T15:00:00Z');
    renderAt('/fr', <DeliveryEstimate product={visitorDesk} today={today} />);
    const window = deliveryWindow(today, { min: 5, max: 25 });
    expect(screen.getByText(`Livraison prévue entre le ${formatDate(window.from, 'fr-CA')} et le ${formatDate(window.until, 'fr-CA')}`)).toBeTruthy();
  });
});
