import { formatMoney, type Cents } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLanguage } from '../i18n/use-language.ts';
import { localeOf, signInHref } from '../paths.ts';
import { Badge } from './badge.tsx';
import './price-display.css';

/** The price fields of a product card or detail (spec §3 Product card; cents). */
export interface PriceFields {
  FinalSellPrice: Cents | null;
  ListPrice: Cents | null;
  UOM: string;
  IsContract: boolean;
  Saving: Cents | null;
  SavingPercent: number | null;
  LoginForPricing: boolean;
  StandingOfferNumber?: string | null;
}

/**
 * The one price display: unit price per unit of measure, the contract badge, the saving against the
 * regular price; guests get the 'Sign in for pricing' link. Its box keeps its height either way.
 */
export const PriceDisplay = ({ price, size = 'md' }: { price: PriceFields; size?: 'md' | 'lg' }) => {
  const { t } = useTranslation();
  const language = useLanguage();
  const locale = localeOf(language);
  const { pathname, search } = useLocation();
  if (price.LoginForPricing || price.FinalSellPrice === null) {
    return (
      <div className={`price price--${size}`}>
        {/* Signed in, the buyer comes back to the product or results they wanted the price of, not to their landing page. */}
        <Link className="price__sign-in" to={signInHref(language, `${pathname}${search}`)}>{t('search.signInForPricing')}</Link>
      </div>
    );
  }
  const saving = price.Saving ?? 0;
  return (
    <div className={`price price--${size}`}>
      <p className="price__unit">
        <span className="visually-hidden">{t('search.unitPrice')} </span>
        <strong>{formatMoney(price.FinalSellPrice, locale)}</strong>
        <span className="price__uom"> / {price.UOM}</span>
      </p>
      {price.IsContract ? (
        <p className="price__contract">
          <Badge tone="contract">{t('search.contractBadge')}</Badge>
          {price.StandingOfferNumber ? <span className="price__offer">{t('search.standingOffer', { number: price.StandingOfferNumber })}</span> : null}
        </p>
      ) : null}
      {saving > 0 && price.ListPrice !== null ? (
        <p className="price__saving">
          <s>{t('search.regularPrice', { price: formatMoney(price.ListPrice, locale) })}</s>{' '}
          <span>{t('search.savings', { amount: formatMoney(saving, locale), percent: price.SavingPercent ?? 0 })}</span>
        </p>
      ) : null}
    </div>
  );
};
