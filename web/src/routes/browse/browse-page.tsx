import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TopCategoryTiles } from '../../features/catalogue/index.ts';
import { Listing } from '../../features/search/index.ts';
import { useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { href, hrefWith } from '../../paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { purchaseOf } from '../search/purchase.tsx';
import { useCategoryTrail } from './use-category-trail.ts';

/** A category's listing (/browse-products/Category?q=<slug or id>): breadcrumbs, then the listing. */
export const BrowsePage = () => {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const language = useLanguage();
  const key = (useSearchParams()[0].get('q') ?? '').trim();
  const trail = useCategoryTrail(key);
  const name = trail.data?.at(-1)?.name ?? '';
  // A slug no category has (a mistyped or retired link): the page says so instead of an empty listing with its tools.
  const unknown = trail.status === 'loaded' && trail.data.length === 0;
  useDocumentTitle(name || t(unknown ? 'notFound.title' : 'nav.categories'));
  return (
    <div className="page">
      <nav aria-label={t('nav.breadcrumbs')} className="breadcrumbs">
        <ol>
          <li><Link to={href(language, 'home')}>{t('nav.home')}</Link></li>
          {(trail.data ?? []).map((item, index, all) => (
            <li key={item.id}>
              {index === all.length - 1 ? <span aria-current="page">{item.name}</span> : <Link to={hrefWith(language, 'category', { q: item.slug ?? item.id })}>{item.name}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      {/* No category named (a cut link): shop by category, where the trail would have loaded forever. */}
      {key === '' ? (
        <>
          <h1>{t('nav.categories')}</h1>
          <TopCategoryTiles language={language} headingLevel={2} />
        </>
      ) : trail.status === 'loading' && !trail.data ? <Skeleton height="2.5rem" width="18rem" /> : unknown ? (
        <EmptyState headingLevel={1} title={t('notFound.title')} hint={t('notFound.body')}>
          <Link className="button" to={href(language, 'home')}>{t('nav.categories')}</Link>
        </EmptyState>
      ) : (
        <Listing
          kind="category"
          heading={name || t('nav.categories')}
          countLine={(count) => t('search.categoryResults', { count })}
          purchase={purchaseOf}
          signedIn={signedIn}
        />
      )}
    </div>
  );
};
