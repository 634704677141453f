import { formatDate } from '@comptoir/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { localeOf } from '../../../paths.ts';
import { Badge } from '../../../ui/badge.tsx';
import type { ProductCardView } from '../search-types.ts';

/** The card's flags as short badges (spec §3 Product card); the contract badge lives with the price. */
export const ProductBadges = ({ card }: { card: ProductCardView }) => {
  const { t } = useTranslation();
  const locale = localeOf(useLanguage());
  const saleEnd = card.ProductOnSale?.OnSaleEndDate;
  const badges = [
    card.ProductOnSale ? <Badge key="sale" tone="sale">{saleEnd ? t('search.onSaleUntil', { date: formatDate(saleEnd, locale) }) : t('search.saleBadge')}</Badge> : null,
    card.IsClearanceItem ? <Badge key="clearance" tone="warning">{t('search.clearanceBadge')}</Badge> : null,
    card.IsMadeInCanada ? <Badge key="canada" tone="info">{t('search.madeInCanada')}</Badge> : null,
    card.IsSpecialOrder ? <Badge key="special">{t('search.specialOrderBadge')}</Badge> : null,
    card.IsDropShip ? <Badge key="drop">{t('search.dropShipBadge')}</Badge> : null,
    card.IsAssembly ? <Badge key="assembly">{t('search.assemblyBadge')}</Badge> : null,
    card.IsRestricted ? <Badge key="restricted" tone="warning">{t('search.restrictedBadge')}</Badge> : null,
    card.WasPreviouslyPurchased && card.LastPurchasedDate ? <Badge key="bought" tone="info">{t('search.previouslyPurchased', { date: formatDate(card.LastPurchasedDate, locale) })}</Badge> : null,
  ].filter(Boolean);
  return badges.length > 0 ? <div className="badges">{badges}</div> : null;
};
