import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf, localise } from '../../paths.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { fetchCategoryMenu, type CategoryMenuItem } from '../catalogue/index.ts';
import './category-menu.css';

const Subcategories = ({ category, onNavigate }: { category: CategoryMenuItem; onNavigate: () => void }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const children = useFetched(`${category.Id}:${language}`, (signal) => fetchCategoryMenu(category.Level + 1, category.Id, localeOf(language), signal));
  return (
    <div className="category-menu__panel">
      <Link to={localise(language, category.Url)} className="category-menu__all" onClick={onNavigate}>{t('nav.shopAll', { category: category.Name })}</Link>
      <ul aria-busy={children.status === 'loading'}>
        {(children.data ?? []).map((child) => (
          <li key={child.Id}><Link to={localise(language, child.Url)} onClick={onNavigate}>{child.Name}</Link></li>
        ))}
      </ul>
    </div>
  );
};

/**
 * The category mega-menu under the header (GET /api/menu/category/{level}/{id}): each top category
 * is a disclosure button whose panel lists its subcategories; Escape, a click elsewhere or the focus leaving the menu closes it.
 */
export const CategoryMenu = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const tops = useFetched(language, (signal) => fetchCategoryMenu(1, '0', localeOf(language), signal));
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open === null) return undefined;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // Focus goes back to the category's button, not to the top of the page.
        root.current?.querySelector<HTMLButtonElement>(`[aria-controls="menu-${open}"]`)?.focus();
        setOpen(null);
      } else if (!root.current?.contains(event.target as Node)) {
        setOpen(null);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);
  // The panels sit after the row (its scrolling would clip them), so Tab is led through the open one as if it followed its
  // button: from the button into the panel, from its first link back to the button, from its last link to the next category.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || open === null || !root.current) return;
    const button = root.current.querySelector<HTMLButtonElement>(`[aria-controls="menu-${open}"]`);
    const links = [...root.current.querySelectorAll<HTMLAnchorElement>(`#menu-${open} a`)];
    const row = [...root.current.querySelectorAll<HTMLElement>('.category-menu__tops > li > :is(a, button)')];
    const next = event.target === button && !event.shiftKey ? links[0]
      : event.target === links[0] && event.shiftKey ? button
      : event.target === links.at(-1) && !event.shiftKey ? row[row.indexOf(button as HTMLElement) + 1]
      : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };
  // The keyboard leaving the menu (Shift+Tab back to the header, Tab on into the page) closes the open panel, as a click
  // elsewhere does: it stayed open over the page. A focus going nowhere (a click on the panel's own text) keeps it.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (open !== null && event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(null);
  };
  if (!tops.data || tops.data.length === 0) return <nav className="category-menu category-menu--empty" aria-label={t('nav.categoryMenu')} />;
  const withChildren = tops.data.filter((category) => category.HasChildren);
  return (
    <nav className="category-menu" aria-label={t('nav.categoryMenu')} ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      {/* One scrollable row of categories (its height is reserved, so nothing shifts when it loads); the panels sit below it. */}
      <ul className="category-menu__tops">
        {tops.data.map((category) => (
          <li key={category.Id}>
            {category.HasChildren ? (
              <button type="button" aria-expanded={open === category.Id} aria-controls={`menu-${category.Id}`} onClick={() => setOpen(open === category.Id ? null : category.Id)}>
                {category.Name}
              </button>
            ) : (
              <Link to={localise(language, category.Url)}>{category.Name}</Link>
            )}
          </li>
        ))}
      </ul>
      {withChildren.map((category) => (
        <div key={category.Id} id={`menu-${category.Id}`} hidden={open !== category.Id}>
          {open === category.Id ? <Subcategories category={category} onNavigate={() => setOpen(null)} /> : null}
        </div>
      ))}
    </nav>
  );
};
