import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render.tsx';
import { PriceDisplay, type PriceFields } from './price-display.tsx';

const contract: PriceFields = { FinalSellPrice: 123456, ListPrice: 130000, UOM: 'Boîte', IsContract: true, Saving: 6544, SavingPercent: 5, LoginForPricing: false, StandingOfferNumber: 'SO-42' };

describe('PriceDisplay', () => {
  it('shows the unit price per UOM, the contract badge and the saving in Canadian French', () => {
    const { container } = renderAt('/fr', <PriceDisplay price={contract} />);
    expect(container.querySelector('.price__unit')?.textContent).toBe('Prix unitaire 1\u00a0234,56\u00a0$ / Boîte');
    expect(screen.getByText('Contrat')).toBeTruthy();
    expect(screen.getByText('Offre à commandes SO-42')).toBeTruthy();
    expect(container.querySelector('.price__saving span')?.textContent).toBe('Vous économisez 65,44\u00a0$ (5\u00a0%)');
  });

  it('gives guests the sign-in link instead of a price, bringing them back to this page once signed in', () => {
    renderAt('/en/product-detail/product?code=PLN80045', <PriceDisplay price={{ ...contract, FinalSellPrice: null, LoginForPricing: true }} />);
    expect(screen.getByRole('link', { name: 'Sign in for pricing' }).getAttribute('href')).toBe('/en/api/login?returnUrl=%2Fen%2Fproduct-detail%2Fproduct%3Fcode%3DPLN80045');
    expect(screen.queryByText(/\$/)).toBeNull();
  });

  it('from French search results, the link comes back to the same results page', () => {
    renderAt('/fr/browse-products/Search?q=agrafeuse&page=2', <PriceDisplay price={{ ...contract, FinalSellPrice: null, LoginForPricing: true }} />);
    const link = screen.getByRole('link', { name: 'Connectez-vous pour voir les prix' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams.get('returnUrl')).toBe('/fr/browse-products/Search?q=agrafeuse&page=2');
  });

  it('shows no saving line when there is none', () => {
    renderAt('/en', <PriceDisplay price={{ ...contract, IsContract: false, Saving: 0 }} />);
    expect(screen.queryByText(/You save/)).toBeNull();
    expect(screen.queryByText('Contract')).toBeNull();
  });
});
