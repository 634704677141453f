import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../test/render.tsx';
import { Pagination, pageWindow } from './pagination.tsx';

describe('Pagination', () => {
  it('shows the first, the last and two pages around the current one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('links every page, marks the current one and names them in French', () => {
    renderAt('/fr', <Pagination current={2} total={3} hrefOf={(page) => `/fr/browse-products/Search?q=x&page=${page}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pages de résultats' });
    expect(nav).toBeTruthy();
    expect(screen.getByText('2').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/fr/browse-products/Search?q=x&page=3');
    expect(screen.getByRole('link', { name: 'Précédent' }).getAttribute('href')).toBe('/fr/browse-products/Search?q=x&page=1');
  });
});
