import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Whether an element inside `area` is displayed. Back to a screen whose code has not loaded yet (after a reload) is
 * rendered at once, not as a transition: React hides the screen left (display: none) beside the loading fallback, and
 * its h1, still there, cannot take the keyboard.
 */
const displayed = (element: Element, area: Element) => {
  for (let node: Element | null = element; node && node !== area; node = node.parentElement) if (getComputedStyle(node).display === 'none') return false;
  return true;
};

/**
 * After a client-side move to another screen (not the first load, nor a language switch: the same screen), the
 * keyboard and the screen reader go to the new screen's h1, its title, once it is there (else, after 3 s, to `main`),
 * instead of the body. A search or a page of the users list is the same screen: its own code places the focus. Not
 * when focus is where someone meant it to be: on a control of the screen, moved by the app since the last click or
 * key press, or where the admin put it once the address had changed. A layout effect, so the screens' own effects
 * that focus (the list's notice) come after and win.
 */
export const useFocusOnNavigation = (main: RefObject<HTMLElement | null>) => {
  const screen = useLocation().pathname.slice(3);
  const shown = useRef(screen);
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
    if (!area || shown.current === screen) return undefined;
    shown.current = screen;
    const kept = pressed.current === null || pressed.current === location.pathname + location.search || area.contains(from);
    if (from !== document.body && kept) return undefined;
    const settle = (fallback?: boolean) => {
      const active = document.activeElement;
      const title = [...area.querySelectorAll('h1')].find((heading) => displayed(heading, area)) ?? (fallback ? area : null);
      if (active === from || active === document.body) {
        if (!title) return;
        title.tabIndex = -1;
        title.focus();
        if (document.activeElement !== title) return;
      }
      stop();
    };
    const watch = new MutationObserver(() => settle());
    const timer = setTimeout(settle, 3000, true);
    const stop = () => {
      watch.disconnect();
      clearTimeout(timer);
    };
    watch.observe(area, { childList: true, subtree: true });
    settle();
    return stop;
  }, [screen, main]);
};
