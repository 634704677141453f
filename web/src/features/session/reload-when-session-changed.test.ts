import { afterEach, expect, it, vi } from 'vitest';
import { reloadWhenSessionChanged } from './reload-when-session-changed.ts';

const setSession = (id: string | null) => {
  document.cookie = id ? `BuyerId=${id}; path=/` : 'BuyerId=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
};
/** The tab leaves the page (kept in the back/forward cache), then comes back to it. */
const leave = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
const comeBack = (persisted = true) => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  setSession(null);
});

it('a page kept in memory is loaded again when it comes back after the buyer signed out (it showed their pages)', () => {
  const reload = vi.fn();
  setSession('b-1');
  stop = reloadWhenSessionChanged(reload);
  leave();
  setSession(null);
  comeBack();
  expect(reload).toHaveBeenCalledTimes(1);
});

it('or after another buyer signed in on the tab; not when the same session comes back, nor on an ordinary load', () => {
  const reload = vi.fn();
  setSession('b-1');
  stop = reloadWhenSessionChanged(reload);
  leave();
  comeBack();
  comeBack(false);
  expect(reload).not.toHaveBeenCalled();
  leave();
  setSession('b-2');
  comeBack();
  expect(reload).toHaveBeenCalledTimes(1);
});
