import { recordedResponse } from '@comptoir/fixtures';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { CategoryMenu } from './category-menu.tsx';

afterEach(() => vi.unstubAllGlobals());

it('keyboard: Tab from an open category goes into its panel, Shift+Tab back to it, and Tab past its last link to the next category', async () => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => recordedResponse('menu.category', url.endsWith('/1/0') ? 'top-level-en' : 'children-en')));
  const user = userEvent.setup();
  renderAt('/en', <CategoryMenu />);
  const paper = await screen.findByRole('button', { name: 'Paper' });
  paper.focus();
  await user.keyboard('{Enter}');
  const shopAll = await screen.findByRole('link', { name: 'Shop all Paper' });
  // The subcategories come with the panel's own answer.
  await waitFor(() => expect(screen.getAllByRole('link').length).toBeGreaterThan(1));
  const lastLink = screen.getAllByRole('link').at(-1) as HTMLElement;
  await user.tab();
  expect(document.activeElement).toBe(shopAll);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(paper);
  lastLink.focus();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Writing Instruments' }));
});

it('keyboard: leaving the menu with Shift+Tab (back to the header) or Tab (on into the page) closes the open panel', async () => {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => recordedResponse('menu.category', url.endsWith('/1/0') ? 'top-level-en' : 'children-en')));
  const user = userEvent.setup();
  renderAt(
    '/en',
    <>
      <a href="/en/shopping-cart">Cart</a>
      <CategoryMenu />
      <a href="/en/main">Page</a>
    </>,
  );
  const paper = await screen.findByRole('button', { name: 'Paper' });
  paper.focus();
  await user.keyboard('{Enter}');
  await screen.findByRole('link', { name: 'Shop all Paper' });
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cart' }));
  expect(paper.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('link', { name: 'Shop all Paper' })).toBeNull();
  // Tab past the last category into the page.
  const categories = screen.getAllByRole('button');
  const last = categories.at(-1) as HTMLElement;
  last.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(last.getAttribute('aria-expanded')).toBe('true'));
  (screen.getAllByRole('link').filter((link) => link.closest('[id^="menu-"]')).at(-1) as HTMLElement).focus();
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Page' }));
  expect(last.getAttribute('aria-expanded')).toBe('false');
});
