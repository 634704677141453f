import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf, localise } from '../../paths.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { fetchCategoryMenu, type CategoryMenuItem } from '../catalogue/index.ts';

interface Props {
  category: CategoryMenuItem;
  /** The category menu's nav: its row of categories and the panels after it. */
  menu: RefObject<HTMLElement | null>;
  close: () => void;
}

/**
 * An open category's panel: 'Shop all' and its subcategories. What the keyboard and the pointer do while a panel is
 * open lives here too, so the shell holds only the row of categories (the budget of issue 8): Escape, a click
 * elsewhere or the focus leaving the menu closes it, and Tab is led through it as if it followed its button.
 */
export const CategoryPanel = ({ category, menu, close }: Props) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const children = useFetched(`${category.Id}:${language}`, (signal) => fetchCategoryMenu(category.Level + 1, category.Id, localeOf(language), signal));
  useEffect(() => {
    const nav = menu.current;
    if (!nav) return undefined;
    const button = nav.querySelector<HTMLButtonElement>(`[aria-controls="menu-${category.Id}"]`);
    const onDocument = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // Focus goes back to the category's button, not to the top of the page.
        button?.focus();
        close();
      } else if (!nav.contains(event.target as Node)) {
        close();
      }
    };
    // The panels sit after the row (its scrolling would clip them), so Tab goes from the button into the panel, from its
    // first link back to the button, from its last link to the next category.
    const onTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const links = [...nav.querySelectorAll<HTMLAnchorElement>(`#menu-${category.Id} a`)];
      const row = [...nav.querySelectorAll<HTMLElement>('.category-menu__tops > li > :is(a, button)')];
      const next = event.target === button && !event.shiftKey ? links[0]
        : event.target === links[0] && event.shiftKey ? button
        : event.target === links.at(-1) && !event.shiftKey ? row[row.indexOf(button as HTMLElement) + 1]
        : undefined;
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    // The keyboard leaving the menu (Shift+Tab back to the header, Tab on into the page) closes the panel, as a click
    // elsewhere does: it stayed open over the page. A focus going nowhere (a click on the panel's own text) keeps it.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !nav.contains(event.relatedTarget)) close();
    };
    document.addEventListener('keydown', onDocument);
    document.addEventListener('pointerdown', onDocument);
    nav.addEventListener('keydown', onTab);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onDocument);
      document.removeEventListener('pointerdown', onDocument);
      nav.removeEventListener('keydown', onTab);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, [category.Id, menu, close]);
  return (
    <div className="category-menu__panel">
      <Link to={localise(language, category.Url)} className="category-menu__all" onClick={close}>{t('nav.shopAll', { category: category.Name })}</Link>
      <ul aria-busy={children.status === 'loading'}>
        {(children.data ?? []).map((child) => (
          <li key={child.Id}><Link to={localise(language, child.Url)} onClick={close}>{child.Name}</Link></li>
        ))}
      </ul>
    </div>
  );
};
