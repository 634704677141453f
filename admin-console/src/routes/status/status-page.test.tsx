import { formatMessage } from '@comptoir/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseNames, text } from '../../i18n/texts.ts';
import { renderAt } from '../../test/render.tsx';
import { formatClockTime } from '../../ui/format-when.ts';
import { StatusPage } from './status-page.tsx';

const answer = (body: unknown, status = 200) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('StatusPage', () => {
  it('shows the database, migration and product count, formatted for the language', async () => {
    vi.stubGlobal('fetch', answer({ status: 'ok', database: 'postgres', migration: '0005_cart-checkout', products: 12500 }));
    renderAt('/fr/status', <StatusPage />);
    expect(await screen.findByText(formatMessage('fr-CA', databaseNames.postgres))).toBeTruthy();
    expect(screen.getByText(formatMessage('fr-CA', text.migration))).toBeTruthy();
    expect(screen.getByText(formatMessage('fr-CA', text.healthy))).toBeTruthy();
    expect(screen.getByText('0005_cart-checkout')).toBeTruthy();
    // French groups digits with a (narrow) no-break space: 12 500, not 12,500.
    expect(screen.getByText((_, node) => node?.tagName === 'DD' && node.textContent === new Intl.NumberFormat('fr-CA').format(12500))).toBeTruthy();
    expect(screen.queryByText('12,500')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(formatMessage('fr-CA', text.statusTitle));
  });

  for (const [language, locale] of [['en', 'en-CA'], ['fr', 'fr-CA']] as const) {
    it(`says when it last checked (${locale}), and Refresh changes and announces it (it showed the same figures and said nothing)`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T14:05:09.000Z'));
      const fetch = answer({ status: 'ok', database: 'pglite', migration: '0017_product-code-key', products: 1000 });
      vi.stubGlobal('fetch', fetch);
      renderAt(`/${language}/status`, <StatusPage />);
      const checked = (at: string) => formatMessage(locale, text.checkedAt, { time: formatClockTime(new Date(at), locale) });
      // The status line is there from the start (empty while the first check runs), so it is heard when it fills.
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(checked('2026-11-26T14:05:09.000Z')));
      vi.setSystemTime(new Date('2026-11-26T14:07:41.000Z'));
      fireEvent.click(screen.getByRole('button', { name: formatMessage(locale, text.refresh) }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe(checked('2026-11-26T14:07:41.000Z')));
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  }

  it('writes the time of the check as a Canadian French reader does: 2 h 26 min 54 s, not 02 h 26 min 54 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2:26:54 in the morning in the test's time zone, whichever it is.
    const early = new Date(2026, 10, 26, 2, 26, 54);
    vi.setSystemTime(early);
    vi.stubGlobal('fetch', answer({ status: 'ok', database: 'pglite', migration: '0017_product-code-key', products: 1000 }));
    renderAt('/fr/status', <StatusPage />);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Dernière vérification\u00a0: 2 h 26 min 54 s'));
  });

  it('reports an unreachable database (503 with a health body)', async () => {
    vi.stubGlobal('fetch', answer({ status: 'unavailable', database: 'pglite' }, 503));
    renderAt('/en/status', <StatusPage />);
    expect(await screen.findByText(formatMessage('en-CA', text.unavailable))).toBeTruthy();
    expect(screen.getByText(formatMessage('en-CA', databaseNames.pglite))).toBeTruthy();
    expect(screen.queryByText(formatMessage('en-CA', text.products))).toBeNull();
  });

  it('shows the generic error when the api does not answer a health body', async () => {
    vi.stubGlobal('fetch', answer({ Messages: [] }, 500));
    renderAt('/en/status', <StatusPage />);
    expect((await screen.findByRole('alert')).textContent).toBe(formatMessage('en-CA', 'errors.generic'));
  });
});
