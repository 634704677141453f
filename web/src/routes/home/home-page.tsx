import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { storedBrand } from '../../features/branding/index.ts';
import { TopCategoryTiles } from '../../features/catalogue/index.ts';
import { LayoutSections, useLayout } from '../../features/cms/index.ts';
import { RecentlyViewed } from '../../features/recently-viewed/index.ts';
import { useSession } from '../../features/session/index.ts';
import { readLayoutPreview } from '../../features/shell-params/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import type { Language } from '../../paths.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useDelayedFlag } from '../../ui/use-delayed-flag.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './home-page.css';

/** Without a layout (none, or the CMS failed): the top categories and recently viewed. */
const StandardHome = ({ language, signedIn }: { language: Language; signedIn: boolean }) => {
  const { t } = useTranslation();
  return (
    <>
      <section aria-labelledby="shop-by-category">
        <h2 id="shop-by-category" className="home__section-title">{t('home.shopByCategory')}</h2>
        <TopCategoryTiles language={language} />
      </section>
      <RecentlyViewed signedIn={signedIn} />
    </>
  );
};

const LayoutSkeleton = ({ shown }: { shown: boolean }) => {
  const { t } = useTranslation();
  // Before ~300 ms the space is only held (no flash of grey for a fast answer).
  return (
    <div className="home-skeleton" aria-busy="true" aria-label={t('common.loading')} role="status">
      {shown ? (
        <>
          <div className="home-skeleton__banners"><Skeleton height="11rem" /><Skeleton height="11rem" /></div>
          <Skeleton height="12rem" />
        </>
      ) : <div style={{ minHeight: '11rem' }} />}
    </div>
  );
};

/**
 * Home (spec §2): the content layout of the viewer's brand (banners, promotions, category tiles, recently
 * viewed…); ?preview=true&title=… from the shell ask for a preview or a named layout.
 */
export const HomePage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { profile, signedIn } = useSession();
  const [search] = useSearchParams();
  const layout = useLayout({ ...readLayoutPreview(search), branding: storedBrand() }, language, profile?.client?.clientId ?? 'guest');
  const loading = layout.status === 'loading' && !layout.data;
  const skeletonShown = useDelayedFlag(loading);
  useDocumentTitle(t('home.title'));
  const blocks = layout.status === 'failed' ? [] : (layout.data?.blocks ?? []);
  return (
    <div className="page home">
      <section className="home__hero">
        <h1>{t('home.title')}</h1>
        <p>{profile?.firstName ? `${t('home.welcome', { firstName: profile.firstName })}. ` : ''}{t('home.subtitle')}</p>
      </section>
      {layout.data?.isPreview && layout.status !== 'failed' ? <p className="cms-preview" role="status">{t('cms.previewNotice')}</p> : null}
      {loading ? <LayoutSkeleton shown={skeletonShown} /> : blocks.length > 0 ? <LayoutSections blocks={blocks} language={language} signedIn={signedIn} /> : <StandardHome language={language} signedIn={signedIn} />}
    </div>
  );
};
