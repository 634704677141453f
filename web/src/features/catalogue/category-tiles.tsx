import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localeOf, localise, type Language } from '../../paths.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import type { CategoryMenuItem } from './category-menu-api.ts';
import { useCategoryMenu } from './use-category-menu.ts';
import './category-tiles.css';

const skeletonCount = 8;

/** A tile's heading level: 3 under a section's h2 (home, CMS layouts), 2 right under a page's h1. */
type TileHeadingLevel = 2 | 3;

/** Categories as tiles, each a link to its listing (the api's Url, under the language prefix). */
export const CategoryTileList = ({ language, categories, headingLevel = 3 }: { language: Language; categories: readonly Pick<CategoryMenuItem, 'Id' | 'Name' | 'Url'>[]; headingLevel?: TileHeadingLevel }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="category-tiles">
      {categories.map((category) => (
        <li key={category.Id}>
          <Link className="category-tile" to={localise(language, category.Url)}>
            <Heading>{category.Name}</Heading>
          </Link>
        </li>
      ))}
    </ul>
  );
};

/** The top categories as tiles linking to their listings (the home page's "Shop by category"). */
export const TopCategoryTiles = ({ language, headingLevel }: { language: Language; headingLevel?: TileHeadingLevel }) => {
  const { t } = useTranslation();
  const menu = useCategoryMenu(1, '0', localeOf(language));

  if (menu.status === 'failed') {
    return (
      <div className="alert" role="alert">
        <span>{t('errors.generic')}</span>
        <button type="button" className="button" onClick={menu.retry}>{t('common.retry')}</button>
      </div>
    );
  }
  if (menu.status === 'loading') {
    return (
      <ul className="category-tiles" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: skeletonCount }, (_, index) => (
          <li key={index}><Skeleton height="5.5rem" /></li>
        ))}
      </ul>
    );
  }
  return <CategoryTileList language={language} categories={menu.categories} headingLevel={headingLevel} />;
};
