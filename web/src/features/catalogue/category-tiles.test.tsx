import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { TopCategoryTiles } from './category-tiles.tsx';

const paper = { Id: 'c1', Name: 'Papier', Url: '/browse-products/Category?q=paper', Level: 1, HasChildren: true };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('TopCategoryTiles', () => {
  it('asks for the top categories in the page language and links each tile under the prefix', async () => {
    const fetchMock = vi.fn(async () => json([paper]));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/fr', <TopCategoryTiles language="fr" />);
    expect(screen.getByRole('list', { name: 'Chargement…' }).getAttribute('aria-busy')).toBe('true');
    const link = await screen.findByRole('link', { name: 'Papier' });
    expect(link.getAttribute('href')).toBe('/fr/browse-products/Category?q=paper');
    expect(screen.getByRole('heading', { name: 'Papier', level: 3 })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/menu/category/1/0');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('fr-CA');
  });

  it('shows the generic error from the catalogue and retries on request', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(json({ Messages: [] }, 500)).mockResolvedValueOnce(json([paper]));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/en', <TopCategoryTiles language="en" />);
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Papier' })).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an unexpected body as a failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json([{ Id: 1 }])));
    renderAt('/en', <TopCategoryTiles language="en" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
