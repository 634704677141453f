import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { useFetched } from '../../ui/use-fetched.ts';
import { fetchProductDetails, RelatedProducts } from '../product/index.ts';
import { clearRecentlyViewed, readRecentlyViewed } from './recently-viewed-store.ts';

/** The home page's 'Recently viewed' strip, with today's prices; empty until a product is opened. */
export const RecentlyViewed = () => {
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
