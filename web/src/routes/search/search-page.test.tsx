import { formatMessage } from '@comptoir/core';
import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HeaderSearch } from '../../features/search/index.ts';
import { renderAt } from '../../test/render.tsx';
import { SearchPage } from './search-page.tsx';

// A visitor: the page reads only whether someone is signed in.
vi.mock('../../features/session/index.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), useSession: () => ({ signedIn: false, profile: null }) }));

afterEach(() => vi.unstubAllGlobals());

it.each(['en', 'fr'] as const)('a keyword pasted past 200 characters is searched, headed and kept in the box as the 200 it searches (%s)', async (language) => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init?: RequestInit) => {
    asked.push((JSON.parse(String(init?.body ?? '{}')) as { keyWord?: string }).keyWord ?? '');
    // Any answer will do: what is asked, and what the page says it asked, are under test (no rows: no cart to add to here).
    return recordedResponse('search.keyword', 'bad-page-size-fr');
  }));
  const pasted = `${'agrafeuse '.repeat(200)}`;
  const searched = pasted.slice(0, 200).trim();
  renderAt(`/${language}/browse-products/Search?q=${encodeURIComponent(pasted)}`, <><HeaderSearch /><SearchPage /></>);
  const locale = language === 'fr' ? 'fr-CA' : 'en-CA';
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(formatMessage(locale, 'search.titleKeyword', { keyword: searched }));
  expect(screen.getByRole('combobox', { name: formatMessage(locale, 'search.label') })).toHaveProperty('value', searched);
  await waitFor(() => expect(asked).toEqual([searched]));
});
