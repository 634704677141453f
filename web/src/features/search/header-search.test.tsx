import { SUGGEST_MAX_LENGTH } from '@comptoir/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { HeaderSearch } from './header-search.tsx';

const suggestions = [
  { Text: 'Agrafeuses', ProductCode: null, Type: 'category', CategoryId: 'c-1' },
  { Text: 'Agrafeuse Kinetik', ProductCode: 'PLQ87964', Type: 'product', CategoryId: null },
];
const Where = () => <output data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</output>;
const renderSearch = () => renderAt('/fr', <><HeaderSearch /><Routes><Route path="*" element={<Where />} /></Routes></>);

afterEach(() => vi.unstubAllGlobals());

describe('HeaderSearch', () => {
  it('asks for suggestions in the page language and moves through them with the arrows', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ Suggestions: suggestions }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Rechercher des produits' });
    fireEvent.change(box, { target: { value: 'agraf' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(2);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/svc/search/Search/suggest?q=agraf&language=fr');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    // The list's arrival resets the highlight in an effect; a person's first key comes after it has run (the answer
    // arrived outside act, so under load the effect could otherwise run after the key and undo it).
    await act(async () => undefined);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/fr/product-detail/product?code=PLQ87964');
  });

  it('asks for no suggestions past the service’s limit (it answers 400): the list empties and Enter still searches', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ Suggestions: suggestions }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderSearch();
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'papier' } });
    await screen.findAllByRole('option');
    const pasted = `papier ${'x'.repeat(SUGGEST_MAX_LENGTH)}`;
    fireEvent.change(box, { target: { value: pasted } });
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe(`/fr/browse-products/Search?q=papier+${'x'.repeat(SUGGEST_MAX_LENGTH)}`);
  });

  it('searches the typed words with Enter when no suggestion is chosen; Escape closes the list', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ Suggestions: suggestions }), { headers: { 'Content-Type': 'application/json' } })));
    renderSearch();
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'agrafeuse bleue' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/fr/browse-products/Search?q=agrafeuse+bleue');
  });
});
