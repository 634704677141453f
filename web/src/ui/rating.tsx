import { ratingStars } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import './rating.css';

/** Stars (rounded to the half, core's rule) with the exact rating and review count for screen readers. */
export const Rating = ({ rating, count }: { rating: number; count: number }) => {
  const { t, i18n } = useTranslation();
  if (count <= 0) return <span className="rating rating--none">{t('search.noReviews')}</span>;
  const stars = ratingStars(rating);
  const label = t('search.ratingValue', { rating: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(rating), count });
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="rating__stars" aria-hidden="true" style={{ ['--rating' as string]: String(stars) }} />
      <span className="rating__count" aria-hidden="true">({count})</span>
    </span>
  );
};
