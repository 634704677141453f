import { mockFetchFromRecordings, recordedExchange, recordedResponse } from '@comptoir/fixtures';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { TopCategoryTiles } from './category-tiles.tsx';

// The api's own answers, recorded by contract-tests: a change of the menu's shape fails here too.
type MenuEntry = { Name: string; Url: string };
const recordedMenu = (variant: string) => recordedExchange('menu.category', variant);

afterEach(() => vi.unstubAllGlobals());

describe('TopCategoryTiles on recorded api answers', () => {
  it.each([
    ['en', 'top-level-en'],
    ['fr', 'top-level-fr'],
  ] as const)('shows every top category the api answered in %s, linked under the language prefix', async (language, variant) => {
    const fetchMock = vi.fn(mockFetchFromRecordings([['menu.category', variant]]));
    vi.stubGlobal('fetch', fetchMock);
    renderAt(`/${language}`, <TopCategoryTiles language={language} />);

    const recorded = recordedMenu(variant);
    const categories = recorded.response.body as MenuEntry[];
    expect(categories.length).toBeGreaterThan(0);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(categories.map((category) => category.Name));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(categories.map((category) => `/${language}${category.Url}`));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe(recorded.request.headers['Accept-Language']);
  });

  it("shows the generic error and a retry on the api's recorded error answer", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => recordedResponse('menu.category', 'bad-id-fr')));
    renderAt('/fr', <TopCategoryTiles language="fr" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
