import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { ProductFees } from './product-fees.tsx';
import type { ProductDetailView } from './product-types.ts';

const withFees = (Fees: ProductDetailView['Fees']) => ({ Fees }) as ProductDetailView;

describe('ProductFees', () => {
  it('an assembly fee the product is exempt from reads as included, not as an amount the buyer will not pay', () => {
    renderAt('/fr', <ProductFees product={withFees([{ FeeType: 4, FeeAmount: 3288, isExemptFromAssemblyFees: true }])} />);
    expect(screen.getByRole('listitem').textContent).toBe('Assemblage\u00a0: Inclus');
  });

  it('an assembly fee that is charged shows its amount', () => {
    renderAt('/en', <ProductFees product={withFees([{ FeeType: 4, FeeAmount: 3288, isExemptFromAssemblyFees: false }])} />);
    expect(screen.getByRole('listitem').textContent).toBe('Assembly: $32.88');
  });
});
