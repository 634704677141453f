import { mockFetchFromRecordings, recordedExchange, recordedResponse } from '@comptoir/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { Listing } from './listing.tsx';

// The search service's own answers, recorded by contract-tests: a change of their shape fails here too.
type RecordedSearch = { Records: Array<{ ProductCode: string; Description: string }>; Facets: Array<{ Name: string }>; TotalRecords: number };
type RecordedError = { Messages: Array<{ PrimaryMessage: string }> };

const renderListing = (url: string) =>
  renderAt(url, <Listing kind="keyword" heading="Results" countLine={(count) => `${count} results`} purchase={() => null} />);

afterEach(() => vi.unstubAllGlobals());

describe('the keyword listing on recorded search answers', () => {
  it.each([
    ['en', 'paper', 'success-en'],
    ['fr', 'papier', 'success-fr'],
  ] as const)('lists every record, the count and each facet group the api answered in %s', async (language, keyword, variant) => {
    const fetchMock = vi.fn(mockFetchFromRecordings([['search.keyword', variant]]));
    vi.stubGlobal('fetch', fetchMock);
    renderListing(`/${language}/browse-products/Search?q=${keyword}`);

    const recorded = recordedExchange('search.keyword', variant);
    const answer = recorded.response.body as RecordedSearch;
    expect(answer.Records.length).toBeGreaterThan(0);
    const results = await screen.findByRole('list', { name: 'Results' });
    const rows = within(results).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual(answer.Records.map((record) => record.Description));
    expect(screen.getByRole('status').textContent).toBe(`${answer.TotalRecords} results`);
    for (const facet of answer.Facets) expect(screen.getByRole('group', { name: facet.Name })).toBeTruthy();
    // The listing asks what the recorded client asked (the recording's body is the spec's minimum).
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject(recorded.request.body as object);
  });

  it("shows the api's own message from a recorded error answer", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => recordedResponse('search.keyword', 'bad-page-size-fr')));
    renderListing('/fr/browse-products/Search?q=papier');
    const { Messages } = recordedExchange('search.keyword', 'bad-page-size-fr').response.body as RecordedError;
    expect((await screen.findByRole('alert')).textContent).toContain(Messages[0]?.PrimaryMessage);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a page past the last one (page=99 of a recorded answer) shows the last page of results, not "no product matches"', async () => {
    // The replayable answer (recordedResponse fills the recording's normalised dates).
    const answer = (await recordedResponse('search.keyword', 'success-fr').json()) as RecordedSearch & { TotalPages: number; CurrentPage: number };
    const bodies: Array<{ currentPage: number }> = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { currentPage: number };
      bodies.push(body);
      const page = body.currentPage > answer.TotalPages ? { ...answer, Records: [], CurrentPage: body.currentPage } : { ...answer, CurrentPage: body.currentPage };
      return new Response(JSON.stringify(page), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }));
    renderListing('/fr/browse-products/Search?q=papier&page=99');
    const results = await screen.findByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('article')).toHaveLength(answer.Records.length);
    expect(bodies.map((body) => body.currentPage)).toEqual([99, answer.TotalPages]);
    expect(screen.queryByText(/Aucun produit ne correspond/)).toBeNull();
  });

  it('following « Suivant » takes the reader to the top of the next page of results (focus on the results region)', async () => {
    vi.stubGlobal('fetch', vi.fn(mockFetchFromRecordings([['search.keyword', 'success-fr']])));
    renderListing('/fr/browse-products/Search?q=papier');
    await screen.findByRole('list', { name: 'Results' });
    const next = screen.queryByRole('link', { name: 'Suivant' });
    if (!next) throw new Error('the recorded answer has a single page');
    next.focus();
    fireEvent.click(next);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Résultats de recherche' })));
  });
});
