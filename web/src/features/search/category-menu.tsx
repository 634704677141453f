import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { withLaterTexts } from '../../i18n/later-texts.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { localeOf, localise } from '../../paths.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { fetchCategoryMenu } from '../catalogue/index.ts';
import './category-menu.css';

const loadPanel = withLaterTexts(() => import('./category-panel.tsx'));
const CategoryPanel = lazy(() => loadPanel().then((m) => ({ default: m.CategoryPanel })));

/**
 * The category mega-menu under the header (GET /api/menu/category/{level}/{id}): each top category is a disclosure
 * button whose panel (category-panel.tsx, its own chunk, fetched when the menu is pointed at or reached) lists its
 * subcategories.
 */
export const CategoryMenu = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const tops = useFetched(language, (signal) => fetchCategoryMenu(1, '0', localeOf(language), signal));
  const [open, setOpen] = useState<string | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const root = useRef<HTMLElement>(null);
  if (!tops.data || tops.data.length === 0) return <nav className="category-menu category-menu--empty" aria-label={t('nav.categoryMenu')} />;
  const preload = () => void loadPanel();
  return (
    <nav className="category-menu" aria-label={t('nav.categoryMenu')} ref={root} onPointerEnter={preload} onFocus={preload}>
      {/* One scrollable row of categories (its height is reserved, so nothing shifts when it loads); the panels sit below it.
          The browser leaves a category Tab reaches half past the row's edge half hidden: it is scrolled in whole. */}
      <ul className="category-menu__tops" onFocus={(event) => event.target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}>
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
      {tops.data.filter((category) => category.HasChildren).map((category) => (
        <div key={category.Id} id={`menu-${category.Id}`} hidden={open !== category.Id}>
          {open === category.Id ? <Suspense><CategoryPanel category={category} menu={root} close={close} /></Suspense> : null}
        </div>
      ))}
    </nav>
  );
};
