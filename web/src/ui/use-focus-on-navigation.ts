import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether an element inside `area` is displayed. Back to a page whose code has not loaded yet (after a reload) is
 * rendered at once, not as a transition: React hides the page left (display: none) beside the loading fallback, and
 * its h1, still there, cannot take the keyboard.
 */
const displayed = (element: Element, area: Element) => {
  for (let node: Element | null = element; node && node !== area; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
  return true;
};

/**
 * After a client-side route change (not the first load, nor a language switch: the same page), the keyboard and
 * the screen reader go to the new page's h1, its title, once it is there (else, after 3 s, to `main`), instead of
 * the body. Not when focus is where someone meant it to be: on a control of the page (a listing's sort), moved by
 * the app since the last click or key press (Sign out's Sign in link), or where the buyer put it once the address
 * had changed (a menu opened while the page's code loads). A layout effect, so the pages' own effects that focus (a
 * notice, a heading) come after and win.
 */
export const useFocusOnNavigation = (main: RefObject<HTMLElement | null>) => {
  const { pathname, search } = useLocation();
  const page = pathname.slice(3) + search;
  const shown = useRef(page);
  // Where the last click or key press happened (the address then); null once the app has moved focus since.
  const pressed = useRef<string | null>(null);
  useEffect(() => {
    const track = (event: Event) => (pressed.current = event.type === 'focusin' ? null : location.pathname + location.search);
    const types = ['click', 'keydown', 'focusin'];
    for (const type of types) addEventListener(type, track, true);
    return () => types.forEach((type) => removeEventListener(type, track, true));
  }, []);
  useLayoutEffect(() => {
    const area = main.current;
    const from = document.activeElement;
    if (!area || shown.current === page) return;
    shown.current = page;
    const onPage = area.contains(from);
    const kept = pressed.current === null || pressed.current === location.pathname + location.search || onPage;
    if (from !== document.body && kept && !onPage) return;
    // A control of the page keeps the keyboard while it is there; one the new page takes away once it has loaded (a
    // colour's link that becomes the current colour) would leave it to the body, so the h1 gets it then.
    const held = from !== document.body && kept;
    const go = (fallback?: boolean) => {
      const active = document.activeElement;
      if (held && active === from && from?.isConnected) {
        if (fallback) done();
        return;
      }
      const target = [...area.querySelectorAll('h1')].find((heading) => displayed(heading, area)) ?? (fallback ? area : null);
      if (active === from || active === document.body) {
        if (!target) return;
        target.tabIndex = -1;
        target.focus();
        if (document.activeElement !== target) return;
      }
      done();
    };
    const observer = new MutationObserver(() => go());
    const timer = setTimeout(go, 3000, true);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(area, { childList: true, subtree: true });
    go();
    return done;
  }, [page, main]);
};
