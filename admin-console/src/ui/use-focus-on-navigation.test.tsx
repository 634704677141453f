import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useRef } from 'react';
import { createBrowserRouter, createRoutesFromElements, Link, Outlet, Route, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

const Layout = () => {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <main ref={main}>
      <Suspense fallback={<div aria-busy="true" />}>
        <Outlet />
      </Suspense>
    </main>
  );
};

const UserPage = () => (
  <>
    <h1>Lucas Martin</h1>
    <Link to="/en/user-management">Back to users</Link>
  </>
);

/** The users list, its code fetched when first shown (as the console's screens are), once `arrive` is called. */
const lazyList = () => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const UsersPage = lazy(() => arrived.then(() => ({ default: () => <h1>Manage users</h1> })));
  return { UsersPage, arrive };
};

describe('focus after moving to another screen of the console', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it("Back to the users list whose code was not loaded yet (the user's page reloaded) gives the list's h1 the keyboard, not the hidden user page's", async () => {
    const { UsersPage, arrive } = lazyList();
    window.history.replaceState(null, '', '/en/manage-users/view/1');
    const router = createBrowserRouter(
      createRoutesFromElements(
        <Route path="/en" element={<Layout />}>
          <Route path="user-management" element={<UsersPage />} />
          <Route path="manage-users/view/1" element={<UserPage />} />
        </Route>,
      ),
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Lucas Martin' });
    expect(document.activeElement).toBe(document.body);
    // The browser's Back is a popstate, which React renders at once rather than as a transition (Chromium does; jsdom
    // runs React's check after the event, so the move is made at once here): the user's page is hidden beside the
    // fallback until the list's code is in.
    await act(async () => router.navigate('/en/user-management', { flushSync: true }));
    expect(screen.getByText('Lucas Martin', { selector: 'h1' }).closest('[style*="display: none"]')).not.toBeNull();
    await act(async () => arrive());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Manage users' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
