import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BrowserRouter, createBrowserRouter, createRoutesFromElements, Link, Outlet, Route, RouterProvider, Routes, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

const Layout = () => {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return <main ref={main}><Outlet /></main>;
};

/**
 * A product page whose colour choices are links to the other colours' pages, the current one plain text (as
 * ProductVariants); like the real page, it shows the product it has until the one asked for has loaded.
 */
const Product = () => {
  const [params, setParams] = useSearchParams();
  const asked = params.get('code') ?? 'navy';
  const [colour, setColour] = useState(asked);
  useEffect(() => {
    const loaded = setTimeout(() => setColour(asked), 30);
    return () => clearTimeout(loaded);
  }, [asked]);
  return (
    <>
      <h1>Stapler, {colour}</h1>
      <ul>
        {['navy', 'white'].map((choice) => (
          <li key={choice}>{choice === colour ? <span aria-current="true">{choice}</span> : <Link to={`/en/product?code=${choice}`}>{choice}</Link>}</li>
        ))}
      </ul>
      <label>
        Sort
        <select value={params.get('sort') ?? 'name'} onChange={(event) => setParams({ code: colour, sort: event.target.value })}>
          <option value="name">Name</option>
          <option value="price">Price</option>
        </select>
      </label>
    </>
  );
};

const open = (url: string) => {
  window.history.replaceState(null, '', url);
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/en" element={<Layout />}>
          <Route path="product" element={<Product />} />
        </Route>
      </Routes>
    </BrowserRouter>,
  );
};

describe('focus after a client-side route change', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(cleanup);

  it('a link of the page that the new page no longer has once loaded (a colour choice that becomes the current one) hands the keyboard to the new h1, not the page body', async () => {
    open('/en/product?code=navy');
    const user = userEvent.setup();
    screen.getByRole('link', { name: 'white' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Stapler, white' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a control of the page that stays (a sort) keeps the keyboard', async () => {
    open('/en/product?code=navy');
    const user = userEvent.setup();
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    await user.selectOptions(sort, 'price');
    expect(window.location.search).toBe('?code=navy&sort=price');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(sort);
  });

  it("Back to a page whose code was not loaded yet (the page left was reloaded) gives that page's h1 the keyboard, not the hidden page's", async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const Dashboard = lazy(() => arrived.then(() => ({ default: () => <h1>Dashboard</h1> })));
    const SuspendingLayout = () => {
      const main = useRef<HTMLElement>(null);
      useFocusOnNavigation(main);
      return <main ref={main}><Suspense fallback={<p aria-busy="true" />}><Outlet /></Suspense></main>;
    };
    window.history.replaceState(null, '', '/en/orders');
    const router = createBrowserRouter(createRoutesFromElements(
      <Route path="/en" element={<SuspendingLayout />}>
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="orders" element={<h1>Submitted orders</h1>} />
      </Route>,
    ));
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Submitted orders' });
    // The browser's Back is a popstate, which React renders at once (Chromium does; jsdom runs React's check after the
    // event, so the move is made at once here): the orders page is hidden beside the fallback until the code is in.
    await act(async () => router.navigate('/en/dashboard', { flushSync: true }));
    expect(screen.getByText('Submitted orders').closest('[style*="display: none"]')).not.toBeNull();
    await act(async () => arrive());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
