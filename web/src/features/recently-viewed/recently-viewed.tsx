import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { fetchProductDetails, RelatedProducts } from '../product/index.ts';
import { fetchHomeRecommendations } from './recommendations-api.ts';
import { clearRecentlyViewed, readRecentlyViewed } from './recently-viewed-store.ts';

/** A signed-in buyer's recently viewed products and suggestions, from the api. */
const BuyerStrips = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const answer = useFetched(`buyer:${language}`, (signal) => fetchHomeRecommendations(language, signal));
  const viewed = answer.data?.RecentlyViewedItems ?? [];
  return (
    <>
      {answer.status === 'loaded' && viewed.length === 0 ? (
        <section aria-labelledby="recently-viewed" className="related">
          <h2 id="recently-viewed">{t('home.recentlyViewed')}</h2>
          <p>{t('home.recentlyViewedEmpty')}</p>
        </section>
      ) : <RelatedProducts id="recently-viewed" title={t('home.recentlyViewed')} products={viewed} />}
      <RelatedProducts id="featured-products" title={t('home.featuredProducts')} products={answer.data?.Recommendations ?? []} />
    </>
  );
};

/** A visitor's recently viewed products: kept on this browser, shown with today's details. */
const VisitorStrip = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const [codes, setCodes] = useState(readRecentlyViewed);
  const products = useFetched(codes.length > 0 ? `${codes.join(',')}:${language}` : null, (signal) => fetchProductDetails(codes, language, signal));
  if (codes.length === 0) {
    return (
      <section aria-labelledby="recently-viewed" className="related">
        <h2 id="recently-viewed">{t('home.recentlyViewed')}</h2>
        <p>{t('home.recentlyViewedEmpty')}</p>
      </section>
    );
  }
  const ordered = (products.data ?? []).slice().sort((a, b) => codes.indexOf(a.ProductCode) - codes.indexOf(b.ProductCode));
  return (
    <div className="recently-viewed">
      <RelatedProducts id="recently-viewed" title={t('home.recentlyViewed')} products={ordered} />
      {ordered.length > 0 ? (
        <button type="button" className="link-button" onClick={() => { clearRecentlyViewed(); setCodes([]); }}>{t('home.clearRecentlyViewed')}</button>
      ) : null}
    </div>
  );
};

/** The home page's 'Recently viewed' (and, for buyers, suggested products). */
export const RecentlyViewed = ({ signedIn }: { signedIn: boolean }) => (signedIn ? <BuyerStrips /> : <VisitorStrip />);
