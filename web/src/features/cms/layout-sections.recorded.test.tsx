import { formatMessage, type CmsLayout } from '@comptoir/core';
import { materialise, recordedExchange } from '@comptoir/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { LayoutSections } from './layout-sections.tsx';

// The api's own answers, recorded by contract-tests: a change of the layout's shape fails here too.
const recorded = (variant: string) => materialise(recordedExchange('cms.layout', variant).response.body) as CmsLayout;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('LayoutSections on recorded layouts', () => {
  it("draws a guest's banners as headings with a real link and a described image, and promotions without prices", () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const layout = recorded('guest-en');
    renderAt('/en', <LayoutSections blocks={layout.blocks} language="en" signedIn={false} />);

    const banners = within(screen.getByRole('region', { name: 'Featured' })).getAllByRole('article');
    expect(banners).toHaveLength(2);
    const first = banners[0] as HTMLElement;
    expect(within(first).getByRole('heading', { level: 2 }).textContent).toBe('Everything your office needs, delivered');
    expect(within(first).getByRole('link', { name: 'Shop paper and notebooks' }).getAttribute('href')).toBe('/en/browse-products/Category?q=paper');
    expect(within(first).getByRole('img', { name: 'Illustration of a ream of copy paper' })).toBeTruthy();

    const promotions = layout.blocks.filter((block) => block.kind === 'promotionBlock');
    expect(promotions.length).toBeGreaterThan(0);
    for (const promotion of promotions) {
      const section = screen.getByRole('region', { name: promotion.title });
      const products = within(section).getByRole('list', { name: `Products in ${promotion.title}` });
      expect(within(products).getAllByRole('link', { name: 'Sign in for pricing' }).length).toBe(promotion.products.length);
      // The sign-in prompt stands where a price would be: no unit price, no regular price.
      expect(section.querySelector('.price__unit, .price__saving')).toBeNull();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ink and toner' }).getAttribute('href')).toBe('/en/browse-products/Category?q=ink-toner');
    expect(screen.getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeTruthy();
  });

  it("draws a buyer's layout in French with the prices the api gave", () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    renderAt('/fr', <LayoutSections blocks={recorded('buyer-fr').blocks} language="fr" signedIn={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Magasiner par catégorie' })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: formatMessage('fr-CA', 'search.signInForPricing') })).toEqual([]);
    const promotion = recorded('buyer-fr').blocks.find((block) => block.kind === 'promotionBlock');
    expect(within(screen.getByRole('region', { name: promotion?.title })).getAllByText(/\d\s\$/).length).toBeGreaterThan(0);
  });

  it('marks a draft block of an admin preview', () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    const blocks = recorded('guest-en').blocks.map((block, index) => (index === 0 ? { ...block, isDraft: true } : block));
    renderAt('/en', <LayoutSections blocks={blocks} language="en" signedIn={false} />);
    const [draft, published] = screen.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(draft).getByText('Draft')).toBeTruthy();
    expect(within(published).queryByText('Draft')).toBeNull();
  });
});
