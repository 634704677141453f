import { useTranslation } from 'react-i18next';
import { TopCategoryTiles } from '../../features/catalogue/index.ts';
import { RecentlyViewed } from '../../features/recently-viewed/index.ts';
import { useSession } from '../../features/session/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './home-page.css';

export const HomePage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const { profile } = useSession();
  useDocumentTitle(t('home.title'));
  return (
    <div className="page home">
      <section className="home__hero">
        <h1>{t('home.title')}</h1>
        <p>{profile?.firstName ? `${t('home.welcome', { firstName: profile.firstName })}. ` : ''}{t('home.subtitle')}</p>
      </section>
      <section aria-labelledby="shop-by-category">
        <h2 id="shop-by-category" className="home__section-title">{t('home.shopByCategory')}</h2>
        <TopCategoryTiles language={language} />
      </section>
      <RecentlyViewed signedIn={profile !== null} />
    </div>
  );
};
